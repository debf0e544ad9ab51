/**
 * v1 routes of event categories and event types (spec 2 §7 "Event types", "Categories"): reading
 * needs event_types_read, every change event_types_write (spec 2 §6).
 */
import { z } from 'zod';
import type { AppContext } from '../../context';
import { okReply } from '../../contracts/common';
import {
  activeBody, categoriesQuery, category, categoryBody, editFields, editFieldsBody, eventType, eventTypeBody, eventTypesQuery, PSEUDO_EVENT_TYPE_LIST, unattendanceCode,
} from '../../contracts/event-types';
import { ApiRouter, idParams, type Api } from '../../http/route';
import * as s from './event-types.service';

const read = { anyOf: ['event_types_read' as const] };
const write = { anyOf: ['event_types_write' as const] };

/** The record routes categories and types share, each summary as the spec words it. */
interface RecordRoutes<B extends z.ZodType> {
  /** Collection path, e.g. `/event-categories`. */
  path: string;
  body: B;
  response: z.ZodType;
  /** Reply message of a delete. */
  deletedMessage: string;
  summaries: { get: string; create: string; update: string; active: string; remove: string };
  get: (id: number) => Promise<unknown>;
  create: (body: z.infer<B>) => Promise<unknown>;
  update: (id: number, body: z.infer<B>) => Promise<unknown>;
  setActive: (id: number, active: boolean) => Promise<unknown>;
  remove: (id: number) => Promise<void>;
}

/** GET path/:id, POST path (201), PUT path/:id, PATCH path/:id/active, DELETE path/:id. */
function addRecordRoutes<B extends z.ZodType>(v1: ApiRouter, r: RecordRoutes<B>): void {
  // `as z.infer<B>`: the router's parsed-body type stays unresolved for a generic schema; it is B's output.
  const { path, body, response, summaries } = r;
  v1.add({ method: 'get', path: `${path}/:id`, summary: summaries.get, access: read, params: idParams, response, handler: ({ params }) => r.get(params.id) });
  v1.add({ method: 'post', path, summary: summaries.create, access: write, status: 201, body, response, handler: ({ body: b }) => r.create(b as z.infer<B>) });
  v1.add({
    method: 'put', path: `${path}/:id`, summary: summaries.update, access: write, params: idParams, body, response,
    handler: ({ params, body: b }) => r.update(params.id, b as z.infer<B>),
  });
  v1.add({
    method: 'patch', path: `${path}/:id/active`, summary: summaries.active, access: write, params: idParams, body: activeBody, response,
    handler: ({ params, body: b }) => r.setActive(params.id, b.active),
  });
  v1.add({
    method: 'delete', path: `${path}/:id`, summary: summaries.remove, access: write, params: idParams, response: okReply,
    handler: async ({ params }) => {
      await r.remove(params.id);
      return { message: r.deletedMessage };
    },
  });
}

/** Declares /api/v1/event-categories and /api/v1/event-types. */
export function registerEventTypeRoutes({ v1 }: Api, ctx: AppContext): void {
  s.registerEventTypeChainUsage();
  v1.add({
    method: 'get', path: '/event-categories', summary: 'Event categories by name (includeDisabled=true for disabled ones too)', access: read,
    query: categoriesQuery, response: z.array(category), handler: ({ query }) => s.listCategories(ctx, query.includeDisabled),
  });
  addRecordRoutes(v1, {
    path: '/event-categories', body: categoryBody, response: category, deletedMessage: 'event_category_deleted',
    summaries: {
      get: 'One event category', create: 'Add an event category', update: 'Edit an event category',
      active: 'Enable or disable an event category', remove: 'Delete an event category without types (409 event_category_has_event_types)',
    },
    get: (id) => s.getCategory(ctx, id),
    create: (body) => s.createCategory(ctx, body),
    update: (id, body) => s.updateCategory(ctx, id, body),
    setActive: (id, active) => s.setCategoryActive(ctx, id, active),
    remove: (id) => s.deleteCategory(ctx, id),
  });

  v1.add({
    method: 'get', path: '/event-types', summary: 'Event types by category and name (categoryId, includeDisabled)', access: read, query: eventTypesQuery, response: z.array(eventType),
    handler: ({ query }) => s.listEventTypes(ctx, query),
  });
  v1.add({
    method: 'get', path: '/event-types/unattendance', summary: 'Unattendance (timesheet) codes: the known Lithuanian ones and those in use', access: read,
    response: z.array(unattendanceCode), handler: () => s.unattendanceCodes(ctx),
  });
  v1.add({
    method: 'get', path: '/event-types/pseudo', summary: 'Pseudo event types of calendar filters (business trips -1, overtimes -2, on-calls -3)', access: read,
    response: z.array(z.object({ id: z.number().int(), name: z.string() })), handler: () => [...PSEUDO_EVENT_TYPE_LIST],
  });
  // After the static /event-types/unattendance and /pseudo, which /event-types/:id would shadow.
  addRecordRoutes(v1, {
    path: '/event-types', body: eventTypeBody, response: eventType, deletedMessage: 'event_type_deleted',
    summaries: {
      get: 'One event type with its edit fields', create: 'Add an event type (chain required when approval is needed)', update: 'Edit an event type',
      active: 'Enable or disable an event type', remove: 'Delete an event type without active events (409 event_type_has_active_events)',
    },
    get: (id) => s.getEventType(ctx, id),
    create: (body) => s.createEventType(ctx, body),
    update: (id, body) => s.updateEventType(ctx, id, body),
    setActive: (id, active) => s.setEventTypeActive(ctx, id, active),
    remove: (id) => s.deleteEventType(ctx, id),
  });
  v1.add({
    method: 'get', path: '/event-types/:id/edit-fields', summary: 'What owners may change on events of the type', access: read, params: idParams, response: editFields,
    handler: ({ params }) => s.getEditFields(ctx, params.id),
  });
  v1.add({
    method: 'put', path: '/event-types/:id/edit-fields', summary: 'Set what owners may change on events of the type', access: write, params: idParams, body: editFieldsBody, response: editFields,
    handler: ({ params, body }) => s.setEditFields(ctx, params.id, body),
  });
}
