/**
 * Guests routes (spec 3 §7 Guests) under /api/v1: guard (permission) → contract → service → reply with the
 * success key of spec 3 §8. Rules: guests.policy.ts; writes and the list: guests.service.ts; e-mails
 * (notify_admin, send_calendar_file): guests.notices.ts.
 */
import type { AppContext } from '../../context';
import { okReply } from '../../contracts/common';
import { guestCreateBody, guestList, guestListQuery, guestReply, guestUpdateBody } from '../../contracts/guests';
import { registerErrorCodes } from '../../http/errors';
import { idParams, type Access, type Api } from '../../http/route';
import { registerGuestNotices } from './guests.notices';
import { cancelGuest, deleteGuest, GUEST_ERRORS, listGuests, registerGuest, updateGuest } from './guests.service';

const ANY: Access = { anyOf: ['guests_read', 'guests_register', 'guests_write'] };
const REGISTER: Access = { anyOf: ['guests_register', 'guests_write'] };
const WRITE: Access = { anyOf: ['guests_write'] };

/** Declares the /guests routes, their error codes and the guest e-mails. */
export function registerGuests({ v1 }: Api, ctx: AppContext): void {
  registerErrorCodes(GUEST_ERRORS);
  registerGuestNotices(ctx);
  v1.add({
    method: 'get', path: '/guests',
    summary: 'Guests, paged (page, pageSize 5/10/20/50/100, q on name or phone); ended visits only with show_ended=true; without guests_read only the visits one registered (scope own)',
    access: ANY, query: guestListQuery, response: guestList,
    handler: ({ user, query }) => listGuests(ctx, user, query),
  });
  v1.add({
    method: 'post', path: '/guests', summary: 'Register a guest (name, purpose, phone_number, date_start ≤ date_end, is_employee, notes); notify_admin mails the office administrators, send_calendar_file mails the registrator an .ics',
    access: REGISTER, status: 201, body: guestCreateBody, response: guestReply,
    handler: async ({ user, body }) => ({ message: 'guest_has_been_successfully_registered', guest: await registerGuest(ctx, user, body) }),
  });
  v1.add({
    method: 'put', path: '/guests/:id', summary: 'Edit a guest: the registrator (guests_register) or guests_write; not a canceled one (409 guest_canceled)',
    access: REGISTER, params: idParams, body: guestUpdateBody, response: guestReply,
    handler: async ({ user, params, body }) => ({ message: 'guest_registration_has_been_updated', guest: await updateGuest(ctx, user, params.id, body) }),
  });
  v1.add({
    method: 'put', path: '/guests/:id/cancel', summary: 'Cancel a visit: the registrator (guests_register) or guests_write; 409 guest_canceled or guest_visit_ended',
    access: REGISTER, params: idParams, response: guestReply,
    handler: async ({ user, params }) => ({ message: 'guest_successfully_canceled', guest: await cancelGuest(ctx, user, params.id) }),
  });
  v1.add({
    method: 'delete', path: '/guests/:id', summary: 'Delete any visit (guests_write)', access: WRITE, params: idParams, response: okReply,
    handler: async ({ user, params }) => {
      await deleteGuest(ctx, user, params.id);
      return { message: 'guest_successfully_deleted' };
    },
  });
}
