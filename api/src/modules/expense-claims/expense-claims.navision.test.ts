/**
 * Approved expense claims reach the external accounting system once (issue 13 item 5; spec 2 §7 POST
 * navision/sync, §8 user_has_no_navision_id), over the default file drop, with the demo claims:
 * Justina's approved claim is refused while she has no navision id, sent once she has one, never again;
 * the claims in progress and drafts are not sent.
 */
import fs from 'node:fs';
import path from 'node:path';
import { User } from '../users/users.entities';
import { startTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

it('sends the approved claim once the claimant has a navision id', async () => {
  const admin = await t.signIn('admin@demo.lt');
  const users = t.ctx.ds.getRepository(User);
  const justina = await users.findOneByOrFail({ email: 'justina@demo.lt' });
  const claims = (await admin.get(`/api/v1/users/${justina.id}/expense-claims`).expect(200)).body.data as { id: number; status: string }[];
  const approved = claims.find((c) => c.status === 'approved')!;
  const outbox = path.join(t.dataDir, 'navision-outbox');
  const file = path.join(outbox, `expense_claim-${approved.id}.json`);

  await users.update(justina.id, { navision_id: null });
  const first = (await admin.post('/api/v1/navision/sync').expect(200)).body;
  expect(first.documents.failed).toContainEqual({ kind: 'expense_claim', id: approved.id, user_id: justina.id, error_code: 'user_has_no_navision_id' });
  expect(fs.existsSync(file)).toBe(false);

  await users.update(justina.id, { navision_id: 'EMP-0077' });
  await admin.post('/api/v1/navision/sync').expect(200);
  const doc = JSON.parse(fs.readFileSync(file, 'utf8'));
  expect(doc).toMatchObject({ kind: 'expense_claim', id: approved.id, navision_id: 'EMP-0077', payload: { type: 'travel', total_cents: 11450, currency: 'EUR' } });
  expect(doc.payload.lines.map((l: { cost_cents: number; receipts: string[] }) => [l.cost_cents, l.receipts])).toEqual([[2550, ['taksi-kvitas.png']], [8900, ['viesbutis-saskaita.png']]]);
  expect(JSON.stringify(doc)).not.toMatch(/iVBORw0KGgo/); // no receipt bodies
  expect(fs.readdirSync(outbox).filter((f) => f.startsWith('expense_claim-'))).toEqual([`expense_claim-${approved.id}.json`]);

  const third = (await admin.post('/api/v1/navision/sync').expect(200)).body;
  expect(third.documents.failed.filter((f: { kind: string }) => f.kind === 'expense_claim')).toEqual([]);
  expect(fs.readdirSync(outbox).filter((f) => f.startsWith('expense_claim-'))).toHaveLength(1);
});
