/**
 * Reading and writing a business trip's rows (spec 2 §3 Business trip): the whole trip in a fixed
 * number of queries, list rows kept by id on edits (rows with a known `id` are updated, rows without
 * one inserted, missing ones deleted), and the edit audits of §3 (travel times, work times, time
 * options and dates). Callers run these inside their transaction.
 */
import { isCountryCode } from '../../shared/countries';
import { EntityManager, In } from 'typeorm';
import type { ObjectChange } from '../../contracts/approvals';
import type { BusinessTripInput } from '../../contracts/business-trips';
import { AppError } from '../../http/errors';
import { User } from '../users/users.entities';
import {
  BusinessTrip, TripAccommodation, TripAudit, TripDestination, TripFlight, TripOtherTraveler, TripTimeOption, TripTravelTime,
  TripTravelTimeAudit, TripWorkTime, TripWorkTimeAudit,
} from './business-trips.entities';
import type { TripFacts } from './business-trips.policy';

/** A trip with every list. */
export interface LoadedTrip {
  trip: BusinessTrip;
  destinations: TripDestination[];
  flights: TripFlight[];
  accommodations: TripAccommodation[];
  travelTimes: TripTravelTime[];
  workTimes: TripWorkTime[];
  otherTravelers: User[];
  traveler: User;
  linked: { id: number; traveler_id: number }[];
}

export const cents = (eur: number | null) => (eur == null ? null : Math.round(eur * 100));
export const hundredths = (hours: number) => Math.round(hours * 100);

/** The trip or 404 business_trip_not_found. */
export async function requireTrip(em: EntityManager, id: number): Promise<BusinessTrip> {
  const t = await em.getRepository(BusinessTrip).findOneBy({ id });
  if (!t) throw new AppError('business_trip_not_found', 404, { id });
  return t;
}

/** The policy's facts of a trip. */
export async function tripFacts(em: EntityManager, t: BusinessTrip): Promise<TripFacts> {
  const others = await em.getRepository(TripOtherTraveler).find({ where: { business_trip_id: t.id }, select: { user_id: true } });
  return { travelerId: t.traveler_id, createdById: t.created_by_user_id, otherTravelerIds: others.map((o) => o.user_id) };
}

/** The trip with every list (8 queries whatever the sizes). */
export async function loadTrip(em: EntityManager, id: number): Promise<LoadedTrip> {
  const trip = await requireTrip(em, id);
  const by = { where: { business_trip_id: id }, order: { id: 'ASC' as const } };
  const [destinations, flights, accommodations, travelTimes, workTimes, others] = await Promise.all([
    em.getRepository(TripDestination).find(by), em.getRepository(TripFlight).find(by), em.getRepository(TripAccommodation).find(by),
    em.getRepository(TripTravelTime).find({ where: { business_trip_id: id }, order: { date: 'ASC', id: 'ASC' } }),
    em.getRepository(TripWorkTime).find({ where: { business_trip_id: id }, order: { date: 'ASC', id: 'ASC' } }),
    em.getRepository(TripOtherTraveler).find(by),
  ]);
  const users = await em.getRepository(User).findBy({ id: In([trip.traveler_id, ...others.map((o) => o.user_id)]) });
  const byId = new Map(users.map((u) => [u.id, u]));
  const linked = trip.group_id == null ? [] : await em.getRepository(BusinessTrip).find({ where: { group_id: trip.group_id }, select: { id: true, traveler_id: true }, order: { id: 'ASC' } });
  return {
    trip, destinations, flights, accommodations, travelTimes, workTimes,
    otherTravelers: others.map((o) => byId.get(o.user_id)).filter((u): u is User => !!u),
    traveler: byId.get(trip.traveler_id)!,
    linked: linked.filter((l) => l.id !== trip.id).map((l) => ({ id: l.id, traveler_id: l.traveler_id })),
  };
}

/** Checks the time options exist and fit their use. @throws 400 provided_invalid_data with the field */
export async function checkTimeOptions(em: EntityManager, travelId: number, workId: number): Promise<void> {
  const opts = new Map((await em.getRepository(TripTimeOption).findBy({ id: In([travelId, workId]) })).map((o) => [o.id, o]));
  const bad = (path: string) => new AppError('provided_invalid_data', 400, { fields: [{ path, message: 'unknown time option' }] });
  if (!opts.get(travelId)?.is_travel_time) throw bad('trip.travel_time_hours_option_id');
  if (!opts.get(workId)?.is_work_time) throw bad('trip.work_time_hours_option_id');
}

/** Checks every destination is an ISO 3166-1 alpha-2 country (i18n-iso-countries). @throws 400 provided_invalid_data */
export function checkDestinations(input: BusinessTripInput): void {
  input.destinations.forEach((d, i) => {
    if (!isCountryCode(d.destination_code)) throw new AppError('provided_invalid_data', 400, { fields: [{ path: `destinations.${i}.destination_code`, message: 'not an ISO 3166 country code' }] });
  });
}

/** Checks that every user id is an existing, not deleted user. @throws 400 provided_invalid_data */
export async function checkUsers(em: EntityManager, ids: number[], path: string): Promise<void> {
  const unique = [...new Set(ids)];
  if (!unique.length) return;
  const found = await em.getRepository(User).count({ where: { id: In(unique) } });
  if (found !== unique.length) throw new AppError('provided_invalid_data', 400, { fields: [{ path, message: 'unknown user' }] });
}

/** The destinations' span (first start, last end). */
export const spanOf = (d: { date_start: string; date_end: string }[]) => ({
  date_start: d.reduce((m, x) => (x.date_start < m ? x.date_start : m), d[0].date_start),
  date_end: d.reduce((m, x) => (x.date_end > m ? x.date_end : m), d[0].date_end),
});

/** The trip's own columns from the form. */
export function tripColumns(input: BusinessTripInput) {
  const t = input.trip;
  return {
    project_name: t.project_name, project_number: t.project_number, request_date: t.request_date ?? null, trip_purpose: t.trip_purpose,
    other_arrangements: t.other_arrangements, travel_time_hours_option_id: t.travel_time_hours_option_id, work_time_hours_option_id: t.work_time_hours_option_id,
    should_book_flight: t.should_book_flight, should_book_accommodation: t.should_book_accommodation, ...spanOf(input.destinations),
  };
}

type Repo = Parameters<EntityManager['getRepository']>[0];

/**
 * Makes the stored rows of one list equal `rows`: rows whose `id` is stored are updated, others
 * inserted, stored rows not given deleted. An unknown `id` is refused (400 provided_invalid_data).
 */
async function syncRows<T extends { id?: number }>(em: EntityManager, entity: Repo, tripId: number, stored: { id: number }[], rows: T[], toColumns: (r: T) => Record<string, unknown>, path: string) {
  const known = new Set(stored.map((s) => s.id));
  const kept = new Set<number>();
  for (const [i, r] of rows.entries()) {
    if (r.id != null && !known.has(r.id)) throw new AppError('provided_invalid_data', 400, { fields: [{ path: `${path}.${i}.id`, message: 'not a row of this trip' }] });
    if (r.id != null) kept.add(r.id);
  }
  const gone = stored.filter((s) => !kept.has(s.id)).map((s) => s.id);
  if (gone.length) await em.getRepository(entity).delete({ id: In(gone) });
  for (const r of rows) {
    if (r.id != null) await em.getRepository(entity).update(r.id, toColumns(r));
    else await em.getRepository(entity).insert({ business_trip_id: tripId, ...toColumns(r) });
  }
}

/** Writes every list of the form for the trip (`before`: its stored rows, empty for a new trip). */
export async function writeLists(em: EntityManager, tripId: number, input: BusinessTripInput, before: Omit<LoadedTrip, 'trip' | 'traveler' | 'otherTravelers' | 'linked'>, otherIds: number[]): Promise<void> {
  await syncRows(em, TripDestination, tripId, before.destinations, input.destinations, (d) => ({ destination_code: d.destination_code, date_start: d.date_start, date_end: d.date_end }), 'destinations');
  await syncRows(em, TripFlight, tripId, before.flights, input.flights, (f) => ({
    place_from: f.from, place_to: f.to, departure: new Date(f.departure), arrival: new Date(f.arrival), request: f.request, paid_cents: cents(f.paid), notes: f.notes,
  }), 'flights');
  await syncRows(em, TripAccommodation, tripId, before.accommodations, input.accommodations, (a) => ({ city: a.city, hotel: a.hotel, arrival: a.arrival, leave: a.leave, paid_cents: cents(a.paid) }), 'accommodations');
  await syncRows(em, TripTravelTime, tripId, before.travelTimes, input.travel_times, (t) => ({ date: t.date, hundredths: hundredths(t.travel_time), direction: t.direction }), 'travel_times');
  await syncRows(em, TripWorkTime, tripId, before.workTimes, input.work_times, (w) => ({ date: w.date, hundredths: hundredths(w.work_time) }), 'work_times');
  await em.getRepository(TripOtherTraveler).delete({ business_trip_id: tripId });
  if (otherIds.length) await em.getRepository(TripOtherTraveler).insert(otherIds.map((user_id) => ({ business_trip_id: tripId, user_id })));
}

const hoursText = (h: number | null) => (h == null ? null : h / 100);

/**
 * Writes the edit audits of §3 for an edit from `before` to the form `input` and returns them as the
 * engine's object changes (timeline keys travelTimeChanges, workTimeChanges, travelOptionChange).
 */
export async function writeAudits(
  em: EntityManager, before: LoadedTrip, input: BusinessTripInput, who: { requestId: number | null; actorId: number; stepId: number | null },
): Promise<ObjectChange[]> {
  const base = { business_trip_id: before.trip.id, request_id: who.requestId, changed_by: who.actorId, step_id: who.stepId };
  const changes: ObjectChange[] = [];
  const oldTravel = new Map(before.travelTimes.map((t) => [t.id, t]));
  const travel: Partial<TripTravelTimeAudit>[] = [];
  for (const t of input.travel_times) {
    const old = t.id != null ? oldTravel.get(t.id) : undefined;
    const h = hundredths(t.travel_time);
    if (old && old.date === t.date && old.hundredths === h && old.direction === t.direction) continue;
    travel.push({ ...base, old_date: old?.date ?? null, new_date: t.date, direction: t.direction, old_hundredths: old?.hundredths ?? null, new_hundredths: h });
  }
  const keptTravel = new Set(input.travel_times.map((t) => t.id));
  for (const o of before.travelTimes) if (!keptTravel.has(o.id)) travel.push({ ...base, old_date: o.date, new_date: null, direction: o.direction, old_hundredths: o.hundredths, new_hundredths: null });
  const oldWork = new Map(before.workTimes.map((t) => [t.id, t]));
  const work: Partial<TripWorkTimeAudit>[] = [];
  for (const w of input.work_times) {
    const old = w.id != null ? oldWork.get(w.id) : undefined;
    const h = hundredths(w.work_time);
    if (old && old.date === w.date && old.hundredths === h) continue;
    work.push({ ...base, old_date: old?.date ?? null, new_date: w.date, old_hundredths: old?.hundredths ?? null, new_hundredths: h });
  }
  const keptWork = new Set(input.work_times.map((w) => w.id));
  for (const o of before.workTimes) if (!keptWork.has(o.id)) work.push({ ...base, old_date: o.date, new_date: null, old_hundredths: o.hundredths, new_hundredths: null });
  if (travel.length) {
    await em.getRepository(TripTravelTimeAudit).insert(travel);
    changes.push({ field: 'travel_times', old: null, new: travel.map((a) => ({ old_date: a.old_date, new_date: a.new_date, direction: a.direction, old_travel_time: hoursText(a.old_hundredths ?? null), new_travel_time: hoursText(a.new_hundredths ?? null) })) });
  }
  if (work.length) {
    await em.getRepository(TripWorkTimeAudit).insert(work);
    changes.push({ field: 'work_times', old: null, new: work.map((a) => ({ old_date: a.old_date, new_date: a.new_date, old_work_time: hoursText(a.old_hundredths ?? null), new_work_time: hoursText(a.new_hundredths ?? null) })) });
  }
  const t = before.trip;
  const cols = tripColumns(input);
  const optionsChanged = t.travel_time_hours_option_id !== cols.travel_time_hours_option_id || t.work_time_hours_option_id !== cols.work_time_hours_option_id;
  const datesChanged = t.date_start !== cols.date_start || t.date_end !== cols.date_end;
  if (optionsChanged || datesChanged) {
    await em.getRepository(TripAudit).insert({
      ...base,
      old_travel_time_hours_option_id: t.travel_time_hours_option_id, new_travel_time_hours_option_id: cols.travel_time_hours_option_id,
      old_work_time_hours_option_id: t.work_time_hours_option_id, new_work_time_hours_option_id: cols.work_time_hours_option_id,
      old_date_start: t.date_start, new_date_start: cols.date_start, old_date_end: t.date_end, new_date_end: cols.date_end,
    });
    if (t.travel_time_hours_option_id !== cols.travel_time_hours_option_id) changes.push({ field: 'travel_time_hours_option_id', old: t.travel_time_hours_option_id, new: cols.travel_time_hours_option_id });
    if (t.work_time_hours_option_id !== cols.work_time_hours_option_id) changes.push({ field: 'work_time_hours_option_id', old: t.work_time_hours_option_id, new: cols.work_time_hours_option_id });
    if (t.date_start !== cols.date_start) changes.push({ field: 'date_start', old: t.date_start, new: cols.date_start });
    if (t.date_end !== cols.date_end) changes.push({ field: 'date_end', old: t.date_end, new: cols.date_end });
  }
  for (const k of ['trip_purpose', 'project_name', 'project_number', 'other_arrangements'] as const) {
    if ((t[k] ?? null) !== (cols[k] ?? null)) changes.push({ field: k, old: t[k], new: cols[k] });
  }
  const list = (field: string, old: unknown[], now: unknown[]) => {
    if (JSON.stringify(old) !== JSON.stringify(now)) changes.push({ field, old, new: now });
  };
  list('destinations', before.destinations.map((d) => `${d.destination_code} ${d.date_start}–${d.date_end}`), input.destinations.map((d) => `${d.destination_code} ${d.date_start}–${d.date_end}`));
  const flight = (f: { from: string; to: string; departure: string; request: boolean; paid: number | null; notes: string | null }) =>
    ({ from: f.from, to: f.to, departure: new Date(f.departure).toISOString(), request: f.request, paid: f.paid, notes: f.notes });
  list('flights',
    before.flights.map((f) => flight({ from: f.place_from, to: f.place_to, departure: new Date(f.departure).toISOString(), request: !!f.request, paid: f.paid_cents == null ? null : f.paid_cents / 100, notes: f.notes })),
    input.flights.map((f) => flight({ ...f, paid: f.paid == null ? null : cents(f.paid)! / 100 })));
  const stay = (a: { city: string; hotel: string | null; arrival: string; leave: string; paid: number | null }) => ({ city: a.city, hotel: a.hotel, arrival: a.arrival, leave: a.leave, paid: a.paid });
  list('accommodations',
    before.accommodations.map((a) => stay({ ...a, paid: a.paid_cents == null ? null : a.paid_cents / 100 })),
    input.accommodations.map((a) => stay({ ...a, paid: a.paid == null ? null : cents(a.paid)! / 100 })));
  return changes;
}
