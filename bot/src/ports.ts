/**
 * Ports of the bot (DESIGN.md "Bot"): the bot knows nothing of the database or the approval engine;
 * the api implements these interfaces (api/src/modules/teams/) and hands them to `createBot`.
 * All ids are portal ids unless named otherwise. Texts the ports return are already in the
 * user's language where they come from data (names, titles); labels are the bot's job.
 */
import type { ConversationReference } from 'botbuilder';
import type { FaqPort } from './faq-port';
import type { LeaveBalancesPort } from './leave-port';

export type Locale = 'en' | 'lt';

/** A portal user as the bot needs them. */
export interface BotUser {
  id: number;
  /** Display name, e.g. "Rūta Kazlauskienė". */
  name: string;
  locale: Locale;
}

/** Who wrote to the bot, as Teams tells it. */
export interface TeamsIdentity {
  /** Entra object id (`from.aadObjectId`). */
  aadObjectId?: string;
  /** E-mail / UPN when the channel gives one. */
  email?: string;
  /** Teams display name. */
  name?: string;
}

export interface UsersPort {
  /**
   * The portal user of a Teams identity: by Entra object id first, then by e-mail (linking the
   * object id on that first match). Null when there is none (the bot shows the "not linked" card).
   */
  resolve(identity: TeamsIdentity): Promise<BotUser | null>;
  /** A portal user by id (null when unknown or deleted). */
  get(userId: number): Promise<BotUser | null>;
}

/** What an approver can do from a card. */
export type CardAction = 'approve' | 'reject' | 'return';

/** One step of a request's chain as a card shows it. */
export interface ChainStepView {
  name: string;
  /** Step status of the engine (`approve`, `reject`, `in_progress`, `not_initialized`, …). */
  status: string;
  /** Who acted (or is assigned). */
  who: string | null;
  /** ISO instant of the action or activation. */
  at: string | null;
  message: string | null;
}

/** A request as a card shows it to one viewer (spec 2 §3 request summary). */
export interface RequestCardView {
  requestId: number;
  /** Request type key, e.g. `business_trip`. */
  type: string;
  title: string;
  /** Request status (`in_progress`, `approved`, `rejected`, `canceled`, `not_initialized`, `completed`). */
  status: string;
  owner: { id: number; name: string };
  /** ISO instant of submission. */
  submittedAt: string | null;
  /** Whole company days (`allDay`, `YYYY-MM-DD`, end inclusive) or ISO instants of a timed range. */
  dates?: { start: string; end: string | null; allDay?: boolean } | null;
  amountCents?: number | null;
  /** The request type's summary lines in English (labels and values). */
  lines: { label: string; value: string }[];
  /** The owner asked to cancel the approved request: this round approves or refuses the cancellation (spec 2 §4). */
  cancellation?: boolean;
  /** The title and lines in Lithuanian, for a Lithuanian reader. */
  lt?: { title: string; lines: { label: string; value: string }[] };
  ownerMessage: string | null;
  chain: ChainStepView[];
  /** The step now waiting (null when none). A card carries it so an action on a moved step is detected. */
  currentStepId: number | null;
  /** Name of the step now waiting. */
  currentStepName: string | null;
  /** Portal ids of the users who may act on the current step (for `refresh.userIds`). */
  approverIds: number[];
  /** Whether the viewer may act on the current step now. */
  canAct: boolean;
  /**
   * Tasks of the current step that the viewer (its assignee) must complete in the portal before
   * approving; approval is refused while any is open (spec 2 §4). Empty or absent: none.
   */
  openTasks?: string[];
}

/** A row of the "pending" and "my requests" lists. */
export interface RequestListItem {
  requestId: number;
  type: string;
  title: string;
  /** The title in Lithuanian, for a Lithuanian reader (when the portal keeps one). */
  titleLt?: string | null;
  status: string;
  owner: string;
  /** Where the request is now (step name), null when finished. */
  currentlyAt: string | null;
  submittedAt: string | null;
}

/** Why an action did not transition the request. */
export type ActRefusal =
  | 'already_processed' | 'step_moved' | 'not_assignee' | 'not_found' | 'not_allowed' | 'object_incomplete' | 'failed'
  | 'tasks_open' | 'conference_full' | 'conference_closed' | 'insufficient_leave_balance';

export type ActResult =
  | { ok: true; view: RequestCardView }
  | { ok: false; reason: ActRefusal; view: RequestCardView | null };

export interface ApprovalsPort {
  /** Requests waiting for the user's action (newest first, at most `limit`). */
  pendingFor(userId: number, limit: number): Promise<RequestListItem[]>;
  /** The user's own requests that are not finished, plus recently finished ones. */
  myOpenRequests(userId: number, limit: number): Promise<RequestListItem[]>;
  /** The card view of a request for a viewer; null when not found or not visible to them. */
  cardView(requestId: number, userId: number): Promise<RequestCardView | null>;
  /**
   * Acts on the step the card showed (`stepId`; null = the current step). Never transitions twice:
   * a step already handled or no longer current answers `{ ok: false, reason, view }` with the
   * current state.
   */
  act(input: { requestId: number; stepId: number | null; userId: number; action: CardAction; message: string | null }): Promise<ActResult>;
}

/** A substitution request shown to the substitute (optional port). */
export interface SubstitutionView {
  id: number;
  /** Who asks to be substituted. */
  requester: string;
  from: string;
  to: string;
  message: string | null;
  status: 'pending' | 'accepted' | 'declined' | 'canceled';
  canAnswer: boolean;
}

export interface SubstitutionsPort {
  view(substitutionId: number, userId: number): Promise<SubstitutionView | null>;
  answer(substitutionId: number, userId: number, accept: boolean): Promise<{ ok: boolean; view: SubstitutionView | null }>;
}

/** A stored 1:1 conversation with a user, for proactive messages. */
export interface StoredConversation {
  userId: number;
  /** Teams user id (MRI, `29:…`) used in `refresh.userIds`. */
  teamsUserId: string;
  reference: Partial<ConversationReference>;
}

export interface ConversationStorePort {
  /** Saves (insert or replace) the personal conversation of a user. */
  save(conversation: StoredConversation & { aadObjectId?: string | null }): Promise<void>;
  /** Stored conversations of these users (users without one are left out). */
  getMany(userIds: number[]): Promise<StoredConversation[]>;
  /**
   * Drops the stored conversation(s) with this conversation id: the bot was uninstalled or blocked, or the channel
   * answered 403/404 to a post into it. The user is stored again when they next talk to or install the bot.
   */
  forget?(conversationId: string): Promise<void>;
}

/** One task of one person's onboarding or offboarding checklist (issue 15). */
export interface ChecklistItemRef {
  kind: 'onboarding' | 'offboarding';
  /** The person the checklist is about. */
  userId: number;
  taskId: number;
}

/** A checklist task as the reminder card shows it to one viewer. */
export interface ChecklistItemView extends ChecklistItemRef {
  /** "Name Surname" of the person. */
  person: string;
  task: string;
  category: string;
  /** Deadline, YYYY-MM-DD. */
  deadline: string;
  overdue: boolean;
  done: boolean;
  /** The viewer may mark it done. */
  canMark: boolean;
}

/** Onboarding and offboarding checklists (optional port; bot/src/onboarding-cards.ts). */
export interface ChecklistsPort {
  /** The current state of these items for the viewer (items no longer on a checklist are left out). */
  view(items: ChecklistItemRef[], viewerId: number): Promise<ChecklistItemView[]>;
  /** Marks the task done (idempotent); refuses a viewer who is not responsible. */
  markDone(item: ChecklistItemRef, viewerId: number): Promise<{ ok: true } | { ok: false; reason: 'not_allowed' | 'not_found' | 'failed' }>;
}

export interface BotPorts {
  users: UsersPort;
  approvals: ApprovalsPort;
  substitutions?: SubstitutionsPort;
  conversations: ConversationStorePort;
  /** The FAQ the bot answers other messages from (faq-cards.ts). */
  faq?: FaqPort;
  checklists?: ChecklistsPort;
  /** The user's leave balances, for "balance" / "likutis" in chat (leave-cards.ts). */
  leaveBalances?: LeaveBalancesPort;
}
