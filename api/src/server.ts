/**
 * Composition root: config → database and migrations → seed → app → listen → scheduled jobs.
 * A bad configuration stops start-up with a message naming the variable.
 *
 * With WEB_CONCURRENCY > 1 (default: one per core) this process is the cluster's primary: it
 * prepares the database once (migrations, seed), then forks the workers that serve (cluster.ts);
 * each worker opens the prepared database and serves on the shared port. SIGTERM/SIGINT stop it
 * cleanly within 10 s (cluster.ts). Logs go to stdout asynchronously (shared/log.ts).
 */
import cluster from 'node:cluster';
import { ConfigError, loadConfig, type Config } from './config';
import { createApp } from './app';
import { createContext } from './bootstrap';
import { runPrimary, stopOnSignal } from './cluster';
import { startJobs } from './jobs';
import { mountTeams } from './modules/teams/teams';
import { createServerLog, type ServerLog } from './shared/log';

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(2);
    }
    throw err;
  }
  const out = createServerLog(config);
  if (cluster.isPrimary && config.workers > 1) {
    const ctx = await createContext(config, out.log);
    await ctx.ds.destroy();
    runPrimary(config.workers, out);
    return;
  }
  await serve(config, out);
}

/** Serves on PORT in this process (a worker, or the only process) until a signal stops it. */
async function serve(config: Config, out: ServerLog): Promise<void> {
  const ctx = await createContext(config, out.log, { prepare: cluster.isPrimary });
  const { app } = createApp(ctx, (a) => void mountTeams(ctx, a));
  const server = app.listen(config.PORT, (err?: Error) => {
    if (err) {
      ctx.log.fatal({ err, port: config.PORT }, 'cannot listen');
      void out.close(1000).then(() => process.exit(1));
      return;
    }
    ctx.log.info({ url: config.publicUrl, port: config.PORT, db: config.DB_TYPE }, 'employee portal listening');
  });
  const jobs = startJobs(ctx);
  stopOnSignal({ server, ctx, jobs, out });
}

main().catch((err) => {
  console.error('Start-up failed:', err instanceof Error ? err.message : err);
  process.exit(1);
});
