/**
 * Expense claims for the external accounting system (issue 13 item 5; spec 2 §7 POST navision/sync,
 * §8 user_has_no_navision_id): every claim whose request is approved (or completed) goes once, as
 * `expense_claim-<id>`, with the claimant's navision id, the type, the additional information, the
 * business trip link, the lines (date, description, cost in cents, receipt names) and the total in
 * cents. Receipt bodies stay in the portal (the report carries the images).
 */
import { In, type EntityManager } from 'typeorm';
import { ApprovalRequest } from '../approvals/approvals.entities';
import { registerNavisionSource, type NavisionDocument } from '../navision/navision.sources';
import { User } from '../users/users.entities';
import { ExpenseClaim, ExpenseClaimAttachment, ExpenseClaimLine } from './expense-claims.entities';
import { claimTypes, EXPENSE_CLAIM_TYPE } from './expense-claims.service';

/** Groups rows by a key. */
function groupBy<T>(rows: T[], key: (r: T) => number): Map<number, T[]> {
  const m = new Map<number, T[]>();
  for (const r of rows) m.set(key(r), [...(m.get(key(r)) ?? []), r]);
  return m;
}

/** The approved claims as documents (a fixed number of queries, whatever their number). */
export async function approvedClaims(em: EntityManager): Promise<NavisionDocument[]> {
  const requests = await em.getRepository(ApprovalRequest).find({ where: { request_name: EXPENSE_CLAIM_TYPE, status: In(['approved', 'completed']) }, select: { object_id: true } });
  const ids = requests.map((r) => r.object_id).filter((id): id is number => id != null);
  if (!ids.length) return [];
  const claims = await em.getRepository(ExpenseClaim).findBy({ id: In(ids) });
  const owners = new Map((await em.getRepository(User).findBy({ id: In([...new Set(claims.map((c) => c.user_id))]) })).map((u) => [u.id, u]));
  const types = await claimTypes(em);
  const lines = groupBy(await em.getRepository(ExpenseClaimLine).find({ where: { claim_id: In(ids) }, order: { position: 'ASC' } }), (l) => l.claim_id);
  const files = groupBy(await em.getRepository(ExpenseClaimAttachment).find({ where: { claim_id: In(ids) }, order: { id: 'ASC' } }), (a) => a.line_id);
  return claims.map((c) => ({
    kind: EXPENSE_CLAIM_TYPE,
    id: c.id,
    userId: c.user_id,
    navisionId: owners.get(c.user_id)?.navision_id ?? null,
    payload: {
      type: types.get(c.type_id)?.name ?? null,
      issue_date: c.issue_date.toISOString().slice(0, 10),
      additional_information: c.description,
      business_trip_id: c.business_trip_id,
      lines: (lines.get(c.id) ?? []).map((l) => ({ date: l.date, description: l.description, cost_cents: Number(l.cost), receipts: (files.get(l.id) ?? []).map((f) => f.original_name) })),
      total_cents: Number(c.cost_sum),
      currency: 'EUR',
    },
  }));
}

/** Registers approved expense claims as documents of the external-system sync. */
export function registerExpenseClaimNavisionSource(): void {
  registerNavisionSource({ kind: EXPENSE_CLAIM_TYPE, approved: approvedClaims });
}
