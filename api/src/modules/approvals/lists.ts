/**
 * Request lists (spec 2 §2 Requests page, §3 new-style row, §9 list rules; v1 list calls of §7).
 *
 * - my: the caller's requests. By default in_progress and not_initialized ones plus approved or
 *   completed ones finished within the last 14 days; `includeFinished` shows all.
 * - participated: other people's requests where the caller was an assignee of a reached step, acted
 *   on a step, or holds the role of the current role step; only in_progress unless `includeFinished`.
 * - unapproved (all_users_unapproved_requests_read): every in_progress request; `includeFinished`
 *   adds every submitted one (all but not_initialized).
 * - waiting for a user (v1 assigned requests, upcoming count): in_progress requests whose current
 *   step the user (or someone the user substitutes) may act on.
 * Paged and sorted in SQL: one query for the page (names joined, action flags from two EXISTS
 * columns) and one COUNT with the same filter; `q` matches every word against the title,
 * description, type and the owner's name or surname. Rows are shaped by approvals.presenters.ts,
 * the caller's abilities on them decided by approvals.policy.ts.
 */
import { Brackets, EntityManager, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import type { AppContext } from '../../context';
import { APPROVAL_LIMITS, RequestChain, RequestListQuery, RequestRow } from '../../contracts/approvals';
import { offsetOf, Paged } from '../../http/paging';
import { Role } from '../roles/roles.entities';
import { User } from '../users/users.entities';
import { ApprovalRequest, RequestStep } from './approvals.entities';
import { presentRequestChain, presentRequestRow, type RawRequestRow } from './approvals.presenters';
import { Actor, substitutedUsers } from './registry';

export { iso } from './approvals.presenters';

/** The caller with what the lists need: role ids and whom the caller substitutes now. */
export interface Caller extends Actor {
  roleIds: number[];
  substitutedIds: number[];
}

/** Loads the caller's roles and substitutions. */
export async function callerOf(em: EntityManager, actor: Actor): Promise<Caller> {
  const u = await em.getRepository(User).findOneBy({ id: actor.id });
  const roleIds = [u?.role_id, u?.temp_role_id].filter((x): x is number => x != null);
  return { ...actor, roleIds, substitutedIds: await substitutedUsers(em, actor.id, new Date()) };
}

const nonEmpty = (ids: number[]) => (ids.length ? ids : [-1]);

export type Scope = 'my' | 'participated' | 'unapproved';

/** The requests table alone: every filter is on `r` or an IN-subquery, so the COUNT needs no join. */
function from(em: EntityManager, caller: Caller) {
  return em.createQueryBuilder().from(ApprovalRequest, 'r')
    .setParameters({ me: caller.id, ids: [caller.id, ...caller.substitutedIds], subst: nonEmpty(caller.substitutedIds), roles: nonEmpty(caller.roleIds) });
}

/** Requests whose in-progress step lists the caller (or someone the caller substitutes) as an assignee. */
const ASSIGNED_NOW = 'r.id IN (SELECT a.request_id FROM request_step_assignees a INNER JOIN request_steps s ON s.id = a.step_id WHERE a.user_id IN (:...ids) AND s.status = \'in_progress\')';
/** Requests at a role step of a role the caller holds (live role check; only one step is in progress at a time). */
const AT_MY_ROLE = 'r.id IN (SELECT s.request_id FROM request_steps s WHERE s.role_id IN (:...roles) AND s.status = \'in_progress\')';

/** In-progress requests whose current step the caller (or a substituted user) may act on. */
const WAITING = new Brackets((w) => w.where("r.status = 'in_progress'").andWhere(new Brackets((x) => x
  .where(ASSIGNED_NOW).orWhere(`(r.user_id <> :me AND ${AT_MY_ROLE})`))));

function scoped(qb: SelectQueryBuilder<ObjectLiteral>, scope: Scope, includeFinished: boolean) {
  if (scope === 'my') {
    qb.where('r.user_id = :me');
    if (!includeFinished) {
      qb.andWhere(new Brackets((w) => w.where('r.status IN (:...open)', { open: ['in_progress', 'not_initialized'] })
        .orWhere('(r.status IN (:...done) AND r.completion_date >= :since)', { done: ['approved', 'completed'], since: new Date(Date.now() - APPROVAL_LIMITS.recentDays * 86400_000) })));
    }
  } else if (scope === 'participated') {
    qb.where('r.user_id <> :me').andWhere(new Brackets((w) => w
      .where('r.id IN (SELECT a.request_id FROM request_step_assignees a WHERE a.user_id IN (:...ids))')
      .orWhere('r.id IN (SELECT s.request_id FROM request_steps s WHERE s.acted_by_user_id = :me)')
      .orWhere(AT_MY_ROLE)));
    if (!includeFinished) qb.andWhere("r.status = 'in_progress'");
  } else {
    qb.where(includeFinished ? "r.status <> 'not_initialized'" : "r.status = 'in_progress'");
  }
  return qb;
}

function search(qb: SelectQueryBuilder<ObjectLiteral>, q?: string) {
  const words = (q ?? '').split(/\s+/).filter(Boolean).slice(0, 5);
  words.forEach((word, i) => {
    const p = `:q${i}`;
    const like = (col: string) => `${col} LIKE ${p} ESCAPE '!'`;
    qb.andWhere(
      `(${['r.title', 'r.description', 'r.request_name'].map(like).join(' OR ')} OR r.user_id IN (SELECT u.id FROM users u WHERE ${like('u.name')} OR ${like('u.surname')}))`,
      { [`q${i}`]: `%${word.replace(/[!%_[]/g, (c) => `!${c}`)}%` },
    );
  });
  return qb;
}

const ORDER: Record<string, string[]> = {
  requestDate: ['r.issued_date'], lastAction: ['r.last_action_at'], requestType: ['r.request_name'], status: ['r.status'], owner: ['o.surname', 'o.name'],
};

/** Columns of a page row (`expr` or `expr:alias`). */
const ROW_COLUMNS = (
  'r.object_id r.request_name r.status r.issued_date r.completion_date r.last_action_at r.last_chain_action r.title r.description r.user_id ' +
  'r.pending_cancel r.resolution_note o.name:owner_name o.surname:owner_surname cs.id:step_id cs.name:step_name cs.assignee_type cs.role_id ' +
  'cs.can_edit:step_can_edit cs.assigned_user_id cs.substituted_user_id au.name:assigned_name au.surname:assigned_surname ro.name:role_name'
).split(' ').map((c) => { const [expr, alias] = c.split(':'); return [expr, alias ?? expr.split('.')[1]] as const; });

/**
 * Page rows with everything a row or a v1 item needs: names joined, action flags as EXISTS columns.
 * `requestsFirst`: the owner joined as LEFT JOIN (every request has one, so the same rows), which
 * keeps the requests table the outer one of the join — SQLite never reorders a LEFT JOIN.
 */
function selectRows(qb: SelectQueryBuilder<ObjectLiteral>, requestsFirst = false) {
  qb.select('r.id', 'id');
  for (const [expr, alias] of ROW_COLUMNS) qb.addSelect(expr, alias);
  return (requestsFirst ? qb.leftJoin(User, 'o', 'o.id = r.user_id') : qb.innerJoin(User, 'o', 'o.id = r.user_id'))
    .leftJoin(RequestStep, 'cs', 'cs.id = r.current_step_id')
    .leftJoin(User, 'au', 'au.id = cs.assigned_user_id')
    .leftJoin(Role, 'ro', 'ro.id = cs.role_id')
    .addSelect('CASE WHEN EXISTS (SELECT 1 FROM request_step_assignees a1 WHERE a1.step_id = r.current_step_id AND a1.user_id = :me) THEN 1 ELSE 0 END', 'mine_self')
    .addSelect('CASE WHEN EXISTS (SELECT 1 FROM request_step_assignees a2 WHERE a2.step_id = r.current_step_id AND a2.user_id IN (:...subst)) THEN 1 ELSE 0 END', 'mine_sub')
    .addSelect('CASE WHEN EXISTS (SELECT 1 FROM request_step_tasks t WHERE t.step_id = r.current_step_id AND t.completed_at IS NULL) THEN 1 ELSE 0 END', 'open_tasks');
}

type Raw = RawRequestRow;

/** A search whose matches number fewer than this many times the rows up to the page end is read filter-first (see {@link page}). */
const RARE_MATCHES = 20;

/**
 * One page and the total (issue 11 item 3). The COUNT runs first: a page past the end is not read.
 * Without a search the database picks the plan from its statistics: the page is read in the
 * order of an index (requests by date or last action, or users by surname for the owner order)
 * and stops at the page's end. A search (`LIKE '%word%'`, which no index serves and no planner can
 * estimate) decides by its count: many matches — the same index walk finds the page after a few
 * rows; few matches — the walk would read nearly every request through the index, so the requests
 * table is scanned once, outer in the join, and only the matches are sorted (the sort key as an
 * expression, so no index order is used). Portable SQL: LEFT JOIN and COALESCE mean the same on
 * SQLite and SQL Server (checked with EXPLAIN QUERY PLAN over 100,000 requests, api/src/approvals.bench.ts).
 */
async function page<T>(base: () => SelectQueryBuilder<ObjectLiteral>, q: { page: number; pageSize: number; order: string; q?: string }, map: (r: Raw) => T): Promise<Paged<T>> {
  const [field, dir] = q.order.split('_') as [string, 'asc' | 'desc'];
  const direction = dir === 'asc' ? 'ASC' : 'DESC';
  const totalCount = Number((await base().select('COUNT(1)', 'n').getRawOne<{ n: unknown }>())?.n ?? 0);
  const offset = offsetOf(q.page, q.pageSize);
  if (offset >= totalCount) return { currentPage: q.page, data: [], totalCount };
  const filterFirst = !!q.q?.trim() && totalCount < RARE_MATCHES * (offset + q.pageSize);
  const rowsQb = selectRows(base(), filterFirst);
  (ORDER[field] ?? ORDER.requestDate).forEach((col, i) => {
    const key = filterFirst ? `COALESCE(${col}, ${col})` : col;
    return i ? rowsQb.addOrderBy(key, direction) : rowsQb.orderBy(key, direction);
  });
  rowsQb.addOrderBy('r.id', direction).offset(offset).limit(q.pageSize);
  return { currentPage: q.page, data: (await rowsQb.getRawMany<Raw>()).map(map), totalCount };
}

/** GET /api/v2/requests, /requests/participated, /requests/unapproved (access checked by the route). */
export async function listRequests(ctx: AppContext, actor: Actor, scope: Scope, query: RequestListQuery): Promise<Paged<RequestRow>> {
  const caller = await callerOf(ctx.ds.manager, actor);
  const order = scope === 'my' && query.order.startsWith('owner') ? 'requestDate_desc' : query.order;
  return page(() => search(scoped(from(ctx.ds.manager, caller), scope, query.includeFinished), query.q), { ...query, order }, (r) => presentRequestRow(r, caller));
}

/** One request as a list row for the caller (no visibility check here). */
export async function rowOf(em: EntityManager, actor: Actor, requestId: number): Promise<{ row: RequestRow; item: RequestChain } | null> {
  const caller = await callerOf(em, actor);
  const raw = await selectRows(from(em, caller).where('r.id = :rid', { rid: requestId })).getRawOne<Raw>();
  return raw ? { row: presentRequestRow(raw, caller), item: presentRequestChain(raw, caller) } : null;
}

/** Requests waiting for `userId` (v1 GET users/:id/assigned/requests), by issued_date descending. */
export async function waitingFor(ctx: AppContext, actor: Actor, userId: number, q: { page: number; pageSize: number; q?: string }): Promise<Paged<RequestChain>> {
  const em = ctx.ds.manager;
  const subject = await callerOf(em, { id: userId, permissions: new Set() });
  const viewer = await callerOf(em, actor);
  return page(() => search(from(em, subject).where(WAITING), q.q), { ...q, order: 'requestDate_desc' }, (r) => presentRequestChain(r, viewer));
}

/** How many requests wait for `userId` (v1 GET users/:id/requests/upcoming/count). */
export async function waitingCount(ctx: AppContext, userId: number): Promise<number> {
  const subject = await callerOf(ctx.ds.manager, { id: userId, permissions: new Set() });
  const r = await from(ctx.ds.manager, subject).where(WAITING).select('COUNT(1)', 'n').getRawOne<{ n: unknown }>();
  return Number(r?.n ?? 0);
}

/** Approved requests of accounting types waiting to be completed (v1 GET requests/accounting). */
export async function accountingList(ctx: AppContext, actor: Actor, types: string[], q: { page: number; pageSize: number; q?: string }): Promise<Paged<RequestChain>> {
  const caller = await callerOf(ctx.ds.manager, actor);
  return page(
    () => search(from(ctx.ds.manager, caller).where("r.status = 'approved'").andWhere('r.request_name IN (:...types)', { types: types.length ? types : ['-'] }), q.q),
    { ...q, order: 'requestDate_desc' }, (r) => presentRequestChain(r, caller),
  );
}
