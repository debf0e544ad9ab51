/**
 * Test setup shared by the leave-balance tests of this module (over the real app of test/harness.ts):
 * working days ahead, a person with an exact balance, a booking through the v1 events call.
 */
import { companyDay, companyDayStart, isWeekend, nextCompanyDayStart } from '../../shared/company-time';
import { buildUser, type Person } from '../../test/factories';
import type { TestApp } from '../../test/harness';
import { isCompanyHoliday } from './leave-balances.service';

/** The next `n` working days (company days, no weekend, no Lithuanian holiday) from `skip` days ahead. */
export function workingDaysAhead(n: number, skip: number): string[] {
  const out: string[] = [];
  for (let d = Date.now() + skip * 86_400_000; out.length < n; d += 86_400_000) {
    const day = companyDay(new Date(d));
    if (!isWeekend(day) && !isCompanyHoliday(day)) out.push(day);
  }
  return out;
}

/**
 * A new person with exactly `days` available of `typeId` this year: entitlement 0 and `days` as the
 * opening balance on 1 January, set by `hr` (users_write_sensitive_info) through the profile route.
 */
export async function personWithBalance(t: TestApp, hr: Person, typeId: number, days: number, opts: { managerId?: number } = {}): Promise<Person> {
  const p = await buildUser(t, { permissions: ['event_types_read'], managerId: opts.managerId ?? null });
  const year = companyDay(new Date()).slice(0, 4);
  const r = await hr.agent.put(`/api/v2/users/${p.id}/leave-balance/profile`).send({
    extended_leave: false, entitlements: [{ event_type_id: typeId, entitlement_days: 0, opening_days: days, opening_date: `${year}-01-01` }],
  });
  if (r.status !== 200) throw new Error(`leave profile not saved: ${r.status} ${JSON.stringify(r.body)}`);
  return p;
}

/** POST users/{id}/events of `typeId` over the whole company days `from`–`to` (more event fields in `extra`). */
export const bookLeave = (p: Person, typeId: number, from: string, to: string, extra: Record<string, unknown> = {}) =>
  p.agent.post(`/api/v1/users/${p.id}/events`).send({
    event: { title: 'Leave', event_type_id: typeId, date_start: companyDayStart(from).toISOString(), date_end: nextCompanyDayStart(to).toISOString(), ...extra },
  });
