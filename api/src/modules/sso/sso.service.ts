/**
 * Microsoft Entra ID single sign-on (spec 1 §2 /login SSO button and /auth/{sso}/callback, §7 Auth,
 * §8 SSO errors; issue 5 items 7 and 10).
 *
 * Two ways in, one mapping to the portal user:
 * - Teams tab: the tab gets an Entra token with `authentication.getAuthToken()` and posts it to
 *   POST /api/v1/auth/teams/token. {@link verifyEntraToken} checks it with jose against the tenant's
 *   JWKS (the `jwks_uri` of the OpenID configuration at `{AAD_AUTHORITY}/v2.0/.well-known/openid-configuration`,
 *   default authority `https://login.microsoftonline.com/{AAD_TENANT_ID}`): RS256 signature, issuer v1
 *   `https://sts.windows.net/{tid}/` or v2 `https://login.microsoftonline.com/{tid}/v2.0`, audience
 *   AAD_APP_ID_URI or AAD_CLIENT_ID, expiry (60 s clock tolerance), and a delegated `scp` claim
 *   (app-only tokens are refused).
 * - Browser: authorization code flow with PKCE through msal-node (see sso.microsoft.ts).
 *
 * {@link signInEntraUser} maps the profile to a portal user: by `entra_object_id` (oid) first, then by
 * e-mail (preferred_username / upn / email, case-insensitive), linking the oid on the first e-mail
 * match. Unknown → 403 `sso_user_not_found`; disabled → 403 `account_disabled_by_system`.
 * The rules are sso.policy.ts.
 */
import { createRemoteJWKSet, errors as joseErrors, jwtVerify, type JWTPayload } from 'jose';
import { IsNull } from 'typeorm';
import type { AppContext } from '../../context';
import { AppError } from '../../http/errors';
import { issueTokensFor, type TokenPair } from '../auth/auth.service';
import { recordAudit } from '../audit/audit.record';
import { inTransaction } from '../../db/tx';
import { User } from '../users/users.entities';
import { assertMaySignInWithSso, mayLinkEntra, sameTenant } from './sso.policy';

/** What the portal needs from an Entra identity. */
export interface EntraProfile {
  /** Entra object id (`oid`), null when the token has none. */
  oid: string | null;
  /** Sign-in name / e-mail, lower-cased; null when the token has none. */
  email: string | null;
  /** Tenant id (`tid`). */
  tid: string | null;
}

/** True when Entra SSO is configured (AAD_CLIENT_ID and AAD_TENANT_ID). */
export const ssoConfigured = (ctx: AppContext) => Boolean(ctx.config.AAD_CLIENT_ID && ctx.config.AAD_TENANT_ID);

/** The authority base, e.g. `https://login.microsoftonline.com/{tenant}` (AAD_AUTHORITY wins). */
export function authorityOf(ctx: AppContext): string {
  return (ctx.config.AAD_AUTHORITY ?? `https://login.microsoftonline.com/${ctx.config.AAD_TENANT_ID}`).replace(/\/+$/, '').replace(/\/v2\.0$/, '');
}

/** URL of the tenant's OpenID configuration (v2 endpoint). */
export const openIdConfigurationUrl = (ctx: AppContext) => `${authorityOf(ctx)}/v2.0/.well-known/openid-configuration`;

type KeySet = ReturnType<typeof createRemoteJWKSet>;
const keySets = new Map<string, Promise<KeySet>>();

/** The tenant's key set, discovered once per OpenID configuration URL (a failed discovery is retried next time). */
function keySetFor(ctx: AppContext): Promise<KeySet> {
  const url = openIdConfigurationUrl(ctx);
  let found = keySets.get(url);
  if (!found) {
    found = (async () => {
      const res = await fetch(url, { signal: AbortSignal.timeout(10_000) });
      if (!res.ok) throw new Error(`OpenID configuration ${url}: HTTP ${res.status}`);
      const meta = (await res.json()) as { jwks_uri?: string };
      if (!meta.jwks_uri) throw new Error(`OpenID configuration ${url} has no jwks_uri`);
      return createRemoteJWKSet(new URL(meta.jwks_uri), { cooldownDuration: 30_000, cacheMaxAge: 24 * 3600_000 });
    })();
    keySets.set(url, found);
    found.catch(() => keySets.delete(url));
  }
  return found;
}

/** Reads the profile fields out of Entra claims (ID token or access token). */
export function profileFromClaims(claims: Record<string, unknown>): EntraProfile {
  const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);
  const login = str(claims.preferred_username) ?? str(claims.upn) ?? str(claims.email) ?? str(claims.unique_name);
  return {
    oid: str(claims.oid),
    email: login && login.includes('@') ? login.toLowerCase() : null,
    tid: str(claims.tid),
  };
}

/**
 * Verifies an Entra ID token sent by the Teams tab (signature with the tenant's JWKS, issuer v1 or
 * v2 of AAD_TENANT_ID, audience AAD_APP_ID_URI or AAD_CLIENT_ID, expiry).
 * @throws AppError sso_not_configured (404) | invalid_access_token (401, any check failed) |
 *   token_expired (401) | sso_profile_fetch_failed (502, the tenant's keys could not be fetched)
 */
export async function verifyEntraToken(ctx: AppContext, token: string): Promise<EntraProfile> {
  if (!ssoConfigured(ctx)) throw new AppError('sso_not_configured');
  const { AAD_TENANT_ID: tenant, AAD_APP_ID_URI, AAD_CLIENT_ID } = ctx.config;
  let keys: KeySet;
  try {
    keys = await keySetFor(ctx);
  } catch (err) {
    ctx.log.error({ err }, 'Entra OpenID configuration unavailable');
    throw new AppError('sso_profile_fetch_failed');
  }
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token, keys, {
      algorithms: ['RS256'],
      issuer: [`https://sts.windows.net/${tenant}/`, `https://login.microsoftonline.com/${tenant}/v2.0`],
      audience: [AAD_APP_ID_URI, AAD_CLIENT_ID].filter((a): a is string => Boolean(a)),
      clockTolerance: 60,
      requiredClaims: ['exp', 'iss', 'aud'],
    }));
  } catch (err) {
    if (err instanceof joseErrors.JWTExpired) throw new AppError('token_expired');
    if (err instanceof joseErrors.JWKSTimeout) throw new AppError('sso_profile_fetch_failed');
    ctx.log.info({ reason: err instanceof Error ? err.message : String(err) }, 'Teams SSO token refused');
    throw new AppError('invalid_access_token');
  }
  // A user's delegated token (Teams getAuthToken) carries `scp`; app-only tokens (roles, no user) are refused.
  if (typeof payload.scp !== 'string' || !payload.scp.trim()) throw new AppError('invalid_access_token');
  const profile = profileFromClaims(payload);
  if (!sameTenant(profile.tid, tenant)) throw new AppError('invalid_access_token');
  if (!profile.oid && !profile.email) throw new AppError('sso_profile_parse_failed');
  return profile;
}

/**
 * Finds the portal user of an Entra profile: by oid, then by e-mail (linking the oid on that first
 * match). Signs nobody in.
 * @throws AppError sso_user_not_found | account_disabled_by_system
 */
export async function findEntraUser(ctx: AppContext, profile: EntraProfile): Promise<User> {
  const users = ctx.ds.getRepository(User);
  let user = profile.oid ? await users.findOneBy({ entra_object_id: profile.oid, deleted_at: IsNull() }) : null;
  if (!user && profile.email) {
    user = await users
      .createQueryBuilder('u')
      .where('LOWER(u.email) = :email AND u.deleted_at IS NULL', { email: profile.email })
      .getOne();
    if (user && profile.oid && user.entra_object_id !== profile.oid) {
      if (!mayLinkEntra(user, profile.oid)) {
        // Linked to another Entra identity already: never re-link silently.
        ctx.log.warn({ userId: user.id }, 'SSO e-mail matches a user linked to another Entra object id');
        throw new AppError('sso_user_not_found');
      }
      await users.update(user.id, { entra_object_id: profile.oid });
      user.entra_object_id = profile.oid;
    }
  }
  assertMaySignInWithSso(user);
  return user;
}

/**
 * Maps an Entra profile to its portal user and issues a token pair (see {@link findEntraUser}).
 * @throws AppError sso_user_not_found | account_disabled_by_system
 */
export async function signInEntraUser(ctx: AppContext, profile: EntraProfile): Promise<{ user: User; tokens: TokenPair }> {
  const user = await findEntraUser(ctx, profile).catch(async (err: unknown) => {
    const reason = err instanceof AppError ? err.code : 'error';
    await inTransaction(ctx.ds, (em) => recordAudit(em, { actorId: null, action: 'auth.sign_in_failed', details: { method: 'sso', reason }, client: 'tab' }));
    throw err;
  });
  const tokens = await issueTokensFor(ctx, user.id, 'sso');
  return { user, tokens };
}
