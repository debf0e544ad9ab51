/** Unit tests of the approval engine's relation rules (approvals.policy.ts) over plain facts: each rule allowed and refused. */
import type { Permission } from '../../contracts/permissions';
import { AppError } from '../../http/errors';
import {
  actingFor,
  assertCanEdit,
  assertCanReadRequest,
  assertCanReadWaitingOf,
  assertOwner,
  canCancelRequest,
  canDeleteRequest,
  canEditRequest,
  canReadRequest,
  canReadWaitingOf,
  canSubmitRequest,
  mayActOnRow,
  NO_LINKS,
  requestAbilities,
  requestFacts,
  stepIsOpen,
  timelineActions,
  type RequestFacts,
  type RowStepFacts,
} from './approvals.policy';

const OWNER = 1;
const FILER = 2;
const OTHER = 3;
const who = (id: number, ...permissions: Permission[]) => ({ id, permissions: new Set(permissions) });
const req = (over: Partial<RequestFacts> = {}): RequestFacts => ({
  ownerId: OWNER,
  filedById: null,
  status: 'in_progress',
  pendingCancel: false,
  lastChainAction: 'submit',
  ...over,
});
const editable = { updatable: true, editAfterCompletion: false };
const afterCompletion = { updatable: true, editAfterCompletion: true };
const code = (fn: () => unknown) => {
  try {
    fn();
    return 'ok';
  } catch (err) {
    return err instanceof AppError ? `${err.status} ${err.code}` : String(err);
  }
};

describe('read a request', () => {
  it.each([
    ['the owner', who(OWNER), req(), NO_LINKS, true],
    ['whoever filed it for the owner', who(FILER), req({ filedById: FILER }), NO_LINKS, true],
    ['a reader of all requests', who(OTHER, 'all_users_unapproved_requests_read'), req(), NO_LINKS, true],
    ['an assignee of a reached step', who(OTHER), req(), { ...NO_LINKS, assignee: true }, true],
    ['who acted on a step', who(OTHER), req(), { ...NO_LINKS, acted: true }, true],
    ['who may act now (substitute)', who(OTHER), req(), { ...NO_LINKS, mayAct: true }, true],
    ['an assignee of a can_view item', who(OTHER), req(), { ...NO_LINKS, viewer: true }, true],
    ['anyone else', who(OTHER, 'users_read'), req(), NO_LINKS, false],
    ['anyone else while the filer is unknown', who(OTHER), req({ filedById: null }), NO_LINKS, false],
  ])('%s: %s', (_name, caller, r, links, allowed) => {
    expect(canReadRequest(caller, r, links)).toBe(allowed);
    expect(code(() => assertCanReadRequest(caller, r, links))).toBe(allowed ? 'ok' : '403 missing_permissions');
  });
});

describe('act on a step', () => {
  const subs = new Map([[10, [OTHER]]]);
  it.each([
    ['an assignee acts for themself', who(10), [10, 11], undefined, { substitutedUserId: null }],
    ['a substitute acts for the assignee', who(OTHER), [10, 11], subs, { substitutedUserId: 10 }],
    ['a substitute not looked up yet', who(OTHER), [10, 11], undefined, null],
    ['anyone else', who(OWNER), [10, 11], subs, null],
    ['nobody on a step without assignees', who(10), [], subs, null],
  ])('%s', (_name, caller, assignees, map, expected) => {
    expect(actingFor(caller, assignees, map)).toEqual(expected);
  });

  it.each([
    ['in_progress', 'in_progress', true],
    ['approve', 'in_progress', false],
    ['in_progress', 'canceled', false],
  ])('step %s of a request %s is open: %s', (step, status, open) => {
    expect(stepIsOpen({ status: step }, req({ status }))).toBe(open);
  });
  it('no step is never open', () => expect(stepIsOpen(null, req())).toBe(false));

  const step = (over: Partial<RowStepFacts> = {}) => ({
    assignedToCaller: false,
    assignedToSubstituted: false,
    roleHeld: false,
    canEdit: false,
    openTasks: false,
    ...over,
  });
  it.each([
    ['assigned to the caller', who(OTHER), req(), step({ assignedToCaller: true }), true],
    ['assigned to someone the caller substitutes', who(OTHER), req(), step({ assignedToSubstituted: true }), true],
    ["a role step of the caller's role", who(OTHER), req(), step({ roleHeld: true }), true],
    ["a role step of the owner's role (the owner steps aside)", who(OWNER), req(), step({ roleHeld: true }), false],
    ['not related', who(OTHER), req(), step(), false],
    ['a finished request', who(OTHER), req({ status: 'approved' }), step({ assignedToCaller: true }), false],
    ['no current step', who(OTHER), req(), null, false],
  ])('row: %s', (_name, caller, r, s, allowed) => {
    expect(mayActOnRow(caller, r, s)).toBe(allowed);
  });
});

describe('edit a request', () => {
  const atStep = (mayAct: boolean, canEdit: boolean) => ({ id: 7, mayAct, canEdit });
  it.each([
    ["the owner's draft", who(OWNER), req({ status: 'not_initialized' }), editable, null, 'draft'],
    ['the owner after completion when the type allows it', who(OWNER), req({ status: 'approved' }), afterCompletion, null, 'reapprove'],
    ['the owner of a completed request', who(OWNER), req({ status: 'completed' }), afterCompletion, null, 'reapprove'],
    ['an approver at a can_edit step', who(OTHER), req(), editable, atStep(true, true), 'step'],
    ['the owner assigned to a can_edit step', who(OWNER), req(), editable, atStep(true, true), 'step'],
  ])('allowed: %s', (_name, caller, r, type, s, kind) => {
    expect(assertCanEdit(caller, r, type, s)).toBe(kind);
    expect(canEditRequest(caller, r, type, s)).toBe(true);
  });

  it.each([
    ['the owner after completion when the type does not allow it', who(OWNER), req({ status: 'approved' }), editable, null, '409 request_not_editable'],
    [
      'the owner while a cancellation is pending',
      who(OWNER),
      req({ status: 'approved', pendingCancel: true }),
      afterCompletion,
      null,
      '409 request_not_editable',
    ],
    ['the owner while in progress (not assigned)', who(OWNER), req(), editable, atStep(false, true), '409 request_not_editable'],
    ["another user's draft", who(OTHER), req({ status: 'not_initialized' }), editable, null, '403 chain_not_assigned_to_you'],
    ['someone not assigned to the step', who(OTHER), req(), editable, atStep(false, true), '403 chain_not_assigned_to_you'],
    ['an approver at a step without can_edit', who(OTHER), req(), editable, atStep(true, false), '409 request_not_editable'],
    ['anyone on a rejected request', who(OTHER), req({ status: 'rejected' }), editable, null, '403 chain_not_assigned_to_you'],
  ])('refused: %s', (_name, caller, r, type, s, refusal) => {
    expect(code(() => assertCanEdit(caller, r, type, s))).toBe(refusal);
    expect(canEditRequest(caller, r, type, s)).toBe(false);
  });

  it('a type without update is never editable on a row', () => {
    expect(canEditRequest(who(OWNER), req({ status: 'not_initialized' }), { updatable: false, editAfterCompletion: true }, null)).toBe(false);
  });
});

describe('submit, cancel, delete: the owner only', () => {
  it.each([
    ['not_initialized', true, false, true],
    ['in_progress', false, true, false],
    ['approved', false, true, false],
    ['completed', false, true, false],
    ['rejected', false, false, false],
    ['canceled', false, false, false],
  ])('the owner of a %s request: submit %s, cancel %s, delete %s', (status, submit, cancel, del) => {
    const r = req({ status });
    expect([canSubmitRequest(who(OWNER), r), canCancelRequest(who(OWNER), r), canDeleteRequest(who(OWNER), r)]).toEqual([submit, cancel, del]);
    expect([canSubmitRequest(who(OTHER, 'all_users_unapproved_requests_read'), r), canCancelRequest(who(OTHER), r), canDeleteRequest(who(OTHER), r)]).toEqual([
      false,
      false,
      false,
    ]);
  });

  it.each([
    ['a cancellation is pending', req({ status: 'approved', pendingCancel: true })],
    ['the last chain action was a cancel', req({ status: 'approved', lastChainAction: 'cancel' })],
  ])('no cancel when %s', (_name, r) => expect(canCancelRequest(who(OWNER), r)).toBe(false));

  it('assertOwner refuses anyone but the owner with 403 missing_permissions', () => {
    expect(code(() => assertOwner(who(OWNER), { ownerId: OWNER }))).toBe('ok');
    expect(code(() => assertOwner(who(OTHER, 'all_users_unapproved_requests_read'), { ownerId: OWNER }))).toBe('403 missing_permissions');
  });
});

describe("another user's waiting requests", () => {
  it.each([
    ['oneself', who(OTHER), OTHER, true],
    ['a reader of all requests', who(OTHER, 'all_users_unapproved_requests_read'), OWNER, true],
    ['anyone else', who(OTHER, 'users_read'), OWNER, false],
  ])('%s', (_name, caller, userId, allowed) => {
    expect(canReadWaitingOf(caller, userId)).toBe(allowed);
    expect(code(() => assertCanReadWaitingOf(caller, userId))).toBe(allowed ? 'ok' : '403 missing_permissions');
  });
});

describe('row abilities', () => {
  const step: RowStepFacts = { assignedToCaller: true, assignedToSubstituted: false, roleHeld: false, canEdit: true, openTasks: false };
  it('an assignee of a can_edit step may approve and edit, not submit, cancel or delete', () => {
    expect(requestAbilities(who(OTHER), req(), editable, step)).toEqual({
      canSubmit: false,
      canInspect: true,
      canEdit: true,
      canCancel: false,
      canDelete: false,
      canApprove: true,
    });
  });
  it('open tasks keep approve off', () => {
    expect(requestAbilities(who(OTHER), req(), editable, { ...step, openTasks: true }).canApprove).toBe(false);
  });
  it("the owner's draft: submit, edit, delete", () => {
    expect(requestAbilities(who(OWNER), req({ status: 'not_initialized' }), editable, null)).toEqual({
      canSubmit: true,
      canInspect: true,
      canEdit: true,
      canCancel: false,
      canDelete: true,
      canApprove: false,
    });
  });
  it('a reader of all requests only inspects', () => {
    expect(requestAbilities(who(OTHER, 'all_users_unapproved_requests_read'), req(), editable, { ...step, assignedToCaller: false })).toEqual({
      canSubmit: false,
      canInspect: true,
      canEdit: false,
      canCancel: false,
      canDelete: false,
      canApprove: false,
    });
  });
});

describe('timeline actions', () => {
  it.each([
    [true, true, true, { actions: { canComplete: true, canReturn: true }, canCompleteTasks: true }],
    [true, true, false, { actions: { canComplete: false, canReturn: true }, canCompleteTasks: true }],
    [true, false, true, { actions: { canComplete: false, canReturn: false }, canCompleteTasks: false }],
    [false, true, true, { actions: { canComplete: false, canReturn: false }, canCompleteTasks: false }],
  ])('may act %s, current %s, tasks done %s', (mayAct, current, done, expected) => {
    expect(timelineActions(mayAct, current, done)).toEqual(expected);
  });
});

it('requestFacts reads a stored request', () => {
  expect(requestFacts({ user_id: 4, created_by_user_id: 5, status: 'approved', pending_cancel: true, last_chain_action: 'cancel' })).toEqual({
    ownerId: 4,
    filedById: 5,
    status: 'approved',
    pendingCancel: true,
    lastChainAction: 'cancel',
  });
});
