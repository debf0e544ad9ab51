/**
 * Business trips (spec 2 §3 Business trip, §4 Business trip form, §5 Business trip, §7 Business trips,
 * §9 constants): the save payload (trip, destinations, flights, accommodations, travel times, work
 * times, other travellers) and the replies. Limits written once here and imported by the tab.
 *
 * Units: dates `YYYY-MM-DD` (the pickers send midnight UTC; the date part is kept); flight departure
 * and arrival ISO instants; `paid` in EUR as a number ≥ 0 with at most two decimals (the absolute
 * value of a negative number is taken, §5), stored in cents; travel and work times in hours, step 0.1.
 * Restricted fields (flight `paid`, `notes`, `request`; accommodation `paid`) need
 * business_trips_restricted_fields_write to be set or changed (403 missing_permissions otherwise).
 */
import { z } from 'zod';
import { isoDate } from './common';

export const BUSINESS_TRIP_LIMITS = {
  /** Texts (project name and number, purpose, other arrangements, city, hotel, notes). */
  text: 255,
  /** Flight from and to. */
  flightPlace: 512,
  /** Entries per list (destinations, flights, accommodations, travel times, work times, other travellers). */
  maxEntries: 100,
  /** Hours of one travel or work time row. */
  maxHours: 24,
} as const;

/** The time option a new trip gets (§9). */
export const DEFAULT_TIME_OPTION_ID = 1;
/** Currency of every amount (§9). */
export const BUSINESS_TRIP_CURRENCY = 'EUR';
export const TRAVEL_DIRECTIONS = ['leaving', 'arriving'] as const;

const text = (max: number = BUSINESS_TRIP_LIMITS.text) => z.string().trim().max(max);
const optText = (max: number = BUSINESS_TRIP_LIMITS.text) =>
  z.string().trim().max(max).nullish().transform((s) => (s ? s : null));
const instant = z.iso.datetime({ offset: true, message: 'must be an ISO instant' });
const list = <T extends z.ZodType>(item: T) => z.array(item).max(BUSINESS_TRIP_LIMITS.maxEntries).default([]);
/** EUR ≥ 0 with two decimals; a negative number's absolute value is taken (§5). */
export const euros = z
  .number()
  .finite()
  .transform((n) => Math.abs(n))
  .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, 'at most two decimals')
  .refine((n) => n <= 10_000_000, 'too large');
const hours = z.number().finite().min(0).max(BUSINESS_TRIP_LIMITS.maxHours).refine((n) => Math.abs(Math.round(n * 10) - n * 10) < 1e-6, 'step 0.1');
const rowId = z.number().int().positive().optional();
const country = z.string().trim().length(2).transform((s) => s.toUpperCase());

export const tripPart = z.object({
  id: z.number().int().positive().optional(),
  traveler_id: z.number().int().positive().optional(),
  project_name: optText(),
  project_number: optText(),
  request_date: isoDate.nullish(),
  trip_purpose: text().min(1, 'required'),
  other_arrangements: optText(),
  travel_time_hours_option_id: z.number().int().positive().default(DEFAULT_TIME_OPTION_ID),
  work_time_hours_option_id: z.number().int().positive().default(DEFAULT_TIME_OPTION_ID),
  should_book_flight: z.boolean().default(false),
  should_book_accommodation: z.boolean().default(false),
});
export const destinationPart = z.object({ id: rowId, destination_code: country, date_start: isoDate, date_end: isoDate })
  .refine((d) => d.date_end >= d.date_start, { message: 'end before start', path: ['date_end'] });
export const flightPart = z.object({
  id: rowId,
  from: text(BUSINESS_TRIP_LIMITS.flightPlace).min(1, 'required'),
  to: text(BUSINESS_TRIP_LIMITS.flightPlace).min(1, 'required'),
  departure: instant,
  arrival: instant,
  request: z.boolean().default(false),
  paid: euros.nullish().transform((n) => n ?? null),
  notes: optText(),
}).refine((f) => Date.parse(f.arrival) >= Date.parse(f.departure), { message: 'arrival before departure', path: ['arrival'] });
export const accommodationPart = z.object({
  id: rowId,
  city: text().min(1, 'required'),
  hotel: optText(),
  arrival: isoDate,
  leave: isoDate,
  paid: euros.nullish().transform((n) => n ?? null),
}).refine((a) => a.leave >= a.arrival, { message: 'leave before arrival', path: ['leave'] });
export const travelTimePart = z.object({ id: rowId, date: isoDate, travel_time: hours, direction: z.enum(TRAVEL_DIRECTIONS) });
export const workTimePart = z.object({ id: rowId, date: isoDate, work_time: hours });

/**
 * POST business-trips and PUT business-trips/{id}: the whole form. `other_travelers`: user ids
 * travelling too (the traveller is removed from it); `linked_trip_id`: the trip this one is created
 * for as an other traveller's copy (§7: the create is repeated once per extra traveller).
 * `submit` (POST only): save and submit.
 */
export const businessTripBody = z.object({
  trip: tripPart,
  destinations: list(destinationPart).refine((l) => l.length > 0, 'at least one destination'),
  flights: list(flightPart),
  accommodations: list(accommodationPart),
  travel_times: list(travelTimePart),
  work_times: list(workTimePart),
  other_travelers: z.array(z.number().int().positive()).max(BUSINESS_TRIP_LIMITS.maxEntries).default([]),
  linked_trip_id: z.number().int().positive().nullish(),
  submit: z.boolean().default(false),
});
export type BusinessTripInput = z.infer<typeof businessTripBody>;

/** PUT body: the same form; `request_id` (optional) must be the trip's request ("update by chain id and request id"). */
export const businessTripUpdateBody = businessTripBody.omit({ submit: true, linked_trip_id: true }).extend({ request_id: z.number().int().positive().optional() });

export const timeOption = z.object({ id: z.number().int(), description: z.string(), is_travel_time: z.boolean(), is_work_time: z.boolean() });
export const travelerSummary = z.object({
  id: z.number().int(), name: z.string(), surname: z.string(), username: z.string(), email: z.string(), navision_id: z.string().nullable(),
});
export const tripAbilities = z.object({
  edit: z.boolean(), editRestrictedFields: z.boolean(), editBookingAnswers: z.boolean(), report: z.boolean(),
});

export const businessTripReply = z.object({
  trip: tripPart.omit({ id: true, traveler_id: true }).extend({
    id: z.number().int(), traveler_id: z.number().int(), request_date: z.string().nullable(), created_by_user_id: z.number().int().nullable(),
    date_start: z.string(), date_end: z.string(), group_id: z.number().int().nullable(),
  }),
  traveler: travelerSummary,
  destinations: z.array(z.object({ id: z.number().int(), destination_code: z.string(), name: z.string(), date_start: z.string(), date_end: z.string() })),
  flights: z.array(z.object({
    id: z.number().int(), from: z.string(), to: z.string(), departure: z.string(), arrival: z.string(), request: z.boolean(), paid: z.number().nullable(), notes: z.string().nullable(),
  })),
  accommodations: z.array(z.object({
    id: z.number().int(), city: z.string(), hotel: z.string().nullable(), arrival: z.string(), leave: z.string(), paid: z.number().nullable(),
  })),
  travel_times: z.array(z.object({ id: z.number().int(), date: z.string(), travel_time: z.number(), direction: z.enum(TRAVEL_DIRECTIONS) })),
  work_times: z.array(z.object({ id: z.number().int(), date: z.string(), work_time: z.number() })),
  other_travelers: z.array(travelerSummary),
  linked_trips: z.array(z.object({ id: z.number().int(), traveler_id: z.number().int() })),
  totals: z.object({ flights_paid: z.number(), accommodations_paid: z.number(), paid: z.number(), travel_hours: z.number(), work_hours: z.number(), currency: z.literal(BUSINESS_TRIP_CURRENCY) }),
  request: z.object({ id: z.number().int(), status: z.string(), chain_id: z.number().int().nullable() }).nullable(),
  can: tripAbilities,
});
export type BusinessTripReply = z.infer<typeof businessTripReply>;

/** POST reply: the trip and its request (`submitted`: the chain started). */
export const businessTripSaved = z.object({ id: z.number().int(), request_id: z.number().int(), status: z.string(), trip: businessTripReply });

export const businessTripRow = z.object({
  id: z.number().int(), traveler: travelerSummary, trip_purpose: z.string(), project_name: z.string().nullable(), request_date: z.string().nullable(),
  date_start: z.string(), date_end: z.string(), destinations: z.array(z.string()), request_id: z.number().int().nullable(), status: z.string().nullable(),
});
export const businessTripListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().refine((n) => [5, 10, 20, 50, 100].includes(n), 'page size must be 5, 10, 20, 50 or 100').default(10),
  q: z.string().trim().max(255).optional(),
  /** Only this traveller's trips (default: every trip the caller may see). */
  user_id: z.coerce.number().int().positive().optional(),
});

/** `lang` of the trip calls: country and option names, report texts (default: the caller's own language). */
export const tripLangQuery = z.object({ lang: z.enum(['en', 'lt']).optional() });

/** GET business-trips/{id}/report: the PDF in base64 (the shape of the other v1 reports). */
export const businessTripReport = z.object({ filename: z.string(), content_type: z.literal('application/pdf'), data: z.string() });
