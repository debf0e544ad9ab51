/**
 * Request and chain-instance routes, v2 (spec 2 §7 Requests and Chains, base /api/v2). Everyone signed
 * in may call them; relations (owner, assignee, substitute, can_view) are checked by the engine, the
 * unapproved list needs all_users_unapproved_requests_read. `:id` of /chains is the request id
 * (the "user chain id"). The module's registration also declares the v1 calls, subscribes the
 * e-mail notifications and schedules the reminder job.
 */
import { z } from 'zod';
import type { AppContext } from '../../context';
import {
  actionBody, actionReply, cancelReply, chainInfo as chainInfoSchema, chainInstance as chainInstanceSchema, newRequestBody, queryBool, requestInspect,
  requestListQuery, requestRow, resolutionNoteBody, StepAction, type RequestListQuery,
} from '../../contracts/approvals';
import { okReply } from '../../contracts/common';
import { dataVersion } from '../../db/raw';
import { pagedSchema } from '../../http/paging';
import { ReplyCache } from '../../http/reply-cache';
import { idParams, type Api, type RouteInput } from '../../http/route';
import { JOBS } from '../../jobs';
import { presentActionReply as reply, presentDeleted } from './approvals.presenters';
import { saveNew, editRequest } from './edits';
import { listRequests, type Scope } from './lists';
import { chainNotificationsJob, subscribeNotifications } from './notifications';
import { chainInfo, chainInstance, inspect } from './timeline';
import { actOnRequest, cancel, deleteNotInitialized, setResolutionNote, submitRequest } from './transitions';
import { registerV1Requests } from './approvals.v1.routes';

const instance = chainInstanceSchema;

/**
 * Request list pages as sent, per caller and query (issue 11 item 4: a page of the caller's own
 * requests is 0.14 ms of SQL in a call of about 1 ms). Kept until the database changes (any write by
 * any worker) and at most {@link LIST_KEPT_MS}: a list also depends on the clock (substitutions in
 * force now, the recent days of finished requests, what may still be canceled), so a page built
 * 10 seconds ago is built again. 2,000 pages, about 32 MB.
 */
const listPages = new ReplyCache(2000, 32 * 1024 * 1024);
/** How long a kept list page may be served, in ms. */
export const LIST_KEPT_MS = 10_000;

/** The data version of the lists' cache: the database's, and the 10-second period it is read in. */
function listVersion(ctx: AppContext): string | null {
  const version = dataVersion(ctx.ds.manager);
  return version === null ? null : `${version}@${Math.floor(Date.now() / LIST_KEPT_MS)}`;
}

/** Declares the approval routes (v1 and v2), mail notifications and the reminder job. */
export function registerApprovals(api: Api, ctx: AppContext): void {
  const { v2 } = api;
  const paged = pagedSchema(requestRow);
  const list = (scope: Scope) => ({ req, res, user, query }: RouteInput<unknown, RequestListQuery, unknown>) =>
    listPages.serve(req, res, JSON.stringify([scope, user.id, query]), listVersion(ctx), () => listRequests(ctx, user, scope, query));
  v2.add({ method: 'get', path: '/requests', summary: "The caller's requests (spec 2 §9 list rules)", access: 'user', query: requestListQuery, response: paged, handler: list('my') });
  v2.add({ method: 'get', path: '/requests/participated', summary: 'Requests the caller approves or approved', access: 'user', query: requestListQuery, response: paged, handler: list('participated') });
  v2.add({
    method: 'get', path: '/requests/unapproved', summary: "Every user's requests waiting for approval", access: { anyOf: ['all_users_unapproved_requests_read'] },
    query: requestListQuery, response: paged, handler: list('unapproved'),
  });
  v2.add({ method: 'get', path: '/requests/:id/inspect', summary: 'A request with its object and summary', access: 'user', params: idParams, response: requestInspect, handler: ({ user, params }) => inspect(ctx, params.id, user) });
  v2.add({ method: 'get', path: '/requests/:id/chain-info', summary: "A request's chain timeline with the caller's actions", access: 'user', params: idParams, response: chainInfoSchema, handler: ({ user, params }) => chainInfo(ctx, params.id, user) });

  v2.add({ method: 'get', path: '/chains/:id', summary: "A request's chain instance (id = request id)", access: 'user', params: idParams, response: instance, handler: ({ user, params }) => chainInstance(ctx, params.id, user) });
  v2.add({
    method: 'post', path: '/chains', summary: 'Save a new request (requestType + its fields), submitting it with submit=true', access: 'user', status: 201,
    query: z.object({ submit: queryBool.default(false) }), body: newRequestBody, response: instance,
    handler: async ({ user, query, body }) => chainInstance(ctx, await saveNew(ctx, user, body, query.submit), user),
  });
  v2.add({
    method: 'put', path: '/chains/:id', summary: "Edit a request's object (audited)", access: 'user', params: idParams, body: z.looseObject({}), response: instance,
    handler: async ({ user, params, body }) => chainInstance(ctx, (await editRequest(ctx, params.id, user, body)).id, user),
  });
  v2.add({
    method: 'patch', path: '/chains/:id/submit', summary: 'Submit (or ask re-approval of an approved request)', access: 'user', params: idParams, response: actionReply,
    handler: async ({ user, params }) => reply('request_submitted_successfully', await submitRequest(ctx, params.id, user)),
  });
  const actions: [string, StepAction, string][] = [
    ['approve', 'approve', 'request_approved_successfully'], ['reject', 'reject', 'request_rejected_successfully'],
    ['return', 'send_back_request', 'request_returned_successfully'], ['return-to-owner', 'send_back_request_to_owner', 'request_returned_successfully'],
  ];
  for (const [path, action, message] of actions) {
    v2.add({
      method: 'patch', path: `/chains/:id/${path}`, summary: `${action} the current step (optional message)`, access: 'user', params: idParams, body: actionBody, response: actionReply,
      handler: async ({ user, params, body }) => reply(message, await actOnRequest(ctx, params.id, action, user, body)),
    });
  }
  v2.add({ method: 'patch', path: '/chains/:id/cancel', summary: 'Owner cancels (approved requests: reinit)', access: 'user', params: idParams, response: cancelReply, handler: ({ user, params }) => cancel(ctx, params.id, user) });
  v2.add({
    method: 'patch', path: '/chains/:id/resolution-note', summary: "The current assignee sets the resolution note (≤255)", access: 'user', params: idParams, body: resolutionNoteBody, response: okReply,
    handler: ({ user, params, body }) => setResolutionNote(ctx, params.id, user, body.resolutionNote),
  });
  v2.add({
    method: 'delete', path: '/chains/:id', summary: 'Owner deletes a not-initialized request', access: 'user', params: idParams, response: okReply,
    handler: async ({ user, params }) => {
      await deleteNotInitialized(ctx, params.id, user);
      return presentDeleted();
    },
  });

  registerV1Requests(api, ctx);
  subscribeNotifications(ctx);
  if (!JOBS.some((j) => j.name === chainNotificationsJob.name)) JOBS.push(chainNotificationsJob);
}
