/** Request validation with the zod contracts: bad input → 400 `provided_invalid_data` with `fields`. */
import { z } from 'zod';
import { AppError, FieldIssue } from './errors';

/** Parses `data` with `schema`. @throws AppError provided_invalid_data listing each offending field. */
export function parse<T extends z.ZodType>(schema: T, data: unknown, code = 'provided_invalid_data'): z.infer<T> {
  const r = schema.safeParse(data);
  if (r.success) return r.data;
  const fields: FieldIssue[] = r.error.issues.map((i) => ({ path: i.path.join('.') || '(body)', message: i.message }));
  throw new AppError(code, 400, { fields });
}
