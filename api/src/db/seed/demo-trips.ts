/**
 * Demo business trips (issue 13 item 8), so that accounting@demo.lt has something to look at:
 * - the "Business trip approval" chain (made when missing and mapped to business_trip when the type
 *   has no chain): the direct manager approves (may edit), then accounting books and checks (may edit);
 * - Paulius: a trip to Germany with a flight and a hotel, approved by Sarah and Dalia, the paid
 *   amounts filled in by accounting — its report opens;
 * - Tomas: a trip to Latvia and Estonia waiting for Laura (in progress, in the calendar);
 * - Justina: a draft trip to Poland.
 * Dates are relative to the seeding moment. No notifications are sent.
 */
import type { EntityManager } from 'typeorm';
import type { Permission } from '../../contracts/permissions';
import { Outbox, submit } from '../../modules/approvals/engine';
import { RequestStep } from '../../modules/approvals/approvals.entities';
import { BusinessTrip, TripAccommodation, TripFlight } from '../../modules/business-trips/business-trips.entities';
import { createTrip, registerBusinessTripType } from '../../modules/business-trips/business-trips.service';
import { Chain, ChainItem, ChainMapping } from '../../modules/chains/chains.entities';
import { Role } from '../../modules/roles/roles.entities';
import { User } from '../../modules/users/users.entities';
import { addCompanyDays, companyDay } from '../../shared/company-time';
import { approveCurrent } from './demo-approvals';
import { DEMO_DOMAIN } from './demo-people';

/** The chain (made when missing) and its mapping (when business_trip has none). */
async function tripChain(em: EntityManager): Promise<void> {
  if (await em.getRepository(ChainMapping).findOneBy({ request_name: 'business_trip' })) return;
  const chain = await em.getRepository(Chain).save({ name: 'Business trip approval', description: 'The direct manager approves, accounting books tickets and hotels' });
  const accounting = await em.getRepository(Role).findOneBy({ name: 'Accounting' });
  const item = { chain_id: chain.id, can_view: true, only_spectator: false, notification_message: null, can_edit: true };
  await em.getRepository(ChainItem).insert({ ...item, name: 'Tiesioginis vadovas tvirtina', description: 'The direct manager approves', assignee_type: 'direct_manager', role_id: null, order_number: 1, skip_if_assigned_owner: false });
  if (accounting) {
    await em.getRepository(ChainItem).insert({ ...item, name: 'Buhalterija užsako bilietus', description: 'Accounting books tickets and hotels', assignee_type: 'role', role_id: accounting.id, order_number: 2, skip_if_assigned_owner: true });
  }
  await em.getRepository(ChainMapping).save({ request_name: 'business_trip', chain_id: chain.id });
}

/** Seeds the demo trips (see module doc). */
export async function seedDemoTrips(em: EntityManager, now: Date): Promise<void> {
  if (await em.getRepository(BusinessTrip).count()) return;
  const person = (email: string) => em.getRepository(User).findOneBy({ email: `${email}@${DEMO_DOMAIN}` });
  const [paulius, sarah, dalia, tomas, justina] = [await person('paulius'), await person('sarah'), await person('accounting'), await person('tomas'), await person('justina')];
  if (!paulius || !sarah || !dalia || !tomas || !justina) return;
  registerBusinessTripType(); // registered again with the routes; the seed runs first
  await tripChain(em);
  const day = (n: number) => companyDay(addCompanyDays(now, n));
  const at = (n: number, hour: number) => new Date(addCompanyDays(now, n).getTime() + hour * 3_600_000).toISOString();
  const traveller = (id: number) => ({ id, permissions: new Set<Permission>() });
  const out = new Outbox(); // never flushed: the demo sends no notifications

  const berlin = await createTrip(em, traveller(paulius.id), {
    trip: { trip_purpose: 'Susitikimai su klientais Berlyne', project_name: 'Pardavimai DACH', project_number: 'PR-2041', request_date: day(-30), should_book_flight: true, should_book_accommodation: true },
    destinations: [{ destination_code: 'DE', date_start: day(-13), date_end: day(-10) }],
    travel_times: [{ date: day(-13), travel_time: 4.5, direction: 'leaving' }, { date: day(-10), travel_time: 4, direction: 'arriving' }],
    work_times: [{ date: day(-12), work_time: 8 }, { date: day(-11), work_time: 8 }],
  });
  await submit(em, out, berlin.request, traveller(paulius.id));
  await em.getRepository(TripFlight).insert([
    { business_trip_id: berlin.tripId, place_from: 'Vilnius (VNO)', place_to: 'Berlynas (BER)', departure: new Date(at(-13, 7)), arrival: new Date(at(-13, 8.5)), request: true, paid_cents: 18950, notes: 'Apmokėta įmonės kortele' },
    { business_trip_id: berlin.tripId, place_from: 'Berlynas (BER)', place_to: 'Vilnius (VNO)', departure: new Date(at(-10, 17)), arrival: new Date(at(-10, 20.5)), request: true, paid_cents: 16420, notes: null },
  ]);
  await em.getRepository(TripAccommodation).insert({ business_trip_id: berlin.tripId, city: 'Berlynas', hotel: 'Hotel Adlon', arrival: day(-13), leave: day(-10), paid_cents: 42000 });
  await approveCurrent(em, out, berlin.request.id, sarah.id);
  if ((await em.getRepository(RequestStep).countBy({ request_id: berlin.request.id, status: 'in_progress' })) > 0) await approveCurrent(em, out, berlin.request.id, dalia.id);

  const baltics = await createTrip(em, traveller(tomas.id), {
    trip: { trip_purpose: 'Konferencija „Baltic DevOps Days“', project_name: 'Platforma', request_date: day(-2) },
    destinations: [{ destination_code: 'LV', date_start: day(14), date_end: day(15) }, { destination_code: 'EE', date_start: day(15), date_end: day(17) }],
    travel_times: [{ date: day(14), travel_time: 4, direction: 'leaving' }],
    other_arrangements: 'Kelionė traukiniu „Rail Baltica“',
  });
  await submit(em, out, baltics.request, traveller(tomas.id));

  await createTrip(em, traveller(justina.id), {
    trip: { trip_purpose: 'Partnerių mugė Varšuvoje', project_name: 'Pardavimai PL', request_date: day(0), should_book_accommodation: true },
    destinations: [{ destination_code: 'PL', date_start: day(30), date_end: day(32) }],
  });
}
