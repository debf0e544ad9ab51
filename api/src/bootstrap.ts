/**
 * Builds the run-time context: logger, database (initialised and migrated), secrets, mail and the
 * event bus, then the baseline seed (administrator from PORTAL_ADMIN_*) and, with PORTAL_SEED=demo
 * on an empty database, the demo company. Used by server.ts and by the tests.
 * With NODE_ENV=production it refuses a database that still holds default credentials
 * ({@link refuseDemoCredentials}). Workers of a cluster skip the migrations, that check and the seed
 * ({@link ContextOptions}).
 */
import pino, { Logger } from 'pino';
import { IsNull, Like, type DataSource } from 'typeorm';
import { ConfigError, type Config } from './config';
import type { AppContext } from './context';
import { createDataSource } from './db/data-source';
import { seed } from './db/seed';
import { DEMO_PASSWORD } from './db/seed/demo';
import { DEMO_DOMAIN } from './db/seed/demo-people';
import { User } from './modules/users/users.entities';
import { EventBus } from './shared/events';
import { createMailService } from './shared/mail';
import { configurePasswordHashing, verifyPassword } from './shared/passwords';
import { loadSecrets } from './shared/secrets';

export async function createContext(config: Config, log?: Logger, opts: ContextOptions = {}): Promise<AppContext> {
  const prepare = opts.prepare ?? true;
  const logger = log ?? pino({ level: config.LOG_LEVEL, redact: ['password', '*.password', 'token', '*.token'] });
  configurePasswordHashing(config.ARGON2_MEMORY_KIB);
  const ds = createDataSource(config);
  await ds.initialize();
  const ran = prepare ? await ds.runMigrations({ transaction: 'each' }) : [];
  if (ran.length) logger.info({ migrations: ran.map((m) => m.name) }, 'migrations applied');
  if (prepare && config.isProduction) {
    await refuseDemoCredentials(ds, config).catch(async (err: unknown) => {
      await ds.destroy();
      throw err;
    });
  }
  const ctx: AppContext = {
    config,
    ds,
    log: logger,
    mail: createMailService(config, logger),
    secrets: await loadSecrets(ds, config),
    events: new EventBus(logger),
  };
  if (prepare) await seed(ctx);
  return ctx;
}

/** How {@link createContext} treats the database. */
export interface ContextOptions {
  /**
   * Run the migrations, the production credential check and the seed (default true). False in the
   * workers of a cluster: the primary did it once before starting them (server.ts).
   */
  prepare?: boolean;
}

/**
 * Production start-up check (issue 9 item 3): refuses (ConfigError) when PORTAL_ADMIN_PASSWORD is
 * the published demo password, or when an account of the demo company (`@demo.lt`) that can
 * still sign in (not disabled or deleted) has that password — a database once seeded with
 * PORTAL_SEED=demo. Costs one password check per such account, none on a database without them.
 */
export async function refuseDemoCredentials(ds: DataSource, config: Pick<Config, 'PORTAL_ADMIN_PASSWORD'>): Promise<void> {
  const advice = 'production refuses to start with default credentials (docs/SECURITY.md)';
  if (config.PORTAL_ADMIN_PASSWORD === DEMO_PASSWORD) throw new ConfigError(`PORTAL_ADMIN_PASSWORD is the published demo password: ${advice}`);
  const demo = await ds.getRepository(User).find({
    select: { id: true, email: true, password_hash: true },
    where: { email: Like(`%@${DEMO_DOMAIN}`), disabled: false, deleted_at: IsNull() },
    order: { id: 'ASC' },
  });
  for (const u of demo) {
    if (await verifyPassword(u.password_hash, DEMO_PASSWORD)) {
      throw new ConfigError(
        `The database holds the demo company: ${u.email} signs in with the published demo password. ` +
          `Use a database without demo data (PORTAL_SEED=none), or disable or delete the @${DEMO_DOMAIN} accounts first; ${advice}`,
      );
    }
  }
}
