/**
 * Personal info change routes (spec 1 §7 Users: POST /{id}/edit). Registers the user_info_change
 * request type with the approval engine — the one call a request-type module makes.
 */
import type { AppContext } from '../../context';
import { infoChangeBody, infoChangeReply } from '../../contracts/user-info-change';
import { idParams, type Api } from '../../http/route';
import { registerUserInfoChangeType, requestInfoChange } from './user-info-change.service';

/** Declares POST /api/v1/users/:id/edit and registers the request type. */
export function registerUserInfoChange({ v1 }: Api, ctx: AppContext): void {
  registerUserInfoChangeType();
  v1.add({
    method: 'post', path: '/users/:id/edit', summary: 'Ask to change one of my personal-info fields (images: jpeg/png/pdf, ≤3, each <10,000,000 bytes)', access: 'user', status: 201,
    params: idParams, body: infoChangeBody, response: infoChangeReply,
    handler: ({ user, params, body }) => requestInfoChange(ctx, user, params.id, body),
  });
}
