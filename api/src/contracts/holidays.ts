/**
 * Public holidays (spec 2 §3 PublicHoliday, §7 v1 public holidays and v2 events/{countryCode}/details,
 * §9 holiday countries). Shared by the api and the tab (@contracts/holidays).
 */
import { z } from 'zod';
import { isoDate } from './common';

/** Countries offered (spec 2 §9); Lithuania first and default. */
export const HOLIDAY_COUNTRIES = ['LT', 'NL', 'RO', 'AU', 'BE', 'DE', 'NO', 'SE'] as const;
export type HolidayCountry = (typeof HOLIDAY_COUNTRIES)[number];
export const DEFAULT_HOLIDAY_COUNTRY: HolidayCountry = 'LT';

export const holidayCountry = z
  .string()
  .trim()
  .transform((s) => s.toUpperCase())
  .pipe(z.enum(HOLIDAY_COUNTRIES));

/** A public holiday: `name` in English, `localName` in the country's language, `date` YYYY-MM-DD. */
export const publicHoliday = z.object({
  name: z.string(),
  localName: z.string(),
  date: z.string(),
  countryCode: z.enum(HOLIDAY_COUNTRIES),
});
export type PublicHolidayDto = z.infer<typeof publicHoliday>;

/** A country of the filter panel: names in English and Lithuanian, flag emoji. */
export const holidayCountryInfo = z.object({
  code: z.enum(HOLIDAY_COUNTRIES),
  name: z.string(),
  nameLt: z.string(),
  flag: z.string(),
  isDefault: z.boolean(),
});

/** v1 path `countries=LT,NL`: comma-joined codes (unknown codes → 400). */
export const holidaysV1Params = z.object({
  list: z
    .string()
    .transform((s) => s.split(',').map((c) => c.trim()).filter(Boolean))
    .pipe(z.array(holidayCountry).min(1).max(HOLIDAY_COUNTRIES.length)),
});

/** v1 query: a year (default: the previous, current and next year) or a date range. */
export const holidaysV1Query = z.object({
  year: z.coerce.number().int().min(1970).max(2200).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
});

export const holidayDetailsParams = z.object({ countryCode: holidayCountry });
export const holidayDetailsQuery = z.object({ date: isoDate });
