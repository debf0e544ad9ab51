/**
 * A business trip as the calendar's details modal shows it (spec 2 §2 info modal for a business
 * trip; issue 13 item 2): GET /api/v2/calendar/events/{id}/details?type=BusinessTrip. The calendar
 * module calls it; visibility (the traveller's calendar, or an other traveller) is checked there.
 */
import { EntityManager, In } from 'typeorm';
import { ApprovalRequest } from '../approvals/approvals.entities';
import { User } from '../users/users.entities';
import { BusinessTrip, TripDestination, TripOtherTraveler } from './business-trips.entities';
import { BUSINESS_TRIP_TYPE } from './business-trips.service';

/** The trip's facts for the calendar, null when there is no such trip. */
export async function tripForCalendar(em: EntityManager, id: number) {
  const trip = await em.getRepository(BusinessTrip).findOneBy({ id });
  if (!trip) return null;
  const [destinations, others, request] = await Promise.all([
    em.getRepository(TripDestination).find({ where: { business_trip_id: id }, order: { date_start: 'ASC', id: 'ASC' } }),
    em.getRepository(TripOtherTraveler).find({ where: { business_trip_id: id } }),
    em.getRepository(ApprovalRequest).findOne({ select: { id: true, status: true }, where: { request_name: BUSINESS_TRIP_TYPE, object_id: id }, order: { id: 'DESC' } }),
  ]);
  const ids = [trip.traveler_id, ...others.map((o) => o.user_id)];
  const names = new Map((await em.getRepository(User).findBy({ id: In(ids) })).map((u) => [u.id, `${u.name} ${u.surname}`]));
  return {
    trip, request, otherTravelerIds: others.map((o) => o.user_id),
    traveler: names.get(trip.traveler_id) ?? '',
    otherTravelers: others.map((o) => names.get(o.user_id) ?? ''),
    destinations: destinations.map((d) => ({ code: d.destination_code, start: d.date_start, end: d.date_end })),
  };
}
