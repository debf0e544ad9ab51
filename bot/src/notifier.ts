/**
 * Proactive cards (issue 5 item 4): approval cards to the assignees of a step, outcome cards to a
 * request's owner, reminders and substitution requests. Only users with a stored personal
 * conversation (they talked to the bot or installed it) can be reached; the others are reported
 * as `skipped`. A failed delivery is logged and reported, never thrown.
 */
import type { Activity, ConversationReference } from 'botbuilder';
import { approvalCard, asAttachment, type Card, linkCard, type Links, listCard, outcomeCard, substitutionCard } from './cards';
import type { BotLogger } from './bot';
import { msg, typeName } from './i18n';
import { checklistCard } from './onboarding-cards';
import type { BotPorts, ChecklistItemRef, Locale } from './ports';

/** Sends one activity into a stored conversation and throws when the channel refused it (createBot's `post` in production). */
export type Deliver = (reference: Partial<ConversationReference>, activity: Partial<Activity>) => Promise<void>;

/** Who got the card, who has no stored conversation (or may not see the request), whose delivery failed. */
export interface NotifyResult {
  sent: number[];
  skipped: number[];
  failed: number[];
}

/** The message of a card with one button opening `path` in the tab (the link card), e.g. for the shared broadcast sender. */
export function linkActivity(t: { title: string; text: string; button: string }, path: string, links: Links): Partial<Activity> {
  return { type: 'message', summary: t.title, attachments: [asAttachment(linkCard(t, path, links))] };
}

export type Outcome = 'approved' | 'rejected' | 'returned' | 'canceled' | 'cancellation_refused';

/** How many waiting requests a reminder list shows (the `pending` command's default). */
const REMINDER_LIST_LIMIT = 10;

export class Notifier {
  constructor(
    private readonly ports: BotPorts,
    private readonly deliver: Deliver,
    private readonly links: Links,
    private readonly log: BotLogger,
  ) {}

  /** One card per user; `text` (plain) goes above the card in the same message and stays when the card refreshes. */
  private each(userIds: number[], build: (userId: number) => Promise<{ card: Card; summary: string; text?: string } | null>): Promise<NotifyResult> {
    return this.eachActivity(userIds, async (userId) => {
      const built = await build(userId);
      return built && { type: 'message', summary: built.summary, attachments: [asAttachment(built.card)], ...(built.text ? { text: built.text, textFormat: 'plain' } : {}) };
    });
  }

  private async eachActivity(userIds: number[], build: (userId: number) => Promise<Partial<Activity> | null>): Promise<NotifyResult> {
    const result: NotifyResult = { sent: [], skipped: [], failed: [] };
    const unique = [...new Set(userIds)];
    const stored = new Map((await this.ports.conversations.getMany(unique)).map((c) => [c.userId, c]));
    await Promise.all(
      unique.map(async (userId) => {
        const conversation = stored.get(userId);
        if (!conversation) return void result.skipped.push(userId);
        try {
          const activity = await build(userId);
          if (!activity) return void result.skipped.push(userId);
          await this.deliver(conversation.reference, activity);
          result.sent.push(userId);
        } catch (err) {
          this.log.warn({ err: err instanceof Error ? err.message : String(err), userId }, 'bot: proactive card not delivered');
          result.failed.push(userId);
        }
      }),
    );
    return result;
  }

  private async locale(userId: number) {
    return (await this.ports.users.get(userId))?.locale ?? 'en';
  }

  /**
   * The approval card (with buttons) to each assignee of the request's current step; `spectator` heads it "for your
   * information"; `instruction` (the chain item's notification message to its approvers) comes with it as the
   * message's text, as the e-mail carries it.
   */
  async sendApprovalCard(assigneeIds: number[], requestId: number, opts: { reminder?: boolean; spectator?: boolean; instruction?: string | null } = {}): Promise<NotifyResult> {
    const refresh = (await this.ports.conversations.getMany(assigneeIds)).map((c) => c.teamsUserId);
    return this.each(assigneeIds, async (userId) => {
      const view = await this.ports.approvals.cardView(requestId, userId);
      if (!view) return null;
      const locale = await this.locale(userId);
      return {
        card: approvalCard(view, { locale, links: this.links, refreshUserIds: refresh, notice: opts.reminder ? { key: 'reminder' } : opts.spectator ? { key: 'forYourInformation' } : undefined }),
        summary: `${typeName(locale, view.type)}: ${view.title}`,
        text: opts.instruction ? msg(locale, 'instruction', { text: opts.instruction }) : undefined,
      };
    });
  }

  /** A reminder: the approval card again, headed "still waiting for you" (with the step's instruction, when it has one). */
  sendReminder(userIds: number[], requestId: number, instruction?: string | null): Promise<NotifyResult> {
    return this.sendApprovalCard(userIds, requestId, { reminder: true, instruction });
  }

  /**
   * A reminder of several waiting requests to one user: the list of what waits for them (the `pending` command's card)
   * headed "these requests are still waiting for you", the steps' instructions (when any) as the message's text.
   */
  async sendReminderList(userId: number, instructions: string[] = []): Promise<NotifyResult> {
    const items = await this.ports.approvals.pendingFor(userId, REMINDER_LIST_LIMIT);
    return this.each([userId], async () => {
      if (!items.length) return null;
      const locale = await this.locale(userId);
      const text = instructions.map((i) => msg(locale, 'instruction', { text: i })).join('\n');
      return { card: listCard('pending', items, { locale, links: this.links, limit: REMINDER_LIST_LIMIT, notice: 'reminderMany' }), summary: msg(locale, 'reminderMany'), text: text || undefined };
    });
  }

  /** The outcome card to the request's owner (approved, rejected, returned, canceled, cancellation refused) with the approver's message. */
  async sendOutcome(ownerId: number, requestId: number, outcome: Outcome, message?: string | null): Promise<NotifyResult> {
    return this.each([ownerId], async (userId) => {
      const view = await this.ports.approvals.cardView(requestId, userId);
      if (!view) return null;
      const locale = await this.locale(userId);
      return { card: outcomeCard(view, outcome, message ?? null, { locale, links: this.links }), summary: `${typeName(locale, view.type)}: ${view.title}` };
    });
  }

  /** A plain text message to each user (e.g. library notices, already in the user's language). */
  sendText(userIds: number[], text: string): Promise<NotifyResult> {
    return this.eachActivity(userIds, async () => ({ type: 'message', text, textFormat: 'plain' }));
  }

  /**
   * A card with one button opening `path` in the tab (e.g. a policy document's "Read and sign"), in each
   * user's language: `texts` gives the title, text and button per locale.
   */
  sendLinkCard(userIds: number[], texts: Record<Locale, { title: string; text: string; button: string }>, path: string): Promise<NotifyResult> {
    return this.eachActivity(userIds, async (userId) => linkActivity(texts[await this.locale(userId)] ?? texts.en, path, this.links));
  }

  /** The grouped onboarding/offboarding reminder card (bot/src/onboarding-cards.ts) to one responsible person. */
  async sendChecklistReminder(userId: number, items: ChecklistItemRef[]): Promise<NotifyResult> {
    const port = this.ports.checklists;
    if (!port) return { sent: [], skipped: [userId], failed: [] };
    const refresh = (await this.ports.conversations.getMany([userId])).map((c) => c.teamsUserId);
    return this.each([userId], async () => {
      const views = (await port.view(items, userId)).filter((v) => !v.done);
      if (!views.length) return null;
      const locale = await this.locale(userId);
      return { card: checklistCard(views, { locale, links: this.links, refreshUserIds: refresh }), summary: views.map((v) => `${v.person}: ${v.task}`).join('; ') };
    });
  }

  /** The substitution request card to the substitute (needs the substitutions port). */
  async sendSubstitutionRequest(substituteId: number, substitutionId: number): Promise<NotifyResult> {
    const port = this.ports.substitutions;
    if (!port) return { sent: [], skipped: [substituteId], failed: [] };
    return this.each([substituteId], async (userId) => {
      const view = await port.view(substitutionId, userId);
      if (!view) return null;
      const locale = await this.locale(userId);
      return { card: substitutionCard(view, { locale, links: this.links }), summary: view.requester };
    });
  }
}
