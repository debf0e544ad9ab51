/**
 * On-call duty (spec 2 §3 On-call, §4 On-call registration, §5 On-call, §9 limits): a planned range
 * and the factual times worked within it, instants in UTC ISO form. Rule codes (400):
 * end_date_should_be_later_than_start_date, factual_times_overlapping,
 * factual_start_before_oncall_start, factual_start_after_oncall_end, factual_end_after_oncall_end,
 * factual_end_before_oncall_start, oncall_overlapping (another on-call of the user in that range).
 */
import { z } from 'zod';

export const ONCALL_LIMITS = { title: 255, description: 255 } as const;
/** The default title (the on-call label). */
export const ONCALL_DEFAULT_TITLE = 'On-call';

const instant = z.iso.datetime({ offset: true, message: 'must be an ISO instant' }).transform((s) => new Date(s));

export const factualTime = z.object({ start: instant, end: instant });

/** The on-call fields of POST /api/v2/chains (requestType oncall) and PUT /api/v2/chains/:id. `userId`: a subordinate. */
export const oncallBody = z.object({
  title: z.string().trim().max(ONCALL_LIMITS.title).nullish().transform((s) => s || ONCALL_DEFAULT_TITLE),
  description: z.string().trim().max(ONCALL_LIMITS.description).nullish().transform((s) => s || null),
  start: instant,
  end: instant,
  factualTimes: z.array(factualTime).max(100).default([]),
  userId: z.coerce.number().int().positive().optional(),
});
export type OncallInput = z.infer<typeof oncallBody>;

/** An on-call as approvers and the calendar see it (minutes: total of the factual times). */
export const oncallDto = z.object({
  id: z.number().int(), userId: z.number().int(), title: z.string(), description: z.string().nullable(), start: z.string(), end: z.string(),
  factualTimes: z.array(z.object({ start: z.string(), end: z.string() })), factualMinutes: z.number().int(),
});
