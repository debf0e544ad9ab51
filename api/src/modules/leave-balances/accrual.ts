/**
 * Leave accrual (issue 18 item 1), pure: no database, no clock. Every number is in working days and
 * kept unrounded (the presenters round to 2 decimals at the reply).
 *
 * Definitions (balance of one person and one leave-counting event type at a company day `at`):
 * - Leave year = calendar year. Y = the year of `at`.
 * - Entitlement N (days per year): the per-user-per-type override, else 25 for people flagged
 *   extended_leave, else 20 (both settings). The entitlement in force is applied to every year.
 * - Accrual window: from A = the later of start_work_date and the opening date (when neither is
 *   known: 1 January of Y, so only the current leave year counts) to the contract end date (inclusive)
 *   when there is one.
 * - Accrued in year y up to day d: N × (calendar days of year y inside the window, up to d inclusive)
 *   ÷ (days in year y: 365 or 366). `accrued_days` is that for Y up to `at`.
 * - Opening balance: `opening_days` unused days as of the opening date, a lot of the year before the
 *   opening date's year (so it is carried over into that year and expires with that lot); usage
 *   before A is ignored (the opening balance replaces that history).
 * - Usage: events of the type, accepted (taken) or waiting for approval (requested), in working days
 *   (Monday–Friday without the public holidays of the company's country); a half-day event 0.5.
 *   Only days on or after A count.
 * - Carry-over: each past year y ≥ year(A) is a lot of its full-year accrual, valid through year
 *   y + carry_over_years (so kept `carry_over_years` full years after it), then dropped. Going
 *   through the past years in order, the year's usage (taken and requested days of that year) is
 *   paid from the valid lots, oldest first; usage beyond them is a debt (never expires) paid by the
 *   next lots first. `carried_over_days` = the lots still valid in Y − the debt.
 * - Adjustments: signed, never expire, all made up to `at` (`adjustments_days`), used last.
 * - `taken_days` / `requested_days`: usage on days from 1 January of Y on, future ones included.
 * - available = accrued + carried over + adjustments − taken − requested.
 */
import { dayWeight } from '../../contracts/leave-balances';
import { isWeekend } from '../../shared/company-time';

/** A `YYYY-MM-DD` day → whole days since 1970-01-01 (UTC arithmetic, no zone involved). */
const dayNumber = (d: string): number => Date.UTC(Number(d.slice(0, 4)), Number(d.slice(5, 7)) - 1, Number(d.slice(8, 10))) / 86_400_000;

/** Days in a calendar year (365 or 366). */
export const daysInYear = (y: number): number => dayNumber(`${y + 1}-01-01`) - dayNumber(`${y}-01-01`);

/** Whether a day is a public holiday of the company's country (injected; the service uses date-holidays). */
export type HolidayTest = (day: string) => boolean;

/** Working day: Monday–Friday and not a public holiday. */
export const isWorkingDay = (day: string, isHoliday: HolidayTest): boolean => !isWeekend(day) && !isHoliday(day);

/**
 * Working days used by one event, per day: `days` are the company days the event touches (in order).
 * A half-day event (`halfDay` set) uses 0.5 of its one working day; otherwise each working day 1.
 */
export function usageOfEvent(days: readonly string[], halfDay: 'first' | 'second' | null, isHoliday: HolidayTest): { day: string; days: number }[] {
  const working = days.filter((d) => isWorkingDay(d, isHoliday));
  if (halfDay) return working.slice(0, 1).map((day) => ({ day, days: dayWeight(halfDay) }));
  return working.map((day) => ({ day, days: 1 }));
}

/** Sum of working days of {@link usageOfEvent}. */
export const workingDaysOf = (days: readonly string[], halfDay: 'first' | 'second' | null, isHoliday: HolidayTest): number =>
  usageOfEvent(days, halfDay, isHoliday).reduce((s, u) => s + u.days, 0);

/** One day's usage (from an event), taken when accepted, requested when waiting for approval. */
export interface UsageDay {
  day: string;
  days: number;
  kind: 'taken' | 'requested';
}

/** The facts of one person and type the computation needs. */
export interface AccrualFacts {
  /** Annual entitlement in force (days). */
  entitlementDays: number;
  /** Lots stay valid this many full years after their year. */
  carryOverYears: number;
  startWorkDate: string | null;
  contractEndDate: string | null;
  openingDays: number;
  openingDate: string | null;
  usage: readonly UsageDay[];
  /** Signed adjustments with the company day they were made. */
  adjustments: readonly { day: string; days: number }[];
}

/** The unrounded parts of a balance (see the module doc). */
export interface BalanceParts {
  entitlement_days: number;
  accrued_days: number;
  carried_over_days: number;
  adjustments_days: number;
  taken_days: number;
  requested_days: number;
  available_days: number;
}

const later = (a: string | null, b: string | null): string | null => (a && b ? (a > b ? a : b) : (a ?? b));

/** Accrual of year `y` from day `from` to day `to` (inclusive, clipped to the year and the window). */
function accrualIn(y: number, windowStart: string, windowEnd: string | null, to: string, perYear: number): number {
  const a = windowStart > `${y}-01-01` ? windowStart : `${y}-01-01`;
  let b = to < `${y}-12-31` ? to : `${y}-12-31`;
  if (windowEnd && windowEnd < b) b = windowEnd;
  const n = dayNumber(b) - dayNumber(a) + 1;
  return n > 0 ? (perYear * n) / daysInYear(y) : 0;
}

/** The balance at company day `at` (see the module doc for every definition). */
export function computeBalance(at: string, f: AccrualFacts): BalanceParts {
  const Y = Number(at.slice(0, 4));
  const windowStart = later(f.startWorkDate, f.openingDate) ?? `${Y}-01-01`;
  const firstYear = Number(windowStart.slice(0, 4));
  const counted = f.usage.filter((u) => u.day >= windowStart);
  const usedIn = new Map<number, number>();
  for (const u of counted) usedIn.set(Number(u.day.slice(0, 4)), (usedIn.get(Number(u.day.slice(0, 4))) ?? 0) + u.days);

  // Lots by year, oldest first; debt from usage beyond every valid lot.
  const lots: { year: number; left: number }[] = [];
  let debt = 0;
  if (f.openingDate) {
    if (f.openingDays >= 0) lots.push({ year: Number(f.openingDate.slice(0, 4)) - 1, left: f.openingDays });
    else debt = -f.openingDays;
  }
  const expire = (y: number) => {
    while (lots.length && lots[0].year < y - f.carryOverYears) lots.shift();
  };
  const pay = (amount: number): number => {
    for (const lot of lots) {
      const used = Math.min(lot.left, amount);
      lot.left -= used;
      amount -= used;
      if (amount <= 0) break;
    }
    return amount;
  };
  for (let y = firstYear; y < Y; y++) {
    expire(y);
    lots.push({ year: y, left: accrualIn(y, windowStart, f.contractEndDate, `${y}-12-31`, f.entitlementDays) });
    debt = pay(debt);
    debt += pay(usedIn.get(y) ?? 0);
  }
  expire(Y);
  const carried = lots.reduce((s, l) => s + l.left, 0) - debt;
  const accrued = Y >= firstYear ? accrualIn(Y, windowStart, f.contractEndDate, at, f.entitlementDays) : 0;
  const adjustments = f.adjustments.filter((a) => a.day <= at).reduce((s, a) => s + a.days, 0);
  const thisYear = counted.filter((u) => u.day >= `${Y}-01-01`);
  const taken = thisYear.filter((u) => u.kind === 'taken').reduce((s, u) => s + u.days, 0);
  const requested = thisYear.filter((u) => u.kind === 'requested').reduce((s, u) => s + u.days, 0);
  return {
    entitlement_days: f.entitlementDays,
    accrued_days: accrued,
    carried_over_days: carried,
    adjustments_days: adjustments,
    taken_days: taken,
    requested_days: requested,
    available_days: accrued + carried + adjustments - taken - requested,
  };
}
