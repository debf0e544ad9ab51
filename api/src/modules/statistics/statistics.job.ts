/**
 * The monthly statistics job (issue 17 item 4): on the 1st of each month at 02:15 UTC one server copy (the
 * runner's lease) stores a fresh snapshot, so the page shows the month just ended without anyone pressing
 * update. Running twice only adds a newer snapshot (the page reads the newest).
 */
import { JOBS, type Job } from '../../jobs';
import { recomputeStatistics } from './statistics.service';

export const statisticsMonthlyJob: Job = { name: 'statistics-monthly', schedule: '15 2 1 * *', run: async (ctx) => void (await recomputeStatistics(ctx)) };

/** Adds the job to the runner once. */
export function registerStatisticsJob(): void {
  if (!JOBS.some((j) => j.name === statisticsMonthlyJob.name)) JOBS.push(statisticsMonthlyJob);
}
