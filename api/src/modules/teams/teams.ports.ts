/**
 * The api side of the bot's ports (bot/src/ports.ts): users, the approval engine and the
 * conversation store, implemented with the engine's exported service functions only.
 *
 * - users: by Entra object id, then e-mail (linking the object id; the SSO mapping of sso.service).
 * - approvals: `pendingFor` = requests waiting for the user (approvals/lists waitingFor), `myOpenRequests` =
 *   the "my" list (open plus recently finished), `cardView` = inspect + chain-info for that user,
 *   `act` = approvals/transitions act on the card's step. A card's Return is "send back to owner".
 *   Engine refusals become card reasons: request_step_already_processed → already_processed,
 *   request_step_not_active → step_moved, chain_not_assigned_to_you → not_assignee,
 *   request_not_found / request_step_not_found / missing_permissions → not_found, other rule errors → not_allowed.
 * - conversations: one stored personal conversation per user; `forget` drops it when the bot is uninstalled or the
 *   channel answers 403/404 to a post (bot/src/index.ts), so Teams is no longer chosen over e-mail for that user.
 * - who gets a step's card, its reminders and its `refresh` ({@link approversNow}): the step's assignees and their
 *   active confirmed substitutes (the engine's substitute resolver, the same that lets a substitute act), once each.
 */
import { In, IsNull, type EntityManager } from 'typeorm';
import type { ApprovalsPort, BotPorts, CardAction, ConversationStorePort, RequestCardView, StoredConversation, SubstitutionsPort, SubstitutionView, UsersPort } from '../../../../bot/src/ports';
import type { AppContext } from '../../context';
import type { StepAction } from '../../contracts/approvals';
import { loadPermissions } from '../../http/auth';
import { AppError } from '../../http/errors';
import { currentAssignees } from '../approvals/assignees';
import { requireRequest, requireStep } from '../approvals/engine';
import { listRequests, waitingFor } from '../approvals/lists';
import { substitutes, type Actor } from '../approvals/registry';
import { chainInfo, inspect } from '../approvals/timeline';
import { act } from '../approvals/transitions';
import { answerSubstitution, substitutionView } from '../calendar/substitutions';
import { faqPort } from '../faq/faq.bot';
import { findEntraUser } from '../sso/sso.service';
import { User } from '../users/users.entities';
import { TeamsConversation } from './teams.entities';
import { cardRefusalReason, stepOfRequest, type CardRefusal } from './teams.policy';
import { presentBotUser, presentCardView, presentConversation, presentMyItem, presentPendingItem, presentSubstitutionView } from './teams.presenters';
import { checklistsPort } from '../onboarding/onboarding.bot';
import { leaveBalancesPort } from '../leave-balances/leave-balances.bot';

export { cardDates } from './teams.presenters';

const ACTIONS: Record<CardAction, StepAction> = { approve: 'approve', reject: 'reject', return: 'send_back_request_to_owner' };

const botUser = presentBotUser;

async function actorOf(ctx: AppContext, userId: number): Promise<Actor> {
  return { id: userId, permissions: new Set(await loadPermissions(ctx, userId)) };
}

/**
 * The users who may act on a step for these assignees now: the assignees, then the users substituting one of them
 * at `at` (confirmed, not canceled, dates covering `at`: the resolver the engine's mayAct uses), without duplicates.
 */
export async function approversNow(em: EntityManager, assigneeIds: readonly number[], at = new Date()): Promise<number[]> {
  const out = [...assigneeIds];
  // One query at a time: em may be a transaction's.
  for (const id of assigneeIds) out.push(...(await substitutes(em, id, at)));
  return [...new Set(out)];
}

export function usersPort(ctx: AppContext): UsersPort {
  return {
    async resolve(identity) {
      if (!identity.aadObjectId && !identity.email) return null;
      try {
        const user = await findEntraUser(ctx, { oid: identity.aadObjectId ?? null, email: identity.email?.toLowerCase() ?? null, tid: null });
        return botUser(user);
      } catch (err) {
        if (err instanceof AppError) return null;
        throw err;
      }
    },
    async get(userId) {
      const u = await ctx.ds.getRepository(User).findOneBy({ id: userId, deleted_at: IsNull() });
      return u ? botUser(u) : null;
    },
  };
}

export function conversationsPort(ctx: AppContext): ConversationStorePort {
  const repo = () => ctx.ds.getRepository(TeamsConversation);
  return {
    async save(c) {
      const ref = c.reference;
      const row = {
        user_id: c.userId,
        teams_user_id: c.teamsUserId.slice(0, 255),
        aad_object_id: c.aadObjectId ?? null,
        conversation_id: String(ref.conversation?.id ?? '').slice(0, 255),
        service_url: String(ref.serviceUrl ?? '').slice(0, 512),
        tenant_id: (ref.conversation as { tenantId?: string } | undefined)?.tenantId ?? null,
        reference: JSON.stringify(ref),
        updated_at: new Date(),
      };
      const existing = await repo().findOneBy({ user_id: c.userId });
      if (existing) {
        if (existing.conversation_id === row.conversation_id && existing.service_url === row.service_url && existing.teams_user_id === row.teams_user_id) return;
        await repo().update(existing.id, row);
      } else {
        await repo().insert(row).catch(async () => repo().update({ user_id: c.userId }, row));
      }
    },
    async getMany(userIds): Promise<StoredConversation[]> {
      const ids = [...new Set(userIds)];
      if (!ids.length) return [];
      const rows = await repo().findBy({ user_id: In(ids) });
      return rows.map(presentConversation);
    },
    async forget(conversationId) {
      await repo().delete({ conversation_id: conversationId.slice(0, 255) });
    },
  };
}

/** Reason a card shows for an engine refusal (teams.policy cardRefusalReason); null for anything but an AppError. */
function reasonOf(err: unknown): CardRefusal | null {
  return err instanceof AppError ? cardRefusalReason(err.code) : null;
}

export function approvalsPort(ctx: AppContext): ApprovalsPort {
  async function cardView(requestId: number, userId: number): Promise<RequestCardView | null> {
    const actor = await actorOf(ctx, userId);
    let view: Awaited<ReturnType<typeof inspect>>;
    let chain: Awaited<ReturnType<typeof chainInfo>>;
    try {
      [view, chain] = await Promise.all([inspect(ctx, requestId, actor), chainInfo(ctx, requestId, actor)]);
    } catch (err) {
      if (err instanceof AppError) return null;
      throw err;
    }
    const request = await requireRequest(ctx.ds.manager, requestId);
    const current = request.status === 'in_progress' && request.current_step_id ? await requireStep(ctx.ds.manager, request.current_step_id).catch(() => null) : null;
    const approverIds = current ? await approversNow(ctx.ds.manager, await currentAssignees(ctx.ds.manager, current, request)) : [];
    // Tasks that block approval, shown to the assignee with a link to complete them in the portal.
    const step = current ? chain.steps.find((s) => s.id === current.id) : undefined;
    const openTasks = step?.canCompleteTasks ? step.tasks.filter((t) => !t.isCompleted).map((t) => t.name) : [];
    return presentCardView(requestId, view, chain, { ownerId: request.user_id, currentStep: current, approverIds, openTasks, cancellation: request.pending_cancel && request.status === 'in_progress' });
  }

  return {
    async pendingFor(userId, limit) {
      const page = await waitingFor(ctx, await actorOf(ctx, userId), userId, { page: 1, pageSize: limit });
      return page.data.map(presentPendingItem);
    },
    async myOpenRequests(userId, limit) {
      const page = await listRequests(ctx, await actorOf(ctx, userId), 'my', { page: 1, pageSize: limit, includeFinished: false, order: 'requestDate_desc' });
      return page.data.map(presentMyItem);
    },
    cardView,
    async act({ requestId, stepId, userId, action, message }) {
      const actor = await actorOf(ctx, userId);
      let target = stepId;
      if (target == null) {
        const request = await requireRequest(ctx.ds.manager, requestId).catch(() => null);
        if (!request) return { ok: false, reason: 'not_found', view: null };
        target = request.current_step_id;
        if (!target) return { ok: false, reason: 'already_processed', view: await cardView(requestId, userId) };
      }
      const step = await requireStep(ctx.ds.manager, target).catch(() => null);
      if (!step || !stepOfRequest(step, requestId)) return { ok: false, reason: 'not_found', view: await cardView(requestId, userId) };
      try {
        await act(ctx, target, ACTIONS[action], { ...actor, client: 'teams' }, { message });
      } catch (err) {
        const reason = reasonOf(err);
        if (!reason) throw err;
        return { ok: false, reason, view: await cardView(requestId, userId) };
      }
      const view = await cardView(requestId, userId);
      return view ? { ok: true, view } : { ok: false, reason: 'not_found', view: null };
    },
  };
}

/**
 * Substitutions (calendar module): the substitute's view of a substitution (the event naming them) and
 * their answer. Dates are shown as company days `YYYY-MM-DD` (TIME_ZONE, not UTC days). A refused answer (already answered, canceled event)
 * returns `ok: false` with the current view.
 */
export function substitutionsPort(ctx: AppContext): SubstitutionsPort {
  const view = async (id: number, userId: number): Promise<SubstitutionView | null> => {
    const v = await substitutionView(ctx, id, userId);
    return v ? presentSubstitutionView(v) : null;
  };
  return {
    view,
    async answer(id, userId, accept) {
      try {
        await answerSubstitution(ctx, await actorOf(ctx, userId), userId, id, accept);
        return { ok: true, view: await view(id, userId) };
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        return { ok: false, view: await view(id, userId) };
      }
    },
  };
}

/** Every port the bot needs, for one context. */
export function teamsPorts(ctx: AppContext): BotPorts {
  return { users: usersPort(ctx), approvals: approvalsPort(ctx), substitutions: substitutionsPort(ctx), conversations: conversationsPort(ctx), faq: faqPort(ctx), checklists: checklistsPort(ctx), leaveBalances: leaveBalancesPort(ctx) };
}
