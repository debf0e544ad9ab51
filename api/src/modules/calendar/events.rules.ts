/**
 * The rules of spec 2 §5 (Old event form, New event form) enforced on the server, so a client that
 * bypasses the tab gets the same refusals. Each refusal is an AppError with the code the tab
 * translates (and, where the spec shows a value, an extra field: `date`, `max`, `month`, `event_id`).
 *
 * Time: instants are UTC, days are company days (the `TIME_ZONE`, default Europe/Vilnius, see
 * lib/company-time.ts). "Today" is the company day of `now`; the past threshold is 00:00 of
 * yesterday in the company zone: an event ending before it is a past event (spec 2 §4, §9). The
 * minimum advance and the payout's 5 days count company days from today; the monthly usage counts
 * the company days an event touches in each company month; dates in errors are company days.
 *
 * Order of checks (the first failing one answers): dates (end_date_should_be_later_than_start_date)
 * → half day (issue 18 item 2, see {@link halfDayRanges}: half_day_not_allowed, half_day_needs_one_day)
 * → who submits (manager_can_only_submit_for_subordinates, event_type_not_submittable_by_manager)
 * → past (start_date_in_past: a start before the threshold needs the type's can_create_past_event;
 * such past events skip the minimum advance and the substitute requirement) → minimum advance
 * (start_date_before_min_advance {date}: start ≥ today + min_advance_time days) → overlaps among
 * the submitted ranges and with the owner's own not-canceled events (event_dates_overlapping_warning;
 * the only exception: a half-day event and the other half of the same day, 'first' with 'second')
 * → monthly usage in company days per company month per type, a half day counting 0.5
 * (exceeded_event_times_per_month {max, month, used})
 * → working_address_required, child_birth_date_required → holiday payout (holiday_payout_not_allowed:
 * start at least 5 days ahead and code A, K or M) → substitute (invalid_substitute, substitute_required
 * when the type needs one and the owner manages people or is assigned in a chain,
 * substitute_unavailable when the substitute has own events then, user_already_substituted when the
 * owner substitutes someone else then; in both the other half of the same day is no clash) → the checks other modules add (events.checks.ts, e.g. the leave balance).
 */
import { Brackets, EntityManager, In } from 'typeorm';
import { EVENT_LIMITS, EventInput } from '../../contracts/calendar';
import type { Permission } from '../../contracts/permissions';
import { AppError } from '../../http/errors';
import { dayWeight, type HalfDay } from '../../contracts/leave-balances';
import { addCompanyDays, companyDay, companyDayStart, daysTouched, nextCompanyDayStart, nextCompanyMonthStart } from '../../shared/company-time';
import { ChainItem } from '../chains/chains.entities';
import { User } from '../users/users.entities';
import { CalendarEvent, EventType, EventTypeEditFields } from './calendar.entities';
import { runBookingChecks } from './events.checks';
import { assertCanSubmitEventFor, isPast, isValidSubstitute, pastThreshold, substituteRequired } from './calendar.policy';

export { isPast, pastThreshold } from './calendar.policy';

export interface Range { start: Date; end: Date }

const overlaps = (a: Range, b: Range) => a.start < b.end && b.start < a.end;

/** Company days touched by a range, counted per company month `YYYY-MM` (a day counts when the range touches it). */
export function daysByMonth(r: Range): Map<string, number> {
  const out = new Map<string, number>();
  for (const day of daysTouched(r)) {
    const m = day.slice(0, 7);
    out.set(m, (out.get(m) ?? 0) + 1);
  }
  return out;
}

/**
 * Half-day absences (issue 18 item 2): with `halfDay` null the ranges come back unchanged; otherwise
 * the type must allow half days (half_day_not_allowed) and every range must lie within one company
 * day (half_day_needs_one_day), and each comes back as that whole company day, 00:00–23:59 (the
 * range whole-day events use; the half is only in the event's half_day).
 * @throws end_date_should_be_later_than_start_date | half_day_not_allowed | half_day_needs_one_day
 */
export function halfDayRanges(type: Pick<EventType, 'id' | 'allows_half_day'>, halfDay: HalfDay, ranges: Range[]): Range[] {
  if (!halfDay) return ranges;
  if (!type.allows_half_day) throw new AppError('half_day_not_allowed', 400, { event_type_id: type.id });
  return ranges.map((x) => {
    if (x.end.getTime() <= x.start.getTime()) throw new AppError('end_date_should_be_later_than_start_date');
    const days = daysTouched(x);
    if (days.length !== 1) throw new AppError('half_day_needs_one_day', 400, { days: days.length });
    return { start: companyDayStart(days[0]), end: new Date(nextCompanyDayStart(days[0]).getTime() - 60_000) };
  });
}


/** Two events may share a day when they are its two different halves (issue 18 item 2). */
const otherHalf = (a: HalfDay, b: HalfDay | undefined) => a != null && b != null && a !== b;

/**
 * Whether the user is assigned to a chain (spec 1 §3 is_assigned_to_chain): holds, as main or second
 * role, the role of a chain item that acts (not a spectator). Managers are told apart by
 * {@link isManager}; the substitute rule asks for either.
 */
export async function isAssignedToChain(em: EntityManager, user: Pick<User, 'id' | 'role_id' | 'temp_role_id'>): Promise<boolean> {
  const roles = [user.role_id, user.temp_role_id].filter((x): x is number => x != null);
  return roles.length > 0 && em.getRepository(ChainItem).existsBy({ assignee_type: 'role', role_id: In(roles), only_spectator: false });
}

/** Whether the user has direct subordinates (not deleted). */
export async function isManager(em: EntityManager, userId: number): Promise<boolean> {
  return (await em.getRepository(User).createQueryBuilder('u').where('u.manager_id = :id AND u.deleted_at IS NULL', { id: userId }).getCount()) > 0;
}

/** The owner's not-canceled events overlapping a range (optionally without one event). */
async function ownOverlapping(em: EntityManager, userId: number, r: Range, exceptId?: number) {
  const qb = em.getRepository(CalendarEvent).createQueryBuilder('e')
    .where('e.user_id = :userId', { userId }).andWhere('e.status <> :c', { c: 'canceled' })
    .andWhere('e.date_start < :end AND e.date_end > :start', { start: r.start, end: r.end });
  if (exceptId) qb.andWhere('e.id <> :exceptId', { exceptId });
  return qb.getMany();
}

export interface RuleInput {
  em: EntityManager;
  now: Date;
  actor: { id: number; permissions: ReadonlySet<Permission> };
  owner: User;
  type: EventType;
  fields: EventTypeEditFields;
  input: EventInput;
  /** Every date range submitted (the event's own first). */
  ranges: Range[];
  /** The stored event when editing. */
  existing?: CalendarEvent;
}

/** Checks who may submit for the owner (create only; calendar.policy assertCanSubmitEventFor). */
function checkSubmitter({ actor, owner, type }: RuleInput): void {
  assertCanSubmitEventFor(actor, { id: owner.id, managerId: owner.manager_id }, type);
}

/**
 * Checks every rule of spec 2 §5 for a new event (with its additional ranges) or an edit
 * (`existing` set: the submitter, past and advance rules apply only when the dates change).
 * @throws the codes listed in the module doc
 */
export async function checkEventRules(r: RuleInput): Promise<void> {
  const { em, now, owner, type, fields, input, existing } = r;
  for (const x of r.ranges) if (x.end.getTime() <= x.start.getTime()) throw new AppError('end_date_should_be_later_than_start_date');
  const ranges = halfDayRanges(type, input.half_day, r.ranges);
  if (!existing) checkSubmitter(r);
  const datesChanged = !existing || existing.date_start.getTime() !== ranges[0].start.getTime() || existing.date_end.getTime() !== ranges[0].end.getTime()
    || (existing.half_day ?? null) !== input.half_day;
  const threshold = pastThreshold(now);
  const past = ranges.every((x) => isPast(x.end, now));
  if (datesChanged) {
    const earliest = addCompanyDays(now, type.min_advance_time);
    for (const x of ranges) {
      if (x.start < threshold) {
        if (!fields.can_create_past_event) throw new AppError('start_date_in_past', 400, { date: companyDay(threshold) });
      } else if (type.min_advance_time > 0 && x.start < earliest) {
        throw new AppError('start_date_before_min_advance', 400, { date: companyDay(earliest), min_advance_time: type.min_advance_time });
      }
    }
  }
  for (let i = 0; i < ranges.length; i++) {
    for (let j = i + 1; j < ranges.length; j++) if (overlaps(ranges[i], ranges[j])) throw new AppError('event_dates_overlapping_warning', 409, { ranges: [i, j] });
    const clash = (await ownOverlapping(em, owner.id, ranges[i], existing?.id)).find((e) => !otherHalf(input.half_day, e.half_day));
    if (clash) throw new AppError('event_dates_overlapping_warning', 409, { event_id: clash.id });
  }
  await checkMonthlyUsage({ ...r, ranges });
  if (type.address_required && !input.working_address) throw new AppError('working_address_required');
  if (type.is_child_info_required && !input.child_birth_date) throw new AppError('child_birth_date_required');
  if (input.vacation_payout) {
    if (existing?.vacation_payout && datesChanged) throw new AppError('holiday_payout_dates_locked');
    const earliest = addCompanyDays(now, EVENT_LIMITS.minDaysBeforePayout);
    const codeOk = type.unattendance_code != null && EVENT_LIMITS.payoutCodes.includes(type.unattendance_code);
    if (!codeOk || ranges.some((x) => x.start < earliest)) throw new AppError('holiday_payout_not_allowed', 400, { min_days: EVENT_LIMITS.minDaysBeforePayout });
  }
  await checkSubstitute({ ...r, ranges }, past);
  await runBookingChecks({ em, now, owner, type, input, ranges, existing });
}

/**
 * Company days used per company month of the type (not canceled, without the edited event) plus the
 * new ones must stay ≤ the type's limit; a half-day event counts 0.5.
 */
async function checkMonthlyUsage({ em, owner, type, input, ranges, existing }: RuleInput): Promise<void> {
  const max = type.times_per_month_per_user;
  if (!max) return;
  const wanted = new Map<string, number>();
  for (const x of ranges) for (const [m, n] of daysByMonth(x)) wanted.set(m, (wanted.get(m) ?? 0) + n * dayWeight(input.half_day));
  const months = [...wanted.keys()].sort();
  const from = companyDayStart(`${months[0]}-01`);
  const to = nextCompanyMonthStart(months[months.length - 1]);
  const qb = em.getRepository(CalendarEvent).createQueryBuilder('e')
    .where('e.user_id = :u AND e.event_type_id = :t AND e.status <> :c', { u: owner.id, t: type.id, c: 'canceled' })
    .andWhere('e.date_start < :to AND e.date_end > :from', { from, to });
  if (existing) qb.andWhere('e.id <> :x', { x: existing.id });
  const used = await qb.getMany();
  for (const [month, n] of wanted) {
    let days = 0;
    for (const e of used) days += (daysByMonth({ start: e.date_start, end: e.date_end }).get(month) ?? 0) * dayWeight(e.half_day);
    if (days + n > max) throw new AppError('exceeded_event_times_per_month', 400, { max, month, used: days });
  }
}

async function checkSubstitute({ em, owner, type, input, ranges }: RuleInput, past: boolean): Promise<void> {
  const subId = input.substitute_id;
  if (subId == null) {
    if (!type.substitute_needed || past) return;
    const ownerManagesPeople = await isManager(em, owner.id);
    const ownerInChain = !ownerManagesPeople && (await isAssignedToChain(em, owner));
    if (substituteRequired({ typeNeedsSubstitute: type.substitute_needed, past, ownerManagesPeople, ownerInChain })) throw new AppError('substitute_required');
    return;
  }
  const sub = subId === owner.id ? null : await em.getRepository(User).findOneBy({ id: subId });
  if (!isValidSubstitute(owner.id, sub && { id: sub.id, deleted: sub.deleted_at != null, disabled: Boolean(sub.disabled) })) throw new AppError('invalid_substitute', 400, { substitute_id: subId });
  for (const x of ranges) {
    // the other half of the same day is no clash: a substitute away in the afternoon covers a morning
    const away = (await ownOverlapping(em, subId, x)).find((e) => !otherHalf(input.half_day, e.half_day));
    if (away) throw new AppError('substitute_unavailable', 409, { substitute_id: subId, event_id: away.id });
    const substituting = (
      await em.getRepository(CalendarEvent).createQueryBuilder('e')
        .where('e.substitute_id = :id', { id: owner.id }).andWhere('e.status <> :c', { c: 'canceled' })
        .andWhere(new Brackets((w) => w.where('e.substitute_confirmed IS NULL').orWhere('e.substitute_confirmed = :yes', { yes: true })))
        .andWhere('e.date_start < :end AND e.date_end > :start', { start: x.start, end: x.end }).getMany()
    ).find((e) => !otherHalf(input.half_day, e.half_day));
    if (substituting) throw new AppError('user_already_substituted', 409, { user_id: owner.id, event_id: substituting.id });
  }
}
