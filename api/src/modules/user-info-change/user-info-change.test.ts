/** Personal info change end to end over HTTP (spec 1 §3–§5): two approvers, images, no-chain fields, refusals. */
import { startTestApp, TestApp } from '../../test/harness';
import { readMail } from '../../test/mail';
import { StoredFile } from '../../shared/files';
import { ApprovalRequest } from '../approvals/approvals.entities';
import { buildChain, buildRole, buildUser, type Person } from '../../test/factories';
import { User } from '../users/users.entities';
import { UserInfoChange } from './user-info-change.entities';

let t: TestApp;
let admin: Awaited<ReturnType<TestApp['signIn']>>;
let manager: Person;
let hr: Person;
let owner: Person;
let hrRole: number;

/** A valid 1×1 png (uploads are checked by content and re-encoded: shared/file-checks.ts). */
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const GIF = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1').toString('base64');
const PDF = Buffer.from('%PDF-1.4\n% test\n').toString('base64');
const image = (name = 'id-card.png', data = PNG) => ({ name, data });
const user = (id: number) => t.ctx.ds.getRepository(User).findOneByOrFail({ id });

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signIn('admin@demo.lt');
  const employee = await buildRole(t);
  hrRole = await buildRole(t, { name: 'People team' });
  manager = await buildUser(t, { roleId: employee });
  hr = await buildUser(t, { roleId: hrRole, locale: 'lt' });
  owner = await buildUser(t, { roleId: employee, managerId: manager.id, name: 'Rasa', surname: 'Senoji' });
  const { chainId: chain } = await buildChain(
    t,
    admin,
    [
      { name: 'Manager confirms', assignee_type: 'direct_manager' },
      { name: 'HR updates records', assignee_type: 'role', role_id: hrRole },
    ],
    { name: 'Personal data' },
  );
  await admin.post('/api/v1/users/edit/references').send({ request_type: 'surname', name: 'Surname', chain_id: chain, image_required: true }).expect(201);
  await admin.post('/api/v1/users/edit/references').send({ request_type: 'relatives', name: 'Relatives', chain_id: chain }).expect(201);
  await admin.post('/api/v1/users/edit/references').send({ request_type: 'phone_number', name: 'Phone', chain_id: null }).expect(201);
  await admin.post('/api/v1/users/edit/references').send({ request_type: 'email', name: 'E-mail', chain_id: chain }).expect(201);
});
afterAll(() => t.close());

const ask = (p: Person, body: Record<string, unknown>, id = p.id) => p.agent.post(`/api/v1/users/${id}/edit`).send(body);

it('goes through the manager and HR, then changes the surname', async () => {
  const r = await ask(owner, { type: 'surname', value: '  Naujoji ', images: [image(), image('decision.pdf', PDF)] });
  expect(r.status).toBe(201);
  expect(r.body).toEqual({ id: expect.any(Number), request_id: expect.any(Number), status: 'in_progress' });
  const requestId = r.body.request_id;

  const object = (await manager.agent.get(`/api/v1/requests/${requestId}/object`)).body;
  expect(object).toMatchObject({ type: 'surname', value: 'Naujoji', old_value: 'Senoji', user_id: owner.id, applied_at: null });
  expect(object.images.map((i: { name: string; content_type: string }) => `${i.name} ${i.content_type}`)).toEqual(['id-card.png image/png', 'decision.pdf application/pdf']);
  expect(Buffer.from(object.images[0].data, 'base64').subarray(1, 4).toString()).toBe('PNG');

  const mine = (await owner.agent.get('/api/v2/requests')).body.data.find((x: { id: number }) => x.id === requestId);
  expect(mine).toMatchObject({ requestType: 'user_info_change', eventName: 'Surname: Naujoji', currentlyAt: 'Manager confirms', status: 'in_progress' });

  await hr.agent.patch(`/api/v2/chains/${requestId}/approve`).expect(403);
  await manager.agent.patch(`/api/v2/chains/${requestId}/approve`).expect(200);
  expect((await user(owner.id)).surname).toBe('Senoji');
  const done = await hr.agent.patch(`/api/v2/chains/${requestId}/approve`);
  expect(done.body).toMatchObject({ status: 'approved', message: 'request_approved_successfully' });
  expect((await user(owner.id)).surname).toBe('Naujoji');
  expect((await t.ctx.ds.getRepository(UserInfoChange).findOneByOrFail({ id: r.body.id })).applied_at).not.toBeNull();

  await t.ctx.events.drain();
  const mails = t.outbox().join('\n=====\n');
  expect(mails).toContain(`To: ${manager.email}`);
  expect(mails).toContain('Subject: Request waiting for your approval: Surname: Naujoji');
  expect(mails).toContain(`To: ${hr.email}`);
  const hrMail = t.outbox().find((m) => m.includes(`To: ${hr.email}`))!;
  expect(readMail(hrMail).subject).toMatch(/^Prašymas laukia jūsų patvirtinimo: Surname: Naujoji \(#\d+\)$/);
  expect(mails).toContain('Subject: Your request was approved: Surname: Naujoji');
});

it('applies a field without a chain at once', async () => {
  const r = await ask(owner, { type: 'phone_number', value: '+37060000000' });
  expect(r.body.status).toBe('approved');
  expect((await user(owner.id)).phone_number).toBe('+37060000000');
  const history = (await admin.get(`/api/v2/requests/${r.body.request_id}/inspect`)).body;
  expect(history).toMatchObject({ status: 'approved', requestType: 'user_info_change' });
});

it('keeps relatives as JSON on the change (the users module owns relatives)', async () => {
  const relatives = [{ name: 'Ieva', surname: 'Senoji', relationship: 'child', birth_date: '2015-04-01' }];
  const r = await ask(owner, { type: 'relatives', value: relatives });
  expect(r.status).toBe(201);
  expect((await owner.agent.get(`/api/v1/requests/${r.body.request_id}/object`)).body.value).toEqual(relatives);
  expect((await ask(owner, { type: 'relatives', value: [{ name: 'No surname' }] })).body.error_code).toBe('user_info_change_invalid_value');
});

it.each([
  ['a field nobody configured', { type: 'home_address', value: 'Vilnius' }, 400, 'user_info_change_field_not_configured'],
  ['no image where the reference requires one', { type: 'surname', value: 'X' }, 400, 'user_info_change_image_required'],
  ['a gif', { type: 'surname', value: 'X', images: [image('photo.gif', GIF)] }, 400, 'bad_file_type'],
  ['a png that is not an image', { type: 'surname', value: 'X', images: [image('photo.png', Buffer.from('plain text').toString('base64'))] }, 400, 'bad_file_type'],
  ['four images', { type: 'surname', value: 'X', images: [image(), image(), image(), image()] }, 400, 'bad_file_type'],
  ['an invalid e-mail', { type: 'email', value: 'not-an-email' }, 400, 'user_info_change_invalid_value'],
  ['an e-mail someone has', { type: 'email', value: 'ADMIN@demo.lt' }, 409, 'duplicate_user'],
  ['an unknown field', { type: 'birth_date', value: '2000-01-01' }, 400, 'provided_invalid_data'],
])('refuses %s', async (_name, body, status, code) => {
  const files = await t.ctx.ds.getRepository(StoredFile).count();
  const r = await ask(owner, body);
  expect([r.status, r.body.error_code]).toEqual([status, code]);
  expect(await t.ctx.ds.getRepository(StoredFile).count()).toBe(files);
});

it('refuses an image of 10,000,000 bytes or more with bad_file_type and writes nothing', async () => {
  const big = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(10_000_000 - 3)]).toString('base64');
  const files = await t.ctx.ds.getRepository(StoredFile).count();
  const r = await ask(owner, { type: 'surname', value: 'X', images: [image(), image('big.jpg', big)] });
  expect([r.status, r.body.error_code, r.body.reason]).toEqual([400, 'bad_file_type', 'size']);
  expect(await t.ctx.ds.getRepository(StoredFile).count()).toBe(files);
});

it('only for oneself', async () => {
  const r = await ask(manager, { type: 'phone_number', value: '1' }, owner.id);
  expect([r.status, r.body.error_code]).toEqual([403, 'missing_permissions']);
});

it('returned to the owner: edited, resubmitted by object id, or deleted with its files', async () => {
  const r = await ask(owner, { type: 'email', value: 'rasa.new@test.lt' });
  const requestId = r.body.request_id;
  await manager.agent.patch(`/api/v2/chains/${requestId}/return-to-owner`).send({ message: 'use the work domain' }).expect(200);
  const edited = await owner.agent.put(`/api/v2/chains/${requestId}`).send({ value: 'rasa@work.lt' });
  expect(edited.status).toBe(200);
  expect(edited.body).toMatchObject({ status: 'not_initialized', owner_message: 'use the work domain', title: 'E-mail: rasa@work.lt' });
  const init = await owner.agent.patch(`/api/v1/requests/object/${r.body.id}/init/user_info_change`);
  expect(init.body).toMatchObject({ status: 'in_progress', message: 'request_submitted_successfully' });
  await manager.agent.patch(`/api/v2/chains/${requestId}/approve`).expect(200);
  await hr.agent.patch(`/api/v2/chains/${requestId}/approve`).expect(200);
  expect((await user(owner.id)).email).toBe('rasa@work.lt');

  const second = await ask(owner, { type: 'surname', value: 'Trečioji', images: [image()] });
  await manager.agent.patch(`/api/v2/chains/${second.body.request_id}/return`).send({ message: 'blurry' }).expect(200);
  const files = await t.ctx.ds.getRepository(StoredFile).count();
  await owner.agent.delete(`/api/v2/chains/${second.body.request_id}`).expect(200);
  expect(await t.ctx.ds.getRepository(StoredFile).count()).toBe(files - 1);
  expect(await t.ctx.ds.getRepository(UserInfoChange).countBy({ id: second.body.id })).toBe(0);
  expect(await t.ctx.ds.getRepository(ApprovalRequest).countBy({ id: second.body.request_id })).toBe(0);
});

it('returned to the owner by the second item: PUT then PATCH /submit starts a new round from the first item (the tab\'s edit)', async () => {
  const r = await ask(owner, { type: 'email', value: 'rasa.second@test.lt' });
  const requestId = r.body.request_id;
  await manager.agent.patch(`/api/v2/chains/${requestId}/approve`).expect(200);
  await hr.agent.patch(`/api/v2/chains/${requestId}/return-to-owner`).send({ message: 'not your work address' }).expect(200);
  const row = (await owner.agent.get('/api/v2/requests')).body.data.find((x: { id: number }) => x.id === requestId);
  expect(row).toMatchObject({ status: 'not_initialized', canEdit: true, canSubmit: true });
  const info = (await owner.agent.get(`/api/v2/requests/${requestId}/chain-info`)).body;
  expect(info.steps.map((s: { status: string; message: string | null }) => [s.status, s.message])).toEqual([['approve', null], ['send_back_request_to_owner', 'not your work address']]);
  expect((await owner.agent.get(`/api/v2/requests/${requestId}/inspect`)).body).toMatchObject({ ownerMessage: 'not your work address', object: { type: 'email', value: 'rasa.second@test.lt' } });

  await owner.agent.put(`/api/v2/chains/${requestId}`).send({ value: 'rasa.second@work.lt' }).expect(200);
  const submitted = await owner.agent.patch(`/api/v2/chains/${requestId}/submit`);
  expect(submitted.body).toMatchObject({ status: 'in_progress', message: 'request_submitted_successfully' });
  await hr.agent.patch(`/api/v2/chains/${requestId}/approve`).expect(403);
  await manager.agent.patch(`/api/v2/chains/${requestId}/approve`).expect(200);
  await hr.agent.patch(`/api/v2/chains/${requestId}/approve`).expect(200);
  expect((await user(owner.id)).email).toBe('rasa.second@work.lt');
  const final = (await owner.agent.get(`/api/v2/requests/${requestId}/chain-info`)).body;
  expect(final).toMatchObject({ status: 'approved' });
  expect(final.steps.map((s: { status: string }) => s.status)).toEqual(['approve', 'approve']);
});

it('POST /api/v2/chains saves and submits a request of a type with a handler; others are refused at the save step', async () => {
  const r = await owner.agent.post('/api/v2/chains?submit=true').send({ requestType: 'user_info_change', type: 'relatives', value: [] });
  expect(r.status).toBe(201);
  expect(r.body).toMatchObject({ request_name: 'user_info_change', status: 'in_progress', request_user: { id: owner.id }, items: [{ status: 'in_progress' }, { status: 'not_initialized' }] });
  const draft = await owner.agent.post('/api/v2/chains?submit=false').send({ requestType: 'user_info_change', type: 'relatives', value: [] });
  expect(draft.body.status).toBe('not_initialized');
  const none = await owner.agent.post('/api/v2/chains').send({ requestType: 'certificate', title: 'x' });
  expect([none.status, none.body.error_code, none.body.step]).toEqual([400, 'request_type_not_supported', 'save']);
});

it('a submit that fails after the save keeps the saved request and says so', async () => {
  const lonely = await buildUser(t, { roleId: hrRole });
  const r = await lonely.agent.post('/api/v2/chains?submit=true').send({ requestType: 'user_info_change', type: 'relatives', value: [] });
  expect([r.status, r.body.error_code, r.body.step]).toEqual([400, 'direct_manager_not_found', 'submit']);
  expect((await t.ctx.ds.getRepository(ApprovalRequest).findOneByOrFail({ id: r.body.request_id })).status).toBe('not_initialized');
});
