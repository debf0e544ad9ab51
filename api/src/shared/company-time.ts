/**
 * Company time: the days, months and clock of the company's time zone (`TIME_ZONE`, an IANA name,
 * default Europe/Vilnius — UTC+2 in winter, UTC+3 in summer). Instants stay UTC `Date`s everywhere;
 * only the questions "which day is it?", "which days does this range touch?" and "when does a day
 * begin?" are answered here, in the company zone, with @date-fns/tz (DST-safe, no offset maths).
 *
 * The zone is process-wide: {@link setCompanyZone} is called by `loadConfig` (api/src/config.ts)
 * with the validated `TIME_ZONE`; until then it is {@link DEFAULT_TIME_ZONE}.
 */
import { TZDate } from '@date-fns/tz';
import { addDays, format, startOfDay } from 'date-fns';

/** The default company zone (Demo UAB, Lithuania). */
export const DEFAULT_TIME_ZONE = 'Europe/Vilnius';

let zone = DEFAULT_TIME_ZONE;

/** Whether `name` is a time zone this runtime knows (IANA name such as `Europe/Vilnius`, or `UTC`). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/**
 * Sets the company zone (called by loadConfig).
 * @throws Error when the zone is unknown
 */
export function setCompanyZone(name: string): void {
  if (!isTimeZone(name)) throw new Error(`unknown time zone: ${name}`);
  zone = name;
}

/** The company zone's IANA name. */
export const companyZone = (): string => zone;

const inZone = (d: Date) => new TZDate(d.getTime(), zone);
const plain = (d: Date) => new Date(d.getTime());

/** The instant 00:00 (company zone) of the company day of `d`. */
export const startOfCompanyDay = (d: Date): Date => plain(startOfDay(inZone(d)));

/** The instant 00:00 (company zone) `n` company days after the day of `d` (negative: before); 23- and 25-hour days are respected. */
export const addCompanyDays = (d: Date, n: number): Date => plain(addDays(startOfDay(inZone(d)), n));

/** The company day of an instant, `YYYY-MM-DD`. */
export const companyDay = (d: Date): string => format(inZone(d), 'yyyy-MM-dd');

/** A calendar day `YYYY-MM-DD` as screens and messages show it, DD/MM/YYYY (docs/decisions/0005); other text unchanged. */
export function dayShown(day: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : day;
}

/** The company's day of an instant as screens and messages show it, DD/MM/YYYY. */
export const companyDayShown = (d: Date): string => dayShown(companyDay(d));

/** An instant as screens and messages show it: DD/MM/YYYY HH:mm on the company's clock. */
export function companyStampShown(d: Date): string {
  const [day, time] = companyStamp(d).split(' ');
  return `${dayShown(day)} ${time}`;
}

/** The company month of an instant, `YYYY-MM`. */
export const companyMonth = (d: Date): string => companyDay(d).slice(0, 7);

/** The company's year of an instant. */
export const companyYear = (d: Date): number => Number(companyDay(d).slice(0, 4));

/** The company clock of an instant, `YYYY-MM-DD HH:mm`. */
export const companyStamp = (d: Date): string => format(inZone(d), 'yyyy-MM-dd HH:mm');

/**
 * The instant 00:00 (company zone) of a calendar date `YYYY-MM-DD`; month and day may overflow
 * (`2026-13-01` is 2027-01-01) so callers can ask for "the first day of the next month".
 */
export function companyDayStart(date: string): Date {
  const [y, m, d] = date.split('-').map(Number);
  return plain(new TZDate(y, m - 1, d, zone));
}

/** The instant 00:00 (company zone) of the day after a calendar date `YYYY-MM-DD` (the end of that day, exclusive). */
export function nextCompanyDayStart(date: string): Date {
  const [y, m, d] = date.split('-').map(Number);
  return plain(new TZDate(y, m - 1, d + 1, zone));
}

/** The instant 00:00 (company zone) of the first day of the month after `month` (`YYYY-MM`). */
export function nextCompanyMonthStart(month: string): Date {
  const [y, m] = month.split('-').map(Number);
  return plain(new TZDate(y, m, 1, zone));
}

/**
 * The company days a range touches, `YYYY-MM-DD` in order: a day counts when [start, end) overlaps it
 * (so 00:00–23:59 is one day, and an end at exactly 00:00 does not touch that day). Empty when
 * end ≤ start.
 */
export function daysTouched(r: { start: Date; end: Date }): string[] {
  const out: string[] = [];
  for (let d = startOfDay(inZone(r.start)); d.getTime() < r.end.getTime(); d = addDays(d, 1)) out.push(format(d, 'yyyy-MM-dd'));
  return out;
}

/** Whether a calendar date `YYYY-MM-DD` is a Saturday or a Sunday. */
export function isWeekend(date: string): boolean {
  const day = new Date(`${date}T12:00:00Z`).getUTCDay();
  return day === 0 || day === 6;
}

/**
 * The whole company days a range covers, or null when it is a timed range: whole days start at
 * 00:00 company time and end at 23:59 (seconds ignored) of a company day or exactly at a later 00:00.
 * Returns the first and the last day, inclusive, `YYYY-MM-DD` (issue 12 item 5: whole-day items read
 * as whole days in every viewer's zone, never as clock times).
 */
export function wholeCompanyDays(start: Date, end: Date): { start: string; end: string } | null {
  const [a, b] = [inZone(start), inZone(end)];
  if (Number.isNaN(a.getTime()) || Number.isNaN(b.getTime()) || end <= start || a.getHours() !== 0 || a.getMinutes() !== 0) return null;
  if (b.getHours() === 23 && b.getMinutes() === 59) return { start: companyDay(start), end: companyDay(end) };
  if (b.getHours() === 0 && b.getMinutes() === 0 && b.getSeconds() === 0) return { start: companyDay(start), end: format(addDays(startOfDay(b), -1), 'yyyy-MM-dd') };
  return null;
}
