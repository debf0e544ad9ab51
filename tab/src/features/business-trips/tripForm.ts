/**
 * Pure rules of the business trip form (spec 2 §2 Business trip form, §4 Business trip form, §5
 * Business trip, §9): the form's state (a draft of `businessTripBody` of @contracts/business-trips),
 * built from a reply or empty for a new trip, turned back into the save payload, and the §4 rules:
 * - the mode: `new`, `edit`, `afterCompletion` (approved or completed and the server allows an edit:
 *   only the restricted fields stay open) or `readOnly` (navigation asked for it, or `can.edit` is false);
 * - the booking answers are editable on a new trip and while `can.editBookingAnswers`; the flight answer
 *   is locked once flights exist; the flight / accommodation sections show when answered yes (or when
 *   rows exist) — our reading of "hidden while not initialised": hidden until the user asks for them;
 * - "!" badges on empty required sections (destinations; flights / accommodations answered yes);
 * - changing the traveller removes that person from the other travellers;
 * - a start later than the end moves the end to it (date and date-time rows).
 * Row ids: stored rows keep the server's id, new rows get negative ids (dropped from the payload).
 * The page is a react-hook-form over {@link tripFormSchema} (the contract's `businessTripBody` checks
 * put on the form's fields); after a save it goes to /requests in {@link TRIP_REDIRECT_SECONDS} (§9).
 */
import { BUSINESS_TRIP_CURRENCY, businessTripBody, DEFAULT_TIME_OPTION_ID, type BusinessTripReply } from '@contracts/business-trips';
import { z } from 'zod';
import { DEFAULT_COMPANY_ZONE, fieldToInstant, instantToField } from '../../lib/dates';

export interface DestinationRow { id: number; destination_code: string; name?: string; date_start: string; date_end: string }
export interface FlightRow { id: number; from: string; to: string; departure: string; arrival: string; request: boolean; paid: number | null; notes: string | null }
export interface AccommodationRow { id: number; city: string; hotel: string | null; arrival: string; leave: string; paid: number | null }
export interface TravelTimeRow { id: number; date: string; travel_time: number; direction: 'leaving' | 'arriving' }
export interface WorkTimeRow { id: number; date: string; work_time: number }

export interface TripDraft {
  traveler_id: number;
  project_name: string;
  project_number: string;
  request_date: string;
  trip_purpose: string;
  other_arrangements: string;
  travel_time_hours_option_id: number;
  work_time_hours_option_id: number;
  /** null: not answered yet. */
  should_book_flight: boolean | null;
  should_book_accommodation: boolean | null;
  destinations: DestinationRow[];
  flights: FlightRow[];
  accommodations: AccommodationRow[];
  travel_times: TravelTimeRow[];
  work_times: WorkTimeRow[];
  other_travelers: number[];
}

export type TripListKey = 'destinations' | 'flights' | 'accommodations' | 'travel_times' | 'work_times';
export type TripMode = 'new' | 'edit' | 'afterCompletion' | 'readOnly';

let nextNewId = -1;
/** A fresh id for a row not stored yet (negative). */
export const newRowId = (): number => nextNewId--;

/** Today as `YYYY-MM-DD` on the company's calendar (`zone`, lib/dates useCompanyZone), whatever the browser's zone. */
export const today = (zone: string, now = new Date()): string => instantToField(now, zone).slice(0, 10);

/** An empty form for `travelerId` (request date today in the company's `zone`, default time options, questions unanswered). */
export function emptyDraft(travelerId: number, zone: string, now = new Date()): TripDraft {
  return {
    traveler_id: travelerId, project_name: '', project_number: '', request_date: today(zone, now), trip_purpose: '', other_arrangements: '',
    travel_time_hours_option_id: DEFAULT_TIME_OPTION_ID, work_time_hours_option_id: DEFAULT_TIME_OPTION_ID,
    should_book_flight: null, should_book_accommodation: null,
    destinations: [], flights: [], accommodations: [], travel_times: [], work_times: [], other_travelers: [],
  };
}

/** The form of a stored trip. */
export function draftFromReply(r: BusinessTripReply): TripDraft {
  const t = r.trip;
  return {
    traveler_id: t.traveler_id, project_name: t.project_name ?? '', project_number: t.project_number ?? '', request_date: t.request_date?.slice(0, 10) ?? '',
    trip_purpose: t.trip_purpose, other_arrangements: t.other_arrangements ?? '',
    travel_time_hours_option_id: t.travel_time_hours_option_id, work_time_hours_option_id: t.work_time_hours_option_id,
    should_book_flight: t.should_book_flight, should_book_accommodation: t.should_book_accommodation,
    destinations: r.destinations.map((d) => ({ ...d, date_start: d.date_start.slice(0, 10), date_end: d.date_end.slice(0, 10) })),
    flights: r.flights.map((f) => ({ ...f })),
    accommodations: r.accommodations.map((a) => ({ ...a, arrival: a.arrival.slice(0, 10), leave: a.leave.slice(0, 10) })),
    travel_times: r.travel_times.map((x) => ({ ...x, date: x.date.slice(0, 10) })),
    work_times: r.work_times.map((x) => ({ ...x, date: x.date.slice(0, 10) })),
    other_travelers: r.other_travelers.map((u) => u.id),
  };
}

const rowId = (id: number) => (id > 0 ? id : undefined);
const orNull = (s: string) => (s.trim() ? s.trim() : null);

/** The save payload (businessTripBody without `submit`); unanswered questions are sent as "no". */
export function draftToBody(d: TripDraft) {
  return {
    trip: {
      traveler_id: d.traveler_id, project_name: orNull(d.project_name), project_number: orNull(d.project_number), request_date: d.request_date || null,
      trip_purpose: d.trip_purpose.trim(), other_arrangements: orNull(d.other_arrangements),
      travel_time_hours_option_id: d.travel_time_hours_option_id, work_time_hours_option_id: d.work_time_hours_option_id,
      should_book_flight: !!d.should_book_flight, should_book_accommodation: !!d.should_book_accommodation,
    },
    destinations: d.destinations.map((x) => ({ id: rowId(x.id), destination_code: x.destination_code, date_start: x.date_start, date_end: x.date_end })),
    flights: d.flights.map((x) => ({ ...x, id: rowId(x.id) })),
    accommodations: d.accommodations.map((x) => ({ ...x, id: rowId(x.id) })),
    travel_times: d.travel_times.map((x) => ({ ...x, id: rowId(x.id) })),
    work_times: d.work_times.map((x) => ({ ...x, id: rowId(x.id) })),
    other_travelers: d.other_travelers.filter((id) => id !== d.traveler_id),
  };
}

/** Seconds from a successful save to the redirect to /requests (spec 2 §9), unless the user stays. */
export const TRIP_REDIRECT_SECONDS = 5;

const LIST_KEYS: readonly string[] = ['destinations', 'flights', 'accommodations', 'travel_times', 'work_times', 'other_travelers'];
/** The form's fields of the trip part (`trip.<field>` in the body). */
const TRIP_FIELDS: readonly string[] = Object.keys(emptyDraft(1, DEFAULT_COMPANY_ZONE)).filter((k) => !LIST_KEYS.includes(k));

/** A path of the body (contract issue or a server reply's `fields[].path` / `field`) as the form's field: `trip.x` → x, `flights.0.paid` → flights. */
export function tripFieldOf(path: string): keyof TripDraft | undefined {
  const [head, second] = path.split('.');
  if (head === 'trip' && second && TRIP_FIELDS.includes(second)) return second as keyof TripDraft;
  if (LIST_KEYS.includes(head)) return head as keyof TripDraft;
  return undefined;
}

/** The save payload as the contract checks it (the POST's `submit` and `linked_trip_id` are the mutation's). */
const tripBodyContract = businessTripBody.omit({ submit: true, linked_trip_id: true });

/**
 * The form's schema for `zodResolver`: the save payload ({@link draftToBody}) checked by the contract,
 * each issue put on the form's field ({@link tripFieldOf}) with the issue's code as its type (`too_small`
 * for a missing purpose or destination, `too_big`, `custom`…); the output is the payload.
 */
export const tripFormSchema = z
  .custom<TripDraft>((v) => typeof v === 'object' && v !== null)
  .superRefine((d, ctx) => {
    const seen = new Set<string>();
    for (const issue of tripBodyContract.safeParse(draftToBody(d)).error?.issues ?? []) {
      const field = tripFieldOf(issue.path.join('.'));
      if (!field || seen.has(field)) continue;
      seen.add(field);
      // A list's own refinement (at least one destination) reads as "required", like an empty purpose.
      const code = issue.path.length === 1 && issue.code === 'custom' ? 'too_small' : issue.code;
      ctx.addIssue({ code: 'custom', path: [field], message: code });
    }
  })
  .transform((d) => draftToBody(d));

/** The page's mode from the reply's status and `can` flags and the navigation's read-only flag. */
export function tripMode(reply: Pick<BusinessTripReply, 'can' | 'request'> | null, navReadOnly: boolean): TripMode {
  if (!reply) return 'new';
  if (navReadOnly || !reply.can.edit) return 'readOnly';
  const status = reply.request?.status ?? 'not_initialized';
  return status === 'approved' || status === 'completed' ? 'afterCompletion' : 'edit';
}

/** The traveller becomes `id` and leaves the other travellers. */
export const changeTraveler = (d: TripDraft, id: number): TripDraft => ({ ...d, traveler_id: id, other_travelers: d.other_travelers.filter((x) => x !== id) });

/** A start later than the end moves the end to the start (works for dates and ISO instants of one format). */
export function followStart<T extends Record<S | E, string>, S extends string, E extends string>(row: T, start: S, end: E): T {
  const [a, b]: string[] = [row[start], row[end]];
  return a && b && Date.parse(a) > Date.parse(b) ? { ...row, [end]: a } : row;
}

/** Sections that need a row and have none ("!" badges). */
export function missingSections(d: TripDraft): Set<TripListKey> {
  const out = new Set<TripListKey>();
  if (!d.destinations.length) out.add('destinations');
  if (d.should_book_flight && !d.flights.length) out.add('flights');
  if (d.should_book_accommodation && !d.accommodations.length) out.add('accommodations');
  return out;
}

/** Whether the flight / accommodation section shows: answered yes, or rows exist. */
export const showsFlights = (d: TripDraft) => !!d.should_book_flight || d.flights.length > 0;
export const showsAccommodations = (d: TripDraft) => !!d.should_book_accommodation || d.accommodations.length > 0;

/** EUR in the UI language, e.g. "1 234,50 €" (lt) or "€1,234.50" (en). */
export const formatMoney = (n: number | null | undefined, lang: string): string =>
  n == null ? '' : new Intl.NumberFormat(lang, { style: 'currency', currency: BUSINESS_TRIP_CURRENCY }).format(n);

/** Sum of the paid amounts (two decimals). */
export const paidTotal = (rows: readonly { paid: number | null }[]): number => Math.round(rows.reduce((s, r) => s + (r.paid ?? 0) * 100, 0)) / 100;

/** A flight's departure and arrival as DateTimeField values (`YYYY-MM-DDTHH:mm`) at the company's clock `zone`, like the tables show them. */
export const flightTimesToFields = (f: Pick<FlightRow, 'departure' | 'arrival'>, zone: string) => ({
  departure: instantToField(f.departure, zone), arrival: instantToField(f.arrival, zone),
});
/** The DateTimeField values of a flight read at the company's clock `zone`, as ISO instants ('' when empty). */
export const flightTimesFromFields = (v: Pick<FlightRow, 'departure' | 'arrival'>, zone: string) => ({
  departure: fieldToInstant(v.departure, zone), arrival: fieldToInstant(v.arrival, zone),
});
