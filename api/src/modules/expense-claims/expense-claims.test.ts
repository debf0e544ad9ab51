/**
 * Expense claims over real HTTP and SQLite (spec 2 §3 Expense claim, §4, §5, §7; issue 13 items 4
 * and 9): claim types as reference data, drafts with lines and totals in cents, the limits, who may
 * read, edit and delete, the empty-claim refusal, the claim type's chain, approval by the chain.
 */
import { ExpenseClaim } from './expense-claims.entities';
import { buildChain, buildRole, buildUser, type Person } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/harness';
import { ApprovalRequest } from '../approvals';

let t: TestApp;
let admin: Awaited<ReturnType<TestApp['signIn']>>;
let manager: Person;
let owner: Person;
let other: Person;
let travelChain: number;

const line = (description: string, cost: number, date = '2026-10-05') => ({ date, description, cost, attachments: [] });
const claimBody = (over: Record<string, unknown> = {}) => ({ type: 'travel', additionalInformation: 'Client visit', object: [line('Taxi to airport', 2550), line('Train Vilnius–Kaunas', 1299)], ...over });

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signIn('admin@demo.lt');
  manager = await buildUser(t, { permissions: ['expense_claims_read'] });
  owner = await buildUser(t, { permissions: ['expense_claims_write', 'expense_claims_read'], managerId: manager.id });
  other = await buildUser(t, { permissions: ['expense_claims_write', 'expense_claims_read'], managerId: manager.id });
  ({ chainId: travelChain } = await buildChain(t, admin, [{ name: 'Manager approves', assignee_type: 'direct_manager' }], { name: 'Travel costs' }));
  await admin.put('/api/v1/expense-claims/types').send([{ name: 'travel', chain_id: travelChain }]).expect(200);
});
afterAll(() => t.close());

describe('claim types', () => {
  it('are reference data with the six types and English and Lithuanian names', async () => {
    const types = (await owner.agent.get('/api/v1/expense-claims/types').expect(200)).body as { name: string; chain_id: number | null }[];
    expect(types.map((x) => x.name)).toEqual(expect.arrayContaining(['travel', 'accommodation', 'representation', 'training', 'equipment', 'other']));
    expect(types.find((x) => x.name === 'travel')!.chain_id).toBe(travelChain);
    const r = await owner.agent.post('/api/v1/expense-claims').send(claimBody({ type: 'accommodation' })).expect(201);
    expect(r.body.type_name).toEqual({ en: 'Accommodation', lt: 'Apgyvendinimas' });
  });

  it('refuses an unknown type', async () => {
    const r = await owner.agent.post('/api/v1/expense-claims').send(claimBody({ type: 'yacht' }));
    expect([r.status, r.body.error_code]).toEqual([400, 'expense_claim_type_not_found']);
  });
});

describe('drafts', () => {
  it('saves a claim with lines and its total in cents, listed without file bodies', async () => {
    const r = await owner.agent.post('/api/v1/expense-claims').send(claimBody()).expect(201);
    expect(r.body).toMatchObject({
      type: 'travel', user_id: owner.id, additionalInformation: 'Client visit', cost_sum: 3849, status: 'not_initialized', business_trip_id: null,
      can: { edit: true, delete: true, submit: true, report: false },
    });
    expect(r.body.object.map((l: { description: string; cost: number; date: string }) => [l.date, l.description, l.cost])).toEqual([
      ['2026-10-05', 'Taxi to airport', 2550], ['2026-10-05', 'Train Vilnius–Kaunas', 1299],
    ]);
    const list = await owner.agent.get(`/api/v1/users/${owner.id}/expense-claims?pageSize=5`).expect(200);
    const row = list.body.data.find((x: { id: number }) => x.id === r.body.id);
    expect(row).toMatchObject({ cost_sum: 3849, lines_count: 2, attachments_count: 0, status: 'not_initialized' });
    expect(row.object).toBeUndefined();
  });

  it('takes a line date sent as midnight UTC and keeps the day', async () => {
    const r = await owner.agent.post('/api/v1/expense-claims').send(claimBody({ object: [{ ...line('Parking', 500), date: '2026-10-07T00:00:00.000Z' }] })).expect(201);
    expect(r.body.object[0].date).toBe('2026-10-07');
  });

  it.each([
    ['a description over 255 characters', { object: [line('x'.repeat(256), 100)] }],
    ['a cost that is not whole cents', { object: [line('Lunch', 12.5)] }],
    ['a negative cost', { object: [line('Lunch', -1)] }],
    ['additional information over 255 characters', { additionalInformation: 'y'.repeat(256) }],
    ['a line without a date', { object: [{ description: 'Lunch', cost: 100 }] }],
  ])('refuses %s and stores nothing', async (_label, over) => {
    const before = await t.ctx.ds.getRepository(ExpenseClaim).count();
    const r = await owner.agent.post('/api/v1/expense-claims').send(claimBody(over));
    expect([r.status, r.body.error_code]).toEqual([400, 'provided_invalid_data']);
    expect(await t.ctx.ds.getRepository(ExpenseClaim).count()).toBe(before);
  });

  it('needs expense_claims_write to create, and only for oneself', async () => {
    expect((await manager.agent.post('/api/v1/expense-claims').send(claimBody())).status).toBe(403);
    const r = await owner.agent.post('/api/v1/expense-claims').send(claimBody({ user_id: other.id }));
    expect([r.status, r.body.error_code]).toEqual([403, 'missing_permissions']);
  });

  it('lets the claimant edit and delete a draft, nobody else', async () => {
    const { body: c } = await owner.agent.post('/api/v1/expense-claims').send(claimBody()).expect(201);
    expect((await other.agent.get(`/api/v1/expense-claims/${c.id}`)).status).toBe(403);
    expect((await other.agent.put(`/api/v1/expense-claims/${c.id}`).send(claimBody())).status).toBe(403);
    expect((await other.agent.delete(`/api/v1/expense-claims/${c.id}`)).status).toBe(403);
    expect((await other.agent.get(`/api/v1/users/${owner.id}/expense-claims`)).status).toBe(403);
    const edited = await owner.agent.put(`/api/v1/expense-claims/${c.id}`).send(claimBody({ type: 'training', object: [line('Course fee', 19900)] })).expect(200);
    expect(edited.body).toMatchObject({ type: 'training', cost_sum: 19900 });
    expect(edited.body.object).toHaveLength(1);
    const del = await owner.agent.delete(`/api/v1/expense-claims/${c.id}`).expect(200);
    expect(del.body.message).toBe('expense_claim_deleted_successfully');
    expect((await owner.agent.get(`/api/v1/expense-claims/${c.id}`)).status).toBe(404);
    expect(await t.ctx.ds.getRepository(ApprovalRequest).countBy({ request_name: 'expense_claim', object_id: c.id })).toBe(0);
  });

  it('needs expense_claims_write to delete a draft through the engine too (DELETE requests/{id}/not-initialized)', async () => {
    const former = await buildUser(t, { permissions: ['expense_claims_write', 'expense_claims_read'], managerId: manager.id });
    const { body: c } = await former.agent.post('/api/v1/expense-claims').send(claimBody()).expect(201);
    const request = await t.ctx.ds.getRepository(ApprovalRequest).findOneByOrFail({ request_name: 'expense_claim', object_id: c.id });
    await admin.put('/api/v1/roles/permissions').send({ role_id: former.roleId, name: 'Former claimant', description: null, permission_names: ['expense_claims_read'] }).expect(200);
    const refused = await former.agent.delete(`/api/v1/requests/${request.id}/not-initialized`);
    expect([refused.status, refused.body.error_code]).toEqual([403, 'missing_permissions']);
    expect((await former.agent.get(`/api/v1/expense-claims/${c.id}`)).status).toBe(200);
    expect(await t.ctx.ds.getRepository(ApprovalRequest).countBy({ id: request.id })).toBe(1);
  });

  it('links a business trip only when it is the claimant’s; a deleted trip leaves the claim unlinked', async () => {
    const r = await owner.agent.post('/api/v1/expense-claims').send(claimBody({ business_trip_id: 999999 }));
    expect([r.status, r.body.error_code]).toEqual([400, 'expense_claim_business_trip_not_found']);
    const trip = async (travelerId: number) => {
      await t.ctx.ds.query("INSERT INTO business_trips (traveler_id, trip_purpose, date_start, date_end) VALUES (?, 'Client visit', '2026-10-05', '2026-10-07')", [travelerId]);
      return Number((await t.ctx.ds.query('SELECT MAX(id) AS id FROM business_trips'))[0].id);
    };
    const tripId = await trip(owner.id);
    const mine = await owner.agent.post('/api/v1/expense-claims').send(claimBody({ business_trip_id: tripId }));
    expect([mine.status, mine.body.business_trip_id]).toEqual([201, tripId]);
    const theirs = await owner.agent.post('/api/v1/expense-claims').send(claimBody({ business_trip_id: await trip(other.id) }));
    expect([theirs.status, theirs.body.error_code]).toEqual([400, 'expense_claim_business_trip_not_found']);
    await t.ctx.ds.query('DELETE FROM business_trips WHERE id = ?', [tripId]);
    expect((await owner.agent.get(`/api/v1/expense-claims/${mine.body.id}`).expect(200)).body.business_trip_id).toBeNull();
  });

  it('lets accounting read and list anyone’s claims', async () => {
    const accounting = await t.signIn('accounting@demo.lt');
    const { body: c } = await owner.agent.post('/api/v1/expense-claims').send(claimBody()).expect(201);
    expect((await accounting.get(`/api/v1/expense-claims/${c.id}`)).status).toBe(200);
    expect((await accounting.get(`/api/v1/users/${owner.id}/expense-claims`)).body.totalCount).toBeGreaterThan(0);
  });
});

describe('through the approval chain', () => {
  it('refuses to submit a claim without lines and keeps the draft', async () => {
    const r = await owner.agent.post('/api/v1/expense-claims?submit=true').send(claimBody({ object: [] }));
    expect([r.status, r.body.error_code, r.body.step]).toEqual([400, 'cannot_initialize_empty_expense_claim', 'submit']);
    const saved = await t.ctx.ds.getRepository(ApprovalRequest).findOneByOrFail({ id: r.body.request_id });
    expect(saved.status).toBe('not_initialized');
    const again = await owner.agent.patch(`/api/v2/chains/${saved.id}/submit`);
    expect([again.status, again.body.error_code]).toEqual([400, 'cannot_initialize_empty_expense_claim']);
  });

  it('goes through its type’s chain; once submitted it can no longer be edited or deleted', async () => {
    const { body: c } = await owner.agent.post('/api/v1/expense-claims?submit=true').send(claimBody()).expect(201);
    expect(c).toMatchObject({ status: 'in_progress', can: { edit: false, delete: false, submit: false, report: false } });
    expect((await t.ctx.ds.getRepository(ApprovalRequest).findOneByOrFail({ id: c.request_id })).chain_name).toBe('Travel costs');
    const put = await owner.agent.put(`/api/v1/expense-claims/${c.id}`).send(claimBody());
    expect([put.status, put.body.error_code]).toEqual([409, 'expense_claim_not_editable']);
    const del = await owner.agent.delete(`/api/v1/expense-claims/${c.id}`);
    expect([del.status, del.body.error_code]).toEqual([409, 'expense_claim_not_editable']);
    // the approver reads the claim through the request, then approves it
    expect((await manager.agent.get(`/api/v1/expense-claims/${c.id}`)).status).toBe(200);
    const object = await manager.agent.get(`/api/v1/requests/${c.request_id}/object`).expect(200);
    expect(object.body).toMatchObject({ id: c.id, cost_sum: 3849 });
    await manager.agent.patch(`/api/v2/chains/${c.request_id}/approve`).send({}).expect(200);
    const after = await owner.agent.get(`/api/v1/expense-claims/${c.id}`).expect(200);
    expect(after.body).toMatchObject({ status: 'approved', can: { report: true } });
  });

  it('shows type, lines count and total as the request’s summary (lists and chat cards), in English and in Lithuanian', async () => {
    const { body: c } = await owner.agent.post('/api/v1/expense-claims?submit=true').send(claimBody()).expect(201);
    const r = await t.ctx.ds.getRepository(ApprovalRequest).findOneByOrFail({ id: c.request_id });
    expect(r.title).toBe('Travel: 38.49 EUR');
    expect(r.description).toBe('Type: Travel; Lines: 2; Total: 38.49 EUR');
    const inspect = await manager.agent.get(`/api/v2/requests/${c.request_id}/inspect`).expect(200);
    expect(inspect.body.summary).toEqual({
      title: 'Travel: 38.49 EUR', amountCents: 3849,
      lines: [{ label: 'Type', value: 'Travel' }, { label: 'Lines', value: '2' }, { label: 'Total', value: '38.49 EUR' }],
      // the claim type's Lithuanian name, a decimal comma and the labels (a Lithuanian reader saw "Representation: 146.20 EUR")
      lt: { title: 'Kelionės: 38,49 EUR', lines: [{ label: 'Tipas', value: 'Kelionės' }, { label: 'Eilutės', value: '2' }, { label: 'Iš viso', value: '38,49 EUR' }] },
    });
    const row = (await manager.agent.get('/api/v2/requests/participated').expect(200)).body.data.find((x: { id: number }) => x.id === c.request_id);
    expect(row).toMatchObject({ eventName: 'Travel: 38.49 EUR', eventNameLt: 'Kelionės: 38,49 EUR', descriptionLt: 'Tipas: Kelionės; Eilutės: 2; Iš viso: 38,49 EUR' });
  });

  it('is created through the engine’s POST /api/v2/chains and edited by a chain item with can_edit (audited)', async () => {
    const editorRole = await buildRole(t, { permissions: ['expense_claims_read'] });
    const editor = await buildUser(t, { roleId: editorRole });
    const { chainId } = await buildChain(t, admin, [{ name: 'Accounting checks', assignee_type: 'role', role_id: editorRole, can_edit: true }]);
    await admin.put('/api/v1/expense-claims/types').send([{ name: 'representation', chain_id: chainId }]).expect(200);
    const made = await owner.agent.post('/api/v2/chains?submit=true').send({ requestType: 'expense_claim', ...claimBody({ type: 'representation' }) }).expect(201);
    const requestId = made.body.id as number;
    expect(made.body.request_object).toMatchObject({ type: 'representation', cost_sum: 3849, status: 'in_progress' });
    await editor.agent.put(`/api/v2/chains/${requestId}`).send(claimBody({ type: 'representation', object: [line('Dinner with client', 8000)] })).expect(200);
    const after = await editor.agent.get(`/api/v1/expense-claims/${made.body.request_object.id}`).expect(200);
    expect(after.body).toMatchObject({ cost_sum: 8000, status: 'in_progress' });
    const info = await owner.agent.get(`/api/v1/requests/${requestId}/items`).expect(200);
    expect(JSON.stringify(info.body)).toContain('Dinner with client');
    expect((await other.agent.put(`/api/v2/chains/${requestId}`).send(claimBody())).status).toBe(403);
  });

  it('refuses a claim of a type without a chain when the request type has no mapping either', async () => {
    await admin.put('/api/v1/expense-claims/types').send([{ name: 'equipment', chain_id: null }]).expect(200);
    const r = await owner.agent.post('/api/v1/expense-claims?submit=true').send(claimBody({ type: 'equipment' }));
    expect([r.status, r.body.error_code, r.body.step]).toEqual([400, 'chain_mapping_not_configured', 'submit']);
  });
});
