import type { BusinessTripReply } from '@contracts/business-trips';
import {
  changeTraveler, draftFromReply, draftToBody, emptyDraft, flightTimesFromFields, flightTimesToFields, followStart, formatMoney, missingSections, paidTotal, showsFlights,
  today, tripFieldOf, tripFormSchema, tripMode,
} from './tripForm';

const ZONE = 'Europe/Vilnius';

const can = { edit: true, editRestrictedFields: false, editBookingAnswers: true, report: false };
const reply = (status: string | null, more: Partial<BusinessTripReply['can']> = {}) =>
  ({ can: { ...can, ...more }, request: status ? { id: 1, status, chain_id: null } : null }) as Pick<BusinessTripReply, 'can' | 'request'>;

describe('business trip form rules', () => {
  it('decides the mode from the status, the can flags and the navigation', () => {
    expect(tripMode(null, false)).toBe('new');
    expect(tripMode(reply('not_initialized'), false)).toBe('edit');
    expect(tripMode(reply('not_initialized'), true)).toBe('readOnly');
    expect(tripMode(reply('in_progress', { edit: false }), false)).toBe('readOnly');
    expect(tripMode(reply('approved'), false)).toBe('afterCompletion');
  });

  it('removes the new traveller from the other travellers', () => {
    const d = { ...emptyDraft(1, ZONE), other_travelers: [2, 3] };
    expect(changeTraveler(d, 3)).toMatchObject({ traveler_id: 3, other_travelers: [2] });
  });

  it('moves an end before the start to the start', () => {
    expect(followStart({ a: '2026-12-05', b: '2026-12-01' }, 'a', 'b')).toEqual({ a: '2026-12-05', b: '2026-12-05' });
    expect(followStart({ a: '2026-12-01', b: '2026-12-05' }, 'a', 'b')).toEqual({ a: '2026-12-01', b: '2026-12-05' });
    expect(followStart({ a: '2026-12-01T10:00:00.000Z', b: '2026-12-01T09:00:00Z' }, 'a', 'b').b).toBe('2026-12-01T10:00:00.000Z');
  });

  it('marks empty required sections and shows flights once asked for', () => {
    const d = emptyDraft(1, ZONE);
    expect([...missingSections(d)]).toEqual(['destinations']);
    const asked = { ...d, should_book_flight: true, should_book_accommodation: true };
    expect([...missingSections(asked)]).toEqual(['destinations', 'flights', 'accommodations']);
    expect(showsFlights(d)).toBe(false);
    expect(showsFlights(asked)).toBe(true);
  });

  it('sends stored row ids only, trimmed texts and unanswered questions as no', () => {
    const d = {
      ...emptyDraft(1, ZONE), trip_purpose: '  Fair ', project_name: ' ', other_travelers: [1, 4],
      destinations: [{ id: -3, destination_code: 'DE', date_start: '2026-12-01', date_end: '2026-12-03' }, { id: 8, destination_code: 'LT', date_start: '2026-12-04', date_end: '2026-12-04' }],
    };
    const body = draftToBody(d);
    expect(body.trip).toMatchObject({ trip_purpose: 'Fair', project_name: null, should_book_flight: false, traveler_id: 1 });
    expect(body.destinations.map((x) => x.id)).toEqual([undefined, 8]);
    expect(body.other_travelers).toEqual([4]);
  });

  it('reads a stored trip back into the form', () => {
    const r = {
      trip: { id: 5, traveler_id: 2, project_name: null, project_number: 'P-1', request_date: '2026-11-20', trip_purpose: 'Fair', other_arrangements: null, travel_time_hours_option_id: 1, work_time_hours_option_id: 2, should_book_flight: true, should_book_accommodation: false },
      destinations: [{ id: 1, destination_code: 'DE', name: 'Germany', date_start: '2026-12-01', date_end: '2026-12-03' }],
      flights: [], accommodations: [], travel_times: [], work_times: [], other_travelers: [{ id: 3 }],
    } as unknown as BusinessTripReply;
    expect(draftFromReply(r)).toMatchObject({ traveler_id: 2, project_name: '', project_number: 'P-1', work_time_hours_option_id: 2, other_travelers: [3] });
  });

  it('formats EUR in the UI language and sums paid amounts in cents', () => {
    expect(formatMoney(1234.5, 'en')).toBe('€1,234.50');
    expect(formatMoney(1234.5, 'lt').replace(/\s/g, ' ')).toBe('1 234,50 €');
    expect(paidTotal([{ paid: 0.1 }, { paid: 0.2 }, { paid: null }])).toBe(0.3);
  });
});

describe('company clock (issue 11, 13: jest runs in UTC, the company is in Vilnius)', () => {
  it('types and shows flight times at the company clock: 10:00 typed in winter is 08:00Z, and back', () => {
    expect(flightTimesFromFields({ departure: '2026-12-01T10:00', arrival: '2026-12-01T12:30' }, ZONE)).toEqual({
      departure: '2026-12-01T08:00:00.000Z', arrival: '2026-12-01T10:30:00.000Z',
    });
    expect(flightTimesToFields({ departure: '2026-12-01T08:00:00.000Z', arrival: '2026-07-01T08:00:00.000Z' }, ZONE)).toEqual({
      departure: '2026-12-01T10:00', arrival: '2026-07-01T11:00',
    });
    expect(flightTimesFromFields({ departure: '', arrival: '' }, ZONE)).toEqual({ departure: '', arrival: '' });
  });

  it("starts a new trip on the company's today (23:30Z on 30 November is 1 December in Vilnius)", () => {
    expect(today(ZONE, new Date('2026-11-30T23:30:00Z'))).toBe('2026-12-01');
    expect(emptyDraft(1, ZONE, new Date('2026-11-30T23:30:00Z')).request_date).toBe('2026-12-01');
  });
});

describe('trip form schema (the page resolver)', () => {
  it('puts the contract issues on the form fields and outputs the payload', () => {
    const d = emptyDraft(7, ZONE, new Date('2026-11-20T10:00:00Z'));
    const issues = tripFormSchema.safeParse({ ...d, project_name: 'x'.repeat(256) }).error?.issues ?? [];
    expect(Object.fromEntries(issues.map((i) => [String(i.path[0]), i.message]))).toEqual({ project_name: 'too_big', trip_purpose: 'too_small', destinations: 'too_small' });
    const ok = { ...d, trip_purpose: 'Fair', destinations: [{ id: -1, destination_code: 'DE', date_start: '2026-12-01', date_end: '2026-12-02' }] };
    expect(tripFormSchema.parse(ok)).toMatchObject({ trip: { traveler_id: 7, trip_purpose: 'Fair' }, destinations: [{ id: undefined, destination_code: 'DE' }] });
  });

  it('maps body and server paths to the form fields', () => {
    expect(tripFieldOf('trip.project_name')).toBe('project_name');
    expect(tripFieldOf('flights.0.paid')).toBe('flights');
    expect(tripFieldOf('flights.paid')).toBe('flights');
    expect(tripFieldOf('trip.unknown')).toBeUndefined();
    expect(tripFieldOf('linked_trip_id')).toBeUndefined();
  });
});
