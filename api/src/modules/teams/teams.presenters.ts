/**
 * The shapes the Teams bot's ports answer (bot/src/ports.ts; spec 2 §4 approval and substitution
 * cards): pure functions from the engine's, the calendar's and the users' replies to the bot's
 * views. Dates on cards are whole company days where a request spans whole days (never 22:00 –
 * 21:59 in another zone) and substitution dates company days `YYYY-MM-DD`.
 */
import type { ChainStepView, RequestCardView, RequestListItem, StoredConversation, SubstitutionView } from '../../../../bot/src/ports';
import { companyDay, wholeCompanyDays } from '../../shared/company-time';
import type { chainInfo, inspect } from '../approvals/timeline';
import type { User } from '../users/users.entities';
import type { TeamsConversation } from './teams.entities';

/**
 * A request's dates as the cards show them: whole company days as days with `allDay` (so a viewer in
 * another zone never sees 22:00 – 21:59), timed ranges as the instants.
 */
export function cardDates(d: { start: string; end: string | null } | null | undefined): { start: string; end: string | null; allDay?: boolean } | null {
  if (!d) return null;
  const isDay = (v: string | null) => v == null || /^\d{4}-\d{2}-\d{2}$/.test(v);
  if (isDay(d.start) && isDay(d.end)) return { ...d, allDay: true };
  const days = d.end ? wholeCompanyDays(new Date(d.start), new Date(d.end)) : null;
  return days ? { ...days, allDay: true } : d;
}

/** A portal user as the bot knows them: id, full name and language (lt or en). */
export const presentBotUser = (u: Pick<User, 'id' | 'name' | 'surname' | 'locale'>) => ({
  id: u.id,
  name: `${u.name} ${u.surname}`.trim(),
  locale: (u.locale === 'lt' ? 'lt' : 'en') as 'lt' | 'en',
});

/** What a request card needs besides the engine's inspect and chain-info replies. */
export interface CardFacts {
  ownerId: number;
  currentStep: { id: number; name: string } | null;
  approverIds: number[];
  openTasks: string[];
  /** The request is in its cancellation round (pending_cancel). */
  cancellation: boolean;
}

/** A request card for one viewer (the engine's inspect and chain info for that viewer). */
export function presentCardView(
  requestId: number,
  view: Awaited<ReturnType<typeof inspect>>,
  chain: Awaited<ReturnType<typeof chainInfo>>,
  f: CardFacts,
): RequestCardView {
  return {
    requestId,
    type: view.requestType,
    title: view.summary?.title ?? view.eventName ?? view.description ?? view.requestType,
    status: view.status,
    cancellation: f.cancellation,
    owner: { id: f.ownerId, name: view.owner },
    submittedAt: view.requestDate,
    dates: cardDates(view.summary?.dates),
    amountCents: view.summary?.amountCents ?? null,
    lines: view.summary?.lines ?? [],
    ...(view.summary ? { lt: view.summary.lt } : view.eventNameLt ? { lt: { title: view.eventNameLt, lines: [] } } : {}),
    ownerMessage: view.ownerMessage,
    chain: chain.steps.map((s): ChainStepView => ({ name: s.header, status: s.status, who: s.assignedUser ?? s.assigneeRole, at: s.date, message: s.message })),
    currentStepId: f.currentStep?.id ?? null,
    currentStepName: f.currentStep?.name ?? view.currentlyAt,
    approverIds: f.approverIds,
    canAct: view.canApprove,
    openTasks: f.openTasks,
  };
}

/** A row of the "pending" list (requests waiting for the user). */
export const presentPendingItem = (r: {
  id: number;
  request_name: string;
  title: string | null;
  title_lt?: string | null;
  status: string;
  request_user: { name: string; surname: string };
  issued_date: string | null;
}): RequestListItem => ({
  requestId: r.id,
  type: r.request_name,
  title: r.title ?? r.request_name,
  titleLt: r.title_lt ?? null,
  status: r.status,
  owner: `${r.request_user.name} ${r.request_user.surname}`,
  currentlyAt: null,
  submittedAt: r.issued_date,
});

/** A row of the "my requests" list. */
export const presentMyItem = (r: {
  id: number;
  requestType: string;
  eventName: string | null;
  description: string | null;
  eventNameLt?: string | null;
  descriptionLt?: string | null;
  status: string;
  owner: string;
  currentlyAt: string | null;
  requestDate: string | null;
}): RequestListItem => ({
  requestId: r.id,
  type: r.requestType,
  title: r.eventName ?? r.description ?? r.requestType,
  titleLt: r.eventNameLt ?? r.descriptionLt ?? null,
  status: r.status,
  owner: r.owner,
  currentlyAt: r.currentlyAt,
  submittedAt: r.requestDate,
});

/** A substitution card with its dates as company days `YYYY-MM-DD` (the calendar gives ISO instants). */
export const presentSubstitutionView = (v: SubstitutionView): SubstitutionView => ({
  ...v,
  from: companyDay(new Date(v.from)),
  to: companyDay(new Date(v.to)),
});

/** A stored conversation as the bot reads it back. */
export const presentConversation = (r: TeamsConversation): StoredConversation => ({
  userId: r.user_id,
  teamsUserId: r.teams_user_id,
  reference: JSON.parse(r.reference) as StoredConversation['reference'],
});
