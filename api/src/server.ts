/**
 * Composition root: config → database and migrations → seed → app → listen → scheduled jobs.
 * A bad configuration stops start-up with a message naming the variable.
 */
import { ConfigError, loadConfig } from './config';
import { createApp } from './app';
import { createContext } from './bootstrap';
import { startJobs } from './jobs';
import { mountTeams } from './modules/teams/teams';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(2);
    }
    throw err;
  }
  const ctx = await createContext(config);
  const { app } = createApp(ctx, (a) => void mountTeams(ctx, a));
  const server = app.listen(config.PORT, () => {
    ctx.log.info({ url: config.publicUrl, port: config.PORT, db: config.DB_TYPE }, 'employee portal listening');
  });
  const jobs = startJobs(ctx);
  const stop = async () => {
    jobs.stop();
    server.close();
    await ctx.events.drain();
    await ctx.ds.destroy();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((err) => {
  console.error('Start-up failed:', err instanceof Error ? err.message : err);
  process.exit(1);
});
