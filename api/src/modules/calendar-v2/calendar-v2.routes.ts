/**
 * The v2 calendar (spec 2 §7 Calendar, base /api/v2/calendar): GET events, events/:id/details
 * (also events/{countryCode}/details?date=), events/template (Cache-Control no-store), events/colors,
 * GET/PUT filters, GET/PUT viewers. GET events answers in the spec's form or, with `format=compact`,
 * in the compact form (calendar-v2.month.ts, contracts/calendar-month.ts). Every call needs
 * event_types_read, the calendar's permission (spec 2 §2, /agenda; 403 missing_permissions without it);
 * what the caller sees follows the visibility rule of calendar-v2.events.ts.
 */
import { z } from 'zod';
import type { AppContext } from '../../context';
import {
  calendarFilters, detailsParams, detailsQuery, eventTemplate, itemDetailsReply, saveFiltersBody, saveViewersBody, typeColour, viewerItem,
} from '../../contracts/calendar-v2';
import { calendarMonthQuery, calendarMonthReply } from '../../contracts/calendar-month';
import { dataVersion } from '../../db/raw';
import { ReplyCache } from '../../http/reply-cache';
import type { Api } from '../../http/route';
import { itemDetails } from './calendar-v2.details';
import { calendarEvents, calendarMonthCompact } from './calendar-v2.month';
import { colours, filters, saveFilters, saveViewers, template, viewers } from './calendar-v2.settings';

/**
 * Months as sent, until the database changes (http/reply-cache.ts): 40 months, about 64 MB. A reply
 * depends on the query, on whom the caller sees (everyone with all_events_read) and on whose working
 * addresses (everyone's with users_read_sensitive_info): one entry per query for callers who see
 * everything, one per caller otherwise.
 */
const months = new ReplyCache(40, 64 * 1024 * 1024);

/** The calendar's permission (spec 2 §2): event_types_write implies it. */
const calendar = { anyOf: ['event_types_read' as const] };

/** Declares the /api/v2/calendar routes. */
export function registerCalendarV2({ v2 }: Api, ctx: AppContext): void {
  const em = () => ctx.ds.manager;
  v2.add({
    method: 'get', path: '/calendar/events',
    summary: 'Calendar items of a month (Event, Overtime, OnCall, PublicHoliday) visible to the caller, filtered (comma lists); format=compact: people and types once, items as rows', access: calendar,
    query: calendarMonthQuery, response: calendarMonthReply,
    handler: ({ user, query, req, res }) => {
      const everything = user.permissions.has('all_events_read') && user.permissions.has('users_read_sensitive_info');
      const key = JSON.stringify([everything ? 'all' : user.id, query]);
      const build = (): Promise<object> => (query.format === 'compact' ? calendarMonthCompact(em(), user, query) : calendarEvents(em(), user, query));
      return months.serve(req, res, key, dataVersion(em()), build);
    },
  });
  v2.add({
    method: 'get', path: '/calendar/events/template', summary: 'New-event form data: categories with types, subordinates, substitutes (never cached)', access: calendar, response: eventTemplate,
    handler: ({ user, res }) => {
      res.setHeader('Cache-Control', 'no-store');
      return template(em(), user);
    },
  });
  v2.add({ method: 'get', path: '/calendar/events/colors', summary: 'Colours per event type and per kind', access: calendar, response: z.object({ data: z.array(typeColour) }), handler: () => colours(em()) });
  v2.add({
    method: 'get', path: '/calendar/events/:id/details', summary: 'One item (?type=Event|Overtime|OnCall) or a public holiday (id = country code, ?date=)', access: calendar,
    params: detailsParams, query: detailsQuery, response: itemDetailsReply, handler: ({ user, params, query }) => itemDetails(em(), user, params.id, query),
  });
  v2.add({ method: 'get', path: '/calendar/filters', summary: "The caller's saved calendar filters", access: calendar, response: calendarFilters, handler: ({ user }) => filters(em(), user) });
  v2.add({
    method: 'put', path: '/calendar/filters', summary: 'Save the calendar filters (lists with checked, or lists of checked values)', access: calendar,
    body: saveFiltersBody, response: calendarFilters, handler: ({ user, body }) => saveFilters(ctx, user, body),
  });
  v2.add({ method: 'get', path: '/calendar/viewers', summary: "Colleagues and whether they see the caller's calendar", access: calendar, response: z.object({ data: z.array(viewerItem) }), handler: ({ user }) => viewers(em(), user) });
  v2.add({
    method: 'put', path: '/calendar/viewers', summary: "Set who sees the caller's calendar (list of user ids)", access: calendar,
    body: saveViewersBody, response: z.object({ message: z.string(), data: z.array(viewerItem) }), handler: ({ user, body }) => saveViewers(ctx, user, body),
  });
}
