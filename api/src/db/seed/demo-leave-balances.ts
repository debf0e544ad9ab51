/**
 * Demo leave balances of "Demo UAB" (PORTAL_SEED=demo; issue 18 item 5), for every leave-counting
 * type (the demo's annual leave, code A):
 * - an opening balance on 1 January of this year for everyone employed before it and still then (0.5–9 unused days
 *   carried over from the payroll system; a lot of last year, so it shows as carried over);
 * - extended leave (25 days) for Laura and Eglė, a contract override of 22 days for Rūta;
 * - adjustments by Eglė (HR) with reasons, each with its audit entry: Tomas +2 (overtime taken as
 *   leave), Daniel −1 (payroll correction);
 * - Rokas (rokas@demo.lt, the end-to-end walk of tests/e2e/leave-balances.spec.ts; no other spec uses him) with exactly 3 days available on the seeding day: a
 *   past leave this year and an opening balance chosen so that accrued + opening − taken − requested
 *   = 3 (it grows by 20/365 a day after that, as accrual does).
 * Does nothing when any leave profile or adjustment exists. Runs after the demo calendar.
 */
import { In, type EntityManager } from 'typeorm';
import { recordAudit } from '../../modules/audit/audit.record';
import { CalendarEvent } from '../../modules/calendar/calendar.entities';
import { LeaveAdjustment, LeaveEntitlement, LeaveProfile } from '../../modules/leave-balances/leave-balances.entities';
import { balancesOf, countingTypes, isCompanyHoliday } from '../../modules/leave-balances/leave-balances.service';
import { User } from '../../modules/users/users.entities';
import { addCompanyDays, companyDay, companyDayStart, nextCompanyDayStart } from '../../shared/company-time';
import { DEMO_DOMAIN } from './demo-people';

/** Opening days by a person's position in the list (deterministic variety). */
const OPENING = [4, 6.5, 2, 9, 3, 5.5, 1, 7, 0.5, 8, 2.5, 6];
const EXTENDED = ['laura', 'hr'];
const ADJUSTMENTS = [
  { who: 'tomas', days: 2, reason: 'Overtime in the October release week taken as leave days' },
  { who: 'daniel', days: -1, reason: 'Correction after the payroll check' },
];
/** The e2e walk's person and what they have left on the seeding day. */
export const DEMO_LEAVE_PERSON = { email: `rokas@${DEMO_DOMAIN}`, availableDays: 3 };

/** Working days (no weekend, no public holiday) going back from `from`, not before `floor`, at most `n`. */
function workingDaysBack(from: string, floor: string, n: number): string[] {
  const out: string[] = [];
  for (let d = from; d >= floor && out.length < n; d = companyDay(addCompanyDays(companyDayStart(d), -1))) {
    const wd = new Date(`${d}T12:00:00Z`).getUTCDay();
    if (wd !== 0 && wd !== 6 && !isCompanyHoliday(d)) out.push(d);
  }
  return out.reverse();
}

/** Seeds the demo balances (see the file doc). */
export async function seedDemoLeaveBalances(em: EntityManager, now: Date): Promise<void> {
  if ((await em.getRepository(LeaveProfile).count()) || (await em.getRepository(LeaveAdjustment).count())) return;
  const types = await countingTypes(em);
  if (!types.length) return;
  const today = companyDay(now);
  const jan1 = `${today.slice(0, 4)}-01-01`;
  const people = await em.getRepository(User).find({ where: { email: In(await demoEmails(em)) }, order: { id: 'ASC' } });
  const byLocal = (local: string) => people.find((p) => p.email === `${local}@${DEMO_DOMAIN}`);
  const hr = byLocal('hr');

  const entitlements: Partial<LeaveEntitlement>[] = [];
  people.forEach((p, i) => {
    if (!p.start_work_date || p.start_work_date >= jan1 || (p.contract_end_date && p.contract_end_date < jan1) || p.email === DEMO_LEAVE_PERSON.email) return;
    for (const t of types) entitlements.push({ user_id: p.id, event_type_id: t.id, entitlement_days: p.email === `admin@${DEMO_DOMAIN}` ? 22 : null, opening_days: OPENING[i % OPENING.length], opening_date: jan1 });
  });
  if (entitlements.length) await em.getRepository(LeaveEntitlement).insert(entitlements);
  await em.getRepository(LeaveProfile).insert(people.map((p) => ({ user_id: p.id, extended_leave: EXTENDED.some((l) => p.email === `${l}@${DEMO_DOMAIN}`), version: 0 })));

  for (const a of ADJUSTMENTS) {
    const p = byLocal(a.who);
    if (!p) continue;
    const row = await em.getRepository(LeaveAdjustment).save({ user_id: p.id, event_type_id: types[0].id, days: a.days, reason: a.reason, created_by_user_id: hr?.id ?? null, created_at: addCompanyDays(now, -12) });
    await recordAudit(em, {
      actorId: hr?.id ?? null, action: 'leave.adjustment', targetType: 'user', targetId: p.id, client: 'tab', time: row.created_at,
      details: { adjustment_id: row.id, event_type_id: types[0].id, days: a.days, reason: a.reason },
    });
  }

  const person = people.find((p) => p.email === DEMO_LEAVE_PERSON.email);
  if (person) await exactBalance(em, person, types[0].id, today, jan1);
}

/** The e2e person: an opening balance row, a past leave this year, then the opening days so that exactly {@link DEMO_LEAVE_PERSON} availableDays are left today. */
async function exactBalance(em: EntityManager, person: User, typeId: number, today: string, jan1: string): Promise<void> {
  const repo = em.getRepository(LeaveEntitlement);
  await repo.insert({ user_id: person.id, event_type_id: typeId, entitlement_days: null, opening_days: 0, opening_date: jan1 });
  const availableNow = async () => (await balancesOf(em, person, today)).find((b) => b.event_type_id === typeId)?.available_days ?? 0;
  const need = Math.max(0, Math.ceil((await availableNow()) - DEMO_LEAVE_PERSON.availableDays));
  const days = workingDaysBack(companyDay(addCompanyDays(companyDayStart(today), -14)), jan1, need);
  if (days.length) {
    await em.getRepository(CalendarEvent).insert({
      title: 'Vasaros atostogos', description: null, date_start: companyDayStart(days[0]), date_end: new Date(nextCompanyDayStart(days[days.length - 1]).getTime() - 60_000),
      user_id: person.id, substitute_id: null, substitute_confirmed: null, status: 'accepted', event_type_id: typeId, vacation_payout: false, working_address: null,
      child_birth_date: null, submitted_by_user_id: null, request_id: null, unattendance_code: 'A', half_day: null,
    });
  }
  // Unrounded on purpose: the balance is then exactly the target (a rounded opening could leave 2.996 and refuse 3 days).
  await repo.update({ user_id: person.id, event_type_id: typeId }, { opening_days: DEMO_LEAVE_PERSON.availableDays - (await availableNow()) });
}

/** The demo people's e-mails present in the database. */
async function demoEmails(em: EntityManager): Promise<string[]> {
  const rows = await em.getRepository(User).createQueryBuilder('u').select('u.email', 'email').where('u.email LIKE :d AND u.deleted_at IS NULL', { d: `%@${DEMO_DOMAIN}` }).getRawMany<{ email: string }>();
  return rows.map((r) => r.email);
}
