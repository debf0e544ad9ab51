/**
 * The entry page learnt without a new sign-in (spec 3 §5 Entry page; issue 16 item 2): GET
 * users/{id}/info carries `entry_page_required`, computed live, so a signed-in user's tab sees it flip
 * true when an entry-page document gets an update, and false once they signed it and ended the entry
 * page. Nothing else is refused meanwhile.
 */
import { startTestApp, TestApp } from '../../test/harness';
import { buildUser } from '../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

it('flips entry_page_required true after an update of an entry-page document and false after signing and ending the entry page', async () => {
  const hr = await buildUser(t, { permissions: ['policy_documents_write'] });
  const worker = await buildUser(t, { permissions: [] });
  const required = async () => {
    const info = (await worker.agent.get(`/api/v1/users/${worker.id}/info`).expect(200)).body as { entry_page_required: boolean };
    return info.entry_page_required;
  };
  const endEntryPage = async () => {
    // Sign everything the entry page lists (documents of other tests of this app included), then end it.
    const docs = (await worker.agent.get('/api/v1/policy-documents/entry-page').expect(200)).body as { id: number; signed: boolean }[];
    for (const d of docs.filter((x) => !x.signed)) await worker.agent.post(`/api/v1/policy-documents/${d.id}/sign`).send({ phrase: 'I agree' }).expect(200);
    await worker.agent.post('/api/v1/users/end-entry-page').expect(200);
  };
  await endEntryPage();
  expect(await required()).toBe(false);

  const doc = (await hr.agent.post('/api/v1/policy-documents').send({ title: 'Code of conduct', link: 'https://example.com/code' }).expect(201)).body.document as { id: number };
  await hr.agent.post(`/api/v1/policy-documents/${doc.id}/entry-page`).expect(200);
  expect(await required()).toBe(true);
  expect((await worker.agent.post('/api/v1/users/end-entry-page')).status).toBe(409);
  await endEntryPage();
  expect(await required()).toBe(false);

  // An update while the worker stays signed in: the same session learns it at its next read.
  await hr.agent.put(`/api/v1/policy-documents/${doc.id}`).send({ title: 'Code of conduct', link: 'https://example.com/code-2', notes: 'New rules' }).expect(200);
  expect(await required()).toBe(true);
  // The server refuses nothing else meanwhile.
  await worker.agent.get(`/api/v1/users/${worker.id}/permissions`).expect(200);
  await worker.agent.post(`/api/v1/policy-documents/${doc.id}/sign`).send({ phrase: 'I agree' }).expect(200);
  expect(await required()).toBe(true); // signed, but the entry page itself is not ended yet
  await worker.agent.post('/api/v1/users/end-entry-page').expect(200);
  expect(await required()).toBe(false);
});

it('is true for a new person until the first entry page is saved', async () => {
  const admin = await buildUser(t, { permissions: ['users_read'] });
  const worker = await buildUser(t, { permissions: [], fields: { is_first_sign_in: true } });
  const info = async (agent = worker.agent) => (await agent.get(`/api/v1/users/${worker.id}/info`).expect(200)).body as { entry_page_required: boolean };
  expect((await info()).entry_page_required).toBe(true);
  expect((await info(admin.agent)).entry_page_required).toBe(true);
  const docs = (await worker.agent.get('/api/v1/policy-documents/entry-page').expect(200)).body as { id: number; signed: boolean }[];
  for (const d of docs.filter((x) => !x.signed)) await worker.agent.post(`/api/v1/policy-documents/${d.id}/sign`).send({ phrase: 'I agree' }).expect(200);
  await worker.agent.post('/api/v1/users/end-entry-page').expect(200);
  expect((await info()).entry_page_required).toBe(false);
});
