/**
 * Adaptive Cards 1.5 of the bot (Universal Actions: `Action.Execute`, per-user `refresh`).
 *
 * The approval card shows the request summary (type, owner, dates, amount, lines, owner's message,
 * chain so far) and, for a viewer who may act, a comment box and Approve / Reject / Return. Its
 * `refresh` lists the approvers' Teams ids (at most 60), so Teams fetches each approver's own view
 * and everyone else sees the card as last sent (the outcome once somebody acted). Every action
 * carries the request id and the step id the card was built for.
 */
import type { Attachment } from 'botbuilder';
import { day, dayOf, msg, money, statusLabel, typeName, when, type MessageKey } from './i18n';
import type { Locale, RequestCardView, RequestListItem, SubstitutionView } from './ports';

export type Card = Record<string, unknown>;
type Element = Record<string, unknown>;

export const CARD_CONTENT_TYPE = 'application/vnd.microsoft.card.adaptive';
/** Teams accepts at most this many ids in `refresh.userIds`. */
export const MAX_REFRESH_USERS = 60;
/** Longest comment an approver may write (APPROVAL_LIMITS.message of the api contract). */
export const MAX_COMMENT = 255;

/** Verbs of the cards' `Action.Execute`. */
export const VERBS = {
  approve: 'request.approve',
  reject: 'request.reject',
  return: 'request.return',
  refresh: 'request.refresh',
  /** From the pending list: post the request's approval card as a new message (the list stays). */
  open: 'request.open',
  substitutionAccept: 'substitution.accept',
  substitutionDecline: 'substitution.decline',
  substitutionRefresh: 'substitution.refresh',
} as const;

/** Where cards link to: the tab inside Teams when the Teams app id is known, else the web portal. */
export interface Links {
  publicUrl: string;
  /** Teams app id (manifest id); enables https://teams.microsoft.com/l/entity/… deep links. */
  teamsAppId?: string;
}

/** Link to a request in the tab (Requests static tab, `entityId` "requests"). */
export function requestLink(links: Links, requestId?: number): string {
  const web = `${links.publicUrl}/requests${requestId ? `?request=${requestId}` : ''}`;
  if (!links.teamsAppId) return web;
  const context = encodeURIComponent(JSON.stringify({ subEntityId: requestId ? String(requestId) : undefined }));
  return `https://teams.microsoft.com/l/entity/${encodeURIComponent(links.teamsAppId)}/requests?webUrl=${encodeURIComponent(web)}&label=Requests&context=${context}`;
}

/**
 * Link to a page of the tab (`path` such as `/policy-documents?document=5`): the web portal, or with the
 * Teams app id a deep link into the tab's home entity carrying the path as its subEntityId.
 */
export function tabLink(links: Links, path: string): string {
  const web = `${links.publicUrl}${path}`;
  if (!links.teamsAppId) return web;
  const context = encodeURIComponent(JSON.stringify({ subEntityId: path }));
  return `https://teams.microsoft.com/l/entity/${encodeURIComponent(links.teamsAppId)}/home?webUrl=${encodeURIComponent(web)}&context=${context}`;
}

const card = (body: Element[], actions: Element[] = [], extra: Card = {}): Card => ({
  type: 'AdaptiveCard',
  $schema: 'http://adaptivecards.io/schemas/adaptive-card.json',
  version: '1.5',
  body,
  ...(actions.length ? { actions } : {}),
  ...extra,
});

const text = (t: string, more: Element = {}): Element => ({ type: 'TextBlock', text: t, wrap: true, ...more });
const facts = (list: [string, string][]): Element => ({ type: 'FactSet', facts: list.filter(([, v]) => v).map(([title, value]) => ({ title, value })) });
const openUrl = (title: string, url: string): Element => ({ type: 'Action.OpenUrl', title, url });

/** A notice with one button opening a page of the tab (policy documents: "Read and sign"); texts already translated. */
export function linkCard(t: { title: string; text: string; button: string }, path: string, links: Links): Card {
  return card([text(t.title, { weight: 'Bolder', size: 'Medium' }), text(t.text)], [openUrl(t.button, tabLink(links, path))]);
}

/** Wraps a card as a message attachment. */
export const asAttachment = (content: Card): Attachment => ({ contentType: CARD_CONTENT_TYPE, content });

/**
 * The dates of a request (issue 12 item 5): whole days as "27/11/2026, all day" or
 * "27/11/2026 – 29/11/2026, all day" (never clock times), a timed range with dates and times.
 */
export function datesText(l: Locale, d: RequestCardView['dates']): string {
  if (!d) return '';
  const fmt = d.allDay ? day : when;
  const range = d.end && d.end !== d.start ? `${fmt(d.start)} – ${fmt(d.end)}` : fmt(d.start);
  return d.allDay ? `${range}, ${msg(l, 'allDay')}` : range;
}

/** Options of the approval card. */
export interface ApprovalCardOptions {
  locale: Locale;
  links: Links;
  /** Teams user ids (MRI) of the approvers for `refresh.userIds`. */
  refreshUserIds?: string[];
  /** A line on top, e.g. the reminder or the reason an action was refused. */
  notice?: { key: MessageKey; attention?: boolean };
  /** The header when the viewer has just acted. */
  done?: 'approve' | 'reject' | 'return';
}

/** The approval card of a request for one viewer (buttons only when `view.canAct`). */
export function approvalCard(view: RequestCardView, o: ApprovalCardOptions): Card {
  const l = o.locale;
  const body: Element[] = [];
  if (o.notice) body.push(text(msg(l, o.notice.key), { weight: 'Bolder', color: o.notice.attention ? 'Attention' : 'Accent' }));
  if (o.done) body.push(text(msg(l, o.done === 'approve' ? 'doneApprove' : o.done === 'reject' ? 'doneReject' : 'doneReturn'), { weight: 'Bolder', color: 'Good' }));
  body.push(text(typeName(l, view.type), { size: 'Small', isSubtle: true, spacing: o.notice || o.done ? 'Medium' : 'None' }));
  // Approving in a cancellation round cancels the request: say so before anything else of it.
  if (view.cancellation) body.push(text(msg(l, 'cancellationAsked'), { weight: 'Bolder', color: 'Attention', spacing: 'None' }));
  const summary = l === 'lt' && view.lt ? view.lt : view;
  body.push(text(summary.title || typeName(l, view.type), { size: 'Large', weight: 'Bolder', spacing: 'None' }));
  const status =
    view.status === 'in_progress'
      ? view.canAct
        ? msg(l, 'waitingForYou')
        : msg(l, 'waitingFor', { step: view.currentStepName ?? statusLabel(l, 'in_progress') })
      : statusLabel(l, view.status);
  body.push(text(status, { weight: 'Bolder', color: view.status === 'approved' || view.status === 'completed' ? 'Good' : view.status === 'rejected' ? 'Attention' : view.canAct ? 'Warning' : 'Default' }));
  const dateText = datesText(l, view.dates);
  body.push(
    facts([
      [msg(l, 'owner'), view.owner.name],
      [msg(l, 'submitted'), dayOf(view.submittedAt)],
      [msg(l, 'dates'), dateText],
      [msg(l, 'amount'), view.amountCents != null ? money(l, view.amountCents) : ''],
      ...summary.lines.slice(0, 12).map((x): [string, string] => [x.label, x.value]),
    ]),
  );
  if (view.ownerMessage) {
    body.push(text(msg(l, 'ownerMessage'), { weight: 'Bolder', spacing: 'Medium' }), text(view.ownerMessage, { spacing: 'None' }));
  }
  if (view.chain.length) {
    body.push(text(msg(l, 'chain'), { weight: 'Bolder', spacing: 'Medium' }));
    for (const s of view.chain) {
      const parts = [`**${s.name}**`, statusLabel(l, s.status, 'step'), s.who ?? '', s.at && s.status !== 'not_initialized' ? when(s.at) : ''].filter(Boolean);
      body.push(text(parts.join(' · '), { spacing: 'Small', isSubtle: s.status === 'not_initialized' }));
      if (s.message) body.push(text(`“${s.message}”`, { spacing: 'None', isSubtle: true, size: 'Small' }));
    }
  }
  const actions: Element[] = [];
  const data = { requestId: view.requestId, stepId: view.currentStepId };
  if (view.openTasks?.length && view.status === 'in_progress') {
    body.push(text(msg(l, 'openTasks'), { weight: 'Bolder', spacing: 'Medium', color: 'Warning' }));
    for (const task of view.openTasks) body.push(text(`• ${task}`, { spacing: 'None' }));
    actions.push(openUrl(msg(l, 'completeTasks'), requestLink(o.links, view.requestId)));
  }
  if (view.canAct && view.status === 'in_progress') {
    body.push({ type: 'Input.Text', id: 'comment', label: msg(l, 'comment'), placeholder: msg(l, 'commentPlaceholder'), isMultiline: true, maxLength: MAX_COMMENT, spacing: 'Medium' });
    actions.push(
      { type: 'Action.Execute', title: msg(l, 'approve'), verb: VERBS.approve, data, style: 'positive', associatedInputs: 'auto' },
      { type: 'Action.Execute', title: msg(l, 'reject'), verb: VERBS.reject, data, style: 'destructive', associatedInputs: 'auto' },
      { type: 'Action.Execute', title: msg(l, 'return'), verb: VERBS.return, data, associatedInputs: 'auto' },
    );
  }
  actions.push(openUrl(msg(l, 'openPortal'), requestLink(o.links, view.requestId)));
  const refreshIds = (o.refreshUserIds ?? []).slice(0, MAX_REFRESH_USERS);
  return card(body, actions, {
    refresh: { action: { type: 'Action.Execute', title: msg(l, 'show'), verb: VERBS.refresh, data }, ...(refreshIds.length ? { userIds: refreshIds } : {}) },
    metadata: { webUrl: requestLink({ publicUrl: o.links.publicUrl }, view.requestId) },
  });
}

/** A short card with a text (errors, refusals without a request view). */
export function noticeCard(locale: Locale, key: MessageKey, links: Links): Card {
  return card([text(msg(locale, key), { weight: 'Bolder' })], [openUrl(msg(locale, 'openPortal'), requestLink(links))]);
}

/** The outcome card sent to a request's owner. */
export function outcomeCard(view: RequestCardView, outcome: 'approved' | 'rejected' | 'returned' | 'canceled' | 'cancellation_refused', message: string | null, o: { locale: Locale; links: Links }): Card {
  const l = o.locale;
  const key = `outcome_${outcome}` as MessageKey;
  const body: Element[] = [text(msg(l, key), { size: 'Large', weight: 'Bolder', color: outcome === 'approved' ? 'Good' : outcome === 'rejected' || outcome === 'cancellation_refused' ? 'Attention' : 'Default' })];
  if (message) body.push(text(`“${message}”`, { isSubtle: true }));
  const inner = approvalCard({ ...view, canAct: false }, o);
  return card([...body, ...(inner.body as Element[])], [openUrl(msg(l, 'openPortal'), requestLink(o.links, view.requestId))]);
}

/** Help card (commands). */
export function helpCard(locale: Locale, links: Links): Card {
  return card(
    [
      text(msg(locale, 'helpTitle'), { size: 'Large', weight: 'Bolder' }),
      text(msg(locale, 'helpIntro')),
      text(`- ${msg(locale, 'helpPending')}\n- ${msg(locale, 'helpMine')}\n- ${msg(locale, 'helpBalance')}\n- ${msg(locale, 'helpHelp')}`),
    ],
    [openUrl(msg(locale, 'openPortal'), links.publicUrl)],
  );
}

/** Card for a Teams user without a portal account. */
export function unlinkedCard(locale: Locale, who: string, links: Links): Card {
  return card(
    [text(msg(locale, 'unlinkedTitle'), { size: 'Large', weight: 'Bolder', color: 'Attention' }), text(msg(locale, 'unlinkedText', { who }))],
    [openUrl(msg(locale, 'openPortal'), links.publicUrl)],
  );
}

/** A list card ("pending" or "my requests"); pending rows open each request's own card. */
export function listCard(kind: 'pending' | 'mine', items: RequestListItem[], o: { locale: Locale; links: Links; limit: number; notice?: MessageKey }): Card {
  const l = o.locale;
  const body: Element[] = [];
  // A line on top, e.g. the reminder of several waiting requests at once.
  if (o.notice) body.push(text(msg(l, o.notice), { weight: 'Bolder', color: 'Accent' }));
  body.push(text(msg(l, kind === 'pending' ? 'pendingTitle' : 'mineTitle'), { size: 'Large', weight: 'Bolder', spacing: o.notice ? 'Small' : 'Default' }));
  if (!items.length) body.push(text(msg(l, kind === 'pending' ? 'pendingNone' : 'mineNone')));
  for (const it of items) {
    const title = (l === 'lt' && it.titleLt) || it.title;
    const line = [typeName(l, it.type), title && title !== typeName(l, it.type) ? title : '', kind === 'pending' ? it.owner : ''].filter(Boolean).join(' · ');
    const state = it.status === 'in_progress' && it.currentlyAt ? `${statusLabel(l, it.status)} · ${msg(l, 'currentlyAt')}: ${it.currentlyAt}` : statusLabel(l, it.status);
    body.push({
      type: 'Container',
      separator: true,
      items: [text(`**${line}**`), text(`${state}${it.submittedAt ? ` · ${dayOf(it.submittedAt)}` : ''}`, { isSubtle: true, spacing: 'None', size: 'Small' })],
      ...(kind === 'pending'
        ? { selectAction: { type: 'Action.Execute', verb: VERBS.open, data: { requestId: it.requestId } } }
        : { selectAction: { type: 'Action.OpenUrl', url: requestLink(o.links, it.requestId) } }),
    });
  }
  if (items.length >= o.limit) body.push(text(msg(l, 'pendingMore', { n: o.limit }), { isSubtle: true, size: 'Small' }));
  return card(body, [openUrl(msg(l, 'openRequests'), requestLink(o.links))]);
}

/** Substitution request card for the substitute. */
export function substitutionCard(view: SubstitutionView, o: { locale: Locale; links: Links; refreshUserIds?: string[]; notice?: MessageKey }): Card {
  const l = o.locale;
  const body: Element[] = [
    // e.g. a refused answer: said above the substitution as it stands now
    ...(o.notice ? [text(msg(l, o.notice), { weight: 'Bolder', color: 'Attention' })] : []),
    text(msg(l, 'substitutionTitle'), { size: 'Large', weight: 'Bolder' }),
    text(msg(l, 'substitutionText', { who: view.requester, from: day(view.from), to: day(view.to) })),
  ];
  if (view.message) body.push(text(`“${view.message}”`, { isSubtle: true }));
  const data = { substitutionId: view.id };
  const actions: Element[] = [];
  if (view.status === 'pending' && view.canAnswer) {
    actions.push(
      { type: 'Action.Execute', title: msg(l, 'accept'), verb: VERBS.substitutionAccept, data, style: 'positive' },
      { type: 'Action.Execute', title: msg(l, 'decline'), verb: VERBS.substitutionDecline, data },
    );
  } else if (view.status !== 'pending') {
    body.push(text(msg(l, `substitution_${view.status}` as MessageKey), { weight: 'Bolder' }));
  }
  actions.push(openUrl(msg(l, 'openPortal'), o.links.publicUrl));
  const ids = (o.refreshUserIds ?? []).slice(0, MAX_REFRESH_USERS);
  return card(body, actions, { refresh: { action: { type: 'Action.Execute', verb: VERBS.substitutionRefresh, data }, ...(ids.length ? { userIds: ids } : {}) } });
}
