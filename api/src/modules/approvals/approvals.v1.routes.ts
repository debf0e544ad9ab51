/**
 * Older request calls (spec 2 §7 "Older calls (v1)" Requests; spec 1 §7 users/{id}/assigned/requests
 * and requests/upcoming/count). `requests/items/{id}` is a request step ("user chain item") id;
 * `requests/{id}` a request id; `requests/object/{id}/init/{type}` an object id with its type.
 * Assigned requests and the upcoming count of another user need all_users_unapproved_requests_read.
 */
import { z } from 'zod';
import type { AppContext } from '../../context';
import { actionBody, actionReply, cancelReply, queryBool, REQUEST_TYPE_NAMES, requestChain, requestItem, StepAction, V1_ITEM_STATUSES } from '../../contracts/approvals';
import { okReply } from '../../contracts/common';
import { pagedSchema, pagingQuery } from '../../http/paging';
import { idParams, type Api } from '../../http/route';
import { assertCanReadWaitingOf } from './approvals.policy';
import { presentActionReply, presentDeleted, presentWaitingCount } from './approvals.presenters';
import { editRequest } from './edits';
import { accountingList, waitingCount, waitingFor } from './lists';
import { accountingTypes } from './registry';
import { requestItems, requestObject } from './timeline';
import { act, cancel, checkTask, complete, deleteNotInitialized, initByObject } from './transitions';

const V1_ACTION: Record<(typeof V1_ITEM_STATUSES)[number], StepAction> = {
  approve: 'approve', reject: 'reject', send_back: 'send_back_request', send_back_request: 'send_back_request',
  send_back_to_owner: 'send_back_request_to_owner', send_back_request_to_owner: 'send_back_request_to_owner',
};
const id = z.coerce.number().int().positive();

/** Declares the v1 request routes. */
export function registerV1Requests({ v1 }: Api, ctx: AppContext): void {
  v1.add({
    method: 'get', path: '/requests/accounting', summary: 'Approved requests waiting for accounting', access: { anyOf: ['accounting_notifications'] },
    query: pagingQuery, response: pagedSchema(requestChain), handler: ({ user, query }) => accountingList(ctx, user, accountingTypes(), query),
  });
  v1.add({
    method: 'patch', path: '/requests/items/:id', summary: 'Act on a request step: status=approve|reject|send_back|send_back_to_owner', access: 'user',
    params: idParams, query: z.object({ status: z.enum(V1_ITEM_STATUSES) }), body: actionBody, response: actionReply,
    handler: async ({ user, params, query, body }) => {
      const r = await act(ctx, params.id, V1_ACTION[query.status], user, body);
      return presentActionReply(query.status === 'approve' ? 'request_approved_successfully' : query.status === 'reject' ? 'request_rejected_successfully' : 'request_returned_successfully', r);
    },
  });
  v1.add({
    method: 'patch', path: '/requests/items/:id/tasks/:taskId', summary: 'Check or uncheck a task of the current step', access: 'user',
    params: z.object({ id, taskId: id }), query: z.object({ checked: queryBool }), response: okReply,
    handler: ({ user, params, query }) => checkTask(ctx, params.id, params.taskId, query.checked, user),
  });
  v1.add({ method: 'get', path: '/requests/:id/items', summary: "Chain items (steps) of a request's current round", access: 'user', params: idParams, response: z.array(requestItem), handler: ({ user, params }) => requestItems(ctx, params.id, user) });
  v1.add({
    method: 'put', path: '/requests/:id/items/object/:objectId', summary: "Edit a request's object within its chain (audited)", access: 'user',
    params: z.object({ id, objectId: id }), body: z.looseObject({}), response: actionReply,
    handler: async ({ user, params, body }) => presentActionReply('ok', await editRequest(ctx, params.id, user, body, params.objectId)),
  });
  v1.add({
    method: 'patch', path: '/requests/object/:id/init/:type', summary: 'Submit the request of an object by its id and type', access: 'user',
    params: z.object({ id, type: z.enum(REQUEST_TYPE_NAMES) }), response: actionReply,
    handler: async ({ user, params }) => presentActionReply('request_submitted_successfully', await initByObject(ctx, params.type, params.id, user)),
  });
  v1.add({
    method: 'delete', path: '/requests/:id/not-initialized', summary: 'Owner deletes a not-initialized request', access: 'user', params: idParams, response: okReply,
    handler: async ({ user, params }) => {
      await deleteNotInitialized(ctx, params.id, user);
      return presentDeleted();
    },
  });
  v1.add({ method: 'patch', path: '/requests/:id/cancel', summary: 'Owner cancels; an approved request goes for approval of the cancellation (reinit)', access: 'user', params: idParams, response: cancelReply, handler: ({ user, params }) => cancel(ctx, params.id, user) });
  v1.add({ method: 'patch', path: '/requests/:id/complete', summary: 'Accounting completes an approved request', access: { anyOf: ['accounting_notifications'] }, params: idParams, response: okReply, handler: ({ user, params }) => complete(ctx, params.id, user) });
  v1.add({ method: 'get', path: '/requests/:id/object', summary: "A request's object", access: 'user', params: idParams, handler: ({ user, params }) => requestObject(ctx, params.id, user) });
  v1.add({
    method: 'get', path: '/users/:id/assigned/requests', summary: 'Requests waiting for the user (self or all_users_unapproved_requests_read), newest first', access: 'user',
    params: idParams, query: pagingQuery, response: pagedSchema(requestChain),
    handler: ({ user, params, query }) => {
      assertCanReadWaitingOf(user, params.id);
      return waitingFor(ctx, user, params.id, query);
    },
  });
  v1.add({
    method: 'get', path: '/users/:id/requests/upcoming/count', summary: 'How many requests wait for the user', access: 'user', params: idParams, response: z.object({ count: z.number().int() }),
    handler: async ({ user, params }) => {
      assertCanReadWaitingOf(user, params.id);
      return presentWaitingCount(await waitingCount(ctx, params.id));
    },
  });
}
