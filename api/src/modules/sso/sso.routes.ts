/**
 * Single sign-on routes (spec 1 §7 Auth, §8; issue 5 items 7 and 10). Registered from registerAuth.
 *
 * - POST /api/v1/auth/teams/token `{ token }` (Teams tab SSO) → `{ user_id, is_first_sign_in, access_token, expires_in }`
 *   and the token cookies; errors sso_not_configured 404, invalid_access_token / token_expired 401,
 *   sso_user_not_found 403, account_disabled_by_system 403, sso_profile_fetch_failed 502.
 * - GET /api/v1/auth/{sso}/login → `{ url }` (sets the signed `sso_state` cookie).
 * - GET /api/v1/auth/{sso}/callback?code&state → `{ user_id, is_first_sign_in, access_token, expires_in }` and the
 *   token cookies; errors sso_state_cookie_missing, sso_state_mismatch, sso_access_token_failure,
 *   sso_profile_parse_failed, sso_user_not_found.
 */
import { z } from 'zod';
import type { AppContext } from '../../context';
import { loginReply } from '../../contracts/auth';
import type { Api } from '../../http/route';
import { setTokenCookies } from '../auth/auth.cookies';
import { presentSession } from '../auth/auth.presenters';
import { completeMicrosoftLogin, startMicrosoftLogin } from './sso.microsoft';
import { signInEntraUser, verifyEntraToken, type EntraProfile } from './sso.service';

const ssoParams = z.object({ sso: z.string().min(1).max(32) });

export function registerSso({ v1 }: Api, ctx: AppContext): void {
  const signIn = async (profile: EntraProfile, res: Parameters<typeof setTokenCookies>[1]) => {
    const { user, tokens } = await signInEntraUser(ctx, profile);
    setTokenCookies(ctx, res, tokens);
    return presentSession(user, tokens, ctx.config.ACCESS_TOKEN_TTL_SECONDS);
  };

  v1.add({
    method: 'post', path: '/auth/teams/token', summary: 'Teams tab SSO: exchange an Entra ID token (getAuthToken) for a portal session', access: 'public',
    body: z.object({ token: z.string().min(20).max(16_384) }), response: loginReply,
    handler: async ({ body, res }) => signIn(await verifyEntraToken(ctx, body.token), res),
  });

  v1.add({
    method: 'get', path: '/auth/:sso/login', summary: 'Single sign-on: the provider address to redirect to (authorization code + PKCE)', access: 'public',
    params: ssoParams, response: z.object({ url: z.string() }),
    handler: ({ params, res }) => startMicrosoftLogin(ctx, params.sso, res),
  });

  v1.add({
    method: 'get', path: '/auth/:sso/callback', summary: 'Single sign-on return: redeem code and state, sign in', access: 'public',
    params: ssoParams,
    query: z.object({ code: z.string().max(4096).optional(), state: z.string().max(512).optional(), error: z.string().max(256).optional() }),
    response: loginReply,
    handler: async ({ params, query, req, res }) => signIn(await completeMicrosoftLogin(ctx, params.sso, query, req, res), res),
  });
}
