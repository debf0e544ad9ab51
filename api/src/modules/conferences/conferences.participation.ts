/**
 * Participation in conferences and trainings through the approval engine (spec 3 §4 participation,
 * §6 join/leave rules, §7 join/leave with the follow-up submit; issue 14 item 4).
 *
 * Request types `conference_participation` (conferences) and `training` (trainings) — the follow-up
 * calls' `ConferenceParticipation` / `Training` are the same types (the registry reads either spelling).
 * The object is the participation. Its chain is the conference type's chain (settings → conference
 * types) when the item has a type with a chain, else the request type's chain mapping; "module
 * responsible" steps go to the holders of conferences_write.
 *
 * - Join: one transaction stores a participation and its `not_initialized` request (refused when the
 *   item is canceled, ended or full, when the caller already has a pending or confirmed participation,
 *   or when no chain would take it: chain_mapping_not_configured); the reply's id is the participation's,
 *   which the tab submits with PATCH requests/object/{id}/init/ConferenceParticipation | Training.
 *   `send_calendar_file` e-mails the joiner an .ics after commit.
 * - Approval (onApproved, inside the approving transaction): the participation is confirmed and the
 *   item's confirmed_count raised by one conditional UPDATE that succeeds only while
 *   `max_participants IS NULL OR confirmed_count < max_participants`; otherwise the approval fails with
 *   409 conference_is_full and nothing of it is kept, so concurrent approvals never over-fill an item
 *   (the row lock on SQL Server, serialised transactions on SQLite). A canceled or ended item refuses
 *   the approval (conference_canceled | conference_ended).
 * - Leave: a not-submitted participation is removed; a pending one is canceled at once; a confirmed one
 *   goes through its chain again as a cancellation (reply reinit: true; the participant stays confirmed —
 *   "confirmed but still pending" — until it is approved, and stays attending if it is refused). Without
 *   a chain a confirmed participation is canceled at once. Canceling a confirmed participation lowers
 *   confirmed_count.
 */
import type { EntityManager } from 'typeorm';
import type { AppContext } from '../../context';
import type { ConferenceKind } from '../../contracts/conferences';
import { AppError } from '../../http/errors';
import { type Actor, type ApprovalRequest, createRequest, moneyText, type Outbox, registerRequestType, submit, transact } from '../approvals';
import { RequestStep } from '../approvals/approvals.entities';
import { addHistory, lockRequest, requireRequest, setRequest } from '../approvals/engine';
import { cancel as cancelRequest, deleteNotInitialized } from '../approvals/transitions';
import { mappedChainId } from '../chains/chains.service';
import { ConferenceType } from '../settings/settings.entities';
import { Conference, ConferenceParticipation } from './conferences.entities';
import { sendCalendarFile } from './conferences.notices';
import { assertCanJoin, assertCanLeave, isEnded } from './conferences.policy';
import { factsOf, participationStatusOf, presentParticipationObject } from './conferences.presenters';
import { loadConferenceRow } from './conferences.queries';

/** Request type of each kind. */
export const PARTICIPATION_TYPE: Record<ConferenceKind, string> = { conference: 'conference_participation', training: 'training' };

async function requireParticipation(em: EntityManager, id: number): Promise<ConferenceParticipation> {
  const p = await em.getRepository(ConferenceParticipation).findOneBy({ id });
  if (!p) throw new AppError('participation_not_found');
  return p;
}

/** The chain of an item's participations: its type's chain, or null when it has none (then the mapping). */
async function typeChainOf(em: EntityManager, conference: Pick<Conference, 'conference_type_id'>): Promise<number | null> {
  if (conference.conference_type_id == null) return null;
  return (await em.getRepository(ConferenceType).findOneBy({ id: conference.conference_type_id }))?.chain_id ?? null;
}

/** Confirms a participation within the item's limit. @throws 409 conference_is_full | conference_canceled | conference_ended */
async function confirm(em: EntityManager, request: ApprovalRequest): Promise<void> {
  const p = await requireParticipation(em, request.object_id!);
  const c = await em.getRepository(Conference).findOneByOrFail({ id: p.conference_id });
  if (c.canceled) throw new AppError('conference_canceled');
  if (isEnded({ dateEnd: c.date_end }, new Date())) throw new AppError('conference_ended');
  const mine = await em.createQueryBuilder().update(ConferenceParticipation).set({ confirmed: true })
    .where('id = :id AND confirmed = :no', { id: p.id, no: false }).updateEntity(false).execute();
  if (mine.affected !== 1) return; // already confirmed (a re-approval round)
  const seat = await em.createQueryBuilder().update(Conference).set({ confirmed_count: () => 'confirmed_count + 1' })
    .where('id = :id AND (max_participants IS NULL OR confirmed_count < max_participants)', { id: c.id }).updateEntity(false).execute();
  if (seat.affected !== 1) throw new AppError('conference_is_full', 409, { max_participants: c.max_participants });
}

/** A confirmed participation stops counting (canceled, or rejected in a re-approval round). */
async function unconfirm(em: EntityManager, request: ApprovalRequest): Promise<void> {
  const p = await em.getRepository(ConferenceParticipation).findOneBy({ id: request.object_id! });
  if (!p) return;
  const r = await em.createQueryBuilder().update(ConferenceParticipation).set({ confirmed: false })
    .where('id = :id AND confirmed = :yes', { id: p.id, yes: true }).updateEntity(false).execute();
  if (r.affected === 1) {
    await em.createQueryBuilder().update(Conference).set({ confirmed_count: () => 'confirmed_count - 1' })
      .where('id = :id AND confirmed_count > 0', { id: p.conference_id }).updateEntity(false).execute();
  }
}

/** Stores a participation of `actor` and its not-initialized request (in `em`). @returns the participation and request */
async function createParticipation(em: EntityManager, actor: Actor, kind: ConferenceKind, conferenceId: number, now: Date) {
  const row = await loadConferenceRow(em, actor, kind, conferenceId);
  assertCanJoin(factsOf(row), now);
  const type = PARTICIPATION_TYPE[kind];
  const chain = (await typeChainOf(em, { conference_type_id: row.conference_type_id == null ? null : Number(row.conference_type_id) })) ?? (await mappedChainId(em, type));
  if (chain == null) throw new AppError('chain_mapping_not_configured', 400, { request_type: type });
  const ins = await em.getRepository(ConferenceParticipation).insert({ conference_id: conferenceId, user_id: actor.id, confirmed: false, request_id: null });
  const participationId = Number(ins.identifiers[0].id);
  const request = await createRequest(em, { type, objectId: participationId, ownerId: actor.id, actorId: actor.id });
  await em.getRepository(ConferenceParticipation).update(participationId, { request_id: request.id });
  return { participationId, request };
}

/** Registers `conference_participation` and `training` with the engine (the module's registration and the demo seed call it). */
export function registerParticipationTypes(): void {
  for (const kind of ['conference', 'training'] as const) {
    registerRequestType({
      type: PARTICIPATION_TYPE[kind],
      load: async (em, id) => {
        const p = await em.getRepository(ConferenceParticipation).findOneBy({ id });
        const c = p && (await em.getRepository(Conference).findOneBy({ id: p.conference_id }));
        return p && c ? presentParticipationObject(p, c) : null;
      },
      owner: async (em, id) => (await em.getRepository(ConferenceParticipation).findOneBy({ id }))?.user_id ?? null,
      summary: async (em, request) => {
        const p = await requireParticipation(em, request.object_id!);
        const c = await em.getRepository(Conference).findOneByOrFail({ id: p.conference_id });
        return {
          title: c.title,
          lines: [{ label: 'Location', value: c.location }, { label: 'Price per person', value: moneyText(c.price_cents) }],
          dates: { start: c.date_start.toISOString(), end: c.date_end.toISOString() },
          amountCents: c.price_cents,
        };
      },
      chainId: async (em, request) => {
        const p = await em.getRepository(ConferenceParticipation).findOneBy({ id: request.object_id! });
        const c = p && (await em.getRepository(Conference).findOneBy({ id: p.conference_id }));
        return (c && (await typeChainOf(em, c))) ?? undefined;
      },
      moduleResponsible: { permission: 'conferences_write' },
      /** POST /api/v2/chains with requestType conference_participation | training: body conference_id, send_calendar_file. */
      create: async (em, { actor, body, submit: doSubmit, out }) => {
        const conferenceId = Number(body.conference_id);
        if (!Number.isInteger(conferenceId) || conferenceId <= 0) throw new AppError('provided_invalid_data', 400, { fields: [{ path: 'conference_id', message: 'required' }] });
        const { participationId, request } = await createParticipation(em, actor, kind, conferenceId, new Date());
        if (doSubmit) await submit(em, out, request, actor);
        if (body.send_calendar_file === true) out.push('conference.calendar_file', { conferenceId, userId: actor.id, participationId });
        return { requestId: request.id };
      },
      onApproved: confirm,
      onRejected: unconfirm,
      onCanceled: unconfirm,
      onDeleted: async (em, request) => {
        await em.getRepository(ConferenceParticipation).delete(request.object_id!);
      },
    });
  }
}

/** Subscribes the calendar-file e-mail to `conference.calendar_file` (once per app). */
export function registerParticipationNotices(ctx: AppContext): void {
  ctx.events.on('conference.calendar_file', (e) => sendCalendarFile(ctx, e.conferenceId, e.userId));
}

declare module '../../shared/events' {
  interface DomainEvents {
    /** The joiner asked for the item's calendar file. */
    'conference.calendar_file': { conferenceId: number; userId: number; participationId: number };
  }
}

/** POST conferences|trainings/{id}/join. */
export async function join(ctx: AppContext, actor: Actor, kind: ConferenceKind, conferenceId: number, sendFile: boolean) {
  return transact(ctx, async (em, out) => {
    const { participationId, request } = await createParticipation(em, actor, kind, conferenceId, new Date());
    if (sendFile) out.push('conference.calendar_file', { conferenceId, userId: actor.id, participationId });
    return {
      message: 'request_successfully_sent' as const, id: participationId, request_id: request.id, status: request.status,
      participation_status: participationStatusOf(request.status), reinit: false,
    };
  });
}

/** POST conferences|trainings/{id}/leave (see module doc). @throws participation_not_found | participation_cannot_be_left | failed_to_cancel_request */
export async function leave(ctx: AppContext, actor: Actor, kind: ConferenceKind, conferenceId: number) {
  const row = await loadConferenceRow(ctx.ds.manager, actor, kind, conferenceId);
  assertCanLeave(factsOf(row));
  const participationId = Number(row.my_id);
  const requestId = Number(row.my_request_id);
  const request = await requireRequest(ctx.ds.manager, requestId);
  let reinit = false;
  if (request.status === 'not_initialized') await deleteNotInitialized(ctx, requestId, actor);
  else reinit = (await cancelRequest(ctx, requestId, actor)).reinit;
  const after = await ctx.ds.getRepository(ConferenceParticipation).findOneBy({ id: participationId });
  const status = after ? (await requireRequest(ctx.ds.manager, requestId)).status : 'canceled';
  return {
    message: 'request_successfully_sent' as const, id: participationId, request_id: after ? requestId : null, status,
    participation_status: after ? participationStatusOf(status) : 'canceled' as const, reinit,
  };
}

/**
 * On cancel of an item: every participation not yet approved (not submitted, or waiting in its chain) is
 * canceled in `em` with the canceller as actor (history `canceled`, message conference_canceled).
 * @returns the users to tell: those who were pending or confirmed
 */
export async function withdrawPending(em: EntityManager, out: Outbox, conferenceId: number, actor: Actor): Promise<number[]> {
  const rows = await em.createQueryBuilder(ConferenceParticipation, 'p').innerJoin('requests', 'r', 'r.id = p.request_id')
    .select(['p.id AS id', 'p.user_id AS user_id', 'p.confirmed AS confirmed', 'r.id AS request_id', 'r.status AS status', 'r.pending_cancel AS pending_cancel'])
    .where('p.conference_id = :id', { id: conferenceId }).getRawMany<Record<string, unknown>>();
  const tell: number[] = [];
  for (const r of rows) {
    const status = String(r.status);
    const confirmed = r.confirmed === true || r.confirmed === 1;
    if (confirmed || status === 'not_initialized' || status === 'in_progress') tell.push(Number(r.user_id));
    if (confirmed || !['not_initialized', 'in_progress'].includes(status)) continue;
    const request = await requireRequest(em, Number(r.request_id));
    await lockRequest(em, request, [status]);
    await em.createQueryBuilder().update(RequestStep).set({ status: 'canceled' })
      .where('request_id = :id AND round = :round', { id: request.id, round: request.round })
      .andWhere('status IN (:...open)', { open: ['not_initialized', 'in_progress', 'send_back_request'] }).updateEntity(false).execute();
    await setRequest(em, request, { status: 'canceled', current_step_id: null, completion_date: new Date(), last_chain_action: 'cancel', pending_cancel: false });
    await addHistory(em, { request_id: request.id, action: 'canceled', actor_user_id: actor.id, from_status: status, to_status: 'canceled', message: 'conference_canceled' });
    out.push('request.canceled', { requestId: request.id, type: request.request_name, ownerId: request.user_id, actorId: actor.id });
  }
  return tell;
}
