/**
 * Who may do what with expense claims (spec 2 §4 "Expense claim: edit and delete only while
 * not_initialized and with expense_claims_write", §6 expense_claims_read / _write). Pure rules over
 * the caller and facts the service loads; no db.
 *
 * Choices where the spec says "not shown" (module doc of the service repeats them):
 * - create: expense_claims_write, for oneself only (`user_id` other than the caller is refused);
 * - read and list one's own claims: expense_claims_read (implied by _write);
 * - read and list anyone's claims: accounting_notifications (the accountants who receive approved
 *   claims, GET requests/accounting); approvers and everyone else the approval engine lets read the
 *   claim's request read it too (checked by the service through the engine);
 * - edit and delete (the claims' own calls): the claimant (or whoever filed it) with
 *   expense_claims_write while the request is not_initialized; edits by chain items with can_edit go
 *   through the engine's rules (PUT /api/v2/chains/{id});
 * - report: whoever may read the claim, once its chain is approved (or completed by accounting).
 */
import { AppError } from '../../http/errors';
import type { Actor } from '../approvals';

/** Plain facts of one claim: its owner, who filed it and its request's status. */
export interface ClaimFacts {
  ownerId: number;
  filedById: number | null;
  /** The request's status (not_initialized, in_progress, approved, rejected, canceled, completed). */
  status: string;
}

const missing = () => new AppError('missing_permissions');
const isClaimant = (caller: Actor, c: ClaimFacts) => caller.id === c.ownerId || (c.filedById != null && caller.id === c.filedById);

/** Creating a claim: expense_claims_write, for oneself. */
export const canCreateClaim = (caller: Actor, userId: number): boolean => caller.permissions.has('expense_claims_write') && userId === caller.id;

/** Throws 403 missing_permissions unless {@link canCreateClaim}. */
export function assertCanCreateClaim(caller: Actor, userId: number): void {
  if (!canCreateClaim(caller, userId)) throw missing();
}

/** Reading a claim without asking the engine: the claimant with expense_claims_read, or accounting. */
export const canReadClaim = (caller: Actor, c: ClaimFacts): boolean =>
  (isClaimant(caller, c) && caller.permissions.has('expense_claims_read')) || caller.permissions.has('accounting_notifications');

/** Listing a user's claims: one's own with expense_claims_read; anyone's with accounting_notifications. */
export const canListClaimsOf = (caller: Actor, userId: number): boolean =>
  (userId === caller.id && caller.permissions.has('expense_claims_read')) || caller.permissions.has('accounting_notifications');

/** Throws 403 missing_permissions unless {@link canListClaimsOf}. */
export function assertCanListClaimsOf(caller: Actor, userId: number): void {
  if (!canListClaimsOf(caller, userId)) throw missing();
}

/** Editing or deleting through the claim's own calls: claimant with expense_claims_write while not_initialized. */
export const canChangeClaim = (caller: Actor, c: ClaimFacts): boolean =>
  caller.permissions.has('expense_claims_write') && isClaimant(caller, c) && c.status === 'not_initialized';

/**
 * Throws unless {@link canChangeClaim}: 403 missing_permissions for someone else or without the
 * permission, 409 expense_claim_not_editable once the request left not_initialized.
 */
export function assertCanChangeClaim(caller: Actor, c: ClaimFacts): void {
  if (!caller.permissions.has('expense_claims_write') || !isClaimant(caller, c)) throw missing();
  if (c.status !== 'not_initialized') throw new AppError('expense_claim_not_editable', 409, { status: c.status });
}

/** Submitting: the claimant while not_initialized (the engine checks again). */
export const canSubmitClaim = (caller: Actor, c: ClaimFacts): boolean => isClaimant(caller, c) && c.status === 'not_initialized';

/** The report exists once the chain approved the claim (or accounting completed it). */
export const reportAvailable = (c: Pick<ClaimFacts, 'status'>): boolean => c.status === 'approved' || c.status === 'completed';

/** Throws 409 expense_claim_chain_not_approved unless {@link reportAvailable}. */
export function assertReportAvailable(c: Pick<ClaimFacts, 'status'>): void {
  if (!reportAvailable(c)) throw new AppError('expense_claim_chain_not_approved', 409, { status: c.status });
}

/** What the caller may do with a claim they can read (the reply's `can`). */
export const claimAbilities = (caller: Actor, c: ClaimFacts) => ({
  edit: canChangeClaim(caller, c),
  delete: canChangeClaim(caller, c),
  submit: canSubmitClaim(caller, c),
  report: reportAvailable(c),
});
