/**
 * GET /api/v2/calendar/events/:id/details (spec 2 §7): one item with its details, for the details
 * modal. `:id` is the item's id with `?type=` (Event by default, Overtime, OnCall, BusinessTrip, Conference: the
 * participation's id), or a holiday
 * country code with `?date=` (GET events/{countryCode}/details?date=). The same visibility as the
 * list applies (403 missing_permissions; a business trip is also seen by its other travellers); unknown ids
 * answer 404 not_found, as do trips without a request in progress or approved (not in the calendar).
 */
import type { EntityManager } from 'typeorm';
import type { z } from 'zod';
import { detailsQuery, itemDetailsReply } from '../../contracts/calendar-v2';
import { holidayCountry } from '../../contracts/holidays';
import { AppError } from '../../http/errors';
import { parse } from '../../http/validate';
import { ApprovalRequest, type Actor } from '../approvals';
import { tripForCalendar } from '../business-trips/business-trips.calendar';
import { CalendarViewer } from '../calendar';
import { conferenceForCalendar } from '../conferences/conferences.calendar';
import { editFieldsOf } from '../calendar/event-types.service';
import { flagOf, holidaysOn } from '../holidays/holidays.service';
import { loadOncall } from '../oncall/oncall.service';
import { Oncall } from '../oncall/oncall.entities';
import { loadOvertime } from '../overtime/overtime.service';
import { Overtime } from '../overtime/overtime.entities';
import { calendarStatusOf, eventsQuery, toEventItem } from './calendar-v2.events';
import { canSeeItemsOf, eventAbilities } from './calendar-v2.policy';
import { presentBusinessTripDetails, presentEventDetails, presentHolidayDetails, presentOncallDetails, presentOvertimeDetails } from './calendar-v2.presenters';
import { namesOf, personFacts } from './people';
import { instantOf } from '../../db/raw';

/** Whether `actor` may see the calendar of `ownerId` (calendar-v2.policy canSeeItemsOf; the owner and all_events_read need no query). */
export async function maySee(em: EntityManager, actor: Actor, ownerId: number): Promise<boolean> {
  if (canSeeItemsOf(actor, { id: ownerId, managerId: null, sharedWithCaller: false })) return true;
  const sharedWithCaller = await em.getRepository(CalendarViewer).existsBy({ owner_id: ownerId, viewer_id: actor.id });
  return canSeeItemsOf(actor, { ...(await personFacts(em, ownerId)), sharedWithCaller });
}

/** @throws 404 not_found when the item is gone | 403 missing_permissions unless {@link maySee}. */
async function requireVisible(em: EntityManager, actor: Actor, ownerId: number | undefined) {
  if (ownerId === undefined) throw new AppError('not_found', 404);
  if (!(await maySee(em, actor, ownerId))) throw new AppError('missing_permissions');
}

const requestOf = (em: EntityManager, type: string, objectId: number) =>
  em.getRepository(ApprovalRequest).findOne({ select: { id: true, status: true }, where: { request_name: type, object_id: objectId }, order: { id: 'DESC' } });

/** The details of one calendar item (see module doc). */
export async function itemDetails(em: EntityManager, actor: Actor, id: string, query: z.infer<typeof detailsQuery>): Promise<z.infer<typeof itemDetailsReply>> {
  if (/^[A-Za-z]{2}$/.test(id)) {
    const code = parse(holidayCountry, id);
    if (!query.date) throw new AppError('provided_invalid_data', 400, { fields: [{ path: 'date', message: 'required' }] });
    const list = holidaysOn(code, query.date);
    if (!list.length) throw new AppError('not_found', 404);
    return presentHolidayDetails(code, query.date, flagOf(code), list);
  }
  if (!/^\d+$/.test(id)) throw new AppError('not_found', 404);
  const n = Number(id);
  const type = query.type ?? 'Event';
  if (type === 'Event') {
    const row = await eventsQuery(em).addSelect(['e.unattendance_code AS unattendance_code', 'e.vacation_payout AS vacation_payout', 'e.created_at AS created_at'])
      .where('e.id = :n', { n }).getRawOne<Record<string, unknown>>();
    await requireVisible(em, actor, row ? Number(row.user_id) : undefined);
    const item = toEventItem(row!, actor);
    const can = eventAbilities(actor, { ownerId: item.userId, status: item.status, dateEnd: instantOf(row!.date_end) }, await editFieldsOf(em, item.eventTypeId), new Date());
    return presentEventDetails(item, { unattendanceCode: (row!.unattendance_code as string | null) ?? null, vacationPayout: row!.vacation_payout === true || row!.vacation_payout === 1 }, can);
  }
  if (type === 'Overtime') {
    const o = await em.getRepository(Overtime).findOneBy({ id: n });
    await requireVisible(em, actor, o?.user_id);
    const dto = (await loadOvertime(em, n))!;
    const r = await requestOf(em, 'overtime', n);
    return presentOvertimeDetails(dto, (await namesOf(em, [dto.user_id])).get(dto.user_id) ?? '', { status: calendarStatusOf(r?.status), requestId: r?.id ?? null });
  }
  if (type === 'OnCall') {
    const o = await em.getRepository(Oncall).findOneBy({ id: n });
    await requireVisible(em, actor, o?.user_id);
    const dto = (await loadOncall(em, n))!;
    const r = await requestOf(em, 'oncall', n);
    return presentOncallDetails(dto, (await namesOf(em, [dto.userId])).get(dto.userId) ?? '', { status: calendarStatusOf(r?.status), requestId: r?.id ?? null });
  }
  if (type === 'BusinessTrip') {
    const b = await tripForCalendar(em, n);
    if (!b || !b.request || !['in_progress', 'approved', 'completed'].includes(b.request.status)) throw new AppError('not_found', 404);
    if (!b.otherTravelerIds.includes(actor.id)) await requireVisible(em, actor, b.trip.traveler_id);
    return presentBusinessTripDetails(b, { status: calendarStatusOf(b.request.status), requestId: b.request.id });
  }
  if (type === 'Conference') {
    const c = await conferenceForCalendar(em, n);
    await requireVisible(em, actor, c?.userId);
    return c!;
  }
  throw new AppError('not_found', 404);
}
