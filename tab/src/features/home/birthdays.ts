/**
 * The strike-through rule of the upcoming-birthdays card (spec 1 §2 Dashboard, §9 "Birthday strike
 * threshold: day 333 of the year").
 *
 * The server lists the next birthday of each person on or after its (UTC) today, so an entry can
 * already be behind the viewer's local date (a list loaded before midnight, a time zone ahead of
 * UTC). Such a passed birthday is
 * - struck through once today's day of the year exceeds 333 (the year-end weeks, when the card
 *   spans two years and December's birthdays stay listed beside January's), and
 * - hidden otherwise, i.e. the strike-through is not kept after the date has passed.
 */
export const STRIKE_AFTER_DAY_OF_YEAR = 333;

/** How an entry is shown: normally, highlighted as today, struck through, or not at all. */
export type BirthdayMark = 'upcoming' | 'today' | 'struck' | 'hidden';

/** Day of the year (1 January = 1) of a `YYYY-MM-DD` date. */
export function dayOfYear(date: string): number {
  const [y, m, d] = date.slice(0, 10).split('-').map(Number);
  return Math.round((Date.UTC(y, m - 1, d) - Date.UTC(y, 0, 1)) / 86_400_000) + 1;
}

/** The viewer's local date as `YYYY-MM-DD`. */
export function localToday(now: Date = new Date()): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${p(now.getMonth() + 1)}-${p(now.getDate())}`;
}

/** The mark of a birthday on `birthday` (`YYYY-MM-DD`) seen on `today` (`YYYY-MM-DD`). */
export function birthdayMark(birthday: string, today: string): BirthdayMark {
  const b = birthday.slice(0, 10);
  if (b > today) return 'upcoming';
  if (b === today) return 'today';
  return dayOfYear(today) > STRIKE_AFTER_DAY_OF_YEAR ? 'struck' : 'hidden';
}
