/**
 * Checklist reminders (issue 15 item 3; spec 3 §4 "Notifications are relative to a task deadline (days before,
 * optionally daily)"). The job `checklist-reminders` runs hourly (leased: one server copy per tick) and, for every
 * task not yet done whose notification is due, reminds each responsible person (onboarding.checklist.ts):
 * - due: from the company day deadline − ceil(seconds_prior_to_completion / 86400) on; a notification without
 *   `daily` fires once per person and recipient, a daily one every day until the task is done; reminders stop 30
 *   days after the deadline (an abandoned checklist does not nag forever). Overdue tasks are marked.
 * - one message per recipient per run grouping all their due tasks: a Teams card (event `checklist.reminder`, sent
 *   by modules/teams/teams.ts through the bot's notifier, with "Mark done" per task) when the recipient has a
 *   stored Teams conversation, else the same as an e-mail (active, not deleted, should_send_email).
 * - every (task, person, recipient, company day) is claimed in `checklist_reminders_sent` (unique) before it is
 *   sent, so an overlapping run or a second server sends it once.
 */
import { In, IsNull, Not } from 'typeorm';
import type { AppContext } from '../../context';
import { CHECKLIST_KINDS, SECONDS_PER_DAY, type ChecklistKind } from '../../contracts/onboarding';
import { JOBS, type Job } from '../../jobs';
import { TeamsConversation } from '../teams/teams.entities';
import { User } from '../users/users.entities';
import { completedBy, daysOf, loadChecklist, personTasks, referenceDateOf, shiftDay, todayOf, type PersonTask } from './onboarding.checklist';
import { ChecklistNotificationRow, ChecklistReminderSentRow } from './onboarding.entities';
import { responsibleOf } from './onboarding.policy';

/** A task of a person on a reminder. */
export interface ReminderItem {
  kind: ChecklistKind;
  userId: number;
  taskId: number;
}

declare module '../../shared/events' {
  interface DomainEvents {
    /** Checklist tasks due for `recipientId`, to be sent as one Teams card. */
    'checklist.reminder': { recipientId: number; items: ReminderItem[] };
  }
}

/** Reminders stop this many days after the deadline. */
export const STOP_AFTER_DAYS = 30;

interface Due {
  recipient: number;
  kind: ChecklistKind;
  person: User;
  item: PersonTask;
  notificationId: number;
}

/** The due (task, person, recipient) triples of one kind on `today` (before the sent-table check of daily ones). */
async function dueOf(ctx: AppContext, kind: ChecklistKind, today: string): Promise<Due[]> {
  const em = ctx.ds.manager;
  const list = await loadChecklist(em, kind);
  const taskIds = list.flatMap((c) => c.tasks.map((t) => t.id));
  if (!taskIds.length) return [];
  const notes = await em.getRepository(ChecklistNotificationRow).findBy({ task_id: In(taskIds) });
  if (!notes.length) return [];
  const col = kind === 'onboarding' ? 'start_work_date' : 'contract_end_date';
  const days = list.map((c) => daysOf(c.row.seconds_to_complete));
  const maxPrior = Math.max(...notes.map((n) => Math.ceil(n.seconds_prior_to_completion / SECONDS_PER_DAY)));
  const from = shiftDay(today, -(Math.max(...days) + STOP_AFTER_DAYS));
  const to = shiftDay(today, maxPrior - Math.min(...days));
  const people = await em.getRepository(User).createQueryBuilder('u').where('u.deleted_at IS NULL').andWhere(`u.${col} IS NOT NULL`)
    .andWhere(`u.${col} >= :from AND u.${col} <= :to`, { from, to }).getMany();
  if (!people.length) return [];
  const done = await completedBy(em, people.map((p) => p.id), taskIds);
  const roleIds = [...new Set(list.flatMap((c) => c.tasks.map((t) => t.role_id)).filter((r): r is number => r !== null))];
  const holders = roleIds.length
    ? await em.getRepository(User).find({ where: [{ role_id: In(roleIds), deleted_at: IsNull(), disabled: false }, { temp_role_id: In(roleIds), deleted_at: IsNull(), disabled: false }] })
    : [];
  const holdersOf = (roleId: number) => holders.filter((h) => h.role_id === roleId || h.temp_role_id === roleId).map((h) => h.id);
  const out: Due[] = [];
  for (const person of people) {
    for (const item of personTasks(list, referenceDateOf(kind, person)!, done.get(person.id) ?? new Set())) {
      if (item.completed || today > shiftDay(item.deadline, STOP_AFTER_DAYS)) continue;
      const r = responsibleOf({ kind, roleId: item.task.role_id, isAssignedToOffboarder: Boolean(item.task.is_assigned_to_offboarder) });
      const recipients = r === 'offboarder' ? [person.id] : r === 'role' ? holdersOf(item.task.role_id!) : person.manager_id !== null ? [person.manager_id] : [];
      for (const n of notes.filter((x) => x.task_id === item.task.id)) {
        if (today < shiftDay(item.deadline, -Math.ceil(n.seconds_prior_to_completion / SECONDS_PER_DAY))) continue;
        for (const recipient of recipients) out.push({ recipient, kind, person, item, notificationId: n.id });
      }
    }
  }
  // Once-only notifications already sent (any day) drop out.
  const once = out.filter((d) => !notes.find((n) => n.id === d.notificationId)!.daily);
  if (once.length) {
    const sent = await em.getRepository(ChecklistReminderSentRow).findBy({ notification_id: In([...new Set(once.map((d) => d.notificationId))]) });
    const key = (n: number, u: number, r: number) => `${n}:${u}:${r}`;
    const seen = new Set(sent.map((s) => key(s.notification_id, s.user_id, s.recipient_id)));
    return out.filter((d) => notes.find((n) => n.id === d.notificationId)!.daily || !seen.has(key(d.notificationId, d.person.id, d.recipient)));
  }
  return out;
}

type Lang = 'en' | 'lt';
const MAIL: Record<Lang, { subject: (n: number) => string; intro: string; overdue: string; due: string; open: string }> = {
  en: { subject: (n) => `Onboarding and offboarding: ${n} task${n === 1 ? '' : 's'} waiting for you`, intro: 'These checklist tasks are waiting for you:', overdue: 'OVERDUE', due: 'due', open: 'Open the checklist' },
  lt: { subject: (n) => `Įvedimas ir atleidimas: laukia užduočių: ${n}`, intro: 'Šios kontrolinio sąrašo užduotys laukia jūsų:', overdue: 'VĖLUOJA', due: 'terminas', open: 'Atverti sąrašą' },
};

/** The e-mail of a recipient's due tasks. */
function mailOf(ctx: AppContext, u: User, dues: Due[], today: string) {
  const lang: Lang = u.locale === 'lt' ? 'lt' : 'en';
  const m = MAIL[lang];
  const lines = dues.map((d) => `- ${d.person.name} ${d.person.surname}: ${d.item.task.name} (${d.item.category.name}) — ${m.due} ${d.item.deadline}${d.item.deadline < today ? ` — ${m.overdue}` : ''}`);
  const kinds = [...new Set(dues.map((d) => d.kind))];
  const links = kinds.map((k) => `${m.open}: ${ctx.config.publicUrl}/${k}`);
  return { to: u.email, subject: m.subject(dues.length), text: [m.intro, '', ...lines, '', ...links].join('\n') };
}

/** Sends the reminders due at `now`; returns how many messages went out (cards + e-mails; 0 on a second run that day). */
export async function runChecklistReminders(ctx: AppContext, now = new Date()): Promise<number> {
  const today = todayOf(now);
  const dues = (await Promise.all(CHECKLIST_KINDS.map((k) => dueOf(ctx, k, today)))).flat();
  if (!dues.length) return 0;
  const recipientIds = [...new Set(dues.map((d) => d.recipient))];
  const teams = new Set((await ctx.ds.getRepository(TeamsConversation).findBy({ user_id: In(recipientIds) })).map((c) => c.user_id));
  const users = new Map((await ctx.ds.getRepository(User).findBy({ id: In(recipientIds), deleted_at: IsNull(), disabled: false, email: Not(IsNull()) })).map((u) => [u.id, u]));
  let messages = 0;
  for (const recipientId of recipientIds) {
    const u = users.get(recipientId);
    const byTeams = teams.has(recipientId);
    if (!u || (!byTeams && !u.should_send_email)) continue;
    const claimed: Due[] = [];
    const seen = new Set<string>();
    for (const d of dues.filter((x) => x.recipient === recipientId)) {
      const key = `${d.item.task.id}:${d.person.id}`;
      if (seen.has(key)) continue;
      seen.add(key);
      try {
        await ctx.ds.getRepository(ChecklistReminderSentRow).insert({
          task_id: d.item.task.id, user_id: d.person.id, recipient_id: recipientId, notification_id: d.notificationId, day: today, channel: byTeams ? 'teams' : 'email',
        });
        claimed.push(d);
      } catch {
        // Already sent today (another run or server): skip.
      }
    }
    if (!claimed.length) continue;
    if (byTeams) ctx.events.publish('checklist.reminder', { recipientId, items: claimed.map((d) => ({ kind: d.kind, userId: d.person.id, taskId: d.item.task.id })) });
    else await ctx.mail.send(mailOf(ctx, u, claimed, today));
    messages++;
  }
  return messages;
}

export const checklistRemindersJob: Job = { name: 'checklist-reminders', schedule: '15 * * * *', run: async (ctx) => void (await runChecklistReminders(ctx)) };

/** Registers the hourly `checklist-reminders` job (once). */
export function registerChecklistReminders(): void {
  if (!JOBS.some((j) => j.name === checklistRemindersJob.name)) JOBS.push(checklistRemindersJob);
}
