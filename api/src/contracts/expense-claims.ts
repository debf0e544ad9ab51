/**
 * Expense claims (spec 2 §3 Expense claim, §4 chain actions, §5 Expense claim, §7 Expense claims,
 * §9 constants): the limits written once, the request bodies and the reply shapes. Money is integer
 * euro cents everywhere (the spec's "minor units, displayed value times 100"); line dates are
 * `YYYY-MM-DD` (a full ISO instant is accepted and keeps its date part, the tab sends midnight UTC).
 */
import { z } from 'zod';
import { isoDate } from './common';

export const EXPENSE_CLAIM_LIMITS = {
  /** Expense line description and additional information (spec 2 §9). */
  text: 255,
  /** Lines per claim (the shared "maximum entries per list" constant, spec 2 §9). */
  maxLines: 100,
  /** Receipts per claim, all lines together. */
  maxFiles: 10,
  /** Each receipt at most this many bytes (as uploaded). */
  maxFileBytes: 4_000_000,
  /** All receipts of a claim together at most this many bytes: 4 MB = 4 × 1024 × 1024. */
  maxTotalBytes: 4 * 1024 * 1024,
  /** Receipt kinds, decided by content (magic bytes), never by the name. */
  fileTypes: ['jpeg', 'jpg', 'png', 'pdf'] as const,
  /** Largest cost of one line in cents (10 million euro): keeps sums far inside safe integers. */
  maxCostCents: 1_000_000_000,
} as const;

/**
 * An attachment in a save: a new upload (`data` base64, optionally a data URL, with its file name as
 * `original_name` or `name`), or a receipt the claim already has, kept by its `id` (no data needed).
 */
export const attachmentInput = z.object({
  id: z.number().int().positive().optional(),
  name: z.string().trim().max(255).optional(),
  original_name: z.string().trim().max(255).optional(),
  data: z.string().optional(),
  size: z.number().int().nonnegative().optional(),
});

/** An expense line in a save: cost in cents (integer ≥ 0). */
export const expenseLineInput = z.object({
  date: isoDate,
  description: z.string().trim().min(1).max(EXPENSE_CLAIM_LIMITS.text),
  cost: z.number().int().min(0).max(EXPENSE_CLAIM_LIMITS.maxCostCents),
  attachments: z.array(attachmentInput).default([]),
});

/**
 * POST expense-claims and PUT expense-claims/{id}: the whole claim. `type` is the type's name
 * (e.g. `travel`) or id; `additionalInformation` (or `description`, the older payload's name) ≤ 255;
 * `user_id` may only be the caller; `object` the lines.
 */
export const expenseClaimBody = z.object({
  type: z.union([z.string().trim().min(1).max(100), z.number().int().positive()]),
  user_id: z.number().int().positive().optional(),
  description: z.string().trim().max(EXPENSE_CLAIM_LIMITS.text).nullish(),
  additionalInformation: z.string().trim().max(EXPENSE_CLAIM_LIMITS.text).nullish(),
  business_trip_id: z.number().int().positive().nullish(),
  object: z.array(expenseLineInput).max(EXPENSE_CLAIM_LIMITS.maxLines).default([]),
});
export type ExpenseClaimInput = z.infer<typeof expenseClaimBody>;

/** POST expense-claims?submit=true also submits the saved claim for approval. */
export const expenseClaimSaveQuery = z.object({ submit: z.enum(['true', 'false']).default('false').transform((v) => v === 'true') });

/** An attachment as the claim's read calls return it: `data` is the base64 body. */
export const attachmentReply = z.object({
  id: z.number().int(),
  name: z.string(),
  original_name: z.string(),
  content_type: z.string(),
  size: z.number().int(),
  data: z.string(),
});

export const expenseLineReply = z.object({
  id: z.number().int(),
  date: z.string(),
  description: z.string(),
  cost: z.number().int(),
  attachments: z.array(attachmentReply),
});

/** What the caller may do with a claim (the tab shows buttons from this; the server checks again). */
export const expenseClaimAbilities = z.object({ edit: z.boolean(), delete: z.boolean(), submit: z.boolean(), report: z.boolean() });

const claimBase = {
  id: z.number().int(),
  type: z.string(),
  type_id: z.number().int(),
  type_name: z.object({ en: z.string(), lt: z.string() }),
  user_id: z.number().int(),
  user: z.object({ id: z.number().int(), name: z.string(), surname: z.string() }),
  issue_date: z.string(),
  description: z.string().nullable(),
  additionalInformation: z.string().nullable(),
  cost_sum: z.number().int(),
  business_trip_id: z.number().int().nullable(),
  request_id: z.number().int().nullable(),
  /** The request's status; null when the claim has no request (never, claims are created with one). */
  status: z.string().nullable(),
  can: expenseClaimAbilities,
};

/** GET expense-claims/{id} (and the request object for approvers): lines with their receipts' bodies. */
export const expenseClaimReply = z.object({ ...claimBase, object: z.array(expenseLineReply) });

/** A row of GET users/{id}/expense-claims: counts instead of lines, never file bodies. */
export const expenseClaimRow = z.object({ ...claimBase, lines_count: z.number().int(), attachments_count: z.number().int() });

/** GET expense-claims/{id}/report query: the report's language (default: the caller's profile language). */
export const expenseClaimReportQuery = z.object({ lang: z.enum(['en', 'lt']).optional() });

/** GET expense-claims/{id}/report: the PDF as base64 with a file name. */
export const expenseClaimReport = z.object({ name: z.string(), data: z.string() });

export const expenseClaimDeleted = z.object({ message: z.literal('expense_claim_deleted_successfully') });
