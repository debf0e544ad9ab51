/**
 * Statistics routes (spec 3 §7 Statistics) under /api/v1: GET statistics and GET statistics/monthly
 * (statistics_read) read the newest snapshot; POST statistics/update and POST statistics/exportStats
 * (statistics_write) recompute and export. Formulas: statistics.formulas.ts; snapshots:
 * statistics.service.ts; the workbook: statistics.export.ts; the monthly job: statistics.job.ts.
 */
import type { AppContext } from '../../context';
import { exportStatsBody, exportStatsReply, monthlyReply, statisticsReply } from '../../contracts/statistics';
import type { Access, Api } from '../../http/route';
import { exportStatistics } from './statistics.export';
import { recordExport } from '../audit/audit.record';
import { registerStatisticsJob } from './statistics.job';
import { latestStatistics, recomputeStatistics } from './statistics.service';

const READ: Access = { anyOf: ['statistics_read'] };
const WRITE: Access = { anyOf: ['statistics_write'] };

/** Declares /statistics and the monthly job. */
export function registerStatistics({ v1 }: Api, ctx: AppContext): void {
  registerStatisticsJob();
  v1.add({
    method: 'get', path: '/statistics', summary: 'The newest statistics snapshot: yearly headcount, gender and turnover, 6 quarters of seniority and turnover, 12 months of sick leave',
    access: READ, response: statisticsReply,
    handler: () => latestStatistics(ctx),
  });
  v1.add({
    method: 'get', path: '/statistics/monthly', summary: 'Sick leave of the last 12 months (newest snapshot)', access: READ, response: monthlyReply,
    handler: async () => {
      const s = await latestStatistics(ctx);
      return { computed_at: s.computed_at, data: s.monthly };
    },
  });
  v1.add({
    method: 'post', path: '/statistics/update', summary: 'Recompute the statistics from the portal\'s data now and store a snapshot', access: WRITE, response: statisticsReply,
    handler: () => recomputeStatistics(ctx),
  });
  v1.add({
    method: 'post', path: '/statistics/exportStats', summary: 'The series of a month range (date_start, date_end) as a base64 xlsx, one sheet per series',
    access: WRITE, body: exportStatsBody, response: exportStatsReply,
    handler: async ({ body, user }) => {
      const file = await exportStatistics(ctx, body);
      await recordExport(ctx.ds, user, 'statistics', { date_start: body.date_start, date_end: body.date_end });
      return file;
    },
  });
}
