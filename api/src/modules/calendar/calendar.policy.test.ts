/**
 * The calendar's relation rules (calendar.policy.ts; spec 2 §2 Calendar access, §4 Event status,
 * §5 Old event form, §6 relational roles) over plain objects: each rule allowed and refused.
 */
import type { Permission } from '../../contracts/permissions';
import { AppError } from '../../http/errors';
import {
  assertCanCancelEvent,
  assertCanEditEvent,
  assertCanSubmitEventFor,
  assertSubstitutionOpen,
  canActFor,
  canAnswerAsSubstitute,
  canCancelEvent,
  canEditEvent,
  canListSubstitutions,
  canListViewers,
  canSeeSensitive,
  canSetViewers,
  canSubmitEventFor,
  canViewCalendar,
  isPast,
  isValidSubstitute,
  substituteRequired,
  substitutionState,
  type EditRights,
  type EventChange,
} from './calendar.policy';

const caller = (id: number, ...permissions: Permission[]) => ({ id, permissions: new Set(permissions) });
const ME = 1;
const MANAGER = 2;
const OTHER = 3;
const NOW = new Date('2026-06-15T10:00:00Z');
const FUTURE = new Date('2026-06-20T10:00:00Z');
const LONG_AGO = new Date('2026-06-01T10:00:00Z');
const ALL: EditRights = {
  edit_name: true,
  edit_description: true,
  edit_date: true,
  can_delete: true,
  can_edit_past_event_date: true,
  can_delete_past_event: true,
};
const NONE: EditRights = {
  edit_name: false,
  edit_description: false,
  edit_date: false,
  can_delete: false,
  can_edit_past_event_date: false,
  can_delete_past_event: false,
};
const NO_CHANGE: EventChange = {
  typeChanged: false,
  titleChanged: false,
  descriptionChanged: false,
  startChanged: false,
  endChanged: false,
  substituteChanged: false,
  requestInProgress: false,
};

/** The code (and reason) an assertion throws, or 'ok'. */
function outcome(fn: () => void): string {
  try {
    fn();
    return 'ok';
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    return [err.code, err.extra.reason].filter(Boolean).join(':');
  }
}

describe('calendar policy', () => {
  test.each([
    ['the owner', caller(ME), false, true],
    ['all_events_read', caller(OTHER, 'all_events_read'), false, true],
    ['a viewer the owner shared with', caller(OTHER), true, true],
    ['the direct manager', caller(MANAGER), false, true],
    ['a stranger', caller(OTHER), false, false],
    ['a stranger with users_read_sensitive_info', caller(OTHER, 'users_read_sensitive_info'), false, false],
  ])('view a calendar: %s → %s', (_who, c, shared, allowed) => {
    expect(canViewCalendar(c, { id: ME, managerId: MANAGER, sharedWithCaller: shared })).toBe(allowed);
  });

  test.each([
    ['the owner', caller(ME), true],
    ['the direct manager', caller(MANAGER), true],
    ['users_read_sensitive_info', caller(OTHER, 'users_read_sensitive_info'), true],
    ['all_events_read alone', caller(OTHER, 'all_events_read'), false],
  ])('sensitive fields: %s → %s', (_who, c, allowed) => {
    expect(canSeeSensitive(c, { id: ME, managerId: MANAGER })).toBe(allowed);
  });

  test('a person without a manager is managed by nobody', () => {
    expect(canActFor(caller(MANAGER), { id: ME, managerId: null })).toBe(false);
    expect(canActFor(caller(ME), { id: ME, managerId: null })).toBe(true);
    expect(canActFor(caller(MANAGER), { id: ME, managerId: MANAGER })).toBe(true);
  });

  const TYPE = { id: 7, can_manager_submit: false, unattendance_code: 'A' };
  test.each([
    ['oneself', caller(ME), TYPE, 'ok'],
    ['the manager with can_manager_submit', caller(MANAGER), { ...TYPE, can_manager_submit: true }, 'ok'],
    ['the manager with the "for another user" code L', caller(MANAGER), { ...TYPE, unattendance_code: 'L' }, 'ok'],
    ['the manager with a type not for managers', caller(MANAGER), TYPE, 'event_type_not_submittable_by_manager'],
    ['someone else', caller(OTHER, 'all_events_read'), { ...TYPE, can_manager_submit: true }, 'manager_can_only_submit_for_subordinates'],
  ])('submit an event: %s → %s', (_who, c, type, expected) => {
    expect(outcome(() => assertCanSubmitEventFor(c, { id: ME, managerId: MANAGER }, type))).toBe(expected);
    expect(canSubmitEventFor(c, { id: ME, managerId: MANAGER }, type)).toBe(expected === 'ok');
  });

  const live = { ownerId: ME, status: 'accepted', dateEnd: FUTURE };
  const past = { ownerId: ME, status: 'accepted', dateEnd: LONG_AGO };
  test('past events ended before 00:00 of yesterday (company zone)', () => {
    expect(isPast(LONG_AGO, NOW)).toBe(true);
    expect(isPast(FUTURE, NOW)).toBe(false);
    expect(isPast(new Date(NOW.getTime() - 60 * 60 * 1000), NOW)).toBe(false);
  });

  test.each([
    ['the owner, no change', caller(ME), live, NO_CHANGE, NONE, 'ok'],
    ['not the owner', caller(MANAGER), live, NO_CHANGE, ALL, 'cannot_edit_event:not_owner'],
    ['a canceled event', caller(ME), { ...live, status: 'canceled' }, NO_CHANGE, ALL, 'cannot_edit_canceled_event'],
    ['another type', caller(ME), live, { ...NO_CHANGE, typeChanged: true }, ALL, 'cannot_edit_event:event_type'],
    ['the title without edit_name', caller(ME), live, { ...NO_CHANGE, titleChanged: true }, NONE, 'cannot_edit_event:title'],
    ['the description without edit_description', caller(ME), live, { ...NO_CHANGE, descriptionChanged: true }, NONE, 'cannot_edit_event:description'],
    ['the dates without edit_date', caller(ME), live, { ...NO_CHANGE, endChanged: true }, NONE, 'cannot_edit_event:dates'],
    ['the dates with edit_date', caller(ME), live, { ...NO_CHANGE, startChanged: true, endChanged: true }, { ...NONE, edit_date: true }, 'ok'],
    ['a past end with can_edit_past_event_date', caller(ME), past, { ...NO_CHANGE, endChanged: true }, { ...NONE, can_edit_past_event_date: true }, 'ok'],
    [
      'a past end without it',
      caller(ME),
      past,
      { ...NO_CHANGE, endChanged: true },
      { ...ALL, can_edit_past_event_date: false },
      'cannot_edit_past_event:date_end',
    ],
    ['a past start, even with it', caller(ME), past, { ...NO_CHANGE, startChanged: true }, ALL, 'cannot_edit_past_event:date_start'],
    [
      'the dates while in approval',
      caller(ME),
      live,
      { ...NO_CHANGE, endChanged: true, requestInProgress: true },
      ALL,
      'cannot_edit_event:request_in_progress',
    ],
    [
      'the substitute while in approval',
      caller(ME),
      live,
      { ...NO_CHANGE, substituteChanged: true, requestInProgress: true },
      ALL,
      'cannot_edit_event:request_in_progress',
    ],
    ['the title while in approval', caller(ME), live, { ...NO_CHANGE, titleChanged: true, requestInProgress: true }, ALL, 'ok'],
  ])('edit an event: %s → %s', (_what, c, e, change, rights, expected) => {
    expect(outcome(() => assertCanEditEvent(c, e, change, rights, NOW))).toBe(expected);
  });

  test('may open an event for editing: the owner while not canceled', () => {
    expect(canEditEvent(caller(ME), live)).toBe(true);
    expect(canEditEvent(caller(ME), { ...live, status: 'canceled' })).toBe(false);
    expect(canEditEvent(caller(MANAGER, 'all_events_read'), live)).toBe(false);
  });

  test.each([
    ['the owner with can_delete', caller(ME), live, { ...NONE, can_delete: true }, 'ok'],
    ['the owner without can_delete', caller(ME), live, { ...ALL, can_delete: false }, 'cannot_delete_event'],
    ['a past event with can_delete_past_event', caller(ME), past, { ...NONE, can_delete_past_event: true }, 'ok'],
    ['a past event without it', caller(ME), past, { ...ALL, can_delete_past_event: false }, 'cannot_delete_past_event'],
    ['not the owner', caller(MANAGER, 'all_events_read'), live, ALL, 'cannot_edit_event:not_owner'],
    ['a canceled event', caller(ME), { ...live, status: 'canceled' }, ALL, 'cannot_edit_canceled_event'],
  ])('cancel an event: %s → %s', (_what, c, e, rights, expected) => {
    expect(outcome(() => assertCanCancelEvent(c, e, rights, NOW))).toBe(expected);
    expect(canCancelEvent(c, e, rights, NOW)).toBe(expected === 'ok');
  });

  test.each([
    [{ status: 'accepted', substitute_confirmed: null }, 'pending', 'ok'],
    [{ status: 'waiting_for_approval', substitute_confirmed: true }, 'accepted', 'substitution_already_answered'],
    [{ status: 'accepted', substitute_confirmed: false }, 'declined', 'substitution_already_answered'],
    [{ status: 'canceled', substitute_confirmed: null }, 'canceled', 'cannot_edit_canceled_event'],
  ])('substitution %j is %s; answering → %s', (e, state, expected) => {
    expect(substitutionState(e)).toBe(state);
    expect(outcome(() => assertSubstitutionOpen(e))).toBe(expected);
  });

  test('substitutions: listed by the substitute or all_events_read, answered only by the substitute', () => {
    expect(canListSubstitutions(caller(ME), ME)).toBe(true);
    expect(canListSubstitutions(caller(OTHER, 'all_events_read'), ME)).toBe(true);
    expect(canListSubstitutions(caller(MANAGER), ME)).toBe(false);
    expect(canAnswerAsSubstitute(caller(ME), ME)).toBe(true);
    expect(canAnswerAsSubstitute(caller(OTHER, 'all_events_read'), ME)).toBe(false);
  });

  test.each([
    [{ typeNeedsSubstitute: true, past: false, ownerManagesPeople: true, ownerInChain: false }, true],
    [{ typeNeedsSubstitute: true, past: false, ownerManagesPeople: false, ownerInChain: true }, true],
    [{ typeNeedsSubstitute: true, past: false, ownerManagesPeople: false, ownerInChain: false }, false],
    [{ typeNeedsSubstitute: true, past: true, ownerManagesPeople: true, ownerInChain: true }, false],
    [{ typeNeedsSubstitute: false, past: false, ownerManagesPeople: true, ownerInChain: true }, false],
  ])('substitute required for %j → %s', (facts, expected) => {
    expect(substituteRequired(facts)).toBe(expected);
  });

  test('a valid substitute is another active user', () => {
    const sub = { id: OTHER, deleted: false, disabled: false };
    expect(isValidSubstitute(ME, sub)).toBe(true);
    expect(isValidSubstitute(ME, null)).toBe(false);
    expect(isValidSubstitute(OTHER, sub)).toBe(false);
    expect(isValidSubstitute(ME, { ...sub, deleted: true })).toBe(false);
    expect(isValidSubstitute(ME, { ...sub, disabled: true })).toBe(false);
  });

  test('viewers: listed by the owner or all_events_read, set only by the owner', () => {
    expect(canListViewers(caller(ME), ME)).toBe(true);
    expect(canListViewers(caller(OTHER, 'all_events_read'), ME)).toBe(true);
    expect(canListViewers(caller(MANAGER), ME)).toBe(false);
    expect(canSetViewers(caller(ME), ME)).toBe(true);
    expect(canSetViewers(caller(OTHER, 'all_events_read'), ME)).toBe(false);
  });
});
