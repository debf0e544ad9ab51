/**
 * Every chain action and refusal of spec 2 §4 / §8, table-driven over real HTTP: each row builds its
 * chain through the admin API, creates a fresh request of the test type, plays the calls in order
 * (who, what, expected status and error code) and checks the request and its steps afterwards.
 */
import { ApprovalRequest, RequestStep } from './approvals.entities';
import { approvedBy } from './engine';
import { registerSubstituteResolver } from './registry';
import { startTestApp, TestApp } from '../../test/harness';
import { buildChain, buildRequest, buildRole, buildUser, type Person } from '../../test/factories';
import { historyOf, mapTestType, registerTestType, requestRow } from '../../test/request-type';

let t: TestApp;
let admin: Awaited<ReturnType<TestApp['signIn']>>;
const who: Record<string, Person> = {};
let roleR1: number;
let roleOwnerOnly: number;
let roleEmpty: number;

beforeAll(async () => {
  t = await startTestApp();
  registerTestType();
  admin = await t.signIn('admin@demo.lt');
  const employee = await buildRole(t);
  roleR1 = await buildRole(t);
  roleOwnerOnly = await buildRole(t);
  roleEmpty = await buildRole(t);
  const acc = await buildRole(t, { permissions: ['accounting_notifications'] });
  who.manager = await buildUser(t, { roleId: employee });
  who.owner = await buildUser(t, { roleId: employee, managerId: who.manager.id, tempRoleId: roleOwnerOnly });
  who.a1 = await buildUser(t, { roleId: roleR1 });
  who.a2 = await buildUser(t, { roleId: employee, tempRoleId: roleR1 });
  who.x = await buildUser(t, { roleId: employee });
  who.acc = await buildUser(t, { roleId: acc });
  who.nomgr = await buildUser(t, { roleId: employee });
  who.sub = await buildUser(t, { roleId: employee });
});
afterAll(() => t.close());

type Call = [actor: string, action: string, status: number, code?: string, body?: Record<string, unknown>];
interface Case {
  name: string;
  chain: (() => Record<string, unknown>[]) | null;
  tasks?: Record<number, string[]>;
  owner?: string;
  calls: Call[];
  status?: string;
  steps?: string[];
  round?: number;
  lastAction?: string;
  ownerMessage?: string;
  history?: string[];
  gone?: boolean;
}

const MR = () => [{ assignee_type: 'direct_manager' }, { assignee_type: 'role', role_id: roleR1 }];
const APPROVED: Call[] = [['owner', 'submit', 200], ['manager', 'approve', 200], ['a1', 'approve', 200]];

const CASES: Case[] = [
  { name: 'submit without a chain mapping is refused', chain: null, calls: [['owner', 'submit', 400, 'chain_mapping_not_configured']], status: 'not_initialized' },
  { name: 'submit into a chain without items is refused', chain: () => [], calls: [['owner', 'submit', 400, 'chain_has_no_items']], status: 'not_initialized' },
  { name: 'only the owner submits', chain: MR, calls: [['x', 'submit', 403, 'missing_permissions']], status: 'not_initialized' },
  {
    name: 'approve through every step', chain: MR, calls: APPROVED, status: 'approved', steps: ['approve', 'approve'], lastAction: 'approve',
    history: ['created', 'submit', 'assigned', 'approve', 'assigned', 'approve', 'approved'],
  },
  {
    name: 'a user not assigned to the step cannot act', chain: MR,
    calls: [['owner', 'submit', 200], ['x', 'approve', 403, 'chain_not_assigned_to_you'], ['a1', 'reject', 403, 'chain_not_assigned_to_you'], ['owner', 'approve', 403, 'chain_not_assigned_to_you']],
    status: 'in_progress', steps: ['in_progress', 'not_initialized'],
  },
  {
    name: 'reject ends the request', chain: MR, calls: [['owner', 'submit', 200], ['manager', 'reject', 200, undefined, { message: 'no budget' }], ['a1', 'approve', 409, 'request_step_not_active']],
    status: 'rejected', steps: ['reject', 'canceled'], lastAction: 'reject',
  },
  {
    name: 'approve waits until the tasks are completed', chain: MR, tasks: { 0: ['Check documents', 'Sign'] },
    calls: [['owner', 'submit', 200], ['manager', 'approve', 400, 'uncompleted_chain_item_tasks'], ['x', 'task', 403, 'chain_not_assigned_to_you'], ['manager', 'task', 200], ['manager', 'approve', 200]],
    status: 'in_progress', steps: ['approve', 'in_progress'],
  },
  {
    name: 'return sends the request back to the previous approver, then on again', chain: MR,
    calls: [['owner', 'submit', 200], ['manager', 'approve', 200], ['a2', 'return', 200, undefined, { message: 'check the amount' }], ['a1', 'approve', 403, 'chain_not_assigned_to_you'], ['manager', 'approve', 200], ['a2', 'approve', 200]],
    status: 'approved', steps: ['approve', 'approve'],
    history: ['created', 'submit', 'assigned', 'approve', 'assigned', 'send_back_request', 'assigned', 'approve', 'assigned', 'approve', 'approved'],
  },
  {
    name: 'return from the first step goes back to the owner', chain: MR, calls: [['owner', 'submit', 200], ['manager', 'return', 200, undefined, { message: 'add dates' }]],
    status: 'not_initialized', steps: ['send_back_request_to_owner', 'canceled'], ownerMessage: 'add dates', lastAction: 'send_back_request_to_owner',
  },
  {
    name: 'return to owner, the owner resubmits and a new round starts at the first item', chain: MR,
    calls: [['owner', 'submit', 200], ['manager', 'approve', 200], ['a1', 'return-to-owner', 200, undefined, { message: 'need receipt' }], ['manager', 'approve', 409, 'request_step_not_active'], ['owner', 'submit', 200]],
    status: 'in_progress', steps: ['in_progress', 'not_initialized'], round: 2,
  },
  {
    name: 'the owner cancels a request in progress', chain: MR,
    calls: [['owner', 'submit', 200], ['manager', 'cancel', 403, 'missing_permissions'], ['owner', 'cancel', 200], ['owner', 'cancel', 400, 'failed_to_cancel_request'], ['manager', 'approve', 409, 'request_step_not_active']],
    status: 'canceled', steps: ['canceled', 'canceled'], lastAction: 'cancel',
  },
  {
    name: 'cancelling an approved request goes through the chain (reinit) and then cancels', chain: MR,
    calls: [...APPROVED, ['owner', 'cancel', 200, 'reinit'], ['owner', 'cancel', 400, 'failed_to_cancel_request'], ['owner', 'submit', 409, 'reinit_user_chain_items_is_not_allowed'], ['manager', 'approve', 200], ['a1', 'approve', 200]],
    status: 'canceled', round: 2, lastAction: 'cancel',
  },
  {
    name: 'a refused cancellation leaves the request approved', chain: MR, calls: [...APPROVED, ['owner', 'cancel', 200, 'reinit'], ['manager', 'reject', 200]],
    status: 'approved', round: 2, steps: ['reject', 'canceled'],
  },
  { name: 'the owner deletes a not-initialized request', chain: MR, calls: [['x', 'delete', 403, 'missing_permissions'], ['owner', 'delete', 200]], gone: true },
  { name: 'a submitted request cannot be deleted', chain: MR, calls: [['owner', 'submit', 200], ['owner', 'delete', 409, 'request_cannot_be_deleted']], status: 'in_progress' },
  { name: 'a rejected request cannot be resubmitted', chain: MR, calls: [['owner', 'submit', 200], ['manager', 'reject', 200], ['owner', 'submit', 409, 'request_cannot_be_submitted']], status: 'rejected' },
  { name: 'the owner asks re-approval of an approved request', chain: MR, calls: [...APPROVED, ['owner', 'submit', 200]], status: 'in_progress', round: 2, lastAction: 'reapprove', steps: ['in_progress', 'not_initialized'] },
  {
    name: 'spectator items are notified and passed without blocking', chain: () => [{ assignee_type: 'direct_manager', only_spectator: true }, { assignee_type: 'role', role_id: roleR1 }],
    calls: [['owner', 'submit', 200], ['manager', 'approve', 403, 'chain_not_assigned_to_you']], status: 'in_progress', steps: ['notification_sent', 'in_progress'],
  },
  {
    name: "skip_if_assigned_owner skips a step whose assignee is the owner", chain: () => [{ assignee_type: 'role', role_id: roleOwnerOnly, skip_if_assigned_owner: true }, { assignee_type: 'request_owner', skip_if_assigned_owner: true }, { assignee_type: 'direct_manager' }],
    calls: [['owner', 'submit', 200]], status: 'in_progress', steps: ['skipped', 'skipped', 'in_progress'],
  },
  {
    name: 'without skip_if_assigned_owner the owner, as the only holder, acts', chain: () => [{ assignee_type: 'role', role_id: roleOwnerOnly }],
    calls: [['owner', 'submit', 200], ['owner', 'approve', 200]], status: 'approved',
  },
  {
    name: 'a role holder who owns the request steps aside for the other holders', chain: () => [{ assignee_type: 'role', role_id: roleR1 }], owner: 'a1',
    calls: [['a1', 'submit', 200], ['a1', 'approve', 403, 'chain_not_assigned_to_you'], ['a2', 'approve', 200]], status: 'approved',
  },
  { name: 'direct manager missing', chain: MR, owner: 'nomgr', calls: [['nomgr', 'submit', 400, 'direct_manager_not_found']], status: 'not_initialized' },
  { name: 'role nobody holds', chain: () => [{ assignee_type: 'role', role_id: roleEmpty }], calls: [['owner', 'submit', 400, 'role_has_no_assignees']], status: 'not_initialized' },
  {
    name: "module responsible = the type's permission holders", chain: () => [{ assignee_type: 'module_responsible' }],
    calls: [['owner', 'submit', 200], ['a1', 'approve', 403, 'chain_not_assigned_to_you'], ['acc', 'approve', 200]], status: 'approved',
  },
  { name: 'request owner item', chain: () => [{ assignee_type: 'request_owner' }], calls: [['owner', 'submit', 200], ['manager', 'approve', 403, 'chain_not_assigned_to_you'], ['owner', 'approve', 200]], status: 'approved' },
  {
    name: 'v1: a step is acted on once', chain: MR, calls: [['owner', 'submit', 200], ['manager', 'v1:approve:0', 200], ['manager', 'v1:approve:0', 409, 'request_step_already_processed'], ['manager', 'v1:reject:0', 409, 'request_step_already_processed']],
    status: 'in_progress', steps: ['approve', 'in_progress'],
  },
  { name: 'v1: a later step cannot be acted on early', chain: MR, calls: [['owner', 'submit', 200], ['a1', 'v1:approve:1', 409, 'request_step_not_active']], status: 'in_progress', steps: ['in_progress', 'not_initialized'] },
  {
    name: 'v1: send back to owner and send back', chain: MR,
    calls: [['owner', 'submit', 200], ['manager', 'v1:approve:0', 200], ['a1', 'v1:send_back:1', 200], ['manager', 'v1:send_back_to_owner:0', 200, undefined, { message: 'wrong project' }]],
    status: 'not_initialized', ownerMessage: 'wrong project',
  },
];

async function stepIds(requestId: number): Promise<number[]> {
  const r = await who.owner.agent.get(`/api/v1/requests/${requestId}/items`);
  return (r.body as { id: number }[]).map((s) => s.id);
}

async function perform(requestId: number, [actor, action, , , body]: Call, owner: string) {
  const p = who[actor === 'owner' ? owner : actor].agent;
  if (action === 'submit') return p.patch(`/api/v2/chains/${requestId}/submit`);
  if (action === 'cancel') return p.patch(`/api/v1/requests/${requestId}/cancel`);
  if (action === 'delete') return p.delete(`/api/v1/requests/${requestId}/not-initialized`);
  if (action === 'task') {
    const items = (await admin.get(`/api/v1/requests/${requestId}/items`)).body as { id: number; status: string; tasks: { id: number }[] }[];
    const current = items.find((s) => s.status === 'in_progress')!;
    let last;
    for (const task of current.tasks) last = await p.patch(`/api/v1/requests/items/${current.id}/tasks/${task.id}?checked=true`);
    return last!;
  }
  if (action.startsWith('v1:')) {
    const [, status, index] = action.split(':');
    return p.patch(`/api/v1/requests/items/${(await stepIds(requestId))[Number(index)]}?status=${status}`).send(body ?? {});
  }
  return p.patch(`/api/v2/chains/${requestId}/${action}`).send(body ?? {});
}

describe.each(CASES)('$name', (c) => {
  it('plays out as the spec says', async () => {
    const owner = c.owner ?? 'owner';
    if (c.chain) await mapTestType(t, (await buildChain(t, admin, c.chain(), { tasks: c.tasks })).chainId);
    else await mapTestType(t, null);
    const id = await buildRequest(t, { ownerId: who[owner].id });
    for (const call of c.calls) {
      const res = await perform(id, call, owner);
      const [actor, action, status, code] = call;
      expect({ call: `${actor} ${action}`, status: res.status, code: code === 'reinit' ? res.body.reinit && 'reinit' : res.body.error_code }).toEqual({ call: `${actor} ${action}`, status, code });
    }
    if (c.gone) {
      expect((await t.ctx.ds.getRepository(ApprovalRequest).countBy({ id }))).toBe(0);
      return;
    }
    const r = await requestRow(t, id);
    if (c.status) expect(r.status).toBe(c.status);
    if (c.round) expect(r.round).toBe(c.round);
    if (c.lastAction) expect(r.last_chain_action).toBe(c.lastAction);
    if (c.ownerMessage) expect(r.owner_message).toBe(c.ownerMessage);
    if (c.steps) {
      const items = (await admin.get(`/api/v1/requests/${id}/items`)).body as { status: string }[];
      expect(items.map((s) => s.status)).toEqual(c.steps);
    }
    if (c.history) expect((await historyOf(t, id)).map((h) => h.action)).toEqual(c.history);
  });
});

describe('substitutes', () => {
  afterEach(() => registerSubstituteResolver(async () => []));

  it("a substitute of the assignee acts for them and the step records whom", async () => {
    registerSubstituteResolver(async (_em, userId) => (userId === who.manager.id ? [who.sub.id] : []), async (_em, userId) => (userId === who.sub.id ? [who.manager.id] : []));
    await mapTestType(t, (await buildChain(t, admin, MR())).chainId);
    const id = await buildRequest(t, { ownerId: who.owner.id });
    await who.owner.agent.patch(`/api/v2/chains/${id}/submit`).expect(200);
    const waiting = await who.sub.agent.get(`/api/v1/users/${who.sub.id}/assigned/requests`);
    expect(waiting.body.data.map((r: { id: number }) => r.id)).toContain(id);
    await who.x.agent.patch(`/api/v2/chains/${id}/approve`).expect(403);
    await who.sub.agent.patch(`/api/v2/chains/${id}/approve`).expect(200);
    const items = (await admin.get(`/api/v1/requests/${id}/items`)).body;
    expect(items[0]).toMatchObject({ status: 'approve', acted_by_user: { id: who.sub.id } });
    const step = await t.ctx.ds.getRepository(RequestStep).findOneByOrFail({ id: items[0].id });
    expect(step.substituted_user_id).toBe(who.manager.id);
  });
});

describe('edits with an audit', () => {
  it('the owner edits a draft; an assignee edits only on a can_edit item; others are refused', async () => {
    await mapTestType(t, (await buildChain(t, admin, [{ assignee_type: 'direct_manager', can_edit: true }, { assignee_type: 'role', role_id: roleR1 }])).chainId);
    const id = await buildRequest(t, { ownerId: who.owner.id, title: 'Laptop', amount: 1000 });
    await who.owner.agent.put(`/api/v2/chains/${id}`).send({ amount: 1200 }).expect(200);
    await who.x.agent.put(`/api/v2/chains/${id}`).send({ amount: 1 }).expect(403);
    await who.owner.agent.patch(`/api/v2/chains/${id}/submit`).expect(200);
    const ownerEdit = await who.owner.agent.put(`/api/v2/chains/${id}`).send({ amount: 5 });
    expect([ownerEdit.status, ownerEdit.body.error_code]).toEqual([409, 'request_not_editable']);
    const mgr = await who.manager.agent.put(`/api/v2/chains/${id}`).send({ title: 'Laptop 14"' });
    expect(mgr.status).toBe(200);
    expect(mgr.body.title).toBe('Laptop 14"');
    await who.manager.agent.patch(`/api/v2/chains/${id}/approve`).expect(200);
    const a1 = await who.a1.agent.put(`/api/v2/chains/${id}`).send({ amount: 7 });
    expect([a1.status, a1.body.error_code]).toEqual([409, 'request_not_editable']);

    const info = (await who.owner.agent.get(`/api/v2/requests/${id}/chain-info`)).body;
    expect(info.edits.map((e: { changes: unknown }) => e.changes)).toEqual([[{ field: 'amount', old: 1000, new: 1200 }], [{ field: 'title', old: 'Laptop', new: 'Laptop 14"' }]]);
    expect(info.steps[0].objectChanges).toHaveLength(1);
    expect(info.steps[0].objectChanges[0]).toMatchObject({ by: { id: who.manager.id }, changes: [{ field: 'title' }] });
    const edits = (await historyOf(t, id)).filter((h) => h.action === 'edit');
    expect(edits.map((h) => JSON.parse(h.changes!))).toEqual([[{ field: 'amount', old: 1000, new: 1200 }], [{ field: 'title', old: 'Laptop', new: 'Laptop 14"' }]]);
  });

  it("the owner's edit of an approved request sends it for re-approval", async () => {
    await mapTestType(t, (await buildChain(t, admin, [{ assignee_type: 'direct_manager' }])).chainId);
    const id = await buildRequest(t, { ownerId: who.owner.id, title: 'Course', amount: 300 });
    await who.owner.agent.patch(`/api/v2/chains/${id}/submit`).expect(200);
    await who.manager.agent.patch(`/api/v2/chains/${id}/approve`).expect(200);
    const r = await who.owner.agent.put(`/api/v2/chains/${id}`).send({ amount: 350 });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ status: 'in_progress', last_chain_action: 'reapprove', can_edit_after_completion: true });
    expect((await historyOf(t, id)).map((h) => h.action).slice(-4)).toEqual(['approved', 'edit', 'reapprove', 'assigned']);
  });
});

describe('resolution note', () => {
  it('only the current assignee writes it, up to 255 characters', async () => {
    await mapTestType(t, (await buildChain(t, admin, [{ assignee_type: 'direct_manager' }])).chainId);
    const id = await buildRequest(t, { ownerId: who.owner.id });
    await who.owner.agent.patch(`/api/v2/chains/${id}/submit`).expect(200);
    expect((await who.owner.agent.patch(`/api/v2/chains/${id}/resolution-note`).send({ resolutionNote: 'mine' })).body.error_code).toBe('chain_not_assigned_to_you');
    expect((await who.manager.agent.patch(`/api/v2/chains/${id}/resolution-note`).send({ resolutionNote: 'x'.repeat(256) })).status).toBe(400);
    await who.manager.agent.patch(`/api/v2/chains/${id}/resolution-note`).send({ resolutionNote: 'Checked with HR' }).expect(200);
    await who.manager.agent.patch(`/api/v2/chains/${id}/approve`).send({ message: 'ok' }).expect(200);
    expect((await requestRow(t, id)).resolution_note).toBe('Checked with HR');
    const inspect = (await who.owner.agent.get(`/api/v2/requests/${id}/inspect`)).body;
    expect(inspect).toMatchObject({ resolutionNote: 'Checked with HR', status: 'approved' });
    expect((await who.manager.agent.patch(`/api/v2/chains/${id}/resolution-note`).send({ resolutionNote: 'late' })).body.error_code).toBe('request_step_not_active');
  });
});

describe('reading a request', () => {
  it('the owner, the assignees and holders of all_users_unapproved_requests_read read it; others get 403', async () => {
    await mapTestType(t, (await buildChain(t, admin, [{ assignee_type: 'direct_manager' }, { assignee_type: 'role', role_id: roleR1, can_view: true }])).chainId);
    const id = await buildRequest(t, { ownerId: who.owner.id, title: 'Visible' });
    await who.owner.agent.patch(`/api/v2/chains/${id}/submit`).expect(200);
    for (const p of [who.owner, who.manager, who.a1]) expect((await p.agent.get(`/api/v2/requests/${id}/inspect`)).status).toBe(200);
    await admin.get(`/api/v2/requests/${id}/chain-info`).expect(200);
    for (const path of ['/api/v2/requests/ID/inspect', '/api/v2/requests/ID/chain-info', '/api/v1/requests/ID/items', '/api/v1/requests/ID/object', '/api/v2/chains/ID']) {
      const r = await who.x.agent.get(path.replace('ID', String(id)));
      expect([path, r.status, r.body.error_code]).toEqual([path, 403, 'missing_permissions']);
    }
    const info = (await who.manager.agent.get(`/api/v2/requests/${id}/chain-info`)).body;
    expect(info.steps[0]).toMatchObject({ status: 'in_progress', assigneeType: 'direct_manager', actions: { canComplete: true, canReturn: true }, canCompleteTasks: true });
    expect(info.steps[1]).toMatchObject({ status: 'not_initialized', assigneeType: 'role', actions: { canComplete: false, canReturn: false } });
    expect((await who.owner.agent.get(`/api/v1/requests/${id}/object`)).body).toEqual({ title: 'Visible', amount: 100 });
  });
});

describe('approved by (reports)', () => {
  it('names the last approver, and refuses before the request is approved', async () => {
    await mapTestType(t, (await buildChain(t, admin, MR())).chainId);
    const id = await buildRequest(t, { ownerId: who.owner.id });
    await who.owner.agent.patch(`/api/v2/chains/${id}/submit`).expect(200);
    await who.manager.agent.patch(`/api/v2/chains/${id}/approve`).expect(200);
    await expect(approvedBy(t.ctx.ds.manager, await requestRow(t, id))).rejects.toMatchObject({ code: 'approved_by_user_not_found' });
    await who.a2.agent.patch(`/api/v2/chains/${id}/approve`).expect(200);
    expect(await approvedBy(t.ctx.ds.manager, await requestRow(t, id))).toBe(who.a2.id);
  });
});
