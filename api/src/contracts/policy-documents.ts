/**
 * Policy documents contracts (spec 3 §3 Policy document, §4, §5 Policy documents, §7, §9): the limits
 * of the spec are written here once and shared by the server and the tab (`@contracts/policy-documents`).
 */
import { z } from 'zod';
import { isoDate, LIMITS } from './common';

export const POLICY_LIMITS = {
  title: LIMITS.short,
  /** Description and notes (spec 3 §5, §9: 512). */
  description: LIMITS.medium,
  notes: LIMITS.medium,
  link: LIMITS.short,
  /** The attachment must be smaller than this many bytes (spec 3 §5, §9). */
  maxFileBytes: 10_000_000,
  fileTypes: ['jpeg', 'jpg', 'png', 'pdf', 'doc', 'docx'] as const,
} as const;

/** The phrase a user types to sign (spec 3 §4, §9), compared exactly on the server. */
export const SIGN_PHRASE = 'I agree';

/** Error codes of the module (spec 3 §8 names the tab's toasts; these are the server's refusals). */
export const POLICY_ERRORS = {
  policy_document_not_found: 404,
  /** POST policy-documents/{id}/sign with a phrase other than "I agree". */
  wrong_sign_phrase: 400,
  /** POST users/end-entry-page while an entry-page document is unsigned (spec 3 §5 Entry page). */
  policy_documents_not_signed: 409,
  /** GET policy-documents/{id}/attachments?key with a key that is not the document's attachment. */
  attachment_not_found: 404,
} as const;

/** A new attachment as the form sends it: file name and base64 content (optionally a data URL). */
export const policyAttachmentInput = z.object({ name: z.string().trim().min(1).max(255), data: z.string().min(1) });

const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((s) => (s ? s : null));

/**
 * POST policy-documents / PUT policy-documents/{id} (spec 3 §7): title, description, expiration_date,
 * notes, link or attachment, should_send_email. Exactly one source: a link (≤ 255) or an attachment.
 * On PUT `attachment` may be left out to keep the stored file (`keep_attachment: true`).
 */
export const policyDocumentBody = z
  .object({
    title: z.string().trim().min(1, 'required').max(POLICY_LIMITS.title),
    description: optional(POLICY_LIMITS.description),
    expiration_date: isoDate.nullish().transform((s) => s ?? null),
    notes: optional(POLICY_LIMITS.notes),
    link: optional(POLICY_LIMITS.link),
    attachment: policyAttachmentInput.nullish(),
    /** PUT only: keep the document's stored attachment instead of sending it again. */
    keep_attachment: z.boolean().optional(),
    should_send_email: z.boolean().default(false),
  })
  .superRefine((b, ctx) => {
    const sources = [b.link ? 1 : 0, b.attachment ? 1 : 0, b.keep_attachment ? 1 : 0].reduce((a, c) => a + c, 0);
    if (sources === 0) ctx.addIssue({ code: 'custom', path: ['link'], message: 'required' });
    if (sources > 1) ctx.addIssue({ code: 'custom', path: ['attachment'], message: 'a link or one attachment, not both' });
  });
export type PolicyDocumentBody = z.input<typeof policyDocumentBody>;

/** POST policy-documents/{id}/sign. */
export const signBody = z.object({ phrase: z.string().max(50) });

/** One entry of the updates list (spec 3 §3): the first is `created`, later ones `updated`. */
export const policyUpdate = z.object({
  id: z.number().int(),
  policy_document_id: z.number().int(),
  /** ISO instant. */
  date: z.string(),
  notes: z.string().nullable(),
  kind: z.enum(['created', 'updated']),
});

/** What the caller may do with a document (the tab reads these, never re-derives a rule). */
export const policyAbilities = z.object({
  edit: z.boolean(),
  delete: z.boolean(),
  toggle_entry_page: z.boolean(),
  signed_users: z.boolean(),
  sign: z.boolean(),
});

/** A policy document as the list and the entry page show it (spec 3 §3). */
export const policyDocument = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  expiration_date: z.string().nullable(),
  /** ISO instant of the latest update. */
  last_updated_date: z.string(),
  link: z.string().nullable(),
  /** `name` is the key for GET policy-documents/{id}/attachments?key; `original_name` the file's name. */
  attachment: z.object({ name: z.string(), original_name: z.string() }).nullable(),
  updates: z.array(policyUpdate),
  /** The caller signed the latest update. */
  signed: z.boolean(),
  /** When the caller signed the latest update (ISO), or null. */
  date_signed: z.string().nullable(),
  entry_page: z.boolean(),
  can: policyAbilities,
});
export type PolicyDocument = z.infer<typeof policyDocument>;

/** GET policy-documents/{id}/attachments?key (spec 3 §7): base64 data and the original name. */
export const policyAttachment = z.object({ data: z.string(), original_name: z.string(), content_type: z.string() });

/** Signed-user entry (spec 3 §3): every active user, signed or not, for one update. */
export const signedUser = z.object({
  user_id: z.number().int(),
  full_name: z.string(),
  signed: z.boolean(),
  /** ISO instant, or null when not signed. */
  date_signed: z.string().nullable(),
});
export type SignedUser = z.infer<typeof signedUser>;

/** GET policy-documents/updates/{id}/users/csv: base64 CSV (UTF-8 with BOM) and its file name. */
export const signedUsersCsv = z.object({ file: z.string(), name: z.string() });

export const policyMessage = z.object({ message: z.string() });
export const policyDocumentReply = z.object({ message: z.string(), document: policyDocument });
