/** Pure helpers of the API keys page (issue 11). */
import { wallIn } from '../../lib/dates';

/**
 * The instant a key chosen to be valid "through `date`" (YYYY-MM-DD) expires: the start of the next
 * day in the company's `zone`, as an ISO string (so it is the same day for every viewer).
 */
export function expiryAfterDay(date: string, zone: string): string {
  const [y, m, d] = date.split('-').map(Number);
  const target = Date.UTC(y, m - 1, d + 1);
  let guess = target;
  for (let i = 0; i < 2; i++) {
    const w = wallIn(new Date(guess), zone);
    guess += target - Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute);
  }
  return new Date(guess).toISOString();
}

/** Whether a key is in use: neither revoked nor past its expiry at `now`. */
export const keyState = (k: { revoked_at: string | null; expires_at: string | null }, now = Date.now()): 'active' | 'revoked' | 'expired' =>
  k.revoked_at ? 'revoked' : k.expires_at && Date.parse(k.expires_at) <= now ? 'expired' : 'active';

/** Message keys (under `apiKeys:validation.`) of the create form's contract issues, by field. */
export function formErrors(issues: readonly { path: PropertyKey[]; code: string }[]): Partial<Record<'name' | 'permissions' | 'expires_at', string>> {
  const out: Partial<Record<'name' | 'permissions' | 'expires_at', string>> = {};
  for (const issue of issues) {
    const field = String(issue.path[0]);
    if (field === 'name') out.name ??= issue.code === 'too_big' ? 'tooLong' : 'required';
    else if (field === 'permissions') out.permissions ??= 'permissions';
    else if (field === 'expires_at') out.expires_at ??= 'expiry';
  }
  return out;
}
