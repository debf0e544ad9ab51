/**
 * GET /api/v2/calendar/events/:id/details (spec 2 §7): one item with its details, for the details
 * modal. `:id` is the item's id with `?type=` (Event by default, Overtime, OnCall), or a holiday
 * country code with `?date=` (GET events/{countryCode}/details?date=). The same visibility as the
 * list applies (403 missing_permissions); unknown ids answer 404 not_found.
 */
import type { EntityManager } from 'typeorm';
import type { z } from 'zod';
import { detailsQuery } from '../../contracts/calendar-v2';
import { holidayCountry } from '../../contracts/holidays';
import { AppError } from '../../http/errors';
import { parse } from '../../http/validate';
import { ApprovalRequest, type Actor } from '../approvals';
import { CalendarViewer, PSEUDO_EVENT_TYPES } from '../calendar';
import { flagOf, holidaysOn } from '../holidays/holidays.service';
import { loadOncall } from '../oncall/oncall.service';
import { Oncall } from '../oncall/oncall.entities';
import { loadOvertime } from '../overtime/overtime.service';
import { Overtime } from '../overtime/overtime.entities';
import { calendarStatusOf, eventsQuery, toEventItem } from './calendar-v2.events';
import { manages, namesOf } from './people';

/** Whether `actor` may see the calendar of `ownerId` (all_events_read, self, shared with them, direct manager). */
export async function maySee(em: EntityManager, actor: Actor, ownerId: number): Promise<boolean> {
  if (actor.id === ownerId || actor.permissions.has('all_events_read')) return true;
  if (await em.getRepository(CalendarViewer).existsBy({ owner_id: ownerId, viewer_id: actor.id })) return true;
  return manages(em, actor.id, ownerId);
}

async function requireVisible(em: EntityManager, actor: Actor, ownerId: number | undefined) {
  if (ownerId === undefined) throw new AppError('not_found', 404);
  if (!(await maySee(em, actor, ownerId))) throw new AppError('missing_permissions');
}

const requestOf = (em: EntityManager, type: string, objectId: number) =>
  em.getRepository(ApprovalRequest).findOne({ select: { id: true, status: true }, where: { request_name: type, object_id: objectId }, order: { id: 'DESC' } });

/** The details of one calendar item (see module doc). */
export async function itemDetails(em: EntityManager, actor: Actor, id: string, query: z.infer<typeof detailsQuery>) {
  if (/^[A-Za-z]{2}$/.test(id)) {
    const code = parse(holidayCountry, id);
    if (!query.date) throw new AppError('provided_invalid_data', 400, { fields: [{ path: 'date', message: 'required' }] });
    const list = holidaysOn(code, query.date);
    if (!list.length) throw new AppError('not_found', 404);
    return { id: `${code}-${query.date}`, type: 'PublicHoliday', allDay: true, ...list[0], start: query.date, end: query.date, flag: flagOf(code), holidays: list };
  }
  if (!/^\d+$/.test(id)) throw new AppError('not_found', 404);
  const n = Number(id);
  const type = query.type ?? 'Event';
  if (type === 'Event') {
    const row = await eventsQuery(em).addSelect(['e.unattendance_code AS unattendance_code', 'e.vacation_payout AS vacation_payout', 'e.created_at AS created_at'])
      .where('e.id = :n', { n }).getRawOne<Record<string, unknown>>();
    await requireVisible(em, actor, row ? Number(row.user_id) : undefined);
    return { ...toEventItem(row!, actor), unattendanceCode: (row!.unattendance_code as string | null) ?? null, vacationPayout: row!.vacation_payout === true || row!.vacation_payout === 1 };
  }
  if (type === 'Overtime') {
    const o = await em.getRepository(Overtime).findOneBy({ id: n });
    await requireVisible(em, actor, o?.user_id);
    const dto = (await loadOvertime(em, n))!;
    const r = await requestOf(em, 'overtime', n);
    return {
      ...dto, type, userId: dto.user_id, owner: (await namesOf(em, [dto.user_id])).get(dto.user_id) ?? '', date: dto.overtime_date, start: dto.overtime_date, end: dto.overtime_date, allDay: true,
      times: dto.times.map((t) => ({ from: t.time_from, to: t.time_to })), totalHours: dto.total_hours, compensation: dto.compensation_option,
      eventTypeId: PSEUDO_EVENT_TYPES.overtimes, status: calendarStatusOf(r?.status), requestId: r?.id ?? null,
    };
  }
  if (type === 'OnCall') {
    const o = await em.getRepository(Oncall).findOneBy({ id: n });
    await requireVisible(em, actor, o?.user_id);
    const dto = (await loadOncall(em, n))!;
    const r = await requestOf(em, 'oncall', n);
    return { ...dto, type, owner: (await namesOf(em, [dto.userId])).get(dto.userId) ?? '', allDay: false, eventTypeId: PSEUDO_EVENT_TYPES.onCalls, status: calendarStatusOf(r?.status), requestId: r?.id ?? null };
  }
  throw new AppError('not_found', 404);
}
