/**
 * Builds the run-time context: logger, database (initialised and migrated), secrets, mail and the
 * event bus, then the baseline seed (administrator from PORTAL_ADMIN_*) and, with PORTAL_SEED=demo
 * on an empty database, the demo company. Used by server.ts and by the tests.
 */
import pino, { Logger } from 'pino';
import type { Config } from './config';
import type { AppContext } from './context';
import { createDataSource } from './db/data-source';
import { seed } from './db/seed';
import { EventBus } from './shared/events';
import { createMailService } from './shared/mail';
import { configurePasswordHashing } from './shared/passwords';
import { loadSecrets } from './shared/secrets';

export async function createContext(config: Config, log?: Logger): Promise<AppContext> {
  const logger = log ?? pino({ level: config.LOG_LEVEL, redact: ['password', '*.password', 'token', '*.token'] });
  configurePasswordHashing(config.ARGON2_MEMORY_KIB);
  const ds = createDataSource(config);
  await ds.initialize();
  const ran = await ds.runMigrations({ transaction: 'each' });
  if (ran.length) logger.info({ migrations: ran.map((m) => m.name) }, 'migrations applied');
  const ctx: AppContext = {
    config,
    ds,
    log: logger,
    mail: createMailService(config, logger),
    secrets: await loadSecrets(ds, config),
    events: new EventBus(logger),
  };
  await seed(ctx);
  return ctx;
}
