/**
 * Words of the calendar's own codes in both languages, the same in request summaries, PDFs, calendar
 * files and the feed (the tab says the same in calendar.json).
 */

/** The halves of a half-day absence (issue 18): `first` the morning, `second` the afternoon. */
export const HALF_DAY_TEXT = {
  en: { first: '½ morning', second: '½ afternoon' },
  lt: { first: '½ rytas', second: '½ popietė' },
} as const;

/** Overtime compensation options (contracts/overtime COMPENSATION_OPTIONS). */
export const COMPENSATION_TEXT: Record<string, { en: string; lt: string }> = {
  laborCode: { en: 'Pay as the Labour Code requires', lt: 'Apmokėti pagal Darbo kodeksą' },
  holiday: { en: 'Add to annual leave', lt: 'Pridėti prie kasmetinių atostogų' },
};
