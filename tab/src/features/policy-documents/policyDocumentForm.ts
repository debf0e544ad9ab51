/**
 * The policy document form (spec 3 §3, §5): title (required, ≤ 255), description (≤ 512), expiration
 * date (optional), notes (≤ 512), the source — a link (required when chosen, ≤ 255) or one file (jpeg,
 * png, jpg, pdf, doc, docx, under 10,000,000 bytes) — and should_send_email. The limits are the
 * contract's (`POLICY_LIMITS`); the server checks the file again by content.
 */
import { POLICY_LIMITS as L, type PolicyDocument, type PolicyDocumentBody } from '@contracts/policy-documents';
import { z } from 'zod';

export const policyFormSchema = z
  .object({
    title: z.string().trim().min(1).max(L.title),
    description: z.string().trim().max(L.description),
    expiration_date: z.string(),
    notes: z.string().trim().max(L.notes),
    source: z.enum(['link', 'file']),
    link: z.string().trim().max(L.link),
    should_send_email: z.boolean(),
  })
  .superRefine((v, ctx) => {
    if (v.source === 'link' && !v.link) ctx.addIssue({ code: 'custom', path: ['link'], message: 'required' });
  });
export type PolicyFormValues = z.input<typeof policyFormSchema>;

/** The form's start: a new document, or the one being edited (notes start empty: they describe this update). */
export function policyFormFrom(doc?: PolicyDocument): PolicyFormValues {
  return {
    title: doc?.title ?? '',
    description: doc?.description ?? '',
    expiration_date: doc?.expiration_date ?? '',
    notes: '',
    source: doc?.attachment ? 'file' : 'link',
    link: doc?.link ?? '',
    should_send_email: false,
  };
}

/** True when a picked file may be sent: an allowed extension (or MIME type) and under the size limit. */
export function isAcceptedFile(f: { name: string; size: number; type: string }): boolean {
  const ext = f.name.includes('.') ? f.name.split('.').pop()!.toLowerCase() : '';
  const types = L.fileTypes as readonly string[];
  return types.includes(ext) && f.size > 0 && f.size < L.maxFileBytes;
}

/** The `accept` attribute of the file input. */
export const ACCEPT = '.jpg,.jpeg,.png,.pdf,.doc,.docx,image/jpeg,image/png,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/**
 * The request body from the form: the link, a new file (`attachment`), or on edit the stored file kept
 * (`keep_attachment`). Returns null when the file source is chosen without a file.
 */
export function toBody(v: PolicyFormValues, file: { name: string; data: string } | null, hasStoredFile: boolean): PolicyDocumentBody | null {
  const common = {
    title: v.title.trim(),
    description: v.description.trim() || null,
    expiration_date: v.expiration_date || null,
    notes: v.notes.trim() || null,
    should_send_email: v.should_send_email,
  };
  if (v.source === 'link') return { ...common, link: v.link.trim() };
  if (file) return { ...common, attachment: file };
  if (hasStoredFile) return { ...common, keep_attachment: true };
  return null;
}
