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
 */
import type { AppContext } from '../../context';
import { AppError } from '../../http/errors';
import { ApprovalRequest } from './approvals.entities';
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
  const request = await transact(ctx, async (em) => {
    const { objectId, ownerId } = await create(em, { actor, body });
    return createRequest(em, { type: reg.type, objectId, ownerId: ownerId ?? actor.id, actorId: actor.id });
  }).catch(atStep('save'));
  if (submitNow) {
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
    const owner = request.user_id === actor.id;
    let stepId: number | null = null;
    let reapprove = false;
    if (owner && request.status === 'not_initialized') {
      // the owner's draft
    } else if (owner && (request.status === 'approved' || request.status === 'completed') && reg.editAfterCompletion && !request.pending_cancel) {
      reapprove = true;
    } else if (request.status === 'in_progress' && request.current_step_id) {
      const step = await requireStep(em, request.current_step_id);
      if (!(await canAct(em, step, request, actor))) throw new AppError(owner ? 'request_not_editable' : 'chain_not_assigned_to_you', owner ? 409 : 403);
      if (!step.can_edit) throw new AppError('request_not_editable', 409, { step_id: step.id });
      stepId = step.id;
    } else {
      throw new AppError(owner ? 'request_not_editable' : 'chain_not_assigned_to_you', owner ? 409 : 403, { status: request.status });
    }
    await lockRequest(em, request, [request.status]);
    await reg.validateEdit?.(em, request, body, actor);
    const changes = await reg.update(em, request, body, actor);
    await recordEdit(em, request, actor.id, changes, stepId);
    if (reapprove) await submit(em, out, request, actor, 'reapprove');
    return request;
  });
}
