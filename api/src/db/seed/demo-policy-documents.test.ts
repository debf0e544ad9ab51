/**
 * The demo policy documents (issue 16 item 6) as HR and a first-time user find them: five documents,
 * two on the entry page, the code of conduct with an update; jonas@demo.lt (first sign-in) has signed
 * nothing and cannot end the entry page; people past their first sign-in have signed the entry-page
 * documents. Seeding twice adds nothing.
 */
import { PolicyDocumentRow } from '../../modules/policy-documents/policy-documents.entities';
import { startTestApp, TestApp } from '../../test/harness';
import { inTransaction } from '../tx';
import { seedDemoPolicyDocuments } from './demo-policy-documents';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await inTransaction(t.ctx.ds, (em) => seedDemoPolicyDocuments(em, new Date()));
});
afterAll(() => t.close());

interface Doc { id: number; title: string; entry_page: boolean; signed: boolean; attachment: { name: string } | null; updates: { id: number; kind: string }[] }

it('gives HR five documents, two on the entry page, one updated, one stored as a PDF', async () => {
  const hr = await t.signIn('hr@demo.lt');
  const list = (await hr.get('/api/v1/policy-documents?pageSize=10').expect(200)).body as { totalCount: number; data: Doc[] };
  expect(list.totalCount).toBe(5);
  expect(list.data.filter((d) => d.entry_page).map((d) => d.title).sort()).toEqual(['Code of conduct', 'Personal data protection policy']);
  const conduct = list.data.find((d) => d.title === 'Code of conduct')!;
  expect(conduct.updates.map((u) => u.kind)).toEqual(['created', 'updated']);
  expect(list.data.filter((d) => d.entry_page).every((d) => d.signed)).toBe(true);
  const pdf = list.data.find((d) => d.attachment)!;
  const file = (await hr.get(`/api/v1/policy-documents/${pdf.id}/attachments`).query({ key: pdf.attachment!.name }).expect(200)).body;
  expect(Buffer.from(file.data, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
  const signers = (await hr.get(`/api/v1/policy-documents/updates/${conduct.updates[1].id}/users`).expect(200)).body as { full_name: string; signed: boolean }[];
  expect(signers.filter((s) => s.signed).length).toBeGreaterThan(10);
  expect(signers.find((s) => s.full_name === 'Jonas Petrauskas')?.signed).toBe(false);

  await inTransaction(t.ctx.ds, (em) => seedDemoPolicyDocuments(em, new Date()));
  expect(await t.ctx.ds.getRepository(PolicyDocumentRow).count()).toBe(5);
});

it('sends jonas (first sign-in) to the entry page with both documents unsigned', async () => {
  const login = await t.http().post('/api/v1/login').send({ email: 'jonas@demo.lt', password: 'Demo-Portal-2026!' }).expect(200);
  expect(login.body.is_first_sign_in).toBe(true);
  const jonas = await t.signIn('jonas@demo.lt');
  const page = (await jonas.get('/api/v1/policy-documents/entry-page').expect(200)).body as Doc[];
  expect(page.map((d) => [d.title, d.signed])).toEqual([['Personal data protection policy', false], ['Code of conduct', false]]);
  expect((await jonas.post('/api/v1/users/end-entry-page')).status).toBe(409);
});
