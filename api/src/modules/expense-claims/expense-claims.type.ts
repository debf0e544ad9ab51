/**
 * Registers the `expense_claim` request type with the approval engine (approvals/registry.ts): the
 * object approvers see (the claim with receipts), the summary for lists and chat cards (type, lines
 * count, total), create / edit through the v2 chains, the chain of the claim's type, the
 * cannot_initialize_empty_expense_claim check before submit, deletion with the draft, and the
 * accounting list for approved claims.
 */
import { registerRequestType } from '../approvals';
import {
  assertHasLines, chainOfClaim, claimReply, claimSummary, createClaim, EXPENSE_CLAIM_TYPE, ownerOfClaim, removeThroughEngine, updateThroughEngine,
} from './expense-claims.service';

/** Called once by the module's registration. */
export function registerExpenseClaimType(): void {
  registerRequestType({
    type: EXPENSE_CLAIM_TYPE,
    load: (em, id) => claimReply(em, id, null),
    owner: ownerOfClaim,
    summary: claimSummary,
    create: (em, { actor, body }) => createClaim(em, actor, body),
    update: updateThroughEngine,
    beforeSubmit: assertHasLines,
    chainId: chainOfClaim,
    accounting: true,
    onDeleted: removeThroughEngine,
    deletePermission: 'expense_claims_write',
  });
}
