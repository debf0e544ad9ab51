/**
 * Authentication of api calls (spec 1 §4 Session, §7 wrapper rules).
 *
 * The access token is a short-lived HS256 JWT (ACCESS_TOKEN_TTL_SECONDS, default 900 s) sent in the
 * httpOnly `access_token` cookie or as `Authorization: Bearer` (Teams, integrations). Failures reply
 * 401 `token_expired` (valid but expired) or `invalid_access_token` (anything else). Permissions are
 * loaded per call from both roles of the user (role_id and temp_role_id), so a role change applies at once.
 */
import type { NextFunction, Request, Response } from 'express';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { IsNull } from 'typeorm';
import type { AppContext } from '../context';
import { RolePermission } from '../modules/roles/roles.entities';
import { User } from '../modules/users/users.entities';
import type { Permission } from '../contracts/permissions';
import { isPermission } from '../contracts/permissions';
import { AppError } from './errors';

export const ACCESS_COOKIE = 'access_token';
export const REFRESH_COOKIE = 'refresh_token';

/** The signed-in caller of a request. */
export interface AuthUser {
  id: number;
  permissions: ReadonlySet<Permission>;
}

declare module 'express-serve-static-core' {
  interface Request {
    auth?: AuthUser;
  }
}

/** Signs an access token for a user (subject = user id). */
export async function signAccessToken(ctx: AppContext, userId: number): Promise<string> {
  return new SignJWT({ typ: 'access' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(userId))
    .setIssuedAt()
    .setExpirationTime(`${ctx.config.ACCESS_TOKEN_TTL_SECONDS}s`)
    .sign(ctx.secrets.jwtKey);
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

function readToken(req: Request): string | null {
  const header = req.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || null;
  const cookie = (req.cookies as Record<string, string> | undefined)?.[ACCESS_COOKIE];
  return cookie || null;
}

/** Verifies a token and returns the user id. @throws AppError token_expired | invalid_access_token */
export async function verifyAccessToken(ctx: AppContext, token: string): Promise<number> {
  try {
    const { payload } = await jwtVerify(token, ctx.secrets.jwtKey, { algorithms: ['HS256'] });
    const id = Number(payload.sub);
    if (payload.typ !== 'access' || !Number.isInteger(id)) throw new AppError('invalid_access_token');
    return id;
  } catch (err) {
    if (err instanceof joseErrors.JWTExpired) throw new AppError('token_expired');
    throw new AppError('invalid_access_token');
  }
}

/** Middleware: requires a valid token and attaches `req.auth`. */
export function authenticate(ctx: AppContext) {
  return async (req: Request, _res: Response, next: NextFunction) => {
    const token = readToken(req);
    if (!token) throw new AppError('invalid_access_token');
    const id = await verifyAccessToken(ctx, token);
    const active = await ctx.ds.getRepository(User).exists({ where: { id, deleted_at: IsNull(), disabled: false } });
    if (!active) throw new AppError('invalid_access_token');
    req.auth = { id, permissions: new Set(await loadPermissions(ctx, id)) };
    next();
  };
}
