/**
 * Retention of the audit log (issue 18 item 4): a leased daily job deletes rows older than
 * AUDIT_RETENTION_MONTHS (default 24) in batches of {@link TRIM_BATCH} (oldest first, ids read on the
 * (time, id) index, then deleted by id), so no single statement holds the table long and SQL Server's
 * parameter limit is never reached. The only delete of the log.
 */
import { subMonths } from 'date-fns';
import { In } from 'typeorm';
import type { AppContext } from '../../context';
import { pageSql, rawRows } from '../../db/raw';
import { JOBS, type Job } from '../../jobs';
import { AuditLogRow } from './audit.entities';

export const TRIM_BATCH = 2000;

/** Deletes every entry older than the retention (relative to `now`); returns how many went. */
export async function trimAuditLog(ctx: AppContext, now = new Date()): Promise<number> {
  const em = ctx.ds.manager;
  const cutoff = subMonths(now, ctx.config.AUDIT_RETENTION_MONTHS);
  const sql = `SELECT a.id AS id FROM audit_log a WHERE a.time < :cutoff ORDER BY a.time ASC, a.id ASC${pageSql(em)}`;
  let total = 0;
  for (;;) {
    const ids = (await rawRows<{ id: number }>(em, sql, { cutoff, pageOffset: 0, pageSize: TRIM_BATCH })).map((r) => Number(r.id));
    if (ids.length) await em.getRepository(AuditLogRow).delete({ id: In(ids) });
    total += ids.length;
    if (ids.length < TRIM_BATCH) return total;
  }
}

export const auditRetentionJob: Job = { name: 'audit-retention', schedule: '17 3 * * *', run: async (ctx) => void (await trimAuditLog(ctx)) };

/** Registers the retention job once. */
export function scheduleAuditRetention(): void {
  if (!JOBS.some((j) => j.name === auditRetentionJob.name)) JOBS.push(auditRetentionJob);
}
