/** Request lists over HTTP (spec 2 §3 row, §9 list rules, §7 v1 lists): rules, paging, sorting, search, flags, access. */
import { startTestApp, TestApp } from '../../test/harness';
import { ApprovalRequest } from './approvals.entities';
import { LIST_KEPT_MS } from './approvals.routes';
import { buildChain, buildRequest, buildRole, buildUser, type Person } from '../../test/factories';
import { mapTestType, registerTestType } from '../../test/request-type';

let t: TestApp;
let admin: Awaited<ReturnType<TestApp['signIn']>>;
let manager: Person;
let owner: Person;
let other: Person;
let approver: Person;
let accountant: Person;

const ROW_KEYS = [
  'id', 'requestDate', 'lastAction', 'requestType', 'eventName', 'eventNameLt', 'descriptionLt', 'status', 'currentlyAt', 'assignedUser', 'assignedUserRole', 'assignedUserRoleName',
  'description', 'owner', 'canSubmit', 'canInspect', 'canEdit', 'canCancel', 'canDelete', 'canApprove',
].sort();

beforeAll(async () => {
  t = await startTestApp();
  registerTestType();
  admin = await t.signIn('admin@demo.lt');
  const employee = await buildRole(t);
  const approvers = await buildRole(t, { name: 'Finance approvers' });
  const acc = await buildRole(t, { permissions: ['accounting_notifications'] });
  manager = await buildUser(t, { roleId: employee, name: 'Mantas', surname: 'Vadovas' });
  owner = await buildUser(t, { roleId: employee, managerId: manager.id, name: 'Ona', surname: 'Aukstaite' });
  other = await buildUser(t, { roleId: employee, managerId: manager.id, name: 'Petras', surname: 'Zemaitis' });
  approver = await buildUser(t, { roleId: approvers });
  accountant = await buildUser(t, { roleId: acc });
  await mapTestType(t, (await buildChain(t, admin, [{ assignee_type: 'direct_manager' }, { assignee_type: 'role', role_id: approvers }])).chainId);
});
afterAll(() => t.close());

async function create(p: Person, title: string, then: 'draft' | 'submitted' | 'approved' | 'rejected' | 'canceled' = 'submitted'): Promise<number> {
  const id = await buildRequest(t, { ownerId: p.id, title });
  if (then === 'draft') return id;
  await p.agent.patch(`/api/v2/chains/${id}/submit`).expect(200);
  if (then === 'rejected') await manager.agent.patch(`/api/v2/chains/${id}/reject`).expect(200);
  if (then === 'canceled') await p.agent.patch(`/api/v1/requests/${id}/cancel`).expect(200);
  if (then === 'approved') {
    await manager.agent.patch(`/api/v2/chains/${id}/approve`).expect(200);
    await approver.agent.patch(`/api/v2/chains/${id}/approve`).expect(200);
  }
  return id;
}

const ids = (res: { body: { data: { id: number }[] } }) => res.body.data.map((r) => r.id);

describe('my requests', () => {
  let draft: number, progress: number, recent: number, old: number, rejected: number, canceled: number;
  beforeAll(async () => {
    draft = await create(owner, 'Draft chair', 'draft');
    progress = await create(owner, 'Laptop stand');
    recent = await create(owner, 'Headset', 'approved');
    old = await create(owner, 'Old keyboard', 'approved');
    rejected = await create(owner, 'Yacht', 'rejected');
    canceled = await create(owner, 'Printer', 'canceled');
    await t.ctx.ds.getRepository(ApprovalRequest).update(old, { completion_date: new Date(Date.now() - 20 * 86400_000) });
  });

  it('hides finished ones by default: open, drafts and non-rejected ones finished within 14 days', async () => {
    const res = await owner.agent.get('/api/v2/requests');
    expect(res.status).toBe(200);
    expect(ids(res).sort()).toEqual([draft, progress, recent].sort());
    expect(res.body.totalCount).toBe(3);
    expect(res.body.currentPage).toBe(1);
  });

  it('shows everything with includeFinished', async () => {
    const res = await owner.agent.get('/api/v2/requests?includeFinished=true&pageSize=20');
    expect(ids(res).sort()).toEqual([draft, progress, recent, old, rejected, canceled].sort());
  });

  it('replies rows with exactly the new-style fields and the caller\'s flags', async () => {
    const res = await owner.agent.get('/api/v2/requests?order=requestDate_asc');
    for (const row of res.body.data) expect(Object.keys(row).sort()).toEqual(ROW_KEYS);
    const byId = new Map(res.body.data.map((r: { id: number }) => [r.id, r]));
    expect(byId.get(draft)).toMatchObject({ status: 'not_initialized', canSubmit: true, canDelete: true, canEdit: true, canCancel: false, canApprove: false, currentlyAt: null });
    expect(byId.get(progress)).toMatchObject({
      status: 'in_progress', requestType: 'test_request', eventName: 'Laptop stand', description: 'Amount: 100', owner: 'Ona Aukstaite',
      currentlyAt: 'Step 1', assignedUser: 'Mantas Vadovas', assignedUserRole: 'direct_manager', assignedUserRoleName: null,
      canSubmit: false, canDelete: false, canEdit: false, canCancel: true, canApprove: false, canInspect: true,
    });
    expect(byId.get(recent)).toMatchObject({ status: 'approved', canCancel: true, canEdit: true });
    expect(new Date((byId.get(progress) as { requestDate: string }).requestDate).toISOString()).toBe((byId.get(progress) as { requestDate: string }).requestDate);
  });
});

describe('participated requests', () => {
  it("lists other people's requests the caller approves or approved; in progress only unless includeFinished", async () => {
    const waiting = await create(other, 'Monitor');
    const passed = await create(other, 'Desk');
    await manager.agent.patch(`/api/v2/chains/${passed}/approve`).expect(200);
    const done = await create(other, 'Chair', 'approved');
    const mine = await create(manager, 'Own request of the manager', 'draft');

    const m = await manager.agent.get('/api/v2/requests/participated?pageSize=100');
    expect(ids(m)).toEqual(expect.arrayContaining([waiting, passed]));
    expect(ids(m)).not.toContain(done);
    expect(ids(m)).not.toContain(mine);
    const row = m.body.data.find((r: { id: number }) => r.id === waiting);
    expect(row).toMatchObject({ canApprove: true, canCancel: false, owner: 'Petras Zemaitis' });
    expect(m.body.data.find((r: { id: number }) => r.id === passed)).toMatchObject({ canApprove: false, assignedUserRole: 'role', assignedUserRoleName: 'Finance approvers' });

    const all = await manager.agent.get('/api/v2/requests/participated?includeFinished=true&pageSize=100');
    expect(ids(all)).toEqual(expect.arrayContaining([waiting, passed, done]));

    // the role holder sees requests now at the role step
    const a = await approver.agent.get('/api/v2/requests/participated?pageSize=100');
    expect(ids(a)).toContain(passed);
    expect(ids(a)).not.toContain(waiting);
    expect(a.body.data.find((r: { id: number }) => r.id === passed).canApprove).toBe(true);
  });
});

describe('unapproved requests', () => {
  it('need all_users_unapproved_requests_read', async () => {
    const jonas = await t.signIn('jonas@demo.lt');
    const res = await jonas.get('/api/v2/requests/unapproved');
    expect([res.status, res.body.error_code]).toEqual([403, 'missing_permissions']);
  });

  it('list every in-progress request, sortable by owner', async () => {
    const res = await admin.get('/api/v2/requests/unapproved?pageSize=100&order=owner_asc');
    expect(res.status).toBe(200);
    expect(res.body.data.every((r: { status: string }) => r.status === 'in_progress')).toBe(true);
    const owners = res.body.data.map((r: { owner: string }) => r.owner.split(' ')[1]);
    expect(owners).toEqual([...owners].sort());
    const desc = await admin.get('/api/v2/requests/unapproved?pageSize=100&order=owner_desc');
    expect(desc.body.data.map((r: { owner: string }) => r.owner.split(' ')[1])).toEqual([...owners].reverse());
    const all = await admin.get('/api/v2/requests/unapproved?pageSize=100&includeFinished=true');
    expect(all.body.totalCount).toBeGreaterThan(res.body.totalCount);
    expect(all.body.data.some((r: { status: string }) => r.status === 'not_initialized')).toBe(false);
  });
});

describe('paging, sorting and search', () => {
  let pager: Person;
  let made: number[];
  beforeAll(async () => {
    const employee = await buildRole(t);
    pager = await buildUser(t, { roleId: employee, managerId: manager.id });
    made = [];
    for (let i = 1; i <= 12; i++) made.push(await create(pager, `${i % 2 ? 'Alpha' : 'Beta'} item ${String(i).padStart(2, '0')}`, i <= 3 ? 'draft' : 'submitted'));
  });

  it('pages in SQL with the envelope', async () => {
    const p3 = await pager.agent.get('/api/v2/requests?pageSize=5&page=3&order=requestDate_asc');
    expect(p3.body).toMatchObject({ currentPage: 3, totalCount: 12 });
    expect(ids(p3)).toEqual(made.slice(10));
    const p1 = await pager.agent.get('/api/v2/requests?pageSize=5&page=1');
    expect(ids(p1)).toEqual([...made].reverse().slice(0, 5));
    const bad = await pager.agent.get('/api/v2/requests?pageSize=7');
    expect([bad.status, bad.body.error_code]).toEqual([400, 'provided_invalid_data']);
    const badOrder = await pager.agent.get('/api/v2/requests?order=nonsense_asc');
    expect(badOrder.status).toBe(400);
  });

  it('sorts by status, type and last action', async () => {
    const s = await pager.agent.get('/api/v2/requests?pageSize=20&order=status_asc');
    const statuses = s.body.data.map((r: { status: string }) => r.status);
    expect(statuses).toEqual([...statuses].sort());
    expect(statuses[0]).toBe('in_progress');
    const last = made[5];
    await manager.agent.patch(`/api/v2/chains/${last}/approve`).expect(200);
    const la = await pager.agent.get('/api/v2/requests?pageSize=5&order=lastAction_desc');
    expect(ids(la)[0]).toBe(last);
    const rt = await pager.agent.get('/api/v2/requests?pageSize=20&order=requestType_asc');
    expect(rt.body.totalCount).toBe(12);
  });

  it('searches title, type and owner with every word', async () => {
    const alpha = await pager.agent.get('/api/v2/requests?pageSize=20&q=alpha');
    expect(alpha.body.totalCount).toBe(6);
    const one = await pager.agent.get('/api/v2/requests?pageSize=20&q=Beta%20item%2004');
    expect(ids(one)).toEqual([made[3]]);
    const none = await pager.agent.get('/api/v2/requests?q=%25');
    expect(none.body.totalCount).toBe(0);
    const byOwner = await manager.agent.get('/api/v2/requests/participated?pageSize=100&q=Zemaitis');
    expect(byOwner.body.data.every((r: { owner: string }) => r.owner === 'Petras Zemaitis')).toBe(true);
    expect(byOwner.body.totalCount).toBeGreaterThan(0);
  });
});

describe('search over many requests (issue 11 item 3)', () => {
  it('pages a search the same whether its matches are many (read in date order) or few (filtered, then sorted)', async () => {
    const bulk = await buildUser(t, { roleId: await buildRole(t), managerId: manager.id, name: 'Bulk', surname: 'Owner' });
    const made: number[] = [];
    const start = Date.UTC(2026, 0, 1);
    for (let i = 0; i < 110; i++) made.push(await buildRequest(t, { ownerId: bulk.id, title: `Crate ${i % 10 === 0 ? 'rare' : 'common'} ${i}`, fields: { issued_date: new Date(start + ((i * 37) % 110) * 3600_000) } }));
    const byDate = [...made].sort((a, b) => ((made.indexOf(b) * 37) % 110) - ((made.indexOf(a) * 37) % 110));
    const page = async (q: string, n: number, order = 'requestDate_desc') => {
      const res = await bulk.agent.get(`/api/v2/requests?includeFinished=true&q=${q}&pageSize=5&page=${n}&order=${order}`).expect(200);
      return { ids: res.body.data.map((r: { id: number }) => r.id), total: res.body.totalCount };
    };
    // 110 matches: the first pages come from the date-ordered walk, the last from filtering first
    expect(await page('Crate', 1)).toEqual({ ids: byDate.slice(0, 5), total: 110 });
    expect(await page('Crate', 22)).toEqual({ ids: byDate.slice(105), total: 110 });
    expect((await page('Crate', 1, 'requestDate_asc')).ids).toEqual([...byDate].reverse().slice(0, 5));
    expect(await page('Crate', 23)).toEqual({ ids: [], total: 110 });
    // 11 matches: filtered first, the same order
    const rare = byDate.filter((id) => made.indexOf(id) % 10 === 0);
    expect(await page('Crate%20rare', 1)).toEqual({ ids: rare.slice(0, 5), total: 11 });
    expect(await page('Crate%20rare', 3)).toEqual({ ids: rare.slice(10), total: 11 });
    // by owner name, many and few
    expect((await page('Owner', 1)).total).toBe(110);
    expect((await page('Owner%20rare', 1)).ids).toEqual(rare.slice(0, 5));
  });
});

describe('v1 lists', () => {
  it('assigned requests and the upcoming count: self or all_users_unapproved_requests_read', async () => {
    const count = await manager.agent.get(`/api/v1/users/${manager.id}/requests/upcoming/count`);
    expect(count.status).toBe(200);
    const assigned = await manager.agent.get(`/api/v1/users/${manager.id}/assigned/requests?pageSize=100`);
    expect(assigned.body.totalCount).toBe(count.body.count);
    expect(count.body.count).toBeGreaterThan(0);
    const item = assigned.body.data[0];
    expect(item).toMatchObject({ status: 'in_progress', request_name: 'test_request', currently_assigned_user: { id: manager.id }, active_assignee_type: 'direct_manager', has_active_tasks: false });
    const dates = assigned.body.data.map((r: { issued_date: string }) => r.issued_date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect((await owner.agent.get(`/api/v1/users/${manager.id}/requests/upcoming/count`)).status).toBe(403);
    expect((await owner.agent.get(`/api/v1/users/${manager.id}/assigned/requests`)).body.error_code).toBe('missing_permissions');
    expect((await admin.get(`/api/v1/users/${manager.id}/requests/upcoming/count`)).body.count).toBe(count.body.count);
  });

  it('accounting lists approved requests of accounting types until completed', async () => {
    const id = await create(owner, 'Invoice', 'approved');
    expect((await owner.agent.get('/api/v1/requests/accounting')).status).toBe(403);
    const list = await accountant.agent.get('/api/v1/requests/accounting?pageSize=100');
    expect(list.status).toBe(200);
    expect(list.body.data.map((r: { id: number }) => r.id)).toContain(id);
    await accountant.agent.patch(`/api/v1/requests/${id}/complete`).expect(200);
    const after = await accountant.agent.get('/api/v1/requests/accounting?pageSize=100');
    expect(after.body.data.map((r: { id: number }) => r.id)).not.toContain(id);
    expect((await accountant.agent.patch(`/api/v1/requests/${id}/complete`)).body.error_code).toBe('request_cannot_be_completed');
  });
});

describe('pages kept until something changes (issue 11 item 4)', () => {
  it("answers the same query with each caller's own rows, and shows a write at once", async () => {
    const mine = await create(other, 'Kept page check');
    const first = await other.agent.get('/api/v2/requests?pageSize=100').expect(200);
    expect(ids(first)).toContain(mine);
    const theirs = await owner.agent.get('/api/v2/requests?pageSize=100').expect(200);
    expect(ids(theirs)).not.toContain(mine);

    const next = await create(other, 'Kept page check 2', 'draft');
    expect(ids(await other.agent.get('/api/v2/requests?pageSize=100').expect(200))).toEqual(expect.arrayContaining([mine, next]));
    await manager.agent.patch(`/api/v2/chains/${mine}/reject`).expect(200);
    expect(ids(await other.agent.get('/api/v2/requests?pageSize=100').expect(200))).not.toContain(mine);
  });

  it('follows the clock with nothing written: a request finished 14 days ago leaves the list', async () => {
    const id = await create(other, 'Finishing soon', 'approved');
    await t.ctx.ds.getRepository(ApprovalRequest).update(id, { completion_date: new Date(Date.now() - 14 * 86400_000 + 5_000) });
    expect(ids(await other.agent.get('/api/v2/requests?pageSize=100').expect(200))).toContain(id);
    const now = Date.now();
    const clock = jest.spyOn(Date, 'now').mockImplementation(() => now + LIST_KEPT_MS + 1_000);
    try {
      expect(ids(await other.agent.get('/api/v2/requests?pageSize=100').expect(200))).not.toContain(id);
    } finally {
      clock.mockRestore();
    }
  });
});
