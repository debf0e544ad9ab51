/**
 * The portal bot's turn logic (issue 5 items 2–5): commands `help`, `pending`, `my requests`, `balance` (also
 * Lithuanian `pagalba`, `laukia`, `mano prašymai`, `likutis` — leave-cards.ts; greetings → help; anything else is answered from the FAQ
 * when the ports have one — faq-cards.ts — else help), card actions (also the FAQ card's `faq.*` verbs)
 * (`adaptiveCard/action` invokes of the approval and substitution cards) and conversation
 * bookkeeping (the personal conversation of every linked user is stored for proactive cards, and dropped when the bot is
 * uninstalled).
 *
 * Private answers stay in the personal chat: the `pending`, `my requests` and `balance` commands and the pending
 * list's `request.open` asked in a group chat or a channel (conversationType other than `personal`) post nothing of
 * the requests there: the answer goes to the user's stored personal conversation (`deliverPrivately`) and the
 * group gets a short note saying so, or asking to write in the personal chat when none is stored. An activity
 * without a conversationType (Emulator, Agents Playground) counts as personal, as in the conversation bookkeeping.
 *
 * Card actions are answered with the refreshed card well inside Teams' 5 s limit: the engine call
 * gets `actDeadlineMs` (default 3500 ms); if it takes longer the current state is returned with a
 * "being saved" note and the transition finishes in the background. Acting twice, or on a step that
 * moved on, never transitions again: the port answers the current state and the card says why.
 */
import {
  type Activity,
  type AdaptiveCardInvokeResponse,
  type AdaptiveCardInvokeValue,
  type ConversationReference,
  MessageFactory,
  TeamsActivityHandler,
  TeamsInfo,
  TurnContext,
} from 'botbuilder';
import { approvalCard, asAttachment, type Card, helpCard, type Links, listCard, noticeCard, substitutionCard, unlinkedCard, VERBS, CARD_CONTENT_TYPE, MAX_COMMENT } from './cards';
import { answerFromFaq, faqAction, isHelpRequest } from './faq-cards';
import { answerBalance, isBalanceRequest } from './leave-cards';
import { localeOf } from './i18n';
import { checklistAction } from './onboarding-cards';
import type { BotPorts, BotUser, CardAction, Locale } from './ports';

/** Minimal logger (pino compatible). */
export interface BotLogger {
  debug(obj: object, msg?: string): void;
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export interface PortalBotOptions {
  links: Links;
  log: BotLogger;
  /** Longest wait for the engine in a card action before answering with the current state (ms). */
  actDeadlineMs?: number;
  /** Rows in the pending / my requests lists. */
  listLimit?: number;
  /**
   * Posts into a stored personal conversation (createBot's `post`): private answers asked for in a group chat or a
   * channel go there. Without it such a question gets only the note to ask in the personal chat.
   */
  deliverPrivately?: (reference: Partial<ConversationReference>, activity: Partial<Activity>) => Promise<void>;
}

export type Command = 'help' | 'pending' | 'mine';

/** The command a message asks for; anything unknown is `help`. */
export function parseCommand(text: string | undefined): Command {
  const t = (text ?? '')
    .toLowerCase()
    .normalize('NFC')
    .replace(/[^\p{L}\p{N} ]+/gu, ' ')
    .trim()
    .replace(/\s+/g, ' ');
  if (/^(pending|approvals|to approve|laukia|tvirtinti|tvirtinimai|laukiantys)$/.test(t)) return 'pending';
  if (/^(my requests|my request|requests|mine|mano prašymai|mano prasymai|prašymai|prasymai)$/.test(t)) return 'mine';
  return 'help';
}

const ACTION_OF: Record<string, CardAction> = { [VERBS.approve]: 'approve', [VERBS.reject]: 'reject', [VERBS.return]: 'return' };

class Deadline extends Error {}
function within<T>(p: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Deadline()), ms);
    p.then(
      (v) => { clearTimeout(timer); resolve(v); },
      (e: unknown) => { clearTimeout(timer); reject(e instanceof Error ? e : new Error(String(e))); },
    );
  });
}

const cardReply = (card: Card): AdaptiveCardInvokeResponse => ({ statusCode: 200, type: CARD_CONTENT_TYPE, value: card });

/** Whether an activity comes from the user's personal chat with the bot (no conversationType: Emulator, Playground). */
export function isPersonalChat(context: TurnContext): boolean {
  const type = context.activity.conversation?.conversationType;
  return !type || type === 'personal';
}

export class PortalBot extends TeamsActivityHandler {
  private readonly deadline: number;
  private readonly limit: number;

  constructor(
    private readonly ports: BotPorts,
    private readonly opts: PortalBotOptions,
  ) {
    super();
    this.deadline = opts.actDeadlineMs ?? 3500;
    this.limit = opts.listLimit ?? 10;

    this.onMessage(async (context, next) => {
      await this.handleMessage(context);
      await next();
    });
    this.onInstallationUpdateAdd(async (context, next) => {
      const user = await this.identify(context, true);
      await context.sendActivity(MessageFactory.attachment(asAttachment(user ? helpCard(user.locale, this.opts.links) : unlinkedCard(localeOf(context.activity.locale), this.who(context), this.opts.links))));
      await next();
    });
    this.onInstallationUpdateRemove(async (context, next) => {
      // Uninstalled: the stored conversation can no longer be posted to (only personal chats are stored).
      const conversationId = context.activity.conversation?.id;
      if (conversationId && this.ports.conversations.forget) await this.ports.conversations.forget(conversationId);
      await next();
    });
    this.onMembersAdded(async (context, next) => {
      // Remember the conversation when the bot itself is added (personal install without installationUpdate).
      const botId = context.activity.recipient?.id;
      if (context.activity.membersAdded?.some((m) => m.id === botId)) await this.identify(context, true);
      await next();
    });
  }

  private who(context: TurnContext): string {
    return context.activity.from?.name || context.activity.from?.aadObjectId || context.activity.from?.id || '?';
  }

  /**
   * The portal user behind the activity: by Entra object id, then (Teams only, when `allowLookup`)
   * by the member's e-mail from the Teams roster. Saves the personal conversation of a linked user.
   */
  private async identify(context: TurnContext, allowLookup: boolean): Promise<BotUser | null> {
    const from = context.activity.from ?? { id: '' };
    let user = await this.ports.users.resolve({ aadObjectId: from.aadObjectId, name: from.name });
    if (!user && allowLookup && context.activity.channelId === 'msteams') {
      try {
        const member = await within(TeamsInfo.getMember(context, from.id), 2000);
        const email = member.email || member.userPrincipalName;
        if (email) user = await this.ports.users.resolve({ aadObjectId: from.aadObjectId ?? member.aadObjectId, email, name: from.name });
      } catch (err) {
        this.opts.log.debug({ err: String(err) }, 'bot: Teams member lookup failed');
      }
    }
    const conversationType = context.activity.conversation?.conversationType;
    if (user && (!conversationType || conversationType === 'personal')) {
      try {
        await this.ports.conversations.save({
          userId: user.id,
          teamsUserId: from.id,
          aadObjectId: from.aadObjectId ?? null,
          reference: TurnContext.getConversationReference(context.activity),
        });
      } catch (err) {
        this.opts.log.warn({ err: String(err), userId: user.id }, 'bot: conversation not saved');
      }
    }
    return user;
  }

  /**
   * Sends a private answer to the user's stored personal conversation; returns the note for the group chat or channel
   * it was asked in ("sent to your personal chat", or "ask me there" when it could not be sent).
   */
  private async answerPrivately(user: BotUser, card: Card): Promise<Card> {
    let sent = false;
    const [stored] = this.opts.deliverPrivately ? await this.ports.conversations.getMany([user.id]) : [];
    if (stored) {
      try {
        await this.opts.deliverPrivately!(stored.reference, MessageFactory.attachment(asAttachment(card)));
        sent = true;
      } catch (err) {
        this.opts.log.warn({ err: err instanceof Error ? err.message : String(err), userId: user.id }, 'bot: private answer not delivered');
      }
    }
    return noticeCard(user.locale, sent ? 'privateSent' : 'privateAsk', this.opts.links);
  }

  private async handleMessage(context: TurnContext): Promise<void> {
    const text = TurnContext.removeRecipientMention(context.activity) ?? context.activity.text;
    const user = await this.identify(context, true);
    if (!user) {
      await context.sendActivity(MessageFactory.attachment(asAttachment(unlinkedCard(localeOf(context.activity.locale), this.who(context), this.opts.links))));
      return;
    }
    const command = parseCommand(text);
    const links = this.opts.links;
    let card: Card;
    let privateAnswer = true;
    if (command === 'pending') {
      card = listCard('pending', await this.ports.approvals.pendingFor(user.id, this.limit), { locale: user.locale, links, limit: this.limit });
    } else if (command === 'mine') {
      card = listCard('mine', await this.ports.approvals.myOpenRequests(user.id, this.limit), { locale: user.locale, links, limit: this.limit });
    } else if (this.ports.leaveBalances && isBalanceRequest(text)) {
      card = await answerBalance(this.ports.leaveBalances, user.id, { locale: user.locale, links });
    } else if (this.ports.faq && !isHelpRequest(text)) {
      privateAnswer = false;
      card = await answerFromFaq(this.ports.faq, user.id, text ?? '', { locale: user.locale, teamsUserId: context.activity.from?.id });
    } else {
      privateAnswer = false;
      card = helpCard(user.locale, links);
    }
    if (privateAnswer && !isPersonalChat(context)) card = await this.answerPrivately(user, card);
    await context.sendActivity(MessageFactory.attachment(asAttachment(card)));
  }

  /** Teams ids of the approvers of a view that have a stored conversation (for `refresh.userIds`). */
  private async refreshIds(approverIds: number[]): Promise<string[]> {
    if (!approverIds.length) return [];
    return (await this.ports.conversations.getMany(approverIds)).map((c) => c.teamsUserId);
  }

  protected override async onAdaptiveCardInvoke(context: TurnContext, value: AdaptiveCardInvokeValue): Promise<AdaptiveCardInvokeResponse> {
    const verb = value.action?.verb ?? '';
    const data = (value.action?.data ?? {}) as Record<string, unknown>;
    const user = await this.identify(context, false);
    const links = this.opts.links;
    if (!user) return cardReply(unlinkedCard(localeOf(context.activity.locale), this.who(context), links));
    const locale: Locale = user.locale;

    if (verb.startsWith('substitution.')) return this.substitutionAction(verb, data, user);
    const faq = verb.startsWith('faq.') && this.ports.faq ? await faqAction(this.ports.faq, verb, data, user.id, { locale, teamsUserId: context.activity.from?.id }) : null;
    if (faq) return cardReply(faq);
    if (verb.startsWith('checklist.')) return checklistAction(this.ports.checklists, verb, data, user, { links, refreshUserIds: await this.refreshIds([user.id]) });

    const requestId = Number(data.requestId);
    if (!Number.isInteger(requestId) || requestId <= 0) return cardReply(noticeCard(locale, 'not_found', links));

    if (verb === VERBS.refresh) {
      const view = await this.ports.approvals.cardView(requestId, user.id);
      if (!view) return cardReply(noticeCard(locale, 'not_found', links));
      return cardReply(approvalCard(view, { locale, links, refreshUserIds: await this.refreshIds(view.approverIds) }));
    }

    if (verb === VERBS.open) {
      const view = await this.ports.approvals.cardView(requestId, user.id);
      if (!isPersonalChat(context)) {
        if (!view) return cardReply(noticeCard(locale, 'not_found', links));
        return cardReply(await this.answerPrivately(user, approvalCard(view, { locale, links, refreshUserIds: await this.refreshIds(view.approverIds) })));
      }
      if (view) await context.sendActivity(MessageFactory.attachment(asAttachment(approvalCard(view, { locale, links, refreshUserIds: await this.refreshIds(view.approverIds) }))));
      const pending = await this.ports.approvals.pendingFor(user.id, this.limit);
      return cardReply(listCard('pending', pending, { locale, links, limit: this.limit }));
    }

    const action = ACTION_OF[verb];
    if (!action) return { statusCode: 400, type: 'application/vnd.microsoft.error', value: { code: 'BadRequest', message: `unknown verb ${verb}` } };
    const stepId = data.stepId == null || data.stepId === '' ? null : Number(data.stepId);
    const comment = typeof data.comment === 'string' && data.comment.trim() ? data.comment.trim().slice(0, MAX_COMMENT) : null;
    const started = Date.now();
    const acting = this.ports.approvals.act({ requestId, stepId: Number.isInteger(stepId) ? stepId : null, userId: user.id, action, message: comment });
    try {
      const result = await within(acting, this.deadline);
      this.opts.log.info({ requestId, stepId, userId: user.id, action, ok: result.ok, reason: result.ok ? undefined : result.reason, ms: Date.now() - started }, 'bot: card action');
      if (!result.view) return cardReply(noticeCard(locale, result.ok ? 'failed' : result.reason, links));
      const refreshUserIds = await this.refreshIds(result.view.approverIds);
      return cardReply(
        result.ok
          ? approvalCard(result.view, { locale, links, refreshUserIds, done: action })
          : approvalCard(result.view, { locale, links, refreshUserIds, notice: { key: result.reason, attention: true } }),
      );
    } catch (err) {
      if (err instanceof Deadline) {
        acting.catch((e: unknown) => this.opts.log.error({ err: String(e), requestId }, 'bot: late card action failed'));
        const view = await this.ports.approvals.cardView(requestId, user.id).catch(() => null);
        return cardReply(view ? approvalCard({ ...view, canAct: false }, { locale, links, notice: { key: 'stillWorking' } }) : noticeCard(locale, 'stillWorking', links));
      }
      this.opts.log.error({ err: String(err), requestId, userId: user.id }, 'bot: card action failed');
      const view = await this.ports.approvals.cardView(requestId, user.id).catch(() => null);
      return cardReply(view ? approvalCard(view, { locale, links, notice: { key: 'failed', attention: true } }) : noticeCard(locale, 'failed', links));
    }
  }

  private async substitutionAction(verb: string, data: Record<string, unknown>, user: BotUser): Promise<AdaptiveCardInvokeResponse> {
    const links = this.opts.links;
    const id = Number(data.substitutionId);
    const port = this.ports.substitutions;
    if (!port || !Number.isInteger(id)) return cardReply(noticeCard(user.locale, 'not_found', links));
    if (verb === VERBS.substitutionRefresh) {
      const view = await port.view(id, user.id);
      return cardReply(view ? substitutionCard(view, { locale: user.locale, links }) : noticeCard(user.locale, 'not_found', links));
    }
    if (verb !== VERBS.substitutionAccept && verb !== VERBS.substitutionDecline) {
      return { statusCode: 400, type: 'application/vnd.microsoft.error', value: { code: 'BadRequest', message: `unknown verb ${verb}` } };
    }
    const result = await within(port.answer(id, user.id, verb === VERBS.substitutionAccept), this.deadline).catch(() => null);
    const view = result?.view ?? (await port.view(id, user.id).catch(() => null));
    if (!view) return cardReply(noticeCard(user.locale, result ? 'not_found' : 'failed', links));
    // A refused answer (already answered, canceled, not this user's) says so above the substitution as it stands now.
    return cardReply(substitutionCard(view, { locale: user.locale, links, notice: result && !result.ok ? 'substitution_refused' : undefined }));
  }
}
