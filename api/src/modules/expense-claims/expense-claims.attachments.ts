/**
 * Lines and receipts of a claim (spec 2 §5 Expense claim attachments, §9): every save writes the
 * whole list of lines; each line's attachments are new uploads (base64, checked by content in the
 * file store: jpeg/jpg/png/pdf by magic bytes, images re-encoded, PDFs without active content,
 * names cleaned) or receipts the claim already has, kept by id. Limits per claim, all lines together:
 * - at most 10 files → 400 too_many_expense_claim_attachments { max, count };
 * - each file at most 4,000,000 bytes → 400 invalid_expense_claim_attachment { file, reason: 'size', max };
 * - a kind other than jpeg/png/pdf by content (a renamed .exe), a broken image, a PDF with active
 *   content, two receipts of the claim with the same stored name (new uploads on any lines, or a new
 *   upload named like a kept receipt; letter case ignored) → 400 invalid_expense_claim_attachment
 *   { file, reason: type | content | duplicate };
 * - all files together at most 4 MB (4,194,304 bytes, as uploaded and as stored) → 400
 *   expense_claim_attachments_too_large { max, total };
 * - an `id` that is not one of this claim's receipts, or one kept twice → 400 expense_claim_attachment_not_found.
 * Every check but the stored total (known once images are re-encoded) runs before this writes
 * anything; callers run this inside their transaction, so any refusal stores nothing.
 */
import type { EntityManager } from 'typeorm';
import { EXPENSE_CLAIM_LIMITS as L, type ExpenseClaimInput } from '../../contracts/expense-claims';
import { AppError } from '../../http/errors';
import { cleanFileName, deleteFiles, readFile, saveFiles, storedNames } from '../../shared/files';
import { ExpenseClaimAttachment, ExpenseClaimLine } from './expense-claims.entities';
import type { AttachmentWithData } from './expense-claims.presenters';

const FILE_RULES = { types: L.fileTypes, maxBytes: L.maxFileBytes + 1, code: 'invalid_expense_claim_attachment' } as const;

/** Bytes of a base64 upload (data URL prefix allowed) without keeping the decoded copy. */
const decodedSize = (data: string) => Buffer.byteLength(data.replace(/^data:[^,]*;base64,/, '').replace(/\s/g, ''), 'base64');

/**
 * Replaces the claim's lines and receipts with `lines` (see module doc for the limits).
 * @returns the sum of the lines' costs in cents
 */
export async function writeLines(em: EntityManager, claimId: number, userId: number, lines: ExpenseClaimInput['object']): Promise<number> {
  const existing = await em.getRepository(ExpenseClaimAttachment).findBy({ claim_id: claimId });
  const byId = new Map(existing.map((a) => [a.id, a]));
  const all = lines.flatMap((l) => l.attachments);
  if (all.length > L.maxFiles) throw new AppError('too_many_expense_claim_attachments', 400, { max: L.maxFiles, count: all.length });
  const ids = all.map((a) => a.id).filter((id): id is number => id != null);
  if (new Set(ids).size !== ids.length) throw new AppError('expense_claim_attachment_not_found', 400, { reason: 'duplicate' });
  let total = 0;
  for (const a of all) {
    if (a.id != null) {
      const kept = byId.get(a.id);
      if (!kept) throw new AppError('expense_claim_attachment_not_found', 400, { id: a.id });
      total += kept.size;
      continue;
    }
    const name = cleanFileName(a.original_name || a.name || 'receipt');
    if (!a.data) throw new AppError('invalid_expense_claim_attachment', 400, { file: name, reason: 'content' });
    const size = decodedSize(a.data);
    if (size > L.maxFileBytes) throw new AppError('invalid_expense_claim_attachment', 400, { file: name, reason: 'size', max: L.maxFileBytes });
    total += size;
  }
  if (total > L.maxTotalBytes) throw new AppError('expense_claim_attachments_too_large', 400, { max: L.maxTotalBytes, total });

  // Every upload of the claim is checked (content, and names across all lines and against the kept
  // receipts) and stored before anything else is written.
  const keptIds = new Set(ids);
  const uploads = all.filter((a) => a.id == null);
  const keptNames = await storedNames(em, existing.filter((a) => keptIds.has(a.id)).map((a) => a.file_id));
  const saved = await saveFiles(em, uploads.map((a) => ({ name: a.original_name || a.name || 'receipt', data: a.data! })), FILE_RULES, userId, keptNames);

  // Kept receipts keep their row (and id): they move to the new lines before the old lines go.
  const oldLines = await em.getRepository(ExpenseClaimLine).find({ where: { claim_id: claimId }, select: { id: true } });
  const dropped = existing.filter((a) => !keptIds.has(a.id));
  if (dropped.length) await em.getRepository(ExpenseClaimAttachment).delete(dropped.map((a) => a.id));
  await deleteFiles(em, dropped.map((a) => a.file_id));

  let sum = 0;
  let stored = 0;
  let next = 0;
  for (const [position, line] of lines.entries()) {
    sum += line.cost;
    const r = await em.getRepository(ExpenseClaimLine).insert({ claim_id: claimId, position, date: line.date, description: line.description, cost: line.cost });
    const lineId = Number(r.identifiers[0].id);
    const kept = line.attachments.filter((a) => a.id != null).map((a) => byId.get(a.id!)!);
    if (kept.length) await em.getRepository(ExpenseClaimAttachment).update(kept.map((k) => k.id), { line_id: lineId });
    const rows = line.attachments.filter((a) => a.id == null).map((a) => {
      const f = saved[next++];
      return { claim_id: claimId, line_id: lineId, file_id: f.id, original_name: cleanFileName(a.original_name || a.name || f.name), size: f.size };
    });
    stored += kept.reduce((s, k) => s + k.size, 0) + rows.reduce((s, x) => s + x.size, 0);
    if (rows.length) await em.getRepository(ExpenseClaimAttachment).insert(rows);
  }
  if (oldLines.length) await em.getRepository(ExpenseClaimLine).delete(oldLines.map((l) => l.id));
  // Images are re-encoded before they are stored: the stored total must fit the limit too.
  if (stored > L.maxTotalBytes) throw new AppError('expense_claim_attachments_too_large', 400, { max: L.maxTotalBytes, total: stored });
  return sum;
}

/** The claim's lines in order. */
export const linesOf = (em: EntityManager, claimId: number) => em.getRepository(ExpenseClaimLine).find({ where: { claim_id: claimId }, order: { position: 'ASC', id: 'ASC' } });

/** The claim's receipts with their stored names, kinds and bytes, in upload order. */
export async function attachmentsOf(em: EntityManager, claimId: number): Promise<AttachmentWithData[]> {
  const rows = await em.getRepository(ExpenseClaimAttachment).find({ where: { claim_id: claimId }, order: { id: 'ASC' } });
  const out: AttachmentWithData[] = [];
  for (const a of rows) {
    const f = await readFile(em, a.file_id);
    if (f) out.push({ ...a, name: f.name, content_type: f.content_type, data: f.data });
  }
  return out;
}

/** Removes a claim's lines, receipts and their files (the claim row stays for the caller to delete). */
export async function removeLines(em: EntityManager, claimId: number): Promise<void> {
  const rows = await em.getRepository(ExpenseClaimAttachment).findBy({ claim_id: claimId });
  await em.getRepository(ExpenseClaimAttachment).delete({ claim_id: claimId });
  await em.getRepository(ExpenseClaimLine).delete({ claim_id: claimId });
  await deleteFiles(em, rows.map((r) => r.file_id));
}
