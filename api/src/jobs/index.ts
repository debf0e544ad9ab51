/**
 * Scheduled jobs (node-cron). Each tick first takes a lease row in `job_leases`, so that with
 * several server copies on one database exactly one copy runs it.
 */
import { randomUUID } from 'node:crypto';
import cron, { ScheduledTask } from 'node-cron';
import { LessThan } from 'typeorm';
import type { AppContext } from '../context';
import { JobLease } from '../modules/system/system.entities';

export interface Job {
  name: string;
  /** Cron expression, evaluated in UTC. */
  schedule: string;
  run: (ctx: AppContext) => Promise<void>;
}

/** Jobs registered by modules (e.g. chain item notifications). */
export const JOBS: Job[] = [];

const HOLDER = `${process.pid}-${randomUUID().slice(0, 8)}`;

/**
 * Takes the lease `name` for `seconds`; true when this copy holds it now.
 * Works on both engines: insert when absent, otherwise update only an expired lease.
 */
export async function takeLease(ctx: AppContext, name: string, seconds: number): Promise<boolean> {
  const repo = ctx.ds.getRepository(JobLease);
  const expires = new Date(Date.now() + seconds * 1000);
  const taken = await repo.update({ name, expires_at: LessThan(new Date()) }, { holder: HOLDER, expires_at: expires });
  if (taken.affected) return true;
  try {
    await repo.insert({ name, holder: HOLDER, expires_at: expires });
    return true;
  } catch {
    return false;
  }
}

/** Starts every registered job; returns a handle that stops them. */
export function startJobs(ctx: AppContext): { stop: () => void } {
  const tasks: ScheduledTask[] = JOBS.map((job) =>
    cron.schedule(
      job.schedule,
      async () => {
        if (!(await takeLease(ctx, job.name, 50))) return;
        try {
          await job.run(ctx);
        } catch (err) {
          ctx.log.error({ err, job: job.name }, 'scheduled job failed');
        }
      },
      { timezone: 'UTC' },
    ),
  );
  return { stop: () => tasks.forEach((t) => t.stop()) };
}
