/**
 * Who may do what with a request (spec 2 §4 Request status and Chain actions, §7 Requests and
 * Chains, §9 list rules): the relation rules of the approval engine as pure functions. They take the
 * caller (`Actor`: id and permissions) and plain facts the services load (the request's owner and
 * status, the current step's assignees, whom the caller substitutes...) and answer yes or no, or
 * throw the spec's error. No database, no context: the services find who is related, these rules
 * decide what that relation allows.
 *
 * - read: the owner, whoever filed it for the owner, holders of all_users_unapproved_requests_read,
 *   anyone who was an assignee of a reached step or acted on one, whoever may act on the current
 *   step (substitutes included), the assignees of the round's can_view items while in progress;
 * - act on a step (approve / reject / return / return to owner, tasks, resolution note): an assignee
 *   of the in-progress step, or someone substituting an assignee now;
 * - edit: the owner of a draft (`not_initialized`), the owner of an approved/completed request whose
 *   type allows editing after completion (sent through the chain again), or whoever may act on the
 *   current step when its item has can_edit;
 * - submit, cancel, delete a draft: the owner only;
 * - another user's waiting requests: oneself, or all_users_unapproved_requests_read.
 */
import type { RequestStatus } from '../../contracts/approvals';
import { AppError } from '../../http/errors';
import type { ApprovalRequest } from './approvals.entities';
import type { Actor } from './registry';

/** The facts of a request the rules read. */
export interface RequestFacts {
  /** The request's owner (`user_id`). */
  ownerId: number;
  /** Who filed it for the owner (a manager for a subordinate), null when the owner did. */
  filedById?: number | null;
  status: RequestStatus | string;
  /** An approved request is in a round that asks to cancel it. */
  pendingCancel: boolean;
  lastChainAction?: string | null;
  /** The request type's own rules refuse the owner's cancel (registry cancelRefusals). */
  cancelRefused?: boolean;
}

/** The facts of a stored request. */
export const requestFacts = (r: Pick<ApprovalRequest, 'user_id' | 'created_by_user_id' | 'status' | 'pending_cancel' | 'last_chain_action'>): RequestFacts => ({
  ownerId: r.user_id,
  filedById: r.created_by_user_id,
  status: r.status,
  pendingCancel: !!r.pending_cancel,
  lastChainAction: r.last_chain_action,
});

/** What the request's type allows (its registration). */
export interface TypeFacts {
  /** The type can be edited at all (has `update`). */
  updatable: boolean;
  /** The owner may edit an approved/completed request (it goes through the chain again). */
  editAfterCompletion: boolean;
}

/** How the caller is related to a request besides owning it (loaded by the services). */
export interface RequestLinks {
  /** An assignee of a reached step of any round. */
  assignee: boolean;
  /** Acted on a step of any round. */
  acted: boolean;
  /** May act on the current step now (substitutes included). */
  mayAct: boolean;
  /** An assignee of a can_view item of the round while the request is in progress. */
  viewer: boolean;
}

/** No relation known (the first, cheap check before the services load any). */
export const NO_LINKS: RequestLinks = { assignee: false, acted: false, mayAct: false, viewer: false };

const FINISHED: readonly string[] = ['approved', 'completed'];
const missing = () => new AppError('missing_permissions');

/** The caller owns the request. */
export const isRequestOwner = (caller: Actor, r: Pick<RequestFacts, 'ownerId'>): boolean => r.ownerId === caller.id;

/** Whether the caller may read the request (module doc: read). */
export function canReadRequest(caller: Actor, r: RequestFacts, links: RequestLinks): boolean {
  if (isRequestOwner(caller, r) || (r.filedById != null && r.filedById === caller.id)) return true;
  if (caller.permissions.has('all_users_unapproved_requests_read')) return true;
  return links.assignee || links.acted || links.mayAct || links.viewer;
}

/** Throws 403 missing_permissions unless the caller may read the request. */
export function assertCanReadRequest(caller: Actor, r: RequestFacts, links: RequestLinks): void {
  if (!canReadRequest(caller, r, links)) throw missing();
}

/**
 * Whom the caller acts for on a step: themself (`substitutedUserId` null) when an assignee, else the
 * first assignee the caller substitutes now; null when neither. `substitutesOf` maps an assignee to
 * the users substituting them (omit it to check direct assignment only).
 */
export function actingFor(
  caller: Actor,
  assigneeIds: readonly number[],
  substitutesOf?: ReadonlyMap<number, readonly number[]>,
): { substitutedUserId: number | null } | null {
  if (assigneeIds.includes(caller.id)) return { substitutedUserId: null };
  for (const a of assigneeIds) if (substitutesOf?.get(a)?.includes(caller.id)) return { substitutedUserId: a };
  return null;
}

/** A step can be acted on only while both it and its request are in progress. */
export const stepIsOpen = (step: { status: string } | null, r: Pick<RequestFacts, 'status'>): boolean =>
  !!step && step.status === 'in_progress' && r.status === 'in_progress';

/**
 * May act on a list row's current step: assigned to the caller or to someone the caller
 * substitutes, or a role step of a role the caller holds on another user's request.
 */
export function mayActOnRow(
  caller: Actor,
  r: Pick<RequestFacts, 'ownerId' | 'status'>,
  step: { assignedToCaller: boolean; assignedToSubstituted: boolean; roleHeld: boolean } | null,
): boolean {
  if (r.status !== 'in_progress' || !step) return false;
  return step.assignedToCaller || step.assignedToSubstituted || (step.roleHeld && !isRequestOwner(caller, r));
}

/** How an edit proceeds: the owner's draft, the owner's edit after completion (reapprove), or at the current step. */
export type EditKind = 'draft' | 'reapprove' | 'step';

/** The owner's own edits (draft or after completion), null when the owner has none now. */
function ownerEdit(caller: Actor, r: RequestFacts, type: TypeFacts): EditKind | null {
  if (!isRequestOwner(caller, r)) return null;
  if (r.status === 'not_initialized') return 'draft';
  if (FINISHED.includes(r.status) && type.editAfterCompletion && !r.pendingCancel) return 'reapprove';
  return null;
}

/**
 * Whether and how the caller may edit the request's object (module doc: edit). `step` is the current
 * step (null when none) with whether the caller may act on it and its item's can_edit.
 * @throws 409 request_not_editable (the owner, or an approver at a step without can_edit) |
 *   403 chain_not_assigned_to_you (anyone else)
 */
export function assertCanEdit(caller: Actor, r: RequestFacts, type: TypeFacts, step: { id: number; mayAct: boolean; canEdit: boolean } | null): EditKind {
  const own = ownerEdit(caller, r, type);
  if (own) return own;
  const owner = isRequestOwner(caller, r);
  const refuse = (extra?: Record<string, unknown>) => new AppError(owner ? 'request_not_editable' : 'chain_not_assigned_to_you', owner ? 409 : 403, extra);
  if (r.status !== 'in_progress' || !step) throw refuse({ status: r.status });
  if (!step.mayAct) throw refuse();
  if (!step.canEdit) throw new AppError('request_not_editable', 409, { step_id: step.id });
  return 'step';
}

/** The edit flag of a row: the type is editable and the caller may edit now (see {@link assertCanEdit}). */
export function canEditRequest(caller: Actor, r: RequestFacts, type: TypeFacts, step: { mayAct: boolean; canEdit: boolean } | null): boolean {
  if (!type.updatable) return false;
  if (ownerEdit(caller, r, type)) return true;
  return r.status === 'in_progress' && !!step && step.mayAct && step.canEdit;
}

/** Throws 403 missing_permissions unless the caller owns the request (submit, cancel, delete a draft). */
export function assertOwner(caller: Actor, r: Pick<RequestFacts, 'ownerId'>): void {
  if (!isRequestOwner(caller, r)) throw missing();
}

/** The owner may submit a draft. */
export const canSubmitRequest = (caller: Actor, r: RequestFacts): boolean => isRequestOwner(caller, r) && r.status === 'not_initialized';

/** The owner may cancel an in-progress, approved or completed request not already being canceled, unless its type's own rules refuse. */
export const canCancelRequest = (caller: Actor, r: RequestFacts): boolean =>
  isRequestOwner(caller, r) && (r.status === 'in_progress' || FINISHED.includes(r.status)) && !r.pendingCancel && r.lastChainAction !== 'cancel' && !r.cancelRefused;

/** The owner may delete a draft. */
export const canDeleteRequest = (caller: Actor, r: RequestFacts): boolean => isRequestOwner(caller, r) && r.status === 'not_initialized';

/** Whether the caller may see which requests wait for `userId` (v1 assigned requests, upcoming count): oneself or all_users_unapproved_requests_read. */
export const canReadWaitingOf = (caller: Actor, userId: number): boolean =>
  caller.id === userId || caller.permissions.has('all_users_unapproved_requests_read');

/** Throws 403 missing_permissions unless {@link canReadWaitingOf}. */
export function assertCanReadWaitingOf(caller: Actor, userId: number): void {
  if (!canReadWaitingOf(caller, userId)) throw missing();
}

/** The facts of a list row's current step the row flags read. */
export interface RowStepFacts {
  assignedToCaller: boolean;
  assignedToSubstituted: boolean;
  roleHeld: boolean;
  canEdit: boolean;
  openTasks: boolean;
}

/** The caller's abilities on a request row (spec 2 §3 action flags), all from the policy's rules. */
export function requestAbilities(caller: Actor, r: RequestFacts, type: TypeFacts, step: RowStepFacts | null) {
  const mayAct = mayActOnRow(caller, r, step);
  return {
    canSubmit: canSubmitRequest(caller, r),
    canInspect: true,
    canEdit: canEditRequest(caller, r, type, step && { mayAct, canEdit: step.canEdit }),
    canCancel: canCancelRequest(caller, r),
    canDelete: canDeleteRequest(caller, r),
    canApprove: mayAct && !step?.openTasks,
  };
}

/** The caller's actions on one timeline step: only on the current step they may act on; completing needs every task done. */
export function timelineActions(mayActNow: boolean, isCurrent: boolean, tasksDone: boolean) {
  const mine = mayActNow && isCurrent;
  return { actions: { canComplete: mine && tasksDone, canReturn: mine }, canCompleteTasks: mine };
}
