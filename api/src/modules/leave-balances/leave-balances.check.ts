/**
 * The balance refusal and the event form's preview (issue 18 item 1).
 *
 * Booking check `leave-balance` (calendar/events.checks.ts; runs after every booking rule inside
 * the booking's transaction, create and edit, v1 and the v2 new form): for a type with
 * `counts_against_balance`, the working days of every submitted range (a half day 0.5) are compared
 * with the owner's available days today (balances at today's company day, every counting event
 * included, the edited event left out). When available − working days < −overdraft_days the booking
 * is refused: 400 `insufficient_leave_balance` with `{ working_days, available_days, overdraft_days }`
 * (2 decimals). An edit whose dates and half-day did not change, or that uses no more working days
 * than before, is never refused (a shorter leave is always allowed).
 *
 * Concurrency: the check first locks the owner's `leave_profiles` row (lockLeaveRow: an UPDATE, so
 * SQL Server holds an exclusive row lock until the booking commits and a second booking of the same
 * person waits, then reads the first one's event); on SQLite the transactions are serialised in
 * process (db/tx.ts). So N concurrent bookings never take the balance below the overdraft.
 */
import type { EntityManager } from 'typeorm';
import type { HalfDay, LeavePreview } from '../../contracts/leave-balances';
import type { AppContext } from '../../context';
import type { AuthUser } from '../../http/auth';
import { AppError } from '../../http/errors';
import { companyDay, companyDayStart, daysTouched, nextCompanyDayStart } from '../../shared/company-time';
import type { BookingCheckInput } from '../calendar/events.checks';
import { EventType } from '../calendar/calendar.entities';
import { workingDaysOf } from './accrual';
import { assertCanReadBalance } from './leave-balances.policy';
import { presentPreview, round2 } from './leave-balances.presenters';
import { balancesOf, eventUsage, isCompanyHoliday, loadLeaveSettings, loadPerson, lockLeaveRow } from './leave-balances.service';

/** Working days of ranges (UTC instants), a half day 0.5. */
const workingDaysOfRanges = (ranges: { start: Date; end: Date }[], halfDay: HalfDay): number =>
  ranges.reduce((s, r) => s + workingDaysOf(daysTouched(r), halfDay, isCompanyHoliday), 0);

/** The owner's available days of one type today, leaving one event out. */
async function availableOf(em: EntityManager, owner: { id: number; start_work_date: string | null; contract_end_date: string | null }, typeId: number, now: Date, exceptEventId?: number): Promise<number> {
  const list = await balancesOf(em, owner, companyDay(now), exceptEventId);
  return list.find((b) => b.event_type_id === typeId)?.available_days ?? 0;
}

/** The `leave-balance` booking check (see the module doc). @throws 400 insufficient_leave_balance */
export async function leaveBalanceCheck({ em, now, owner, type, input, ranges, existing }: BookingCheckInput): Promise<void> {
  if (!type.counts_against_balance) return;
  const halfDay = input.half_day ?? null;
  const working = workingDaysOfRanges(ranges, halfDay);
  if (existing) {
    const same = existing.event_type_id === type.id && existing.date_start.getTime() === ranges[0].start.getTime()
      && existing.date_end.getTime() === ranges[0].end.getTime() && (existing.half_day ?? null) === halfDay && ranges.length === 1;
    if (same) return;
    const before = existing.event_type_id === type.id && existing.status !== 'canceled' ? eventUsage(existing).reduce((s, u) => s + u.days, 0) : 0;
    if (working <= before) return;
  }
  if (working <= 0) return;
  await lockLeaveRow(em, owner.id);
  const settings = await loadLeaveSettings(em);
  const available = await availableOf(em, owner, type.id, now, existing?.id);
  if (available - working < -settings.overdraft_days - 1e-9) {
    throw new AppError('insufficient_leave_balance', 400, {
      working_days: round2(working), available_days: round2(available), overdraft_days: round2(settings.overdraft_days),
    });
  }
}

/**
 * GET leave-balances/preview: what booking `date_from`–`date_to` (company days, inclusive; a half
 * day when `half_day` is given) of a type would use and leave, for the caller or `user_id` (whose
 * balance the caller may read: oneself, the direct manager, users_read_sensitive_info).
 * @throws 404 user_not_found | event_type_not_found; 403 missing_permissions; 400 end_date_should_be_later_than_start_date
 */
export async function previewBooking(
  ctx: AppContext, caller: AuthUser,
  q: { event_type_id: number; date_from: string; date_to: string; half_day?: 'first' | 'second'; user_id?: number },
): Promise<LeavePreview> {
  const em = ctx.ds.manager;
  const person = await loadPerson(em, q.user_id ?? caller.id);
  assertCanReadBalance(caller, { id: person.id, managerId: person.manager_id });
  const type = await em.getRepository(EventType).findOneBy({ id: q.event_type_id });
  if (!type) throw new AppError('event_type_not_found', 404, { event_type_id: q.event_type_id });
  if (q.date_to < q.date_from) throw new AppError('end_date_should_be_later_than_start_date');
  if (!type.counts_against_balance) return presentPreview({ counts: false, working_days: 0, available_days: 0, overdraft_days: 0 });
  const range = { start: companyDayStart(q.date_from), end: nextCompanyDayStart(q.date_to) };
  const working = workingDaysOfRanges([range], q.half_day && q.date_from === q.date_to ? q.half_day : null);
  const [settings, available] = await Promise.all([loadLeaveSettings(em), availableOf(em, person, type.id, new Date())]);
  return presentPreview({ counts: true, working_days: working, available_days: available, overdraft_days: settings.overdraft_days });
}
