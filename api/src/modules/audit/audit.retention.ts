/**
 * Retention of the audit log (issue 18 item 4): a leased daily job deletes rows older than
 * AUDIT_RETENTION_MONTHS (default 24) in batches of {@link TRIM_BATCH}, so no single statement holds
 * the table long. The only delete of the log.
 */
import { subMonths } from 'date-fns';
import type { AppContext } from '../../context';
import { bindSql } from '../../db/raw';
import { JOBS, type Job } from '../../jobs';

export const TRIM_BATCH = 5000;

/** Deletes every entry older than the retention (relative to `now`); returns how many went. */
export async function trimAuditLog(ctx: AppContext, now = new Date()): Promise<number> {
  const em = ctx.ds.manager;
  const cutoff = subMonths(now, ctx.config.AUDIT_RETENTION_MONTHS);
  const mssql = ctx.ds.options.type === 'mssql';
  const sql = mssql
    ? `DELETE TOP (${TRIM_BATCH}) FROM audit_log WHERE time < :cutoff`
    : `DELETE FROM audit_log WHERE id IN (SELECT id FROM audit_log WHERE time < :cutoff ORDER BY time LIMIT ${TRIM_BATCH})`;
  let total = 0;
  for (;;) {
    const [text, values] = bindSql(em, sql, { cutoff });
    const res: unknown = await em.query(text, values);
    const n = affectedOf(res, mssql);
    total += n;
    if (n < TRIM_BATCH) return total;
  }
}

/** Rows a DELETE touched, as each driver reports it. */
function affectedOf(res: unknown, mssql: boolean): number {
  if (mssql) return Array.isArray(res) && typeof res[1] === 'number' ? res[1] : 0;
  const r = res as { changes?: number } | undefined;
  return typeof r?.changes === 'number' ? r.changes : 0;
}

export const auditRetentionJob: Job = { name: 'audit-retention', schedule: '17 3 * * *', run: async (ctx) => void (await trimAuditLog(ctx)) };

/** Registers the retention job once. */
export function scheduleAuditRetention(): void {
  if (!JOBS.some((j) => j.name === auditRetentionJob.name)) JOBS.push(auditRetentionJob);
}
