/**
 * The bot factory (DESIGN.md "Bot"; issue 5 items 1–6). The api's composition root calls
 * {@link createBot} with the ports and mounts `handle` at POST /api/messages.
 *
 * Authentication of the channel (channel.ts; issue 9 items 1 and 9):
 * - With `appId` (MicrosoftAppId) set, every request must carry a Bot Framework JWT (RS256, signed by a
 *   key of the Bot Framework OpenID metadata, issuer https://api.botframework.com, audience = appId) whose
 *   `serviceurl` claim equals the activity's serviceUrl; anything else is 401 with a generic body. Replies
 *   and proactive messages get their own token from Entra ID with appPassword (SingleTenant: in tenantId).
 * - Without `appId` only callers whose socket address is loopback are served, and only activities and
 *   stored conversations whose serviceUrl is loopback are ever called (Agents Playground, Bot Framework
 *   Emulator, tests on the developer's machine). `requireAppId` (the api passes NODE_ENV=production)
 *   makes a missing app id a start-up error.
 * `authSettings` passes further ConfigurationBotFrameworkAuthentication settings (e.g.
 * `ToBotFromChannelOpenIdMetadataUrl` to validate against a local OpenID document in tests).
 */
import type { ConfigurationBotFrameworkAuthenticationOptions } from 'botbuilder';
import { type BotLogger, PortalBot } from './bot';
import { ChannelAuthentication, type ChannelRequest, type ChannelResponse, isLoopbackServiceUrl, PortalAdapter } from './channel';
import type { Links } from './cards';
import { type Deliver, Notifier } from './notifier';
import type { BotPorts } from './ports';

export type { BotPorts } from './ports';
export type { BotLogger } from './bot';
export { linkActivity, Notifier, type NotifyResult, type Outcome } from './notifier';
export { isLoopbackAddress, isLoopbackServiceUrl, type ChannelRequest, type ChannelResponse } from './channel';

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
  /** Handler of POST /api/messages (an Express request and response fit); see channel.ts for the answers. */
  handle(req: ChannelRequest, res: ChannelResponse): Promise<void>;
  notifier: Notifier;
  /** Posts one activity into a stored conversation and throws the channel's error (status, Retry-After): the shared broadcast sender. */
  post: Deliver;
  adapter: PortalAdapter;
  bot: PortalBot;
}

/** The links of the bot's cards: the portal address without a trailing slash, the Teams app id (default the app id). */
export function cardLinks(o: Pick<CreateBotOptions, 'publicUrl' | 'teamsAppId' | 'appId'>): Links {
  return { publicUrl: o.publicUrl.replace(/\/$/, ''), teamsAppId: o.teamsAppId || o.appId?.trim() || undefined };
}

/** HTTP status of a channel error (botframework-connector RestError and alike). */
function statusOf(err: unknown): number | undefined {
  const e = err as { statusCode?: number; status?: number; response?: { status?: number } } | null;
  return e?.statusCode ?? e?.status ?? e?.response?.status;
}

/** Whether a channel error says the conversation can no longer be posted to: 403 (bot uninstalled or blocked) or 404 (gone). */
export function isConversationGone(err: unknown): boolean {
  const status = statusOf(err);
  return status === 403 || status === 404;
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
  const auth = new ChannelAuthentication(
    {
      MicrosoftAppId: appId ?? '',
      MicrosoftAppPassword: o.appPassword ?? '',
      MicrosoftAppType: appId ? (o.appType ?? 'SingleTenant') : '',
      MicrosoftAppTenantId: appId ? (o.tenantId ?? '') : '',
      ...(o.authSettings ?? {}),
    },
    appId,
  );
  const adapter = new PortalAdapter(auth, appId, o.log);
  adapter.onTurnError = async (context, error) => {
    o.log.error(
      { err: error instanceof Error ? { message: error.message, stack: error.stack } : String(error), activityType: context.activity.type },
      'bot: turn failed',
    );
    if (context.activity.type === 'message') {
      await context.sendActivity('Something went wrong. Please try again later. / Įvyko klaida. Pabandykite vėliau.').catch(() => undefined);
    }
  };
  const links = cardLinks(o);
  /**
   * One post into a stored conversation that throws the channel's error (the turn error handler would swallow it);
   * a 403 (bot uninstalled or blocked) or 404 (conversation gone) also drops the stored conversation.
   */
  const post: Deliver = async (reference, activity) => {
    if (!appId && !isLoopbackServiceUrl(reference.serviceUrl)) throw new Error('serviceUrl is not loopback (no MicrosoftAppId)');
    let failure: unknown;
    await adapter.continueConversationAsync(appId ?? '', reference, async (context) => {
      try {
        await context.sendActivity(activity);
      } catch (err) {
        failure = err;
      }
    });
    if (!failure) return;
    const conversationId = reference.conversation?.id;
    if (isConversationGone(failure) && conversationId && o.ports.conversations.forget) {
      await o.ports.conversations.forget(conversationId).catch((err: unknown) => o.log.warn({ err: String(err), conversationId }, 'bot: stored conversation not dropped'));
      o.log.info({ conversationId, status: statusOf(failure) }, 'bot: stored conversation dropped (bot removed or conversation gone)');
    }
    throw failure;
  };
  // The notifier posts through `post` too, so a failed delivery is reported as failed, not as sent.
  const notifier = new Notifier(o.ports, post, links, o.log);
  // Private answers asked for in a group chat or channel go to the user's personal chat through the same post.
  const bot = new PortalBot(o.ports, { links, log: o.log, actDeadlineMs: o.actDeadlineMs, deliverPrivately: post });
  return {
    handle: (req, res) => adapter.serve(req, res, (context) => bot.run(context)),
    notifier,
    post,
    adapter,
    bot,
  };
}
