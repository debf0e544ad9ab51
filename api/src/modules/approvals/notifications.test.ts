/** Approval e-mails and the chain item notification job (spec 2 §3 Chain item notification). */
import { JOBS, takeLease } from '../../jobs';
import { startTestApp, TestApp } from '../../test/harness';
import { readMail } from '../../test/mail';
import { dueNotifications, runChainNotifications } from './notifications';
import { buildChain, buildRequest, buildRole, buildUser, type Person } from '../../test/factories';
import { mapTestType, registerTestType } from '../../test/request-type';
import { mailsTo as read } from '../../test/mail';
import { ApprovalRequest } from './approvals.entities';

let t: TestApp;
let admin: Awaited<ReturnType<TestApp['signIn']>>;
let owner: Person;
let manager: Person;
let h1: Person;
let h2: Person;
let itemIds: number[];

// 2026-11-23 is a Monday; November has 30 days.
const MONDAY_0830 = new Date('2026-11-23T08:30:00Z');

beforeAll(async () => {
  t = await startTestApp();
  registerTestType();
  admin = await t.signIn('admin@demo.lt');
  const employee = await buildRole(t);
  const holders = await buildRole(t);
  manager = await buildUser(t, { roleId: employee, locale: 'lt' });
  owner = await buildUser(t, { roleId: employee, managerId: manager.id });
  h1 = await buildUser(t, { roleId: holders });
  h2 = await buildUser(t, { roleId: employee, tempRoleId: holders });
  ({ itemIds } = await buildChain(t, admin, [
    { assignee_type: 'direct_manager', notification_message: 'Please check the budget line' },
    { assignee_type: 'role', role_id: holders },
  ]));
  await mapTestType(t, (await admin.get(`/api/v1/chains/items/${itemIds[0]}`)).body.chain_id);
  const add = (i: number, body: Record<string, unknown>) => admin.post(`/api/v1/chains/items/${itemIds[i]}/notifications`).send(body).expect(201);
  await add(0, { frequency_type: 'daily', notification_time: '08:30' });
  await add(1, { frequency_type: 'week_day', frequency_value: 1, notification_time: '1970-01-01T08:30:00.000Z' });
  await add(1, { frequency_type: 'month_day', frequency_value: 31, notification_time: '09:00' });
});
afterAll(() => t.close());

const mailsTo = (p: Person) => t.outbox().filter((m) => m.includes(`To: ${p.email}`));
/** A message's text as its reader sees it (quoted-printable undone: links carry `=`). */
const plain = (m: string) => readMail(m).text;

it('e-mails every assignee when a step is reached, in their language, and the owner when it ends', async () => {
  const id = await buildRequest(t, { ownerId: owner.id, title: 'Team offsite' });
  await owner.agent.patch(`/api/v2/chains/${id}/submit`).expect(200);
  await t.ctx.events.drain();
  const toManager = mailsTo(manager);
  expect(toManager).toHaveLength(1);
  expect(toManager[0]).toContain('Subject: =?UTF-8?'); // Lithuanian subject, MIME-encoded
  expect(toManager[0]).toContain('Please check the budget line');
  expect(plain(toManager[0])).toContain(`/requests?request=${id}`); // the request's own page, where its details open
  await manager.agent.patch(`/api/v2/chains/${id}/approve`).expect(200);
  await t.ctx.events.drain();
  expect(mailsTo(h1).some((m) => m.includes('Subject: Request waiting for your approval: Team offsite'))).toBe(true);
  expect(mailsTo(h2)).toHaveLength(1);
  await h2.agent.patch(`/api/v2/chains/${id}/reject`).send({ message: 'Too expensive' }).expect(200);
  await t.ctx.events.drain();
  const toOwner = mailsTo(owner);
  expect(toOwner.some((m) => m.includes('Subject: Your request was rejected: Team offsite') && m.includes('Too expensive'))).toBe(true);
});

it('finds the schedules due at a UTC minute: daily, ISO week day, month day (31 fires on the last day)', async () => {
  expect((await dueNotifications(t.ctx, MONDAY_0830)).map((n) => n.frequency_type).sort()).toEqual(['daily', 'week_day']);
  expect(await dueNotifications(t.ctx, new Date('2026-11-24T08:30:00Z'))).toHaveLength(1);
  expect(await dueNotifications(t.ctx, new Date('2026-11-23T08:31:00Z'))).toHaveLength(0);
  expect((await dueNotifications(t.ctx, new Date('2026-11-30T09:00:00Z'))).map((n) => n.frequency_type)).toEqual(['month_day']);
  expect(await dueNotifications(t.ctx, new Date('2026-12-30T09:00:00Z'))).toHaveLength(0);
  expect(await dueNotifications(t.ctx, new Date('2026-12-31T09:00:00Z'))).toHaveLength(1);
});

it('reminds the assignees of requests waiting at those items, one e-mail per person', async () => {
  const a = await buildRequest(t, { ownerId: owner.id, title: 'Waiting A' });
  const b = await buildRequest(t, { ownerId: owner.id, title: 'Waiting B' });
  for (const id of [a, b]) await owner.agent.patch(`/api/v2/chains/${id}/submit`).expect(200);
  await manager.agent.patch(`/api/v2/chains/${b}/approve`).expect(200);
  await t.ctx.events.drain();
  const before = { manager: mailsTo(manager).length, h1: mailsTo(h1).length, h2: mailsTo(h2).length };
  const sent = await runChainNotifications(t.ctx, MONDAY_0830);
  expect(sent).toBe(3);
  const reminder = mailsTo(h1).slice(before.h1);
  expect(reminder).toHaveLength(1);
  expect(reminder[0]).toContain('Waiting B');
  expect(plain(reminder[0])).toContain(`/requests?request=${b}`);
  expect(reminder[0]).not.toContain('Waiting A');
  expect(mailsTo(manager).slice(before.manager).join()).toContain('Waiting A');
  expect(mailsTo(h2).length - before.h2).toBe(1);
  expect(await runChainNotifications(t.ctx, new Date('2026-11-23T10:00:00Z'))).toBe(0);
});

it("names the request in each reader's language: the Lithuanian title (title_lt) in the subject and the reminder", async () => {
  // Overtime's title differs by language: "27/11/2026 (2 h 00 min)" / "27/11/2026 (2 val. 00 min.)".
  const { itemIds: [item] } = await buildChain(t, admin, [{ assignee_type: 'direct_manager' }], { mapTo: 'Overtime' });
  await admin.post(`/api/v1/chains/items/${item}/notifications`).send({ frequency_type: 'daily', notification_time: '06:15' }).expect(201);
  const before = t.outbox().length;
  const res = await owner.agent.post('/api/v2/chains?submit=true').send({ requestType: 'Overtime', date: '2026-11-27', compensation: 'holiday', times: [{ from: '20:00', to: '22:00' }] });
  expect(res.status).toBe(201);
  await t.ctx.events.drain();
  const r = await t.ctx.ds.getRepository(ApprovalRequest).findOneByOrFail({ user_id: owner.id, request_name: 'overtime' });
  expect(r.title_lt).toBe('27/11/2026 (2 val. 00 min.)');
  const [assigned] = read(t.outbox().slice(before), manager.email);
  expect(assigned.subject).toBe(`Prašymas laukia jūsų patvirtinimo: 27/11/2026 (2 val. 00 min.) (#${r.id})`);
  expect(assigned.text).toContain(`Atidarykite prašymą: ${t.ctx.config.publicUrl}/requests?request=${r.id}`);
  const mid = t.outbox().length;
  expect(await runChainNotifications(t.ctx, new Date('2026-11-25T06:15:00Z'))).toBe(1);
  const [reminder] = read(t.outbox().slice(mid), manager.email);
  expect(reminder.subject).toBe('Jūsų patvirtinimo laukia prašymų: 1');
  expect(reminder.text).toContain(`- 27/11/2026 (2 val. 00 min.) (#${r.id}): Step 1 — ${t.ctx.config.publicUrl}/requests?request=${r.id}`);
  await manager.agent.patch(`/api/v2/chains/${r.id}/approve`).expect(200);
  await t.ctx.events.drain();
  expect(read(t.outbox().slice(mid), owner.email).map((m) => m.subject)).toEqual([`Your request was approved: 27/11/2026 (2 h 00 min) (#${r.id})`]);
});

it('is scheduled every minute and runs once across server copies (lease)', async () => {
  const job = JOBS.find((j) => j.name === 'chain-item-notifications');
  expect(job?.schedule).toBe('* * * * *');
  expect(JOBS.filter((j) => j.name === 'chain-item-notifications')).toHaveLength(1);
  expect(await takeLease(t.ctx, 'chain-item-notifications', 50)).toBe(true);
  expect(await takeLease(t.ctx, 'chain-item-notifications', 50)).toBe(false);
});
