/**
 * The approval engine core (spec 2 §4; DESIGN.md "The approval engine"): creating a request,
 * submitting it into its chain, reaching steps, finishing.
 *
 * Lifecycle: a request is created `not_initialized`; submit copies the chain's items (and their
 * tasks) into steps of a new `round` and reaches the first step; each approval reaches the next
 * step; after the last one the request is `approved` (or `canceled` when the round asked for a
 * cancellation). Reaching a step resolves its assignees (assignees.ts): spectator steps are notified
 * and passed (`notification_sent`), a step whose only assignee is the owner and that has
 * skip_if_assigned_owner is `skipped`, any other step becomes `in_progress`.
 *
 * Every transition is one transaction ({@link transact}); it first takes the request row with a
 * conditional UPDATE on its status (so concurrent transitions of one request queue up on SQL
 * Server and the later one sees the new state), appends to `request_history`, and collects domain
 * events in an {@link Outbox} that is published only after commit.
 */
import { EntityManager, In } from 'typeorm';
import type { AppContext } from '../../context';
import type { ObjectChange } from '../../contracts/approvals';
import { inTransaction } from '../../db/tx';
import { AppError } from '../../http/errors';
import { Chain, ChainItem, ChainItemTask } from '../chains/chains.entities';
import { mappedChainId } from '../chains/chains.service';
import { recordTransition } from '../audit/audit.requests';
import { ApprovalRequest, RequestHistory, RequestStep, RequestStepAssignee, RequestStepTask } from './approvals.entities';
import { resolveAssignees } from './assignees';
import { Actor, Outbox, requestTypeName, requireRegistration } from './registry';
import { describe, summaryIn } from './summary-text';

export { Outbox };

/** Runs `work` in one transaction and publishes its events after commit. */
export async function transact<T>(ctx: AppContext, work: (em: EntityManager, out: Outbox) => Promise<T>): Promise<T> {
  const out = new Outbox();
  const result = await inTransaction(ctx.ds, (em) => work(em, out));
  out.flush(ctx);
  return result;
}

/** Appends one history entry (`changes` stored as JSON text). */
export async function addHistory(
  em: EntityManager,
  e: { request_id: number; action: string; step_id?: number | null; actor_user_id?: number | null; from_status?: string | null; to_status?: string | null; message?: string | null; changes?: unknown },
): Promise<void> {
  await em.getRepository(RequestHistory).insert({
    request_id: e.request_id, action: e.action, step_id: e.step_id ?? null, actor_user_id: e.actor_user_id ?? null,
    from_status: e.from_status ?? null, to_status: e.to_status ?? null, message: e.message ?? null,
    changes: e.changes === undefined ? null : JSON.stringify(e.changes), created_at: new Date(),
  });
}

/** Loads a request. @throws 404 request_not_found */
export async function requireRequest(em: EntityManager, id: number): Promise<ApprovalRequest> {
  const r = await em.getRepository(ApprovalRequest).findOneBy({ id });
  if (!r) throw new AppError('request_not_found');
  return r;
}

/** Loads a step. @throws 404 request_step_not_found */
export async function requireStep(em: EntityManager, id: number): Promise<RequestStep> {
  const s = await em.getRepository(RequestStep).findOneBy({ id });
  if (!s) throw new AppError('request_step_not_found');
  return s;
}

/** Steps of a request's round (default: the current one) in order. */
export function stepsOf(em: EntityManager, request: ApprovalRequest, round = request.round): Promise<RequestStep[]> {
  return em.getRepository(RequestStep).find({ where: { request_id: request.id, round }, order: { order_number: 'ASC' } });
}

/**
 * Who approved the request's last approving step (PDF reports: "approved by").
 * @throws 404 approved_by_user_not_found when the request is not approved or nobody approved a step
 */
export async function approvedBy(em: EntityManager, request: ApprovalRequest): Promise<number> {
  const step = request.status === 'approved' || request.status === 'completed'
    ? await em.getRepository(RequestStep).findOne({ where: { request_id: request.id, round: request.round, status: 'approve' }, order: { order_number: 'DESC' } })
    : null;
  if (!step?.acted_by_user_id) throw new AppError('approved_by_user_not_found', 404, { request_id: request.id });
  return step.acted_by_user_id;
}

/** The request for a module's object (type in either spelling), or null. */
export function findRequestByObject(em: EntityManager, type: string, objectId: number): Promise<ApprovalRequest | null> {
  return em.getRepository(ApprovalRequest).findOne({ where: { request_name: requestTypeName(type), object_id: objectId }, order: { id: 'DESC' } });
}

/**
 * Takes the request for a transition: a conditional UPDATE that succeeds only while the status is one
 * of `from` (touching last_action_at). @throws 409 request_state_changed
 */
export async function lockRequest(em: EntityManager, request: ApprovalRequest, from: string[]): Promise<void> {
  const now = new Date();
  const r = await em.createQueryBuilder().update(ApprovalRequest).set({ last_action_at: now })
    .where('id = :id', { id: request.id }).andWhere('status IN (:...from)', { from }).updateEntity(false).execute();
  if (r.affected !== 1) throw new AppError('request_state_changed', 409, { request_id: request.id });
  request.last_action_at = now;
}

/** Sets fields of a request (after {@link lockRequest}) and mirrors them on the object. */
export async function setRequest(em: EntityManager, request: ApprovalRequest, fields: Partial<ApprovalRequest>): Promise<void> {
  await em.getRepository(ApprovalRequest).update(request.id, fields);
  Object.assign(request, fields);
}

const clip = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

/**
 * Stores the type's summary on the request for lists and search: title and "Label: value; …"
 * description in English (title, description: what search and the v1 replies use) and in Lithuanian
 * (title_lt, description_lt).
 */
export async function refreshSummary(em: EntityManager, request: ApprovalRequest): Promise<void> {
  const s = await requireRegistration(request.request_name).summary(em, request);
  const [en, lt] = [summaryIn(s, 'en'), summaryIn(s, 'lt')];
  const clipped = (text: string | null, n: number) => (text ? clip(text, n) : null);
  await setRequest(em, request, {
    title: clip(en.title, 255), description: clipped(describe(en), 512),
    title_lt: clip(lt.title, 255), description_lt: clipped(describe(lt), 512),
  });
}

/** Creates a `not_initialized` request for a module's object (history `created`). @throws request_type_not_supported */
export async function createRequest(em: EntityManager, input: { type: string; objectId: number | null; ownerId: number; actorId: number }): Promise<ApprovalRequest> {
  const { type } = requireRegistration(input.type);
  const now = new Date();
  const r = await em.getRepository(ApprovalRequest).insert({
    request_name: type, object_id: input.objectId, user_id: input.ownerId, created_by_user_id: input.actorId === input.ownerId ? null : input.actorId,
    status: 'not_initialized', round: 0, issued_date: now, last_action_at: now, last_chain_action: null, pending_cancel: false,
  });
  const request = await requireRequest(em, Number(r.identifiers[0].id));
  await refreshSummary(em, request);
  await addHistory(em, { request_id: request.id, action: 'created', actor_user_id: input.actorId, to_status: 'not_initialized' });
  return request;
}

/** Records an edit's audit (history `edit`) and refreshes the summary. */
export async function recordEdit(em: EntityManager, request: ApprovalRequest, actorId: number, changes: ObjectChange[], stepId: number | null): Promise<void> {
  await addHistory(em, { request_id: request.id, action: 'edit', actor_user_id: actorId, step_id: stepId, changes });
  await refreshSummary(em, request);
}

/** The chain a request would go through now: the registration's choice, else the type's mapping. */
export async function chainFor(em: EntityManager, request: ApprovalRequest): Promise<number | null> {
  const reg = requireRegistration(request.request_name);
  const own = reg.chainId ? await reg.chainId(em, request) : undefined;
  return own === undefined ? mappedChainId(em, request.request_name) : own;
}

export type SubmitMode = 'submit' | 'reapprove' | 'cancel';

/**
 * Starts a new round of the request's chain: `submit` (from not_initialized), `reapprove` (an
 * approved/completed request goes through the chain again) or `cancel` (approval of cancelling an
 * approved request). The caller has validated who may do it.
 * @throws chain_mapping_not_configured | chain_has_no_items | direct_manager_not_found |
 *   role_has_no_assignees | module_responsible_not_found | request_state_changed
 */
export async function submit(em: EntityManager, out: Outbox, request: ApprovalRequest, actor: Actor, mode: SubmitMode = 'submit'): Promise<void> {
  const fromStatus = request.status;
  await submitRound(em, out, request, actor, mode);
  await recordTransition(em, actor, request, { transition: mode === 'cancel' ? 'cancel_requested' : mode, from: fromStatus });
}

async function submitRound(em: EntityManager, out: Outbox, request: ApprovalRequest, actor: Actor, mode: SubmitMode): Promise<void> {
  const reg = requireRegistration(request.request_name);
  const from = mode === 'submit' ? ['not_initialized'] : ['approved', 'completed'];
  if (mode !== 'cancel') await reg.beforeSubmit?.(em, request);
  const chainId = await chainFor(em, request);
  const chain = chainId == null ? null : await em.getRepository(Chain).findOneBy({ id: chainId });
  if (!chain) {
    if (mode === 'submit' && reg.withoutChain === 'approve') return approveWithoutChain(em, out, request, actor);
    throw new AppError('chain_mapping_not_configured', 400, { request_type: request.request_name });
  }
  const items = await em.getRepository(ChainItem).find({ where: { chain_id: chain.id }, order: { order_number: 'ASC' } });
  if (!items.length) throw new AppError('chain_has_no_items', 400, { chain_id: chain.id });
  // Fail early and clearly when a step could never be assigned (spectators never block).
  for (const item of items) if (!item.only_spectator) await resolveAssignees(em, item, request);

  await lockRequest(em, request, from);
  const fromStatus = request.status;
  const round = request.round + 1;
  await setRequest(em, request, {
    status: 'in_progress', round, chain_id: chain.id, chain_name: chain.name, current_step_id: null, completion_date: null,
    last_chain_action: mode === 'submit' ? 'submit' : mode, pending_cancel: mode === 'cancel', owner_message: mode === 'submit' ? request.owner_message : null,
  });
  const tasks = await em.getRepository(ChainItemTask).find({ where: { chain_item_id: In(items.map((i) => i.id)) }, order: { id: 'ASC' } });
  for (const item of items) {
    const s = await em.getRepository(RequestStep).insert({
      request_id: request.id, round, chain_item_id: item.id, order_number: item.order_number, name: item.name, description: item.description,
      assignee_type: item.assignee_type, role_id: item.role_id, can_edit: item.can_edit, can_view: item.can_view, only_spectator: item.only_spectator,
      skip_if_assigned_owner: item.skip_if_assigned_owner, notification_message: item.notification_message, status: 'not_initialized',
    });
    const stepId = Number(s.identifiers[0].id);
    const own = tasks.filter((t) => t.chain_item_id === item.id);
    if (own.length) await em.getRepository(RequestStepTask).insert(own.map((t) => ({ step_id: stepId, chain_item_task_id: t.id, name: t.name, description: t.description })));
  }
  await addHistory(em, { request_id: request.id, action: mode === 'submit' ? 'submit' : mode === 'reapprove' ? 'reapprove' : 'cancel_requested', actor_user_id: actor.id, from_status: fromStatus, to_status: 'in_progress' });
  out.push('request.submitted', { requestId: request.id, type: request.request_name, ownerId: request.user_id, actorId: actor.id, reapprove: mode === 'reapprove', pendingCancel: mode === 'cancel' });
  await advance(em, out, request, 0, actor.id);
}

/** A type registered with withoutChain 'approve' and no chain: approved at once (history `auto_approved`). */
async function approveWithoutChain(em: EntityManager, out: Outbox, request: ApprovalRequest, actor: Actor): Promise<void> {
  await lockRequest(em, request, ['not_initialized']);
  await setRequest(em, request, { status: 'approved', completion_date: new Date(), last_chain_action: 'approve', current_step_id: null });
  await addHistory(em, { request_id: request.id, action: 'auto_approved', actor_user_id: actor.id, from_status: 'not_initialized', to_status: 'approved' });
  await requireRegistration(request.request_name).onApproved?.(em, request);
  out.push('request.approved', { requestId: request.id, type: request.request_name, ownerId: request.user_id, actorId: null });
}

/** Makes `step` the current one: resolves and stores its assignees and announces them. */
export async function activate(em: EntityManager, out: Outbox, request: ApprovalRequest, step: RequestStep, assignees: number[], returnedMessage: string | null = null): Promise<void> {
  const now = new Date();
  await em.getRepository(RequestStep).update(step.id, {
    status: 'in_progress', action: null, activated_at: now, acted_at: null, acted_by_user_id: null, substituted_user_id: null, message: null,
    assigned_user_id: assignees.length === 1 ? assignees[0] : null,
  });
  await storeAssignees(em, request, step, assignees);
  await setRequest(em, request, { current_step_id: step.id });
  await addHistory(em, { request_id: request.id, step_id: step.id, action: 'assigned', changes: { assignee_ids: assignees } });
  out.push('step.assigned', {
    requestId: request.id, stepId: step.id, type: request.request_name, ownerId: request.user_id, stepName: step.name, assigneeIds: assignees,
    spectator: false, notificationMessage: step.notification_message, returnedMessage,
  });
}

async function storeAssignees(em: EntityManager, request: ApprovalRequest, step: RequestStep, ids: number[]) {
  await em.getRepository(RequestStepAssignee).delete({ step_id: step.id });
  if (ids.length) await em.getRepository(RequestStepAssignee).insert(ids.map((user_id) => ({ step_id: step.id, user_id, request_id: request.id })));
}

/**
 * Reaches the next open step after `afterOrder` (not yet reached, or one that had sent the request
 * back): spectators are notified and passed, owner-only steps with skip_if_assigned_owner skipped;
 * with no step left the round finishes.
 */
export async function advance(em: EntityManager, out: Outbox, request: ApprovalRequest, afterOrder: number, actorId: number | null): Promise<void> {
  for (const step of await stepsOf(em, request)) {
    if (step.order_number <= afterOrder || !['not_initialized', 'send_back_request'].includes(step.status)) continue;
    if (step.only_spectator) {
      const ids = await resolveAssignees(em, step, request).catch(() => [] as number[]);
      const now = new Date();
      await em.getRepository(RequestStep).update(step.id, { status: 'notification_sent', action: 'notification_sent', activated_at: now, acted_at: now, assigned_user_id: ids.length === 1 ? ids[0] : null });
      await storeAssignees(em, request, step, ids);
      await addHistory(em, { request_id: request.id, step_id: step.id, action: 'notification_sent', changes: { assignee_ids: ids } });
      out.push('step.assigned', {
        requestId: request.id, stepId: step.id, type: request.request_name, ownerId: request.user_id, stepName: step.name, assigneeIds: ids,
        spectator: true, notificationMessage: step.notification_message, returnedMessage: null,
      });
      continue;
    }
    const ids = await resolveAssignees(em, step, request);
    if (step.skip_if_assigned_owner && ids.length === 1 && ids[0] === request.user_id) {
      await em.getRepository(RequestStep).update(step.id, { status: 'skipped', action: 'skipped', acted_at: new Date(), assigned_user_id: request.user_id });
      await addHistory(em, { request_id: request.id, step_id: step.id, action: 'skipped' });
      continue;
    }
    return activate(em, out, request, step, ids);
  }
  await finishRound(em, out, request, actorId);
}

/** The last step approved: the request is approved, or canceled when the round asked for a cancellation. */
async function finishRound(em: EntityManager, out: Outbox, request: ApprovalRequest, actorId: number | null): Promise<void> {
  const reg = requireRegistration(request.request_name);
  const base = { request_id: request.id, actor_user_id: actorId, from_status: 'in_progress' };
  const event = { requestId: request.id, type: request.request_name, ownerId: request.user_id, actorId };
  if (request.pending_cancel) {
    await setRequest(em, request, { status: 'canceled', completion_date: new Date(), current_step_id: null, pending_cancel: false, last_chain_action: 'cancel' });
    await addHistory(em, { ...base, action: 'canceled', to_status: 'canceled' });
    await reg.onCanceled?.(em, request);
    out.push('request.canceled', event);
    return;
  }
  await setRequest(em, request, { status: 'approved', completion_date: new Date(), current_step_id: null, last_chain_action: 'approve' });
  await addHistory(em, { ...base, action: 'approved', to_status: 'approved' });
  await reg.onApproved?.(em, request);
  out.push('request.approved', event);
}
