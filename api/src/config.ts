/**
 * Configuration: the environment, parsed and validated once (spec: issue 2 item 4).
 * Nothing else in the api reads `process.env`. A bad value throws {@link ConfigError}
 * whose message names every offending variable, and start-up stops with it. Loading also sets the
 * company time zone (`TIME_ZONE`, see lib/company-time.ts) that the day rules and reports use.
 */
import { isIP } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { AUDIT_LIMITS } from './contracts/audit';
import { DEFAULT_PROBATION_MONTHS, setProbationMonths } from './shared/company-rules';
import { DEFAULT_TIME_ZONE, isTimeZone, setCompanyZone } from './shared/company-time';

const bool = z.enum(['true', 'false', '1', '0', 'yes', 'no']).transform((v) => v === 'true' || v === '1' || v === 'yes');

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3978),
  PUBLIC_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Server processes (node:cluster workers sharing the port); default the number of cores, 1 with NODE_ENV=test or DB_PATH=:memory:. */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  DATA_DIR: z.string().default('data'),
  DB_TYPE: z.enum(['sqlite', 'mssql']).default('sqlite'),
  DB_PATH: z.string().optional(),
  DB_HOST: z.string().optional(),
  DB_PORT: z.coerce.number().int().positive().default(1433),
  DB_NAME: z.string().optional(),
  DB_USER: z.string().optional(),
  DB_PASSWORD: z.string().optional(),
  DB_ENCRYPT: bool.default(true),
  /** `demo` | `none`; default `demo`, but `none` with NODE_ENV=production, where `demo` is refused. */
  PORTAL_SEED: z.enum(['demo', 'none']).optional(),
  PORTAL_ADMIN_EMAIL: z.email().optional(),
  PORTAL_ADMIN_PASSWORD: z.string().min(12).optional(),
  JWT_SECRET: z.string().min(32).optional(),
  COOKIE_SECRET: z.string().min(32).optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).default(900),
  REFRESH_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .default(7 * 86400),
  PASSWORD_LINK_TTL_SECONDS: z.coerce.number().int().min(60).default(86400),
  LOGIN_MAX_FAILED_ATTEMPTS: z.coerce.number().int().min(1).default(5),
  LOGIN_LOCK_SECONDS: z.coerce.number().int().min(1).default(600),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  /** Proxies whose X-Forwarded-* headers are believed (Express `trust proxy`): see {@link parseTrustProxy}. */
  TRUST_PROXY: z.string().default('none'),
  SMTP_HOST: z.string().optional(),
  SMTP_PORT: z.coerce.number().int().positive().default(587),
  SMTP_USER: z.string().optional(),
  SMTP_PASSWORD: z.string().optional(),
  SMTP_SECURE: bool.default(false),
  SMTP_FROM: z.string().default('Employee Portal <portal@localhost>'),
  BUG_REPORT_URL: z.url().optional(),
  /** External accounting system (issue 13 item 5): HTTP connector when set, else the file drop under DATA_DIR/navision-outbox. */
  NAVISION_URL: z.url().optional(),
  NAVISION_USER: z.string().optional(),
  NAVISION_PASSWORD: z.string().optional(),
  /** The company's time zone (IANA name): its days are the days of the calendar rules and reports (lib/company-time). */
  TIME_ZONE: z
    .string()
    .default(DEFAULT_TIME_ZONE)
    .refine(isTimeZone, { error: (i) => `unknown time zone "${String(i.input)}" (an IANA name such as Europe/Vilnius)` }),
  /** Probation length in whole months (shared/company-rules): a new person's probation end and the onboarding window. */
  PROBATION_MONTHS: z.coerce.number().int().min(1).max(12).default(DEFAULT_PROBATION_MONTHS),
  /** Months an audit log entry is kept (issue 18 item 4); a daily leased job trims older ones. */
  AUDIT_RETENTION_MONTHS: z.coerce.number().int().min(1).max(240).default(AUDIT_LIMITS.retentionMonths),
  /** Argon2 memory cost in KiB; lowered only by tests to keep them quick. */
  ARGON2_MEMORY_KIB: z.coerce.number().int().min(1024).default(19456),
  MicrosoftAppId: z.string().optional(),
  MicrosoftAppPassword: z.string().optional(),
  MicrosoftAppTenantId: z.string().optional(),
  MicrosoftAppType: z.enum(['SingleTenant', 'MultiTenant', 'UserAssignedMSI']).default('SingleTenant'),
  AAD_CLIENT_ID: z.string().optional(),
  AAD_CLIENT_SECRET: z.string().optional(),
  AAD_TENANT_ID: z.string().optional(),
  AAD_AUTHORITY: z.url().optional(),
  AAD_APP_ID_URI: z.string().optional(),
  /** Entra authority metadata (OpenID configuration JSON) given to msal-node so it needs no discovery call (offline, tests). */
  AAD_AUTHORITY_METADATA: z.string().optional(),
  /** Entra cloud discovery metadata JSON given to msal-node (instance discovery without a network call). */
  AAD_CLOUD_DISCOVERY_METADATA: z.string().optional(),
  /** Teams app id (manifest id) for deep links from bot cards into the tab; default MicrosoftAppId. */
  TEAMS_APP_ID: z.string().optional(),
});

export type Env = z.infer<typeof schema>;

/** Resolved configuration used by the whole api. Paths are absolute. */
export interface Config extends Omit<Env, 'PORTAL_SEED'> {
  PORTAL_SEED: 'demo' | 'none';
  /** Express `trust proxy` value from TRUST_PROXY: false (none), a hop count, or addresses/subnets. */
  trustProxy: TrustProxy;
  dataDir: string;
  dbPath: string;
  outboxDir: string;
  publicUrl: string;
  version: string;
  isProduction: boolean;
  /** Worker processes `npm start` runs (WEB_CONCURRENCY; see {@link loadConfig}). */
  workers: number;
}

/** Thrown when the environment is invalid; `message` lists each bad variable. */
export class ConfigError extends Error {}

/**
 * Parses an environment (default `process.env`) into a {@link Config}.
 * @throws ConfigError naming every invalid variable and why.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = schema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.DB_TYPE === 'mssql') {
    const missing = (['DB_HOST', 'DB_NAME', 'DB_USER', 'DB_PASSWORD'] as const).filter((k) => !e[k]);
    if (missing.length) throw new ConfigError(`Invalid configuration:\n  DB_TYPE=mssql needs ${missing.join(', ')}`);
  }
  if (Boolean(e.PORTAL_ADMIN_EMAIL) !== Boolean(e.PORTAL_ADMIN_PASSWORD)) {
    throw new ConfigError('Invalid configuration:\n  PORTAL_ADMIN_EMAIL and PORTAL_ADMIN_PASSWORD go together');
  }
  const isProduction = e.NODE_ENV === 'production';
  const problems = productionProblems(e, isProduction);
  const trustProxy = parseTrustProxy(e.TRUST_PROXY);
  if (typeof trustProxy === 'string') problems.push(`TRUST_PROXY: ${trustProxy}`);
  if (problems.length) throw new ConfigError(`Invalid configuration:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  setCompanyZone(e.TIME_ZONE);
  setProbationMonths(e.PROBATION_MONTHS);
  const dataDir = path.resolve(e.DATA_DIR);
  const dbPath = e.DB_PATH === ':memory:' ? ':memory:' : path.resolve(e.DB_PATH ?? path.join(dataDir, 'portal.sqlite'));
  return {
    ...e,
    dataDir,
    dbPath,
    outboxDir: path.join(dataDir, 'outbox'),
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    version: readVersion(),
    isProduction,
    // an in-memory database lives in one process, so it gets one
    workers: dbPath === ':memory:' ? 1 : (e.WEB_CONCURRENCY ?? (e.NODE_ENV === 'test' ? 1 : os.availableParallelism())),
    PORTAL_SEED: e.PORTAL_SEED ?? (isProduction ? 'none' : 'demo'),
    trustProxy: trustProxy as TrustProxy,
  };
}

/**
 * What production refuses (issue 9 items 3 and 10): the demo company (documented passwords), and
 * signing keys that are not given by the environment (generated keys sit in the database in plain
 * text) or are an App Service Key Vault reference that was not resolved (the literal text would
 * become the key). Returns one line per problem, naming the variable.
 */
function productionProblems(e: Env, isProduction: boolean): string[] {
  const out: string[] = [];
  for (const k of ['JWT_SECRET', 'COOKIE_SECRET'] as const) {
    if (e[k]?.startsWith('@Microsoft.KeyVault('))
      out.push(`${k}: an unresolved Key Vault reference (check the web app's identity and its access to the vault)`);
  }
  if (!isProduction) return out;
  if (e.PORTAL_SEED === 'demo') out.push('PORTAL_SEED=demo is refused with NODE_ENV=production: the demo accounts have a published password (use none)');
  for (const k of ['JWT_SECRET', 'COOKIE_SECRET'] as const) {
    if (!e[k]) out.push(`${k} must be set with NODE_ENV=production (32+ random characters, e.g. a Key Vault reference; see docs/SECURITY.md)`);
  }
  return out;
}

/** Express `trust proxy` value: false, a hop count, or a list of addresses, subnets and names. */
export type TrustProxy = false | number | string[];

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * Parses TRUST_PROXY: `none`/`false`/`0` → false (the socket address is the client; the default);
 * a hop count `1`…`10` (App Service's front end is 1); or a comma-separated list of addresses,
 * CIDR subnets and the names `loopback`, `linklocal`, `uniquelocal`, as Express's `trust proxy`
 * takes them. `true` (trust every hop, so any client picks its own address) is refused.
 * @returns the value, or a string saying what is wrong.
 */
export function parseTrustProxy(raw: string): TrustProxy | string {
  const v = raw.trim().toLowerCase();
  if (v === 'none' || v === 'false' || v === '0') return false;
  if (/^\d+$/.test(v)) return Number(v) <= 10 ? Number(v) : 'a hop count is at most 10';
  if (v === 'true') return '"true" would trust every X-Forwarded-For entry, letting a client choose its own address; give the hop count (App Service: 1)';
  const items = v
    .split(',')
    .map((i) => i.trim())
    .filter(Boolean);
  const bad = items.filter((i) => !PROXY_NAMES.has(i) && !isAddressOrSubnet(i));
  if (!items.length || bad.length) return `not a hop count, an address, a subnet or loopback/linklocal/uniquelocal: ${bad.join(', ') || raw}`;
  return items;
}

function isAddressOrSubnet(item: string): boolean {
  const [address, prefix, ...rest] = item.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  if (prefix === undefined) return true;
  if (family === 4 && isIP(prefix) === 4) return true; // netmask form 10.0.0.0/255.0.0.0
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/** The repository root (the folder of the root package.json), found from this file in src or dist. */
export const REPO_ROOT: string = (() => {
  for (let dir = __dirname; dir !== path.dirname(dir); dir = path.dirname(dir)) {
    try {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const pkg = require(path.join(dir, 'package.json')) as { name?: string };
      if (pkg.name === 'employee-portal') return dir;
    } catch {
      /* keep walking */
    }
  }
  return process.cwd();
})();

function readVersion(): string {
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    return (require(path.join(REPO_ROOT, 'package.json')) as { version: string }).version;
  } catch {
    return '0.0.0';
  }
}
