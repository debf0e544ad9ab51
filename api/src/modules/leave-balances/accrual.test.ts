/**
 * Accrual against hand-computed cases (issue 18 item 6): started mid-year, left mid-year, a year
 * boundary with carry-over expiring, Lithuanian public holidays on weekdays, half days, debt.
 */
import { holidaysOfYear } from '../holidays/holidays.service';
import { computeBalance, daysInYear, usageOfEvent, workingDaysOf, type AccrualFacts, type UsageDay } from './accrual';

const ltHoliday = (day: string) => holidaysOfYear('LT', Number(day.slice(0, 4))).some((h) => h.date === day);

/** Every day from `a` to `b` inclusive. */
function span(a: string, b: string): string[] {
  const out: string[] = [];
  for (let t = Date.parse(`${a}T00:00:00Z`); t <= Date.parse(`${b}T00:00:00Z`); t += 86_400_000) out.push(new Date(t).toISOString().slice(0, 10));
  return out;
}
const leave = (a: string, b: string, kind: UsageDay['kind'] = 'taken', half: 'first' | 'second' | null = null): UsageDay[] =>
  usageOfEvent(span(a, b), half, ltHoliday).map((u) => ({ ...u, kind }));

const base: AccrualFacts = {
  entitlementDays: 20, carryOverYears: 3, startWorkDate: null, contractEndDate: null, openingDays: 0, openingDate: null, usage: [], adjustments: [],
};

it('counts working days without weekends and Lithuanian holidays on weekdays (24 June, 6 July)', () => {
  expect(daysInYear(2026)).toBe(365);
  expect(daysInYear(2024)).toBe(366);
  // Mon 22 – Fri 26 June 2026: Wednesday 24 June (Joninės) is a public holiday → 4.
  expect(workingDaysOf(span('2026-06-22', '2026-06-26'), null, ltHoliday)).toBe(4);
  // Sat 4 – Tue 7 July 2026: the weekend and Monday 6 July (Statehood Day) are off → 1.
  expect(workingDaysOf(span('2026-07-04', '2026-07-07'), null, ltHoliday)).toBe(1);
  // A half day on a working day is 0.5; on a holiday 0.
  expect(workingDaysOf(['2026-06-23'], 'first', ltHoliday)).toBe(0.5);
  expect(workingDaysOf(['2026-06-24'], 'second', ltHoliday)).toBe(0);
});

it('a person who started mid-year accrues per calendar day from the start date', () => {
  // 1 July – 30 September 2026 = 31 + 31 + 30 = 92 days of 365; 20 × 92 / 365 = 5.0411.
  const b = computeBalance('2026-09-30', { ...base, startWorkDate: '2026-07-01', usage: leave('2026-06-22', '2026-06-26').concat(leave('2026-08-03', '2026-08-04')) });
  expect(b.accrued_days).toBeCloseTo((20 * 92) / 365, 10);
  expect(b.carried_over_days).toBe(0);
  // The June leave before the start does not count; the August one is 2 days.
  expect(b.taken_days).toBe(2);
  expect(b.available_days).toBeCloseTo((20 * 92) / 365 - 2, 10);
  // Before the start nothing has accrued.
  expect(computeBalance('2026-06-30', { ...base, startWorkDate: '2026-07-01' }).accrued_days).toBe(0);
});

it('a person who left mid-year stops accruing at the contract end; old lots past carry-over are gone', () => {
  // Employed since 2020, left 31 March 2026: 2026 accrues 1 Jan – 31 Mar = 90 days → 20 × 90 / 365.
  // Lots 2020–2022 expired (kept 3 full years after their year); 2023, 2024 (366/366) and 2025 are 20 each.
  const b = computeBalance('2026-06-30', { ...base, startWorkDate: '2020-01-01', contractEndDate: '2026-03-31', entitlementDays: 20 });
  expect(b.accrued_days).toBeCloseTo((20 * 90) / 365, 10);
  expect(b.carried_over_days).toBeCloseTo(60, 10);
  expect(b.available_days).toBeCloseTo(60 + (20 * 90) / 365, 10);
});

it('at a year boundary the oldest days are used first and the expired rest drops', () => {
  // Kept 1 year. 2024: 20 accrued, 5 taken → lot 2024 = 15. 2025: 10 taken (7–18 April) from lot 2024 first (5 left), lot 2025 = 20.
  const facts: AccrualFacts = {
    ...base, carryOverYears: 1, startWorkDate: '2024-01-01',
    usage: [...leave('2024-03-04', '2024-03-08'), ...leave('2025-04-07', '2025-04-18')],
  };
  expect(workingDaysOf(span('2025-04-07', '2025-04-18'), null, ltHoliday)).toBe(10);
  const end2025 = computeBalance('2025-12-31', facts);
  expect(end2025.carried_over_days).toBeCloseTo(15, 10);
  expect(end2025.accrued_days).toBeCloseTo(20, 10);
  expect(end2025.taken_days).toBe(10);
  expect(end2025.available_days).toBeCloseTo(25, 10);
  // 1 January 2026: the 5 left of 2024 expire; 2025's 20 carry over; one day of 2026 accrued.
  const jan1 = computeBalance('2026-01-01', facts);
  expect(jan1.carried_over_days).toBeCloseTo(20, 10);
  expect(jan1.accrued_days).toBeCloseTo(20 / 365, 10);
  expect(jan1.taken_days).toBe(0);
  expect(jan1.available_days).toBeCloseTo(20 + 20 / 365, 10);
});

it('extended leave, opening balance, adjustments, requested and future days', () => {
  // Opening 8 days on 1 Jan 2026 (a 2025 lot), 25 a year, at 31 March: 25 × 90 / 365 accrued.
  const b = computeBalance('2026-03-31', {
    ...base, entitlementDays: 25, startWorkDate: '2015-05-01', openingDate: '2026-01-01', openingDays: 8,
    usage: [...leave('2025-12-01', '2025-12-05'), ...leave('2026-02-02', '2026-02-03'), ...leave('2026-08-10', '2026-08-10', 'requested'), ...leave('2026-09-01', '2026-09-01', 'taken', 'second')],
    adjustments: [{ day: '2026-02-10', days: 1.5 }, { day: '2026-04-10', days: 3 }],
  });
  expect(b.entitlement_days).toBe(25);
  expect(b.accrued_days).toBeCloseTo((25 * 90) / 365, 10);
  expect(b.carried_over_days).toBe(8); // the December 2025 leave is before the opening date
  expect(b.adjustments_days).toBe(1.5); // the April one is after the date
  expect(b.taken_days).toBe(2.5); // February 2 days and a future half day
  expect(b.requested_days).toBe(1);
  expect(b.available_days).toBeCloseTo((25 * 90) / 365 + 8 + 1.5 - 2.5 - 1, 10);
});

it('usage beyond every lot is a debt carried into the next year', () => {
  // Started 1 Oct 2025: 92 days → 20 × 92 / 365 = 5.04 accrued in 2025; 10 taken in November → debt 4.96.
  const b = computeBalance('2026-01-31', { ...base, startWorkDate: '2025-10-01', usage: leave('2025-11-03', '2025-11-14') });
  expect(b.carried_over_days).toBeCloseTo((20 * 92) / 365 - 10, 10);
  expect(b.accrued_days).toBeCloseTo((20 * 31) / 365, 10);
});
