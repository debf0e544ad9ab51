/**
 * Forms over the @contracts zod schemas (react-hook-form + zodResolver): the limits live once in
 * api/src/contracts and the forms show them with their own translated texts. {@link issueKey} maps
 * a field's zod issue (the resolver puts the issue code in `error.type`) to the message key the
 * forms already use under their namespace's `validation.`:
 * - `too_small` (an empty required text after trim) and `invalid_type` (missing) → `required`;
 * - `too_big` → `tooLong` (the form passes the contract's limit as `max`);
 * - anything else (a custom refinement) → `invalid`.
 */
import type { FieldError } from 'react-hook-form';

export type IssueKey = 'required' | 'tooLong' | 'invalid';

/** The message key of a field's error, or undefined when the field is valid. */
export function issueKey(error: Pick<FieldError, 'type'> | undefined): IssueKey | undefined {
  if (!error) return undefined;
  if (error.type === 'too_small' || error.type === 'invalid_type') return 'required';
  if (error.type === 'too_big') return 'tooLong';
  return 'invalid';
}

/** Message keys of a value checked against a contract schema, by top-level field (for forms kept on local state). */
export function contractErrors(schema: { safeParse: (v: unknown) => { error?: { issues: { path: PropertyKey[]; code: string }[] } } }, value: unknown) {
  const out: Record<string, IssueKey> = {};
  for (const issue of schema.safeParse(value).error?.issues ?? []) {
    const field = String(issue.path[0] ?? '');
    out[field] ??= issueKey({ type: issue.code }) ?? 'invalid';
  }
  return out;
}
