/**
 * Conferences and trainings: list, details, create, edit, cancel and the participants list (spec 3 §4,
 * §5, §6, §7; issue 14 item 4). Both kinds live in one table (`kind`); every call names its kind (the
 * `conferences` and `trainings` sets of calls), and an id of the other kind answers 404.
 *
 * Lists are paged in SQL (`scope` mine | upcoming; canceled and ended items only with showFinished,
 * sorted last, then by start). The caller's latest participation is joined in the same statement, so
 * each row's display state (§4) and `can` are computed on the server without a query per row.
 * Cancel: an item nobody ever joined is deleted (`conference_successfully_deleted`); otherwise it is
 * canceled (`conference_successfully_canceled`), its pending participations are withdrawn through the
 * approval engine, and its pending and confirmed participants are e-mailed (conferences.notices.ts).
 * Any participation, even a withdrawn one, keeps the item, so nobody's request history loses its object.
 * Errors: conference_not_found | training_not_found (404), missing_permissions, conference_canceled,
 * conference_ended, provided_invalid_data (end before start, limits).
 */
import type { EntityManager } from 'typeorm';
import type { AppContext } from '../../context';
import type { ConferenceBody, ConferenceKind, ConferenceListQuery } from '../../contracts/conferences';
import { AppError } from '../../http/errors';
import { offsetOf } from '../../http/paging';
import { pageSql, rawRows, type SqlParams } from '../../db/raw';
import { type Actor, transact } from '../approvals';
import { ConferenceType } from '../settings/settings.entities';
import { Conference, ConferenceParticipation } from './conferences.entities';
import { withdrawPending } from './conferences.participation';
import { FROM_FOR_COUNT, loadConferenceRow, MINE, SELECT } from './conferences.queries';
import { notifyCanceled } from './conferences.notices';
import { assertCanCancel, assertCanEdit, assertCanSeeParticipants } from './conferences.policy';
import { factsOf, presentConference, presentParticipant } from './conferences.presenters';

/** GET conferences|trainings: a page of items with their state and `can`. */
export async function listConferences(ctx: AppContext, actor: Actor, kind: ConferenceKind, q: ConferenceListQuery, now = new Date()) {
  const em = ctx.ds.manager;
  const params: SqlParams = { me: actor.id, kind, now, yes: true };
  let where = ' WHERE c.kind = :kind';
  if (!q.showFinished) {
    params.no = false;
    where += ' AND c.canceled = :no AND c.date_end >= :now';
  }
  if (q.scope === 'mine') where += MINE;
  if (q.q) {
    params.search = `%${q.q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    where += " AND (c.title LIKE :search ESCAPE '\\' OR c.location LIKE :search ESCAPE '\\')";
  }
  const order = ' ORDER BY CASE WHEN c.canceled = :yes OR c.date_end < :now THEN 1 ELSE 0 END, c.date_start, c.id';
  const page = { ...params, pageOffset: offsetOf(q.page, q.pageSize), pageSize: q.pageSize };
  const [rows, count] = await Promise.all([
    rawRows(em, `${SELECT}${where}${order}${pageSql(em)}`, page),
    rawRows<{ n: number }>(em, `${FROM_FOR_COUNT}${where}`, params),
  ]);
  return { currentPage: q.page, data: rows.map((r) => presentConference(r, actor, now)), totalCount: Number(count[0]?.n ?? 0) };
}

/** GET conferences|trainings/{id}. */
export async function readConference(ctx: AppContext, actor: Actor, kind: ConferenceKind, id: number) {
  return presentConference(await loadConferenceRow(ctx.ds.manager, actor, kind, id), actor, new Date());
}

async function assertTypeExists(em: EntityManager, typeId: number | null) {
  if (typeId != null && !(await em.getRepository(ConferenceType).existsBy({ id: typeId }))) throw new AppError('conference_type_not_found');
}

const columnsOf = (b: ConferenceBody) => ({
  title: b.title, description: b.description, location: b.location, date_start: b.date_start, date_end: b.date_end,
  price_cents: Math.round(b.price_per_person * 100), max_participants: b.max_participants, link: b.link, conference_type_id: b.conference_type_id,
});

const SAVED: Record<ConferenceKind, { added: string; updated: string }> = {
  conference: { added: 'added_new_conference_successfully', updated: 'updated_conference_successfully' },
  training: { added: 'added_new_training_successfully', updated: 'updated_training_successfully' },
};

/** POST conferences|trainings (conferences_register or conferences_write, checked by the route). @throws conference_type_not_found */
export async function createConference(ctx: AppContext, actor: Actor, kind: ConferenceKind, body: ConferenceBody) {
  return transact(ctx, async (em) => {
    await assertTypeExists(em, body.conference_type_id);
    const r = await em.getRepository(Conference).insert({ ...columnsOf(body), kind, employee_id: actor.id, canceled: false, confirmed_count: 0 });
    const row = await loadConferenceRow(em, actor, kind, Number(r.identifiers[0].id));
    return { message: SAVED[kind].added, conference: presentConference(row, actor, new Date()) };
  });
}

/** PUT conferences|trainings/{id}: the creator or conferences_write, not canceled. */
export async function updateConference(ctx: AppContext, actor: Actor, kind: ConferenceKind, id: number, body: ConferenceBody) {
  if (body.id !== undefined && body.id !== id) throw new AppError('provided_invalid_data', 400, { fields: [{ path: 'id', message: 'must be the id of the path' }] });
  return transact(ctx, async (em) => {
    assertCanEdit(actor, factsOf(await loadConferenceRow(em, actor, kind, id)));
    await assertTypeExists(em, body.conference_type_id);
    await em.getRepository(Conference).update(id, columnsOf(body));
    return { message: SAVED[kind].updated, conference: presentConference(await loadConferenceRow(em, actor, kind, id), actor, new Date()) };
  });
}

/** PUT conferences|trainings/{id}/cancel: deleted when nobody ever joined, else canceled (see module doc). */
export async function cancelConference(ctx: AppContext, actor: Actor, kind: ConferenceKind, id: number) {
  const now = new Date();
  const outcome = await transact(ctx, async (em, out) => {
    assertCanCancel(actor, factsOf(await loadConferenceRow(em, actor, kind, id)), now);
    if (!(await em.getRepository(ConferenceParticipation).existsBy({ conference_id: id }))) {
      await em.getRepository(Conference).delete(id);
      return { deleted: true, tell: [] as number[] };
    }
    const r = await em.createQueryBuilder().update(Conference).set({ canceled: true })
      .where('id = :id AND canceled = :no', { id, no: false }).updateEntity(false).execute();
    if (r.affected !== 1) throw new AppError('conference_canceled');
    return { deleted: false, tell: await withdrawPending(em, out, id, actor) };
  });
  if (!outcome.deleted) await notifyCanceled(ctx, id, outcome.tell, actor.id);
  return { message: outcome.deleted ? ('conference_successfully_deleted' as const) : ('conference_successfully_canceled' as const), id, deleted: outcome.deleted };
}

/** GET conferences|trainings/{id}/participations: everyone but withdrawn participations, oldest first. */
export async function listParticipants(ctx: AppContext, actor: Actor, kind: ConferenceKind, id: number) {
  const em = ctx.ds.manager;
  assertCanSeeParticipants(actor, factsOf(await loadConferenceRow(em, actor, kind, id)));
  const rows = await rawRows(
    em,
    'SELECT p.id, p.user_id, p.confirmed, p.request_id, r.status AS request_status, u.name AS u_name, u.surname AS u_surname ' +
      'FROM conference_participations p INNER JOIN users u ON u.id = p.user_id LEFT JOIN requests r ON r.id = p.request_id ' +
      "WHERE p.conference_id = :id AND r.status <> 'canceled' ORDER BY p.id",
    { id },
  );
  return rows.map(presentParticipant);
}
