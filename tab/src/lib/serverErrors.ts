/**
 * A failed save's errors at the fields they concern (issue 10 item 4), besides the toast. The server
 * names refused fields in a 400 reply's `fields: [{ path, message }]` (`provided_invalid_data` from
 * the contract check, `bad_password`, …; api/src/http/validate.ts), a restricted field in `field`,
 * and some codes carry the id they refuse (`substitute_id`, `event_type_id`, …): a form maps those
 * paths (dotted, e.g. `trip.project_name`, `flights.0.paid`) to its own fields.
 */
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api';

/** A refused path of a failed call and the reply's error code. */
export interface ServerFieldError {
  path: string;
  code: string;
}

/**
 * The paths a failed call names: every `fields[].path`, a `field`, and for a code listed in
 * `byCode` the path(s) given there (a code that concerns a field without naming it).
 */
export function serverFieldErrors(err: unknown, byCode: Record<string, string | string[]> = {}): ServerFieldError[] {
  if (!(err instanceof ApiError)) return [];
  const code = err.code;
  const out: ServerFieldError[] = [];
  const fields = Array.isArray(err.body.fields) ? (err.body.fields as unknown[]) : [];
  for (const f of fields) {
    const path = (f as { path?: unknown } | null)?.path;
    if (typeof path === 'string' && path) out.push({ path, code });
  }
  if (typeof err.body.field === 'string' && err.body.field) out.push({ path: err.body.field, code });
  for (const path of [byCode[code] ?? []].flat()) out.push({ path, code });
  return out;
}

/**
 * Puts each refused path of `err` on the form (`setError` with type `server` and `message(code)`),
 * mapped by `fieldOf` (undefined: not a field of this form); the first gets focus. Returns the
 * number of fields marked.
 */
export function setServerErrors<T extends FieldValues>(
  err: unknown,
  setError: UseFormSetError<T>,
  fieldOf: (path: string) => FieldPath<T> | undefined,
  message: (code: string) => string,
  byCode?: Record<string, string | string[]>,
): number {
  const seen = new Set<string>();
  for (const { path, code } of serverFieldErrors(err, byCode)) {
    const field = fieldOf(path);
    if (!field || seen.has(field)) continue;
    setError(field, { type: 'server', message: message(code) }, { shouldFocus: seen.size === 0 });
    seen.add(field);
  }
  return seen.size;
}
