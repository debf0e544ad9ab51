/**
 * The public holidays' reply shapes (spec 2 §3 Public holiday, §7 v1 /publicholidays;
 * contracts/holidays.ts): a holiday with its English and local names, a country of the filter panel
 * with its names and flag.
 */
import type { z } from 'zod';
import type { HolidayCountry, holidayCountryInfo, PublicHolidayDto } from '../../contracts/holidays';

/** A public holiday (`date` YYYY-MM-DD; the local name falls back to the English one). */
export const presentHoliday = (h: { name: string; date: string }, localName: string | undefined, code: HolidayCountry): PublicHolidayDto => ({
  name: h.name,
  localName: localName ?? h.name,
  date: h.date.slice(0, 10),
  countryCode: code,
});

/** The regional-indicator flag of a two-letter code, e.g. LT → 🇱🇹. */
export function flagOf(code: string): string {
  return [...code.toUpperCase()].map((c) => String.fromCodePoint(0x1f1e6 + c.charCodeAt(0) - 65)).join('');
}

/** A country offered in the filter panel (names in English and Lithuanian, the code when unnamed). */
export const presentCountry = (
  code: HolidayCountry,
  names: { en: string | undefined; lt: string | undefined },
  isDefault: boolean,
): z.infer<typeof holidayCountryInfo> => ({
  code,
  name: names.en ?? code,
  nameLt: names.lt ?? code,
  flag: flagOf(code),
  isDefault,
});
