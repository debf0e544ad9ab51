/**
 * Reply shapes of expense claims (spec 2 §3 Expense claim, §7 Expense claims), typed with
 * api/src/contracts/expense-claims.ts. Lines carry their receipts' bodies only in the claim reply
 * (GET expense-claims/{id}, the request object); list rows carry counts, never bodies.
 */
import type { z } from 'zod';
import type { expenseClaimReply, expenseClaimRow, expenseClaimReport } from '../../contracts/expense-claims';
import type { ExpenseClaim, ExpenseClaimAttachment, ExpenseClaimLine } from './expense-claims.entities';

/** A claim type as the service reads it (expense_claim_types with its en/lt names). */
export interface ClaimTypeInfo {
  id: number;
  name: string;
  name_en: string | null;
  name_lt: string | null;
  chain_id: number | null;
}

/** What a claim reply needs besides the claim row. */
export interface ClaimContext {
  type: ClaimTypeInfo;
  user: { id: number; name: string; surname: string };
  request: { id: number; status: string } | null;
  can: { edit: boolean; delete: boolean; submit: boolean; report: boolean };
}

/** A stored receipt with its bytes. */
export type AttachmentWithData = ExpenseClaimAttachment & { name: string; content_type: string; data: Buffer };

const typeName = (t: ClaimTypeInfo) => ({ en: t.name_en ?? t.name, lt: t.name_lt ?? t.name_en ?? t.name });

function base(c: ExpenseClaim, x: ClaimContext) {
  return {
    id: c.id,
    type: x.type.name,
    type_id: x.type.id,
    type_name: typeName(x.type),
    user_id: c.user_id,
    user: x.user,
    issue_date: c.issue_date.toISOString(),
    description: c.description,
    additionalInformation: c.description,
    cost_sum: Number(c.cost_sum),
    business_trip_id: c.business_trip_id,
    request_id: x.request?.id ?? null,
    status: x.request?.status ?? null,
    can: x.can,
  };
}

/** The claim with its lines and their receipts (base64 bodies). */
export function presentClaim(c: ExpenseClaim, x: ClaimContext, lines: ExpenseClaimLine[], files: AttachmentWithData[]): z.infer<typeof expenseClaimReply> {
  return {
    ...base(c, x),
    object: lines.map((l) => ({
      id: l.id,
      date: l.date,
      description: l.description,
      cost: Number(l.cost),
      attachments: files
        .filter((f) => f.line_id === l.id)
        .map((f) => ({ id: f.id, name: f.name, original_name: f.original_name, content_type: f.content_type, size: f.size, data: f.data.toString('base64') })),
    })),
  };
}

/** A list row: the claim with counts of its lines and receipts. */
export const presentClaimRow = (c: ExpenseClaim, x: ClaimContext, counts: { lines: number; attachments: number }): z.infer<typeof expenseClaimRow> => ({
  ...base(c, x),
  lines_count: counts.lines,
  attachments_count: counts.attachments,
});

/** GET expense-claims/{id}/report. */
export const presentReport = (claimId: number, pdf: Buffer): z.infer<typeof expenseClaimReport> => ({ name: `expense-claim-${claimId}.pdf`, data: pdf.toString('base64') });

/** DELETE expense-claims/{id}. */
export const presentDeleted = () => ({ message: 'expense_claim_deleted_successfully' as const });
