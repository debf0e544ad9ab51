/**
 * Business trips for the external accounting system (issue 13 item 5; spec 2 §7 POST navision/sync):
 * every trip whose request is approved (or completed) goes once, as `business_trip-<id>`, with the
 * traveller's navision id, the dates, destinations and the paid amounts in cents.
 */
import { In, type EntityManager } from 'typeorm';
import { ApprovalRequest } from '../approvals/approvals.entities';
import { registerNavisionSource, type NavisionDocument } from '../navision/navision.sources';
import { User } from '../users/users.entities';
import { BusinessTrip, TripAccommodation, TripDestination, TripFlight } from './business-trips.entities';
import { BUSINESS_TRIP_TYPE } from './business-trips.service';

const KIND = BUSINESS_TRIP_TYPE;

/** Groups rows by their trip id. */
function byTrip<T extends { business_trip_id: number }>(rows: T[]): Map<number, T[]> {
  const m = new Map<number, T[]>();
  for (const r of rows) m.set(r.business_trip_id, [...(m.get(r.business_trip_id) ?? []), r]);
  return m;
}

/** The approved trips as documents (five queries, whatever their number). */
async function approvedTrips(em: EntityManager): Promise<NavisionDocument[]> {
  const requests = await em.getRepository(ApprovalRequest).find({ where: { request_name: KIND, status: In(['approved', 'completed']) }, select: { object_id: true } });
  const ids = requests.map((r) => r.object_id).filter((id): id is number => id != null);
  if (!ids.length) return [];
  const trips = await em.getRepository(BusinessTrip).findBy({ id: In(ids) });
  const travellers = new Map((await em.getRepository(User).findBy({ id: In([...new Set(trips.map((t) => t.traveler_id))]) })).map((u) => [u.id, u]));
  const destinations = byTrip(await em.getRepository(TripDestination).findBy({ business_trip_id: In(ids) }));
  const flights = byTrip(await em.getRepository(TripFlight).findBy({ business_trip_id: In(ids) }));
  const stays = byTrip(await em.getRepository(TripAccommodation).findBy({ business_trip_id: In(ids) }));
  return trips.map((t) => {
    const f = flights.get(t.id) ?? [];
    const a = stays.get(t.id) ?? [];
    const total = [...f, ...a].reduce((s, x) => s + (x.paid_cents ?? 0), 0);
    return {
      kind: KIND,
      id: t.id,
      userId: t.traveler_id,
      navisionId: travellers.get(t.traveler_id)?.navision_id ?? null,
      payload: {
        purpose: t.trip_purpose,
        project_name: t.project_name,
        project_number: t.project_number,
        date_start: t.date_start,
        date_end: t.date_end,
        destinations: (destinations.get(t.id) ?? []).map((d) => ({ code: d.destination_code, date_start: d.date_start, date_end: d.date_end })),
        flights_paid_cents: f.reduce((s, x) => s + (x.paid_cents ?? 0), 0),
        accommodations_paid_cents: a.reduce((s, x) => s + (x.paid_cents ?? 0), 0),
        total_paid_cents: total,
        currency: 'EUR',
      },
    };
  });
}

/** Registers approved business trips as documents of the external-system sync. */
export function registerBusinessTripNavisionSource(): void {
  registerNavisionSource({ kind: KIND, approved: approvedTrips });
}
