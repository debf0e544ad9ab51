/**
 * Users routes (spec 1 §7 Users). Fixed paths (settings, names, viewable, birthdays, export,
 * end-entry-page) are declared before the `/users/:id…` ones, and `:id` is numeric, so a word is
 * never taken for an id. Self-or-permission and relation rules are users.policy.ts, called by the services
 * (403 missing_permissions); reply shapes are users.presenters.ts.
 */
import { z } from 'zod';
import type { AppContext } from '../../context';
import { okReply } from '../../contracts/common';
import {
  birthdayEntry, exportBody, exportReply, personRef, responsibilities, settingBody, settingEntry, subordinateItem, subordinatesBody,
  subscribeBody, subscriptions, userCreateBody, userInfo, userListQuery, userRow, userUpdateBody,
} from '../../contracts/users';
import type { FieldIssue } from '../../http/errors';
import { dataVersion } from '../../db/raw';
import { pagedSchema } from '../../http/paging';
import { ReplyCache } from '../../http/reply-cache';
import { idParams, type Api } from '../../http/route';
import { upcomingBirthdays, userNames, viewableUsers } from './users.directory';
import { exportUsers } from './users.export';
import { recordExport } from '../audit/audit.record';
import { registerRelatives } from './users.relatives.routes';
import { listSubordinates, managerIdOf, responsibilities as responsibilitiesOf, setSubordinates } from './users.relations';
import * as users from './users.service';
import { addSetting, endEntryPage, latestSetting, settingHistory, subscribe } from './users.settings';

/**
 * The code of a user form that fails its rules (spec 1 §5 User form, §8): 400
 * email_incorrect_or_not_exists when the e-mail is missing or not e-mail shaped, else
 * invalid_user_data; both list every offending field in `fields`.
 */
const userFormRefusal = (fields: FieldIssue[]) => (fields.some((f) => f.path === 'email') ? 'email_incorrect_or_not_exists' : 'invalid_user_data');

/** Declares every users route of spec 1 §7 on /api/v1 (see the file comment for the order rule). */
export function registerUsers({ v1 }: Api, ctx: AppContext): void {
  /** The names list as sent (one entry; http/reply-cache.ts), until the database changes. */
  const names = new ReplyCache(1, 16 * 1024 * 1024);
  const read = { anyOf: ['users_read' as const] };
  const write = { anyOf: ['users_write' as const] };
  const keyParams = z.object({ key: z.string().min(1).max(100) });
  registerRelatives(v1, ctx);

  // Fixed paths first.
  v1.add({
    method: 'post', path: '/users/settings', summary: "Append a choice to the caller's settings history (subscription keys also set the subscription)",
    access: 'user', body: settingBody, status: 201, response: settingEntry,
    handler: ({ body, user }) => addSetting(ctx, user, body),
  });
  v1.add({
    method: 'get', path: '/users/settings/:key/all', summary: "The caller's history of one setting, newest first", access: 'user',
    params: keyParams, response: z.array(settingEntry),
    handler: ({ params, user }) => settingHistory(ctx, user, params.key),
  });
  v1.add({
    method: 'get', path: '/users/settings/:key', summary: "The caller's latest entry of a setting (optionally with that value), or null", access: 'user',
    params: keyParams, query: z.object({ value: z.string().max(255).optional() }), response: settingEntry.nullable(),
    handler: ({ params, query, user }) => latestSetting(ctx, user, params.key, query.value),
  });
  v1.add({
    method: 'get', path: '/users/names', summary: 'Active users for pickers, by surname and name', access: 'user',
    response: z.array(personRef),
    // the same list for everyone, read by every people picker: kept as sent until the database changes
    handler: ({ req, res }) => names.serve(req, res, 'names', dataVersion(ctx.ds.manager), () => userNames(ctx)),
  });
  v1.add({
    method: 'get', path: '/users/viewable', summary: 'Users whose calendar the caller may view', access: 'user',
    response: z.array(personRef), handler: ({ user }) => viewableUsers(ctx, user),
  });
  v1.add({
    method: 'get', path: '/users/birthdays/upcoming', summary: 'Birthdays in the next 30 days of users who consented', access: 'user',
    response: z.array(birthdayEntry), handler: () => upcomingBirthdays(ctx),
  });
  v1.add({
    method: 'post', path: '/users/export', summary: 'Spreadsheet of the users (base64, UsersList.xlsx)', access: write,
    body: exportBody, response: exportReply,
    handler: async ({ body, user }) => {
      const file = await exportUsers(ctx, user, body?.q);
      await recordExport(ctx.ds, user, 'users', { q: body?.q ?? null });
      return file;
    },
  });
  v1.add({
    method: 'post', path: '/users/end-entry-page', summary: 'The caller finished the first-sign-in page (409 policy_documents_not_signed while an entry-page policy document is unsigned)', access: 'user', response: okReply,
    handler: ({ user }) => endEntryPage(ctx, user),
  });

  // Collection.
  v1.add({
    method: 'get', path: '/users', summary: 'Page of users with search and sort', access: read,
    query: userListQuery, response: pagedSchema(userRow),
    handler: ({ query, user }) => users.listUsers(ctx, user, query),
  });
  v1.add({
    method: 'post', path: '/users', summary: 'Create a user and e-mail an activation link', access: write, status: 201,
    body: userCreateBody, invalidBody: userFormRefusal, response: z.object({ id: z.number().int() }),
    handler: async ({ body, user }) => ({ id: await users.createUser(ctx, user, body) }),
  });

  // One user.
  v1.add({
    method: 'put', path: '/users/:id', summary: 'Edit a user (optionally set a new password)', access: write,
    params: idParams, body: userUpdateBody, invalidBody: userFormRefusal, response: okReply,
    handler: ({ params, body, user }) => users.updateUser(ctx, user, params.id, body),
  });
  v1.add({
    method: 'delete', path: '/users/:id', summary: 'Delete a user (soft); subordinates lose this manager', access: write,
    params: idParams, response: okReply,
    handler: ({ params, user }) => users.deleteUser(ctx, user, params.id),
  });
  v1.add({
    method: 'get', path: '/users/:id/info', summary: 'Full user (self or users_read)', access: 'user',
    params: idParams, response: userInfo,
    handler: ({ params, user }) => users.userInfo(ctx, user, params.id),
  });
  v1.add({
    method: 'get', path: '/users/:id/responsibilities', summary: 'Whether the user manages people or approves in a chain (self or users_read)', access: 'user',
    params: idParams, response: responsibilities,
    handler: ({ params, user }) => responsibilitiesOf(ctx, user, params.id),
  });
  v1.add({
    method: 'get', path: '/users/:id/manager-id', summary: "The user's manager id (self, users_read or employee_relationships_read)", access: 'user',
    params: idParams, response: z.object({ manager_id: z.number().int().nullable() }),
    handler: ({ params, user }) => managerIdOf(ctx, user, params.id),
  });
  v1.add({
    method: 'get', path: '/users/:id/subordinates', summary: 'Direct subordinates (self or employee_relationships_read)', access: 'user',
    params: idParams, response: z.array(subordinateItem),
    handler: ({ params, user }) => listSubordinates(ctx, user, params.id),
  });
  v1.add({
    method: 'put', path: '/users/:id/subordinates', summary: 'Set exactly these users as the direct subordinates', access: { anyOf: ['employee_relationships_write'] },
    params: idParams, body: subordinatesBody, response: z.object({ subordinates: z.array(z.number().int()) }),
    handler: async ({ params, body, user }) => ({ subordinates: await setSubordinates(ctx, user, params.id, body.subordinates) }),
  });
  v1.add({
    method: 'put', path: '/users/:id/subscribe', summary: 'Change subscriptions (self or users_write)', access: 'user',
    params: idParams, body: subscribeBody, response: z.object({ subscriptions }),
    handler: async ({ params, body, user }) => ({ subscriptions: await subscribe(ctx, user, params.id, body.subscriptions) }),
  });
}
