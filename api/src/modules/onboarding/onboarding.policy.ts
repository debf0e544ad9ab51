/**
 * Who may do what on the onboarding and offboarding checklists (spec 3 §6 onboarding_tasks_*, offboarding_tasks_*,
 * "a manager sees his or her own subordinates"; issue 15 item 1). Pure rules over the caller (`Actor`) and the
 * facts the service loads; the service calls the `assert*` forms, the presenters the `can*` forms.
 * - categories, tasks, notifications: read with {kind}_tasks_read, write with {kind}_tasks_write (write implies read);
 * - a person's checklist: their direct manager, {kind}_tasks_read holders, and anyone responsible for one of its
 *   tasks (a holder of a task's role, the leaving person for an offboarder task);
 * - tick a task: the holders of the task's role, the direct manager, the leaving person for a task assigned to the
 *   offboarder, or {kind}_tasks_write; anyone else is refused (403 missing_permissions).
 */
import type { ChecklistKind } from '../../contracts/onboarding';
import type { Permission } from '../../contracts/permissions';
import { AppError } from '../../http/errors';
import type { Actor } from '../approvals';

/** The read and write permissions of a checklist. */
export const permissionsOf = (kind: ChecklistKind): { read: Permission; write: Permission } =>
  kind === 'onboarding'
    ? { read: 'onboarding_tasks_read', write: 'onboarding_tasks_write' }
    : { read: 'offboarding_tasks_read', write: 'offboarding_tasks_write' };

export const canWriteChecklist = (a: Actor, kind: ChecklistKind): boolean => a.permissions.has(permissionsOf(kind).write);
export const canReadChecklist = (a: Actor, kind: ChecklistKind): boolean => canWriteChecklist(a, kind) || a.permissions.has(permissionsOf(kind).read);

/** What the rules need to know about one task of one person. */
export interface TaskFacts {
  kind: ChecklistKind;
  /** The person the checklist is about. */
  personId: number;
  /** Their direct manager (null when none). */
  managerId: number | null;
  /** The task's role (null = the direct manager). */
  roleId: number | null;
  isAssignedToOffboarder: boolean;
}

/** The caller's roles (role_id and temp_role_id). */
export type ActorRoles = ReadonlySet<number>;

/** Who is responsible for a task: the leaving person, a role's holders, or the direct manager. */
export const responsibleOf = (t: Pick<TaskFacts, 'kind' | 'roleId' | 'isAssignedToOffboarder'>): 'offboarder' | 'role' | 'manager' =>
  t.kind === 'offboarding' && t.isAssignedToOffboarder ? 'offboarder' : t.roleId !== null ? 'role' : 'manager';

/** The caller is responsible for the task (not counting the manager's and the administrators' override). */
export function isResponsible(a: Actor, roles: ActorRoles, t: TaskFacts): boolean {
  const r = responsibleOf(t);
  if (r === 'offboarder') return a.id === t.personId;
  if (r === 'role') return roles.has(t.roleId!);
  return a.id === t.managerId;
}

/** May tick or untick the task for the person. */
export const canToggleTask = (a: Actor, roles: ActorRoles, t: TaskFacts): boolean =>
  canWriteChecklist(a, t.kind) || a.id === t.managerId || isResponsible(a, roles, t);

/** @throws 403 missing_permissions unless {@link canToggleTask} */
export function assertCanToggleTask(a: Actor, roles: ActorRoles, t: TaskFacts): void {
  if (!canToggleTask(a, roles, t)) throw new AppError('missing_permissions');
}

/** May see a person's checklist: the manager, {kind}_tasks_read, or responsible for one of `tasks`. */
export const canSeeProgress = (a: Actor, roles: ActorRoles, person: { id: number; managerId: number | null }, kind: ChecklistKind, tasks: TaskFacts[]): boolean =>
  canReadChecklist(a, kind) || a.id === person.managerId || tasks.some((t) => isResponsible(a, roles, t));

/** @throws 403 missing_permissions unless {@link canSeeProgress} */
export function assertCanSeeProgress(...args: Parameters<typeof canSeeProgress>): void {
  if (!canSeeProgress(...args)) throw new AppError('missing_permissions');
}
