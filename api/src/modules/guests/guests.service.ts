/**
 * Guests (issue 14 item 3; spec 3 §3 Guest, §4, §5 Guests, §6, §7 Guests): register, edit, cancel, delete and
 * the paged list. Rules: guests.policy.ts; shapes: guests.presenters.ts; mail: guests.notices.ts (published
 * as `guest.changed` after the commit).
 *
 * Choices where the spec is silent (written down here):
 * - GET guests hides visits whose end is past unless `show_ended=true`; canceled visits stay listed with
 *   their label. Order: coming and current visits first by arrival, then ended ones, latest first.
 * - A registrator without guests_read gets only the visits they registered (`scope: 'own'`) instead of the
 *   endless spinner of the old screen, so they can still edit and cancel them.
 * - A canceled visit cannot be edited or canceled again (409 guest_canceled); an ended one cannot be
 *   canceled (409 guest_visit_ended) but may still be corrected; guests_write may delete any visit.
 * - Each write is one transaction; unknown ids, and visits the caller may not see, answer 404 guest_not_found.
 */
import type { EntityManager } from 'typeorm';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { GuestCreateBody, GuestUpdateBody, guestListQuery } from '../../contracts/guests';
import { inTransaction } from '../../db/tx';
import { AppError } from '../../http/errors';
import { offsetOf } from '../../http/paging';
import type { Actor } from '../approvals';
import { GuestVisit } from './guests.entities';
import { assertCanCancelGuest, assertCanDeleteGuest, assertCanEditGuest, canReadAllGuests, canSeeGuest } from './guests.policy';
import { guestFactsOf, presentGuest, type GuestRow } from './guests.presenters';

/** The error codes of this module and their HTTP statuses (registered by the routes). */
export const GUEST_ERRORS = { guest_not_found: 404, guest_canceled: 409, guest_visit_ended: 409 } as const;

/** What changed, for the notices (guests.notices.ts). `guest` is the row after the change (before a delete). */
export type GuestChange = 'registered' | 'updated' | 'canceled' | 'deleted';

declare module '../../shared/events' {
  interface DomainEvents {
    /** A visit was registered, edited, canceled or deleted by `actorId`; the row carries the asks of its registration (notify_admin, send_calendar_file). */
    'guest.changed': { change: GuestChange; actorId: number; guest: GuestVisit };
  }
}

/** The base query of guest rows with the registrator's name. */
function rowsQuery(em: EntityManager) {
  return em
    .getRepository(GuestVisit)
    .createQueryBuilder('g')
    .innerJoin('users', 'u', 'u.id = g.registrator_id')
    .select([
      'g.id AS id', 'g.name AS name', 'g.purpose AS purpose', 'g.notes AS notes', 'g.phone_number AS phone_number',
      'g.date_start AS date_start', 'g.date_end AS date_end', 'g.is_employee AS is_employee', 'g.registrator_id AS registrator_id',
      'g.canceled AS canceled', 'u.name AS registrator_first', 'u.surname AS registrator_last',
    ]);
}

/** One guest as the caller sees it. @throws 404 guest_not_found (also when the caller may not see it) */
export async function loadGuest(em: EntityManager, caller: Actor, id: number) {
  const row = await rowsQuery(em).where('g.id = :id', { id }).getRawOne<GuestRow>();
  if (!row || !canSeeGuest(caller, guestFactsOf(row))) throw new AppError('guest_not_found');
  return presentGuest(row, caller);
}

/**
 * GET guests?page&pageSize&q&show_ended: paged in SQL; `show_ended` adds visits whose end is past.
 * @returns `{ currentPage, data, totalCount, scope }`
 */
export async function listGuests(ctx: AppContext, caller: Actor, q: z.infer<typeof guestListQuery>) {
  const now = new Date();
  const scope = canReadAllGuests(caller) ? 'all' : 'own';
  const query = rowsQuery(ctx.ds.manager).where('1 = 1');
  if (scope === 'own') query.andWhere('g.registrator_id = :me', { me: caller.id });
  if (!q.show_ended) query.andWhere('g.date_end >= :now', { now });
  if (q.q) {
    const like = `%${q.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query.andWhere("(LOWER(g.name) LIKE :like ESCAPE '\\' OR LOWER(g.phone_number) LIKE :like ESCAPE '\\')", { like });
  }
  const totalCount = await query.getCount();
  const rows = await query
    .orderBy('CASE WHEN g.date_end < :now THEN 1 ELSE 0 END', 'ASC')
    .addOrderBy('CASE WHEN g.date_end < :now THEN NULL ELSE g.date_start END', 'ASC')
    .addOrderBy('g.date_start', 'DESC')
    .addOrderBy('g.id', 'ASC')
    .setParameter('now', now)
    .offset(offsetOf(q.page, q.pageSize))
    .limit(q.pageSize)
    .getRawMany<GuestRow>();
  return { currentPage: q.page, data: rows.map((r) => presentGuest(r, caller, now)), totalCount, scope: scope as 'all' | 'own' };
}

/** Loads a visit for a write. @throws 404 guest_not_found */
async function requireGuest(em: EntityManager, caller: Actor, id: number): Promise<GuestVisit> {
  const g = await em.getRepository(GuestVisit).findOneBy({ id });
  if (!g || !canSeeGuest(caller, guestFactsOf(g))) throw new AppError('guest_not_found');
  return g;
}

const fieldsOf = (b: GuestUpdateBody) => ({
  name: b.name,
  purpose: b.purpose,
  notes: b.notes,
  phone_number: b.phone_number,
  date_start: new Date(b.date_start),
  date_end: new Date(b.date_end),
  is_employee: b.is_employee,
});

/** POST guests (guests_register or guests_write): registers a visit by the caller. @returns the guest */
export async function registerGuest(ctx: AppContext, caller: Actor, body: GuestCreateBody) {
  const { saved, view } = await inTransaction(ctx.ds, async (em) => {
    const saved = await em.getRepository(GuestVisit).save({
      ...fieldsOf(body),
      registrator_id: caller.id,
      canceled: false,
      notify_admin: body.notify_admin,
      send_calendar_file: body.send_calendar_file,
      sequence: 0,
    });
    return { saved, view: await loadGuest(em, caller, saved.id) };
  });
  ctx.events.publish('guest.changed', { change: 'registered', actorId: caller.id, guest: saved });
  return view;
}

/** PUT guests/{id}: the registrator (guests_register) or guests_write edits a visit not canceled. @throws guest_not_found | missing_permissions | guest_canceled */
export async function updateGuest(ctx: AppContext, caller: Actor, id: number, body: GuestUpdateBody) {
  const { saved, view } = await inTransaction(ctx.ds, async (em) => {
    const g = await requireGuest(em, caller, id);
    assertCanEditGuest(caller, guestFactsOf(g));
    const saved = await em.getRepository(GuestVisit).save({ ...g, ...fieldsOf(body), sequence: g.sequence + 1 });
    return { saved, view: await loadGuest(em, caller, id) };
  });
  ctx.events.publish('guest.changed', { change: 'updated', actorId: caller.id, guest: saved });
  return view;
}

/** PUT guests/{id}/cancel: as edit, and the visit not ended. @throws guest_not_found | missing_permissions | guest_canceled | guest_visit_ended */
export async function cancelGuest(ctx: AppContext, caller: Actor, id: number) {
  const { saved, view } = await inTransaction(ctx.ds, async (em) => {
    const g = await requireGuest(em, caller, id);
    assertCanCancelGuest(caller, guestFactsOf(g));
    const saved = await em.getRepository(GuestVisit).save({ ...g, canceled: true, sequence: g.sequence + 1 });
    return { saved, view: await loadGuest(em, caller, id) };
  });
  ctx.events.publish('guest.changed', { change: 'canceled', actorId: caller.id, guest: saved });
  return view;
}

/** DELETE guests/{id} (guests_write): removes any visit. @throws missing_permissions | guest_not_found */
export async function deleteGuest(ctx: AppContext, caller: Actor, id: number): Promise<void> {
  assertCanDeleteGuest(caller);
  const g = await inTransaction(ctx.ds, async (em) => {
    const g = await requireGuest(em, caller, id);
    await em.getRepository(GuestVisit).delete({ id });
    return g;
  });
  ctx.events.publish('guest.changed', { change: 'deleted', actorId: caller.id, guest: { ...g, sequence: g.sequence + 1 } });
}
