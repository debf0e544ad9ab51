/**
 * Pure rules of the expense claim pages (spec 2 §3 Expense claim, §4 chain actions, §5 Expense
 * claim, §9): money in integer euro cents (shown with Intl.NumberFormat, typed in euros with two
 * decimals), the receipts' limits from the contract (jpeg/jpg/png/pdf, at most 10 files, each at
 * most 4,000,000 bytes, 4 MB together), the form schemas over `@contracts/expense-claims`, which
 * buttons show, the request body (lines with dates as `YYYY-MM-DD`, cost in cents, kept
 * receipts by id, new ones as base64), and the text a refused save shows for two receipts with one name.
 */
import { EXPENSE_CLAIM_LIMITS as L, expenseClaimBody, expenseLineInput } from '@contracts/expense-claims';
import type { z } from 'zod';
import { z as zod } from 'zod';
import { ApiError } from '../../lib/api';
import type { ClaimReply } from './expenseClaimsApi';

/** A receipt in the form: one the claim already has (`id`) or a new pick (`data` base64). */
export interface ReceiptDraft {
  id?: number;
  original_name: string;
  size: number;
  /** Base64 body: new picks always; kept receipts carry the server's copy (for the preview). */
  data?: string;
  content_type?: string;
}

/** An expense line in the form; `key` is local (new lines have no id). */
export interface LineDraft {
  key: string;
  date: string;
  description: string;
  cost: number;
  attachments: ReceiptDraft[];
}

/** Formats cents as euros in the interface language (e.g. "1 234,50 €" in lt, "€1,234.50" in en). */
export function formatEuros(cents: number, language: string): string {
  return new Intl.NumberFormat(language === 'lt' ? 'lt-LT' : 'en-IE', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(cents / 100);
}

/**
 * A typed euro amount → integer cents, or null when it is no amount ≥ 0 with at most two decimals.
 * Accepts a comma or a dot as the decimal separator and spaces between thousands ("1 234,5" → 123450).
 */
export function parseEuros(text: string): number | null {
  const s = text.trim().replace(/[\s\u00a0]/g, '').replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(s)) return null;
  const [whole, frac = ''] = s.split('.');
  return Number(whole) * 100 + Number(frac.padEnd(2, '0'));
}

/** Cents → the text a cost field starts with ("12.50"). */
export const centsToInput = (cents: number) => (cents / 100).toFixed(2);

/** The claim's total in cents (the server's cost_sum is the same sum). */
export const totalCents = (lines: readonly Pick<LineDraft, 'cost'>[]) => lines.reduce((sum, l) => sum + l.cost, 0);

/** Every receipt of the claim (all lines together). */
export const allReceipts = (lines: readonly Pick<LineDraft, 'attachments'>[]) => lines.flatMap((l) => l.attachments);

/** Bytes of all receipts together (the 4 MB limit counts them all). */
export const receiptBytes = (receipts: readonly Pick<ReceiptDraft, 'size'>[]) => receipts.reduce((sum, r) => sum + r.size, 0);

/** Bytes as "1.2 MB" / "850 KB" (1 MB = 1024 × 1024 bytes, the unit of the 4 MB limit). */
export function formatBytes(bytes: number, language: string): string {
  const nf = (digits: number) => new Intl.NumberFormat(language === 'lt' ? 'lt-LT' : 'en-IE', { maximumFractionDigits: digits });
  if (bytes >= 1024 * 1024) return `${nf(1).format(bytes / (1024 * 1024))} MB`;
  return `${nf(0).format(Math.ceil(bytes / 1024))} KB`;
}

/** Bytes in MB (1024 × 1024) with two decimals in the interface language ("0,35" in lt). */
export const formatMb = (bytes: number, language: string) =>
  new Intl.NumberFormat(language === 'lt' ? 'lt-LT' : 'en-IE', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(bytes / (1024 * 1024));

export const RECEIPT_ACCEPT = '.jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf';

/** True when the picked file is a jpeg/jpg/png/pdf (by name or type) of at most 4,000,000 bytes. */
export function isAcceptedReceipt(f: { name: string; size: number; type: string }): boolean {
  const ext = f.name.includes('.') ? f.name.split('.').pop()!.toLowerCase() : '';
  const mime = f.type.toLowerCase().split('/').pop() ?? '';
  const types = L.fileTypes as readonly string[];
  return (types.includes(ext) || (ext === '' && types.includes(mime))) && f.size <= L.maxFileBytes;
}

/**
 * Which receipts a line may take: `room` is how many more files the claim may hold (10 minus the
 * other lines' files); files past the type/size rules are `rejected`, files past the count `overflow`.
 */
export function pickReceipts<T extends { name: string; size: number; type: string }>(picked: readonly T[], room: number): { accepted: T[]; rejected: T[]; overflow: T[] } {
  const accepted: T[] = [];
  const rejected: T[] = [];
  const overflow: T[] = [];
  for (const f of picked) {
    if (!isAcceptedReceipt(f)) rejected.push(f);
    else if (accepted.length >= room) overflow.push(f);
    else accepted.push(f);
  }
  return { accepted, rejected, overflow };
}

/** The line dialog's values: cost typed in euros. Limits from the contract's expense line. */
export const lineFormSchema = zod.object({
  date: zod.string().min(1),
  description: expenseLineInput.shape.description,
  cost: zod.string().trim().min(1).refine((v) => { const c = parseEuros(v); return c !== null && c <= L.maxCostCents; }),
});
export type LineFormValues = z.input<typeof lineFormSchema>;

/** The base-information card: type first (required), additional information ≤ 255, trip id as text ('' = none). */
export const claimFormSchema = zod.object({
  type: zod.string().min(1),
  additionalInformation: zod.string().trim().max(L.text),
  business_trip_id: zod.string(),
});
export type ClaimFormValues = z.input<typeof claimFormSchema>;

/** The form's lines from a claim reply (kept receipts by id, their server copy for the preview). */
export function linesFromClaim(claim: ClaimReply): LineDraft[] {
  return claim.object.map((l) => ({
    key: `line-${l.id}`,
    date: l.date.slice(0, 10),
    description: l.description,
    cost: l.cost,
    attachments: l.attachments.map((a) => ({ id: a.id, original_name: a.original_name, size: a.size, data: a.data, content_type: a.content_type })),
  }));
}

/** The POST / PUT body (and the v2 chain edit's): type name, information, trip, lines in cents; receipts kept by id. */
export function claimBody(values: ClaimFormValues, lines: readonly LineDraft[]): z.input<typeof expenseClaimBody> {
  return {
    type: values.type,
    additionalInformation: values.additionalInformation.trim() || null,
    business_trip_id: values.business_trip_id ? Number(values.business_trip_id) : null,
    object: lines.map((l) => ({
      date: l.date,
      description: l.description.trim(),
      cost: l.cost,
      attachments: l.attachments.map((a) => (a.id ? { id: a.id } : { original_name: a.original_name, data: a.data, size: a.size })),
    })),
  };
}

/** What the claim page offers (spec 2 §4 Expense claim). */
export interface ClaimButtons {
  /** Fields and the lines table can be changed. */
  editable: boolean;
  /** "Save" (a draft, or a chain item's edit). */
  save: boolean;
  /** "Save and submit": only with no chain status or not_initialized. */
  submit: boolean;
  /** "Open report": approved (or completed) claims. */
  report: boolean;
}

/**
 * @param status the claim's request status (null for a new claim)
 * @param readOnly the navigation's read-only flag (inspect)
 * @param can the server's abilities (null for a new claim: the creator may do everything)
 * @param chainEdit a chain item opened the claim for editing (navigation carried chainID, not read-only)
 */
export function claimButtons(status: string | null, readOnly: boolean, can: ClaimReply['can'] | null, chainEdit: boolean): ClaimButtons {
  const approved = status === 'approved' || status === 'completed';
  const draft = status === null || status === 'not_initialized';
  const ownEdit = can ? can.edit : true;
  const editable = !readOnly && !approved && (ownEdit || (chainEdit && status === 'in_progress'));
  return {
    editable,
    save: editable,
    submit: !readOnly && draft && (can ? can.submit && can.edit : true),
    report: approved && (can ? can.report : false),
  };
}

/** Where the page goes after a save (spec 2 §2): /requests when a chain item edits or the claim was submitted, else /expenses. */
export const afterSave = (chainEdit: boolean, submitted: boolean) => (chainEdit || submitted ? '/requests' : '/expenses');

/**
 * The error a refused claim save shows: the server's name clash (400 invalid_expense_claim_attachment,
 * reason `duplicate`: two receipts of the claim, on any lines or kept, with one name) becomes
 * duplicate_expense_claim_receipt_name, naming the file, instead of the type-and-size text; any other
 * error is returned as it is.
 */
export function claimSaveError(err: unknown): unknown {
  if (err instanceof ApiError && err.code === 'invalid_expense_claim_attachment' && err.body.reason === 'duplicate') {
    return new ApiError(err.status, 'duplicate_expense_claim_receipt_name', err.body);
  }
  return err;
}
