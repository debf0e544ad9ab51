/**
 * Book requests through the approval engine (issue 14 item 2; spec 3 §3 Book request, §5, §7 POST
 * books/request then the generic submit with type BookRequest): required fields and limits, the
 * request type `book_request` (either spelling), editing by chain items with edit rights, approval by
 * the module responsible (library_write).
 */
import { startTestApp, TestApp } from '../../test/harness';
import { buildChain, buildRole, buildUser, type Person } from '../../test/factories';
import { ApprovalRequest } from '../approvals/approvals.entities';
import { BookRequest } from './library.entities';

let t: TestApp;
let admin: Awaited<ReturnType<TestApp['signIn']>>;
let librarian: Person;
let ann: Person;
let ben: Person;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signIn('admin@demo.lt');
  const role = await buildRole(t, { permissions: ['library_read', 'library_order'] });
  librarian = await buildUser(t, { permissions: ['library_read', 'library_order', 'library_write'] });
  ann = await buildUser(t, { roleId: role });
  ben = await buildUser(t, { roleId: role });
  await buildChain(t, admin, [{ name: 'Librarian decides', assignee_type: 'module_responsible', can_edit: true }], { mapTo: 'BookRequest' });
});
afterAll(() => t.close());

const ask = (p: Person, body: Record<string, unknown>) => p.agent.post('/api/v1/books/request').send(body);
const valid = { title: 'Thinking, Fast and Slow', author: 'Daniel Kahneman', link: 'https://example.com/book', notes: 'For the team' };

it('title, author and link are required; notes at most 2048; needs library_order', async () => {
  for (const missing of ['title', 'author', 'link']) {
    const r = await ask(ann, { ...valid, [missing]: ' ' });
    expect([r.status, r.body.error_code, r.body.fields[0].path]).toEqual([400, 'provided_invalid_data', missing]);
  }
  expect((await ask(ann, { ...valid, notes: 'x'.repeat(2049) })).status).toBe(400);
  expect((await ask(ann, { ...valid, link: 'x'.repeat(256) })).status).toBe(400);
  expect((await ask(ann, { ...valid, notes: 'x'.repeat(2048) })).status).toBe(201);
  const reader = await buildUser(t, { permissions: ['library_read'] });
  expect((await ask(reader, valid)).body.error_code).toBe('missing_permissions');
});

it('POST books/request answers the id; the generic submit with BookRequest sends it to the librarian, who edits and approves it', async () => {
  const r = await ask(ann, valid);
  expect(r.status).toBe(201);
  expect(r.body).toEqual({ message: 'book_request_successfully_submitted', id: expect.any(Number), request_id: expect.any(Number), status: 'not_initialized' });
  const stored = await t.ctx.ds.getRepository(ApprovalRequest).findOneByOrFail({ id: r.body.request_id });
  expect([stored.request_name, stored.object_id, stored.user_id]).toEqual(['book_request', r.body.id, ann.id]);

  await ann.agent.patch(`/api/v1/requests/object/${r.body.id}/init/BookRequest`).expect(200);
  const requestId = r.body.request_id;
  const object = (await librarian.agent.get(`/api/v1/requests/${requestId}/object`).expect(200)).body;
  expect(object).toMatchObject({ title: valid.title, author: valid.author, link: valid.link, notes: 'For the team', user_id: ann.id });

  // Only whoever acts on a step with edit rights edits it; the owner may not while it is in progress.
  const stranger = await ben.agent.put(`/api/v2/chains/${requestId}`).send({ title: 'Nope' });
  expect([stranger.status, stranger.body.error_code]).toEqual([403, 'chain_not_assigned_to_you']);
  const owner = await ann.agent.put(`/api/v2/chains/${requestId}`).send({ title: 'Mine' });
  expect([owner.status, owner.body.error_code]).toEqual([409, 'request_not_editable']);
  const edited = await librarian.agent.put(`/api/v2/chains/${requestId}`).send({ title: 'Thinking, Fast and Slow (paperback)', notes: null });
  expect(edited.status).toBe(200);
  const row = await t.ctx.ds.getRepository(BookRequest).findOneByOrFail({ id: r.body.id });
  expect([row.title, row.notes]).toEqual(['Thinking, Fast and Slow (paperback)', null]);
  expect((await librarian.agent.put(`/api/v2/chains/${requestId}`).send({ link: '' })).status).toBe(400);

  const mine = (await ann.agent.get('/api/v2/requests')).body.data.find((x: { id: number }) => x.id === requestId);
  expect(mine).toMatchObject({ requestType: 'book_request', eventName: 'Thinking, Fast and Slow (paperback) — Daniel Kahneman', status: 'in_progress' });
  const done = await librarian.agent.patch(`/api/v2/chains/${requestId}/approve`);
  expect(done.body).toMatchObject({ status: 'approved' });
});

it('POST /api/v2/chains creates and submits a book request in one call (requestType book_request)', async () => {
  const r = await ben.agent.post('/api/v2/chains?submit=true').send({ requestType: 'book_request', ...valid });
  expect([r.status, r.body.status]).toEqual([201, 'in_progress']);
  expect((await ben.agent.post('/api/v2/chains?submit=true').send({ requestType: 'BookRequest', title: 'x', author: 'y' })).status).toBe(400);
});
