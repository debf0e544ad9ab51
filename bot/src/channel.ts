/**
 * Who may talk to the bot at POST /api/messages and where the bot may talk back (issue 9 items 1 and 9).
 *
 * - With an app id (MicrosoftAppId): Bot Framework JWT validation of ConfigurationBotFrameworkAuthentication
 *   (signature by a published key, issuer, audience, expiry, endorsements), plus, before botbuilder sees
 *   the token, an RS256 header with a key id (a forged `alg:none` token never makes the bot fetch keys),
 *   and after it, the token's `serviceurl` claim must equal the activity's `serviceUrl` (so emulator- or
 *   skill-style tokens without the claim are refused too, and nobody steers replies elsewhere).
 * - Without an app id (development, Agents Playground): only a caller whose socket address is loopback
 *   (127.0.0.0/8, ::1, IPv4-mapped ::ffff:127.x; never a header such as X-Forwarded-For), and only an
 *   activity whose `serviceUrl` is http(s) on a loopback host (an IP literal in those ranges or
 *   `localhost`), checked before the adapter makes any outbound call.
 * Every refusal answers 401 `{ message: 'invalid_access_token', error_code: 'invalid_access_token' }`, a
 * failure that is not the caller's (keys unreachable, a failed turn) 500 `internal_server_error`; the
 * reason goes to the log only, never into the reply.
 */
import {
  type Activity,
  CloudAdapter,
  ConfigurationBotFrameworkAuthentication,
  type ConfigurationBotFrameworkAuthenticationOptions,
  type InvokeResponse,
  type TurnContext,
} from 'botbuilder';
import { AuthenticationConstants, type AuthenticateRequestResult, AuthenticationError } from 'botframework-connector';
import type { BotLogger } from './bot';

/** True for a dotted IPv4 address in 127.0.0.0/8. */
const isLoopbackIPv4 = (a: string) => /^127(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/.test(a);

/**
 * True for a loopback IP address: 127.0.0.0/8, ::1 (any spelling) or IPv4-mapped ::ffff:127.x.
 * Host names are not addresses. IPv6 is compared in its canonical form (WHATWG URL serialisation).
 */
export function isLoopbackAddress(address: string | undefined | null): boolean {
  if (!address) return false;
  const a = address.replace(/^\[(.*)\]$/, '$1');
  if (isLoopbackIPv4(a)) return true;
  if (!a.includes(':')) return false;
  let canonical: string;
  try {
    canonical = new URL(`http://[${a}]/`).hostname.slice(1, -1);
  } catch {
    return false;
  }
  if (canonical === '::1') return true;
  // ::ffff:127.x.y.z is serialised as ::ffff:7fxx:yyzz
  return /^::ffff:7f[0-9a-f]{2}:[0-9a-f]{1,4}$/.test(canonical);
}

/** True when `url` is http(s) on a loopback host (`localhost` or a loopback IP literal, after WHATWG URL normalisation). */
export function isLoopbackServiceUrl(url: string | undefined | null): boolean {
  if (!url) return false;
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return false;
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:') return false;
  return u.hostname === 'localhost' || isLoopbackAddress(u.hostname);
}

/** The reply body of a refusal; `code` is in the api's error catalogue. */
const problem = (code: 'invalid_access_token' | 'provided_invalid_data' | 'internal_server_error') => ({ message: code, error_code: code });

/** Token verification failures of jsonwebtoken (bad signature, malformed, not yet valid) that botbuilder would answer 500. */
const TOKEN_ERRORS = new Set(['JsonWebTokenError', 'NotBeforeError', 'TokenExpiredError']);

/** True when `err` says the caller's credentials are wrong (answered 401), not that we failed. */
function isRefusal(err: unknown): boolean {
  if (err instanceof AuthenticationError) return err.statusCode === 401 || err.statusCode === 403;
  return err instanceof Error && TOKEN_ERRORS.has(err.name);
}

/** The protected header of a compact JWT, or null when it is not one. */
function jwtHeader(token: string): Record<string, unknown> | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  try {
    const header: unknown = JSON.parse(Buffer.from(parts[0], 'base64url').toString('utf8'));
    return header && typeof header === 'object' ? (header as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * ConfigurationBotFrameworkAuthentication with the checks of the module doc when `appId` is set; without
 * it botbuilder's anonymous mode (the caller was already limited to loopback by {@link PortalAdapter}).
 */
export class ChannelAuthentication extends ConfigurationBotFrameworkAuthentication {
  constructor(
    settings: Partial<ConfigurationBotFrameworkAuthenticationOptions>,
    private readonly appId: string | undefined,
  ) {
    super(settings);
  }

  override async authenticateRequest(activity: Activity, authHeader: string): Promise<AuthenticateRequestResult> {
    if (!this.appId) return super.authenticateRequest(activity, authHeader);
    const [scheme, token, ...rest] = authHeader.trim().split(/\s+/);
    const header = scheme === 'Bearer' && token && !rest.length ? jwtHeader(token) : null;
    if (!header || header.alg !== 'RS256' || typeof header.kid !== 'string' || !header.kid) {
      throw new AuthenticationError('Unauthorized: not an RS256 Bot Framework token', 401);
    }
    const result = await super.authenticateRequest(activity, authHeader);
    const claim = result.claimsIdentity.getClaimValue(AuthenticationConstants.ServiceUrlClaim);
    if (!claim || claim !== activity.serviceUrl) throw new AuthenticationError('Unauthorized: serviceurl claim does not match the activity', 401);
    return result;
  }
}

/** What the endpoint reads of a request (an Express request fits). */
export interface ChannelRequest {
  method?: string;
  body?: unknown;
  headers: Record<string, string | string[] | undefined>;
  /** The TCP socket: its remoteAddress is the only source of "loopback". */
  socket?: { remoteAddress?: string };
}

/** What the endpoint writes (an Express response fits; an object body is sent as JSON). */
export interface ChannelResponse {
  status(code: number): unknown;
  send(body: unknown): unknown;
  end(): unknown;
}

/** Timestamps of the wire format as Dates (what botbuilder's own `process` does). */
function fixActivity(body: Record<string, unknown>): Activity {
  const a = body as Record<string, unknown> & { rawTimestamp?: string; rawLocalTimestamp?: string; rawExpiration?: string };
  if (typeof a.timestamp === 'string') [a.rawTimestamp, a.timestamp] = [a.timestamp, new Date(a.timestamp)];
  if (typeof a.localTimestamp === 'string') [a.rawLocalTimestamp, a.localTimestamp] = [a.localTimestamp, new Date(a.localTimestamp)];
  if (typeof a.expiration === 'string') [a.rawExpiration, a.expiration] = [a.expiration, new Date(a.expiration)];
  return a as unknown as Activity;
}

/** CloudAdapter whose HTTP entry point applies the rules of the module doc and never replies internal error text. */
export class PortalAdapter extends CloudAdapter {
  constructor(
    private readonly authentication: ChannelAuthentication,
    private readonly appId: string | undefined,
    private readonly log: BotLogger,
  ) {
    super(authentication);
  }

  /** Handles POST /api/messages: 200 (or the invoke's status and body), 400, 401, 405 or 500 as in the module doc. */
  async serve(req: ChannelRequest, res: ChannelResponse, logic: (context: TurnContext) => Promise<void>): Promise<void> {
    const reply = (status: number, body?: unknown) => {
      res.status(status);
      if (body === undefined) res.end();
      else res.send(body);
    };
    if (req.method && req.method !== 'POST') return reply(405);
    const body = req.body;
    if (!body || typeof body !== 'object' || Array.isArray(body) || typeof (body as { type?: unknown }).type !== 'string') {
      return reply(400, problem('provided_invalid_data'));
    }
    const activity = fixActivity(body as Record<string, unknown>);
    if (!this.appId) {
      const remoteAddress = req.socket?.remoteAddress;
      if (!isLoopbackAddress(remoteAddress)) {
        this.log.warn({ remoteAddress }, 'bot: refused a caller that is not on this machine (no MicrosoftAppId: loopback callers only)');
        return reply(401, problem('invalid_access_token'));
      }
      if (!isLoopbackServiceUrl(activity.serviceUrl)) {
        this.log.warn(
          { serviceUrl: String(activity.serviceUrl).slice(0, 200) },
          'bot: refused an activity whose serviceUrl is not loopback (no MicrosoftAppId)',
        );
        return reply(401, problem('invalid_access_token'));
      }
    }
    const authorization = req.headers.authorization;
    let auth: AuthenticateRequestResult;
    try {
      auth = await this.authentication.authenticateRequest(activity, typeof authorization === 'string' ? authorization : '');
    } catch (err) {
      if (isRefusal(err)) {
        this.log.info({ reason: err instanceof Error ? err.message : String(err), channelId: activity.channelId }, 'bot: channel token refused');
        return reply(401, problem('invalid_access_token'));
      }
      this.log.error({ err: err instanceof Error ? { message: err.message, stack: err.stack } : String(err) }, 'bot: channel authentication failed');
      return reply(500, problem('internal_server_error'));
    }
    let result: InvokeResponse | undefined;
    try {
      result = await this.processActivity(auth, activity, logic);
    } catch (err) {
      this.log.error(
        { err: err instanceof Error ? { message: err.message, stack: err.stack } : String(err), activityType: activity.type },
        'bot: activity failed',
      );
      return reply(500, problem('internal_server_error'));
    }
    return reply(result?.status ?? 200, result?.body);
  }
}
