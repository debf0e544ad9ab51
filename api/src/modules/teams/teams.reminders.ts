/**
 * Teams reminders (issue 5 item 4): at the chain item notification times (spec 2 §3 Chain item
 * notification: daily, a week day or a month day at HH:mm UTC, the same schedule the e-mail reminder
 * uses) every assignee of a request waiting at such an item, and whoever substitutes one of them now
 * (teams.ports approversNow), gets the approval card again, headed "still waiting for you", with the step's
 * notification message (the chain item's instruction to approvers) as the message's text. Runs as the
 * job `teams-reminders` (every minute, one server copy per tick).
 */
import { In } from 'typeorm';
import type { PortalBotHandle } from '../../../../bot/src';
import type { AppContext } from '../../context';
import { JOBS, type Job } from '../../jobs';
import { ApprovalRequest, RequestStep } from '../approvals/approvals.entities';
import { currentAssignees } from '../approvals/assignees';
import { dueNotifications } from '../approvals/notifications';
import { approversNow } from './teams.ports';

/** Sends the Teams reminders due at `at` (UTC minute); returns how many cards went out. */
export async function runTeamsReminders(ctx: AppContext, notifier: PortalBotHandle['notifier'], at = new Date()): Promise<number> {
  const due = await dueNotifications(ctx, at);
  if (!due.length) return 0;
  const itemIds = [...new Set(due.map((n) => n.chain_item_id))];
  const waiting = await ctx.ds.getRepository(RequestStep).createQueryBuilder('s')
    .innerJoin(ApprovalRequest, 'r', 'r.current_step_id = s.id')
    .where('s.chain_item_id IN (:...itemIds)', { itemIds }).andWhere("s.status = 'in_progress'").andWhere("r.status = 'in_progress'")
    .getMany();
  if (!waiting.length) return 0;
  const requests = new Map((await ctx.ds.getRepository(ApprovalRequest).findBy({ id: In(waiting.map((s) => s.request_id)) })).map((r) => [r.id, r]));
  let sent = 0;
  for (const step of waiting) {
    const request = requests.get(step.request_id);
    if (!request) continue;
    const to = await approversNow(ctx.ds.manager, await currentAssignees(ctx.ds.manager, step, request), at);
    const result = await notifier.sendReminder(to, request.id, step.notification_message);
    sent += result.sent.length;
  }
  return sent;
}

/** Registers the `teams-reminders` job for this notifier (once). */
export function registerTeamsReminders(notifier: PortalBotHandle['notifier']): Job {
  const job: Job = { name: 'teams-reminders', schedule: '* * * * *', run: async (ctx) => void (await runTeamsReminders(ctx, notifier)) };
  const at = JOBS.findIndex((j) => j.name === job.name);
  if (at >= 0) JOBS.splice(at, 1, job);
  else JOBS.push(job);
  return job;
}
