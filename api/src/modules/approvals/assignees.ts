/**
 * Who a step belongs to (spec 2 §3 Chain item assignee_type, §4 "Approvers act when assigned to the
 * chain item or substituting the assigned user").
 *
 * - direct_manager: the owner's manager (manager_id, active user) — else 400 `direct_manager_not_found`.
 * - role: every active user holding the role as role_id or temp_role_id. Who may act = any current
 *   holder; who is notified = all holders when the step is reached; the first to act completes the
 *   step (the conditional update in transitions.ts makes that exactly one). When the owner is one of
 *   several holders, the others act (nobody approves their own request); when the owner is the only
 *   holder the owner is the assignee (and skip_if_assigned_owner skips the step). No holder → 400
 *   `role_has_no_assignees`.
 * - module_responsible: the type's registration (callback, or every holder of its permission; same
 *   owner rule as roles) — none → 400 `module_responsible_not_found`.
 * - request_owner: the owner.
 * Non-role assignees are resolved when the step is reached and stored (request_step_assignees);
 * role steps are checked against live role holdings. A substitute of any assignee may act too.
 * This file finds who; approvals.policy.ts decides what that allows (`actingFor`, `stepIsOpen`).
 */
import { Brackets, EntityManager } from 'typeorm';
import { AppError } from '../../http/errors';
import { RolePermission } from '../roles/roles.entities';
import { User } from '../users/users.entities';
import { ApprovalRequest, RequestStep, RequestStepAssignee } from './approvals.entities';
import { actingFor, stepIsOpen } from './approvals.policy';
import { Actor, requireRegistration, substitutes } from './registry';

/** The fields of a step (or chain item) that decide its assignees. */
export interface AssigneeSpec {
  assignee_type: string;
  role_id: number | null;
}

const active = (qb: ReturnType<EntityManager['createQueryBuilder']>) => qb.andWhere('u.deleted_at IS NULL').andWhere('u.disabled = :no', { no: false });

/** Active users holding a role as main or second role, by id. */
export async function roleHolders(em: EntityManager, roleId: number): Promise<number[]> {
  const rows: { id: number }[] = await active(
    em.createQueryBuilder().select('u.id', 'id').from(User, 'u').where(new Brackets((w) => w.where('u.role_id = :roleId', { roleId }).orWhere('u.temp_role_id = :roleId', { roleId }))),
  ).orderBy('u.id').getRawMany();
  return rows.map((r) => Number(r.id));
}

/** Active users whose main or second role grants a permission. */
export async function permissionHolders(em: EntityManager, permission: string): Promise<number[]> {
  const rows: { id: number }[] = await active(
    em.createQueryBuilder().select('DISTINCT u.id', 'id').from(User, 'u')
      .innerJoin(RolePermission, 'rp', 'rp.role_id = u.role_id OR rp.role_id = u.temp_role_id').where('rp.permission = :permission', { permission }),
  ).orderBy('u.id').getRawMany();
  return rows.map((r) => Number(r.id));
}

/** Several candidates: the owner steps aside; the owner alone stays. */
const withoutOwner = (ids: number[], ownerId: number) => (ids.length > 1 ? ids.filter((id) => id !== ownerId) : ids);

/**
 * Resolves the assignees of a step for a request (at least one user).
 * @throws direct_manager_not_found | role_has_no_assignees | module_responsible_not_found
 */
export async function resolveAssignees(em: EntityManager, step: AssigneeSpec, request: ApprovalRequest): Promise<number[]> {
  switch (step.assignee_type) {
    case 'direct_manager': {
      const owner = await em.getRepository(User).findOneBy({ id: request.user_id });
      const manager = owner?.manager_id ? await em.getRepository(User).findOneBy({ id: owner.manager_id }) : null;
      if (!manager || manager.deleted_at || manager.disabled) throw new AppError('direct_manager_not_found', 400, { user_id: request.user_id });
      return [manager.id];
    }
    case 'role': {
      const ids = step.role_id ? await roleHolders(em, step.role_id) : [];
      if (!ids.length) throw new AppError('role_has_no_assignees', 400, { role_id: step.role_id });
      return withoutOwner(ids, request.user_id);
    }
    case 'module_responsible': {
      const how = requireRegistration(request.request_name).moduleResponsible;
      const ids = !how ? [] : typeof how === 'function' ? [...new Set(await how(em, request))] : await permissionHolders(em, how.permission);
      if (!ids.length) throw new AppError('module_responsible_not_found', 400, { request_type: request.request_name });
      return withoutOwner(ids, request.user_id);
    }
    case 'request_owner':
      return [request.user_id];
    default:
      throw new AppError('internal_server_error', 500);
  }
}

/** Users who may act on a step now (before substitutes): live role holders, or the stored assignees. */
export async function currentAssignees(em: EntityManager, step: RequestStep, request: ApprovalRequest): Promise<number[]> {
  if (step.assignee_type === 'role') return step.role_id ? withoutOwner(await roleHolders(em, step.role_id), request.user_id) : [];
  const rows = await em.getRepository(RequestStepAssignee).find({ where: { step_id: step.id } });
  return rows.map((r) => r.user_id);
}

/**
 * Whether `actor` may act on `step`: an assignee, or a substitute of one (then
 * `substitutedUserId` names whom). @throws 403 chain_not_assigned_to_you
 */
export async function mayAct(em: EntityManager, step: RequestStep, request: ApprovalRequest, actor: Actor, at = new Date()): Promise<{ substitutedUserId: number | null }> {
  const assignees = await currentAssignees(em, step, request);
  const direct = actingFor(actor, assignees);
  if (direct) return direct;
  // Substitutions are looked up only when the caller is not an assignee (one query at a time: em may be a transaction's).
  const substitutesOf = new Map<number, number[]>();
  for (const a of assignees) substitutesOf.set(a, await substitutes(em, a, at));
  const who = actingFor(actor, assignees, substitutesOf);
  if (!who) throw new AppError('chain_not_assigned_to_you');
  return who;
}

/** Like {@link mayAct} but answers true/false; false unless the step and its request are in progress. */
export async function canAct(em: EntityManager, step: RequestStep | null, request: ApprovalRequest, actor: Actor): Promise<boolean> {
  if (!stepIsOpen(step, request) || !step) return false;
  try {
    await mayAct(em, step, request, actor);
    return true;
  } catch {
    return false;
  }
}
