/**
 * Leave balances (issue 18 item 1): loads what the pure accrual (accrual.ts, where every definition is
 * written) needs — the settings, the person's profile and per-type entitlement, adjustments and the
 * events of leave-counting types — and computes balances for one person or, in a fixed number of
 * queries, for everyone (the report). Days are unrounded here; presenters round to 2 decimals.
 *
 * Events counted: those of types with `counts_against_balance`, status accepted (taken) or
 * waiting_for_approval (requested); each uses the working days it touches in the company zone
 * (weekends and the public holidays of the company's country, DEFAULT_HOLIDAY_COUNTRY, excluded),
 * a half-day event 0.5. Balances are "at" a company day (today for the person's own view).
 */
import { EntityManager, In, IsNull } from 'typeorm';
import { DEFAULT_HOLIDAY_COUNTRY } from '../../contracts/holidays';
import { LEAVE_LIMITS, type HalfDay, type LeaveSettings } from '../../contracts/leave-balances';
import { AppError } from '../../http/errors';
import { companyDay, daysTouched } from '../../shared/company-time';
import { CalendarEvent, EventType } from '../calendar/calendar.entities';
import { holidaysOfYear } from '../holidays/holidays.service';
import { User } from '../users/users.entities';
import { computeBalance, usageOfEvent, type BalanceParts, type UsageDay } from './accrual';
import { LeaveAdjustment, LeaveEntitlement, LeaveProfile, LeaveSettingsRow } from './leave-balances.entities';

const holidaySets = new Map<number, Set<string>>();
/** Whether a day is a public holiday of the company's country (date-holidays, cached per year). */
export function isCompanyHoliday(day: string): boolean {
  const y = Number(day.slice(0, 4));
  let set = holidaySets.get(y);
  if (!set) holidaySets.set(y, (set = new Set(holidaysOfYear(DEFAULT_HOLIDAY_COUNTRY, y).map((h) => h.date))));
  return set.has(day);
}

/** The company's leave settings (the single row; the contract's defaults when it is missing). */
export async function loadLeaveSettings(em: EntityManager): Promise<LeaveSettings> {
  const row = await em.getRepository(LeaveSettingsRow).findOneBy({ id: 1 });
  return {
    default_entitlement_days: row?.default_entitlement_days ?? LEAVE_LIMITS.defaultEntitlementDays,
    extended_entitlement_days: row?.extended_entitlement_days ?? LEAVE_LIMITS.extendedEntitlementDays,
    carry_over_years: row?.carry_over_years ?? LEAVE_LIMITS.carryOverYears,
    overdraft_days: row?.overdraft_days ?? LEAVE_LIMITS.overdraftDays,
  };
}

/** Stores the settings (the single row). */
export async function saveLeaveSettings(em: EntityManager, s: LeaveSettings): Promise<LeaveSettings> {
  await em.getRepository(LeaveSettingsRow).save({ id: 1, ...s });
  return loadLeaveSettings(em);
}

/** Leave-counting event types by name. */
export const countingTypes = (em: EntityManager): Promise<EventType[]> =>
  em.getRepository(EventType).find({ where: { counts_against_balance: true }, order: { name: 'ASC', id: 'ASC' } });

/** A stored event as the balance sees it. */
interface UsageEvent {
  id: number;
  user_id: number;
  event_type_id: number;
  date_start: Date;
  date_end: Date;
  half_day: HalfDay;
  status: string;
}

/** The working days an event uses, per day (see the module doc). */
export const eventUsage = (e: Pick<UsageEvent, 'date_start' | 'date_end' | 'half_day'>) =>
  usageOfEvent(daysTouched({ start: e.date_start, end: e.date_end }), e.half_day ?? null, isCompanyHoliday);

/** Usage days of the people's counting events, keyed `user:type` (one query). */
async function usageBy(em: EntityManager, userIds: number[] | null, typeIds: number[], exceptEventId?: number): Promise<Map<string, UsageDay[]>> {
  const out = new Map<string, UsageDay[]>();
  if (!typeIds.length || (userIds && !userIds.length)) return out;
  const qb = em.getRepository(CalendarEvent).createQueryBuilder('e')
    .select(['e.id', 'e.user_id', 'e.event_type_id', 'e.date_start', 'e.date_end', 'e.half_day', 'e.status'])
    .where('e.event_type_id IN (:...typeIds)', { typeIds })
    .andWhere('e.status IN (:...statuses)', { statuses: ['accepted', 'waiting_for_approval'] });
  if (userIds) qb.andWhere('e.user_id IN (:...userIds)', { userIds });
  if (exceptEventId) qb.andWhere('e.id <> :exceptEventId', { exceptEventId });
  for (const e of await qb.getMany()) {
    const key = `${e.user_id}:${e.event_type_id}`;
    const kind = e.status === 'accepted' ? 'taken' : 'requested';
    const list = out.get(key) ?? [];
    for (const u of eventUsage(e)) list.push({ ...u, kind });
    out.set(key, list);
  }
  return out;
}

/** One person's facts for every counting type. */
interface Person {
  id: number;
  start_work_date: string | null;
  contract_end_date: string | null;
}

/** A balance with its type. */
export interface TypedBalance extends BalanceParts {
  event_type_id: number;
  event_type_name: string;
}

/**
 * Balances of several people at company day `at`, for every counting type, in five queries.
 * `exceptEventId` leaves one event out (the event being edited by the booking check).
 */
export async function balancesOfPeople(em: EntityManager, people: Person[], at: string, exceptEventId?: number): Promise<Map<number, TypedBalance[]>> {
  const settings = await loadLeaveSettings(em);
  const types = await countingTypes(em);
  const typeIds = types.map((t) => t.id);
  const ids = people.map((p) => p.id);
  const out = new Map<number, TypedBalance[]>();
  if (!ids.length) return out;
  const byIds = ids.length <= 500;
  const userFilter = byIds ? { user_id: In(ids) } : {};
  const [profiles, entitlements, adjustments, usage] = await Promise.all([
    em.getRepository(LeaveProfile).find({ where: userFilter }),
    em.getRepository(LeaveEntitlement).find({ where: userFilter }),
    em.getRepository(LeaveAdjustment).find({ where: userFilter }),
    usageBy(em, byIds ? ids : null, typeIds, exceptEventId),
  ]);
  const extended = new Set(profiles.filter((p) => p.extended_leave).map((p) => p.user_id));
  const ent = new Map(entitlements.map((e) => [`${e.user_id}:${e.event_type_id}`, e]));
  const adj = new Map<string, { day: string; days: number }[]>();
  for (const a of adjustments) {
    const key = `${a.user_id}:${a.event_type_id}`;
    adj.set(key, [...(adj.get(key) ?? []), { day: companyDay(a.created_at), days: a.days }]);
  }
  for (const p of people) {
    out.set(p.id, types.map((t) => {
      const key = `${p.id}:${t.id}`;
      const e = ent.get(key);
      const parts = computeBalance(at, {
        entitlementDays: e?.entitlement_days ?? (extended.has(p.id) ? settings.extended_entitlement_days : settings.default_entitlement_days),
        carryOverYears: settings.carry_over_years,
        startWorkDate: p.start_work_date,
        contractEndDate: p.contract_end_date,
        openingDays: e?.opening_days ?? 0,
        openingDate: e?.opening_date ?? null,
        usage: usage.get(key) ?? [],
        adjustments: adj.get(key) ?? [],
      });
      return { event_type_id: t.id, event_type_name: t.name, ...parts };
    }));
  }
  return out;
}

/** A live (not deleted) user. @throws 404 user_not_found */
export async function loadPerson(em: EntityManager, id: number): Promise<User> {
  const u = await em.getRepository(User).findOneBy({ id, deleted_at: IsNull() });
  if (!u) throw new AppError('user_not_found', 404);
  return u;
}

/** Balances of one person at company day `at` (every counting type). */
export async function balancesOf(em: EntityManager, person: Person, at: string, exceptEventId?: number): Promise<TypedBalance[]> {
  return (await balancesOfPeople(em, [person], at, exceptEventId)).get(person.id) ?? [];
}

/**
 * Locks the person's leave row for the rest of the transaction: an UPDATE of `leave_profiles`
 * (inserted first when missing). On SQL Server the UPDATE takes an exclusive row lock that a second
 * booking of the same person waits for, so two bookings never both read the balance before either
 * writes; on SQLite transactions are already serialised (db/tx.ts) and the write is harmless.
 */
export async function lockLeaveRow(em: EntityManager, userId: number): Promise<void> {
  const bump = () => em.createQueryBuilder().update(LeaveProfile).set({ version: () => 'version + 1' }).where('user_id = :userId', { userId }).execute();
  if ((await bump()).affected) return;
  try {
    await em.getRepository(LeaveProfile).insert({ user_id: userId, extended_leave: false, version: 1 });
  } catch {
    await bump(); // a concurrent first booking inserted it: wait for its lock
  }
}
