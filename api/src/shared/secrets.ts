/**
 * Secrets for signing tokens and cookies: from the environment (JWT_SECRET, COOKIE_SECRET) or
 * generated on first start and persisted in `app_secrets`, so every server copy shares them.
 * Generating is for development only: with NODE_ENV=production config.ts refuses to start without
 * both variables (a key in a database table can be read by anyone who reads the database and then
 * forges tokens; docs/SECURITY.md). Nothing secret is ever committed or logged.
 */
import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import type { Config } from '../config';
import { AppSecret } from '../modules/system/system.entities';

export interface Secrets {
  /** HS256 key for access tokens. */
  jwtKey: Uint8Array;
  /** Key for signed cookies (SSO state). */
  cookieSecret: string;
}

async function getOrCreate(ds: DataSource, name: string): Promise<string> {
  const repo = ds.getRepository(AppSecret);
  const found = await repo.findOneBy({ name });
  if (found) return found.value;
  const value = randomBytes(48).toString('base64url');
  try {
    await repo.insert({ name, value });
    return value;
  } catch {
    // Another server copy created it at the same moment: use theirs.
    return (await repo.findOneByOrFail({ name })).value;
  }
}

/** Loads the secrets, generating and persisting the missing ones. */
export async function loadSecrets(ds: DataSource, config: Pick<Config, 'JWT_SECRET' | 'COOKIE_SECRET'>): Promise<Secrets> {
  const jwt = config.JWT_SECRET ?? (await getOrCreate(ds, 'jwt_secret'));
  const cookie = config.COOKIE_SECRET ?? (await getOrCreate(ds, 'cookie_secret'));
  return { jwtKey: new TextEncoder().encode(jwt), cookieSecret: cookie };
}
