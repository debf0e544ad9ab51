/**
 * Onboarding and offboarding routes (spec 3 §7 Onboarding and offboarding) under /api/v1, the same set for each
 * kind: `/onboarding/...` and `/offboarding/...`. Guard (permission) → contract → service → reply with a success
 * key. Admin: onboarding.admin.ts; progress: onboarding.progress.ts; reminders job: onboarding.reminders.ts.
 * Success keys: {kind}_category_added | _updated | _deleted, {kind}_task_added | …, {kind}_notification_added | …,
 * {kind}_task_toggled.
 */
import { z } from 'zod';
import type { AppContext } from '../../context';
import { okReply } from '../../contracts/common';
import {
  category, categoryBody, categoryTasks as categoryTasksReply, CHECKLIST_KINDS, categoryUpdateBody, notification, notificationBody, notificationUpdateBody,
  personProgress, progressAll, progressAllQuery, subordinate, subordinatesQuery, task, taskBody, taskUpdateBody, toggleBody, toggleReply, type ChecklistKind,
} from '../../contracts/onboarding';
import { AppError, registerErrorCodes } from '../../http/errors';
import { idParams, type Access, type Api } from '../../http/route';
import * as admin from './onboarding.admin';
import { permissionsOf } from './onboarding.policy';
import { listAllProgress, listSubordinates, personProgress as progressOf, toggleTask } from './onboarding.progress';
import { registerChecklistReminders } from './onboarding.reminders';

const taskParams = z.object({ id: z.coerce.number().int().positive(), taskId: z.coerce.number().int().positive() });
const notificationParams = z.object({ id: z.coerce.number().int().positive(), notificationId: z.coerce.number().int().positive() });

/** The body's optional `id` (and task_id / category_id) must match the path. @throws 400 provided_invalid_data */
const sameId = (path: number, body?: number) => {
  if (body !== undefined && body !== path) throw new AppError('provided_invalid_data', 400, { fields: [{ path: 'id', message: 'does not match the path' }] });
};

function registerKind(v1: Api['v1'], ctx: AppContext, kind: ChecklistKind): void {
  const p = permissionsOf(kind);
  const READ: Access = { anyOf: [p.read, p.write] };
  const WRITE: Access = { anyOf: [p.write] };
  const base = `/${kind}`;
  v1.add({
    method: 'get', path: `${base}/subordinates`, summary: `The caller's direct reports on the ${kind} checklist with completed/total; ended ones only with show_ended=true`,
    access: 'user', query: subordinatesQuery, response: z.array(subordinate),
    handler: ({ user, query }) => listSubordinates(ctx, user, kind, query.show_ended),
  });
  v1.add({
    method: 'get', path: `${base}/progress/all`, summary: `Everyone on the ${kind} checklist with completed/total (HR), paged`,
    access: READ, query: progressAllQuery, response: progressAll, handler: ({ query }) => listAllProgress(ctx, kind, query),
  });
  v1.add({
    method: 'put', path: `${base}/progress/toggle`, summary: `Tick or untick a task for a person: the task's role holders, the direct manager${kind === 'offboarding' ? ', the leaving person for tasks assigned to them' : ''} or ${p.write}`,
    access: 'user', body: toggleBody, response: toggleReply,
    handler: async ({ user, body }) => {
      const r = await toggleTask(ctx, user, kind, body.user_id, body.task_id);
      return { message: `${kind}_task_toggled`, completed: r.completed, progress: r.progress };
    },
  });
  v1.add({
    method: 'get', path: `${base}/progress/:id`, summary: `One person's ${kind} checklist per category (sorted by seconds_to_complete): the manager, ${p.read} or a responsible person`,
    access: 'user', params: idParams, response: personProgress, handler: ({ user, params }) => progressOf(ctx, user, kind, params.id),
  });
  v1.add({ method: 'get', path: `${base}/categories`, summary: `${kind} categories with task counts`, access: READ, response: z.array(category), handler: () => admin.listCategories(ctx, kind) });
  v1.add({
    method: 'post', path: `${base}/categories`, summary: `New ${kind} category (name ≤ 255, seconds_to_complete signed)`, access: WRITE, status: 201,
    body: categoryBody, response: z.object({ message: z.string(), category }),
    handler: async ({ body }) => ({ message: `${kind}_category_added`, category: await admin.createCategory(ctx, kind, body) }),
  });
  v1.add({
    method: 'put', path: `${base}/categories/:id`, summary: `Edit a ${kind} category`, access: WRITE, params: idParams, body: categoryUpdateBody,
    response: z.object({ message: z.string(), category }),
    handler: async ({ params, body }) => {
      sameId(params.id, body.id);
      return { message: `${kind}_category_updated`, category: await admin.updateCategory(ctx, kind, params.id, body) };
    },
  });
  v1.add({
    method: 'delete', path: `${base}/categories/:id`, summary: `Delete a ${kind} category without tasks (409 ${kind}_category_has_tasks)`, access: WRITE, params: idParams, response: okReply,
    handler: async ({ params }) => {
      await admin.deleteCategory(ctx, kind, params.id);
      return { message: `${kind}_category_deleted` };
    },
  });
  v1.add({
    method: 'get', path: `${base}/categories/:id/tasks`, summary: `A ${kind} category and its tasks`, access: READ, params: idParams, response: categoryTasksReply,
    handler: ({ params }) => admin.categoryTasks(ctx, kind, params.id),
  });
  v1.add({
    method: 'post', path: `${base}/categories/:id/tasks`, summary: `New ${kind} task (role_id null = the direct manager; add_to_ongoing adds it to people already on the checklist)`,
    access: WRITE, status: 201, params: idParams, body: taskBody, response: z.object({ message: z.string(), task }),
    handler: async ({ params, body }) => {
      sameId(params.id, body.category_id);
      return { message: `${kind}_task_added`, task: await admin.createTask(ctx, kind, params.id, body) };
    },
  });
  v1.add({
    method: 'put', path: `${base}/categories/:id/tasks/:taskId`, summary: `Edit a ${kind} task`, access: WRITE, params: taskParams, body: taskUpdateBody,
    response: z.object({ message: z.string(), task }),
    handler: async ({ params, body }) => {
      sameId(params.taskId, body.id);
      sameId(params.id, body.category_id);
      return { message: `${kind}_task_updated`, task: await admin.updateTask(ctx, kind, params.id, params.taskId, body) };
    },
  });
  v1.add({
    method: 'delete', path: `${base}/categories/:id/tasks/:taskId`, summary: `Delete a ${kind} task with its notifications and completions`, access: WRITE, params: taskParams, response: okReply,
    handler: async ({ params }) => {
      await admin.deleteTask(ctx, kind, params.id, params.taskId);
      return { message: `${kind}_task_deleted` };
    },
  });
  v1.add({
    method: 'get', path: `${base}/tasks/:id/notifications`, summary: `Notifications of a ${kind} task`, access: READ, params: idParams, response: z.array(notification),
    handler: ({ params }) => admin.listNotifications(ctx, kind, params.id),
  });
  v1.add({
    method: 'post', path: `${base}/tasks/:id/notifications`, summary: `New notification of a ${kind} task (seconds before the deadline, daily until done)`, access: WRITE, status: 201,
    params: idParams, body: notificationBody, response: z.object({ message: z.string(), notification }),
    handler: async ({ params, body }) => {
      sameId(params.id, body.task_id);
      return { message: `${kind}_notification_added`, notification: await admin.createNotification(ctx, kind, params.id, body) };
    },
  });
  v1.add({
    method: 'put', path: `${base}/tasks/:id/notifications/:notificationId`, summary: `Edit a notification of a ${kind} task`, access: WRITE,
    params: notificationParams, body: notificationUpdateBody, response: z.object({ message: z.string(), notification }),
    handler: async ({ params, body }) => {
      sameId(params.notificationId, body.id);
      sameId(params.id, body.task_id);
      return { message: `${kind}_notification_updated`, notification: await admin.updateNotification(ctx, kind, params.id, params.notificationId, body) };
    },
  });
  v1.add({
    method: 'delete', path: `${base}/tasks/:id/notifications/:notificationId`, summary: `Delete a notification of a ${kind} task`, access: WRITE, params: notificationParams, response: okReply,
    handler: async ({ params }) => {
      await admin.deleteNotification(ctx, kind, params.id, params.notificationId);
      return { message: `${kind}_notification_deleted` };
    },
  });
}

/** Declares the onboarding and offboarding routes, their error codes and the reminders job. */
export function registerOnboarding({ v1 }: Api, ctx: AppContext): void {
  registerErrorCodes(admin.checklistErrors());
  registerChecklistReminders();
  for (const kind of CHECKLIST_KINDS) registerKind(v1, ctx, kind);
}
