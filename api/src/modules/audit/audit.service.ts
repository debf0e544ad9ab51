/**
 * Reading the audit log (issue 18 item 4): GET /api/v2/audit-log pages newest first (time, id
 * descending) with optional filters actor_id, action and from/to (company days, inclusive → UTC
 * instants [start of from, start of the day after to)). Each filter has its composite index
 * ((actor_id, time), (action, time), (time, id)), and the page is cut on the index alone (a deferred
 * join: ids first, then the rows and actor names of those ids), so a deep OFFSET over a million rows
 * never reads the rows it skips. The export is the same query capped at {@link EXPORT_CAP} rows.
 */
import { EntityManager } from 'typeorm';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { auditQuery } from '../../contracts/audit';
import { AuditEntry } from '../../contracts/audit';
import { paddedChunks, pageSql, rawRows, SqlParams } from '../../db/raw';
import { offsetOf, Paged } from '../../http/paging';
import { companyDayStart, nextCompanyDayStart } from '../../shared/company-time';
import { namesOf } from '../calendar-v2/people';
import { AuditRawRow, presentAuditEntry } from './audit.presenters';

export type AuditFilter = Omit<z.infer<typeof auditQuery>, 'page' | 'pageSize'>;

/** At most this many rows go into one export. */
export const EXPORT_CAP = 100_000;

/** WHERE clause and parameters of the filters (`a` is audit_log). */
export function whereOf(f: AuditFilter): { where: string; params: SqlParams } {
  const parts: string[] = [];
  const params: SqlParams = {};
  if (f.actor_id) {
    parts.push('a.actor_id = :actorId');
    params.actorId = f.actor_id;
  }
  if (f.action) {
    parts.push('a.action = :action');
    params.action = f.action;
  }
  if (f.from) {
    parts.push('a.time >= :fromTime');
    params.fromTime = companyDayStart(f.from);
  }
  if (f.to) {
    parts.push('a.time < :toTime');
    params.toTime = nextCompanyDayStart(f.to);
  }
  return { where: parts.length ? ` WHERE ${parts.join(' AND ')}` : '', params };
}

const COLUMNS =
  "a.id AS id, a.time AS time, a.actor_id AS actor_id, u.name || ' ' || u.surname AS actor_name, a.on_behalf_of_id AS on_behalf_of_id, b.name || ' ' || b.surname AS on_behalf_of_name," +
  ' a.action AS action, a.target_type AS target_type, a.target_id AS target_id, a.details AS details, a.client AS client';

/** The select list with the dialect's string concatenation. */
function columnsFor(em: EntityManager): string {
  return em.connection.driver.options.type === 'mssql' ? COLUMNS.replace("u.name || ' ' || u.surname", "CONCAT(u.name, ' ', u.surname)").replace("b.name || ' ' || b.surname", "CONCAT(b.name, ' ', b.surname)") : COLUMNS;
}

/** Names of roles by id (one statement per 512 ids). */
async function roleNamesOf(em: EntityManager, ids: readonly number[]): Promise<Map<number, string>> {
  const names = new Map<number, string>();
  for (const chunk of paddedChunks([...new Set(ids)], 0)) {
    for (const r of await rawRows<{ id: number; name: string }>(em, 'SELECT id AS id, name AS name FROM roles WHERE id IN (:...ids)', { ids: chunk })) names.set(Number(r.id), r.name);
  }
  return names;
}

/** How the names of each kind of target are read: people ("name surname", calendar-v2/people namesOf) and roles. */
const TARGET_NAMES: Record<string, (em: EntityManager, ids: readonly number[]) => Promise<Map<number, string>>> = { user: namesOf, role: roleNamesOf };

/**
 * Sets `target_name` on the entries whose target is a person or a role: one read per kind for the
 * whole page, not a join per row (`target_id` is text, the ids are numbers). A target that no longer
 * exists keeps null.
 */
async function withTargetNames(em: EntityManager, entries: AuditEntry[]): Promise<AuditEntry[]> {
  for (const [type, read] of Object.entries(TARGET_NAMES)) {
    const targets = entries.filter((e) => e.target_type === type && /^\d+$/.test(e.target_id ?? ''));
    if (!targets.length) continue;
    const names = await read(em, targets.map((e) => Number(e.target_id)));
    for (const e of targets) e.target_name = names.get(Number(e.target_id)) || null;
  }
  return entries;
}

/** Rows of ids (already ordered and cut) with actor and target names, newest first. */
async function rowsOfIds(em: EntityManager, idSql: string, params: SqlParams): Promise<AuditEntry[]> {
  const sql = `SELECT ${columnsFor(em)} FROM audit_log a LEFT JOIN users u ON u.id = a.actor_id LEFT JOIN users b ON b.id = a.on_behalf_of_id WHERE a.id IN (${idSql}) ORDER BY a.time DESC, a.id DESC`;
  return withTargetNames(em, (await rawRows<AuditRawRow>(em, sql, params)).map(presentAuditEntry));
}

/** One page of the log with the total count of matching rows. */
export async function listAudit(ctx: AppContext, q: z.infer<typeof auditQuery>): Promise<Paged<AuditEntry>> {
  const em = ctx.ds.manager;
  const { where, params } = whereOf(q);
  const [{ n }] = await rawRows<{ n: number }>(em, `SELECT COUNT(*) AS n FROM audit_log a${where}`, params);
  const idSql = `SELECT a.id FROM audit_log a${where} ORDER BY a.time DESC, a.id DESC${pageSql(em)}`;
  // SQL Server refuses ORDER BY/OFFSET inside IN (…) without TOP; a derived table works on both.
  const data = await rowsOfIds(em, `SELECT p.id FROM (${idSql}) p`, { ...params, pageOffset: offsetOf(q.page, q.pageSize), pageSize: q.pageSize });
  return { currentPage: q.page, data, totalCount: Number(n) };
}

/** The rows an export holds (newest first, at most {@link EXPORT_CAP}). */
export async function exportRows(ctx: AppContext, f: AuditFilter): Promise<AuditEntry[]> {
  const em = ctx.ds.manager;
  const { where, params } = whereOf(f);
  const idSql = `SELECT a.id FROM audit_log a${where} ORDER BY a.time DESC, a.id DESC${pageSql(em)}`;
  return rowsOfIds(em, `SELECT p.id FROM (${idSql}) p`, { ...params, pageOffset: 0, pageSize: EXPORT_CAP });
}

/** Every entry about one target (a request's trail), oldest first. */
export async function trailOf(em: EntityManager, targetType: string, targetId: string): Promise<AuditEntry[]> {
  const sql = `SELECT ${columnsFor(em)} FROM audit_log a LEFT JOIN users u ON u.id = a.actor_id LEFT JOIN users b ON b.id = a.on_behalf_of_id WHERE a.target_type = :type AND a.target_id = :id ORDER BY a.time ASC, a.id ASC`;
  return (await rawRows<AuditRawRow>(em, sql, { type: targetType, id: targetId })).map(presentAuditEntry);
}
