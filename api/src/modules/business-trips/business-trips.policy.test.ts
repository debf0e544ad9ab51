/** The business trip relation rules (business-trips.policy.ts) over plain facts. */
import type { Permission } from '../../contracts/permissions';
import {
  assertCanEditTrip, bookingAnswersOpen, canCreateTripFor, canEditRestrictedFields, canOpenReport, canReadTrip, tripEditKind, type TripFacts,
} from './business-trips.policy';

const actor = (id: number, ...permissions: Permission[]) => ({ id, permissions: new Set(permissions) });
const trip: TripFacts = { travelerId: 1, createdById: null, otherTravelerIds: [3] };
const status = (s: string, round = 1) => ({ status: s, round });

describe('business trip policy', () => {
  it('creates for oneself, with business_trips_write, or as a linked copy for a listed other traveller', () => {
    expect(canCreateTripFor(actor(1), 1, null)).toBe(true);
    expect(canCreateTripFor(actor(1), 2, null)).toBe(false);
    expect(canCreateTripFor(actor(1, 'business_trips_write'), 2, null)).toBe(true);
    expect(canCreateTripFor(actor(1), 3, trip)).toBe(true);
    expect(canCreateTripFor(actor(1), 4, trip)).toBe(false);
    expect(canCreateTripFor(actor(5), 3, trip)).toBe(false);
  });

  it('reads: traveller, other traveller, request readers, business_trips_read', () => {
    expect(canReadTrip(actor(1), trip, false)).toBe(true);
    expect(canReadTrip(actor(3), trip, false)).toBe(true);
    expect(canReadTrip(actor(9), trip, true)).toBe(true);
    expect(canReadTrip(actor(9, 'business_trips_read'), trip, false)).toBe(true);
    expect(canReadTrip(actor(9), trip, false)).toBe(false);
  });

  it.each([
    ['draft, traveller', actor(1), status('not_initialized', 0), false, 'draft'],
    ['draft, stranger', actor(9), status('not_initialized', 0), false, null],
    ['draft, writer', actor(9, 'business_trips_write'), status('not_initialized', 0), false, 'write'],
    ['in progress, traveller', actor(1), status('in_progress'), false, null],
    ['in progress, step editor', actor(9), status('in_progress'), true, 'step'],
    ['in progress, writer', actor(9, 'business_trips_write'), status('in_progress'), false, 'write'],
    ['approved, writer', actor(9, 'business_trips_write'), status('approved'), false, null],
    ['approved, traveller', actor(1), status('approved'), false, null],
    ['approved, restricted', actor(9, 'business_trips_restricted_fields_write'), status('approved'), false, 'after_completion'],
    ['completed, restricted', actor(9, 'business_trips_restricted_fields_write'), status('completed'), false, 'after_completion'],
    ['rejected, restricted', actor(9, 'business_trips_restricted_fields_write'), status('rejected'), false, null],
    ['canceled, traveller', actor(1), status('canceled'), false, null],
  ])('edit: %s', (_name, who, r, stepEditor, kind) => {
    expect(tripEditKind(who, trip, r, stepEditor)).toBe(kind);
  });

  it('refuses the traveller with request_not_editable and others with missing_permissions', () => {
    expect(() => assertCanEditTrip(actor(1), trip, status('approved'), false)).toThrow('request_not_editable');
    expect(() => assertCanEditTrip(actor(9), trip, status('approved'), false)).toThrow('missing_permissions');
  });

  it('restricted fields, booking answers and the report', () => {
    expect(canEditRestrictedFields(actor(1, 'business_trips_write'))).toBe(false);
    expect(canEditRestrictedFields(actor(1, 'business_trips_restricted_fields_write'))).toBe(true);
    expect(bookingAnswersOpen(null)).toBe(true);
    expect(bookingAnswersOpen(status('not_initialized', 0))).toBe(true);
    expect(bookingAnswersOpen(status('not_initialized', 1))).toBe(false);
    expect(bookingAnswersOpen(status('in_progress'))).toBe(false);
    expect(canOpenReport(true, status('approved'))).toBe(true);
    expect(canOpenReport(true, status('in_progress'))).toBe(false);
    expect(canOpenReport(false, status('approved'))).toBe(false);
  });
});
