/**
 * Chain administration routes (spec 2 §7 Chains admin, v1). Reading needs chain_read; every change
 * needs chain_write (settings_write implies both) — the sets live in chains.policy.ts (CHAIN_ACCESS). Literal paths (`/chains/mapping`,
 * `/chains/items/...`) are declared before `/chains/:id` so they are never taken for an id.
 */
import { z } from 'zod';
import type { AppContext } from '../../context';
import { okReply } from '../../contracts/common';
import {
  chain, chainBody, chainIdParams, chainItem, chainItemBody, chainItemParams, chainMapping, chainMappingBody, chainWithItems,
  notification, notificationBody, task, taskBody,
} from '../../contracts/chains';
import { AppError } from '../../http/errors';
import type { Api } from '../../http/route';
import * as items from './chains.items';
import { CHAIN_ACCESS } from './chains.policy';
import * as chains from './chains.service';

const { read, write, mappingRead, mappingWrite } = CHAIN_ACCESS;
const idFromBody = (id: number | undefined) => {
  if (!id) throw new AppError('provided_invalid_data', 400, { fields: [{ path: 'id', message: 'required' }] });
  return id;
};

/** Declares the chain administration routes. */
export function registerChains({ v1 }: Api, ctx: AppContext): void {
  // mapping (spec 2 §5 Chain mapping)
  v1.add({ method: 'get', path: '/chains/mapping', summary: 'Chain of every request type', access: mappingRead, response: z.array(chainMapping), handler: () => chains.getMappings(ctx) });
  v1.add({
    method: 'patch', path: '/chains/mapping', summary: 'Set chains of request types (one chain serves one type: duplicate_chain_mapping)',
    access: mappingWrite, body: chainMappingBody, response: z.array(chainMapping),
    handler: ({ body }) => chains.setMappings(ctx, body),
  });

  // tasks
  v1.add({ method: 'get', path: '/chains/items/tasks/:id', summary: 'One chain item task', access: read, params: chainIdParams, response: task, handler: ({ params }) => items.getTask(ctx, params.id) });
  v1.add({ method: 'put', path: '/chains/items/tasks/:id', summary: 'Edit a chain item task', access: write, params: chainIdParams, body: taskBody, response: task, handler: ({ params, body }) => items.updateTask(ctx, params.id, body) });
  v1.add({ method: 'delete', path: '/chains/items/tasks/:id', summary: 'Delete a chain item task', access: write, params: chainIdParams, response: okReply, handler: ({ params }) => items.deleteTask(ctx, params.id) });
  v1.add({ method: 'get', path: '/chains/items/:id/tasks', summary: 'Tasks of a chain item', access: read, params: chainIdParams, response: z.array(task), handler: ({ params }) => items.listTasks(ctx, params.id) });
  v1.add({ method: 'post', path: '/chains/items/:id/tasks', summary: 'Add a task to a chain item', access: write, status: 201, params: chainIdParams, body: taskBody, response: task, handler: ({ params, body }) => items.createTask(ctx, params.id, body) });
  v1.add({ method: 'put', path: '/chains/items/:id/tasks', summary: 'Edit a task of the item (body carries the task id)', access: write, params: chainIdParams, body: taskBody, response: task, handler: ({ params, body }) => items.updateTask(ctx, idFromBody(body.id), body, params.id) });

  // notifications
  v1.add({ method: 'put', path: '/chains/items/notifications/:id', summary: 'Edit a chain item notification', access: write, params: chainIdParams, body: notificationBody, response: notification, handler: ({ params, body }) => items.updateNotification(ctx, params.id, body) });
  v1.add({ method: 'delete', path: '/chains/items/notifications/:id', summary: 'Delete a chain item notification', access: write, params: chainIdParams, response: okReply, handler: ({ params }) => items.deleteNotification(ctx, params.id) });
  v1.add({ method: 'get', path: '/chains/items/:id/notifications', summary: 'Notification schedules of a chain item (HH:mm UTC)', access: read, params: chainIdParams, response: z.array(notification), handler: ({ params }) => items.listNotifications(ctx, params.id) });
  v1.add({
    method: 'post', path: '/chains/items/:id/notifications', summary: 'Add a notification schedule (week_day 1–7, month_day 1–31, daily)', access: write, status: 201,
    params: chainIdParams, body: notificationBody, response: notification, handler: ({ params, body }) => items.createNotification(ctx, params.id, body),
  });
  v1.add({ method: 'put', path: '/chains/items/:id/notifications', summary: 'Edit a notification of the item (body carries its id)', access: write, params: chainIdParams, body: notificationBody, response: notification, handler: ({ params, body }) => items.updateNotification(ctx, idFromBody(body.id), body, params.id) });

  // items by id
  v1.add({ method: 'get', path: '/chains/items/:id', summary: 'One chain item', access: read, params: chainIdParams, response: chainItem, handler: ({ params }) => items.getItem(ctx.ds.manager, params.id) });
  v1.add({ method: 'put', path: '/chains/items/:id', summary: 'Edit (and move) a chain item', access: write, params: chainIdParams, body: chainItemBody, response: chainItem, handler: ({ params, body }) => items.updateItem(ctx, params.id, body) });
  v1.add({ method: 'patch', path: '/chains/items/:id', summary: 'Edit (and move) a chain item', access: write, params: chainIdParams, body: chainItemBody, response: chainItem, handler: ({ params, body }) => items.updateItem(ctx, params.id, body) });
  v1.add({ method: 'delete', path: '/chains/items/:id', summary: 'Delete a chain item; the rest are renumbered', access: write, params: chainIdParams, response: okReply, handler: ({ params }) => items.deleteItem(ctx, params.id) });

  // chains
  v1.add({ method: 'get', path: '/chains', summary: 'Every chain', access: read, response: z.array(chain), handler: () => chains.listChains(ctx) });
  v1.add({ method: 'post', path: '/chains', summary: 'Create a chain', access: write, status: 201, body: chainBody, response: chain, handler: ({ body }) => chains.createChain(ctx, body) });
  v1.add({ method: 'put', path: '/chains', summary: 'Edit a chain (body carries its id)', access: write, body: chainBody, response: chain, handler: ({ body }) => chains.updateChain(ctx, idFromBody(body.id), body) });
  v1.add({ method: 'get', path: '/chains/:id', summary: 'A chain with its items in order', access: read, params: chainIdParams, response: chainWithItems, handler: ({ params }) => chains.getChain(ctx, params.id) });
  v1.add({ method: 'put', path: '/chains/:id', summary: 'Edit a chain', access: write, params: chainIdParams, body: chainBody, response: chain, handler: ({ params, body }) => chains.updateChain(ctx, params.id, body) });
  v1.add({ method: 'delete', path: '/chains/:id', summary: 'Delete a chain nothing uses (chain_is_in_use otherwise)', access: write, params: chainIdParams, response: okReply, handler: ({ params }) => chains.deleteChain(ctx, params.id) });

  // items of a chain
  v1.add({ method: 'get', path: '/chains/:id/items', summary: 'Items of a chain in order', access: read, params: chainIdParams, response: z.array(chainItem), handler: async ({ params }) => (await chains.getChain(ctx, params.id)).items });
  v1.add({ method: 'post', path: '/chains/:id/items', summary: 'Add an item (order_number -1 or absent = last)', access: write, status: 201, params: chainIdParams, body: chainItemBody, response: chainItem, handler: ({ params, body }) => items.createItem(ctx, params.id, body) });
  v1.add({ method: 'put', path: '/chains/:id/items', summary: 'Edit an item of the chain (body carries its id)', access: write, params: chainIdParams, body: chainItemBody, response: chainItem, handler: ({ params, body }) => items.updateItem(ctx, idFromBody(body.id), body, params.id) });
  v1.add({ method: 'put', path: '/chains/:id/items/:itemId', summary: 'Edit (and move) an item of the chain', access: write, params: chainItemParams, body: chainItemBody, response: chainItem, handler: ({ params, body }) => items.updateItem(ctx, params.itemId, body, params.id) });
  v1.add({ method: 'delete', path: '/chains/:id/items/:itemId', summary: 'Delete an item of the chain; the rest are renumbered', access: write, params: chainItemParams, response: okReply, handler: ({ params }) => items.deleteItem(ctx, params.itemId, params.id) });
}
