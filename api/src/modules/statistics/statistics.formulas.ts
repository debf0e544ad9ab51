/**
 * The statistics formulas (issue 17 item 4; spec 3 §3 Statistics, §9), pure over plain facts so they are
 * tested against a hand-computed company. Every date is a company calendar date `YYYY-MM-DD`; every
 * percentage is rounded to 2 decimals.
 *
 * Facts (source: the users table, spec 1 §3 User):
 * - An employee is a user with a `start_work_date` (accounts without one — service or admin accounts —
 *   are not counted). Deleted and disabled users are counted for the days they were employed, since
 *   history does not change when an account is removed.
 * - Employed on day d: start_work_date ≤ d and (no contract_end_date or contract_end_date ≥ d).
 * - A leaver of a period: contract_end_date falls in the period (and is not after today).
 * - Gender: users.gender, 'man' | 'woman' or unknown (null).
 * Sick leave (source: calendar events, spec 2 §3): accepted events whose unattendance code marks sickness
 * (Lithuanian timesheet code L, "Laikinasis nedarbingumas"; {@link SICK_LEAVE_CODES}).
 */
import { differenceInMonths } from 'date-fns';
import type { MonthlyRow, QuarterlyRow, YearlyRow } from '../../contracts/statistics';

/** Unattendance codes that mark sickness (KNOWN_UNATTENDANCE_CODES: L = Laikinasis nedarbingumas). */
export const SICK_LEAVE_CODES = ['L'] as const;

export interface Person {
  start: string;
  end: string | null;
  gender: 'man' | 'woman' | null;
}

/** A sick-leave absence: the person and the company days it covers (both ends inclusive). */
export interface SickLeave {
  person: Person;
  days: readonly string[];
}

/** Rounds to 2 decimals (spec 3 §9). */
export const round2 = (n: number): number => Math.round((n + Number.EPSILON) * 100) / 100;

const pad = (n: number) => String(n).padStart(2, '0');
/** The last day of a month `YYYY-MM`. */
export const monthEnd = (month: string): string => {
  const [y, m] = month.split('-').map(Number);
  return `${month}-${pad(new Date(Date.UTC(y, m, 0)).getUTCDate())}`;
};
/** The month `n` months after `YYYY-MM` (n may be negative). */
export const addMonths = (month: string, n: number): string => {
  const [y, m] = month.split('-').map(Number);
  const i = y * 12 + (m - 1) + n;
  return `${Math.floor(i / 12)}-${pad((i % 12) + 1)}`;
};
const earlier = (a: string, b: string) => (a < b ? a : b);

/** Employed on day `d`. */
export const employedOn = (p: Person, d: string): boolean => p.start <= d && (p.end === null || p.end >= d);
/** Employed on any day of [from, to]. */
export const employedDuring = (p: Person, from: string, to: string): boolean => p.start <= to && (p.end === null || p.end >= from);
/** Headcount on day `d`. */
export const headcount = (people: readonly Person[], d: string): number => people.filter((p) => employedOn(p, d)).length;
/** Leavers of [from, to]: contract_end_date in the period. */
export const leavers = (people: readonly Person[], from: string, to: string): number => people.filter((p) => p.end !== null && p.end >= from && p.end <= to).length;

/**
 * Turnover of [from, to], % = leavers / average headcount × 100, where the average headcount is
 * (headcount on `from` + headcount on `to`) / 2 — the usual HR definition (e.g. SHRM "Employee turnover
 * rate"; Lithuanian "darbuotojų kaita"). 0 when nobody was employed.
 */
export function turnover(people: readonly Person[], from: string, to: string): { leavers: number; percentage: number } {
  const n = leavers(people, from, to);
  const average = (headcount(people, from) + headcount(people, to)) / 2;
  return { leavers: n, percentage: average > 0 ? round2((n / average) * 100) : 0 };
}

/**
 * Gender shares among those employed on `d` whose gender is known: man % = men / (men + women) × 100,
 * rounded to 2 decimals; woman % = 100 − man % (spec 3 §9); both null when nobody's gender is known;
 * the employed without a gender are counted apart.
 */
export function genderShares(people: readonly Person[], d: string): { man: number | null; woman: number | null; without: number } {
  const working = people.filter((p) => employedOn(p, d));
  const men = working.filter((p) => p.gender === 'man').length;
  const women = working.filter((p) => p.gender === 'woman').length;
  if (men + women === 0) return { man: null, woman: null, without: working.length };
  const man = round2((men / (men + women)) * 100);
  return { man, woman: round2(100 - man), without: working.length - men - women };
}

/** Average seniority on `d`, in months: the mean of whole months from start_work_date to `d` over those employed on `d`; 0 when none. */
export function averageSeniority(people: readonly Person[], d: string): number {
  const working = people.filter((p) => employedOn(p, d));
  if (!working.length) return 0;
  const at = new Date(`${d}T12:00:00Z`);
  const total = working.reduce((s, p) => s + differenceInMonths(at, new Date(`${p.start}T12:00:00Z`)), 0);
  return round2(total / working.length);
}

/**
 * A yearly row (spec 3 §3) of `year` as of `today`: the row's date is 31 December, or today in the current
 * year. all_working_employees = headcount on the date; all_employees = employed on any day of the year up to
 * the date; gender shares on the date; turnover over [1 January, date].
 */
export function yearlyRowOf(people: readonly Person[], year: number, today: string): YearlyRow {
  const from = `${year}-01-01`;
  const date = earlier(`${year}-12-31`, today);
  const g = genderShares(people, date);
  const t = turnover(people, from, date);
  return {
    year, date,
    all_working_employees: headcount(people, date),
    all_employees: people.filter((p) => employedDuring(p, from, date)).length,
    man_to_woman_percentage: g.man, woman_percentage: g.woman, without_gender: g.without,
    leavers: t.leavers, turnover_percentage: t.percentage,
  };
}

/** The quarter (first month `YYYY-MM`) that holds a month. */
export const quarterOf = (month: string): string => `${month.slice(0, 4)}-${pad(Math.floor((Number(month.slice(5, 7)) - 1) / 3) * 3 + 1)}`;

/**
 * A quarterly row (spec 3 §3) of the quarter starting in month `q` as of `today`: [first day, last day or
 * today]; average seniority on date_to; turnover over the quarter.
 */
export function quarterlyRowOf(people: readonly Person[], q: string, today: string): QuarterlyRow {
  const dateFrom = `${q}-01`;
  const dateTo = earlier(monthEnd(addMonths(q, 2)), today);
  const t = turnover(people, dateFrom, dateTo);
  return { date_from: dateFrom, date_to: dateTo, average_seniority_in_months: averageSeniority(people, dateTo), leavers: t.leavers, turnover_percentage: t.percentage };
}

/** Working days of [from, to]: Monday to Friday and not a public holiday (`isHoliday`, Lithuanian ones). */
export function workingDays(from: string, to: string, isHoliday: (d: string) => boolean): string[] {
  const out: string[] = [];
  for (let t = Date.parse(`${from}T12:00:00Z`); t <= Date.parse(`${to}T12:00:00Z`); t += 86_400_000) {
    const d = new Date(t);
    const day = d.getUTCDay();
    const iso = d.toISOString().slice(0, 10);
    if (day !== 0 && day !== 6 && !isHoliday(iso)) out.push(iso);
  }
  return out;
}

/**
 * Sick leave of month `YYYY-MM` as of `today`, % = sick-leave days / (working days × working employees) × 100:
 * the period is the month up to today; working days are weekdays that are not Lithuanian public holidays;
 * working employees are those employed on the period's last day; sick-leave days are the working days of the
 * period covered by a sick-leave absence of someone employed that day (each person-day once).
 */
export function monthlyRowOf(people: readonly Person[], sick: readonly SickLeave[], month: string, today: string, isHoliday: (d: string) => boolean): MonthlyRow {
  const from = `${month}-01`;
  const to = earlier(monthEnd(month), today);
  const days = from <= to ? workingDays(from, to, isHoliday) : [];
  const inPeriod = new Set(days);
  const counted = new Map<Person, Set<string>>();
  for (const s of sick) {
    for (const d of s.days) {
      if (!inPeriod.has(d) || !employedOn(s.person, d)) continue;
      const set = counted.get(s.person) ?? new Set<string>();
      set.add(d);
      counted.set(s.person, set);
    }
  }
  const sickDays = [...counted.values()].reduce((n, set) => n + set.size, 0);
  const employees = from <= to ? headcount(people, to) : 0;
  const capacity = days.length * employees;
  return { date: from, sick_leave_percentage_monthly: capacity ? round2((sickDays / capacity) * 100) : 0, sick_days: sickDays, working_days: days.length, working_employees: employees };
}
