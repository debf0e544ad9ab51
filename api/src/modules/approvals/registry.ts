/**
 * Request-type registry and extension points of the approval engine (DESIGN.md "The approval engine").
 *
 * The engine never imports a request-type module; a module registers its type from its own
 * `register` function with one call, e.g. a book request:
 *
 * ```ts
 * registerRequestType({
 *   type: 'book_request',
 *   load: (em, id) => em.getRepository(BookOrder).findOneBy({ id }),
 *   summary: async (em, r) => ({ title: (await loadBook(em, r.object_id!)).title, lines: [] }),
 *   onApproved: (em, r) => markOrdered(em, r.object_id!),      // inside the approving transaction
 *   moduleResponsible: { permission: 'library_write' },         // who "module responsible" is
 * });
 * ```
 * and then creates its requests with `createRequest(em, out, { type, objectId, ownerId })` + `submit`
 * (approvals/engine.ts) in its own transaction, or lets the tab call PATCH
 * /api/v1/requests/object/{objectId}/init/{type}. See modules/user-info-change for a full example.
 *
 * Substitutes: the calendar module plugs in {@link registerSubstituteResolver}; until then nobody
 * substitutes anybody.
 */
import type { AuditClient } from '../../contracts/audit';
import type { EntityManager } from 'typeorm';
import type { ObjectChange } from '../../contracts/approvals';
import type { Permission } from '../../contracts/permissions';
import { AppError } from '../../http/errors';
import type { AppContext } from '../../context';
import type { DomainEvents } from '../../shared/events';
import type { ApprovalRequest } from './approvals.entities';
import type { RequestSummary } from './summary-text';

/** Domain events of one transaction, published after it commits (engine.ts `transact`). */
export class Outbox {
  private items: { name: keyof DomainEvents & string; payload: unknown }[] = [];
  push<K extends keyof DomainEvents & string>(name: K, payload: DomainEvents[K]): void {
    this.items.push({ name, payload });
  }
  flush(ctx: AppContext): void {
    for (const e of this.items) ctx.events.publish(e.name, e.payload as never);
    this.items = [];
  }
}

/** The caller of an engine operation. */
export interface Actor {
  id: number;
  permissions: ReadonlySet<Permission>;
  /** Where the action came from, for the audit log (default tab): 'teams' from card actions, 'api' for API keys. */
  client?: AuditClient;
}

export type { RequestSummary } from './summary-text';

type Hook = (em: EntityManager, request: ApprovalRequest) => Promise<void>;

export interface RequestTypeRegistration {
  /** The request_name, e.g. 'user_info_change'. */
  type: string;
  /** The object approvers see (GET /requests/:id/object); null when gone. */
  load(em: EntityManager, objectId: number): Promise<unknown>;
  /** Title and lines for lists (stored on the request at every save, so lists need no extra queries). */
  summary(em: EntityManager, request: ApprovalRequest): Promise<RequestSummary>;
  /**
   * Creates the object from a POST /api/v2/chains body; without it that call replies 400
   * request_type_not_supported. Returns the object (the engine creates its request and submits it
   * when `submit`), or `{ requestId }` when the module made the request itself with createRequest
   * (and submitted it when `submit` and ready), e.g. an event with a substitute to confirm first.
   * `out` takes domain events published after commit.
   */
  create?(
    em: EntityManager,
    input: { actor: Actor; body: Record<string, unknown>; submit: boolean; out: Outbox },
  ): Promise<{ objectId: number; ownerId?: number } | { requestId: number }>;
  /** Applies an edit of the object; returns the audit (old/new per field). Without it the type is not editable. */
  update?(em: EntityManager, request: ApprovalRequest, body: Record<string, unknown>, actor: Actor): Promise<ObjectChange[]>;
  /**
   * Checks an approval before it is recorded (throw AppError to refuse). `lastEditable`: the step may
   * edit the object and no later step of the round may, so whatever the object still lacks can no longer
   * be added after it (a business trip's asked-for flights and accommodations, spec 2 §4). Not called in
   * a cancellation round.
   */
  beforeApprove?(em: EntityManager, request: ApprovalRequest, step: { lastEditable: boolean }): Promise<void>;
  /** Checks an edit before `update` (throw AppError to refuse). */
  validateEdit?(em: EntityManager, request: ApprovalRequest, body: Record<string, unknown>, actor: Actor): Promise<void>;
  /** Checks before the chain starts, e.g. `cannot_initialize_request_with_pending_substitution`. */
  beforeSubmit?: Hook;
  /** The chain of this request when it is not the type's chain mapping (expense claim type, info change field…); null = none. */
  chainId?(em: EntityManager, request: ApprovalRequest): Promise<number | null | undefined>;
  /** Without a chain: 'refuse' (400 chain_mapping_not_configured, default) or 'approve' at once. */
  withoutChain?: 'refuse' | 'approve';
  /** The owner may edit an approved request; the edit sends it through the chain again (reapprove). */
  editAfterCompletion?: boolean;
  /** Approved requests of this type are listed for accounting (GET /requests/accounting) until completed. */
  accounting?: boolean;
  /** Owner of an object that has no request yet (for PATCH /requests/object/:id/init/:type). */
  owner?(em: EntityManager, objectId: number): Promise<number | null>;
  /** The "module responsible" assignees: a callback, or every holder of a permission. */
  moduleResponsible?: ((em: EntityManager, request: ApprovalRequest) => Promise<number[]>) | { permission: Permission };
  /** Effects, inside the transition's transaction. */
  onApproved?: Hook;
  onRejected?: Hook;
  onCanceled?: Hook;
  onReturnedToOwner?: Hook;
  /** A not-initialized request is deleted: remove the object. */
  onDeleted?: Hook;
  /**
   * The object's own refusals of its owner's cancel (spec 2 §4: an event's type decides whether it may
   * be canceled, a past one by can_delete_past_event), for many objects in one read (a page of list
   * rows, or the one request being canceled): object id → the AppError the cancel answers. Without it
   * the engine's rules alone decide.
   */
  cancelRefusals?(em: EntityManager, objects: readonly { objectId: number; ownerId: number }[], now: Date): Promise<Map<number, AppError>>;
  /**
   * The permission the owner also needs to delete a not-initialized request of this type through the
   * engine (DELETE requests/{id}/not-initialized, v2 chains/{id}), e.g. expense_claims_write (spec 2 §5).
   */
  deletePermission?: Permission;
  /** Optional grouping of edit audits into the timeline's special keys (eventInformationChange…). */
  timelineChanges?(changes: ObjectChange[]): Partial<Record<'eventInformationChange' | 'travelTimeChanges' | 'workTimeChanges' | 'travelOptionChange', unknown>>;
}

/** Handlers by the spelling-free key of their type ({@link typeKey}). */
const registry = new Map<string, RequestTypeRegistration>();

/**
 * The spelling-free key of a request type name: 'business_trip', 'BusinessTrip' and 'businessTrip'
 * are one type (spec 1 §1 names the types in snake_case, the follow-up calls of spec 2/3 §7 send
 * PascalCase). The registry looks every name up through it, so a type registered later is found by
 * either spelling without a list of aliases.
 */
const typeKey = (name: string) => name.replace(/_/g, '').toLowerCase();

/** Registers (or replaces) the handler of a request type. */
export function registerRequestType(reg: RequestTypeRegistration): void {
  registry.set(typeKey(reg.type), reg);
}

/** The handler of a type given in either spelling ('business_trip' or 'BusinessTrip'), or undefined. */
export const registrationOf = (type: string) => registry.get(typeKey(type));

/** The registered (stored, snake_case) name of a type given in either spelling; the name itself when not registered. */
export const requestTypeName = (type: string) => registrationOf(type)?.type ?? type;

/** The handler of a type given in either spelling. @throws 400 request_type_not_supported */
export function requireRegistration(type: string): RequestTypeRegistration {
  const reg = registrationOf(type);
  if (!reg) throw new AppError('request_type_not_supported', 400, { request_type: type });
  return reg;
}

/** Types registered with `accounting: true`. */
export const accountingTypes = () => [...registry.values()].filter((r) => r.accounting).map((r) => r.type);

/** Users substituting `userId` at `atUtc` (forward) or users `userId` substitutes (reverse). */
export type SubstituteResolver = (em: EntityManager, userId: number, atUtc: Date) => Promise<number[]>;

let substitutesOf: SubstituteResolver = async () => [];
let substitutedBy: SubstituteResolver = async () => [];

/**
 * Plugs in substitutions (the calendar module): `fn` gives the users currently substituting
 * `userId`; they may act for that user on any step. `reverse` (optional) gives whom a user currently
 * substitutes, so the request lists can show those requests too; without it lists show only direct
 * assignments (the action itself is still allowed through `fn`).
 */
export function registerSubstituteResolver(fn: SubstituteResolver, reverse?: SubstituteResolver): void {
  substitutesOf = fn;
  substitutedBy = reverse ?? (async () => []);
}

/** Users substituting `userId` at `at` (the registered resolver; none by default). */
export const substitutes = (em: EntityManager, userId: number, at: Date) => substitutesOf(em, userId, at);
/** Users whom `userId` substitutes at `at` (the registered reverse resolver; none by default). */
export const substitutedUsers = (em: EntityManager, userId: number, at: Date) => substitutedBy(em, userId, at);

declare module '../../shared/events' {
  interface DomainEvents {
    'request.submitted': { requestId: number; type: string; ownerId: number; actorId: number; reapprove: boolean; pendingCancel: boolean };
    /** A step was reached: its assignees (spectator steps: the notified users). */
    'step.assigned': {
      requestId: number; stepId: number; type: string; ownerId: number; stepName: string; assigneeIds: number[];
      spectator: boolean; notificationMessage: string | null; returnedMessage: string | null;
    };
    'request.approved': { requestId: number; type: string; ownerId: number; actorId: number | null };
    /** `cancellation`: the rejected round asked to cancel an approved request (it stays approved). */
    'request.rejected': { requestId: number; type: string; ownerId: number; actorId: number; message: string | null; cancellation: boolean };
    'request.returned': { requestId: number; type: string; ownerId: number; actorId: number; toOwner: boolean; message: string | null; stepId: number | null };
    'request.canceled': { requestId: number; type: string; ownerId: number; actorId: number | null };
  }
}
