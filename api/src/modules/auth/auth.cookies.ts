/**
 * The token cookies of spec 1 §4 Session: `access_token` (httpOnly, path /) and `refresh_token`
 * (httpOnly, path /api/v1/token and /api/v1/logout), SameSite=Lax, Secure when PUBLIC_URL is https.
 * Shared by password sign-in (auth.routes.ts) and single sign-on (sso.routes.ts).
 */
import type { CookieOptions, Response } from 'express';
import type { AppContext } from '../../context';
import { ACCESS_COOKIE, REFRESH_COOKIE } from '../../http/auth';
import type { TokenPair } from './auth.service';

/** Sets both token cookies on a reply. */
export function setTokenCookies(ctx: AppContext, res: Response, tokens: TokenPair): void {
  const secure = ctx.config.publicUrl.startsWith('https://');
  const base: CookieOptions = { httpOnly: true, secure, sameSite: 'lax' };
  res.cookie(ACCESS_COOKIE, tokens.accessToken, { ...base, path: '/', maxAge: ctx.config.ACCESS_TOKEN_TTL_SECONDS * 1000 });
  for (const path of ['/api/v1/token', '/api/v1/logout']) {
    res.cookie(REFRESH_COOKIE, tokens.refreshToken, { ...base, path, maxAge: ctx.config.REFRESH_TOKEN_TTL_SECONDS * 1000 });
  }
}

/** Clears both token cookies (sign-out, failed refresh). */
export function clearTokenCookies(res: Response): void {
  res.clearCookie(ACCESS_COOKIE, { path: '/' });
  for (const path of ['/api/v1/token', '/api/v1/logout']) res.clearCookie(REFRESH_COOKIE, { path });
}
