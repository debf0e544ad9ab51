/**
 * Event lists of the older calendar (spec 2 §2 Calendar (older), §7 v1 events): a user's events,
 * everyone's events for all_events_read (filters and paging in SQL), upcoming events and the monthly
 * usage the event form checks against times_per_month_per_user.
 */
import type { AppContext } from '../../context';
import type { AuthUser } from '../../http/auth';
import { offsetOf, Paged } from '../../http/paging';
import type { EventView } from '../../contracts/calendar';
import { companyDayStart, companyYear } from '../../shared/company-time';
import { activeUser } from '../users/users.relations';
import { CalendarEvent, EventType } from './calendar.entities';
import { dayWeight } from '../../contracts/leave-balances';
import { daysByMonth } from './events.rules';
import { eventViews, requireCalendarView } from './events.views';

/** GET /users/:id/events: the user's events overlapping [start, end] (when given), by start. Viewers of the calendar only. */
export async function userEvents(ctx: AppContext, reader: AuthUser, userId: number, q: { start?: Date; end?: Date }): Promise<EventView[]> {
  await activeUser(ctx.ds.manager, userId);
  await requireCalendarView(ctx.ds.manager, reader, userId);
  const qb = ctx.ds.getRepository(CalendarEvent).createQueryBuilder('e').where('e.user_id = :userId', { userId });
  if (q.end) qb.andWhere('e.date_start < :end', { end: q.end });
  if (q.start) qb.andWhere('e.date_end > :start', { start: q.start });
  const rows = await qb.orderBy('e.date_start', 'ASC').addOrderBy('e.id', 'ASC').getMany();
  return eventViews(ctx.ds.manager, rows, reader);
}

/** GET /users/events (all_events_read): every user's events with filters (period, types, statuses, users), paged, by start. */
export async function allEvents(
  ctx: AppContext, reader: AuthUser,
  q: { start?: Date; end?: Date; types: number[]; statuses: string[]; users: number[]; page: number; pageSize: number },
): Promise<Paged<EventView>> {
  const qb = ctx.ds.getRepository(CalendarEvent).createQueryBuilder('e');
  if (q.end) qb.andWhere('e.date_start < :end', { end: q.end });
  if (q.start) qb.andWhere('e.date_end > :start', { start: q.start });
  const types = q.types.filter((t) => t > 0);
  if (q.types.length) qb.andWhere('e.event_type_id IN (:...types)', { types: types.length ? types : [-1] });
  if (q.statuses.length) qb.andWhere('e.status IN (:...statuses)', { statuses: q.statuses });
  if (q.users.length) qb.andWhere('e.user_id IN (:...users)', { users: q.users });
  const totalCount = await qb.getCount();
  const rows = await qb.orderBy('e.date_start', 'ASC').addOrderBy('e.id', 'ASC').skip(offsetOf(q.page, q.pageSize)).take(q.pageSize).getMany();
  return { currentPage: q.page, data: await eventViews(ctx.ds.manager, rows, reader), totalCount };
}

/** GET /users/:id/events/upcoming: not canceled events that have not ended, by start (at most 20). */
export async function upcomingEvents(ctx: AppContext, reader: AuthUser, userId: number): Promise<EventView[]> {
  await activeUser(ctx.ds.manager, userId);
  await requireCalendarView(ctx.ds.manager, reader, userId);
  const rows = await ctx.ds.getRepository(CalendarEvent).createQueryBuilder('e')
    .where('e.user_id = :userId AND e.status <> :c AND e.date_end >= :now', { userId, c: 'canceled', now: new Date() })
    .orderBy('e.date_start', 'ASC').addOrderBy('e.id', 'ASC').take(20).getMany();
  return eventViews(ctx.ds.manager, rows, reader);
}

/**
 * GET /users/:id/event-usage: company days used per company month (the `TIME_ZONE`, see
 * lib/company-time.ts) of a year (default: this one) per event type, not counting canceled
 * events, with each type's monthly limit (0 = unlimited); a half-day event counts 0.5 (issue 18). Months without usage are left out.
 * Viewers of the calendar only.
 */
export async function eventUsage(ctx: AppContext, reader: AuthUser, userId: number, q: { event_type_id?: number; year?: number }) {
  await activeUser(ctx.ds.manager, userId);
  await requireCalendarView(ctx.ds.manager, reader, userId);
  const year = q.year ?? companyYear(new Date());
  const from = companyDayStart(`${year}-01-01`);
  const to = companyDayStart(`${year + 1}-01-01`);
  const qb = ctx.ds.getRepository(CalendarEvent).createQueryBuilder('e')
    .where('e.user_id = :userId AND e.status <> :c', { userId, c: 'canceled' }).andWhere('e.date_start < :to AND e.date_end > :from', { from, to });
  if (q.event_type_id) qb.andWhere('e.event_type_id = :t', { t: q.event_type_id });
  const rows = await qb.getMany();
  const types = await ctx.ds.getRepository(EventType).find();
  const usage = new Map<string, number>();
  for (const e of rows) {
    for (const [month, days] of daysByMonth({ start: e.date_start, end: e.date_end })) {
      if (!month.startsWith(String(year))) continue;
      const key = `${e.event_type_id}|${month}`;
      usage.set(key, (usage.get(key) ?? 0) + days * dayWeight(e.half_day));
    }
  }
  return [...usage.entries()].map(([key, days]) => {
    const [typeId, month] = key.split('|');
    const t = types.find((x) => x.id === Number(typeId));
    return { event_type_id: Number(typeId), event_type_name: t?.name ?? '', month, days, max: t?.times_per_month_per_user ?? 0 };
  }).sort((a, b) => a.event_type_id - b.event_type_id || a.month.localeCompare(b.month));
}
