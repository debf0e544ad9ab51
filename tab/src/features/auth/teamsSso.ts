/**
 * Teams tab single sign-on (issue 5 item 7): inside Teams the login page asks the host for an Entra
 * token (`authentication.getAuthToken()`), exchanges it at POST /api/v1/auth/teams/token and keeps
 * the portal access token as the bearer token of `lib/api` (third-party cookies may be blocked in the
 * Teams iframe). Outside Teams, or when the host cannot give a token, nothing happens and the
 * e-mail/password form stays.
 */
import { maybeInTeams } from '../../app/theme';
import { setBearerToken } from '../../lib/api';
import { session } from '../../lib/session';
import { postTeamsToken } from './authApi';

/** Reply of POST /api/v1/auth/teams/token (the login reply). */
export interface TeamsSignIn {
  user_id: number;
  is_first_sign_in: boolean;
  access_token: string;
  expires_in: number;
}

/** Host calls get this long before the form is offered instead (ms). */
export const HOST_TIMEOUT_MS = 8000;

/** `p`, or a rejection after `ms` milliseconds. */
export function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('teams host timeout')), ms);
    p.then(
      (v) => { clearTimeout(timer); resolve(v); },
      (e: unknown) => { clearTimeout(timer); reject(e instanceof Error ? e : new Error(String(e))); },
    );
  });
}

/** Asks the Teams host for an Entra token; null when not in Teams or the host refuses. */
export async function getTeamsToken(): Promise<string | null> {
  if (!maybeInTeams()) return null;
  try {
    // Loaded only inside an iframe: teams-js talks to its host as soon as it is imported.
    const { app, authentication } = await import('@microsoft/teams-js');
    await withTimeout(app.initialize(), HOST_TIMEOUT_MS);
    return await withTimeout(authentication.getAuthToken(), HOST_TIMEOUT_MS);
  } catch {
    return null;
  }
}

/**
 * Exchanges a Teams token for a portal session: sets the bearer token and the session flag.
 * @throws ApiError e.g. `sso_user_not_found` (no portal account), `invalid_access_token`, `sso_not_configured`
 */
export async function exchangeTeamsToken(token: string): Promise<TeamsSignIn> {
  const r = await postTeamsToken<TeamsSignIn>(token);
  setBearerToken(r.access_token);
  session.signIn(r.user_id);
  return r;
}

/**
 * Silent Teams sign-in for the login page: null when not in Teams or no token could be had. Keeps
 * the bearer token fresh afterwards (see scheduleRenewal).
 * @throws ApiError from {@link exchangeTeamsToken}
 */
export async function trySignInWithTeams(): Promise<TeamsSignIn | null> {
  const token = await getTeamsToken();
  if (!token) return null;
  const r = await exchangeTeamsToken(token);
  scheduleRenewal(r.expires_in);
  return r;
}

let renewal: ReturnType<typeof setTimeout> | null = null;

/**
 * Inside Teams the refresh cookie may not reach the api (third-party cookies in the iframe), so the
 * bearer token is renewed with a fresh Teams token a minute before it expires, for as long as the tab is open.
 */
function scheduleRenewal(expiresIn: number): void {
  if (renewal) clearTimeout(renewal);
  renewal = setTimeout(() => {
    renewal = null;
    void getTeamsToken()
      .then((token) => (token ? exchangeTeamsToken(token) : null))
      .then((r) => r && scheduleRenewal(r.expires_in))
      .catch(() => undefined);
  }, Math.max(30, expiresIn - 60) * 1000);
}
