/**
 * Reply shapes of the approval engine (spec 2 §3 Request / chain item, new-style list row, Chain
 * timeline step, Chain item detail, Edit audit; §7 Requests and Chains, older v1 request calls). Every
 * reply object of the module is built here, typed with its zod contract (api/src/contracts/approvals.ts),
 * so what a handler returns is what the OpenAPI document promises (the route layer checks it outside
 * production). Instants are ISO UTC text; the caller's abilities come from approvals.policy.ts.
 */
import type { z } from 'zod';
import type {
  cancelReply,
  chainInfo,
  editAudit,
  ObjectChange,
  RequestChain,
  requestInspect,
  requestItem,
  requestSummary,
  RequestRow,
  RequestStatus,
  StepStatus,
  timelineStep,
} from '../../contracts/approvals';
import type { ApprovalRequest, RequestHistory, RequestStep, RequestStepTask } from './approvals.entities';
import { requestAbilities, timelineActions, type RowStepFacts } from './approvals.policy';
import { Actor, registrationOf, type RequestSummary } from './registry';
import { summaryIn } from './summary-text';

/** A UTC instant from the driver (Date on SQL Server, 'YYYY-MM-DD HH:MM:SS.SSS' text on SQLite) as ISO text. */
export function iso(v: unknown): string | null {
  if (v == null) return null;
  if (v instanceof Date) return v.toISOString();
  const s = String(v);
  return new Date(/[zZ]|[+-]\d\d:\d\d$/.test(s) ? s : `${s.replace(' ', 'T')}Z`).toISOString();
}
const bool = (v: unknown) => v === true || Number(v) === 1;
const text = (v: unknown) => (v == null ? null : String(v));

/** The caller as the list rows need it: role ids (main and second) besides id and permissions. */
export interface RowCaller extends Actor {
  roleIds: number[];
}

/** A page row of the request lists as read by lists.ts (columns named there, flags as 0/1). */
export type RawRequestRow = Record<string, unknown>;

/** The caller's abilities on a raw row (spec 2 §4), through the policy. */
export function rowAbilities(
  raw: RawRequestRow,
  caller: RowCaller,
): Pick<RequestRow, 'canSubmit' | 'canInspect' | 'canEdit' | 'canCancel' | 'canDelete' | 'canApprove'> {
  const reg = registrationOf(String(raw.request_name));
  const step: RowStepFacts | null =
    raw.step_id == null
      ? null
      : {
          assignedToCaller: bool(raw.mine_self),
          assignedToSubstituted: bool(raw.mine_sub),
          roleHeld: raw.assignee_type === 'role' && caller.roleIds.includes(Number(raw.role_id)),
          canEdit: bool(raw.step_can_edit),
          openTasks: bool(raw.open_tasks),
        };
  return requestAbilities(
    caller,
    {
      ownerId: Number(raw.user_id), status: String(raw.status), pendingCancel: bool(raw.pending_cancel), lastChainAction: text(raw.last_chain_action),
      cancelRefused: bool(raw.cancel_refused),
    },
    { updatable: !!reg?.update, editAfterCompletion: !!reg?.editAfterCompletion },
    step,
  );
}

/**
 * The business trip columns of a row (spec 2 §3 Business trip: the request list also shows
 * trip_purpose, project_name, request_date, businesstrip_user), read by lists.ts with the page's
 * rows (`trip_id` is set only on business trip rows); nothing for other types.
 */
export function tripColumns(raw: RawRequestRow): Pick<RequestRow, 'trip_purpose' | 'project_name' | 'request_date' | 'businesstrip_user'> {
  if (raw.trip_id == null) return {};
  return {
    trip_purpose: text(raw.trip_purpose),
    project_name: text(raw.trip_project_name),
    request_date: text(raw.trip_request_date),
    businesstrip_user: raw.traveler_name == null ? null : `${raw.traveler_name} ${raw.traveler_surname}`,
  };
}

/** A raw row as the new-style list row (spec 2 §3). */
export function presentRequestRow(raw: RawRequestRow, caller: RowCaller): RequestRow {
  const inProgress = raw.status === 'in_progress';
  return {
    id: Number(raw.id),
    requestDate: iso(raw.issued_date)!,
    lastAction: iso(raw.last_action_at),
    requestType: String(raw.request_name),
    eventName: text(raw.title),
    status: raw.status as RequestStatus,
    currentlyAt: inProgress ? text(raw.step_name) : null,
    assignedUser: inProgress && raw.assigned_name != null ? `${raw.assigned_name} ${raw.assigned_surname}` : null,
    assignedUserRole: inProgress ? text(raw.assignee_type) : null,
    assignedUserRoleName: inProgress ? text(raw.role_name) : null,
    description: text(raw.description),
    eventNameLt: text(raw.title_lt),
    descriptionLt: text(raw.description_lt),
    owner: `${raw.owner_name} ${raw.owner_surname}`,
    ...tripColumns(raw),
    ...rowAbilities(raw, caller),
  };
}

/** A raw row as the v1 request / chain item (spec 2 §3). */
export function presentRequestChain(raw: RawRequestRow, caller: RowCaller): RequestChain {
  const reg = registrationOf(String(raw.request_name));
  const inProgress = raw.status === 'in_progress';
  return {
    id: Number(raw.id),
    request_id: raw.object_id == null ? null : Number(raw.object_id),
    request_name: String(raw.request_name),
    status: raw.status as RequestStatus,
    issued_date: iso(raw.issued_date)!,
    completion_date: iso(raw.completion_date),
    request_user: { id: Number(raw.user_id), name: String(raw.owner_name), surname: String(raw.owner_surname) },
    currently_assigned_user:
      inProgress && raw.assigned_user_id != null
        ? { id: Number(raw.assigned_user_id), name: String(raw.assigned_name), surname: String(raw.assigned_surname) }
        : null,
    role_name: inProgress ? text(raw.role_name) : null,
    active_assignee_type: inProgress ? text(raw.assignee_type) : null,
    active_user_chain_item_id: inProgress && raw.step_id != null ? Number(raw.step_id) : null,
    substituted_user_id: raw.substituted_user_id == null ? null : Number(raw.substituted_user_id),
    last_chain_action: text(raw.last_chain_action),
    can_edit: rowAbilities(raw, caller).canEdit,
    can_edit_after_completion: !!reg?.editAfterCompletion,
    has_active_tasks: inProgress && bool(raw.open_tasks),
    title: text(raw.title),
    title_lt: text(raw.title_lt),
    resolution_note: text(raw.resolution_note),
    ...tripColumns(raw),
  };
}

type UserRef = { id: number; name: string; surname: string };
type EditAudit = z.infer<typeof editAudit>;

/** An `edit` history entry as the edit audit (spec 2 §3 Edit audit). */
export function presentEditAudit(e: RequestHistory, users: ReadonlyMap<number, UserRef>): EditAudit {
  return {
    at: iso(e.created_at)!,
    by: e.actor_user_id ? (users.get(e.actor_user_id) ?? null) : null,
    stepId: e.step_id,
    changes: e.changes ? (JSON.parse(e.changes) as ObjectChange[]) : [],
  };
}

/** Everything one round's steps need for their replies (loaded in batch by timeline.ts). */
export interface RoundDetails {
  steps: RequestStep[];
  tasks: RequestStepTask[];
  users: ReadonlyMap<number, UserRef>;
  roles: ReadonlyMap<number, string>;
  audits: EditAudit[];
}

const fullName = (u?: UserRef | null) => (u ? `${u.name} ${u.surname}` : null);

/**
 * The timeline of a round (GET /api/v2/requests/:id/chain-info, spec 2 §3 Chain timeline step).
 * `mayActNow`: the caller may act on the current step (their actions appear on it only).
 */
export function presentChainInfo(request: ApprovalRequest, d: RoundDetails, mayActNow: boolean): z.infer<typeof chainInfo> {
  const reg = registrationOf(request.request_name);
  const steps = d.steps.map((s): z.infer<typeof timelineStep> => {
    const own = d.tasks.filter((t) => t.step_id === s.id);
    const changes = d.audits.filter((a) => a.stepId === s.id);
    const special = reg?.timelineChanges?.(changes.flatMap((a) => a.changes)) ?? {};
    return {
      id: s.id,
      status: s.status as StepStatus,
      date: iso(s.acted_at ?? s.activated_at),
      header: s.name,
      assigneeType: s.assignee_type,
      assigneeRole: s.role_id ? (d.roles.get(s.role_id) ?? null) : null,
      assignedUser: fullName(d.users.get(s.acted_by_user_id ?? s.assigned_user_id ?? -1)),
      title: s.action,
      description: s.description,
      tasks: own.map((t) => ({ id: t.id, name: t.name, description: t.description, isCompleted: t.completed_at != null, completionDate: iso(t.completed_at) })),
      message: s.message,
      ...timelineActions(
        mayActNow,
        s.id === request.current_step_id,
        own.every((t) => t.completed_at != null),
      ),
      onlySpectator: !!s.only_spectator,
      objectChanges: changes,
      eventInformationChange: special.eventInformationChange ?? null,
      travelTimeChanges: special.travelTimeChanges ?? null,
      workTimeChanges: special.workTimeChanges ?? null,
      travelOptionChange: special.travelOptionChange ?? null,
    };
  });
  return { requestId: request.id, requestType: request.request_name, status: request.status as RequestStatus, steps, edits: d.audits };
}

/** The round's steps as v1 chain item details (GET /api/v1/requests/:id/items, spec 2 §3). */
export function presentRequestItems(d: RoundDetails): z.infer<typeof requestItem>[] {
  return d.steps.map((s) => ({
    id: s.id,
    name: s.name,
    description: s.description,
    order_number: s.order_number,
    tasks: d.tasks.filter((t) => t.step_id === s.id).map((t) => ({ id: t.id, name: t.name, description: t.description, completion_date: iso(t.completed_at) })),
    message: s.message,
    status: s.status as StepStatus,
    action: s.action,
    only_spectator: !!s.only_spectator,
    can_edit: !!s.can_edit,
    assigned_user: s.assigned_user_id ? (d.users.get(s.assigned_user_id) ?? null) : null,
    acted_by_user: s.acted_by_user_id ? (d.users.get(s.acted_by_user_id) ?? null) : null,
    assignee_type: s.assignee_type,
    role_name: s.role_id ? (d.roles.get(s.role_id) ?? null) : null,
    object_changes: d.audits.filter((a) => a.stepId === s.id),
  }));
}

/** A request type's summary in English with its Lithuanian title and lines as `lt`. */
export function presentSummary(s: RequestSummary): z.infer<typeof requestSummary> {
  const lt = summaryIn(s, 'lt');
  return { ...summaryIn(s, 'en'), lt: { title: lt.title, lines: lt.lines } };
}

/**
 * GET /api/v2/requests/:id/inspect: the caller's row, the object and its summary.
 * `canSetResolutionNote`: the caller may set the resolution note now (may act on the current step).
 */
export function presentInspect(
  request: ApprovalRequest,
  row: RequestRow,
  summary: RequestSummary | null,
  object: unknown,
  canSetResolutionNote: boolean,
): z.infer<typeof requestInspect> {
  return {
    ...row,
    requestId: request.object_id,
    chainName: request.chain_name,
    completionDate: iso(request.completion_date),
    resolutionNote: request.resolution_note,
    ownerMessage: request.owner_message,
    summary: summary && presentSummary(summary),
    object,
    canSetResolutionNote,
  };
}

/** GET /api/v2/chains/:id (and the replies of POST / PUT /chains): the request's chain instance with its object and steps. */
export function presentChainInstance(request: ApprovalRequest, item: RequestChain, object: unknown, items: z.infer<typeof requestItem>[]) {
  return { ...item, chain_id: request.chain_id, chain_name: request.chain_name, owner_message: request.owner_message, request_object: object, items };
}

/** The reply of a chain action (submit, approve, reject, return): a message code with the request's id and new status. */
export const presentActionReply = (message: string, r: { id: number; status: string }) => ({ message, id: r.id, status: r.status as RequestStatus });

/** DELETE of a not-initialized request (v1 /requests/:id/not-initialized, v2 /chains/:id). */
export const presentDeleted = () => ({ message: 'request_deleted_successfully' });

/** v1 GET users/:id/requests/upcoming/count. */
export const presentWaitingCount = (count: number) => ({ count });

/** PATCH /requests/:id/cancel: `reinit` true when an approved request was sent for approval of its cancellation. */
export const presentCancelReply = (r: { id: number; request_name: string }, reinit: boolean): z.infer<typeof cancelReply> => ({
  message: 'success_cancel_request',
  reinit,
  request_id: r.id,
  request_name: r.request_name,
});
