/** Pure helpers of the API keys page (issue 11) and its create form's schema. */
import { apiKeyCreateBody, type ApiKeyCreateBody } from '@contracts/api-keys';
import type { Permission } from '@contracts/permissions';
import { z } from 'zod';
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

/** The create form's values: the name as typed, the chosen permissions, the last valid day (YYYY-MM-DD or ''). */
export interface ApiKeyForm {
  name: string;
  permissions: Permission[];
  until: string;
}

/**
 * The create form's schema over the contract's `apiKeyCreateBody`: its name and permissions rules,
 * and the chosen day turned into `expires_at` (the next midnight in `zone`, {@link expiryAfterDay})
 * checked by the contract's rule (in the future; else an issue on `until`). Output: the POST body.
 */
export function apiKeyFormSchema(zone: string) {
  const expiry = (until: string) => (until ? expiryAfterDay(until, zone) : null);
  return z
    .object({ name: apiKeyCreateBody.shape.name, permissions: apiKeyCreateBody.shape.permissions, until: z.string() })
    .superRefine((v, ctx) => {
      if (!apiKeyCreateBody.shape.expires_at.safeParse(expiry(v.until)).success) ctx.addIssue({ code: 'custom', path: ['until'], message: 'expiry' });
    })
    .transform((v): ApiKeyCreateBody => ({ name: v.name, permissions: v.permissions, expires_at: expiry(v.until) }));
}

/** The message key (under `apiKeys:validation.`) of a create form field's issue type. */
export function fieldMessageKey(field: 'name' | 'permissions' | 'until', type: string | undefined): string | undefined {
  if (!type) return undefined;
  if (field === 'name') return type === 'too_big' ? 'tooLong' : 'required';
  return field === 'permissions' ? 'permissions' : 'expiry';
}
