/** Shared zod pieces of the contracts: limits of spec 1 §9 live here once. */
import { z } from 'zod';

export const LIMITS = {
  /** Names, titles, e-mails, codes. */
  short: 255,
  /** Addresses, descriptions, notes. */
  medium: 512,
  /** Longer notes (spec 3). */
  long: 2048,
} as const;

/** A calendar date `YYYY-MM-DD` (also accepts a full ISO instant and keeps its date part). */
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}(T.*)?$/, 'must be a date YYYY-MM-DD')
  .transform((s) => s.slice(0, 10))
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)), 'must be a valid date');

export const email = z.email('must be an e-mail address').max(LIMITS.short).transform((s) => s.trim().toLowerCase());

export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((s) => (s ? s : null));

export const okReply = z.object({ message: z.string() });
