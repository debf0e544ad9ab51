/**
 * Reading one request (spec 2 §3 Chain timeline step, Chain item detail, Edit audit; §7 inspect,
 * chain-info, v1 items and object).
 *
 * Who may read a request: its owner; holders of all_users_unapproved_requests_read; anyone who was an
 * assignee of a reached step or acted on one; whoever may act on the current step (substitutes
 * included); and the assignees of the round's items flagged can_view, even before their turn.
 * Others get 403 `missing_permissions`. The timeline shows the current round's steps; edits come
 * from the history (`edit` entries with old/new values). Batch queries only (steps, tasks, users,
 * roles, history), no query per step.
 */
import { EntityManager, In } from 'typeorm';
import type { AppContext } from '../../context';
import type { ObjectChange } from '../../contracts/approvals';
import { AppError } from '../../http/errors';
import { Role } from '../roles/roles.entities';
import { User } from '../users/users.entities';
import { ApprovalRequest, RequestHistory, RequestStep, RequestStepAssignee, RequestStepTask } from './approvals.entities';
import { canAct, currentAssignees, resolveAssignees } from './assignees';
import { requireRequest, stepsOf } from './engine';
import { iso, rowOf } from './lists';
import { Actor, registrationOf, RequestSummary } from './registry';

/** Throws 403 missing_permissions unless `actor` may read the request (see module doc). */
export async function assertCanView(em: EntityManager, request: ApprovalRequest, actor: Actor): Promise<void> {
  // The owner, whoever filed it for them (a manager for a subordinate), and readers of all requests.
  if (request.user_id === actor.id || request.created_by_user_id === actor.id || actor.permissions.has('all_users_unapproved_requests_read')) return;
  if (await em.getRepository(RequestStepAssignee).existsBy({ request_id: request.id, user_id: actor.id })) return;
  if (await em.getRepository(RequestStep).existsBy({ request_id: request.id, acted_by_user_id: actor.id })) return;
  const steps = await stepsOf(em, request);
  const current = steps.find((s) => s.id === request.current_step_id) ?? null;
  if (await canAct(em, current, request, actor)) return;
  for (const s of steps.filter((x) => x.can_view && !x.only_spectator && request.status === 'in_progress')) {
    const ids = s.status === 'not_initialized' ? await resolveAssignees(em, s, request).catch(() => [] as number[]) : await currentAssignees(em, s, request);
    if (ids.includes(actor.id)) return;
  }
  throw new AppError('missing_permissions');
}

/** Loads a request the actor may read. @throws request_not_found | missing_permissions */
export async function readable(em: EntityManager, requestId: number, actor: Actor): Promise<ApprovalRequest> {
  const request = await requireRequest(em, requestId);
  await assertCanView(em, request, actor);
  return request;
}

interface Audit { at: string; by: { id: number; name: string; surname: string } | null; stepId: number | null; changes: ObjectChange[] }

/** Everything about a round's steps, in a fixed number of queries. */
async function details(em: EntityManager, request: ApprovalRequest) {
  const steps = await stepsOf(em, request);
  const ids = steps.map((s) => s.id);
  const tasks = ids.length ? await em.getRepository(RequestStepTask).find({ where: { step_id: In(ids) }, order: { id: 'ASC' } }) : [];
  const edits = await em.getRepository(RequestHistory).find({ where: { request_id: request.id, action: 'edit' }, order: { id: 'ASC' } });
  const userIds = [...new Set([...steps.flatMap((s) => [s.assigned_user_id, s.acted_by_user_id]), ...edits.map((e) => e.actor_user_id)].filter((x): x is number => x != null))];
  const users = new Map((userIds.length ? await em.getRepository(User).findBy({ id: In(userIds) }) : []).map((u) => [u.id, { id: u.id, name: u.name, surname: u.surname }]));
  const roleIds = [...new Set(steps.map((s) => s.role_id).filter((x): x is number => x != null))];
  const roles = new Map((roleIds.length ? await em.getRepository(Role).findBy({ id: In(roleIds) }) : []).map((r) => [r.id, r.name]));
  const audits: Audit[] = edits.map((e) => ({ at: iso(e.created_at)!, by: e.actor_user_id ? (users.get(e.actor_user_id) ?? null) : null, stepId: e.step_id, changes: e.changes ? (JSON.parse(e.changes) as ObjectChange[]) : [] }));
  return { steps, tasks, users, roles, audits };
}

const fullName = (u?: { name: string; surname: string } | null) => (u ? `${u.name} ${u.surname}` : null);

/** GET /api/v2/requests/:id/chain-info: the timeline of the current round with the caller's actions. */
export async function chainInfo(ctx: AppContext, requestId: number, actor: Actor) {
  const em = ctx.ds.manager;
  const request = await readable(em, requestId, actor);
  const { steps, tasks, users, roles, audits } = await details(em, request);
  const current = steps.find((s) => s.id === request.current_step_id) ?? null;
  const mayActNow = await canAct(em, current, request, actor);
  const reg = registrationOf(request.request_name);
  return {
    requestId: request.id, requestType: request.request_name, status: request.status as never,
    steps: steps.map((s) => {
      const own = tasks.filter((t) => t.step_id === s.id);
      const mine = mayActNow && s.id === current?.id;
      const changes = audits.filter((a) => a.stepId === s.id);
      const special = reg?.timelineChanges?.(changes.flatMap((a) => a.changes)) ?? {};
      return {
        id: s.id, status: s.status as never, date: iso(s.acted_at ?? s.activated_at), header: s.name, assigneeType: s.assignee_type,
        assigneeRole: s.role_id ? (roles.get(s.role_id) ?? null) : null,
        assignedUser: fullName(users.get(s.acted_by_user_id ?? s.assigned_user_id ?? -1)),
        title: s.action, description: s.description,
        tasks: own.map((t) => ({ id: t.id, name: t.name, description: t.description, isCompleted: t.completed_at != null, completionDate: iso(t.completed_at) })),
        message: s.message, actions: { canComplete: mine && own.every((t) => t.completed_at != null), canReturn: mine }, canCompleteTasks: mine,
        onlySpectator: !!s.only_spectator, objectChanges: changes,
        eventInformationChange: special.eventInformationChange ?? null, travelTimeChanges: special.travelTimeChanges ?? null,
        workTimeChanges: special.workTimeChanges ?? null, travelOptionChange: special.travelOptionChange ?? null,
      };
    }),
    edits: audits,
  };
}

/** GET /api/v1/requests/:id/items: chain item details of the current round (spec 2 §3). */
export async function requestItems(ctx: AppContext, requestId: number, actor: Actor) {
  const em = ctx.ds.manager;
  const request = await readable(em, requestId, actor);
  const { steps, tasks, users, roles, audits } = await details(em, request);
  return steps.map((s) => ({
    id: s.id, name: s.name, description: s.description, order_number: s.order_number,
    tasks: tasks.filter((t) => t.step_id === s.id).map((t) => ({ id: t.id, name: t.name, description: t.description, completion_date: iso(t.completed_at) })),
    message: s.message, status: s.status as never, action: s.action, only_spectator: !!s.only_spectator, can_edit: !!s.can_edit,
    assigned_user: s.assigned_user_id ? (users.get(s.assigned_user_id) ?? null) : null,
    acted_by_user: s.acted_by_user_id ? (users.get(s.acted_by_user_id) ?? null) : null,
    assignee_type: s.assignee_type, role_name: s.role_id ? (roles.get(s.role_id) ?? null) : null,
    object_changes: audits.filter((a) => a.stepId === s.id),
  }));
}

/** The request's object through its type (null when the type or object is gone). */
export async function loadObject(em: EntityManager, request: ApprovalRequest): Promise<unknown> {
  const reg = registrationOf(request.request_name);
  return reg && request.object_id != null ? ((await reg.load(em, request.object_id)) ?? null) : null;
}

/** GET /api/v1/requests/:id/object. */
export async function requestObject(ctx: AppContext, requestId: number, actor: Actor) {
  const request = await readable(ctx.ds.manager, requestId, actor);
  return loadObject(ctx.ds.manager, request);
}

/** GET /api/v2/requests/:id/inspect: the caller's row, the object and its summary. */
export async function inspect(ctx: AppContext, requestId: number, actor: Actor) {
  const em = ctx.ds.manager;
  const request = await readable(em, requestId, actor);
  const { row } = (await rowOf(em, actor, requestId))!;
  const reg = registrationOf(request.request_name);
  const summary: RequestSummary | null = reg ? await reg.summary(em, request) : null;
  return {
    ...row, requestId: request.object_id, chainName: request.chain_name, completionDate: iso(request.completion_date),
    resolutionNote: request.resolution_note, ownerMessage: request.owner_message, summary, object: await loadObject(em, request),
  };
}

/** GET /api/v2/chains/:id: the request's chain instance (v1 request / chain item shape) with its object and steps. */
export async function chainInstance(ctx: AppContext, requestId: number, actor: Actor) {
  const em = ctx.ds.manager;
  const request = await readable(em, requestId, actor);
  const { item } = (await rowOf(em, actor, requestId))!;
  return { ...item, chain_id: request.chain_id, chain_name: request.chain_name, owner_message: request.owner_message, request_object: await loadObject(em, request), items: await requestItems(ctx, requestId, actor) };
}
