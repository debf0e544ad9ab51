/**
 * Teams bot wiring (issue 5 items 1–6): builds the bot over the api's ports, mounts it at
 * POST /api/messages and subscribes its notifier to the approval engine's domain events:
 * - step.assigned → the approval card to each assignee, and to whoever substitutes one of them now (teams.ports
 *   approversNow), with a stored conversation (spectators, who cannot act: "for your information", assignees only),
 *   the chain item's notification message (instruction to its approvers) as the message's text, like the e-mail;
 * - request.approved / rejected / canceled, request.returned (to the owner) → the outcome card to the owner;
 * - substitution.requested (calendar) → the substitution card (Accept / Decline) to the substitute;
 * - library.notice (library: back on the shelf, return reminders) → the notice as a plain message;
 * - job_application.notice (job positions: a new application to the hiring manager) → a card with "Open application";
 * plugs the grouped onboarding/offboarding reminder card with "Mark done" into the checklist reminders job (which
 * falls back to e-mail when the card is not delivered), registers the `teams-reminders` job (teams.reminders.ts) for the chain item notification times;
 * hands the bot's post to the shared sender of messages to many people (teams.broadcast.ts: announcements, policy
 * document notices, whose "Read and sign" card {@link linkCardActivity} builds as the notifier's link card).
 *
 * Configuration: MicrosoftAppId, MicrosoftAppPassword, MicrosoftAppTenantId, MicrosoftAppType (the
 * bot's Entra registration; without MicrosoftAppId the endpoint answers only callers whose socket
 * address is loopback and calls only loopback serviceUrls, and NODE_ENV=production refuses to start;
 * with it, Bot Framework tokens whose serviceurl claim is the activity's serviceUrl), PUBLIC_URL (card links), TEAMS_APP_ID (deep links into the
 * tab; default MicrosoftAppId). `options.authSettings` (tests) adds ConfigurationBotFrameworkAuthentication
 * settings such as a local `ToBotFromChannelOpenIdMetadataUrl`.
 */
import type { Express, Request, Response } from 'express';
import type { Activity } from 'botbuilder';
import { cardLinks, createBot, linkActivity, type CreateBotOptions, type PortalBotHandle } from '../../../../bot/src';
import type { AppContext } from '../../context';
import { approversNow, teamsPorts } from './teams.ports';
import { registerTeamsReminders } from './teams.reminders';
import { setBroadcastTransport } from './teams.broadcast';
import { setChecklistTeamsSender } from '../onboarding/onboarding.reminders';

export interface TeamsOptions {
  authSettings?: CreateBotOptions['authSettings'];
  actDeadlineMs?: number;
}

/**
 * Builds the bot of a context.
 * @throws BotConfigError without MicrosoftAppId in production, or with an app id but no password.
 */
export function createTeamsBot(ctx: AppContext, options: TeamsOptions = {}): PortalBotHandle {
  const c = ctx.config;
  return createBot({
    appId: c.MicrosoftAppId,
    appPassword: c.MicrosoftAppPassword,
    tenantId: c.MicrosoftAppTenantId,
    appType: c.MicrosoftAppType,
    ports: teamsPorts(ctx),
    publicUrl: c.publicUrl,
    teamsAppId: c.TEAMS_APP_ID,
    log: ctx.log,
    requireAppId: c.isProduction,
    authSettings: options.authSettings,
    actDeadlineMs: options.actDeadlineMs,
  });
}

/** The bot's link card message (title, text, one button opening `path` in the tab) with this context's links. */
export function linkCardActivity(ctx: AppContext, t: { title: string; text: string; button: string }, path: string): Partial<Activity> {
  return linkActivity(t, path, cardLinks({ publicUrl: ctx.config.publicUrl, teamsAppId: ctx.config.TEAMS_APP_ID, appId: ctx.config.MicrosoftAppId }));
}

/** Sends the bot's cards on the engine's events (failures are logged by the event bus). */
export function subscribeTeamsNotifications(ctx: AppContext, notifier: PortalBotHandle['notifier']): void {
  ctx.events.on('step.assigned', async (e) => {
    const to = e.spectator ? e.assigneeIds : await approversNow(ctx.ds.manager, e.assigneeIds);
    await notifier.sendApprovalCard(to, e.requestId, { spectator: e.spectator, instruction: e.notificationMessage });
  });
  ctx.events.on('request.approved', async (e) => {
    await notifier.sendOutcome(e.ownerId, e.requestId, 'approved');
  });
  ctx.events.on('request.rejected', async (e) => {
    await notifier.sendOutcome(e.ownerId, e.requestId, e.cancellation ? 'cancellation_refused' : 'rejected', e.message);
  });
  ctx.events.on('request.canceled', async (e) => {
    await notifier.sendOutcome(e.ownerId, e.requestId, 'canceled');
  });
  ctx.events.on('request.returned', async (e) => {
    if (e.toOwner) await notifier.sendOutcome(e.ownerId, e.requestId, 'returned', e.message);
  });
  ctx.events.on('substitution.requested', async (e) => {
    await notifier.sendSubstitutionRequest(e.substituteId, e.substitutionId);
  });
  ctx.events.on('library.notice', async (e) => {
    await notifier.sendText([e.userId], e.text);
  });
  ctx.events.on('job_application.notice', async (e) => {
    await notifier.sendLinkCard([e.userId], e.texts, e.path);
  });
}

/** Mounts POST /api/messages on an app (createApp's `extra`) and subscribes the notifications. */
export function mountTeams(ctx: AppContext, app: Express, options: TeamsOptions = {}): PortalBotHandle {
  const bot = createTeamsBot(ctx, options);
  // The handler reads req.socket.remoteAddress itself (never a forwarded header): see bot/src/channel.ts.
  app.post('/api/messages', async (req: Request, res: Response) => {
    await bot.handle(req, res);
  });
  subscribeTeamsNotifications(ctx, bot.notifier);
  registerTeamsReminders(bot.notifier);
  // The checklist reminders job posts its grouped card through the notifier and falls back to e-mail when it fails.
  setChecklistTeamsSender(ctx, async (recipientId, items) => (await bot.notifier.sendChecklistReminder(recipientId, items)).sent.includes(recipientId));
  void setBroadcastTransport(ctx, bot.post);
  if (!ctx.config.MicrosoftAppId) {
    ctx.log.warn('Teams bot: MicrosoftAppId is not set, /api/messages answers callers on this machine (loopback) only and calls loopback serviceUrls only');
  }
  return bot;
}
