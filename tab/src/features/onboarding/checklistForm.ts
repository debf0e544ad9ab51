/**
 * The checklist forms' rules (spec 3 §5 Onboarding and offboarding): days in the forms, seconds on the wire
 * (× {@link SECONDS_PER_DAY}); days are whole numbers (negative: before the reference date). The first category
 * with an incomplete task opens by default (spec 3 §2).
 */
import { categoryBody, SECONDS_PER_DAY, type PersonProgress } from '@contracts/onboarding';
import { z } from 'zod';

/** Whole days of a seconds value (rounded down, as the server counts deadlines). */
export const secondsToDays = (seconds: number) => Math.floor(seconds / SECONDS_PER_DAY);
export const daysToSeconds = (days: number) => days * SECONDS_PER_DAY;

/** A days field: required, a whole number. */
const daysField = z.string().trim().min(1, 'required').regex(/^-?\d+$/, 'integer').transform(Number);

/** The category form: name (contract limit) and days to complete. */
export const categoryFormSchema = z.object({ name: categoryBody.shape.name, days: daysField })
  .transform((v) => ({ name: v.name, seconds_to_complete: daysToSeconds(v.days) }));
export type CategoryFormValues = z.input<typeof categoryFormSchema>;

/** The notification form: days before the deadline (≥ 0) and daily. */
export const notificationFormSchema = z.object({ days: daysField.refine((n) => n >= 0, 'nonNegative'), daily: z.boolean() })
  .transform((v) => ({ seconds_prior_to_completion: daysToSeconds(v.days), daily: v.daily }));
export type NotificationFormValues = z.input<typeof notificationFormSchema>;

/** The id of the category opened by default: the first with an incomplete task (categories come sorted). */
export const firstOpenCategory = (p: PersonProgress | undefined): number | undefined => p?.categories.find((c) => c.completed < c.total)?.id;
