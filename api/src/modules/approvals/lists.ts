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
 * Paged and sorted in SQL: one COUNT and one query for the page (names joined, a business trip's
 * purpose, project, request date and traveller joined, action flags from EXISTS columns) with the same filter, written as SQL text with bound values (db/raw.ts); `q` matches every word against the title,
 * description, type and the owner's name or surname. Rows are shaped by approvals.presenters.ts,
 * the caller's abilities on them decided by approvals.policy.ts.
 */
import type { EntityManager } from 'typeorm';
import type { AppContext } from '../../context';
import { APPROVAL_LIMITS, RequestChain, RequestListQuery, RequestRow } from '../../contracts/approvals';
import { KeptUntilChange } from '../../db/kept';
import { dataVersion, paddedChunks, pageSql, rawRows, type SqlParams } from '../../db/raw';
import { offsetOf, Paged } from '../../http/paging';
import { presentRequestChain, presentRequestRow, type RawRequestRow } from './approvals.presenters';
import { Actor, registrationOf, substitutedUsers } from './registry';

export { iso } from './approvals.presenters';

/** The caller with what the lists need: role ids and whom the caller substitutes now. */
export interface Caller extends Actor {
  roleIds: number[];
  substitutedIds: number[];
}

/** Loads the caller's roles and substitutions. */
export async function callerOf(em: EntityManager, actor: Actor): Promise<Caller> {
  const [u] = await rawRows<{ role_id: unknown; temp_role_id: unknown }>(em, 'SELECT u.role_id, u.temp_role_id FROM users u WHERE u.id = :id', { id: actor.id });
  const roleIds = [u?.role_id, u?.temp_role_id].filter((x) => x != null).map(Number);
  return { ...actor, roleIds, substitutedIds: await substitutedUsers(em, actor.id, new Date()) };
}

const nonEmpty = (ids: number[]) => (ids.length ? ids : [-1]);

export type Scope = 'my' | 'participated' | 'unapproved';

/**
 * A filter on the requests table `r` alone as SQL text with its values (db/raw.ts: every value
 * bound, one text per shape, prepared once): every condition is on `r` or an IN-subquery, so the
 * COUNT needs no join.
 */
interface Filter {
  sql: string;
  params: SqlParams;
}

const filterOf = (caller: Caller, sql: string, params: SqlParams = {}): Filter => ({
  sql,
  params: { me: caller.id, ids: [caller.id, ...caller.substitutedIds], subst: nonEmpty(caller.substitutedIds), roles: nonEmpty(caller.roleIds), ...params },
});

/** Requests whose in-progress step lists the caller (or someone the caller substitutes) as an assignee. */
const ASSIGNED_NOW = "r.id IN (SELECT a.request_id FROM request_step_assignees a INNER JOIN request_steps s ON s.id = a.step_id WHERE a.user_id IN (:...ids) AND s.status = 'in_progress')";
/** Requests at a role step of a role the caller holds (live role check; only one step is in progress at a time). */
const AT_MY_ROLE = "r.id IN (SELECT s.request_id FROM request_steps s WHERE s.role_id IN (:...roles) AND s.status = 'in_progress')";

/** In-progress requests whose current step the caller (or a substituted user) may act on. */
const WAITING = `r.status = 'in_progress' AND (${ASSIGNED_NOW} OR (r.user_id <> :me AND ${AT_MY_ROLE}))`;

function scoped(caller: Caller, scope: Scope, includeFinished: boolean): Filter {
  if (scope === 'my') {
    if (includeFinished) return filterOf(caller, 'r.user_id = :me');
    return filterOf(caller, 'r.user_id = :me AND (r.status IN (:...open) OR (r.status IN (:...done) AND r.completion_date >= :since))', {
      open: ['in_progress', 'not_initialized'], done: ['approved', 'completed'], since: new Date(Date.now() - APPROVAL_LIMITS.recentDays * 86400_000),
    });
  }
  if (scope === 'participated') {
    const sql =
      'r.user_id <> :me AND (r.id IN (SELECT a.request_id FROM request_step_assignees a WHERE a.user_id IN (:...ids)) ' +
      `OR r.id IN (SELECT s.request_id FROM request_steps s WHERE s.acted_by_user_id = :me) OR ${AT_MY_ROLE})`;
    return filterOf(caller, includeFinished ? sql : `${sql} AND r.status = 'in_progress'`);
  }
  return filterOf(caller, includeFinished ? "r.status <> 'not_initialized'" : "r.status = 'in_progress'");
}

/** A word is looked up through the index (see {@link search}) when at most this many requests contain it… */
const RARE_WORD_REQUESTS = 2000;
/** …and at most this many people's names contain it. */
const RARE_WORD_OWNERS = 20;
/** The owners a word names are bound as values up to this many (more: the users subquery, in each statement). */
const BOUND_OWNERS = 64;

/** How widely a list looks before its search: `person` (my, participated, waiting: hundreds of requests) or `company` (every submitted request). */
export type Breadth = 'person' | 'company';

/**
 * Every word of `q` (at most 5) must match the title, description (English or Lithuanian), type or the owner's name or
 * surname (case-insensitive substring). The people a word names are read once (Unicode-aware LOWER,
 * db/data-source.ts) and bound as values into the statements that follow. On SQLite a word of 3
 * characters or more goes through the trigram index `requests_search` (migration 1700000009300):
 * - a word that few requests and few people contain (two bounded probes) becomes an id set — its
 *   requests from the index and its owners' requests through the requests-by-user index — that
 *   drives the query (issue 11 item 3: 100,000 requests, "Surname0100" 28 ms of scan → 0.1 ms);
 * - a common word in a `company` list is a membership test against the index's matches (one list of
 *   ids per statement, checked by the list's own plan): over 90,000 submitted requests the COUNT of
 *   "laptop" takes 9 ms this way against 20 ms of LIKE over three columns;
 * - a common word in a `person` list stays a LIKE that the list's own plan checks on its few rows
 *   (building the index's list of 20,000 ids would cost more than the scan).
 * Short words and SQL Server (whose collation compares case-insensitively) use LIKE.
 */
async function search(em: EntityManager, f: Filter, q: string | undefined, breadth: Breadth): Promise<Filter> {
  const words = (q ?? '').split(/\s+/).filter(Boolean).slice(0, 5);
  const trigram = em.connection.driver.options.type !== 'mssql';
  let sql = f.sql;
  const params = { ...f.params };
  for (const [i, word] of words.entries()) {
    const pattern = `%${word.replace(/[!%_[]/g, (c) => `!${c}`)}%`;
    const like = (col: string) => `${col} LIKE :q${i} ESCAPE '!'`;
    params[`q${i}`] = pattern;
    // Names compare lower-cased: SQLite's LIKE folds ASCII only, LOWER is Unicode-aware (db/data-source.ts).
    const ownersSql = "SELECT u.id FROM users u WHERE LOWER(u.name) LIKE :l ESCAPE '!' OR LOWER(u.surname) LIKE :l ESCAPE '!'";
    const lower = pattern.toLocaleLowerCase('lt');
    const ownerIds = (await rawRows<{ id: unknown }>(em, `${ownersSql} ORDER BY u.id${pageSql(em)}`, { l: lower, pageOffset: 0, pageSize: BOUND_OWNERS + 1 })).map((r) => Number(r.id));
    // nobody named: no owner test at all (an IN over 90,000 rows costs even when empty)
    let owners = '';
    if (ownerIds.length && ownerIds.length <= BOUND_OWNERS) {
      params[`o${i}`] = paddedChunks(ownerIds, -1)[0];
      owners = `:...o${i}`;
    } else if (ownerIds.length) {
      params[`l${i}`] = lower;
      owners = ownersSql.replace(/:l\b/g, `:l${i}`);
    }
    if (trigram && [...word].length >= 3) {
      params[`t${i}`] = `"${word.replace(/"/g, '""')}"`;
      const matches = `SELECT rs.rowid FROM requests_search rs WHERE requests_search MATCH :t${i}`;
      const [probe] = await rawRows<{ n: unknown }>(em, `SELECT COUNT(1) AS n FROM (${matches} LIMIT :cap) x`, { [`t${i}`]: params[`t${i}`], cap: RARE_WORD_REQUESTS + 1 });
      if (Number(probe?.n ?? 0) <= RARE_WORD_REQUESTS && ownerIds.length <= RARE_WORD_OWNERS) {
        sql += ` AND r.id IN (${matches}${owners && ` UNION ALL SELECT ru.id FROM requests ru WHERE ru.user_id IN (${owners})`})`;
        continue;
      }
      if (breadth === 'company') {
        // `+r.id`: the matches are a list each row is checked against, never the rows that drive the plan
        sql += ` AND (+r.id IN (${matches})${owners && ` OR r.user_id IN (${owners})`})`;
        continue;
      }
    }
    sql += ` AND (${['r.title', 'r.description', 'r.request_name', 'r.title_lt', 'r.description_lt'].map(like).join(' OR ')}${owners && ` OR r.user_id IN (${owners})`})`;
  }
  return { sql, params };
}

const ORDER: Record<string, string[]> = {
  requestDate: ['r.issued_date'], lastAction: ['r.last_action_at'], requestType: ['r.request_name'], status: ['r.status'], owner: ['o.surname', 'o.name'],
};

/** Columns of a page row (`expr` or `expr:alias`). */
const ROW_COLUMNS = (
  'r.object_id r.request_name r.status r.issued_date r.completion_date r.last_action_at r.last_chain_action r.title r.description r.title_lt r.description_lt r.user_id ' +
  'r.pending_cancel r.resolution_note o.name:owner_name o.surname:owner_surname cs.id:step_id cs.name:step_name cs.assignee_type cs.role_id ' +
  'cs.can_edit:step_can_edit cs.assigned_user_id cs.substituted_user_id au.name:assigned_name au.surname:assigned_surname ro.name:role_name ' +
  'bt.id:trip_id bt.trip_purpose bt.project_name:trip_project_name bt.request_date:trip_request_date tu.name:traveler_name tu.surname:traveler_surname'
)
  .split(' ')
  .map((c) => {
    const [expr, alias] = c.split(':');
    return `${expr} AS ${alias ?? expr.split('.')[1]}`;
  })
  .join(', ');

/** Page rows with everything a row or a v1 item needs: names joined, action flags as EXISTS columns (then `WHERE` on `r`). */
const SELECT_ROWS =
  `SELECT r.id AS id, ${ROW_COLUMNS}, ` +
  'CASE WHEN EXISTS (SELECT 1 FROM request_step_assignees a1 WHERE a1.step_id = r.current_step_id AND a1.user_id = :me) THEN 1 ELSE 0 END AS mine_self, ' +
  'CASE WHEN EXISTS (SELECT 1 FROM request_step_assignees a2 WHERE a2.step_id = r.current_step_id AND a2.user_id IN (:...subst)) THEN 1 ELSE 0 END AS mine_sub, ' +
  'CASE WHEN EXISTS (SELECT 1 FROM request_step_tasks t WHERE t.step_id = r.current_step_id AND t.completed_at IS NULL) THEN 1 ELSE 0 END AS open_tasks ' +
  'FROM requests r INNER JOIN users o ON o.id = r.user_id LEFT JOIN request_steps cs ON cs.id = r.current_step_id ' +
  'LEFT JOIN users au ON au.id = cs.assigned_user_id LEFT JOIN roles ro ON ro.id = cs.role_id ' +
  // A business trip row's columns (spec 2 §3 Business trip: the request list also shows them), by primary key for the page's rows only.
  "LEFT JOIN business_trips bt ON r.request_name = 'business_trip' AND bt.id = r.object_id LEFT JOIN users tu ON tu.id = bt.traveler_id";

type Raw = RawRequestRow;

/**
 * Sets `cancel_refused` on the rows whose owner's cancel their type's own rules refuse (registry
 * cancelRefusals; spec 2 §4 an event's type rights), so the row's canCancel says what a cancel would
 * answer: one read per such type on the page, only for the caller's own rows (only owners cancel).
 */
async function markCancelRefusals(em: EntityManager, rows: Raw[], callerId: number): Promise<void> {
  const byType = new Map<string, Raw[]>();
  for (const r of rows) {
    if (Number(r.user_id) !== callerId || r.object_id == null || !registrationOf(String(r.request_name))?.cancelRefusals) continue;
    const type = String(r.request_name);
    if (!byType.has(type)) byType.set(type, []);
    byType.get(type)!.push(r);
  }
  const now = new Date();
  for (const [type, list] of byType) {
    const refused = await registrationOf(type)!.cancelRefusals!(em, list.map((r) => ({ objectId: Number(r.object_id), ownerId: Number(r.user_id) })), now);
    for (const r of list) if (refused.has(Number(r.object_id))) r.cancel_refused = 1;
  }
}

/** Totals of searches lately counted, by statement and values (the last 200). */
const searchCounts = new KeptUntilChange<number>(200);

/**
 * The number of requests `f` matches. A search's total is kept until the database changes (db/raw.ts
 * dataVersion: any write by any worker is a miss, nothing is kept inside a transaction): turning the
 * pages of a search, or the tab asking again, counts once (issue 11 item 3: "laptop" among 90,000
 * submitted requests is 9 ms of counting; its page 3 ms).
 */
async function countOf(em: EntityManager, f: Filter, isSearch: boolean): Promise<number> {
  const sql = `SELECT COUNT(1) AS n FROM requests r WHERE ${f.sql}`;
  const version = isSearch ? dataVersion(em) : null;
  const key = version === null ? '' : JSON.stringify([sql, f.params]);
  const hit = version === null ? undefined : searchCounts.get(key, version);
  if (hit !== undefined) return hit;
  const [count] = await rawRows<{ n: unknown }>(em, sql, f.params);
  const n = Number(count?.n ?? 0);
  if (version !== null) searchCounts.set(key, version, n);
  return n;
}

/** A search whose matches number fewer than this many times the rows up to the page's end is read filter-first (see {@link page}). */
const RARE_MATCHES = 20;

/**
 * One page and the total (issue 11 items 3, 4). The COUNT runs first: a page past the end is not
 * read. Then the page's ids alone — from the requests table, joined to the owner only when sorted
 * by owner — and last the rows of those ids with names and flags, so joins and flag subqueries run
 * for the page's rows only, never for every match before a sort. Without a search the database
 * picks the plan from its statistics: the ids are read in the order of an index (requests by date
 * or last action, or users by surname for the owner order) and the read stops at the page's end.
 * A search (`LIKE '%word%'`, which no index serves and no planner can estimate) decides by its
 * count: many matches — the same index walk finds the page after a few rows; few matches — the
 * walk would read nearly every request through the index, so the requests table is scanned once,
 * outer in the join (the owner as LEFT JOIN: every request has one, and SQLite never reorders a
 * LEFT JOIN), and only the matches are sorted (the sort key as an expression, so no index order is
 * used). Portable SQL: LEFT JOIN, COALESCE and the dialect's page clause (db/raw.ts) mean the same
 * on SQLite and SQL Server (plans checked with EXPLAIN QUERY PLAN over 100,000 requests,
 * api/src/approvals.bench.ts). Statements are plain text with bound values.
 */
async function page<T>(em: EntityManager, f: Filter, q: { page: number; pageSize: number; order: string; q?: string }, map: (r: Raw) => T): Promise<Paged<T>> {
  const [field, dir] = q.order.split('_') as [string, 'asc' | 'desc'];
  const direction = dir === 'asc' ? 'ASC' : 'DESC';
  const totalCount = await countOf(em, f, !!q.q?.trim());
  const offset = offsetOf(q.page, q.pageSize);
  if (offset >= totalCount) return { currentPage: q.page, data: [], totalCount };
  const filterFirst = !!q.q?.trim() && totalCount < RARE_MATCHES * (offset + q.pageSize);
  const order = ORDER[field] ?? ORDER.requestDate;
  const keys = [...order.map((col) => (filterFirst ? `COALESCE(${col}, ${col})` : col)), 'r.id'];
  const owner = order.some((col) => col.startsWith('o.')) ? ` ${filterFirst ? 'LEFT' : 'INNER'} JOIN users o ON o.id = r.user_id` : '';
  const idsSql = `SELECT r.id AS id FROM requests r${owner} WHERE ${f.sql} ORDER BY ${keys.map((k) => `${k} ${direction}`).join(', ')}${pageSql(em)}`;
  const ids = (await rawRows<{ id: unknown }>(em, idsSql, { ...f.params, pageOffset: offset, pageSize: q.pageSize })).map((r) => Number(r.id));
  if (!ids.length) return { currentPage: q.page, data: [], totalCount };
  const rows = await rawRows<Raw>(em, `${SELECT_ROWS} WHERE r.id IN (:...pageIds)`, { ...f.params, pageIds: paddedChunks(ids, -1)[0] });
  await markCancelRefusals(em, rows, Number(f.params.me));
  const byId = new Map(rows.map((r) => [Number(r.id), r]));
  return { currentPage: q.page, data: ids.flatMap((id) => (byId.has(id) ? [map(byId.get(id)!)] : [])), totalCount };
}

/** GET /api/v2/requests, /requests/participated, /requests/unapproved (access checked by the route). */
export async function listRequests(ctx: AppContext, actor: Actor, scope: Scope, query: RequestListQuery): Promise<Paged<RequestRow>> {
  const caller = await callerOf(ctx.ds.manager, actor);
  const order = scope === 'my' && query.order.startsWith('owner') ? 'requestDate_desc' : query.order;
  return page(ctx.ds.manager, await search(ctx.ds.manager, scoped(caller, scope, query.includeFinished), query.q, scope === 'unapproved' ? 'company' : 'person'), { ...query, order }, (r) => presentRequestRow(r, caller));
}

/** One request as a list row for the caller (no visibility check here). */
export async function rowOf(em: EntityManager, actor: Actor, requestId: number): Promise<{ row: RequestRow; item: RequestChain } | null> {
  const caller = await callerOf(em, actor);
  const [raw] = await rawRows<Raw>(em, `${SELECT_ROWS} WHERE r.id = :rid`, filterOf(caller, '', { rid: requestId }).params);
  if (raw) await markCancelRefusals(em, [raw], actor.id);
  return raw ? { row: presentRequestRow(raw, caller), item: presentRequestChain(raw, caller) } : null;
}

/** Requests waiting for `userId` (v1 GET users/:id/assigned/requests), by issued_date descending. */
export async function waitingFor(ctx: AppContext, actor: Actor, userId: number, q: { page: number; pageSize: number; q?: string }): Promise<Paged<RequestChain>> {
  const em = ctx.ds.manager;
  const subject = await callerOf(em, { id: userId, permissions: new Set() });
  const viewer = await callerOf(em, actor);
  return page(em, await search(em, filterOf(subject, WAITING), q.q, 'person'), { ...q, order: 'requestDate_desc' }, (r) => presentRequestChain(r, viewer));
}

/** How many requests wait for `userId` (v1 GET users/:id/requests/upcoming/count). */
export async function waitingCount(ctx: AppContext, userId: number): Promise<number> {
  const subject = await callerOf(ctx.ds.manager, { id: userId, permissions: new Set() });
  const [r] = await rawRows<{ n: unknown }>(ctx.ds.manager, `SELECT COUNT(1) AS n FROM requests r WHERE ${WAITING}`, filterOf(subject, WAITING).params);
  return Number(r?.n ?? 0);
}

/** Approved requests of accounting types waiting to be completed (v1 GET requests/accounting). */
export async function accountingList(ctx: AppContext, actor: Actor, types: string[], q: { page: number; pageSize: number; q?: string }): Promise<Paged<RequestChain>> {
  const caller = await callerOf(ctx.ds.manager, actor);
  return page(
    ctx.ds.manager,
    await search(ctx.ds.manager, filterOf(caller, "r.status = 'approved' AND r.request_name IN (:...types)", { types: types.length ? types : ['-'] }), q.q, 'company'),
    { ...q, order: 'requestDate_desc' }, (r) => presentRequestChain(r, caller),
  );
}
