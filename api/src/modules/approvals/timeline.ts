/**
 * Reading one request (spec 2 §3 Chain timeline step, Chain item detail, Edit audit; §7 inspect,
 * chain-info, v1 items and object).
 *
 * Who may read a request: its owner; holders of all_users_unapproved_requests_read; anyone who was an
 * assignee of a reached step or acted on one; whoever may act on the current step (substitutes
 * included); and the assignees of the round's items flagged can_view, even before their turn.
 * Others get 403 `missing_permissions`. The rule is approvals.policy.ts (`canReadRequest`); this
 * file finds the relations. The timeline shows the current round's steps; edits come from the
 * history (`edit` entries with old/new values). Batch queries only (steps, tasks, users, roles,
 * history), no query per step. Replies are shaped by approvals.presenters.ts.
 */
import { EntityManager, In } from 'typeorm';
import type { AppContext } from '../../context';
import { Role } from '../roles/roles.entities';
import { User } from '../users/users.entities';
import { ApprovalRequest, RequestHistory, RequestStep, RequestStepAssignee, RequestStepTask } from './approvals.entities';
import { assertCanReadRequest, canReadRequest, NO_LINKS, requestFacts, type RequestLinks } from './approvals.policy';
import { presentChainInfo, presentChainInstance, presentEditAudit, presentInspect, presentRequestItems, type RoundDetails } from './approvals.presenters';
import { canAct, currentAssignees, resolveAssignees } from './assignees';
import { requireRequest, stepsOf } from './engine';
import { rowOf } from './lists';
import { Actor, registrationOf, RequestSummary } from './registry';

/** How `actor` is related to a request (loaded one relation at a time, stopping at the first that holds). */
async function readLinks(em: EntityManager, request: ApprovalRequest, actor: Actor): Promise<RequestLinks> {
  if (await em.getRepository(RequestStepAssignee).existsBy({ request_id: request.id, user_id: actor.id })) return { ...NO_LINKS, assignee: true };
  if (await em.getRepository(RequestStep).existsBy({ request_id: request.id, acted_by_user_id: actor.id })) return { ...NO_LINKS, acted: true };
  const steps = await stepsOf(em, request);
  const current = steps.find((s) => s.id === request.current_step_id) ?? null;
  if (await canAct(em, current, request, actor)) return { ...NO_LINKS, mayAct: true };
  for (const s of steps.filter((x) => x.can_view && !x.only_spectator && request.status === 'in_progress')) {
    const ids = s.status === 'not_initialized' ? await resolveAssignees(em, s, request).catch(() => [] as number[]) : await currentAssignees(em, s, request);
    if (ids.includes(actor.id)) return { ...NO_LINKS, viewer: true };
  }
  return NO_LINKS;
}

/** Throws 403 missing_permissions unless `actor` may read the request (see module doc). */
export async function assertCanView(em: EntityManager, request: ApprovalRequest, actor: Actor): Promise<void> {
  const facts = requestFacts(request);
  // The owner, whoever filed it, and readers of all requests need no relation loaded.
  if (canReadRequest(actor, facts, NO_LINKS)) return;
  assertCanReadRequest(actor, facts, await readLinks(em, request, actor));
}

/** Loads a request the actor may read. @throws request_not_found | missing_permissions */
export async function readable(em: EntityManager, requestId: number, actor: Actor): Promise<ApprovalRequest> {
  const request = await requireRequest(em, requestId);
  await assertCanView(em, request, actor);
  return request;
}

/** Everything about a round's steps, in a fixed number of queries. */
async function details(em: EntityManager, request: ApprovalRequest): Promise<RoundDetails> {
  const steps = await stepsOf(em, request);
  const ids = steps.map((s) => s.id);
  const tasks = ids.length ? await em.getRepository(RequestStepTask).find({ where: { step_id: In(ids) }, order: { id: 'ASC' } }) : [];
  const edits = await em.getRepository(RequestHistory).find({ where: { request_id: request.id, action: 'edit' }, order: { id: 'ASC' } });
  const userIds = [...new Set([...steps.flatMap((s) => [s.assigned_user_id, s.acted_by_user_id]), ...edits.map((e) => e.actor_user_id)].filter((x): x is number => x != null))];
  const users = new Map((userIds.length ? await em.getRepository(User).findBy({ id: In(userIds) }) : []).map((u) => [u.id, { id: u.id, name: u.name, surname: u.surname }]));
  const roleIds = [...new Set(steps.map((s) => s.role_id).filter((x): x is number => x != null))];
  const roles = new Map((roleIds.length ? await em.getRepository(Role).findBy({ id: In(roleIds) }) : []).map((r) => [r.id, r.name]));
  return { steps, tasks, users, roles, audits: edits.map((e) => presentEditAudit(e, users)) };
}

/** GET /api/v2/requests/:id/chain-info: the timeline of the current round with the caller's actions. */
export async function chainInfo(ctx: AppContext, requestId: number, actor: Actor) {
  const em = ctx.ds.manager;
  const request = await readable(em, requestId, actor);
  const d = await details(em, request);
  const current = d.steps.find((s) => s.id === request.current_step_id) ?? null;
  return presentChainInfo(request, d, await canAct(em, current, request, actor));
}

/** GET /api/v1/requests/:id/items: chain item details of the current round (spec 2 §3). */
export async function requestItems(ctx: AppContext, requestId: number, actor: Actor) {
  const em = ctx.ds.manager;
  const request = await readable(em, requestId, actor);
  return presentRequestItems(await details(em, request));
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
  const current = request.current_step_id ? await em.getRepository(RequestStep).findOneBy({ id: request.current_step_id }) : null;
  return presentInspect(request, row, summary, await loadObject(em, request), await canAct(em, current, request, actor));
}

/** GET /api/v2/chains/:id: the request's chain instance (v1 request / chain item shape) with its object and steps. */
export async function chainInstance(ctx: AppContext, requestId: number, actor: Actor) {
  const em = ctx.ds.manager;
  const request = await readable(em, requestId, actor);
  const { item } = (await rowOf(em, actor, requestId))!;
  return presentChainInstance(request, item, await loadObject(em, request), presentRequestItems(await details(em, request)));
}
