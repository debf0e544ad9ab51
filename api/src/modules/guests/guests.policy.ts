/**
 * Who may do what with a guest (spec 3 §6 guests_* and "Implied permissions"). Pure rules over the caller
 * (`Actor`: id and permissions) and the facts the service loads (`GuestFacts`); the service calls the
 * `assert*` forms, the presenter the `can*` forms (the row's `can`). guests_write implies guests_read and
 * guests_register, whether or not the role stores the implied ones.
 * - read the whole list: guests_read (or guests_write); a registrator without it sees only their own visits;
 * - register: guests_register (or guests_write);
 * - edit: the registrator with guests_register, or guests_write for any; never a canceled visit;
 * - cancel: the same, and the visit neither canceled nor ended (our choice: guests_write may cancel any,
 *   as it may edit any);
 * - delete: guests_write only, any visit.
 */
import { AppError } from '../../http/errors';
import type { Actor } from '../approvals';

/** What the rules need to know about a visit. */
export interface GuestFacts {
  registratorId: number;
  canceled: boolean;
  /** The end is past. */
  ended: boolean;
}

const has = (a: Actor, p: 'guests_read' | 'guests_register' | 'guests_write') => a.permissions.has(p);

export const canWriteGuests = (a: Actor): boolean => has(a, 'guests_write');
export const canReadAllGuests = (a: Actor): boolean => has(a, 'guests_read') || canWriteGuests(a);
export const canRegisterGuests = (a: Actor): boolean => has(a, 'guests_register') || canWriteGuests(a);
/** Own visit under guests_register, or any under guests_write. */
const manages = (a: Actor, g: GuestFacts): boolean => canWriteGuests(a) || (has(a, 'guests_register') && g.registratorId === a.id);

export const canEditGuest = (a: Actor, g: GuestFacts): boolean => manages(a, g) && !g.canceled;
export const canCancelGuest = (a: Actor, g: GuestFacts): boolean => manages(a, g) && !g.canceled && !g.ended;
export const canDeleteGuest = (a: Actor): boolean => canWriteGuests(a);
/** May see this visit (the whole list, or one's own registration). */
export const canSeeGuest = (a: Actor, g: GuestFacts): boolean => canReadAllGuests(a) || (canRegisterGuests(a) && g.registratorId === a.id);

/** The row's `can` (contracts/guests.ts `guestAbilities`). */
export const guestAbilitiesOf = (a: Actor, g: GuestFacts) => ({ edit: canEditGuest(a, g), cancel: canCancelGuest(a, g), delete: canDeleteGuest(a) });

/** @throws 403 missing_permissions unless the registrator (guests_register) or guests_write; 409 guest_canceled */
export function assertCanEditGuest(a: Actor, g: GuestFacts): void {
  if (!manages(a, g)) throw new AppError('missing_permissions');
  if (g.canceled) throw new AppError('guest_canceled');
}

/** @throws 403 missing_permissions as for edit; 409 guest_canceled (already) | guest_visit_ended (the end is past) */
export function assertCanCancelGuest(a: Actor, g: GuestFacts): void {
  if (!manages(a, g)) throw new AppError('missing_permissions');
  if (g.canceled) throw new AppError('guest_canceled');
  if (g.ended) throw new AppError('guest_visit_ended');
}

/** @throws 403 missing_permissions without guests_write */
export function assertCanDeleteGuest(a: Actor): void {
  if (!canDeleteGuest(a)) throw new AppError('missing_permissions');
}
