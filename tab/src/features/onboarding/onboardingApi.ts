/**
 * Onboarding and offboarding calls (spec 3 §7; contracts/onboarding.ts) as react-query hooks, one set per `kind`
 * (`/api/v1/onboarding/...` or `/api/v1/offboarding/...`): subordinates, one person's progress, toggle, HR's
 * progress/all, categories, tasks and task notifications. Every write re-reads the kind's queries.
 */
import type {
  CategoryBody, ChecklistCategory, ChecklistKind, ChecklistNotification, ChecklistTask, PersonProgress, Subordinate, TaskBody, progressAll,
} from '@contracts/onboarding';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../lib/api';

export type { ChecklistCategory, ChecklistKind, ChecklistNotification, ChecklistTask, PersonProgress, Subordinate };
export type ProgressAll = z.infer<typeof progressAll>;

export const checklistKeys = {
  all: (kind: ChecklistKind) => ['checklist', kind] as const,
  subordinates: (kind: ChecklistKind, showEnded: boolean) => ['checklist', kind, 'subordinates', showEnded] as const,
  progress: (kind: ChecklistKind, userId: number) => ['checklist', kind, 'progress', userId] as const,
  categories: (kind: ChecklistKind) => ['checklist', kind, 'categories'] as const,
  tasks: (kind: ChecklistKind, categoryId: number) => ['checklist', kind, 'tasks', categoryId] as const,
  notifications: (kind: ChecklistKind, taskId: number) => ['checklist', kind, 'notifications', taskId] as const,
};

const base = (kind: ChecklistKind) => `/api/v1/${kind}`;

/** GET {kind}/subordinates?show_ended. */
export const useSubordinates = (kind: ChecklistKind, showEnded: boolean, opts: { enabled?: boolean; ownAccess?: boolean } = {}) =>
  useQuery({
    queryKey: checklistKeys.subordinates(kind, showEnded),
    queryFn: () => api<Subordinate[]>(`${base(kind)}/subordinates`, { query: { show_ended: showEnded } }),
    enabled: opts.enabled ?? true,
    meta: opts.ownAccess ? { ownAccess: true } : undefined,
    staleTime: 30_000,
  });

/** GET {kind}/progress/{id}. */
export const useProgress = (kind: ChecklistKind, userId: number) =>
  useQuery({ queryKey: checklistKeys.progress(kind, userId), queryFn: () => api<PersonProgress>(`${base(kind)}/progress/${userId}`) });

/** GET {kind}/progress/all?page&pageSize&show_ended (HR). */
export const useProgressAll = (kind: ChecklistKind, p: { page: number; pageSize: number; showEnded: boolean; enabled: boolean; ownAccess?: boolean }) =>
  useQuery({
    queryKey: [...checklistKeys.all(kind), 'all', p.page, p.pageSize, p.showEnded],
    queryFn: () => api<ProgressAll>(`${base(kind)}/progress/all`, { query: { page: p.page, pageSize: p.pageSize, show_ended: p.showEnded } }),
    enabled: p.enabled,
    placeholderData: keepPreviousData,
    meta: p.ownAccess ? { ownAccess: true } : undefined,
  });

const useInvalidate = (kind: ChecklistKind) => {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: checklistKeys.all(kind) });
};

/** PUT {kind}/progress/toggle {user_id, task_id}. */
export function useToggleTask(kind: ChecklistKind) {
  const invalidate = useInvalidate(kind);
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { user_id: number; task_id: number }) =>
      api<{ message: string; completed: boolean; progress: PersonProgress }>(`${base(kind)}/progress/toggle`, { method: 'PUT', body }),
    onSuccess: (r, body) => {
      // The reply carries the person's checklist: show it at once, re-read the lists in the background.
      qc.setQueryData(checklistKeys.progress(kind, body.user_id), r.progress);
      void invalidate();
    },
  });
}

/** GET {kind}/categories. */
export const useCategories = (kind: ChecklistKind) =>
  useQuery({ queryKey: checklistKeys.categories(kind), queryFn: () => api<ChecklistCategory[]>(`${base(kind)}/categories`) });

/** POST {kind}/categories or PUT {kind}/categories/{id}. */
export function useSaveCategory(kind: ChecklistKind) {
  const invalidate = useInvalidate(kind);
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: CategoryBody }) =>
      id === undefined
        ? api<{ message: string; category: ChecklistCategory }>(`${base(kind)}/categories`, { method: 'POST', body })
        : api<{ message: string; category: ChecklistCategory }>(`${base(kind)}/categories/${id}`, { method: 'PUT', body: { ...body, id } }),
    onSuccess: invalidate,
  });
}

/** DELETE {kind}/categories/{id} (409 {kind}_category_has_tasks while it has tasks). */
export function useDeleteCategory(kind: ChecklistKind) {
  const invalidate = useInvalidate(kind);
  return useMutation({ mutationFn: (id: number) => api(`${base(kind)}/categories/${id}`, { method: 'DELETE' }), onSuccess: invalidate });
}

/** GET {kind}/categories/{id}/tasks: the category and its tasks. */
export const useCategoryTasks = (kind: ChecklistKind, categoryId: number) =>
  useQuery({
    queryKey: checklistKeys.tasks(kind, categoryId),
    queryFn: () => api<{ category: ChecklistCategory; tasks: ChecklistTask[] }>(`${base(kind)}/categories/${categoryId}/tasks`),
    enabled: Number.isInteger(categoryId) && categoryId > 0,
  });

/** POST {kind}/categories/{id}/tasks or PUT …/tasks/{taskId}. */
export function useSaveTask(kind: ChecklistKind, categoryId: number) {
  const invalidate = useInvalidate(kind);
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: TaskBody }) =>
      id === undefined
        ? api<{ message: string; task: ChecklistTask }>(`${base(kind)}/categories/${categoryId}/tasks`, { method: 'POST', body: { ...body, category_id: categoryId } })
        : api<{ message: string; task: ChecklistTask }>(`${base(kind)}/categories/${categoryId}/tasks/${id}`, { method: 'PUT', body: { ...body, id, category_id: categoryId } }),
    onSuccess: invalidate,
  });
}

/** DELETE {kind}/categories/{id}/tasks/{taskId}. */
export function useDeleteTask(kind: ChecklistKind, categoryId: number) {
  const invalidate = useInvalidate(kind);
  return useMutation({ mutationFn: (taskId: number) => api(`${base(kind)}/categories/${categoryId}/tasks/${taskId}`, { method: 'DELETE' }), onSuccess: invalidate });
}

/** GET {kind}/tasks/{id}/notifications. */
export const useTaskNotifications = (kind: ChecklistKind, taskId: number) =>
  useQuery({ queryKey: checklistKeys.notifications(kind, taskId), queryFn: () => api<ChecklistNotification[]>(`${base(kind)}/tasks/${taskId}/notifications`) });

/** POST or PUT {kind}/tasks/{id}/notifications[/{notificationId}]. */
export function useSaveNotification(kind: ChecklistKind, taskId: number) {
  const invalidate = useInvalidate(kind);
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: { seconds_prior_to_completion: number; daily: boolean } }) =>
      id === undefined
        ? api(`${base(kind)}/tasks/${taskId}/notifications`, { method: 'POST', body: { ...body, task_id: taskId } })
        : api(`${base(kind)}/tasks/${taskId}/notifications/${id}`, { method: 'PUT', body: { ...body, id, task_id: taskId } }),
    onSuccess: invalidate,
  });
}

/** DELETE {kind}/tasks/{id}/notifications/{notificationId} (called with the notification). */
export function useDeleteNotification(kind: ChecklistKind, taskId: number) {
  const invalidate = useInvalidate(kind);
  return useMutation({ mutationFn: (n: ChecklistNotification) => api(`${base(kind)}/tasks/${taskId}/notifications/${n.id}`, { method: 'DELETE' }), onSuccess: invalidate });
}

/** A role for the task's role choice (GET /api/v1/roles). */
export interface RoleOption {
  id: number;
  name: string;
}

/** GET /api/v1/roles (also open to {kind}_tasks_write holders). */
export const useRoleOptions = (enabled: boolean) =>
  useQuery({ queryKey: ['roles'], queryFn: () => api<RoleOption[]>('/api/v1/roles'), enabled, staleTime: 60_000 });
