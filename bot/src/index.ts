/**
 * The bot factory (DESIGN.md "Bot"; issue 5 items 1–6). The api's composition root calls
 * {@link createBot} with the ports and mounts `handle` at POST /api/messages.
 *
 * Authentication of the channel (CloudAdapter + ConfigurationBotFrameworkAuthentication):
 * - With `appId` (MicrosoftAppId) set, every request must carry a Bot Framework JWT: signed by a key
 *   of the Bot Framework OpenID metadata (https://login.botframework.com/v1/.well-known/openidconfiguration),
 *   issuer https://api.botframework.com, audience = appId, `serviceurl` claim = the activity's
 *   serviceUrl; anything else is answered 401. Replies and proactive messages get their own token
 *   from Entra ID with appPassword (SingleTenant: in tenantId).
 * - Without `appId` the adapter accepts any caller (even a garbage bearer token) and sends replies
 *   unauthenticated: for local clients only (Agents Playground, Bot Framework Emulator, tests).
 *   `requireAppId` (the api passes NODE_ENV=production) makes that a start-up error.
 * `authSettings` passes further ConfigurationBotFrameworkAuthentication settings (e.g.
 * `ToBotFromChannelOpenIdMetadataUrl` to validate against a local OpenID document in tests).
 */
import { type Activity, CloudAdapter, ConfigurationBotFrameworkAuthentication, type ConfigurationBotFrameworkAuthenticationOptions, type Request, type Response } from 'botbuilder';
import { type AuthenticateRequestResult, AuthenticationError } from 'botframework-connector';
import { type BotLogger, PortalBot } from './bot';
import type { Links } from './cards';
import { Notifier } from './notifier';
import type { BotPorts } from './ports';

export type { BotPorts } from './ports';
export type { BotLogger } from './bot';
export { Notifier, type NotifyResult, type Outcome } from './notifier';

export interface CreateBotOptions {
  /** MicrosoftAppId; empty = local clients only (see module doc). */
  appId?: string;
  /** MicrosoftAppPassword (client secret of the bot's registration). */
  appPassword?: string;
  /** MicrosoftAppTenantId (SingleTenant bots). */
  tenantId?: string;
  /** MicrosoftAppType: SingleTenant | MultiTenant | UserAssignedMSI. */
  appType?: string;
  ports: BotPorts;
  /** Public address of the portal (links in cards). */
  publicUrl: string;
  /** Teams app id for deep links into the tab (default appId). */
  teamsAppId?: string;
  log: BotLogger;
  /** Refuse to build without appId (production). */
  requireAppId?: boolean;
  /** Extra ConfigurationBotFrameworkAuthentication settings (tests, sovereign clouds). */
  authSettings?: Partial<ConfigurationBotFrameworkAuthenticationOptions>;
  /** Longest engine wait in a card action (ms, default 3500). */
  actDeadlineMs?: number;
}

export interface PortalBotHandle {
  /** Express-compatible handler of POST /api/messages. */
  handle(req: Request, res: Response): Promise<void>;
  notifier: Notifier;
  adapter: CloudAdapter;
  bot: PortalBot;
}

/** Token verification failures of jsonwebtoken (bad signature, malformed, not yet valid) that botbuilder would answer 500. */
const TOKEN_ERRORS = new Set(['JsonWebTokenError', 'NotBeforeError', 'TokenExpiredError']);

/**
 * ConfigurationBotFrameworkAuthentication that answers every token verification failure with 401
 * (botbuilder lets a bad signature through as a 500). Infrastructure failures (metadata unreachable) stay 500.
 */
class ChannelAuthentication extends ConfigurationBotFrameworkAuthentication {
  override async authenticateRequest(activity: Activity, authHeader: string): Promise<AuthenticateRequestResult> {
    try {
      return await super.authenticateRequest(activity, authHeader);
    } catch (err) {
      if (err instanceof Error && TOKEN_ERRORS.has(err.name)) throw new AuthenticationError(`Unauthorized: ${err.message}`, 401);
      throw err;
    }
  }
}

/** Thrown by {@link createBot} when the configuration is not allowed (no app id in production). */
export class BotConfigError extends Error {}

/**
 * Builds the adapter, the bot and the notifier.
 * @throws BotConfigError when `requireAppId` and no `appId`, or an app id without its password (non-MSI).
 */
export function createBot(o: CreateBotOptions): PortalBotHandle {
  const appId = o.appId?.trim() || undefined;
  if (o.requireAppId && !appId) {
    throw new BotConfigError('MicrosoftAppId is required in production: without it /api/messages would accept any caller');
  }
  if (appId && o.appType !== 'UserAssignedMSI' && !o.appPassword) {
    throw new BotConfigError('MicrosoftAppPassword is required with MicrosoftAppId');
  }
  const auth = new ChannelAuthentication({
    MicrosoftAppId: appId ?? '',
    MicrosoftAppPassword: o.appPassword ?? '',
    MicrosoftAppType: appId ? (o.appType ?? 'SingleTenant') : '',
    MicrosoftAppTenantId: appId ? (o.tenantId ?? '') : '',
    ...(o.authSettings ?? {}),
  });
  const adapter = new CloudAdapter(auth);
  adapter.onTurnError = async (context, error) => {
    o.log.error({ err: error instanceof Error ? { message: error.message, stack: error.stack } : String(error), activityType: context.activity.type }, 'bot: turn failed');
    if (context.activity.type === 'message') {
      await context.sendActivity('Something went wrong. Please try again later. / Įvyko klaida. Pabandykite vėliau.').catch(() => undefined);
    }
  };
  const links: Links = { publicUrl: o.publicUrl.replace(/\/$/, ''), teamsAppId: o.teamsAppId || appId };
  const bot = new PortalBot(o.ports, { links, log: o.log, actDeadlineMs: o.actDeadlineMs });
  const notifier = new Notifier(
    o.ports,
    (reference, activity) =>
      adapter.continueConversationAsync(appId ?? '', reference, async (context) => {
        await context.sendActivity(activity);
      }),
    links,
    o.log,
  );
  return {
    handle: (req, res) => adapter.process(req, res, (context) => bot.run(context)),
    notifier,
    adapter,
    bot,
  };
}
