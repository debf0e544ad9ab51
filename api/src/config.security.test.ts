/**
 * Issue 9 items 3, 4 and 10 at start-up: production never runs with the demo company or its
 * password, nor with signing keys generated into the database; TRUST_PROXY decides whose
 * X-Forwarded-For is believed (default nobody's).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { createContext, refuseDemoCredentials } from './bootstrap';
import { ConfigError, loadConfig, parseTrustProxy } from './config';
import { DEMO_PASSWORD } from './db/seed/demo';
import { User } from './modules/users/users.entities';
import { hashPassword } from './shared/passwords';
import { startTestApp } from './test/harness';

const KEYS = { JWT_SECRET: 'j'.repeat(40), COOKIE_SECRET: 'c'.repeat(40) };
const PROD = { NODE_ENV: 'production', ...KEYS };

const failure = (env: Record<string, string>): ConfigError => {
  try {
    loadConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) return err;
    throw err;
  }
  throw new Error(`expected a ConfigError for ${JSON.stringify(env)}`);
};

describe('production configuration', () => {
  it('seeds no demo company by default in production, and the demo company by default in development', () => {
    expect(loadConfig(PROD).PORTAL_SEED).toBe('none');
    expect(loadConfig({}).PORTAL_SEED).toBe('demo');
    expect(loadConfig({ NODE_ENV: 'test' }).PORTAL_SEED).toBe('demo');
  });

  it('refuses PORTAL_SEED=demo in production, naming the variable', () => {
    expect(failure({ ...PROD, PORTAL_SEED: 'demo' }).message).toMatch(/PORTAL_SEED=demo is refused with NODE_ENV=production/);
  });

  it('refuses production without JWT_SECRET and COOKIE_SECRET from the environment; development generates them', () => {
    const err = failure({ NODE_ENV: 'production' });
    expect(err.message).toMatch(/JWT_SECRET must be set/);
    expect(err.message).toMatch(/COOKIE_SECRET must be set/);
    expect(failure({ NODE_ENV: 'production', JWT_SECRET: KEYS.JWT_SECRET }).message).not.toMatch(/JWT_SECRET/);
    expect(loadConfig({}).JWT_SECRET).toBeUndefined();
  });

  it('refuses an App Service Key Vault reference that was not resolved (its text would become the key)', () => {
    const ref = '@Microsoft.KeyVault(SecretUri=https://vault.vault.azure.net/secrets/jwt-secret/)';
    expect(failure({ ...PROD, JWT_SECRET: ref }).message).toMatch(/JWT_SECRET: an unresolved Key Vault reference/);
  });
});

describe('TRUST_PROXY', () => {
  it('trusts no proxy by default', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig(PROD).trustProxy).toBe(false);
  });

  it('takes a hop count or addresses, subnets and names as Express does', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'none' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8, fd00::/8, 192.168.1.10, uniquelocal' }).trustProxy).toEqual([
      'loopback',
      '10.0.0.0/8',
      'fd00::/8',
      '192.168.1.10',
      'uniquelocal',
    ]);
    expect(parseTrustProxy('10.0.0.0/255.0.0.0')).toEqual(['10.0.0.0/255.0.0.0']);
  });

  it('refuses `true` (every client could pick its address) and what is not an address', () => {
    expect(failure({ TRUST_PROXY: 'true' }).message).toMatch(/TRUST_PROXY: "true" would trust every/);
    expect(failure({ TRUST_PROXY: 'proxy.example.com' }).message).toMatch(/TRUST_PROXY: .*proxy\.example\.com/);
    expect(failure({ TRUST_PROXY: '10.0.0.0/33' }).message).toMatch(/TRUST_PROXY/);
  });
});

describe('a production start on a database with default credentials', () => {
  it('refuses a database seeded with the demo company, and the demo password as PORTAL_ADMIN_PASSWORD', async () => {
    // A database seeded in development (PORTAL_SEED=demo) ...
    const t = await startTestApp();
    try {
      const prod = loadConfig({ ...PROD, LOG_LEVEL: 'silent' });
      await expect(refuseDemoCredentials(t.ctx.ds, prod)).rejects.toThrow(
        /The database holds the demo company: \S+@demo\.lt signs in with the published demo password/,
      );
      // ... is accepted once no demo account that can sign in keeps the published password.
      const users = t.ctx.ds.getRepository(User);
      const other = await hashPassword('Another-Password-2026!');
      await users
        .createQueryBuilder()
        .update()
        .set({ password_hash: other })
        .where('email LIKE :d', { d: '%@demo.lt' })
        .andWhere('email <> :a', { a: 'admin@demo.lt' })
        .execute();
      await expect(refuseDemoCredentials(t.ctx.ds, prod)).rejects.toThrow(/admin@demo\.lt signs in/);
      await users.update({ email: 'admin@demo.lt' }, { disabled: true });
      await expect(refuseDemoCredentials(t.ctx.ds, prod)).resolves.toBeUndefined();
      await expect(refuseDemoCredentials(t.ctx.ds, { PORTAL_ADMIN_PASSWORD: DEMO_PASSWORD })).rejects.toThrow(
        /PORTAL_ADMIN_PASSWORD is the published demo password/,
      );
    } finally {
      await t.close();
    }
  });

  it('starts production on a fresh database: no demo company, no demo sign-in', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-prod-'));
    const config = loadConfig({ ...PROD, DATA_DIR: dataDir, DB_PATH: ':memory:', LOG_LEVEL: 'silent', ARGON2_MEMORY_KIB: '1024' });
    const ctx = await createContext(config, pino({ level: 'silent' }));
    try {
      expect(await ctx.ds.getRepository(User).count()).toBe(0);
    } finally {
      await ctx.ds.destroy();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
