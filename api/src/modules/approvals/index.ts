/**
 * The approval engine's public surface for request-type modules (DESIGN.md "The approval engine").
 * A module imports from here, never the other way round:
 *
 * ```ts
 * import { registerRequestType, createRequest, submit, transact } from '../approvals';
 *
 * export function registerBooks(api: Api, ctx: AppContext) {
 *   registerRequestType({ type: 'book_request', load, summary, onApproved, moduleResponsible: { permission: 'library_write' } });
 *   // in a service: one transaction creating the object and its request, then submitting it
 *   await transact(ctx, async (em, out) => {
 *     const order = await createOrder(em, ...);
 *     const request = await createRequest(em, { type: 'book_request', objectId: order.id, ownerId: user.id, actorId: user.id });
 *     await submit(em, out, request, user);   // chain of the type's mapping; events published after commit
 *   });
 * }
 * ```
 *
 * Who acts on a step (assignees.ts): direct_manager = the owner's manager; role = any current holder
 * (main or second role) — all holders are notified, the first to act completes the step, the owner
 * steps aside when other holders exist; module_responsible = the registration's callback or
 * permission; request_owner = the owner; plus anyone substituting an assignee
 * (registerSubstituteResolver, plugged in by the calendar module).
 * Return (transitions.ts): send back = to the previous approving step (the owner when there is none);
 * send back to owner = `not_initialized` again with the message kept, a new round on resubmit.
 * Domain events (after commit): request.submitted, step.assigned, request.approved,
 * request.rejected, request.returned, request.canceled (declared in registry.ts).
 */
export { registerRequestType, registerSubstituteResolver, registrationOf } from './registry';
export type { Actor, RequestSummary, RequestTypeRegistration, SubstituteResolver } from './registry';
export { approvedBy, createRequest, findRequestByObject, recordEdit, submit, transact, Outbox } from './engine';
export { ApprovalRequest, RequestStep } from './approvals.entities';
export { codeText, countriesText, durationText, moneyText, summaryIn } from './summary-text';
export type { SummaryLang, SummaryText } from './summary-text';
export { registerChainUsage } from '../chains/chains.service';
