/**
 * The checklist model shared by the admin screens, the progress calls and the reminders (spec 3 §3, §4 Onboarding
 * and offboarding). Choices where the spec is silent (issue 15 item 1):
 * - Reference date: onboarding counts from start_work_date, offboarding from contract_end_date. A task's deadline is
 *   the company day reference + floor(seconds_to_complete / 86400) days; it is overdue from the next day on.
 * - Window: an onboarding person is current while the probation end (the stored probation_end_date, else start +
 *   the company's probation length — PROBATION_MONTHS, default 3, the Lithuanian one of spec 1 §9) is today or later; an offboarding person while contract_end_date
 *   is today or later. Others are "ended" (listed only with show_ended).
 * - A task created without add_to_ongoing applies to people whose reference date is on or after the day it was
 *   created (`applies_from`); with add_to_ongoing it applies to everyone, also people already on the checklist.
 * - Responsibility: offboarding tasks with is_assigned_to_offboarder → the leaving person; a role → the users
 *   holding it (role_id or temp_role_id); no role → the direct manager.
 */
import { In, type EntityManager } from 'typeorm';
import type { ChecklistKind } from '../../contracts/onboarding';
import { SECONDS_PER_DAY } from '../../contracts/onboarding';
import { companyDay } from '../../shared/company-time';
import { Role } from '../roles/roles.entities';
import { User } from '../users/users.entities';
import { probationEnd } from '../users/users.service';
import { ChecklistCategoryRow, ChecklistProgressRow, ChecklistTaskRow } from './onboarding.entities';
import type { TaskFacts } from './onboarding.policy';

/** `date` (YYYY-MM-DD) moved by `n` days. */
export function shiftDay(date: string, n: number): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}

/** Today in the company zone. */
export const todayOf = (now = new Date()) => companyDay(now);

/** Whole days of a seconds value (rounded down: −1 s is the day before). */
export const daysOf = (seconds: number) => Math.floor(seconds / SECONDS_PER_DAY);

/** The person's reference date for a checklist, or null when not set. */
export const referenceDateOf = (kind: ChecklistKind, u: Pick<User, 'start_work_date' | 'contract_end_date'>): string | null =>
  kind === 'onboarding' ? u.start_work_date : u.contract_end_date;

/** The probation end of a person (stored, else start + the probation length, shared/company-rules). */
export const probationEndOf = (u: Pick<User, 'start_work_date' | 'probation_end_date'>): string | null =>
  u.probation_end_date ?? (u.start_work_date ? probationEnd(u.start_work_date) : null);

/** The last day the person is on the checklist's list by default. */
export const windowEndOf = (kind: ChecklistKind, u: Pick<User, 'start_work_date' | 'probation_end_date' | 'contract_end_date'>): string | null =>
  kind === 'onboarding' ? probationEndOf(u) : u.contract_end_date;

/**
 * Whether a person's window is still open on `today` (dates `YYYY-MM-DD`; spec 3 §2): onboarding while the
 * probation end is still in the future, offboarding while the contract end is today or later.
 */
export const windowOpen = (kind: ChecklistKind, end: string | null, today: string): boolean =>
  end !== null && (kind === 'onboarding' ? end > today : end >= today);

/** A category with its tasks, as loaded once per call. */
export interface LoadedCategory {
  row: ChecklistCategoryRow;
  tasks: (ChecklistTaskRow & { role_name: string | null })[];
}

/** Every category of a kind with its tasks, sorted by seconds_to_complete then id (two queries). */
export async function loadChecklist(em: EntityManager, kind: ChecklistKind): Promise<LoadedCategory[]> {
  const cats = await em.getRepository(ChecklistCategoryRow).find({ where: { kind }, order: { seconds_to_complete: 'ASC', id: 'ASC' } });
  if (!cats.length) return [];
  const tasks = await em.getRepository(ChecklistTaskRow).find({ where: { category_id: In(cats.map((c) => c.id)) }, order: { id: 'ASC' } });
  const roleIds = [...new Set(tasks.map((t) => t.role_id).filter((r): r is number => r !== null))];
  const roles = new Map((roleIds.length ? await em.getRepository(Role).findBy({ id: In(roleIds) }) : []).map((r) => [r.id, r.name]));
  return cats.map((row) => ({
    row,
    tasks: tasks.filter((t) => t.category_id === row.id).map((t) => Object.assign(t, { role_name: t.role_id !== null ? (roles.get(t.role_id) ?? null) : null })),
  }));
}

/** Whether a task applies to a person with this reference date. */
export const appliesTo = (t: Pick<ChecklistTaskRow, 'applies_from'>, reference: string) => t.applies_from === null || reference >= t.applies_from;

/** One task of one person's checklist. */
export interface PersonTask {
  category: ChecklistCategoryRow;
  task: ChecklistTaskRow & { role_name: string | null };
  deadline: string;
  completed: boolean;
}

/** The tasks of a person (categories in order), with deadlines and completion. */
export function personTasks(list: LoadedCategory[], reference: string, done: ReadonlySet<number>): PersonTask[] {
  return list.flatMap((c) =>
    c.tasks.filter((t) => appliesTo(t, reference)).map((task) => ({ category: c.row, task, deadline: shiftDay(reference, daysOf(c.row.seconds_to_complete)), completed: done.has(task.id) })),
  );
}

/** Completed task ids per person for these people (one query). */
export async function completedBy(em: EntityManager, userIds: number[], taskIds: number[]): Promise<Map<number, Set<number>>> {
  const out = new Map<number, Set<number>>(userIds.map((id) => [id, new Set()]));
  if (!userIds.length || !taskIds.length) return out;
  const rows = await em.getRepository(ChecklistProgressRow).findBy({ user_id: In(userIds), task_id: In(taskIds) });
  for (const r of rows) out.get(r.user_id)?.add(r.task_id);
  return out;
}

/** The policy's facts of a task for a person. */
export const taskFactsOf = (kind: ChecklistKind, person: Pick<User, 'id' | 'manager_id'>, t: Pick<ChecklistTaskRow, 'role_id' | 'is_assigned_to_offboarder'>): TaskFacts => ({
  kind, personId: person.id, managerId: person.manager_id, roleId: t.role_id, isAssignedToOffboarder: t.is_assigned_to_offboarder,
});

/** The roles a user holds (role_id and temp_role_id). */
export async function rolesOf(em: EntityManager, userId: number): Promise<Set<number>> {
  const u = await em.getRepository(User).findOne({ where: { id: userId }, select: { id: true, role_id: true, temp_role_id: true } });
  return new Set([u?.role_id, u?.temp_role_id].filter((r): r is number => typeof r === 'number'));
}
