/**
 * Calendar module registration: event types and categories (event-types.routes.ts), the older
 * calendar's v1 event, substitution, viewer and group calls (spec 2 §7), the `event` request type
 * and the substitute resolver of the approval engine.
 *
 * Access: calendar calls need event_types_read (the calendar route's permission, spec 2 §2); whose
 * events are read or written is decided by calendar.policy.ts, called by the services (owner,
 * owner's manager, viewers, all_events_read); replies are built by calendar.presenters.ts. Substitution answers and viewers are relations of any signed-in user.
 * Substitutions are answered with PATCH /api/v1/users/:id/substitutions/:eventId `{ action }`.
 */
import { z } from 'zod';
import type { AppContext } from '../../context';
import {
  allEventsQuery, cancelEventReply, createEventBody, createEventReply, eventUsage as eventUsageReply, eventUsageQuery, eventView, group, groupBody,
  substitutionBody, substitutionParams, updateEventBody, updateEventReply, userEventParams, userEventsQuery, viewersBody,
} from '../../contracts/calendar';
import { okReply } from '../../contracts/common';
import { personRef } from '../../contracts/users';
import { pagedSchema } from '../../http/paging';
import { idParams, type Api } from '../../http/route';
import { registerEventTypeRoutes } from './event-types.routes';
import { allEvents, eventUsage, upcomingEvents, userEvents } from './events.queries';
import { cancelEvent, createEvents, registerEventRequestType, updateEvent } from './events.service';
import { deleteGroup, getGroup, listGroups, listViewers, saveGroup, setViewers } from './groups';
import { answerSubstitution, listSubstitutions, registerSubstitutes } from './substitutions';

const calendar = { anyOf: ['event_types_read' as const] };

/** Declares every calendar route and plugs the module into the approval engine. */
export function registerCalendar(api: Api, ctx: AppContext): void {
  registerEventRequestType();
  registerSubstitutes();
  registerEventTypeRoutes(api, ctx);
  const { v1 } = api;

  v1.add({
    method: 'get', path: '/users/events', summary: "Everyone's events with filters (start, end, types, statuses, users as comma lists), paged", access: { anyOf: ['all_events_read'] },
    query: allEventsQuery, response: pagedSchema(eventView), handler: ({ user, query }) => allEvents(ctx, user, query),
  });
  v1.add({
    method: 'post', path: '/users/:id/events', summary: 'New event (and one per additional date range) for oneself or, as manager, a subordinate', access: calendar, status: 201,
    params: idParams, body: createEventBody, response: createEventReply, handler: ({ user, params, body }) => createEvents(ctx, user, params.id, body),
  });
  v1.add({
    method: 'get', path: '/users/:id/events', summary: "A user's events overlapping start–end (owner, manager, viewers, all_events_read)", access: calendar,
    params: idParams, query: userEventsQuery, response: z.array(eventView), handler: ({ user, params, query }) => userEvents(ctx, user, params.id, query),
  });
  v1.add({
    method: 'get', path: '/users/:id/events/upcoming', summary: "A user's events that have not ended", access: calendar,
    params: idParams, response: z.array(eventView), handler: ({ user, params }) => upcomingEvents(ctx, user, params.id),
  });
  v1.add({
    method: 'put', path: '/users/:id/events/:eventId', summary: 'Edit an event (owner; the type decides what may change)', access: calendar,
    params: userEventParams, body: updateEventBody, response: updateEventReply, handler: ({ user, params, body }) => updateEvent(ctx, user, params.id, params.eventId, body),
  });
  v1.add({
    method: 'delete', path: '/users/:id/events/:eventId', summary: 'Cancel an event (owner; approved events in a chain ask for approval: reinit)', access: calendar,
    params: userEventParams, response: cancelEventReply, handler: ({ user, params }) => cancelEvent(ctx, user, params.id, params.eventId),
  });
  v1.add({
    method: 'get', path: '/users/:id/event-usage', summary: 'Days used per month and event type (year, event_type_id)', access: calendar,
    params: idParams, query: eventUsageQuery, response: eventUsageReply, handler: ({ user, params, query }) => eventUsage(ctx, user, params.id, query),
  });

  v1.add({
    method: 'get', path: '/users/:id/substitutions', summary: 'Substitutions asked of the user: pending (to confirm) and confirmed, not past', access: 'user',
    params: idParams, response: z.array(eventView), handler: ({ user, params }) => listSubstitutions(ctx, user, params.id),
  });
  v1.add({
    method: 'patch', path: '/users/:id/substitutions/:eventId', summary: 'The substitute confirms (approve) or rejects a substitution', access: 'user',
    params: substitutionParams, body: substitutionBody, response: z.object({ message: z.string(), event: eventView }),
    handler: ({ user, params, body }) => answerSubstitution(ctx, user, params.id, params.eventId, body.action === 'approve'),
  });

  v1.add({
    method: 'get', path: '/users/:id/viewers', summary: "Who may see the user's calendar (owner or all_events_read)", access: 'user',
    params: idParams, response: z.array(personRef), handler: ({ user, params }) => listViewers(ctx, user, params.id),
  });
  v1.add({
    method: 'put', path: '/users/:id/viewers/set', summary: 'Share my calendar with exactly these users', access: 'user',
    params: idParams, body: viewersBody, response: z.object({ message: z.string(), viewers: z.array(personRef) }),
    handler: ({ user, params, body }) => setViewers(ctx, user, params.id, body.viewers),
  });

  v1.add({ method: 'get', path: '/calendar-groups', summary: 'Calendar groups by name', access: calendar, response: z.array(group), handler: () => listGroups(ctx) });
  v1.add({ method: 'get', path: '/calendar-groups/:id', summary: 'One calendar group', access: calendar, params: idParams, response: group, handler: ({ params }) => getGroup(ctx, params.id) });
  v1.add({
    method: 'post', path: '/calendar-groups', summary: 'Add a calendar group', access: calendar, status: 201, body: groupBody, response: group,
    handler: ({ user, body }) => saveGroup(ctx, user, body),
  });
  v1.add({
    method: 'put', path: '/calendar-groups/:id', summary: 'Edit a calendar group (name, exactly these users)', access: calendar, params: idParams, body: groupBody, response: group,
    handler: ({ user, params, body }) => saveGroup(ctx, user, body, params.id),
  });
  v1.add({
    method: 'delete', path: '/calendar-groups/:id', summary: 'Delete a calendar group', access: calendar, params: idParams, response: okReply,
    handler: async ({ params }) => {
      await deleteGroup(ctx, params.id);
      return { message: 'calendar_group_deleted' };
    },
  });
}
