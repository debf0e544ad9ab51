/**
 * Calendar groups (spec 2 §3 Calendar group, §5 Groups: name required, ≤255) used by calendar
 * filters, and calendar viewers (spec 2 §2 viewers modal, §6 "calendar viewer"): the users an owner
 * shares the calendar with.
 *
 * Groups are shared by every user who may read the calendar (event_types_read): anyone with it
 * creates, edits and deletes them (the older calendar's filter panel does). Viewers are set only by
 * the owner; unknown or deleted user ids answer 400 provided_invalid_data.
 */
import { EntityManager, In, IsNull } from 'typeorm';
import type { AppContext } from '../../context';
import { inTransaction } from '../../db/tx';
import type { AuthUser } from '../../http/auth';
import { AppError } from '../../http/errors';
import { User } from '../users/users.entities';
import { activeUser } from '../users/users.relations';
import { CalendarGroup, CalendarGroupUser, CalendarViewer } from './calendar.entities';
import { assertAllowed, canListViewers, canSetViewers } from './calendar.policy';
import { presentGroup, presentPerson, presentViewersSet } from './calendar.presenters';

const people = async (em: EntityManager, ids: number[]) =>
  ids.length ? (await em.getRepository(User).find({ where: { id: In(ids) }, select: { id: true, name: true, surname: true }, order: { surname: 'ASC', name: 'ASC' } })).map((u) => presentPerson(u)!) : [];

/** @throws 400 provided_invalid_data naming ids that are not active users */
async function requireUsers(em: EntityManager, ids: number[], field: string): Promise<number[]> {
  const unique = [...new Set(ids)];
  const found = unique.length ? await em.getRepository(User).find({ where: { id: In(unique), deleted_at: IsNull() }, select: { id: true } }) : [];
  const missing = unique.filter((id) => !found.some((u) => u.id === id));
  if (missing.length) throw new AppError('provided_invalid_data', 400, { fields: missing.map((id) => ({ path: `${field}.${ids.indexOf(id)}`, message: `user ${id} does not exist` })) });
  return unique;
}

async function groupView(em: EntityManager, g: CalendarGroup) {
  const ids = (await em.getRepository(CalendarGroupUser).find({ where: { group_id: g.id } })).map((r) => r.user_id).sort((a, b) => a - b);
  return presentGroup(g, ids, await people(em, ids));
}

/** GET /calendar-groups: every group by name. */
export async function listGroups(ctx: AppContext) {
  const groups = await ctx.ds.getRepository(CalendarGroup).find({ order: { name: 'ASC', id: 'ASC' } });
  return Promise.all(groups.map((g) => groupView(ctx.ds.manager, g)));
}

/** Loads a group. @throws 404 calendar_group_not_found */
async function requireGroup(em: EntityManager, id: number) {
  const g = await em.getRepository(CalendarGroup).findOneBy({ id });
  if (!g) throw new AppError('calendar_group_not_found');
  return g;
}

/** GET /calendar-groups/:id. */
export const getGroup = (ctx: AppContext, id: number) => requireGroup(ctx.ds.manager, id).then((g) => groupView(ctx.ds.manager, g));

/** POST /calendar-groups and PUT /calendar-groups/:id (id given): name and exactly these users. */
export async function saveGroup(ctx: AppContext, caller: AuthUser, input: { name: string; assigned_users: number[] }, id?: number) {
  return inTransaction(ctx.ds, async (em) => {
    const users = await requireUsers(em, input.assigned_users, 'assigned_users');
    let g: CalendarGroup;
    if (id) {
      g = await requireGroup(em, id);
      await em.getRepository(CalendarGroup).update(id, { name: input.name });
      g.name = input.name;
      await em.getRepository(CalendarGroupUser).delete({ group_id: id });
    } else {
      g = await em.getRepository(CalendarGroup).save({ name: input.name, created_by_user_id: caller.id });
    }
    if (users.length) await em.getRepository(CalendarGroupUser).insert(users.map((user_id) => ({ group_id: g.id, user_id })));
    return groupView(em, g);
  });
}

/** DELETE /calendar-groups/:id. @throws calendar_group_not_found */
export async function deleteGroup(ctx: AppContext, id: number): Promise<void> {
  await inTransaction(ctx.ds, async (em) => {
    await requireGroup(em, id);
    await em.getRepository(CalendarGroupUser).delete({ group_id: id });
    await em.getRepository(CalendarGroup).delete(id);
  });
}

/** GET /users/:id/viewers: who may see the user's calendar (owner or all_events_read). */
export async function listViewers(ctx: AppContext, caller: AuthUser, ownerId: number) {
  assertAllowed(canListViewers(caller, ownerId));
  await activeUser(ctx.ds.manager, ownerId);
  const rows = await ctx.ds.getRepository(CalendarViewer).find({ where: { owner_id: ownerId } });
  return people(ctx.ds.manager, rows.map((r) => r.viewer_id));
}

/** PUT /users/:id/viewers/set: exactly these viewers (owner only; the owner is never listed). */
export async function setViewers(ctx: AppContext, caller: AuthUser, ownerId: number, viewers: number[]) {
  assertAllowed(canSetViewers(caller, ownerId));
  await inTransaction(ctx.ds, async (em) => {
    const ids = (await requireUsers(em, viewers, 'viewers')).filter((id) => id !== ownerId);
    await em.getRepository(CalendarViewer).delete({ owner_id: ownerId });
    if (ids.length) await em.getRepository(CalendarViewer).insert(ids.map((viewer_id) => ({ owner_id: ownerId, viewer_id })));
  });
  return presentViewersSet(await listViewers(ctx, caller, ownerId));
}
