/**
 * Browser single sign-on with Microsoft Entra ID: authorization code flow with PKCE through
 * msal-node's ConfidentialClientApplication (spec 1 §2 /auth/{sso}/callback, §7 GET
 * /api/v1/auth/{sso}/login and /callback, §8 SSO errors).
 *
 * - {@link startMicrosoftLogin} returns the authorize URL; state, nonce and the PKCE verifier go to
 *   the signed httpOnly cookie `sso_state` (10 minutes, path /api/v1/auth).
 * - {@link completeMicrosoftLogin} checks the cookie (missing → `sso_state_cookie_missing`, other
 *   state → `sso_state_mismatch`), redeems the code (failure → `sso_access_token_failure`), reads the
 *   profile from the ID token claims (no oid and no e-mail → `sso_profile_parse_failed`). No Graph call.
 *
 * The redirect URI is the tab's page `{PUBLIC_URL}/auth/microsoft/callback` (register it in Entra).
 *
 * Offline / tests: AAD_AUTHORITY_METADATA and AAD_CLOUD_DISCOVERY_METADATA (JSON) spare msal its
 * discovery calls, and {@link setMsalNetworkClient} (test-only) replaces msal's HTTP client, e.g.
 * to route `https://login.microsoftonline.com/...` to a loopback server (msal refuses http authorities).
 */
import { ConfidentialClientApplication, CryptoProvider, type INetworkModule } from '@azure/msal-node';
import { randomBytes } from 'node:crypto';
import type { Request, Response } from 'express';
import type { AppContext } from '../../context';
import { AppError } from '../../http/errors';
import { presentAuthorizeUrl } from './sso.presenters';
import { authorityOf, profileFromClaims, ssoConfigured, type EntraProfile } from './sso.service';

/** Name of the signed cookie holding state, nonce and PKCE verifier between login and callback. */
export const SSO_STATE_COOKIE = 'sso_state';
const COOKIE_PATH = '/api/v1/auth';
const SCOPES = ['openid', 'profile', 'email'];

interface PendingLogin {
  state: string;
  nonce: string;
  verifier: string;
}

const networkClients = new WeakMap<AppContext, INetworkModule>();
const clients = new WeakMap<AppContext, ConfidentialClientApplication>();

/** Test-only: the HTTP client msal uses for this context (set before the first SSO call). */
export function setMsalNetworkClient(ctx: AppContext, client: INetworkModule): void {
  networkClients.set(ctx, client);
  clients.delete(ctx);
}

/** The msal client of a context, built once from the configuration. */
function msalFor(ctx: AppContext): ConfidentialClientApplication {
  let client = clients.get(ctx);
  if (!client) {
    const c = ctx.config;
    const networkClient = networkClients.get(ctx);
    client = new ConfidentialClientApplication({
      auth: {
        clientId: c.AAD_CLIENT_ID!,
        clientSecret: c.AAD_CLIENT_SECRET,
        authority: authorityOf(ctx),
        ...(c.AAD_AUTHORITY_METADATA ? { authorityMetadata: c.AAD_AUTHORITY_METADATA } : {}),
        ...(c.AAD_CLOUD_DISCOVERY_METADATA ? { cloudDiscoveryMetadata: c.AAD_CLOUD_DISCOVERY_METADATA } : {}),
      },
      system: {
        ...(networkClient ? { networkClient } : {}),
        loggerOptions: {
          piiLoggingEnabled: false,
          loggerCallback: (_level, message) => ctx.log.debug({ msal: message }),
        },
      },
    });
    clients.set(ctx, client);
  }
  return client;
}

const redirectUri = (ctx: AppContext) => `${ctx.config.publicUrl}/auth/microsoft/callback`;

/** The browser flow needs the client secret as well (Teams tab SSO does not). */
function requireMicrosoft(ctx: AppContext, sso: string): void {
  if (sso !== 'microsoft' || !ssoConfigured(ctx) || !ctx.config.AAD_CLIENT_SECRET) throw new AppError('sso_not_configured');
}

/**
 * GET /api/v1/auth/{sso}/login: builds the authorize URL (code + PKCE S256, nonce) and sets the
 * state cookie. Reply `{ url }`.
 * @throws AppError sso_not_configured (not microsoft, or AAD_CLIENT_ID / AAD_TENANT_ID / AAD_CLIENT_SECRET unset) |
 *   sso_access_token_failure (msal could not build the URL)
 */
export async function startMicrosoftLogin(ctx: AppContext, sso: string, res: Response): Promise<{ url: string }> {
  requireMicrosoft(ctx, sso);
  const { verifier, challenge } = await new CryptoProvider().generatePkceCodes();
  const pending: PendingLogin = { state: randomBytes(24).toString('base64url'), nonce: randomBytes(16).toString('base64url'), verifier };
  let url: string;
  try {
    url = await msalFor(ctx).getAuthCodeUrl({
      scopes: SCOPES,
      redirectUri: redirectUri(ctx),
      state: pending.state,
      nonce: pending.nonce,
      codeChallenge: challenge,
      codeChallengeMethod: 'S256',
      responseMode: 'query',
    });
  } catch (err) {
    ctx.log.error({ err }, 'msal could not build the authorize URL');
    throw new AppError('sso_access_token_failure');
  }
  res.cookie(SSO_STATE_COOKIE, JSON.stringify(pending), {
    httpOnly: true,
    signed: true,
    secure: ctx.config.publicUrl.startsWith('https://'),
    sameSite: 'lax',
    path: COOKIE_PATH,
    maxAge: 10 * 60_000,
  });
  return presentAuthorizeUrl(url);
}

function readPending(req: Request): PendingLogin | null {
  const raw = (req.signedCookies as Record<string, unknown> | undefined)?.[SSO_STATE_COOKIE];
  if (typeof raw !== 'string') return null;
  try {
    const p = JSON.parse(raw) as Partial<PendingLogin>;
    return typeof p.state === 'string' && typeof p.nonce === 'string' && typeof p.verifier === 'string' ? (p as PendingLogin) : null;
  } catch {
    return null;
  }
}

/**
 * GET /api/v1/auth/{sso}/callback?code&state: validates the state cookie (and clears it), redeems the
 * code with the PKCE verifier and returns the profile from the ID token claims.
 * @throws AppError sso_not_configured | sso_state_cookie_missing | sso_state_mismatch |
 *   sso_access_token_failure | sso_profile_parse_failed
 */
export async function completeMicrosoftLogin(
  ctx: AppContext,
  sso: string,
  query: { code?: string; state?: string; error?: string },
  req: Request,
  res: Response,
): Promise<EntraProfile> {
  requireMicrosoft(ctx, sso);
  const pending = readPending(req);
  if (!pending) throw new AppError('sso_state_cookie_missing');
  res.clearCookie(SSO_STATE_COOKIE, { path: COOKIE_PATH });
  if (!query.state || query.state !== pending.state) throw new AppError('sso_state_mismatch');
  if (query.error || !query.code) throw new AppError('sso_access_token_failure');
  let claims: Record<string, unknown> | undefined;
  try {
    const result = await msalFor(ctx).acquireTokenByCode({
      code: query.code,
      scopes: SCOPES,
      redirectUri: redirectUri(ctx),
      codeVerifier: pending.verifier,
      nonce: pending.nonce,
    });
    claims = result?.idTokenClaims as Record<string, unknown> | undefined;
  } catch (err) {
    ctx.log.warn({ err: err instanceof Error ? { name: err.name, message: err.message } : String(err) }, 'SSO code redemption failed');
    throw new AppError('sso_access_token_failure');
  }
  if (!claims || typeof claims !== 'object') throw new AppError('sso_profile_parse_failed');
  const profile = profileFromClaims(claims);
  if (!profile.oid && !profile.email) throw new AppError('sso_profile_parse_failed');
  return profile;
}
