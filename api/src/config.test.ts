/** Configuration from the environment: a bad value stops start-up with a message naming the variable. */
import path from 'node:path';
import { ConfigError, loadConfig } from './config';
import { probationEnd } from './modules/users/users.service';

const failure = (env: Record<string, string>): ConfigError => {
  try {
    loadConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) return err;
    throw err;
  }
  throw new Error(`expected a ConfigError for ${JSON.stringify(env)}`);
};

describe('loadConfig', () => {
  it('starts with defaults on an empty environment', () => {
    const c = loadConfig({});
    expect(c.PORT).toBe(3978);
    expect(c.DB_TYPE).toBe('sqlite');
    expect(c.dbPath).toBe(path.resolve('data', 'portal.sqlite'));
    expect(c.publicUrl).toBe('http://localhost:3978');
    expect(c.LOGIN_MAX_FAILED_ATTEMPTS).toBe(5);
    expect(c.LOGIN_LOCK_SECONDS).toBe(600);
    expect(c.isProduction).toBe(false);
    expect(c.version).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('takes the probation length from PROBATION_MONTHS (default 3, the Lithuanian one): a new person’s probation end follows it', () => {
    loadConfig({});
    expect(probationEnd('2026-11-30')).toBe('2027-02-28');
    loadConfig({ PROBATION_MONTHS: '6' });
    expect(probationEnd('2026-11-30')).toBe('2027-05-30');
    for (const bad of ['0', '13', 'three']) expect(failure({ PROBATION_MONTHS: bad }).message).toMatch(/\bPROBATION_MONTHS\b/);
    loadConfig({});
  });

  it('refuses a PORT that is not a number, naming PORT', () => {
    const err = failure({ PORT: 'abc' });
    expect(err.message).toMatch(/\bPORT\b/);
    expect(err.message).not.toMatch(/\bDB_PORT\b/);
  });

  it('names every bad variable at once', () => {
    const err = failure({ PORT: '70000', LOG_LEVEL: 'loud', ACCESS_TOKEN_TTL_SECONDS: '5' });
    expect(err.message).toMatch(/\bPORT\b/);
    expect(err.message).toMatch(/\bLOG_LEVEL\b/);
    expect(err.message).toMatch(/\bACCESS_TOKEN_TTL_SECONDS\b/);
  });

  it('refuses DB_TYPE=mssql without a host, naming DB_HOST and the other missing settings', () => {
    const err = failure({ DB_TYPE: 'mssql' });
    expect(err.message).toMatch(/DB_HOST/);
    expect(err.message).toMatch(/DB_NAME/);
    const onlyHost = failure({ DB_TYPE: 'mssql', DB_NAME: 'portal', DB_USER: 'portal', DB_PASSWORD: 'secret' });
    expect(onlyHost.message).toMatch(/DB_HOST/);
    expect(onlyHost.message).not.toMatch(/DB_NAME|DB_USER|DB_PASSWORD/);
  });

  it('accepts a complete SQL Server configuration', () => {
    const c = loadConfig({ DB_TYPE: 'mssql', DB_HOST: 'sql.example.com', DB_NAME: 'portal', DB_USER: 'portal', DB_PASSWORD: 'secret', DB_ENCRYPT: 'false' });
    expect(c.DB_PORT).toBe(1433);
    expect(c.DB_ENCRYPT).toBe(false);
  });

  it('refuses an administrator e-mail without a password, and a bad e-mail', () => {
    expect(failure({ PORTAL_ADMIN_EMAIL: 'it@example.com' }).message).toMatch(/PORTAL_ADMIN_PASSWORD/);
    expect(failure({ PORTAL_ADMIN_EMAIL: 'not-an-email', PORTAL_ADMIN_PASSWORD: 'Long-Enough-2026!' }).message).toMatch(/PORTAL_ADMIN_EMAIL/);
  });

  it('refuses a short JWT secret and an unknown boolean spelling', () => {
    expect(failure({ JWT_SECRET: 'short' }).message).toMatch(/JWT_SECRET/);
    expect(failure({ SMTP_SECURE: 'maybe' }).message).toMatch(/SMTP_SECURE/);
  });

  it('treats empty variables as unset and trims a trailing slash of PUBLIC_URL', () => {
    const c = loadConfig({ PORT: '', PUBLIC_URL: 'https://portal.example.com/' });
    expect(c.PORT).toBe(3978);
    expect(c.publicUrl).toBe('https://portal.example.com');
  });
});
