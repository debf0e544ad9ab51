/**
 * GET expense-claims/{id}/report (spec 2 §7, §8; issue 13 items 4 and 9): refused with
 * expense_claim_chain_not_approved until the chain approves the claim; then a PDF (base64) with the
 * lines, the total, the receipt images embedded and PDF receipts listed by name — read back with
 * pdftotext and pdfimages (poppler), Lithuanian letters included.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { buildChain, buildUser, type Person } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
let manager: Person;
let owner: Person;
let claim: { id: number; request_id: number };

const poppler = (tool: 'pdftotext' | 'pdfimages', pdf: Buffer, args: string[]) => {
  const file = path.join(t.dataDir, `report-${Date.now()}.pdf`);
  fs.writeFileSync(file, pdf);
  return execFileSync(tool, tool === 'pdftotext' ? [...args, file, '-'] : [...args, file], { encoding: 'utf8' });
};

beforeAll(async () => {
  t = await startTestApp();
  const admin = await t.signIn('admin@demo.lt');
  manager = await buildUser(t, { name: 'Rūta', surname: 'Žemaitė', locale: 'lt' });
  owner = await buildUser(t, { permissions: ['expense_claims_write', 'expense_claims_read'], managerId: manager.id, name: 'Jonas', surname: 'Šimkus' });
  const { chainId } = await buildChain(t, admin, [{ name: 'Manager approves', assignee_type: 'direct_manager' }]);
  await admin.put('/api/v1/expense-claims/types').send([{ name: 'travel', chain_id: chainId }]).expect(200);
  const jpeg = await sharp({ create: { width: 120, height: 80, channels: 3, background: '#2a6' } }).jpeg().toBuffer();
  const png = await sharp({ create: { width: 90, height: 60, channels: 3, background: '#a26' } }).png().toBuffer();
  const pdf = Buffer.from('%PDF-1.4\n% boarding pass\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');
  const r = await owner.agent.post('/api/v1/expense-claims').send({
    type: 'travel',
    additionalInformation: 'Kelionė į Šiaulius',
    object: [
      { date: '2026-10-05', description: 'Taksi į oro uostą', cost: 2550, attachments: [{ original_name: 'taksi.jpg', data: jpeg.toString('base64') }] },
      { date: '2026-10-06', description: 'Viešbutis Šiauliuose', cost: 9795, attachments: [{ original_name: 'viesbutis.png', data: png.toString('base64') }, { original_name: 'boarding-pass.pdf', data: pdf.toString('base64') }] },
    ],
  }).expect(201);
  claim = r.body;
});
afterAll(() => t.close());

it('is refused until the chain approves the claim', async () => {
  const draft = await owner.agent.get(`/api/v1/expense-claims/${claim.id}/report`);
  expect([draft.status, draft.body.error_code]).toEqual([409, 'expense_claim_chain_not_approved']);
  await owner.agent.patch(`/api/v2/chains/${claim.request_id}/submit`).expect(200);
  const waiting = await owner.agent.get(`/api/v1/expense-claims/${claim.id}/report`);
  expect([waiting.status, waiting.body.error_code]).toEqual([409, 'expense_claim_chain_not_approved']);
});

it('once approved: lines, total, approver, receipt images embedded and PDF receipts listed by name', async () => {
  await manager.agent.patch(`/api/v2/chains/${claim.request_id}/approve`).send({}).expect(200);
  const r = await owner.agent.get(`/api/v1/expense-claims/${claim.id}/report`).expect(200);
  expect(r.body.name).toBe(`expense-claim-${claim.id}.pdf`);
  const pdf = Buffer.from(r.body.data, 'base64');
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  const text = poppler('pdftotext', pdf, ['-layout']);
  for (const s of ['Expense claim', 'Jonas Šimkus', 'Travel', 'approved', 'Rūta Žemaitė', 'Kelionė į Šiaulius', 'Taksi į oro uostą', 'Viešbutis Šiauliuose', '€25.50', '€97.95', 'Total: €123.45', 'boarding-pass.pdf']) {
    expect(text).toContain(s);
  }
  const images = poppler('pdfimages', pdf, ['-list']).trim().split('\n').slice(2);
  expect(images).toHaveLength(2);
  // in Lithuanian on request, and by default for a reader whose profile language is Lithuanian
  const lt = await owner.agent.get(`/api/v1/expense-claims/${claim.id}/report?lang=lt`).expect(200);
  const ltText = poppler('pdftotext', Buffer.from(lt.body.data, 'base64'), ['-layout']).replace(/\u00a0/g, ' ');
  for (const s of ['Išlaidų ataskaita', 'Kelionės', 'patvirtinta', 'Patvirtino: Rūta Žemaitė', '25,50 €', 'Iš viso: 123,45 €', 'boarding-pass.pdf']) expect(ltText).toContain(s);
  // the approver may read it too; someone unrelated may not
  const approverCopy = await manager.agent.get(`/api/v1/expense-claims/${claim.id}/report`).expect(200);
  expect(poppler('pdftotext', Buffer.from(approverCopy.body.data, 'base64'), [])).toContain('Išlaidų ataskaita');
  const stranger = await buildUser(t, { permissions: ['expense_claims_read'] });
  expect((await stranger.agent.get(`/api/v1/expense-claims/${claim.id}/report`)).status).toBe(403);
});
