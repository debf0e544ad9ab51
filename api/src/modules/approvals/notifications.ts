/**
 * Approval notifications (spec 2 §3 Chain item notification; DESIGN.md: notifications subscribe to
 * the engine's domain events).
 *
 * E-mail through ctx.mail in the recipient's language (user.locale en | lt), the request's title too (title_lt):
 * - step.assigned → every assignee ("waiting for your approval"; spectators "for your information");
 * - request.approved / rejected / canceled / returned → the owner.
 * Users with should_send_email off, disabled or deleted get nothing.
 *
 * Reminders: the job `chain-item-notifications` (every minute, UTC; one server copy per tick through
 * the job lease) finds the item notifications due at this HH:mm — daily, on this ISO week day
 * (1 = Monday) or this day of the month (a month_day beyond the month's last day fires on its last
 * day) — and reminds the assignees of every in-progress request waiting at those items, one e-mail
 * per person listing the requests.
 */
import { In } from 'typeorm';
import type { AppContext } from '../../context';
import type { Job } from '../../jobs';
import { User } from '../users/users.entities';
import { ChainItemNotification } from '../chains/chains.entities';
import { ApprovalRequest, RequestStep } from './approvals.entities';
import { currentAssignees } from './assignees';

type Lang = 'en' | 'lt';
const T = {
  assigned: { en: (t: string) => `Request waiting for your approval: ${t}`, lt: (t: string) => `Prašymas laukia jūsų patvirtinimo: ${t}` },
  spectator: { en: (t: string) => `For your information: ${t}`, lt: (t: string) => `Jūsų žiniai: ${t}` },
  approved: { en: (t: string) => `Your request was approved: ${t}`, lt: (t: string) => `Jūsų prašymas patvirtintas: ${t}` },
  rejected: { en: (t: string) => `Your request was rejected: ${t}`, lt: (t: string) => `Jūsų prašymas atmestas: ${t}` },
  cancellationRejected: { en: (t: string) => `Cancelling your request was refused: ${t}`, lt: (t: string) => `Jūsų prašymo atšaukimas atmestas: ${t}` },
  canceled: { en: (t: string) => `Your request was canceled: ${t}`, lt: (t: string) => `Jūsų prašymas atšauktas: ${t}` },
  returnedToOwner: { en: (t: string) => `Your request was returned to you: ${t}`, lt: (t: string) => `Jūsų prašymas grąžintas jums: ${t}` },
  returned: { en: (t: string) => `Your request was sent back a step: ${t}`, lt: (t: string) => `Jūsų prašymas grąžintas ankstesniam žingsniui: ${t}` },
  reminder: { en: (n: number) => `${n} request(s) waiting for your approval`, lt: (n: number) => `Jūsų patvirtinimo laukia prašymų: ${n}` },
  open: { en: 'Open the requests page', lt: 'Atidarykite prašymų puslapį' },
  openRequest: { en: 'Open the request', lt: 'Atidarykite prašymą' },
  message: { en: 'Message', lt: 'Žinutė' },
} as const;

async function recipients(ctx: AppContext, ids: number[]) {
  if (!ids.length) return [];
  const users = await ctx.ds.getRepository(User).findBy({ id: In([...new Set(ids)]) });
  return users.filter((u) => !u.deleted_at && !u.disabled && u.should_send_email).map((u) => ({ id: u.id, email: u.email, lang: (u.locale === 'lt' ? 'lt' : 'en') as Lang }));
}

/** A request's title in the reader's language (the engine stores both: title, title_lt), with its number. */
const titleIn = (r: ApprovalRequest, lang: Lang) => `${(lang === 'lt' ? r.title_lt ?? r.title : r.title) ?? r.request_name} (#${r.id})`;

async function titleOf(ctx: AppContext, requestId: number): Promise<(lang: Lang) => string> {
  const r = await ctx.ds.getRepository(ApprovalRequest).findOneBy({ id: requestId });
  return (lang) => (r ? titleIn(r, lang) : `#${requestId}`);
}

/** The request's own page in the tab: its details open there (features/approvals/useRequestLink.tsx). */
const requestUrl = (ctx: AppContext, requestId: number) => `${ctx.config.publicUrl}/requests?request=${requestId}`;

async function send(ctx: AppContext, requestId: number, ids: number[], subject: (lang: Lang) => string, lines: (lang: Lang) => (string | null)[]) {
  for (const u of await recipients(ctx, ids)) {
    const body = [...lines(u.lang).filter((l): l is string => !!l), '', `${T.openRequest[u.lang]}: ${requestUrl(ctx, requestId)}`].join('\n');
    await ctx.mail.send({ to: u.email, subject: subject(u.lang), text: body });
  }
}

/** Subscribes the e-mail notifications to the engine's events (once per context). */
export function subscribeNotifications(ctx: AppContext): void {
  ctx.events.on('step.assigned', async (e) => {
    const title = await titleOf(ctx, e.requestId);
    const kind = e.spectator ? T.spectator : T.assigned;
    await send(ctx, e.requestId, e.assigneeIds, (l) => kind[l](title(l)), (l) => [
      `${e.stepName}`, e.notificationMessage, e.returnedMessage ? `${T.message[l]}: ${e.returnedMessage}` : null,
    ]);
  });
  ctx.events.on('request.approved', async (e) => {
    const title = await titleOf(ctx, e.requestId);
    await send(ctx, e.requestId, [e.ownerId], (l) => T.approved[l](title(l)), () => []);
  });
  ctx.events.on('request.rejected', async (e) => {
    const title = await titleOf(ctx, e.requestId);
    const kind = e.cancellation ? T.cancellationRejected : T.rejected;
    await send(ctx, e.requestId, [e.ownerId], (l) => kind[l](title(l)), (l) => [e.message ? `${T.message[l]}: ${e.message}` : null]);
  });
  ctx.events.on('request.canceled', async (e) => {
    if (e.actorId === e.ownerId) return; // the owner canceled it
    const title = await titleOf(ctx, e.requestId);
    await send(ctx, e.requestId, [e.ownerId], (l) => T.canceled[l](title(l)), () => []);
  });
  ctx.events.on('request.returned', async (e) => {
    const title = await titleOf(ctx, e.requestId);
    const kind = e.toOwner ? T.returnedToOwner : T.returned;
    await send(ctx, e.requestId, [e.ownerId], (l) => kind[l](title(l)), (l) => [e.message ? `${T.message[l]}: ${e.message}` : null]);
  });
}

/** Notification rows due at `at` (UTC minute). */
export async function dueNotifications(ctx: AppContext, at: Date): Promise<ChainItemNotification[]> {
  const hhmm = at.toISOString().slice(11, 16);
  const rows = await ctx.ds.getRepository(ChainItemNotification).findBy({ notification_time: hhmm });
  const weekDay = ((at.getUTCDay() + 6) % 7) + 1;
  const day = at.getUTCDate();
  const lastDay = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 0)).getUTCDate();
  return rows.filter((n) =>
    n.frequency_type === 'daily' ||
    (n.frequency_type === 'week_day' && n.frequency_value === weekDay) ||
    (n.frequency_type === 'month_day' && n.frequency_value != null && (n.frequency_value === day || (day === lastDay && n.frequency_value > lastDay))));
}

/** Sends the reminders due at `at`; returns how many e-mails went out. */
export async function runChainNotifications(ctx: AppContext, at = new Date()): Promise<number> {
  const due = await dueNotifications(ctx, at);
  if (!due.length) return 0;
  const itemIds = [...new Set(due.map((n) => n.chain_item_id))];
  const waiting = await ctx.ds.getRepository(RequestStep).createQueryBuilder('s')
    .innerJoin(ApprovalRequest, 'r', 'r.current_step_id = s.id')
    .where('s.chain_item_id IN (:...itemIds)', { itemIds }).andWhere("s.status = 'in_progress'").andWhere("r.status = 'in_progress'")
    .getMany();
  if (!waiting.length) return 0;
  const requests = new Map((await ctx.ds.getRepository(ApprovalRequest).findBy({ id: In(waiting.map((s) => s.request_id)) })).map((r) => [r.id, r]));
  const perUser = new Map<number, ((lang: Lang) => string)[]>();
  for (const step of waiting) {
    const request = requests.get(step.request_id)!;
    const line = (lang: Lang) => `- ${titleIn(request, lang)}: ${step.name} — ${requestUrl(ctx, request.id)}`;
    for (const id of await currentAssignees(ctx.ds.manager, step, request)) perUser.set(id, [...(perUser.get(id) ?? []), line]);
  }
  let sent = 0;
  for (const u of await recipients(ctx, [...perUser.keys()])) {
    const lines = perUser.get(u.id)!.map((line) => line(u.lang));
    await ctx.mail.send({ to: u.email, subject: T.reminder[u.lang](lines.length), text: [...lines, '', `${T.open[u.lang]}: ${ctx.config.publicUrl}/requests`].join('\n') });
    sent++;
  }
  return sent;
}

/** The reminder job (pushed to JOBS by the approvals module's registration). */
export const chainNotificationsJob: Job = { name: 'chain-item-notifications', schedule: '* * * * *', run: async (ctx) => void (await runChainNotifications(ctx)) };
