/**
 * Reply shapes of business trips (spec 2 §3 Business trip, §7 Business trips), typed with
 * api/src/contracts/business-trips.ts: the whole form (money back in EUR, hours as numbers, country
 * names in the reader's language), list rows, time options and the request type's summary.
 */
import type { z } from 'zod';
import { countryName } from '../../shared/countries';
import { BUSINESS_TRIP_CURRENCY, type businessTripReply, type businessTripRow, type timeOption, type travelerSummary } from '../../contracts/business-trips';
import type { User } from '../users/users.entities';
import { countriesText, type RequestSummary } from '../approvals/summary-text';
import type { BusinessTrip, TripTimeOption } from './business-trips.entities';
import type { LoadedTrip } from './business-trips.store';

const eur = (c: number | null) => (c == null ? null : c / 100);
const sum = (xs: number[]) => Math.round(xs.reduce((a, b) => a + b, 0) * 100) / 100;

export const presentTraveler = (u: User): z.infer<typeof travelerSummary> => ({
  id: u.id, name: u.name, surname: u.surname, username: u.username, email: u.email, navision_id: u.navision_id,
});

export const presentTimeOption = (o: TripTimeOption, lang = 'en'): z.infer<typeof timeOption> => ({
  id: o.id, description: lang === 'lt' ? o.description_lt : o.description, is_travel_time: !!o.is_travel_time, is_work_time: !!o.is_work_time,
});

/** The whole trip as GET business-trips/{id} answers it. */
export function presentTrip(
  l: LoadedTrip, request: { id: number; status: string; chain_id: number | null } | null, can: z.infer<typeof businessTripReply>['can'], lang = 'en',
): z.infer<typeof businessTripReply> {
  const t = l.trip;
  const flightsPaid = sum(l.flights.map((f) => (f.paid_cents ?? 0) / 100));
  const accommodationsPaid = sum(l.accommodations.map((a) => (a.paid_cents ?? 0) / 100));
  return {
    trip: {
      id: t.id, traveler_id: t.traveler_id, created_by_user_id: t.created_by_user_id, group_id: t.group_id, project_name: t.project_name, project_number: t.project_number,
      request_date: t.request_date, trip_purpose: t.trip_purpose, other_arrangements: t.other_arrangements,
      travel_time_hours_option_id: t.travel_time_hours_option_id, work_time_hours_option_id: t.work_time_hours_option_id,
      should_book_flight: !!t.should_book_flight, should_book_accommodation: !!t.should_book_accommodation, date_start: t.date_start, date_end: t.date_end,
    },
    traveler: presentTraveler(l.traveler),
    destinations: l.destinations.map((d) => ({ id: d.id, destination_code: d.destination_code, name: countryName(d.destination_code, lang), date_start: d.date_start, date_end: d.date_end })),
    flights: l.flights.map((f) => ({
      id: f.id, from: f.place_from, to: f.place_to, departure: new Date(f.departure).toISOString(), arrival: new Date(f.arrival).toISOString(), request: !!f.request, paid: eur(f.paid_cents), notes: f.notes,
    })),
    accommodations: l.accommodations.map((a) => ({ id: a.id, city: a.city, hotel: a.hotel, arrival: a.arrival, leave: a.leave, paid: eur(a.paid_cents) })),
    travel_times: l.travelTimes.map((x) => ({ id: x.id, date: x.date, travel_time: x.hundredths / 100, direction: x.direction as 'leaving' | 'arriving' })),
    work_times: l.workTimes.map((x) => ({ id: x.id, date: x.date, work_time: x.hundredths / 100 })),
    other_travelers: l.otherTravelers.map(presentTraveler),
    linked_trips: l.linked,
    totals: {
      flights_paid: flightsPaid, accommodations_paid: accommodationsPaid, paid: sum([flightsPaid, accommodationsPaid]),
      travel_hours: sum(l.travelTimes.map((x) => x.hundredths / 100)), work_hours: sum(l.workTimes.map((x) => x.hundredths / 100)), currency: BUSINESS_TRIP_CURRENCY,
    },
    request: request && { id: request.id, status: request.status, chain_id: request.chain_id },
    can,
  };
}

/** A row of GET business-trips. */
export const presentTripRow = (
  t: BusinessTrip, traveler: User, destinations: string[], request: { id: number; status: string } | null,
): z.infer<typeof businessTripRow> => ({
  id: t.id, traveler: presentTraveler(traveler), trip_purpose: t.trip_purpose, project_name: t.project_name, request_date: t.request_date,
  date_start: t.date_start, date_end: t.date_end, destinations, request_id: request?.id ?? null, status: request?.status ?? null,
});

/**
 * The request type's summary (lists, Teams cards, PDFs): structured labels and values — purpose,
 * destinations (country names in the reader's language with codes), traveller, project — and the
 * dates as `dates` (the cards show them in their own row).
 */
export function tripSummary(t: BusinessTrip, destinationCodes: string[], traveler: User | null): RequestSummary {
  const places = countriesText(destinationCodes);
  return {
    title: t.trip_purpose,
    lines: [
      { label: 'Purpose', value: t.trip_purpose },
      { label: 'Destinations', value: places },
      ...(traveler ? [{ label: 'Traveller' as const, value: `${traveler.name} ${traveler.surname}` }] : []),
      ...(t.project_name ? [{ label: 'Project' as const, value: t.project_number ? `${t.project_name} (${t.project_number})` : t.project_name }] : []),
    ],
    dates: { start: t.date_start, end: t.date_end },
  };
}
