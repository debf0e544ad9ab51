/**
 * Saving requests through the engine (spec 2 §4 save new / save existing / save and submit / edit).
 *
 * - POST /api/v2/chains: the type's `create` makes the object, the engine the request; with
 *   `submit=true` a second transaction submits it. The two steps are separate so that a failing
 *   submit leaves the saved request (spec 2 §8: "Chain saves report in which step the error arose"):
 *   errors carry `step: 'save' | 'submit'` and, after a save, `request_id`.
 * - Edit (PUT /api/v2/chains/:id, PUT /api/v1/requests/:id/items/object/:objectId) is allowed to
 *   the owner while `not_initialized`; to the current step's assignee when the item has can_edit;
 *   to the owner of an approved/completed request when the type allows editing after completion —
 *   that edit sends the request through the chain again (reapprove). Every edit is audited
 *   (history `edit` with old/new values).
 * Errors: request_type_not_supported, request_not_editable, chain_not_assigned_to_you.
 * Who may edit is decided by approvals.policy.ts (`assertCanEdit`).
 */
import type { AppContext } from '../../context';
import { AppError } from '../../http/errors';
import { ApprovalRequest } from './approvals.entities';
import { assertCanEdit, requestFacts } from './approvals.policy';
import { canAct } from './assignees';
import { createRequest, recordEdit, requireRequest, requireStep, submit, transact, lockRequest } from './engine';
import { Actor, registrationOf, requireRegistration } from './registry';

const atStep = (step: 'save' | 'submit', requestId?: number) => (err: unknown) => {
  if (err instanceof AppError) throw new AppError(err.code, err.status, { ...err.extra, step, ...(requestId ? { request_id: requestId } : {}) });
  throw err;
};

/** Saves a new request of `body.requestType` and optionally submits it. @returns the request id */
export async function saveNew(ctx: AppContext, actor: Actor, body: Record<string, unknown> & { requestType: string }, submitNow: boolean): Promise<number> {
  const reg = registrationOf(body.requestType);
  if (!reg?.create) throw new AppError('request_type_not_supported', 400, { request_type: body.requestType, step: 'save' });
  const create = reg.create;
  const request = await transact(ctx, async (em, out) => {
    const made = await create(em, { actor, body, submit: submitNow, out });
    if ('requestId' in made) return { id: made.requestId, submitted: true };
    return createRequest(em, { type: reg.type, objectId: made.objectId, ownerId: made.ownerId ?? actor.id, actorId: actor.id });
  }).catch(atStep('save'));
  if (submitNow && !('submitted' in request)) {
    await transact(ctx, async (em, out) => {
      const fresh = await requireRequest(em, request.id);
      await submit(em, out, fresh, actor);
    }).catch(atStep('submit', request.id));
  }
  return request.id;
}

/**
 * Edits a request's object (see module doc for who may). `objectId`, when given, must be the request's.
 * @throws request_not_found | request_type_not_supported | request_not_editable | chain_not_assigned_to_you
 */
export async function editRequest(ctx: AppContext, requestId: number, actor: Actor, body: Record<string, unknown>, objectId?: number): Promise<ApprovalRequest> {
  return transact(ctx, async (em, out) => {
    const request = await requireRequest(em, requestId);
    if (objectId != null && request.object_id !== objectId) throw new AppError('request_not_found');
    const reg = requireRegistration(request.request_name);
    if (!reg.update) throw new AppError('request_type_not_supported', 400, { request_type: request.request_name });
    const step = request.status === 'in_progress' && request.current_step_id ? await requireStep(em, request.current_step_id) : null;
    const facts = requestFacts(request);
    const type = { updatable: true, editAfterCompletion: !!reg.editAfterCompletion };
    const kind = assertCanEdit(actor, facts, type, step && { id: step.id, mayAct: await canAct(em, step, request, actor), canEdit: !!step.can_edit });
    const stepId = kind === 'step' ? step!.id : null;
    const reapprove = kind === 'reapprove';
    await lockRequest(em, request, [request.status]);
    await reg.validateEdit?.(em, request, body, actor);
    const changes = await reg.update(em, request, body, actor);
    await recordEdit(em, request, actor.id, changes, stepId);
    if (reapprove) await submit(em, out, request, actor, 'reapprove');
    return request;
  });
}
