/**
 * The caller's abilities on a request as the replies carry them (spec 2 §3 row flags, §4 resolution
 * note, §7 inspect / chain-info / cancel), over real HTTP: what the tab shows must be what the server
 * then allows (approvals.policy.ts decides both).
 */
import { buildChain, buildRequest, buildRole, buildUser, type Person } from '../../test/factories';
import { startTestApp, TestApp } from '../../test/harness';
import { registerTestType } from '../../test/request-type';

let t: TestApp;
let manager: Person;
let owner: Person;
let stranger: Person;
let requestId: number;

beforeAll(async () => {
  t = await startTestApp();
  registerTestType();
  const admin = await t.signIn('admin@demo.lt');
  const employee = await buildRole(t);
  manager = await buildUser(t, { roleId: employee });
  owner = await buildUser(t, { roleId: employee, managerId: manager.id });
  stranger = await buildUser(t, { roleId: employee });
  await buildChain(t, admin, [{ assignee_type: 'direct_manager', can_edit: true }], { tasks: { 0: ['Check the receipt'] }, mapTo: 'test_request' });
  requestId = await buildRequest(t, { ownerId: owner.id, title: 'Monitor' });
  await owner.agent.patch(`/api/v2/chains/${requestId}/submit`).expect(200);
});
afterAll(() => t.close());

describe('the assignee of the current step with an open task', () => {
  it('may edit and set the resolution note, not approve yet; the server agrees', async () => {
    const r = await manager.agent.get(`/api/v2/requests/${requestId}/inspect`).expect(200);
    expect(r.body).toMatchObject({ canApprove: false, canEdit: true, canCancel: false, canDelete: false, canSubmit: false, canSetResolutionNote: true });
    await manager.agent.patch(`/api/v2/chains/${requestId}/resolution-note`).send({ resolutionNote: 'Receipt missing' }).expect(200);
    await manager.agent.patch(`/api/v2/chains/${requestId}/approve`).send({}).expect(400);
  });

  it('sees the return actions on the current step of the timeline only', async () => {
    const r = await manager.agent.get(`/api/v2/requests/${requestId}/chain-info`).expect(200);
    expect(r.body.steps.map((s: { actions: unknown; canCompleteTasks: boolean }) => [s.actions, s.canCompleteTasks])).toEqual([
      [{ canComplete: false, canReturn: true }, true],
    ]);
  });
});

describe('the owner', () => {
  it('may cancel but not set the resolution note; the server agrees', async () => {
    const r = await owner.agent.get(`/api/v2/requests/${requestId}/inspect`).expect(200);
    expect(r.body).toMatchObject({ canApprove: false, canEdit: false, canCancel: true, canSetResolutionNote: false });
    const note = await owner.agent.patch(`/api/v2/chains/${requestId}/resolution-note`).send({ resolutionNote: 'mine' }).expect(403);
    expect(note.body.error_code).toBe('chain_not_assigned_to_you');
  });

  it('cancels through v2 with the documented reply', async () => {
    const draft = await buildRequest(t, { ownerId: owner.id, title: 'Chair' });
    await owner.agent.patch(`/api/v2/chains/${draft}/submit`).expect(200);
    const r = await owner.agent.patch(`/api/v2/chains/${draft}/cancel`).expect(200);
    expect(r.body).toEqual({ message: 'success_cancel_request', reinit: false, request_id: draft, request_name: 'test_request' });
  });
});

it('anyone else may not read the request', async () => {
  const r = await stranger.agent.get(`/api/v2/requests/${requestId}/inspect`).expect(403);
  expect(r.body.error_code).toBe('missing_permissions');
});
