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
import { idParams } from '../../http/route';
import type { Api } from '../index';
import * as s from './event-types.service';

const read = { anyOf: ['event_types_read' as const] };
const write = { anyOf: ['event_types_write' as const] };

/** Declares /api/v1/event-categories and /api/v1/event-types. */
export function registerEventTypeRoutes({ v1 }: Api, ctx: AppContext): void {
  s.registerEventTypeChainUsage();
  v1.add({
    method: 'get', path: '/event-categories', summary: 'Event categories by name (includeDisabled=true for disabled ones too)', access: read,
    query: categoriesQuery, response: z.array(category), handler: ({ query }) => s.listCategories(ctx, query.includeDisabled),
  });
  v1.add({
    method: 'get', path: '/event-categories/:id', summary: 'One event category', access: read, params: idParams, response: category,
    handler: ({ params }) => s.getCategory(ctx, params.id),
  });
  v1.add({
    method: 'post', path: '/event-categories', summary: 'Add an event category', access: write, status: 201, body: categoryBody, response: category,
    handler: ({ body }) => s.createCategory(ctx, body),
  });
  v1.add({
    method: 'put', path: '/event-categories/:id', summary: 'Edit an event category', access: write, params: idParams, body: categoryBody, response: category,
    handler: ({ params, body }) => s.updateCategory(ctx, params.id, body),
  });
  v1.add({
    method: 'patch', path: '/event-categories/:id/active', summary: 'Enable or disable an event category', access: write, params: idParams, body: activeBody, response: category,
    handler: ({ params, body }) => s.setCategoryActive(ctx, params.id, body.active),
  });
  v1.add({
    method: 'delete', path: '/event-categories/:id', summary: 'Delete an event category without types (409 event_category_has_event_types)', access: write, params: idParams, response: okReply,
    handler: async ({ params }) => {
      await s.deleteCategory(ctx, params.id);
      return { message: 'event_category_deleted' };
    },
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
  v1.add({
    method: 'get', path: '/event-types/:id', summary: 'One event type with its edit fields', access: read, params: idParams, response: eventType,
    handler: ({ params }) => s.getEventType(ctx, params.id),
  });
  v1.add({
    method: 'post', path: '/event-types', summary: 'Add an event type (chain required when approval is needed)', access: write, status: 201, body: eventTypeBody, response: eventType,
    handler: ({ body }) => s.createEventType(ctx, body),
  });
  v1.add({
    method: 'put', path: '/event-types/:id', summary: 'Edit an event type', access: write, params: idParams, body: eventTypeBody, response: eventType,
    handler: ({ params, body }) => s.updateEventType(ctx, params.id, body),
  });
  v1.add({
    method: 'patch', path: '/event-types/:id/active', summary: 'Enable or disable an event type', access: write, params: idParams, body: activeBody, response: eventType,
    handler: ({ params, body }) => s.setEventTypeActive(ctx, params.id, body.active),
  });
  v1.add({
    method: 'delete', path: '/event-types/:id', summary: 'Delete an event type without active events (409 event_type_has_active_events)', access: write, params: idParams, response: okReply,
    handler: async ({ params }) => {
      await s.deleteEventType(ctx, params.id);
      return { message: 'event_type_deleted' };
    },
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
