/**
 * Business trips (issue 13 items 1, 2, 7; spec 2 §3 Business trip, §4 Business trip form, §5, §7):
 * request type `business_trip` of the approval engine.
 *
 * - POST business-trips saves the whole form and its `not_initialized` request in one transaction
 *   (a draft); with `submit: true` a second transaction submits it (errors then carry `step:
 *   'submit'` and `request_id`, the draft stays). Submitting later: PATCH
 *   /requests/object/{id}/init/BusinessTrip (the engine's call). Other travellers (§7): the tab repeats
 *   the create once per extra traveller with `traveler_id` set to each and `linked_trip_id` the first
 *   trip; every trip of such a set gets the same `group_id` (the first trip's id) and is the
 *   traveller's own request.
 * - PUT business-trips/{id} saves an edit (all of the form, lists matched by row id) in one
 *   transaction: who may is business-trips.policy.ts; every edit writes the §3 edit audits and the
 *   engine's history; an edit after completion starts no new approval round. The engine's own edit
 *   calls (PUT /requests/{id}/items/object/{objectId}, PUT /api/v2/chains/{id}) reach the same rules
 *   through the registration's `update`.
 * - Rules (400 unless noted): purpose and at least one destination (provided_invalid_data);
 *   limits of contracts/business-trips.ts; time options must exist and fit (provided_invalid_data);
 *   restricted fields only with business_trips_restricted_fields_write (403 missing_permissions with
 *   `field`); the booking answers only before the first submission and the flight answer not "no"
 *   while flights exist (business_trip_booking_answer_locked); an in-progress trip answered "yes"
 *   saves only with a flight / an accommodation (business_trip_flights_required,
 *   business_trip_accommodations_required).
 */
import { inTransaction } from '../../db/tx';
import { EntityManager, In } from 'typeorm';
import type { AppContext } from '../../context';
import type { ObjectChange } from '../../contracts/approvals';
import { businessTripBody, businessTripUpdateBody, type BusinessTripInput } from '../../contracts/business-trips';
import { AppError } from '../../http/errors';
import { parse } from '../../http/validate';
import { Actor, ApprovalRequest, createRequest, findRequestByObject, recordEdit, registerRequestType, submit, transact } from '../approvals';
import { canAct } from '../approvals/assignees';
import { lockRequest, requireRequest, requireStep, setRequest } from '../approvals/engine';
import { assertCanView } from '../approvals/timeline';
import { User } from '../users/users.entities';
import {
  BusinessTrip, TripAccommodation, TripAudit, TripDestination, TripFlight, TripOtherTraveler, TripTimeOption, TripTravelTime, TripTravelTimeAudit, TripWorkTime, TripWorkTimeAudit,
} from './business-trips.entities';
import {
  assertCanCreateTripFor, assertCanEditTrip, assertCanReadTrip, assertRestrictedField, bookingAnswersOpen, canEditRestrictedFields, canOpenReport,
  tripEditKind, type TripFacts, type TripRequestFacts,
} from './business-trips.policy';
import { presentTimeOption, presentTrip, tripSummary } from './business-trips.presenters';
import {
  cents, checkDestinations, checkTimeOptions, checkUsers, loadTrip, requireTrip, tripColumns, tripFacts, writeAudits, writeLists, type LoadedTrip,
} from './business-trips.store';

export const BUSINESS_TRIP_TYPE = 'business_trip';

/** Error codes of business trips (registered by the module; tab texts errors.<code>). */
export const BUSINESS_TRIP_ERRORS = {
  business_trip_not_found: 404,
  business_trip_booking_answer_locked: 400,
  business_trip_flights_required: 400,
  business_trip_accommodations_required: 400,
  business_trip_chain_is_not_approved: 400,
  approved_by_user_not_found_for_this_business_trip: 404,
  failed_to_generate_business_trip_report: 500,
} as const;

const requestFactsOf = (r: ApprovalRequest | null): TripRequestFacts | null => (r ? { status: r.status, round: r.round } : null);

/** Refuses restricted values the caller may not set: new rows must leave them empty, stored rows unchanged. */
function checkRestricted(actor: Actor, input: BusinessTripInput, before: LoadedTrip | null): void {
  if (canEditRestrictedFields(actor)) return;
  const flights = new Map(before?.flights.map((f) => [f.id, f]) ?? []);
  input.flights.forEach((f, i) => {
    const old = f.id != null ? flights.get(f.id) : undefined;
    if ((old?.request ?? false) !== f.request) assertRestrictedField(actor, `flights.${i}.request`);
    if ((old?.paid_cents ?? null) !== cents(f.paid)) assertRestrictedField(actor, `flights.${i}.paid`);
    if ((old?.notes ?? null) !== f.notes) assertRestrictedField(actor, `flights.${i}.notes`);
  });
  const stays = new Map(before?.accommodations.map((a) => [a.id, a]) ?? []);
  input.accommodations.forEach((a, i) => {
    const old = a.id != null ? stays.get(a.id) : undefined;
    if ((old?.paid_cents ?? null) !== cents(a.paid)) assertRestrictedField(actor, `accommodations.${i}.paid`);
  });
  const keptF = new Set(input.flights.map((f) => f.id));
  for (const f of before?.flights ?? []) if (!keptF.has(f.id) && (f.request || f.paid_cents != null || f.notes != null)) assertRestrictedField(actor, 'flights');
  const keptA = new Set(input.accommodations.map((a) => a.id));
  for (const a of before?.accommodations ?? []) if (!keptA.has(a.id) && a.paid_cents != null) assertRestrictedField(actor, 'accommodations');
}

/** The §4 rules on the booking answers and the lists they ask for. */
function checkBooking(input: BusinessTripInput, before: LoadedTrip | null, request: ApprovalRequest | null): void {
  const t = input.trip;
  if (before) {
    const changed = !!before.trip.should_book_flight !== t.should_book_flight || !!before.trip.should_book_accommodation !== t.should_book_accommodation;
    if (changed && !bookingAnswersOpen(requestFactsOf(request))) throw new AppError('business_trip_booking_answer_locked', 400, { reason: 'initialized' });
    if (before.trip.should_book_flight && !t.should_book_flight && before.flights.length) throw new AppError('business_trip_booking_answer_locked', 400, { reason: 'flights_exist' });
  }
  if (request?.status === 'in_progress') checkBookedLists(t, input.flights.length, input.accommodations.length);
}

/**
 * A trip that asked for tickets or a hotel has at least one of each asked for (spec 2 §4: while in progress).
 * @throws business_trip_flights_required | business_trip_accommodations_required
 */
function checkBookedLists(t: { should_book_flight: boolean | null; should_book_accommodation: boolean | null }, flights: number, accommodations: number): void {
  if (t.should_book_flight && !flights) throw new AppError('business_trip_flights_required');
  if (t.should_book_accommodation && !accommodations) throw new AppError('business_trip_accommodations_required');
}

/** The other travellers of the form without the traveller, checked to exist. */
async function otherTravelers(em: EntityManager, input: BusinessTripInput, travelerId: number): Promise<number[]> {
  const ids = [...new Set(input.other_travelers)].filter((id) => id !== travelerId);
  await checkUsers(em, ids, 'other_travelers');
  return ids;
}

/** Stores a new trip (inside the caller's transaction), without its request. */
async function createTripObject(em: EntityManager, actor: Actor, body: unknown): Promise<{ tripId: number; travelerId: number; submit: boolean }> {
  const input = parse(businessTripBody, body);
  const travelerId = input.trip.traveler_id ?? actor.id;
  let linked: BusinessTrip | null = null;
  let linkedFacts: TripFacts | null = null;
  if (input.linked_trip_id != null) {
    linked = await requireTrip(em, input.linked_trip_id);
    linkedFacts = await tripFacts(em, linked);
  }
  assertCanCreateTripFor(actor, travelerId, linkedFacts);
  await checkUsers(em, [travelerId], 'trip.traveler_id');
  checkDestinations(input);
  await checkTimeOptions(em, input.trip.travel_time_hours_option_id, input.trip.work_time_hours_option_id);
  checkRestricted(actor, input, null);
  const others = await otherTravelers(em, input, travelerId);
  let groupId: number | null = null;
  if (linked) {
    groupId = linked.group_id ?? linked.id;
    if (linked.group_id == null) await em.getRepository(BusinessTrip).update(linked.id, { group_id: groupId });
  }
  const r = await em.getRepository(BusinessTrip).insert({
    ...tripColumns(input), traveler_id: travelerId, created_by_user_id: travelerId === actor.id ? null : actor.id, group_id: groupId,
  });
  const tripId = Number(r.identifiers[0].id);
  await writeLists(em, tripId, input, { destinations: [], flights: [], accommodations: [], travelTimes: [], workTimes: [] }, others);
  return { tripId, travelerId, submit: input.submit };
}

/** Stores a new trip and its draft request (inside the caller's transaction). @returns trip and request */
export async function createTrip(em: EntityManager, actor: Actor, body: unknown): Promise<{ tripId: number; request: ApprovalRequest; submit: boolean }> {
  const made = await createTripObject(em, actor, body);
  const request = await createRequest(em, { type: BUSINESS_TRIP_TYPE, objectId: made.tripId, ownerId: made.travelerId, actorId: actor.id });
  return { tripId: made.tripId, request, submit: made.submit };
}

/** POST business-trips: saves (and with `submit` submits) a trip. @returns the trip as GET answers it */
export async function saveNewTrip(ctx: AppContext, actor: Actor, body: unknown, lang: string) {
  const made = await transact(ctx, (em) => createTrip(em, actor, body)).catch(atStep('save'));
  if (made.submit) {
    await transact(ctx, async (em, out) => submit(em, out, await requireRequest(em, made.request.id), actor)).catch(atStep('submit', made.request.id));
  }
  return inTransaction(ctx.ds, async (em) => {
    const request = await requireRequest(em, made.request.id);
    return { id: made.tripId, request_id: request.id, status: request.status, trip: await tripReply(em, actor, made.tripId, lang) };
  });
}

const atStep = (step: 'save' | 'submit', requestId?: number) => (err: unknown): never => {
  if (err instanceof AppError) throw new AppError(err.code, err.status, { ...err.extra, step, ...(requestId ? { request_id: requestId } : {}) });
  throw err;
};

/**
 * Applies an edit to a loaded trip (rules of the module doc; the caller decided who may) and writes
 * its audits. @returns the engine's object changes
 */
async function applyEdit(em: EntityManager, actor: Actor, before: LoadedTrip, request: ApprovalRequest | null, body: unknown, stepId: number | null): Promise<ObjectChange[]> {
  const input = parse(businessTripUpdateBody, body) as BusinessTripInput & { request_id?: number };
  if (input.request_id != null && input.request_id !== request?.id) throw new AppError('request_not_found', 404, { request_id: input.request_id });
  const travelerId = input.trip.traveler_id ?? before.trip.traveler_id;
  if (travelerId !== before.trip.traveler_id) {
    if (request && request.status !== 'not_initialized') throw new AppError('provided_invalid_data', 400, { fields: [{ path: 'trip.traveler_id', message: 'the traveller changes only in a draft' }] });
    assertCanCreateTripFor(actor, travelerId, null);
    await checkUsers(em, [travelerId], 'trip.traveler_id');
  }
  checkDestinations(input);
  await checkTimeOptions(em, input.trip.travel_time_hours_option_id, input.trip.work_time_hours_option_id);
  checkRestricted(actor, input, before);
  checkBooking(input, before, request);
  const others = await otherTravelers(em, input, travelerId);
  const changes = await writeAudits(em, before, input, { requestId: request?.id ?? null, actorId: actor.id, stepId });
  await em.getRepository(BusinessTrip).update(before.trip.id, { ...tripColumns(input), traveler_id: travelerId, updated_at: new Date() });
  await writeLists(em, before.trip.id, input, before, others);
  if (request && travelerId !== request.user_id) await setRequest(em, request, { user_id: travelerId });
  if (travelerId !== before.trip.traveler_id) changes.push({ field: 'traveler_id', old: before.trip.traveler_id, new: travelerId });
  return changes;
}

/** Whether the actor may act on the request's current step and its item has can_edit; that step's id. */
async function stepEditor(em: EntityManager, request: ApprovalRequest | null, actor: Actor): Promise<{ editor: boolean; stepId: number | null }> {
  if (!request || request.status !== 'in_progress' || !request.current_step_id) return { editor: false, stepId: null };
  const step = await requireStep(em, request.current_step_id);
  return { editor: !!step.can_edit && (await canAct(em, step, request, actor)), stepId: step.id };
}

/** PUT business-trips/{id}: edits a trip (module doc). @returns the trip as GET answers it */
export async function editTrip(ctx: AppContext, actor: Actor, id: number, body: unknown, lang: string) {
  return transact(ctx, async (em) => {
    const before = await loadTrip(em, id);
    const request = await findRequestByObject(em, BUSINESS_TRIP_TYPE, id);
    const step = await stepEditor(em, request, actor);
    const facts = await tripFacts(em, before.trip);
    const kind = assertCanEditTrip(actor, facts, requestFactsOf(request), step.editor);
    if (request) await lockRequest(em, request, [request.status]);
    const changes = await applyEdit(em, actor, before, request, body, kind === 'step' ? step.stepId : null);
    if (request) await recordEdit(em, request, actor.id, changes, kind === 'step' ? step.stepId : null);
    return tripReply(em, actor, id, lang);
  });
}

/** Whether the actor may read the trip's request through the engine (approvers, viewers…). */
async function readsRequest(em: EntityManager, request: ApprovalRequest | null, actor: Actor): Promise<boolean> {
  if (!request) return false;
  try {
    await assertCanView(em, request, actor);
    return true;
  } catch {
    return false;
  }
}

/** Loads a trip the actor may read with its request. @throws business_trip_not_found | missing_permissions */
export async function readableTrip(em: EntityManager, actor: Actor, id: number) {
  const trip = await requireTrip(em, id);
  const facts = await tripFacts(em, trip);
  const request = await findRequestByObject(em, BUSINESS_TRIP_TYPE, id);
  const quick = facts.travelerId === actor.id || facts.createdById === actor.id || facts.otherTravelerIds.includes(actor.id) || actor.permissions.has('business_trips_read');
  assertCanReadTrip(actor, facts, quick || (await readsRequest(em, request, actor)));
  return { trip, facts, request };
}

/** The trip as GET business-trips/{id} answers it, with what the actor may do. */
export async function tripReply(em: EntityManager, actor: Actor, id: number, lang: string) {
  const { facts, request } = await readableTrip(em, actor, id);
  const loaded = await loadTrip(em, id);
  const step = await stepEditor(em, request, actor);
  const r = requestFactsOf(request);
  const can = {
    edit: !!tripEditKind(actor, facts, r, step.editor), editRestrictedFields: canEditRestrictedFields(actor), editBookingAnswers: bookingAnswersOpen(r),
    report: canOpenReport(true, r),
  };
  return presentTrip(loaded, request, can, lang);
}

/** GET business-trips/{id}. */
export const readTrip = (ctx: AppContext, actor: Actor, id: number, lang: string) => inTransaction(ctx.ds, (em) => tripReply(em, actor, id, lang));

/** GET business-trips/time-options (id 1 is the default). */
export async function timeOptions(ctx: AppContext, lang: string) {
  return (await ctx.ds.getRepository(TripTimeOption).find({ order: { id: 'ASC' } })).map((o) => presentTimeOption(o, lang));
}

/**
 * Deletes a draft trip with its rows (the engine's DELETE of a not_initialized request). The other
 * trips of its set stay linked to each other (the set is renamed after its first remaining trip).
 */
async function deleteTrip(em: EntityManager, id: number): Promise<void> {
  const trip = await em.getRepository(BusinessTrip).findOneBy({ id });
  if (!trip) return;
  for (const entity of [TripDestination, TripFlight, TripAccommodation, TripTravelTime, TripWorkTime, TripOtherTraveler, TripTravelTimeAudit, TripWorkTimeAudit, TripAudit]) {
    await em.getRepository(entity).delete({ business_trip_id: id });
  }
  await em.getRepository(BusinessTrip).delete(id);
  if (trip.group_id == null) return;
  const rest = await em.getRepository(BusinessTrip).find({ where: { group_id: trip.group_id }, select: { id: true }, order: { id: 'ASC' } });
  await em.getRepository(BusinessTrip).update({ group_id: trip.group_id }, { group_id: rest.length > 1 ? rest[0].id : null });
}

/** The language of a reply: `lang` when given, else the caller's own (users.locale), else English. */
export async function readerLanguage(ctx: AppContext, actor: Actor, lang: 'en' | 'lt' | undefined): Promise<'en' | 'lt'> {
  if (lang) return lang;
  const u = await ctx.ds.getRepository(User).findOne({ select: { id: true, locale: true }, where: { id: actor.id } });
  return u?.locale === 'lt' ? 'lt' : 'en';
}

/** Registers the `business_trip` request type (create and edit also through the engine's calls). */
export function registerBusinessTripType(): void {
  registerRequestType({
    type: BUSINESS_TRIP_TYPE,
    load: async (em, id) => {
      if (!(await em.getRepository(BusinessTrip).existsBy({ id }))) return null;
      return presentTrip(await loadTrip(em, id), null, { edit: false, editRestrictedFields: false, editBookingAnswers: false, report: false });
    },
    owner: async (em, id) => (await em.getRepository(BusinessTrip).findOneBy({ id }))?.traveler_id ?? null,
    summary: async (em, request) => {
      const trip = await requireTrip(em, request.object_id!);
      const codes = (await em.getRepository(TripDestination).find({ where: { business_trip_id: trip.id }, order: { date_start: 'ASC' } })).map((d) => d.destination_code);
      const traveler = await em.getRepository(User).findOneBy({ id: trip.traveler_id });
      return tripSummary(trip, codes, traveler);
    },
    create: async (em, { actor, body }) => {
      const made = await createTripObject(em, actor, { ...body, submit: false });
      return { objectId: made.tripId, ownerId: made.travelerId };
    },
    update: async (em, request, body, actor) => {
      const before = await loadTrip(em, request.object_id!);
      const step = request.status === 'in_progress' && request.current_step_id ? request.current_step_id : null;
      return applyEdit(em, actor, before, request, body, step);
    },
    onDeleted: (em, request) => deleteTrip(em, request.object_id!),
    // The last step that can edit the trip (where tickets and hotels are booked) approves only with what was asked for booked (spec 2 §4).
    beforeApprove: async (em, request, { lastEditable }) => {
      if (!lastEditable) return;
      const trip = await loadTrip(em, request.object_id!);
      checkBookedLists(trip.trip, trip.flights.length, trip.accommodations.length);
    },
    timelineChanges: (changes) => {
      const of = (f: string) => changes.filter((c) => c.field === f).flatMap((c) => c.new as unknown[]);
      const options = changes.filter((c) => c.field.endsWith('_hours_option_id'));
      return {
        travelTimeChanges: of('travel_times').length ? of('travel_times') : null,
        workTimeChanges: of('work_times').length ? of('work_times') : null,
        travelOptionChange: options.length ? Object.fromEntries(options.flatMap((c) => [[`old_${c.field}`, c.old], [`new_${c.field}`, c.new]])) : null,
      };
    },
  });
}

/** Trips' destination codes by trip id (one query per 1000 ids). */
export async function destinationsOf(em: EntityManager, ids: number[]): Promise<Map<number, string[]>> {
  const out = new Map<number, string[]>();
  for (let i = 0; i < ids.length; i += 1000) {
    const rows = await em.getRepository(TripDestination).find({ where: { business_trip_id: In(ids.slice(i, i + 1000)) }, order: { date_start: 'ASC', id: 'ASC' } });
    for (const r of rows) out.set(r.business_trip_id, [...(out.get(r.business_trip_id) ?? []), r.destination_code]);
  }
  return out;
}
