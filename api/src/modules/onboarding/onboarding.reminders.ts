/**
 * Checklist reminders (issue 15 item 3; spec 3 §4 "Notifications are relative to a task deadline (days before,
 * optionally daily)"). The job `checklist-reminders` runs hourly (leased: one server copy per tick) and, for every
 * task not yet done whose notification is due, reminds each responsible person (onboarding.checklist.ts):
 * - due: from the company day deadline − ceil(seconds_prior_to_completion / 86400) on; a notification without
 *   `daily` fires once per person and recipient, a daily one every day until the task is done; reminders stop 30
 *   days after the deadline (an abandoned checklist does not nag forever). Overdue tasks are marked.
 * - one message per recipient per run grouping all their due tasks: a Teams card (with "Mark done" per task, posted
 *   through the sender mountTeams plugs in with {@link setChecklistTeamsSender}) when the recipient has a stored Teams
 *   conversation, else, or when that card could not be delivered (bot removed: 403/404 also drops the stored
 *   conversation), the same as an e-mail (active, not deleted, should_send_email).
 * - every (task, person, recipient, company day) is claimed in `checklist_reminders_sent` (unique; channel `pending`)
 *   before it is sent, so an overlapping run or a second server sends it once; the channel becomes `teams` or `email`
 *   once a message was delivered, and the claims are released when none could be (the next run tries again). Claims
 *   still `pending` an hour later (the process died mid-send) are released at the start of a run.
 */
import { In, IsNull, LessThan, Not } from 'typeorm';
import type { AppContext } from '../../context';
import { CHECKLIST_KINDS, SECONDS_PER_DAY, type ChecklistKind } from '../../contracts/onboarding';
import { JOBS, type Job } from '../../jobs';
import { dayShown } from '../../shared/company-time';
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

/** Posts one recipient's grouped reminder card in Teams; true only when it was delivered. */
export type ChecklistTeamsSender = (recipientId: number, items: ReminderItem[]) => Promise<boolean>;

const teamsSenders = new WeakMap<AppContext, ChecklistTeamsSender>();

/** Plugs the Teams delivery of the reminder card into a context (mountTeams); without one every reminder is an e-mail. */
export function setChecklistTeamsSender(ctx: AppContext, send: ChecklistTeamsSender): void {
  teamsSenders.set(ctx, send);
}

/** A claim still `pending` this long after it was taken belongs to a run that died mid-send. */
const STALE_CLAIM_MS = 3600_000;

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

/** The e-mail of a recipient's due tasks, in their language; deadlines DD/MM/YYYY (docs/decisions/0005). */
function mailOf(ctx: AppContext, u: User, dues: Due[], today: string) {
  const lang: Lang = u.locale === 'lt' ? 'lt' : 'en';
  const m = MAIL[lang];
  const lines = dues.map((d) => `- ${d.person.name} ${d.person.surname}: ${d.item.task.name} (${d.item.category.name}) — ${m.due} ${dayShown(d.item.deadline)}${d.item.deadline < today ? ` — ${m.overdue}` : ''}`);
  const kinds = [...new Set(dues.map((d) => d.kind))];
  const links = kinds.map((k) => `${m.open}: ${ctx.config.publicUrl}/${k}`);
  return { to: u.email, subject: m.subject(dues.length), text: [m.intro, '', ...lines, '', ...links].join('\n') };
}

/**
 * Sends the reminders due at `now`; returns how many messages were delivered (cards + e-mails; 0 on a second run that
 * day). A recipient whose card could not be delivered in Teams gets the e-mail (when should_send_email).
 */
export async function runChecklistReminders(ctx: AppContext, now = new Date()): Promise<number> {
  const today = todayOf(now);
  const sentRepo = ctx.ds.getRepository(ChecklistReminderSentRow);
  await sentRepo.delete({ channel: 'pending', created_at: LessThan(new Date(Date.now() - STALE_CLAIM_MS)) });
  const dues = (await Promise.all(CHECKLIST_KINDS.map((k) => dueOf(ctx, k, today)))).flat();
  if (!dues.length) return 0;
  const recipientIds = [...new Set(dues.map((d) => d.recipient))];
  const sendCard = teamsSenders.get(ctx);
  const teams = new Set(sendCard ? (await ctx.ds.getRepository(TeamsConversation).findBy({ user_id: In(recipientIds) })).map((c) => c.user_id) : []);
  const users = new Map((await ctx.ds.getRepository(User).findBy({ id: In(recipientIds), deleted_at: IsNull(), disabled: false, email: Not(IsNull()) })).map((u) => [u.id, u]));
  let messages = 0;
  for (const recipientId of recipientIds) {
    const u = users.get(recipientId);
    const byTeams = teams.has(recipientId);
    if (!u || (!byTeams && !u.should_send_email)) continue;
    const claimed: Due[] = [];
    const claimIds: number[] = [];
    const seen = new Set<string>();
    for (const d of dues.filter((x) => x.recipient === recipientId)) {
      const key = `${d.item.task.id}:${d.person.id}`;
      if (seen.has(key)) continue;
      seen.add(key);
      try {
        const row = await sentRepo.insert({ task_id: d.item.task.id, user_id: d.person.id, recipient_id: recipientId, notification_id: d.notificationId, day: today, channel: 'pending' });
        claimIds.push(Number(row.identifiers[0].id));
        claimed.push(d);
      } catch {
        // Already sent today (another run or server): skip.
      }
    }
    if (!claimed.length) continue;
    const channel = await deliver(ctx, sendCard && byTeams ? sendCard : null, u, claimed, today);
    if (channel) await sentRepo.update({ id: In(claimIds) }, { channel });
    else await sentRepo.delete({ id: In(claimIds) });
    if (channel) messages++;
  }
  return messages;
}

/** Delivers one recipient's reminder: the Teams card, else (or when it failed) the e-mail; the channel used, or null. */
async function deliver(ctx: AppContext, sendCard: ChecklistTeamsSender | null, u: User, claimed: Due[], today: string): Promise<'teams' | 'email' | null> {
  if (sendCard) {
    const items = claimed.map((d) => ({ kind: d.kind, userId: d.person.id, taskId: d.item.task.id }));
    const ok = await sendCard(u.id, items).catch((err: unknown) => void ctx.log.warn({ err, recipientId: u.id }, 'checklist reminder: Teams card failed'));
    if (ok) return 'teams';
  }
  if (!u.should_send_email) return null;
  try {
    await ctx.mail.send(mailOf(ctx, u, claimed, today));
    return 'email';
  } catch (err) {
    ctx.log.error({ err, recipientId: u.id }, 'checklist reminder: e-mail failed');
    return null;
  }
}

export const checklistRemindersJob: Job = { name: 'checklist-reminders', schedule: '15 * * * *', run: async (ctx) => void (await runChecklistReminders(ctx)) };

/** Registers the hourly `checklist-reminders` job (once). */
export function registerChecklistReminders(): void {
  if (!JOBS.some((j) => j.name === checklistRemindersJob.name)) JOBS.push(checklistRemindersJob);
}
