/**
 * Auth routes (spec 1 §7 Auth). Cookies: `access_token` (httpOnly, path /) and `refresh_token`
 * (httpOnly, path /api/v1/token and /api/v1/logout). Sign-in and password calls are rate limited
 * per client address (AUTH_RATE_LIMIT_PER_MINUTE; the real client under TRUST_PROXY, see
 * http/client-ip.ts) and reply 429 `too_many_requests` beyond it.
 */
import type { Request } from 'express';
import { rateLimit } from 'express-rate-limit';
import { z } from 'zod';
import type { AppContext } from '../../context';
import {
  changePasswordBody, emailBody, linkPasswordBody, linkStatusReply, loginBody, loginReply, permissionsReply, providersReply, refreshReply,
} from '../../contracts/auth';
import { okReply } from '../../contracts/common';
import { loadPermissions, readAccessToken, REFRESH_COOKIE, verifyAccessToken } from '../../http/auth';
import { clientKey } from '../../http/client-ip';
import { idParams, type Api } from '../../http/route';
import { parse } from '../../http/validate';
import { companyZone } from '../../shared/company-time';
import { clearTokenCookies, setTokenCookies } from './auth.cookies';
import { assertCanReadPermissions } from './auth.policy';
import { presentRefresh, presentSession } from './auth.presenters';
import { presentProviders } from '../sso/sso.presenters';
import { ssoConfigured } from '../sso/sso.service';
import * as auth from './auth.service';

const refreshCookie = (req: Request) => (req.cookies as Record<string, string | undefined>)[REFRESH_COOKIE];

export function registerAuth({ v1 }: Api, ctx: AppContext): void {
  ctx.events.on('auth.password_link_requested', (e) => auth.sendRequestedPasswordLink(ctx, e.email, e.purpose));
  // The first sign-in of an unknown address should not pay for making the dummy hash.
  auth.dummyHash(ctx).catch((err: unknown) => ctx.log.error({ err }, 'dummy password hash failed'));

  const limiter = rateLimit({
    windowMs: 60_000,
    limit: ctx.config.AUTH_RATE_LIMIT_PER_MINUTE,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    keyGenerator: (req) => clientKey(req),
    handler: (_req, res) => res.status(429).json({ message: 'too_many_requests', error_code: 'too_many_requests' }),
  });
  for (const p of ['/login', '/users/reset/password', '/users/activate', '/users/attributes/password', '/auth/teams/token', '/auth/microsoft/callback']) {
    v1.router.use(p, limiter);
  }

  v1.add({
    method: 'get', path: '/auth/providers', summary: "Single sign-on providers configured (empty when none) and the company's time zone (TIME_ZONE)", access: 'public',
    response: providersReply,
    handler: () => presentProviders(ssoConfigured(ctx), companyZone()),
  });

  v1.add({
    method: 'post', path: '/login', summary: 'Sign in with e-mail and password; sets the token cookies', access: 'public',
    body: loginBody, response: loginReply,
    handler: async ({ body, res }) => {
      const { user, tokens } = await auth.login(ctx, body.email, body.password);
      setTokenCookies(ctx, res, tokens);
      return presentSession(user, tokens, ctx.config.ACCESS_TOKEN_TTL_SECONDS);
    },
  });

  v1.add({
    method: 'post', path: '/logout', summary: 'Sign out: ends this session (refresh cookie and access token) and clears the cookies', access: 'public', response: okReply,
    handler: async ({ req, res }) => {
      const token = readAccessToken(req);
      const access = token ? await verifyAccessToken(ctx, token).catch(() => null) : null;
      await auth.logout(ctx, refreshCookie(req), access);
      clearTokenCookies(res);
    },
  });

  v1.add({
    method: 'get', path: '/token/refresh', summary: 'Rotate the refresh token and issue a new access token', access: 'public',
    response: refreshReply,
    handler: async ({ req, res }) => {
      try {
        const { userId, tokens } = await auth.refresh(ctx, refreshCookie(req));
        setTokenCookies(ctx, res, tokens);
        return presentRefresh(userId, tokens, ctx.config.ACCESS_TOKEN_TTL_SECONDS);
      } catch (err) {
        clearTokenCookies(res);
        throw err;
      }
    },
  });

  v1.add({
    method: 'get', path: '/users/:id/permissions', summary: 'Effective permissions of a user (own, or any with users_read)', access: 'user',
    params: idParams, response: permissionsReply,
    handler: async ({ params, user }) => {
      assertCanReadPermissions(user, params.id);
      return loadPermissions(ctx, params.id);
    },
  });

  const emailOrBadFormat = (body: unknown) => parse(emailBody, body, 'bad_email_format_provided');
  v1.add({
    method: 'post', path: '/users/reset/password', summary: 'E-mail a password reset link if the address is registered (same reply either way)', access: 'public', body: z.unknown(), response: okReply,
    handler: ({ body }) => auth.requestPasswordLink(ctx, emailOrBadFormat(body).email, 'reset'),
  });
  v1.add({
    method: 'post', path: '/users/activate', summary: 'E-mail an activation link if the address has an account to activate (same reply either way)', access: 'public', body: z.unknown(), response: okReply,
    handler: ({ body }) => auth.requestPasswordLink(ctx, emailOrBadFormat(body).email, 'activate'),
  });
  v1.add({
    method: 'get', path: '/users/attributes/password/:token', summary: 'State of an e-mailed password link (active 1 or 0)', access: 'public',
    params: z.object({ token: z.string().min(1).max(64) }), response: linkStatusReply,
    handler: ({ params }) => auth.linkStatus(ctx, params.token),
  });
  v1.add({
    method: 'post', path: '/users/attributes/password', summary: 'Set a new password through an e-mailed link', access: 'public',
    body: linkPasswordBody, response: okReply,
    handler: ({ body }) => auth.setPasswordByLink(ctx, body.guid, body.password),
  });
  v1.add({
    method: 'post', path: '/users/password', summary: "Change the caller's password; signs out every session", access: 'user',
    body: changePasswordBody, response: okReply,
    handler: async ({ body, user, res }) => {
      await auth.changePassword(ctx, user.id, body.oldPassword, body.newPassword);
      clearTokenCookies(res);
    },
  });
}
