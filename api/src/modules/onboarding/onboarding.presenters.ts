/**
 * Reply shapes of the onboarding and offboarding checklists (spec 3 §3), typed with api/src/contracts/onboarding.ts.
 * Services load and decide; these only shape.
 */
import type { z } from 'zod';
import type { ChecklistCategory, ChecklistKind, ChecklistNotification, ChecklistTask, PersonProgress, Subordinate, progressAllRow } from '../../contracts/onboarding';
import type { User } from '../users/users.entities';
import { probationEndOf, type PersonTask, windowEndOf, windowOpen } from './onboarding.checklist';
import type { ChecklistCategoryRow, ChecklistNotificationRow, ChecklistTaskRow } from './onboarding.entities';
import { responsibleOf } from './onboarding.policy';

export const presentCategory = (c: ChecklistCategoryRow, tasksCount: number): ChecklistCategory => ({
  id: c.id, name: c.name, seconds_to_complete: Number(c.seconds_to_complete), tasks_count: tasksCount,
});

export const presentTask = (t: ChecklistTaskRow, roleName: string | null, notificationsCount: number): ChecklistTask => ({
  id: t.id,
  name: t.name,
  category_id: t.category_id,
  role_id: t.role_id ?? null,
  role_name: roleName,
  is_assigned_to_offboarder: Boolean(t.is_assigned_to_offboarder),
  add_to_ongoing: t.applies_from === null,
  notifications_count: notificationsCount,
});

export const presentNotification = (n: ChecklistNotificationRow): ChecklistNotification => ({
  id: n.id, task_id: n.task_id, seconds_prior_to_completion: Number(n.seconds_prior_to_completion), daily: Boolean(n.daily),
});

type PersonRow = Pick<User, 'id' | 'name' | 'surname' | 'email' | 'start_work_date' | 'probation_end_date' | 'contract_end_date'>;

/** A subordinate row with the checklist's completed/total; `ended` when the window end is before `today`. */
export function presentSubordinate(kind: ChecklistKind, u: PersonRow, tasks: PersonTask[], today: string): Subordinate {
  const end = windowEndOf(kind, u);
  return {
    id: u.id,
    name: u.name,
    surname: u.surname,
    email: u.email,
    start_work_date: u.start_work_date,
    probation_end_date: probationEndOf(u),
    contract_end_date: u.contract_end_date,
    completed: tasks.filter((t) => t.completed).length,
    total: tasks.length,
    ended: !windowOpen(kind, end, today),
  };
}

export const presentProgressAllRow = (kind: ChecklistKind, u: PersonRow, tasks: PersonTask[], today: string, managerName: string | null): z.infer<typeof progressAllRow> => ({
  ...presentSubordinate(kind, u, tasks, today),
  manager_name: managerName,
});

/** One person's checklist, categories in order, with what the caller may tick (`canToggle` per task). */
export function presentProgress(kind: ChecklistKind, u: PersonRow, reference: string, tasks: PersonTask[], today: string, canToggle: (t: PersonTask) => boolean): PersonProgress {
  const byCategory = new Map<number, PersonTask[]>();
  for (const t of tasks) byCategory.set(t.category.id, [...(byCategory.get(t.category.id) ?? []), t]);
  return {
    user: { id: u.id, name: u.name, surname: u.surname, email: u.email },
    reference_date: reference,
    categories: [...byCategory.values()].map((list) => {
      const c = list[0].category;
      return {
        id: c.id,
        name: c.name,
        seconds_to_complete: Number(c.seconds_to_complete),
        completed: list.filter((t) => t.completed).length,
        total: list.length,
        tasks_in_category: list.map((t) => ({
          task_id: t.task.id,
          task_name: t.task.name,
          completed: t.completed,
          deadline: t.deadline,
          overdue: !t.completed && t.deadline < today,
          responsible: responsibleOf({ kind, roleId: t.task.role_id, isAssignedToOffboarder: Boolean(t.task.is_assigned_to_offboarder) }),
          role_name: t.task.role_name,
          can_toggle: canToggle(t),
        })),
      };
    }),
  };
}

