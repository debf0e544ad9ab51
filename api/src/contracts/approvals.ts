/**
 * Requests and their approval chains (spec 2 §3 Request / chain item, §4 Request status and Chain
 * actions, §7 Requests and Chains v2, older v1 request calls, §9 list rules). Limits written once here.
 */
import { z } from 'zod';
import { optionalText } from './common';
import { pagingQuery } from '../http/paging';

/** Request types of spec 1 §1 / spec 2 §3 (the `request_name` of a request and of a chain mapping). */
export const REQUEST_TYPES = [
  'business_trip', 'event', 'user_info_change', 'expense_claim', 'conference_participation', 'book_request',
  'certificate', 'question_suggestion', 'training', 'overtime', 'oncall',
] as const;
export type RequestType = (typeof REQUEST_TYPES)[number];

const pascal = (t: string) => t.split('_').map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join('');
/**
 * Every request type in both spellings callers use: the snake_case names of spec 1 §1 and the
 * PascalCase names the follow-up calls of spec 2/3 §7 send ('business_trip' | 'BusinessTrip'). The
 * approval engine's registry reads either as the same type.
 */
export const REQUEST_TYPE_NAMES = [...REQUEST_TYPES, ...REQUEST_TYPES.map(pascal)] as [string, ...string[]];

/** Request status (spec 2 §4). */
export const REQUEST_STATUSES = ['not_initialized', 'in_progress', 'approved', 'rejected', 'canceled', 'completed'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/**
 * Status of one step of a request's chain: `not_initialized` (not reached yet), `in_progress` (waiting
 * for its assignee), the action taken (`approve`, `reject`, `send_back_request`,
 * `send_back_request_to_owner`), `notification_sent` (spectator item passed), `skipped`
 * (skip_if_assigned_owner) or `canceled` (the request was canceled before the step was done).
 */
export const STEP_STATUSES = [
  'not_initialized', 'in_progress', 'approve', 'reject', 'send_back_request', 'send_back_request_to_owner',
  'notification_sent', 'skipped', 'canceled',
] as const;
export type StepStatus = (typeof STEP_STATUSES)[number];

/** What a step's assignee can do (spec 2 §4 Chain actions). */
export const STEP_ACTIONS = ['approve', 'reject', 'send_back_request', 'send_back_request_to_owner'] as const;
export type StepAction = (typeof STEP_ACTIONS)[number];

export const APPROVAL_LIMITS = {
  /** Return / approve / reject message. */
  message: 255,
  /** Resolution note (spec 2 §4, §9). */
  resolutionNote: 255,
  /** The my-requests list keeps approved/completed requests this many days (spec 2 §9). */
  recentDays: 14,
} as const;

/** `true` / `false` in a query string (also 1/0). */
export const queryBool = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((v) => v === true || v === 'true' || v === '1');

/** Sort options of the request tables (spec 2 §9): field_direction; owner only for participated/unapproved. */
export const REQUEST_ORDERS = [
  'requestDate_desc', 'requestDate_asc', 'lastAction_desc', 'lastAction_asc', 'requestType_desc', 'requestType_asc',
  'status_desc', 'status_asc', 'owner_desc', 'owner_asc',
] as const;
export type RequestOrder = (typeof REQUEST_ORDERS)[number];

/** GET /api/v2/requests, /participated, /unapproved. */
export const requestListQuery = pagingQuery.extend({
  includeFinished: queryBool.default(false),
  order: z.enum(REQUEST_ORDERS).default('requestDate_desc'),
});
export type RequestListQuery = z.infer<typeof requestListQuery>;

/** New-style list row (spec 2 §3), action flags computed for the caller. Instants are ISO UTC. */
/**
 * Business trip rows only (spec 2 §3 Business trip: "Request list also shows trip_purpose,
 * project_name, request_date, businesstrip_user"): the trip's purpose, project name, request date
 * (YYYY-MM-DD) and the traveller's full name. Absent on other request types.
 */
const tripListColumns = {
  trip_purpose: z.string().nullable().optional(),
  project_name: z.string().nullable().optional(),
  request_date: z.string().nullable().optional(),
  businesstrip_user: z.string().nullable().optional(),
};

export const requestRow = z.object({
  id: z.number().int(),
  requestDate: z.string(),
  lastAction: z.string().nullable(),
  requestType: z.string(),
  eventName: z.string().nullable(),
  status: z.enum(REQUEST_STATUSES),
  currentlyAt: z.string().nullable(),
  assignedUser: z.string().nullable(),
  assignedUserRole: z.string().nullable(),
  assignedUserRoleName: z.string().nullable(),
  description: z.string().nullable(),
  /**
   * eventName and description in Lithuanian (labels and values: amounts, dates, country names, codes);
   * null on requests not saved since they were added (then the English ones with the labels translated).
   */
  eventNameLt: z.string().nullable().optional(),
  descriptionLt: z.string().nullable().optional(),
  owner: z.string(),
  ...tripListColumns,
  canSubmit: z.boolean(),
  canInspect: z.boolean(),
  canEdit: z.boolean(),
  canCancel: z.boolean(),
  canDelete: z.boolean(),
  canApprove: z.boolean(),
});
export type RequestRow = z.infer<typeof requestRow>;

export const userRef = z.object({ id: z.number().int(), name: z.string(), surname: z.string() });

/** One field change of an edit audit; values are JSON-able. */
export const objectChange = z.object({ field: z.string(), old: z.unknown(), new: z.unknown() });
export type ObjectChange = z.infer<typeof objectChange>;

export const editAudit = z.object({
  at: z.string(),
  by: userRef.nullable(),
  stepId: z.number().int().nullable(),
  changes: z.array(objectChange),
});

const summaryLines = z.array(z.object({ label: z.string(), value: z.string() }));

/** Summary a request type gives for lists, PDFs and chat cards: in English, and in Lithuanian as `lt`. */
export const requestSummary = z.object({
  title: z.string(),
  lines: summaryLines,
  dates: z.object({ start: z.string(), end: z.string().nullable() }).optional(),
  amountCents: z.number().int().optional(),
  /** The title and lines in Lithuanian (labels too). */
  lt: z.object({ title: z.string(), lines: summaryLines }),
});

/** GET /api/v2/requests/:id/inspect: the caller's row plus the object and its summary. */
export const requestInspect = requestRow.extend({
  requestId: z.number().int().nullable(),
  chainName: z.string().nullable(),
  completionDate: z.string().nullable(),
  resolutionNote: z.string().nullable(),
  ownerMessage: z.string().nullable(),
  summary: requestSummary.nullable(),
  object: z.unknown(),
  /** The caller may set the resolution note now: the request is in progress and the caller may act on its current step (spec 2 §4). */
  canSetResolutionNote: z.boolean(),
});

/** Chain timeline step (spec 2 §3), GET /api/v2/requests/:id/chain-info. */
export const timelineStep = z.object({
  id: z.number().int(),
  status: z.enum(STEP_STATUSES),
  date: z.string().nullable(),
  header: z.string(),
  assigneeType: z.string(),
  assigneeRole: z.string().nullable(),
  assignedUser: z.string().nullable(),
  title: z.string().nullable(),
  description: z.string().nullable(),
  tasks: z.array(z.object({ id: z.number().int(), name: z.string(), description: z.string().nullable(), isCompleted: z.boolean(), completionDate: z.string().nullable() })),
  message: z.string().nullable(),
  actions: z.object({ canComplete: z.boolean(), canReturn: z.boolean() }),
  canCompleteTasks: z.boolean(),
  onlySpectator: z.boolean(),
  objectChanges: z.array(editAudit),
  eventInformationChange: z.unknown().nullable(),
  travelTimeChanges: z.unknown().nullable(),
  workTimeChanges: z.unknown().nullable(),
  travelOptionChange: z.unknown().nullable(),
});
export const chainInfo = z.object({
  requestId: z.number().int(),
  requestType: z.string(),
  status: z.enum(REQUEST_STATUSES),
  steps: z.array(timelineStep),
  edits: z.array(editAudit),
});

/** v1 chain item detail (spec 2 §3), GET /api/v1/requests/:id/items. */
export const requestItem = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  order_number: z.number().int(),
  tasks: z.array(z.object({ id: z.number().int(), name: z.string(), description: z.string().nullable(), completion_date: z.string().nullable() })),
  message: z.string().nullable(),
  status: z.enum(STEP_STATUSES),
  action: z.string().nullable(),
  only_spectator: z.boolean(),
  can_edit: z.boolean(),
  assigned_user: userRef.nullable(),
  acted_by_user: userRef.nullable(),
  assignee_type: z.string(),
  role_name: z.string().nullable(),
  object_changes: z.array(editAudit),
});

/**
 * Request / chain item (spec 2 §3) of v1 lists and of GET /api/v2/chains/:id. `id` is the request
 * (user chain) id, `request_id` the id of the request's object (event, trip...).
 */
export const requestChain = z.object({
  id: z.number().int(),
  request_id: z.number().int().nullable(),
  request_name: z.string(),
  status: z.enum(REQUEST_STATUSES),
  issued_date: z.string(),
  completion_date: z.string().nullable(),
  request_user: userRef,
  currently_assigned_user: userRef.nullable(),
  role_name: z.string().nullable(),
  active_assignee_type: z.string().nullable(),
  active_user_chain_item_id: z.number().int().nullable(),
  substituted_user_id: z.number().int().nullable(),
  last_chain_action: z.string().nullable(),
  can_edit: z.boolean(),
  can_edit_after_completion: z.boolean(),
  has_active_tasks: z.boolean(),
  title: z.string().nullable(),
  /** The title in Lithuanian (null on requests not saved since it was kept). */
  title_lt: z.string().nullable().optional(),
  resolution_note: z.string().nullable(),
  ...tripListColumns,
  request_object: z.unknown().optional(),
});
export type RequestChain = z.infer<typeof requestChain>;

/** GET /api/v2/chains/:id (and the replies of POST / PUT /chains): the request's chain instance with its steps. */
export const chainInstance = requestChain.extend({
  chain_id: z.number().int().nullable(),
  chain_name: z.string().nullable(),
  owner_message: z.string().nullable(),
  items: z.array(requestItem),
});

/** Reply of a chain action (submit, approve, reject, return): a message code, the request id and its new status. */
export const actionReply = z.object({ message: z.string(), id: z.number().int(), status: z.enum(REQUEST_STATUSES) });

/** Body of approve / reject / return (all optional). */
export const actionBody = z.object({
  message: optionalText(APPROVAL_LIMITS.message),
  resolutionNote: optionalText(APPROVAL_LIMITS.resolutionNote).optional(),
});

/** v1 PATCH /requests/items/:id?status=… (`send_back` = return to the previous step). */
export const V1_ITEM_STATUSES = ['approve', 'reject', 'send_back', 'send_back_to_owner', 'send_back_request', 'send_back_request_to_owner'] as const;

/** POST /api/v2/chains body: the request type and the object's own fields (validated by its module). */
export const newRequestBody = z.looseObject({ requestType: z.enum(REQUEST_TYPE_NAMES) });

export const resolutionNoteBody = z.object({ resolutionNote: optionalText(APPROVAL_LIMITS.resolutionNote) });

/** PATCH /requests/:id/cancel reply: `reinit` true when an approved request was sent back for approval of its cancellation. */
export const cancelReply = z.object({ message: z.string(), reinit: z.boolean(), request_id: z.number().int(), request_name: z.string() });
