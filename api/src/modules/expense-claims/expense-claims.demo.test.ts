/**
 * The demo company's expense claims (issue 13 item 8; db/seed/demo-claims.ts): what
 * accounting@demo.lt finds — Justina's approved travel claim with two receipt images (its report
 * opens and it waits in the accounting list), Thomas's claim waiting for her approval, Ona's draft.
 */
import { startTestApp, type TestApp } from '../../test/harness';
import { User } from '../users/users.entities';

let t: TestApp;
let accounting: Awaited<ReturnType<TestApp['signIn']>>;
const idOf = async (email: string) => (await t.ctx.ds.getRepository(User).findOneByOrFail({ email })).id;

beforeAll(async () => {
  t = await startTestApp();
  accounting = await t.signIn('accounting@demo.lt');
});
afterAll(() => t.close());

it('gives accounting an approved claim with two receipt images and a report', async () => {
  const list = await accounting.get(`/api/v1/users/${await idOf('justina@demo.lt')}/expense-claims`).expect(200);
  expect(list.body.data).toHaveLength(1);
  const row = list.body.data[0];
  expect(row).toMatchObject({ type: 'travel', status: 'approved', cost_sum: 11450, lines_count: 2, attachments_count: 2, can: { report: true } });
  const claim = await accounting.get(`/api/v1/expense-claims/${row.id}`).expect(200);
  const files = claim.body.object.flatMap((l: { attachments: { content_type: string; data: string }[] }) => l.attachments);
  expect(files.map((f: { content_type: string }) => f.content_type)).toEqual(['image/png', 'image/png']);
  expect(Buffer.from(files[0].data, 'base64').subarray(1, 4).toString()).toBe('PNG');
  const report = await accounting.get(`/api/v1/expense-claims/${row.id}/report`).expect(200);
  expect(Buffer.from(report.body.data, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
  const waiting = await accounting.get('/api/v1/requests/accounting?pageSize=100').expect(200);
  expect(JSON.stringify(waiting.body)).toContain('Travel: 114.50 EUR');
});

it('has a claim waiting for the head of accounting and a draft', async () => {
  const thomas = await accounting.get(`/api/v1/users/${await idOf('thomas@demo.lt')}/expense-claims`).expect(200);
  expect(thomas.body.data[0]).toMatchObject({ type: 'representation', status: 'in_progress', cost_sum: 14620 });
  const mine = await accounting.get(`/api/v1/users/${await idOf('accounting@demo.lt')}/assigned/requests?pageSize=100`).expect(200);
  expect(JSON.stringify(mine.body)).toContain('Representation: 146.20 EUR');
  const ona = await accounting.get(`/api/v1/users/${await idOf('ona@demo.lt')}/expense-claims`).expect(200);
  expect(ona.body.data[0]).toMatchObject({ type: 'training', status: 'not_initialized', lines_count: 1 });
});
