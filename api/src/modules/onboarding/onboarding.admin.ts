/**
 * Administration of the checklists (spec 3 §2 categories and tasks screens, §5, §7; issue 15 item 1): categories,
 * their tasks and the tasks' notifications, per kind. Route permissions ({kind}_tasks_read / _write) are checked by
 * the routes; each write is one transaction. Error codes (404/409) carry the kind: `onboarding_category_not_found`,
 * `offboarding_category_has_tasks`… ({@link checklistErrors}). Deleting a category that has tasks is refused (409
 * {kind}_category_has_tasks); deleting a task also removes its notifications, completions and sent reminders.
 */
import { In, type EntityManager } from 'typeorm';
import type { AppContext } from '../../context';
import type { CategoryBody, ChecklistKind, TaskBody } from '../../contracts/onboarding';
import { inTransaction } from '../../db/tx';
import { AppError } from '../../http/errors';
import { Role } from '../roles/roles.entities';
import { todayOf } from './onboarding.checklist';
import { ChecklistCategoryRow, ChecklistNotificationRow, ChecklistProgressRow, ChecklistReminderSentRow, ChecklistTaskRow } from './onboarding.entities';
import { presentCategory, presentNotification, presentTask } from './onboarding.presenters';

/** The module's error codes and statuses for both kinds. */
export function checklistErrors(): Record<string, number> {
  const out: Record<string, number> = {};
  for (const k of ['onboarding', 'offboarding']) {
    Object.assign(out, {
      [`${k}_category_not_found`]: 404, [`${k}_task_not_found`]: 404, [`${k}_notification_not_found`]: 404,
      [`${k}_category_has_tasks`]: 409, [`${k}_person_not_found`]: 404,
    });
  }
  return out;
}

async function requireCategory(em: EntityManager, kind: ChecklistKind, id: number) {
  const c = await em.getRepository(ChecklistCategoryRow).findOneBy({ id, kind });
  if (!c) throw new AppError(`${kind}_category_not_found`, 404);
  return c;
}

/** A task of this kind (optionally of this category). @throws 404 {kind}_task_not_found */
export async function requireTask(em: EntityManager, kind: ChecklistKind, id: number, categoryId?: number) {
  const t = await em.getRepository(ChecklistTaskRow).findOneBy({ id });
  const c = t && (await em.getRepository(ChecklistCategoryRow).findOneBy({ id: t.category_id, kind }));
  if (!t || !c || (categoryId !== undefined && t.category_id !== categoryId)) throw new AppError(`${kind}_task_not_found`, 404);
  return t;
}

const countBy = async <T extends object>(em: EntityManager, entity: new () => T, column: string, ids: number[]) => {
  if (!ids.length) return new Map<number, number>();
  const rows = await em.getRepository(entity).createQueryBuilder('x').select(`x.${column}`, 'k').addSelect('COUNT(*)', 'n')
    .where(`x.${column} IN (:...ids)`, { ids }).groupBy(`x.${column}`).getRawMany<{ k: number; n: number }>();
  return new Map(rows.map((r) => [Number(r.k), Number(r.n)]));
};

/** GET {kind}/categories: every category, sorted by seconds_to_complete, with its task count. */
export async function listCategories(ctx: AppContext, kind: ChecklistKind) {
  const em = ctx.ds.manager;
  const cats = await em.getRepository(ChecklistCategoryRow).find({ where: { kind }, order: { seconds_to_complete: 'ASC', id: 'ASC' } });
  const counts = await countBy(em, ChecklistTaskRow, 'category_id', cats.map((c) => c.id));
  return cats.map((c) => presentCategory(c, counts.get(c.id) ?? 0));
}

/** POST {kind}/categories. */
export async function createCategory(ctx: AppContext, kind: ChecklistKind, body: CategoryBody) {
  const c = await ctx.ds.getRepository(ChecklistCategoryRow).save({ kind, name: body.name, seconds_to_complete: body.seconds_to_complete });
  return presentCategory(c, 0);
}

/** PUT {kind}/categories/{id}. @throws 404 {kind}_category_not_found */
export async function updateCategory(ctx: AppContext, kind: ChecklistKind, id: number, body: CategoryBody) {
  return inTransaction(ctx.ds, async (em) => {
    const c = await requireCategory(em, kind, id);
    const saved = await em.getRepository(ChecklistCategoryRow).save({ ...c, name: body.name, seconds_to_complete: body.seconds_to_complete });
    return presentCategory(saved, await em.getRepository(ChecklistTaskRow).countBy({ category_id: id }));
  });
}

/** DELETE {kind}/categories/{id}. @throws 404 {kind}_category_not_found | 409 {kind}_category_has_tasks */
export async function deleteCategory(ctx: AppContext, kind: ChecklistKind, id: number): Promise<void> {
  await inTransaction(ctx.ds, async (em) => {
    await requireCategory(em, kind, id);
    if (await em.getRepository(ChecklistTaskRow).countBy({ category_id: id })) throw new AppError(`${kind}_category_has_tasks`, 409);
    await em.getRepository(ChecklistCategoryRow).delete({ id });
  });
}

/** GET {kind}/categories/{id}/tasks: the category and its tasks (role names, notification counts). */
export async function categoryTasks(ctx: AppContext, kind: ChecklistKind, id: number) {
  const em = ctx.ds.manager;
  const c = await requireCategory(em, kind, id);
  const tasks = await em.getRepository(ChecklistTaskRow).find({ where: { category_id: id }, order: { id: 'ASC' } });
  const roleIds = [...new Set(tasks.map((t) => t.role_id).filter((r): r is number => r !== null))];
  const roles = new Map((roleIds.length ? await em.getRepository(Role).findBy({ id: In(roleIds) }) : []).map((r) => [r.id, r.name]));
  const notes = await countBy(em, ChecklistNotificationRow, 'task_id', tasks.map((t) => t.id));
  return {
    category: presentCategory(c, tasks.length),
    tasks: tasks.map((t) => presentTask(t, t.role_id !== null ? (roles.get(t.role_id) ?? null) : null, notes.get(t.id) ?? 0)),
  };
}

async function checkRole(em: EntityManager, roleId: number | null) {
  if (roleId !== null && !(await em.getRepository(Role).existsBy({ id: roleId }))) throw new AppError('role_not_found', 404);
}

const taskOf = async (em: EntityManager, kind: ChecklistKind, t: ChecklistTaskRow) => {
  const role = t.role_id !== null ? await em.getRepository(Role).findOneBy({ id: t.role_id }) : null;
  return presentTask(t, role?.name ?? null, await em.getRepository(ChecklistNotificationRow).countBy({ task_id: t.id }));
};

/** POST {kind}/categories/{id}/tasks. @throws 404 {kind}_category_not_found | role_not_found */
export async function createTask(ctx: AppContext, kind: ChecklistKind, categoryId: number, body: TaskBody) {
  return inTransaction(ctx.ds, async (em) => {
    await requireCategory(em, kind, categoryId);
    await checkRole(em, body.role_id);
    const t = await em.getRepository(ChecklistTaskRow).save({
      category_id: categoryId, name: body.name, role_id: body.role_id,
      is_assigned_to_offboarder: kind === 'offboarding' && body.is_assigned_to_offboarder,
      applies_from: body.add_to_ongoing ? null : todayOf(),
    });
    return taskOf(em, kind, t);
  });
}

/** PUT {kind}/categories/{id}/tasks/{taskId}: name, role, offboarder flag. @throws 404 {kind}_task_not_found | role_not_found */
export async function updateTask(ctx: AppContext, kind: ChecklistKind, categoryId: number, taskId: number, body: TaskBody) {
  return inTransaction(ctx.ds, async (em) => {
    const t = await requireTask(em, kind, taskId, categoryId);
    await checkRole(em, body.role_id);
    const saved = await em.getRepository(ChecklistTaskRow).save({ ...t, name: body.name, role_id: body.role_id, is_assigned_to_offboarder: kind === 'offboarding' && body.is_assigned_to_offboarder });
    return taskOf(em, kind, saved);
  });
}

/** DELETE {kind}/categories/{id}/tasks/{taskId}: with its notifications, completions and sent reminders. */
export async function deleteTask(ctx: AppContext, kind: ChecklistKind, categoryId: number, taskId: number): Promise<void> {
  await inTransaction(ctx.ds, async (em) => {
    await requireTask(em, kind, taskId, categoryId);
    for (const entity of [ChecklistNotificationRow, ChecklistProgressRow, ChecklistReminderSentRow]) await em.getRepository(entity).delete({ task_id: taskId });
    await em.getRepository(ChecklistTaskRow).delete({ id: taskId });
  });
}

/** GET {kind}/tasks/{id}/notifications, soonest before the deadline last. */
export async function listNotifications(ctx: AppContext, kind: ChecklistKind, taskId: number) {
  await requireTask(ctx.ds.manager, kind, taskId);
  const rows = await ctx.ds.getRepository(ChecklistNotificationRow).find({ where: { task_id: taskId }, order: { seconds_prior_to_completion: 'DESC', id: 'ASC' } });
  return rows.map(presentNotification);
}

/** POST {kind}/tasks/{id}/notifications. */
export async function createNotification(ctx: AppContext, kind: ChecklistKind, taskId: number, body: { seconds_prior_to_completion: number; daily: boolean }) {
  return inTransaction(ctx.ds, async (em) => {
    await requireTask(em, kind, taskId);
    return presentNotification(await em.getRepository(ChecklistNotificationRow).save({ task_id: taskId, seconds_prior_to_completion: body.seconds_prior_to_completion, daily: body.daily }));
  });
}

async function requireNotification(em: EntityManager, kind: ChecklistKind, taskId: number, id: number) {
  await requireTask(em, kind, taskId);
  const n = await em.getRepository(ChecklistNotificationRow).findOneBy({ id, task_id: taskId });
  if (!n) throw new AppError(`${kind}_notification_not_found`, 404);
  return n;
}

/** PUT {kind}/tasks/{id}/notifications/{notificationId}. */
export async function updateNotification(ctx: AppContext, kind: ChecklistKind, taskId: number, id: number, body: { seconds_prior_to_completion: number; daily: boolean }) {
  return inTransaction(ctx.ds, async (em) => {
    const n = await requireNotification(em, kind, taskId, id);
    return presentNotification(await em.getRepository(ChecklistNotificationRow).save({ ...n, seconds_prior_to_completion: body.seconds_prior_to_completion, daily: body.daily }));
  });
}

/** DELETE {kind}/tasks/{id}/notifications/{notificationId}. */
export async function deleteNotification(ctx: AppContext, kind: ChecklistKind, taskId: number, id: number): Promise<void> {
  await inTransaction(ctx.ds, async (em) => {
    await requireNotification(em, kind, taskId, id);
    await em.getRepository(ChecklistNotificationRow).delete({ id });
  });
}
