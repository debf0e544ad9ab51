/**
 * Who may do what with a business trip (spec 2 §4 Business trip form and chain actions, §6
 * business_trips_*; issue 13 item 1). Pure rules over the caller and facts the service loads.
 *
 * - create: for oneself; for another traveller with business_trips_write, or as the copy of a trip the
 *   caller travels on or created that lists that person among its other travellers (§7: the create is
 *   repeated once per extra traveller, `linked_trip_id`);
 * - read: the traveller, who created it, its other travellers, anyone who may read its request
 *   (approvers…), and business_trips_read holders (everyone's trips);
 * - edit: a draft (`not_initialized`) by the traveller or its creator; an in-progress trip by whoever
 *   may act on the current step when the chain item has can_edit; any trip not finished by
 *   business_trips_write holders; an approved or completed trip only by
 *   business_trips_restricted_fields_write holders ("edit after completion": no new approval round).
 *   Rejected and canceled trips are closed. Refusal: 409 request_not_editable for the traveller,
 *   403 missing_permissions for anyone else;
 * - restricted fields (flight paid, notes, request; accommodation paid): set or changed only by
 *   business_trips_restricted_fields_write holders (403 missing_permissions with `field`);
 * - booking answers (plane tickets, accommodation): only before the first submission; the flight
 *   answer cannot become "no" while flights exist (400 business_trip_booking_answer_locked);
 * - report: whoever may read the trip, once its chain is approved.
 */
import { AppError } from '../../http/errors';
import type { Actor } from '../approvals';

/** Facts of a stored trip. */
export interface TripFacts {
  travelerId: number;
  createdById: number | null;
  otherTravelerIds: readonly number[];
}

/** Facts of the trip's request; null while it has none. */
export interface TripRequestFacts {
  status: string;
  /** Submission round: 0 = never submitted. */
  round: number;
}

export type TripEditKind = 'draft' | 'step' | 'write' | 'after_completion';

const has = (caller: Actor, p: Parameters<Actor['permissions']['has']>[0]) => caller.permissions.has(p);
const FINISHED = ['approved', 'completed'];

/** The caller travels on or created the trip. */
export const isTripOwner = (caller: Actor, t: Pick<TripFacts, 'travelerId' | 'createdById'>): boolean => t.travelerId === caller.id || t.createdById === caller.id;

/** Whether the caller may create a trip for `travelerId` (`linked`: the trip it copies, when any). */
export function canCreateTripFor(caller: Actor, travelerId: number, linked: TripFacts | null): boolean {
  if (travelerId === caller.id || has(caller, 'business_trips_write')) return true;
  return !!linked && isTripOwner(caller, linked) && linked.otherTravelerIds.includes(travelerId);
}

/** Throws 403 missing_permissions unless {@link canCreateTripFor}. */
export function assertCanCreateTripFor(caller: Actor, travelerId: number, linked: TripFacts | null): void {
  if (!canCreateTripFor(caller, travelerId, linked)) throw new AppError('missing_permissions', 403, { traveler_id: travelerId });
}

/** Whether the caller may read the trip (`readsRequest`: the engine lets the caller read its request). */
export function canReadTrip(caller: Actor, t: TripFacts, readsRequest: boolean): boolean {
  return isTripOwner(caller, t) || t.otherTravelerIds.includes(caller.id) || readsRequest || has(caller, 'business_trips_read');
}

/** Throws 403 missing_permissions unless {@link canReadTrip}. */
export function assertCanReadTrip(caller: Actor, t: TripFacts, readsRequest: boolean): void {
  if (!canReadTrip(caller, t, readsRequest)) throw new AppError('missing_permissions');
}

/** How the caller may edit now, or null (see module doc). `step`: the caller may act on the current step and its item has can_edit. */
export function tripEditKind(caller: Actor, t: TripFacts, r: TripRequestFacts | null, stepEditor: boolean): TripEditKind | null {
  const status = r?.status ?? 'not_initialized';
  if (FINISHED.includes(status)) return has(caller, 'business_trips_restricted_fields_write') ? 'after_completion' : null;
  if (status === 'not_initialized') {
    if (isTripOwner(caller, t)) return 'draft';
    return has(caller, 'business_trips_write') ? 'write' : null;
  }
  if (status === 'in_progress') {
    if (stepEditor) return 'step';
    return has(caller, 'business_trips_write') ? 'write' : null;
  }
  return null;
}

/** {@link tripEditKind} or the refusal: 409 request_not_editable (the traveller) | 403 missing_permissions. */
export function assertCanEditTrip(caller: Actor, t: TripFacts, r: TripRequestFacts | null, stepEditor: boolean): TripEditKind {
  const kind = tripEditKind(caller, t, r, stepEditor);
  if (kind) return kind;
  if (isTripOwner(caller, t)) throw new AppError('request_not_editable', 409, { status: r?.status ?? null });
  throw new AppError('missing_permissions');
}

/** The caller may set or change the restricted fields. */
export const canEditRestrictedFields = (caller: Actor): boolean => has(caller, 'business_trips_restricted_fields_write');

/** Throws 403 missing_permissions (`field`) unless {@link canEditRestrictedFields}. */
export function assertRestrictedField(caller: Actor, field: string): void {
  if (!canEditRestrictedFields(caller)) throw new AppError('missing_permissions', 403, { field, reason: 'restricted_field' });
}

/** The booking answers may still change: the trip was never submitted. */
export const bookingAnswersOpen = (r: TripRequestFacts | null): boolean => !r || (r.status === 'not_initialized' && r.round === 0);

/** The caller may open the report: reads the trip and its chain is approved (or completed). */
export const canOpenReport = (canRead: boolean, r: TripRequestFacts | null): boolean => canRead && !!r && FINISHED.includes(r.status);
