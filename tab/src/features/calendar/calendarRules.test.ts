import { colourOf, conferenceKey, eventStatusOf, filtersChanged, flagEmoji, groupState, setChecked, typesByCategory, type CalendarFilters } from './calendarLogic';
import {
  datesOverlap, editAccess, eventFieldOf, eventFormSchema, fromIso, monthlyLimitExceeded, newRow, overlappingSubstitutions, payoutEligible, quickRange, startRule, substituteMissing,
  substitutionChecks, toIso, usedWithout, wallNow, type ActiveSubstitution, type EditRights,
} from './eventFormLogic';
import { fieldToInstant } from '../../lib/dates';

/** The company's zone (jest itself runs in UTC, so every conversion below crosses zones). */
const ZONE = 'Europe/Vilnius';

const NOW = new Date(2026, 10, 23, 10, 0); // Monday 23 Nov 2026

describe('holiday payout eligibility', () => {
  it('needs five days ahead and code A, K or M', () => {
    expect(payoutEligible('2026-11-28T08:00', 'A', NOW)).toBe(true);
    expect(payoutEligible('2026-11-27T08:00', 'A', NOW)).toBe(false);
    expect(payoutEligible('2026-12-01T08:00', 'k', NOW)).toBe(true);
    expect(payoutEligible('2026-12-01T08:00', 'L', NOW)).toBe(false);
    expect(payoutEligible('2026-12-01T08:00', null, NOW)).toBe(false);
  });
});

describe('new event dates', () => {
  it('detects overlapping rows, touching ends do not overlap', () => {
    expect(datesOverlap([{ start: '2026-12-01T08:00', end: '2026-12-02T17:00' }, { start: '2026-12-02T08:00', end: '2026-12-03T17:00' }])).toBe(true);
    expect(datesOverlap([{ start: '2026-12-01T08:00', end: '2026-12-01T17:00' }, { start: '2026-12-01T17:00', end: '2026-12-01T18:00' }])).toBe(false);
  });
  it('applies past and minimum-advance start rules', () => {
    expect(startRule({ start: '2026-11-20T08:00', end: '2026-11-20T10:00' }, 0, false, NOW)).toBe('pastStart');
    expect(startRule({ start: '2026-11-20T08:00', end: '2026-11-20T10:00' }, 0, true, NOW)).toBeNull();
    expect(startRule({ start: '2026-11-24T08:00', end: '2026-11-24T10:00' }, 3, false, NOW)).toBe('minAdvance');
    expect(startRule({ start: '2026-11-26T08:00', end: '2026-11-26T10:00' }, 3, false, NOW)).toBeNull();
  });
  it('counts days per month against the limit', () => {
    const rows = [{ start: '2026-12-01T08:00', end: '2026-12-03T17:00' }];
    expect(monthlyLimitExceeded(rows, 3, {})).toBe(false);
    expect(monthlyLimitExceeded(rows, 3, { '2026-12': 1 })).toBe(true);
    expect(monthlyLimitExceeded(rows, 0, { '2026-12': 10 })).toBe(false);
  });
  it('clamps quick ranges to the first of the current month', () => {
    const early = new Date(2026, 11, 2, 9, 0); // Wed 2 Dec 2026; the week starts Mon 30 Nov
    expect(quickRange('thisWeek', early)).toEqual({ start: '2026-12-01T00:00', end: '2026-12-06T23:59' });
    expect(quickRange('nextMonth', NOW)).toEqual({ start: '2026-12-01T00:00', end: '2026-12-31T23:59' });
    expect(quickRange('today', NOW)).toEqual({ start: '2026-11-23T00:00', end: '2026-11-23T23:59' });
  });
  it('requires a substitute only from managers and chain members for types that need one', () => {
    expect(substituteMissing({ substituteNeeded: true, managerOrChain: true, past: false, substituteId: null })).toBe(true);
    expect(substituteMissing({ substituteNeeded: true, managerOrChain: false, past: false, substituteId: null })).toBe(false);
    expect(substituteMissing({ substituteNeeded: true, managerOrChain: true, past: true, substituteId: null })).toBe(false);
  });
});

describe('company clock (issue 11): the form types and shows dates at the company clock, whatever the browser zone', () => {
  it('reads 10:00 typed in winter Vilnius as 08:00Z, and 08:00Z back as 10:00 (10:00 → 07:00Z in summer)', () => {
    expect(toIso('2026-12-04T10:00', ZONE)).toBe('2026-12-04T08:00:00.000Z');
    expect(toIso('2026-07-04T10:00', ZONE)).toBe('2026-07-04T07:00:00.000Z');
    expect(fromIso('2026-12-04T08:00:00.000Z', ZONE)).toBe('2026-12-04T10:00');
    expect(fromIso(toIso('2026-12-31T23:59', ZONE), ZONE)).toBe('2026-12-31T23:59');
  });
  it("takes the company's today for new rows, quick ranges and the start rules", () => {
    // 23:30Z on 30 November is already 1 December 01:30 in Vilnius.
    const late = wallNow(ZONE, new Date('2026-11-30T23:30:00Z'));
    expect(newRow(late)).toEqual({ start: '2026-12-01T08:00', end: '2026-12-01T17:00' });
    expect(quickRange('today', late)).toEqual({ start: '2026-12-01T00:00', end: '2026-12-01T23:59' });
    expect(startRule({ start: '2026-11-30T22:00', end: '2026-11-30T23:00' }, 0, false, late)).toBe('pastStart');
  });
});

describe('substitution warnings (old event form)', () => {
  /** An instant of December 2026 at the company's clock. */
  const iso = (d: number, h = 0) => fieldToInstant(`2026-12-${String(d).padStart(2, '0')}T${String(h).padStart(2, '0')}:00`, ZONE);
  const confirmed: ActiveSubstitution = { eventId: 10, start: iso(7), end: iso(11, 17), isConfirmed: true };
  const pending: ActiveSubstitution = { eventId: 11, start: iso(14), end: iso(15), isConfirmed: false };
  const rows = (a: string, b: string) => [{ start: a, end: b }];
  it('finds the substitutions during the chosen dates, touching ends do not count', () => {
    expect(overlappingSubstitutions([confirmed, pending], rows('2026-12-10T08:00', '2026-12-14T12:00'), ZONE)).toEqual([confirmed, pending]);
    expect(overlappingSubstitutions([confirmed], rows('2026-12-11T17:00', '2026-12-12T08:00'), ZONE)).toEqual([]);
    expect(overlappingSubstitutions([confirmed], rows('2026-12-10T08:00', '2026-12-10T17:00'), ZONE, 10)).toEqual([]);
    expect(overlappingSubstitutions(undefined, rows('2026-12-10T08:00', '2026-12-10T17:00'), ZONE)).toEqual([]);
  });
  it('warns when the owner goes on leave while a confirmed substitute for someone', () => {
    const r = rows('2026-12-09T08:00', '2026-12-09T17:00');
    expect(substitutionChecks({ rows: r, ownerSubs: [confirmed], substituteSubs: [], substituteId: null, zone: ZONE })).toEqual({ ownerSubstituting: 'warning', substituteBusy: false });
    // a pending substitution alone is no warning...
    const p = rows('2026-12-14T08:00', '2026-12-14T17:00');
    expect(substitutionChecks({ rows: p, ownerSubs: [pending], substituteSubs: [], substituteId: null, zone: ZONE }).ownerSubstituting).toBeNull();
    // ...but naming a substitute while substituting anyone is refused by the server: an error before submit
    expect(substitutionChecks({ rows: p, ownerSubs: [pending], substituteSubs: [], substituteId: 5, zone: ZONE }).ownerSubstituting).toBe('error');
    expect(substitutionChecks({ rows: r, ownerSubs: [confirmed], substituteSubs: [], substituteId: 5, zone: ZONE }).ownerSubstituting).toBe('error');
    expect(substitutionChecks({ rows: rows('2026-12-20T08:00', '2026-12-20T17:00'), ownerSubs: [confirmed], substituteSubs: [], substituteId: 5, zone: ZONE }).ownerSubstituting).toBeNull();
  });
  it('warns when the chosen substitute already substitutes someone else (confirmed or pending), not counting the edited event', () => {
    const p = rows('2026-12-14T08:00', '2026-12-16T17:00');
    expect(substitutionChecks({ rows: p, ownerSubs: [], substituteSubs: [pending], substituteId: 5, zone: ZONE }).substituteBusy).toBe(true);
    expect(substitutionChecks({ rows: p, ownerSubs: [], substituteSubs: [pending], substituteId: null, zone: ZONE }).substituteBusy).toBe(false);
    expect(substitutionChecks({ rows: p, ownerSubs: [], substituteSubs: [pending], substituteId: 5, eventId: 11, zone: ZONE }).substituteBusy).toBe(false);
  });
});

describe('editing an event', () => {
  const all: EditRights = { edit_name: true, edit_description: true, edit_date: true, can_delete: true, can_edit_past_event_date: true, can_delete_past_event: true };
  const future = { start: '2026-12-01T08:00', end: '2026-12-01T17:00' };
  const yesterday = { start: '2026-11-22T08:00', end: '2026-11-22T17:00' };
  const old = { start: '2026-11-20T08:00', end: '2026-11-21T17:00' };
  it('follows the type\'s edit fields for a current event', () => {
    expect(editAccess({ rights: all, row: future, canceled: false, now: NOW })).toMatchObject({ past: false, readOnly: false, title: true, description: true, start: true, end: true, substitute: true });
    expect(editAccess({ rights: { ...all, edit_name: false, edit_date: false }, row: future, canceled: false, now: NOW })).toMatchObject({ title: false, description: true, start: false, end: false });
    expect(editAccess({ rights: all, row: yesterday, canceled: false, now: NOW }).past).toBe(false);
  });
  it('allows only the end date of a past event, and only with the past-edit right', () => {
    expect(editAccess({ rights: all, row: old, canceled: false, now: NOW })).toMatchObject({ past: true, readOnly: false, title: false, description: false, start: false, end: true, other: false });
    expect(editAccess({ rights: { ...all, can_edit_past_event_date: false }, row: old, canceled: false, now: NOW })).toMatchObject({ past: true, readOnly: true, end: false });
  });
  it('locks dates and substitute while the request is in approval, and everything of a canceled event', () => {
    expect(editAccess({ rights: all, row: future, canceled: false, inProgress: true, now: NOW })).toMatchObject({ title: true, start: false, end: false, substitute: false });
    expect(editAccess({ rights: all, row: future, canceled: true, now: NOW })).toMatchObject({ readOnly: true, title: false });
  });
  it('leaves the edited event out of the monthly usage', () => {
    expect(usedWithout({ '2026-12': 3, '2027-01': 1 }, [{ start: '2026-12-01T08:00', end: '2026-12-02T17:00' }])).toEqual({ '2026-12': 1, '2027-01': 1 });
  });
});

describe('calendar filters', () => {
  const f: CalendarFilters = {
    statuses: [{ value: 'accepted', name: 'Accepted', checked: true }, { value: 'canceled', name: 'Canceled', checked: false }],
    types: [{ value: 1, name: 'Vacation', checked: true, categoryName: 'Leave' }, { value: -2, name: 'Overtimes', checked: true }],
    users: [], groups: [], countries: [{ value: 'LT', name: 'Lithuania', checked: true }],
  };
  it('is unchanged until a checkbox differs, and unchanged again when put back', () => {
    expect(filtersChanged(f, f)).toBe(false);
    const changed = setChecked(f, 'statuses', true, 'canceled');
    expect(filtersChanged(f, changed)).toBe(true);
    expect(filtersChanged(f, setChecked(changed, 'statuses', false, 'canceled'))).toBe(false);
  });
  it('has a group checkbox with a mixed state', () => {
    expect(groupState(f.statuses)).toBe('mixed');
    expect(groupState(setChecked(f, 'statuses', true).statuses)).toBe(true);
    expect(groupState(setChecked(f, 'statuses', false).statuses)).toBe(false);
  });
  it('groups types by category with pseudo types last', () => {
    expect(typesByCategory(f.types, 'Other').map(([k]) => k)).toEqual(['Leave', 'Other']);
  });
  it('maps request statuses and flags', () => {
    expect(eventStatusOf('in_progress')).toBe('waiting_for_approval');
    expect(eventStatusOf('rejected')).toBe('canceled');
    expect(eventStatusOf('approved')).toBe('accepted');
    expect(flagEmoji('LT')).toBe('🇱🇹');
  });
});

describe('conference colours (spec 2 §9)', () => {
  const colours = [
    { id: 'conference', backgroundColor: '#e0d3f5', borderColor: '#8764b8', textColor: '#3b2c54' },
    { id: 'conferenceNotConfirmed', backgroundColor: '#f3f2f1', borderColor: '#8764b8', textColor: '#3b2c54' },
    { id: 'conferenceWaitingForApproval', backgroundColor: '#fff4ce', borderColor: '#8764b8', textColor: '#3d3100' },
  ];
  const fallback = { backgroundColor: 'x', borderColor: 'x', textColor: 'x' };
  const bg = (confirmation: 'confirmed' | 'waiting_for_approval' | 'not_confirmed' | null) =>
    colourOf(colours, [conferenceKey({ confirmation }), 'conference'], fallback).backgroundColor;

  it('colours a participation by its state, confirmed by default', () => {
    expect([bg('confirmed'), bg('waiting_for_approval'), bg('not_confirmed'), bg(null)]).toEqual(['#e0d3f5', '#fff4ce', '#f3f2f1', '#e0d3f5']);
  });
  it('falls back to the conference colour when a server has no colour for the state', () => {
    expect(colourOf(colours.slice(0, 1), [conferenceKey({ confirmation: 'not_confirmed' }), 'conference'], fallback).backgroundColor).toBe('#e0d3f5');
  });
});

describe('event form schema (the dialog resolver)', () => {
  const facts = { editing: false, forSubordinate: false, addressRequired: false, substituteMissing: false, datesRefused: false };
  const values = {
    owner_id: '', category_id: '1', event_type_id: '3', title: 'Course', description: '', working_address: '', child_birth_date: '',
    rows: [{ start: '2026-12-01T08:00', end: '2026-12-01T17:00' }], substitute_id: null, vacation_payout: false, send_calendar_file: false,
  };
  const messages = (f: typeof facts, v: typeof values) =>
    Object.fromEntries((eventFormSchema(f).safeParse(v).error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));

  it('accepts a complete form and checks the contract limits', () => {
    expect(messages(facts, values)).toEqual({});
    expect(messages(facts, { ...values, title: ' ', description: 'd'.repeat(1001), category_id: '' })).toMatchObject({ title: 'required', category_id: 'required' });
    expect(messages(facts, { ...values, title: 't'.repeat(256) })).toEqual({ title: 'tooLong' });
  });
  it('applies the rules of the moment: subordinate, address, substitute, dates', () => {
    expect(messages({ ...facts, forSubordinate: true, addressRequired: true, substituteMissing: true, datesRefused: true }, values)).toEqual({
      owner_id: 'required', working_address: 'required', substitute_id: 'required', rows: 'dates',
    });
    expect(messages(facts, { ...values, rows: [{ start: '2026-12-02T08:00', end: '2026-12-01T08:00' }] })).toEqual({ rows: 'invalid' });
  });
  it('maps server paths to the form fields', () => {
    expect(eventFieldOf('event.title')).toBe('title');
    expect(eventFieldOf('event.date_end')).toBe('rows');
    expect(eventFieldOf('additional_dates.1.date_start')).toBe('rows');
    expect(eventFieldOf('send_calendar_file')).toBeUndefined();
  });
});
