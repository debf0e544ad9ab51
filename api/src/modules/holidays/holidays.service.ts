/**
 * Public holidays computed offline with `date-holidays` (no network, no table): only holidays of
 * type `public` (days off by law), `name` in English, `localName` in the country's own language.
 * Results are cached per country and year (pure computation, small).
 */
import Holidays from 'date-holidays';
import countries from 'i18n-iso-countries';
import en from 'i18n-iso-countries/langs/en.json';
import lt from 'i18n-iso-countries/langs/lt.json';
import { DEFAULT_HOLIDAY_COUNTRY, HOLIDAY_COUNTRIES, HolidayCountry, PublicHolidayDto } from '../../contracts/holidays';
import { presentCountry, presentHoliday } from './holidays.presenters';

countries.registerLocale(en);
countries.registerLocale(lt);

const cache = new Map<string, PublicHolidayDto[]>();

/** Public holidays of one country in one year, by date. */
export function holidaysOfYear(code: HolidayCountry, year: number): PublicHolidayDto[] {
  const key = `${code}-${year}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const inEnglish = new Holidays(code).getHolidays(year, 'en').filter((h) => h.type === 'public');
  const local = new Holidays(code).getHolidays(year).filter((h) => h.type === 'public');
  const localByKey = new Map(local.map((l) => [`${l.date}|${l.rule}`, l.name]));
  const list: PublicHolidayDto[] = inEnglish.map((h) => presentHoliday(h, localByKey.get(`${h.date}|${h.rule}`), code));
  const seen = new Set<string>();
  const unique = list.filter((h) => !seen.has(`${h.date}|${h.name}`) && seen.add(`${h.date}|${h.name}`)).sort((a, b) => a.date.localeCompare(b.date));
  cache.set(key, unique);
  return unique;
}

/** Public holidays of the countries between two dates (inclusive, `YYYY-MM-DD`), by date then country. */
export function holidaysBetween(codes: readonly HolidayCountry[], from: string, to: string): PublicHolidayDto[] {
  const out: PublicHolidayDto[] = [];
  const y0 = Number(from.slice(0, 4));
  const y1 = Number(to.slice(0, 4));
  for (const code of new Set(codes)) {
    for (let y = y0; y <= y1; y++) out.push(...holidaysOfYear(code, y).filter((h) => h.date >= from && h.date <= to));
  }
  return out.sort((a, b) => a.date.localeCompare(b.date) || HOLIDAY_COUNTRIES.indexOf(a.countryCode) - HOLIDAY_COUNTRIES.indexOf(b.countryCode));
}

/** Holidays of one country on one date (usually zero or one). */
export function holidaysOn(code: HolidayCountry, date: string): PublicHolidayDto[] {
  return holidaysOfYear(code, Number(date.slice(0, 4))).filter((h) => h.date === date);
}

export { flagOf } from './holidays.presenters';

/** The countries offered, with English and Lithuanian names and flags; LT is the default. */
export function holidayCountries() {
  return HOLIDAY_COUNTRIES.map((code) => presentCountry(code, { en: countries.getName(code, 'en'), lt: countries.getName(code, 'lt') }, code === DEFAULT_HOLIDAY_COUNTRY));
}
