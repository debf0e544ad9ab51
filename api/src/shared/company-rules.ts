/**
 * Company-wide rules that are settings rather than law (read once from the environment by
 * `loadConfig`, api/src/config.ts, like the company zone):
 * - the probation length in months (PROBATION_MONTHS, default 3 — the Lithuanian Labour Code's usual
 *   maximum; spec 1 §9 "probation end = start + 3 months"): a new person's probation_end_date, and the
 *   onboarding window of someone without one (issue 15 item 1).
 */

/** The Lithuanian default probation length, in months. */
export const DEFAULT_PROBATION_MONTHS = 3;

let probation = DEFAULT_PROBATION_MONTHS;

/** Sets the probation length (whole months, 1–12); called by loadConfig. */
export function setProbationMonths(months: number): void {
  probation = months;
}

/** The probation length in months. */
export const probationMonths = (): number => probation;

/** `start + months` as YYYY-MM-DD, the day clamped to the target month's last day (31 Jan + 1 month = 28/29 Feb). */
export function addMonthsClamped(start: string, months: number): string {
  const [y, m, d] = start.split('-').map(Number);
  const total = y * 12 + (m - 1) + months;
  const ty = Math.floor(total / 12);
  const tm = (total % 12) + 1;
  const last = new Date(Date.UTC(ty, tm, 0)).getUTCDate();
  return `${ty}-${String(tm).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}
