/**
 * Teams reminders (issue 5 item 4): at the chain item notification times (spec 2 §3 Chain item
 * notification: daily, a week day or a month day at HH:mm UTC, the same schedule the e-mail reminder
 * uses) every assignee of a request waiting at such an item, and whoever substitutes one of them now
 * (teams.ports approversNow), is reminded once per reminder minute: with one request waiting for them then,
 * its approval card again, headed "still waiting for you"; with several, one list of what waits for them
 * ("these requests are still waiting for you"). The steps' notification messages (the chain items'
 * instructions to approvers) come as the message's text. Each (person, minute) is claimed in
 * `teams_reminders_sent` (unique) before sending, so a second run of the minute sends nothing; the claim
 * is dropped when nothing was delivered. Runs as the job `teams-reminders` (every minute).
 */
import { In } from 'typeorm';
import type { PortalBotHandle } from '../../../../bot/src';
import type { AppContext } from '../../context';
import { isUniqueViolation } from '../../db/unique';
import { JOBS, type Job } from '../../jobs';
import { ApprovalRequest, RequestStep } from '../approvals/approvals.entities';
import { currentAssignees } from '../approvals/assignees';
import { dueNotifications } from '../approvals/notifications';
import { TeamsReminderSent } from './teams.entities';
import { approversNow } from './teams.ports';

/** Sends the Teams reminders due at `at` (UTC minute); returns how many people got one. */
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
  /** What waits for each person now: request ids and the steps' instructions. */
  const byPerson = new Map<number, { requestIds: number[]; instructions: Set<string> }>();
  for (const step of waiting) {
    const request = requests.get(step.request_id);
    if (!request) continue;
    for (const userId of await approversNow(ctx.ds.manager, await currentAssignees(ctx.ds.manager, step, request), at)) {
      const mine = byPerson.get(userId) ?? { requestIds: [], instructions: new Set<string>() };
      mine.requestIds.push(request.id);
      if (step.notification_message) mine.instructions.add(step.notification_message);
      byPerson.set(userId, mine);
    }
  }
  const slot = at.toISOString().slice(0, 16);
  const claims = ctx.ds.getRepository(TeamsReminderSent);
  let reminded = 0;
  for (const [userId, mine] of byPerson) {
    let claimId: number;
    try {
      claimId = Number((await claims.insert({ user_id: userId, slot })).identifiers[0].id);
    } catch (err) {
      if (isUniqueViolation(err)) continue; // this minute's reminder is already theirs (another run or server copy)
      throw err;
    }
    const [instruction] = mine.instructions;
    const result = mine.requestIds.length === 1
      ? await notifier.sendReminder([userId], mine.requestIds[0], instruction)
      : await notifier.sendReminderList(userId, [...mine.instructions]);
    if (result.sent.length) reminded++;
    else await claims.delete({ id: claimId });
  }
  return reminded;
}

/** Registers the `teams-reminders` job for this notifier (once). */
export function registerTeamsReminders(notifier: PortalBotHandle['notifier']): Job {
  const job: Job = { name: 'teams-reminders', schedule: '* * * * *', run: async (ctx) => void (await runTeamsReminders(ctx, notifier)) };
  const at = JOBS.findIndex((j) => j.name === job.name);
  if (at >= 0) JOBS.splice(at, 1, job);
  else JOBS.push(job);
  return job;
}
