/**
 * Substitutions (spec 2 §4 Substitution, §6 relational role "substitute"): an event naming a
 * substitute asks that user to confirm. The substitution is the event itself (its id is the
 * substitution id): `substitute_confirmed` null = pending, true = confirmed, false = rejected.
 *
 * - PATCH /api/v1/users/:id/substitutions/:eventId `{ action: approve | reject }`: only the
 *   substitute (:id = the caller), only while pending (409 substitution_already_answered) and not
 *   for canceled events (409 cannot_edit_canceled_event). Confirming submits the event's request when
 *   it was waiting for the substitution; rejecting leaves it not initialized until the owner names
 *   another substitute (beforeSubmit answers substitution_rejected meanwhile).
 * - The approval engine's substitute resolver: a confirmed substitute of a not-canceled event whose
 *   dates cover the moment acts for the absent user on any step ({@link registerSubstitutes}).
 * - User flags: is_assigned_to_chain (events.rules.isAssignedToChain) and active_substitutions (the
 *   confirmed, not finished substitutions the user does for others).
 */
import { Brackets, EntityManager } from 'typeorm';
import type { AppContext } from '../../context';
import type { AuthUser } from '../../http/auth';
import { rawRows } from '../../db/raw';
import { AppError } from '../../http/errors';
import { registerSubstituteResolver, transact } from '../approvals';
import { User } from '../users/users.entities';
import { activeUser, userFlagProviders } from '../users/users.relations';
import { CalendarEvent } from './calendar.entities';
import { assertAllowed, assertSubstitutionOpen, canAnswerAsSubstitute, canListSubstitutions, pastThreshold, substitutionState } from './calendar.policy';
import { presentSubstitutionAnswered, presentSubstitutionCard } from './calendar.presenters';
import { isAssignedToChain } from './events.rules';
import { submitIfReady } from './events.service';
import { eventViews } from './events.views';

/**
 * The statements of {@link activeAt}, fixed text (db/raw.ts): this runs on every request list call
 * and every engine step (issue 11 item 4: no QueryBuilder built and no entity hydrated per call).
 */
const ACTIVE_SQL = {
  owner: 'SELECT DISTINCT e.substitute_id AS id FROM events e WHERE e.user_id = :id AND e.substitute_id IS NOT NULL',
  substitute: 'SELECT DISTINCT e.user_id AS id FROM events e WHERE e.substitute_id = :id',
};
const ACTIVE_WHERE = ' AND e.substitute_confirmed = :yes AND e.status <> :c AND e.date_start <= :at AND e.date_end >= :at';

/** Confirmed substitutions covering `at`: `side` 'owner' → substitutes of userId; 'substitute' → owners userId substitutes. */
async function activeAt(em: EntityManager, userId: number, at: Date, side: 'owner' | 'substitute'): Promise<number[]> {
  const rows = await rawRows<{ id: unknown }>(em, ACTIVE_SQL[side] + ACTIVE_WHERE, { id: userId, yes: true, c: 'canceled', at });
  return rows.map((r) => Number(r.id));
}

/** Plugs substitutions into the approval engine and the user flags (called once at registration). */
export function registerSubstitutes(): void {
  registerSubstituteResolver((em, userId, at) => activeAt(em, userId, at, 'owner'), (em, userId, at) => activeAt(em, userId, at, 'substitute'));
  if (!userFlagProviders.includes(calendarFlags)) userFlagProviders.push(calendarFlags);
}

/** is_assigned_to_chain and active_substitutions (confirmed, not canceled, not ended) of a user. */
export async function calendarFlags(ctx: AppContext, userId: number) {
  const u = await ctx.ds.getRepository(User).findOneBy({ id: userId });
  if (!u) return {};
  const rows = await ctx.ds.getRepository(CalendarEvent).createQueryBuilder('e')
    .where('e.substitute_id = :id AND e.substitute_confirmed = :yes AND e.status <> :c', { id: userId, yes: true, c: 'canceled' })
    .andWhere('e.date_end >= :now', { now: new Date() }).orderBy('e.date_start', 'ASC').getMany();
  return {
    is_assigned_to_chain: await isAssignedToChain(ctx.ds.manager, u),
    active_substitutions: rows.map((e) => ({ start_date: e.date_start.toISOString(), end_date: e.date_end.toISOString() })),
  };
}

/**
 * GET /users/:id/substitutions: the substitutions asked of the user that are not canceled, not
 * rejected and not past (ending at or after 00:00 of yesterday in the company zone, as the rules'
 * past threshold) — pending ones (to confirm) and confirmed ones — by start. Self or all_events_read.
 */
export async function listSubstitutions(ctx: AppContext, caller: AuthUser, userId: number) {
  assertAllowed(canListSubstitutions(caller, userId));
  await activeUser(ctx.ds.manager, userId);
  const rows = await ctx.ds.getRepository(CalendarEvent).createQueryBuilder('e')
    .where('e.substitute_id = :id AND e.status <> :c', { id: userId, c: 'canceled' })
    .andWhere(new Brackets((w) => w.where('e.substitute_confirmed IS NULL').orWhere('e.substitute_confirmed = :yes', { yes: true })))
    .andWhere('e.date_end >= :from', { from: pastThreshold(new Date()) }).orderBy('e.date_start', 'ASC').addOrderBy('e.id', 'ASC').getMany();
  return eventViews(ctx.ds.manager, rows, caller);
}

/**
 * PATCH /users/:id/substitutions/:eventId: the substitute confirms or rejects.
 * @throws missing_permissions | substitution_not_found | cannot_edit_canceled_event | substitution_already_answered | engine submit errors
 */
export async function answerSubstitution(ctx: AppContext, caller: { id: number; permissions: AuthUser['permissions'] }, userId: number, eventId: number, accept: boolean) {
  assertAllowed(canAnswerAsSubstitute(caller, userId));
  return transact(ctx, async (em, out) => {
    const e = await em.getRepository(CalendarEvent).findOneBy({ id: eventId, substitute_id: userId });
    if (!e) throw new AppError('substitution_not_found', 404, { event_id: eventId });
    assertSubstitutionOpen(e);
    await em.getRepository(CalendarEvent).update(e.id, { substitute_confirmed: accept });
    e.substitute_confirmed = accept;
    if (accept) await submitIfReady(em, out, e, caller);
    out.push('substitution.answered', { substitutionId: e.id, eventId: e.id, substituteId: userId, ownerId: e.user_id, accepted: accept });
    const after = await em.getRepository(CalendarEvent).findOneByOrFail({ id: e.id });
    return presentSubstitutionAnswered(accept, (await eventViews(em, [after], caller))[0]);
  });
}

/** For the Teams bot's substitutions port: the card view of a substitution for its substitute (null when not theirs). */
export async function substitutionView(ctx: AppContext, substitutionId: number, userId: number) {
  const e = await ctx.ds.getRepository(CalendarEvent).findOneBy({ id: substitutionId });
  if (!e || e.substitute_id !== userId) return null;
  const owner = await ctx.ds.getRepository(User).findOneBy({ id: e.user_id });
  return presentSubstitutionCard(e, owner ? `${owner.name} ${owner.surname}` : '', substitutionState(e));
}
