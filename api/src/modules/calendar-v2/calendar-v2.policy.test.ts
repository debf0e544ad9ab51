/** The v2 calendar's rules (calendar-v2.policy.ts; spec 2 §2, §4, §6): who sees whose items and what an event's details let the caller do. */
import type { Permission } from '../../contracts/permissions';
import type { EditRights } from '../calendar/calendar.policy';
import { canSeeItemsOf, canSeeWorkingAddress, eventAbilities, seesEveryone } from './calendar-v2.policy';

const caller = (id: number, ...permissions: Permission[]) => ({ id, permissions: new Set(permissions) });
const OWNER = { id: 1, managerId: 2, sharedWithCaller: false };
const NOW = new Date('2026-06-15T10:00:00Z');
const RIGHTS: EditRights = {
  edit_name: true,
  edit_description: true,
  edit_date: true,
  can_delete: true,
  can_edit_past_event_date: false,
  can_delete_past_event: false,
};
const live = { ownerId: 1, status: 'accepted', dateEnd: new Date('2026-06-20T10:00:00Z') };
const past = { ownerId: 1, status: 'accepted', dateEnd: new Date('2026-06-01T10:00:00Z') };

describe('calendar-v2 policy', () => {
  test.each([
    ['the owner', caller(1), OWNER, true],
    ['the direct manager', caller(2), OWNER, true],
    ['a viewer', caller(3), { ...OWNER, sharedWithCaller: true }, true],
    ['all_events_read', caller(3, 'all_events_read'), OWNER, true],
    ['a stranger', caller(3), OWNER, false],
  ])('items of a person: %s → %s', (_who, c, owner, allowed) => {
    expect(canSeeItemsOf(c, owner)).toBe(allowed);
  });

  test('everyone only with all_events_read; working addresses for the owner, the manager and users_read_sensitive_info', () => {
    expect(seesEveryone(caller(3, 'all_events_read'))).toBe(true);
    expect(seesEveryone(caller(1))).toBe(false);
    expect(canSeeWorkingAddress(caller(2), OWNER)).toBe(true);
    expect(canSeeWorkingAddress(caller(3, 'users_read_sensitive_info'), OWNER)).toBe(true);
    expect(canSeeWorkingAddress(caller(3, 'all_events_read'), OWNER)).toBe(false);
  });

  test.each([
    ['the owner, a live event', caller(1), live, RIGHTS, { edit: true, cancel: true }],
    ['the owner, without can_delete', caller(1), live, { ...RIGHTS, can_delete: false }, { edit: true, cancel: false }],
    ['the owner, a past event without can_delete_past_event', caller(1), past, RIGHTS, { edit: true, cancel: false }],
    ['the owner, a past event with can_delete_past_event', caller(1), past, { ...RIGHTS, can_delete_past_event: true }, { edit: true, cancel: true }],
    ['the owner, a canceled event', caller(1), { ...live, status: 'canceled' }, RIGHTS, { edit: false, cancel: false }],
    ['the manager', caller(2, 'all_events_read'), live, RIGHTS, { edit: false, cancel: false }],
  ])('event abilities: %s → %j', (_what, c, e, rights, expected) => {
    expect(eventAbilities(c, e, rights, NOW)).toEqual(expected);
  });
});
