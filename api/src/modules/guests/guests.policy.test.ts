/** The guests' relation rules (spec 3 §6 guests_*, implied permissions), table-driven over plain facts. */
import type { Permission } from '../../contracts/permissions';
import { canReadAllGuests, canRegisterGuests, canSeeGuest, guestAbilitiesOf, type GuestFacts } from './guests.policy';

const actor = (id: number, ...perms: Permission[]) => ({ id, permissions: new Set<Permission>(perms) });
const reader = actor(1, 'guests_read');
const registrator = actor(2, 'guests_register');
const otherRegistrator = actor(3, 'guests_register', 'guests_read');
const office = actor(4, 'guests_write');

const active: GuestFacts = { registratorId: 2, canceled: false, ended: false };
const canceled: GuestFacts = { ...active, canceled: true };
const ended: GuestFacts = { ...active, ended: true };

it.each([
  ['a reader only reads', reader, active, { edit: false, cancel: false, delete: false }],
  ['the registrator edits and cancels their visit', registrator, active, { edit: true, cancel: true, delete: false }],
  ['the registrator cannot touch a canceled visit', registrator, canceled, { edit: false, cancel: false, delete: false }],
  ['the registrator may correct an ended visit but not cancel it', registrator, ended, { edit: true, cancel: false, delete: false }],
  ["another registrator cannot edit or cancel someone else's visit", otherRegistrator, active, { edit: false, cancel: false, delete: false }],
  ['guests_write edits, cancels and deletes any visit', office, active, { edit: true, cancel: true, delete: true }],
  ['guests_write deletes a canceled visit but does not edit it', office, canceled, { edit: false, cancel: false, delete: true }],
])('%s', (_name, who, facts, can) => {
  expect(guestAbilitiesOf(who, facts)).toEqual(can);
});

it('guests_write implies reading the whole list and registering; a registrator alone sees only their own visits', () => {
  expect(canReadAllGuests(office)).toBe(true);
  expect(canRegisterGuests(office)).toBe(true);
  expect(canReadAllGuests(registrator)).toBe(false);
  expect(canSeeGuest(registrator, active)).toBe(true);
  expect(canSeeGuest(registrator, { ...active, registratorId: 9 })).toBe(false);
  expect(canRegisterGuests(reader)).toBe(false);
  expect(canSeeGuest(reader, { ...active, registratorId: 9 })).toBe(true);
});
