/**
 * Progress of the checklists (spec 3 §2 subordinates screens, §3 Per-person progress, §4, §7; issue 15 item 1):
 * a manager's subordinates with completed/total, one person's checklist, ticking a task, and HR's list of everyone.
 * Rules: onboarding.policy.ts; dates and windows: onboarding.checklist.ts. Lists load the checklist once and the
 * completions of all listed people in one query (no N+1).
 * - GET {kind}/subordinates: the caller's direct reports (not deleted) with a reference date; by default only those
 *   whose window is open (probation end still in the future / contract end today or later); `show_ended` lists all.
 * - PUT {kind}/progress/toggle flips one task for one person (one transaction); refusals: 404
 *   {kind}_person_not_found (no such person or no reference date), {kind}_task_not_found (task of the other kind or
 *   not on this person's checklist), 403 missing_permissions (not responsible, not the manager, no {kind}_tasks_write).
 */
import { IsNull, Not, type EntityManager } from 'typeorm';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { ChecklistKind, progressAllQuery } from '../../contracts/onboarding';
import { inTransaction } from '../../db/tx';
import { AppError } from '../../http/errors';
import { offsetOf } from '../../http/paging';
import type { Actor } from '../approvals';
import { User } from '../users/users.entities';
import { requireTask } from './onboarding.admin';
import { completedBy, loadChecklist, personTasks, referenceDateOf, rolesOf, taskFactsOf, todayOf, windowEndOf, windowOpen, type LoadedCategory } from './onboarding.checklist';
import { ChecklistProgressRow } from './onboarding.entities';
import { assertCanSeeProgress, assertCanToggleTask, canToggleTask } from './onboarding.policy';
import { presentProgress, presentProgressAllRow, presentSubordinate } from './onboarding.presenters';

declare module '../../shared/events' {
  interface DomainEvents {
    /** A checklist task was ticked or unticked for `userId` by `actorId`. */
    'checklist.toggled': { kind: ChecklistKind; userId: number; taskId: number; completed: boolean; actorId: number };
  }
}

const refColumn = (kind: ChecklistKind) => (kind === 'onboarding' ? 'start_work_date' : 'contract_end_date');

/** Rows with completed/total of these people. */
async function withTotals(em: EntityManager, kind: ChecklistKind, list: LoadedCategory[], people: User[]) {
  const taskIds = list.flatMap((c) => c.tasks.map((t) => t.id));
  const done = await completedBy(em, people.map((p) => p.id), taskIds);
  return people.map((p) => ({ person: p, tasks: personTasks(list, referenceDateOf(kind, p)!, done.get(p.id) ?? new Set()) }));
}

/** GET {kind}/subordinates?show_ended: the caller's direct reports on the checklist (onboarding newest start first, offboarding soonest end first). */
export async function listSubordinates(ctx: AppContext, caller: Actor, kind: ChecklistKind, showEnded: boolean) {
  const em = ctx.ds.manager;
  const today = todayOf();
  const people = await em.getRepository(User).find({
    where: { manager_id: caller.id, deleted_at: IsNull(), [refColumn(kind)]: Not(IsNull()) },
    // Onboarding: the newest start first; offboarding: the soonest end first.
    order: { [refColumn(kind)]: kind === 'onboarding' ? 'DESC' : 'ASC', surname: 'ASC', id: 'ASC' },
  });
  const shown = showEnded ? people : people.filter((p) => windowOpen(kind, windowEndOf(kind, p), today));
  const list = await loadChecklist(em, kind);
  return (await withTotals(em, kind, list, shown)).map(({ person, tasks }) => presentSubordinate(kind, person, tasks, today));
}

/** GET {kind}/progress/all?page&pageSize&q&show_ended (HR, {kind}_tasks_read): everyone with a reference date, paged in SQL. */
export async function listAllProgress(ctx: AppContext, kind: ChecklistKind, q: z.infer<typeof progressAllQuery>) {
  const em = ctx.ds.manager;
  const today = todayOf();
  const col = refColumn(kind);
  const query = em.getRepository(User).createQueryBuilder('u').where('u.deleted_at IS NULL').andWhere(`u.${col} IS NOT NULL`);
  if (!q.show_ended) {
    // The window (windowOpen): the contract end today or later; the probation end (stored, or start + 3 months) still in the future.
    if (kind === 'offboarding') query.andWhere('u.contract_end_date >= :today', { today });
    else query.andWhere('(u.probation_end_date > :today OR (u.probation_end_date IS NULL AND u.start_work_date > :from))', { today, from: shiftBack(today) });
  }
  if (q.q) query.andWhere("(LOWER(u.name) LIKE :like ESCAPE '\\' OR LOWER(u.surname) LIKE :like ESCAPE '\\' OR LOWER(u.email) LIKE :like ESCAPE '\\')", { like: `%${q.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%` });
  const totalCount = await query.getCount();
  const people = await query.orderBy(`u.${col}`, kind === 'onboarding' ? 'DESC' : 'ASC').addOrderBy('u.id', 'ASC').skip(offsetOf(q.page, q.pageSize)).take(q.pageSize).getMany();
  const managerIds = [...new Set(people.map((p) => p.manager_id).filter((m): m is number => m !== null))];
  const managers = new Map((managerIds.length ? await em.getRepository(User).createQueryBuilder('m').whereInIds(managerIds).getMany() : []).map((m) => [m.id, `${m.name} ${m.surname}`]));
  const rows = await withTotals(em, kind, await loadChecklist(em, kind), people);
  return {
    currentPage: q.page,
    totalCount,
    data: rows.map(({ person, tasks }) => presentProgressAllRow(kind, person, tasks, today, person.manager_id !== null ? (managers.get(person.manager_id) ?? null) : null)),
  };
}

/** The start date whose start + 3 months is today: a later start's probation end is still in the future (for rows without a stored probation end). */
function shiftBack(today: string): string {
  const [y, m, d] = today.split('-').map(Number);
  return new Date(Date.UTC(y, m - 4, d)).toISOString().slice(0, 10);
}

/** A person on the checklist. @throws 404 {kind}_person_not_found */
async function requirePerson(em: EntityManager, kind: ChecklistKind, id: number) {
  const u = await em.getRepository(User).findOneBy({ id, deleted_at: IsNull() });
  const reference = u && referenceDateOf(kind, u);
  if (!u || !reference) throw new AppError(`${kind}_person_not_found`, 404);
  return { person: u, reference };
}

/** One person's checklist as the caller sees it. @throws {kind}_person_not_found | missing_permissions */
async function progressIn(em: EntityManager, caller: Actor, kind: ChecklistKind, userId: number) {
  const { person, reference } = await requirePerson(em, kind, userId);
  const list = await loadChecklist(em, kind);
  const done = await completedBy(em, [person.id], list.flatMap((c) => c.tasks.map((t) => t.id)));
  const tasks = personTasks(list, reference, done.get(person.id) ?? new Set());
  const roles = await rolesOf(em, caller.id);
  const facts = (t: (typeof tasks)[number]) => taskFactsOf(kind, person, t.task);
  assertCanSeeProgress(caller, roles, { id: person.id, managerId: person.manager_id }, kind, tasks.map(facts));
  return { person, reference, tasks, view: presentProgress(kind, person, reference, tasks, todayOf(), (t) => canToggleTask(caller, roles, facts(t))) };
}

/** GET {kind}/progress/{id}. */
export async function personProgress(ctx: AppContext, caller: Actor, kind: ChecklistKind, userId: number) {
  return (await progressIn(ctx.ds.manager, caller, kind, userId)).view;
}

/**
 * Sets one task of one person to `completed` (toggle when undefined) inside `em`; the card's "Mark done" passes
 * true so pressing twice changes nothing. @returns whether it is completed now and whether anything changed.
 */
export async function setTaskDone(em: EntityManager, caller: Actor, kind: ChecklistKind, userId: number, taskId: number, completed?: boolean) {
  const { person, reference } = await requirePerson(em, kind, userId);
  const task = await requireTask(em, kind, taskId);
  if (task.applies_from !== null && reference < task.applies_from) throw new AppError(`${kind}_task_not_found`, 404);
  assertCanToggleTask(caller, await rolesOf(em, caller.id), taskFactsOf(kind, person, task));
  const repo = em.getRepository(ChecklistProgressRow);
  const existing = await repo.findOneBy({ task_id: taskId, user_id: userId });
  const want = completed ?? !existing;
  if (want === Boolean(existing)) return { completed: want, changed: false };
  if (want) await repo.insert({ task_id: taskId, user_id: userId, completed_by: caller.id, completed_at: new Date() });
  else await repo.delete({ id: existing!.id });
  return { completed: want, changed: true };
}

/** PUT {kind}/progress/toggle {user_id, task_id}: flips the task; replies the person's checklist. */
export async function toggleTask(ctx: AppContext, caller: Actor, kind: ChecklistKind, userId: number, taskId: number) {
  const result = await inTransaction(ctx.ds, async (em) => {
    const r = await setTaskDone(em, caller, kind, userId, taskId);
    return { ...r, progress: (await progressIn(em, caller, kind, userId)).view };
  });
  ctx.events.publish('checklist.toggled', { kind, userId, taskId, completed: result.completed, actorId: caller.id });
  return result;
}
