/**
 * Receipts of expense claims (spec 2 §5 Expense claim attachments, §9; issue 13 items 4 and 9):
 * jpeg, png, pdf decided by content; at most 10 files, each ≤ 4,000,000 bytes, 4 MB together;
 * refusals carry a clear code and store nothing; the claim's read call returns {name,
 * original_name, data (base64), size}, the list never carries bodies; kept receipts survive an edit.
 */
import sharp from 'sharp';
import { StoredFile } from '../../shared/files';
import { buildUser, type Person } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/harness';
import { ExpenseClaim, ExpenseClaimAttachment } from './expense-claims.entities';

let t: TestApp;
let owner: Person;
let png: string;
let jpeg: string;
const pdfOf = (bytes: number) => Buffer.concat([Buffer.from('%PDF-1.4\n%'), Buffer.alloc(bytes - 17, 'x'), Buffer.from('\n%%EOF\n')]);
const b64 = (b: Buffer) => b.toString('base64');

beforeAll(async () => {
  t = await startTestApp();
  owner = await buildUser(t, { permissions: ['expense_claims_write', 'expense_claims_read'] });
  png = b64(await sharp({ create: { width: 60, height: 40, channels: 3, background: '#c00' } }).png().toBuffer());
  jpeg = b64(await sharp({ create: { width: 80, height: 50, channels: 3, background: '#0a0' } }).jpeg().toBuffer());
});
afterAll(() => t.close());

const file = (original_name: string, data: string) => ({ original_name, data });
const save = (attachments: { original_name?: string; data?: string; id?: number }[][]) =>
  owner.agent.post('/api/v1/expense-claims').send({
    type: 'travel',
    object: attachments.map((a, i) => ({ date: '2026-10-05', description: `Line ${i + 1}`, cost: 1000, attachments: a })),
  });
const counts = async () => [await t.ctx.ds.getRepository(StoredFile).count(), await t.ctx.ds.getRepository(ExpenseClaim).count(), await t.ctx.ds.getRepository(ExpenseClaimAttachment).count()];

it('stores jpeg, png and pdf receipts; the claim returns them with base64 bodies, the list without', async () => {
  const pdf = pdfOf(2000);
  const r = await save([[file('taxi.jpg', jpeg), file('hotel.png', png)], [file('ticket.pdf', b64(pdf))]]);
  expect(r.status).toBe(201);
  const got = await owner.agent.get(`/api/v1/expense-claims/${r.body.id}`).expect(200);
  const [first, second] = got.body.object;
  expect(first.attachments.map((a: { name: string; original_name: string; content_type: string }) => [a.name, a.original_name, a.content_type])).toEqual([
    ['taxi.jpg', 'taxi.jpg', 'image/jpeg'], ['hotel.png', 'hotel.png', 'image/png'],
  ]);
  const ticket = second.attachments[0];
  expect(ticket).toMatchObject({ name: 'ticket.pdf', original_name: 'ticket.pdf', size: pdf.length });
  expect(Buffer.from(ticket.data, 'base64').equals(pdf)).toBe(true);
  const list = await owner.agent.get(`/api/v1/users/${owner.id}/expense-claims`).expect(200);
  expect(list.body.data[0]).toMatchObject({ id: r.body.id, attachments_count: 3, lines_count: 2 });
  expect(JSON.stringify(list.body)).not.toContain(ticket.data.slice(0, 40));
});

it.each([
  ['a real 4.1 MB file', () => [[file('scan.pdf', b64(pdfOf(4_100_000)))]], 'invalid_expense_claim_attachment', 'size'],
  ['a renamed .exe', () => [[file('receipt.jpg', b64(Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff', 'latin1'), Buffer.alloc(4000)])))]], 'invalid_expense_claim_attachment', 'type'],
  ['plain text named .png', () => [[file('receipt.png', b64(Buffer.from('just some text, not an image')))]], 'invalid_expense_claim_attachment', 'type'],
  ['a PDF with script', () => [[file('x.pdf', b64(Buffer.from('%PDF-1.4\n1 0 obj << /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >> endobj\n%%EOF')))]], 'invalid_expense_claim_attachment', 'content'],
  ['eleven files', () => [Array.from({ length: 6 }, (_, i) => file(`a${i}.png`, png)), Array.from({ length: 5 }, (_, i) => file(`b${i}.png`, png))], 'too_many_expense_claim_attachments', undefined],
  ['files under 4,000,000 bytes each but over 4 MB together', () => [[file('one.pdf', b64(pdfOf(2_200_000)))], [file('two.pdf', b64(pdfOf(2_200_000)))]], 'expense_claim_attachments_too_large', undefined],
])('refuses %s and stores nothing', async (_label, make, code, reason) => {
  const before = await counts();
  const r = await save(make());
  expect([r.status, r.body.error_code, r.body.reason]).toEqual([400, code, reason]);
  expect(await counts()).toEqual(before);
});

it('accepts a file of exactly 4,000,000 bytes', async () => {
  const r = await save([[file('big.pdf', b64(pdfOf(4_000_000)))]]);
  expect([r.status, r.body.error_code, r.body.reason]).toEqual([201, undefined, undefined]);
  expect(r.body.object[0].attachments[0].size).toBe(4_000_000);
});

it('keeps receipts sent back by id, adds new ones and deletes the dropped files', async () => {
  const { body: c } = await save([[file('keep.png', png), file('drop.png', png)]]).expect(201);
  const [keep, drop] = c.object[0].attachments;
  const r = await owner.agent.put(`/api/v1/expense-claims/${c.id}`).send({
    type: 'travel',
    object: [{ date: '2026-10-06', description: 'Edited', cost: 500, attachments: [{ id: keep.id, name: keep.name }, file('new.jpg', jpeg)] }],
  }).expect(200);
  expect(r.body.object[0].attachments.map((a: { original_name: string }) => a.original_name)).toEqual(['keep.png', 'new.jpg']);
  const stillThere = await t.ctx.ds.getRepository(ExpenseClaimAttachment).findBy({ claim_id: c.id });
  expect(stillThere.map((a) => a.id)).toContain(keep.id);
  const files = await t.ctx.ds.getRepository(StoredFile).findBy({ name: 'drop.png' });
  expect(files.filter((f) => f.id === drop.id)).toEqual([]);
  const foreign = await owner.agent.put(`/api/v1/expense-claims/${c.id}`).send({ type: 'travel', object: [{ date: '2026-10-06', description: 'x', cost: 1, attachments: [{ id: 999999 }] }] });
  expect([foreign.status, foreign.body.error_code]).toEqual([400, 'expense_claim_attachment_not_found']);
  const twice = await owner.agent.put(`/api/v1/expense-claims/${c.id}`).send({
    type: 'travel', object: [{ date: '2026-10-06', description: 'a', cost: 1, attachments: [{ id: keep.id }] }, { date: '2026-10-06', description: 'b', cost: 1, attachments: [{ id: keep.id }] }],
  });
  expect([twice.status, twice.body.error_code, twice.body.reason]).toEqual([400, 'expense_claim_attachment_not_found', 'duplicate']);
});

it('refuses two receipts of one claim with the same name, on different lines or named like a kept receipt, and writes nothing', async () => {
  const before = await counts();
  const twoLines = await save([[file('receipt.png', png)], [file('Receipt.PNG', png)]]);
  expect([twoLines.status, twoLines.body.error_code, twoLines.body.reason]).toEqual([400, 'invalid_expense_claim_attachment', 'duplicate']);
  expect(twoLines.body.file).toMatch(/^Receipt\.png$/i);
  expect(await counts()).toEqual(before);

  const { body: c } = await save([[file('taxi.png', png)], [file('hotel.png', png)]]).expect(201);
  const [taxi, hotel] = [c.object[0].attachments[0], c.object[1].attachments[0]];
  const stored = await counts();
  const clash = await owner.agent.put(`/api/v1/expense-claims/${c.id}`).send({
    type: 'travel',
    object: [
      { date: '2026-10-06', description: 'Taxi', cost: 100, attachments: [{ id: taxi.id }] },
      { date: '2026-10-06', description: 'Hotel', cost: 200, attachments: [{ id: hotel.id }, file('taxi.png', png)] },
    ],
  });
  expect([clash.status, clash.body.error_code, clash.body.reason, clash.body.file]).toEqual([400, 'invalid_expense_claim_attachment', 'duplicate', 'taxi.png']);
  expect(await counts()).toEqual(stored);
  const unchanged = (await owner.agent.get(`/api/v1/expense-claims/${c.id}`).expect(200)).body.object;
  expect(unchanged.map((l: { description: string; attachments: { id: number }[] }) => [l.description, l.attachments.map((a) => a.id)])).toEqual([['Line 1', [taxi.id]], ['Line 2', [hotel.id]]]);
  // A dropped receipt's name is free again: the new taxi.png replaces it.
  const replaced = await owner.agent.put(`/api/v1/expense-claims/${c.id}`).send({
    type: 'travel',
    object: [{ date: '2026-10-06', description: 'Both', cost: 300, attachments: [{ id: hotel.id }, file('taxi.png', jpeg)] }],
  });
  expect(replaced.status).toBe(200);
  expect(replaced.body.object[0].attachments.map((a: { name: string }) => a.name)).toEqual(['hotel.png', 'taxi.jpg']);
});
