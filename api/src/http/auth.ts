/**
 * Authentication of api calls (spec 1 §4 Session, §7 wrapper rules; issue 9 item 5).
 *
 * The access token is a short-lived HS256 JWT (ACCESS_TOKEN_TTL_SECONDS, default 900 s) sent in the
 * httpOnly `access_token` cookie or as `Authorization: Bearer` (Teams, integrations). Its claims:
 * `sub` user id, `typ` 'access', `sv` the user's session version when issued, `sid` the refresh-token
 * family (the sign-in session) it belongs to. Failures reply 401 `token_expired` (valid but expired)
 * or `invalid_access_token` (anything else).
 *
 * Every call runs ONE statement ({@link loadSession}) that finds the user's roles and their versions
 * (the permissions are the union of role_id's and temp_role_id's, cached per user while those stay
 * the same, so a role's new permissions apply at once) only if the user is neither deleted nor
 * disabled, `users.session_version` still equals `sv`, and the token's session still has an
 * unrevoked refresh token. So a token dies at once on logout (its family is revoked), on a password
 * change or a role change (the version is bumped and refresh tokens revoked), and when the
 * user is disabled or deleted.
 *
 * An integration API key (`Authorization: Bearer pk_...`, issue 11) is told from a JWT by its prefix
 * and checked by modules/api-keys/api-keys.auth.ts: the call runs as the key's creator with the key's
 * permissions (narrowed to the creator's current ones); never on the session endpoints.
 */
import type { NextFunction, Request, Response } from 'express';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { EntityManager } from 'typeorm';
import type { AppContext } from '../context';
import { RolePermission } from '../modules/roles/roles.entities';
import { User } from '../modules/users/users.entities';
import type { AuditClient } from '../contracts/audit';
import type { Permission } from '../contracts/permissions';
import { isPermission } from '../contracts/permissions';
import { apiKeyCaller, looksLikeApiKey } from '../modules/api-keys/api-keys.auth';
import { AppError } from './errors';
import { sessionPermissions } from './session-cache';

export const ACCESS_COOKIE = 'access_token';
export const REFRESH_COOKIE = 'refresh_token';

/** The signed-in caller of a request. */
export interface AuthUser {
  id: number;
  permissions: ReadonlySet<Permission>;
  /** 'api' when the call carries an integration API key (the audit log's client; the tab otherwise). */
  client?: AuditClient;
}

declare module 'express-serve-static-core' {
  interface Request {
    auth?: AuthUser;
  }
}

/** What an access token asserts: the user, the session version when issued and the session (refresh family). */
export interface AccessClaims {
  userId: number;
  /** `users.session_version` when the token was issued. */
  sv: number;
  /** The refresh-token family id (uuid) of the sign-in session. */
  sid: string;
}

/** Signs an access token for a user's session. */
export async function signAccessToken(ctx: AppContext, claims: AccessClaims): Promise<string> {
  return new SignJWT({ typ: 'access', sv: claims.sv, sid: claims.sid })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(claims.userId))
    .setIssuedAt()
    .setExpirationTime(`${ctx.config.ACCESS_TOKEN_TTL_SECONDS}s`)
    .sign(ctx.secrets.jwtKey);
}

/** Raises `users.session_version` by one: every access token issued before stops working at its next call. */
export async function bumpSessionVersion(em: EntityManager, userId: number): Promise<void> {
  await em
    .createQueryBuilder()
    .update(User)
    .set({ session_version: () => 'session_version + 1' })
    .where('id = :userId', { userId })
    .execute();
}

/** Effective permissions of a user: the union of the main and the second role; empty when unknown or disabled. */
export async function loadPermissions(ctx: AppContext, userId: number): Promise<Permission[]> {
  const rows: { permission: string }[] = await ctx.ds
    .createQueryBuilder()
    .select('DISTINCT rp.permission', 'permission')
    .from(RolePermission, 'rp')
    .innerJoin(User, 'u', 'rp.role_id = u.role_id OR rp.role_id = u.temp_role_id')
    .where('u.id = :userId AND u.deleted_at IS NULL AND u.disabled = :no', { userId, no: false })
    .getRawMany();
  return rows.map((r) => r.permission).filter(isPermission);
}

/**
 * The permissions of a token's session, or null when the session is over: the user is deleted or
 * disabled, the session version moved on, or the session's refresh-token family has no unrevoked
 * token left (logout, reuse detection, password change). One statement per call; the permissions
 * are cached per user for a few seconds and dropped at once when the user's roles or a role's
 * permissions change (http/session-cache.ts).
 */
export async function loadSession(ctx: AppContext, claims: AccessClaims): Promise<Permission[] | null> {
  return sessionPermissions(ctx.ds, claims);
}

/** The access token of a request: `Authorization: Bearer` first, then the `access_token` cookie. */
export function readAccessToken(req: Request): string | null {
  const header = req.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || null;
  const cookie = (req.cookies as Record<string, string> | undefined)?.[ACCESS_COOKIE];
  return cookie || null;
}

/** Verifies a token's signature, kind and lifetime and returns its claims. @throws AppError token_expired | invalid_access_token */
export async function verifyAccessToken(ctx: AppContext, token: string): Promise<AccessClaims> {
  try {
    const { payload } = await jwtVerify(token, ctx.secrets.jwtKey, { algorithms: ['HS256'] });
    const userId = Number(payload.sub);
    const { sv, sid } = payload;
    if (payload.typ !== 'access' || !Number.isInteger(userId) || !Number.isInteger(sv) || typeof sid !== 'string' || !sid) {
      throw new AppError('invalid_access_token');
    }
    return { userId, sv: sv as number, sid };
  } catch (err) {
    if (err instanceof joseErrors.JWTExpired) throw new AppError('token_expired');
    throw new AppError('invalid_access_token');
  }
}

/** Middleware: requires a valid token of a live session and attaches `req.auth`. @throws AppError token_expired | invalid_access_token */
export function authenticate(ctx: AppContext) {
  return async (req: Request, _res: Response, next: NextFunction) => {
    const token = readAccessToken(req);
    if (!token) throw new AppError('invalid_access_token');
    if (looksLikeApiKey(token) && req.headers.authorization?.startsWith('Bearer ')) {
      const key = await apiKeyCaller(ctx.ds, req.baseUrl + req.path, token);
      req.auth = { id: key.id, permissions: new Set(key.permissions), client: 'api' };
      return next();
    }
    const claims = await verifyAccessToken(ctx, token);
    const permissions = await loadSession(ctx, claims);
    if (!permissions) throw new AppError('invalid_access_token');
    req.auth = { id: claims.userId, permissions: new Set(permissions) };
    next();
  };
}
