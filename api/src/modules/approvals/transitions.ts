/**
 * Chain actions (spec 2 §4 Chain actions, §8 chain errors), each one transaction through `transact`.
 *
 * Step actions (approve, reject, send back, send back to owner) are guarded twice: the request row
 * is taken with a conditional UPDATE on status 'in_progress' (engine.lockRequest), then the step with
 * `UPDATE request_steps … WHERE id = :id AND status = 'in_progress'`; only when exactly one row
 * changed does the action go on. Two approvers acting at once: one succeeds, the other gets 409
 * `request_step_already_processed` and the history holds one entry. On SQLite transactions are
 * serialised in-process, on SQL Server the row locks queue them; the conditional UPDATE is what makes
 * the outcome right on both (the step's status is deliberately not pre-checked in memory).
 *
 * Return semantics: `send_back_request` hands the request back to the previous step that approved in
 * this round (spectator and skipped steps are passed over); that step is `in_progress` again for its
 * assignees and the returning step reopens after it approves. With no previous approver the request
 * goes back to the owner. `send_back_request_to_owner` puts the request back to `not_initialized`
 * (editable, message kept in `owner_message`); the owner's next submit starts a new round from the
 * first item. Reject ends the request (`rejected`) — except in a cancellation round, where it
 * refuses the cancellation and the request stays `approved`.
 * Cancel (owner): an in-progress request is canceled at once; an approved/completed one is sent
 * through its chain again to approve the cancellation (reply `reinit: true`).
 * Who may do what (owner, assignee, substitute) is decided by approvals.policy.ts; assignees.ts finds them.
 */
import { EntityManager, IsNull } from 'typeorm';
import type { AppContext } from '../../context';
import type { StepAction } from '../../contracts/approvals';
import { AppError } from '../../http/errors';
import { ApprovalRequest, RequestStep, RequestStepTask } from './approvals.entities';
import { assertOwner } from './approvals.policy';
import { presentCancelReply } from './approvals.presenters';
import { mayAct, resolveAssignees } from './assignees';
import { activate, addHistory, advance, chainFor, createRequest, lockRequest, Outbox, requireRequest, requireStep, setRequest, stepsOf, submit, transact } from './engine';
import { Actor, requireRegistration } from './registry';
import { recordTransition } from '../audit/audit.requests';

export interface ActInput {
  message?: string | null;
  resolutionNote?: string | null;
}

/**
 * Approve, reject, send back or send back to owner on one step (spec 2 §4). An approval is checked by the
 * type's beforeApprove first (registry).
 * @throws request_step_not_found | chain_not_assigned_to_you | uncompleted_chain_item_tasks |
 *   request_step_already_processed | request_step_not_active | the type's refusal
 */
export async function act(ctx: AppContext, stepId: number, action: StepAction, actor: Actor, input: ActInput = {}): Promise<ApprovalRequest> {
  return transact(ctx, async (em, out) => {
    const step = await requireStep(em, stepId);
    const request = await requireRequest(em, step.request_id);
    if (step.round !== request.round) throw new AppError('request_step_already_processed', 409, { step_id: step.id });
    const { substitutedUserId } = await mayAct(em, step, request, actor);
    if (action === 'approve') {
      const open = await em.getRepository(RequestStepTask).countBy({ step_id: step.id, completed_at: IsNull() });
      if (open) throw new AppError('uncompleted_chain_item_tasks', 400, { open_tasks: open });
      const check = request.pending_cancel ? undefined : requireRegistration(request.request_name).beforeApprove;
      if (check) {
        const lastEditable = step.can_edit && !(await stepsOf(em, request)).some((s) => s.order_number > step.order_number && s.can_edit);
        await check(em, request, { lastEditable });
      }
    }
    try {
      await lockRequest(em, request, ['in_progress']);
    } catch (err) {
      throw (await stepRefusal(em, step.id)) ?? err;
    }
    const now = new Date();
    const message = input.message ?? null;
    const guarded = await em.createQueryBuilder().update(RequestStep)
      .set({ status: action, action, acted_by_user_id: actor.id, substituted_user_id: substitutedUserId, acted_at: now, message })
      .where('id = :id', { id: step.id }).andWhere('status = :open', { open: 'in_progress' }).updateEntity(false).execute();
    if (guarded.affected !== 1) throw (await stepRefusal(em, step.id)) ?? new AppError('request_step_already_processed', 409);
    await addHistory(em, { request_id: request.id, step_id: step.id, action, actor_user_id: actor.id, message, changes: substitutedUserId ? { substituted_user_id: substitutedUserId } : undefined });
    if (input.resolutionNote !== undefined) await writeNote(em, request, actor, input.resolutionNote, step.id);
    await setRequest(em, request, { last_chain_action: action });
    if (action === 'approve') await advance(em, out, request, step.order_number, actor.id);
    else if (action === 'reject') await reject(em, out, request, actor, message);
    else if (action === 'send_back_request') await returnToPrevious(em, out, request, step, actor, message);
    else await returnToOwner(em, out, request, actor, message, step.id);
    await recordTransition(em, actor, request, { transition: action, from: 'in_progress', onBehalfOfId: substitutedUserId, stepId: step.id });
    return request;
  });
}

/** Why a step cannot be acted on (null when it still can). */
async function stepRefusal(em: EntityManager, stepId: number): Promise<AppError | null> {
  const now = await em.getRepository(RequestStep).findOneBy({ id: stepId });
  if (!now || now.status === 'in_progress') return null;
  if (now.status === 'not_initialized') return new AppError('request_step_not_active', 409, { step_id: stepId });
  return new AppError('request_step_already_processed', 409, { step_id: stepId, status: now.status });
}

async function reject(em: EntityManager, out: Outbox, request: ApprovalRequest, actor: Actor, message: string | null) {
  const reg = requireRegistration(request.request_name);
  const cancellation = request.pending_cancel;
  await closeOpenSteps(em, request);
  if (cancellation) {
    await setRequest(em, request, { status: 'approved', pending_cancel: false, current_step_id: null, completion_date: new Date() });
    await addHistory(em, { request_id: request.id, action: 'cancellation_rejected', actor_user_id: actor.id, from_status: 'in_progress', to_status: 'approved', message });
  } else {
    await setRequest(em, request, { status: 'rejected', current_step_id: null, completion_date: new Date() });
    await addHistory(em, { request_id: request.id, action: 'rejected', actor_user_id: actor.id, from_status: 'in_progress', to_status: 'rejected', message });
    await reg.onRejected?.(em, request);
  }
  out.push('request.rejected', { requestId: request.id, type: request.request_name, ownerId: request.user_id, actorId: actor.id, message, cancellation });
}

/** Steps of the round not reached yet become `canceled`. */
async function closeOpenSteps(em: EntityManager, request: ApprovalRequest) {
  await em.createQueryBuilder().update(RequestStep).set({ status: 'canceled' })
    .where('request_id = :id AND round = :round', { id: request.id, round: request.round })
    .andWhere('status IN (:...open)', { open: ['not_initialized', 'in_progress', 'send_back_request'] }).updateEntity(false).execute();
}

async function returnToPrevious(em: EntityManager, out: Outbox, request: ApprovalRequest, step: RequestStep, actor: Actor, message: string | null) {
  const prev = (await stepsOf(em, request)).filter((s) => s.order_number < step.order_number && s.status === 'approve').pop();
  if (!prev) return returnToOwner(em, out, request, actor, message, step.id);
  await activate(em, out, request, prev, await resolveAssignees(em, prev, request), message);
  out.push('request.returned', { requestId: request.id, type: request.request_name, ownerId: request.user_id, actorId: actor.id, toOwner: false, message, stepId: prev.id });
}

async function returnToOwner(em: EntityManager, out: Outbox, request: ApprovalRequest, actor: Actor, message: string | null, fromStepId: number) {
  const cancellation = request.pending_cancel;
  await em.createQueryBuilder().update(RequestStep).set({ status: 'send_back_request_to_owner', action: 'send_back_request_to_owner' })
    .where('id = :id', { id: fromStepId }).updateEntity(false).execute();
  await closeOpenSteps(em, request);
  const to = cancellation ? 'approved' : 'not_initialized';
  await setRequest(em, request, { status: to, current_step_id: null, owner_message: message, pending_cancel: false, last_chain_action: 'send_back_request_to_owner' });
  await addHistory(em, { request_id: request.id, step_id: fromStepId, action: 'returned_to_owner', actor_user_id: actor.id, from_status: 'in_progress', to_status: to, message });
  if (!cancellation) await requireRegistration(request.request_name).onReturnedToOwner?.(em, request);
  out.push('request.returned', { requestId: request.id, type: request.request_name, ownerId: request.user_id, actorId: actor.id, toOwner: true, message, stepId: null });
}

/** Runs `act` on the current step of a request (v2 PATCH /chains/:id/approve…). @throws request_step_not_active when none is in progress */
export async function actOnRequest(ctx: AppContext, requestId: number, action: StepAction, actor: Actor, input: ActInput = {}) {
  const request = await requireRequest(ctx.ds.manager, requestId);
  if (request.status !== 'in_progress' || !request.current_step_id) throw new AppError('request_step_not_active', 409, { request_id: requestId, status: request.status });
  return act(ctx, request.current_step_id, action, actor, input);
}

/**
 * Owner submits (not_initialized → chain) or asks re-approval of an approved/completed request.
 * @throws missing_permissions (not the owner) | reinit_user_chain_items_is_not_allowed (in progress) |
 *   request_cannot_be_submitted (rejected/canceled) | chain_mapping_not_configured …
 */
export async function submitRequest(ctx: AppContext, requestId: number, actor: Actor): Promise<ApprovalRequest> {
  return transact(ctx, async (em, out) => {
    const request = await requireRequest(em, requestId);
    assertOwner(actor, { ownerId: request.user_id });
    await submitLoaded(em, out, request, actor);
    return request;
  });
}

async function submitLoaded(em: EntityManager, out: Outbox, request: ApprovalRequest, actor: Actor) {
  if (request.status === 'in_progress') throw new AppError('reinit_user_chain_items_is_not_allowed', 409, { request_id: request.id });
  if (request.status === 'not_initialized') return submit(em, out, request, actor, 'submit');
  if (request.status === 'approved' || request.status === 'completed') return submit(em, out, request, actor, 'reapprove');
  throw new AppError('request_cannot_be_submitted', 409, { request_id: request.id, status: request.status });
}

/**
 * PATCH /requests/object/:objectId/init/:type — submit by object id and type (spec 2 §7); creates the
 * request when the module has none yet (registration.owner). Only the owner.
 */
export async function initByObject(ctx: AppContext, type: string, objectId: number, actor: Actor): Promise<ApprovalRequest> {
  const reg = requireRegistration(type);
  return transact(ctx, async (em, out) => {
    let request = await em.getRepository(ApprovalRequest).findOne({ where: { request_name: reg.type, object_id: objectId }, order: { id: 'DESC' } });
    if (!request) {
      const ownerId = reg.owner ? await reg.owner(em, objectId) : null;
      if (ownerId == null) throw new AppError('request_not_found');
      assertOwner(actor, { ownerId });
      request = await createRequest(em, { type, objectId, ownerId, actorId: actor.id });
    }
    assertOwner(actor, { ownerId: request.user_id });
    await submitLoaded(em, out, request, actor);
    return request;
  });
}

/**
 * Owner cancels (spec 2 §4 cancel). In progress → canceled now; approved/completed → a cancellation
 * round (reinit true) or, when the type has no chain any more, canceled now. The type's own rules may
 * refuse first (registry cancelRefusals: an event's type rights answer cannot_delete_event / cannot_delete_past_event).
 * @throws missing_permissions | failed_to_cancel_request | the type's refusal
 */
export async function cancel(ctx: AppContext, requestId: number, actor: Actor): Promise<{ message: string; reinit: boolean; request_id: number; request_name: string }> {
  return transact(ctx, async (em, out) => {
    const request = await requireRequest(em, requestId);
    assertOwner(actor, { ownerId: request.user_id });
    const reply = (reinit: boolean) => presentCancelReply(request, reinit);
    if (request.pending_cancel || !['in_progress', 'approved', 'completed'].includes(request.status)) {
      throw new AppError('failed_to_cancel_request', 400, { status: request.status, pending_cancel: request.pending_cancel });
    }
    const refusals = request.object_id == null ? null : requireRegistration(request.request_name).cancelRefusals;
    const refusal = (await refusals?.(em, [{ objectId: request.object_id!, ownerId: request.user_id }], new Date()))?.get(request.object_id!);
    if (refusal) throw refusal;
    if (request.status !== 'in_progress' && (await chainFor(em, request)) != null) {
      await submit(em, out, request, actor, 'cancel');
      return reply(true);
    }
    const from = request.status;
    await lockRequest(em, request, [from]);
    await closeOpenSteps(em, request);
    await setRequest(em, request, { status: 'canceled', current_step_id: null, completion_date: new Date(), last_chain_action: 'cancel' });
    await addHistory(em, { request_id: request.id, action: 'canceled', actor_user_id: actor.id, from_status: from, to_status: 'canceled' });
    await requireRegistration(request.request_name).onCanceled?.(em, request);
    await recordTransition(em, actor, request, { transition: 'cancel', from });
    out.push('request.canceled', { requestId: request.id, type: request.request_name, ownerId: request.user_id, actorId: actor.id });
    return reply(false);
  });
}

/**
 * Owner deletes a not-initialized request (and, through the registration, its object); the owner also
 * needs the type's `deletePermission` when it names one. @throws missing_permissions | request_cannot_be_deleted
 */
export async function deleteNotInitialized(ctx: AppContext, requestId: number, actor: Actor): Promise<void> {
  await transact(ctx, async (em) => {
    const request = await requireRequest(em, requestId);
    assertOwner(actor, { ownerId: request.user_id });
    const reg = requireRegistration(request.request_name);
    if (reg.deletePermission && !actor.permissions.has(reg.deletePermission)) throw new AppError('missing_permissions', 403, { missing: [reg.deletePermission] });
    if (request.status !== 'not_initialized') throw new AppError('request_cannot_be_deleted', 409, { status: request.status });
    await lockRequest(em, request, ['not_initialized']);
    await reg.onDeleted?.(em, request);
    await em.getRepository(ApprovalRequest).delete(request.id); // steps, their tasks and assignees, history cascade
  });
}

/** Writes the resolution note (history `resolution_note` with old/new). */
async function writeNote(em: EntityManager, request: ApprovalRequest, actor: Actor, note: string | null, stepId: number) {
  if (note === request.resolution_note) return;
  await addHistory(em, { request_id: request.id, step_id: stepId, action: 'resolution_note', actor_user_id: actor.id, changes: [{ field: 'resolution_note', old: request.resolution_note, new: note }] });
  await setRequest(em, request, { resolution_note: note });
}

/** The current step's assignee sets the resolution note (≤255) while the request is in progress. @throws chain_not_assigned_to_you | request_step_not_active */
export async function setResolutionNote(ctx: AppContext, requestId: number, actor: Actor, note: string | null): Promise<void> {
  await transact(ctx, async (em) => {
    const request = await requireRequest(em, requestId);
    if (request.status !== 'in_progress' || !request.current_step_id) throw new AppError('request_step_not_active', 409);
    const step = await requireStep(em, request.current_step_id);
    await mayAct(em, step, request, actor);
    await lockRequest(em, request, ['in_progress']);
    await writeNote(em, request, actor, note, step.id);
  });
}

/** Checks or unchecks a task of the current step (its assignee). @throws request_step_task_not_found | chain_not_assigned_to_you | request_step_not_active */
export async function checkTask(ctx: AppContext, stepId: number, taskId: number, checked: boolean, actor: Actor): Promise<void> {
  await transact(ctx, async (em) => {
    const task = await em.getRepository(RequestStepTask).findOneBy({ id: taskId, step_id: stepId });
    if (!task) throw new AppError('request_step_task_not_found');
    const step = await requireStep(em, stepId);
    const request = await requireRequest(em, step.request_id);
    await mayAct(em, step, request, actor);
    if (step.status !== 'in_progress' || request.status !== 'in_progress') throw new AppError('request_step_not_active', 409);
    await lockRequest(em, request, ['in_progress']);
    const now = checked ? new Date() : null;
    await em.getRepository(RequestStepTask).update(task.id, { completed_at: now, completed_by_user_id: checked ? actor.id : null });
    await addHistory(em, { request_id: request.id, step_id: step.id, action: checked ? 'task_checked' : 'task_unchecked', actor_user_id: actor.id, changes: [{ field: `task:${task.name}`, old: task.completed_at != null, new: checked }] });
  });
}

/** Accounting marks an approved request of an accounting type completed. @throws request_cannot_be_completed */
export async function complete(ctx: AppContext, requestId: number, actor: Actor): Promise<void> {
  await transact(ctx, async (em) => {
    const request = await requireRequest(em, requestId);
    if (request.status !== 'approved' || !requireRegistration(request.request_name).accounting) throw new AppError('request_cannot_be_completed', 409, { status: request.status });
    await lockRequest(em, request, ['approved']);
    await setRequest(em, request, { status: 'completed', last_chain_action: 'complete' });
    await addHistory(em, { request_id: request.id, action: 'completed', actor_user_id: actor.id, from_status: 'approved', to_status: 'completed' });
    await recordTransition(em, actor, request, { transition: 'complete', from: 'approved' });
  });
}
