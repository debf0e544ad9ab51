/**
 * Policy documents over real HTTP and SQLite (issue 16 items 1–2; spec 3 §4, §5, §6, §7): the form's
 * limits, link or one attachment checked by content, the updates list, signing with exactly "I agree",
 * re-signing after an update, the signed-users list and its CSV, the entry page (membership, sign
 * without the page permission, end-entry-page refused while unsigned, back to the entry page after an
 * update) and the mandatory e-mail to every active user.
 */
import JSZip from 'jszip';
import sharp from 'sharp';
import { IsNull } from 'typeorm';
import { startTestApp, TestApp } from '../../test/harness';
import { buildUser, type Person } from '../../test/factories';
import { mailsTo } from '../../test/mail';
import { User } from '../users/users.entities';

let t: TestApp;
let hr: Person;
let reader: Person;
let newbie: Person;
let lina: Person;
let png: string;
let docx: string;

const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n', 'latin1').toString('base64');
const cfb = (...names: string[]) =>
  Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(1024), ...names.map((n) => Buffer.from(n, 'utf16le')), Buffer.alloc(512)]).toString('base64');

beforeAll(async () => {
  t = await startTestApp();
  hr = await buildUser(t, { permissions: ['policy_documents_write'], name: 'Rūta', surname: 'Personalo' });
  reader = await buildUser(t, { permissions: ['policy_documents_read'], name: 'Ona', surname: 'Skaitytoja' });
  newbie = await buildUser(t, { permissions: [], name: 'Naujas', surname: 'Darbuotojas' });
  lina = await buildUser(t, { permissions: ['policy_documents_read'], locale: 'lt', name: '=cmd', surname: 'Formulė' });
  png = (await sharp({ create: { width: 4, height: 2, channels: 3, background: '#c00' } }).png().toBuffer()).toString('base64');
  const z = new JSZip();
  z.file('[Content_Types].xml', '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>');
  z.file('word/document.xml', '<w:document/>');
  docx = (await z.generateAsync({ type: 'nodebuffer' })).toString('base64');
});
afterAll(() => t.close());

const base = { title: 'Privacy policy', description: 'How we keep data', notes: 'First version', link: 'https://example.com/privacy' };
const create = async (over: Record<string, unknown> = {}) => {
  const res = await hr.agent.post('/api/v1/policy-documents').send({ ...base, ...over });
  expect(res.status).toBe(201);
  return res.body.document as { id: number; updates: { id: number; kind: string; notes: string | null }[]; attachment: { name: string; original_name: string } | null };
};
const fieldsOf = (res: { body: { fields?: { path: string }[] } }) => (res.body.fields ?? []).map((f) => f.path).sort();

describe('the form (spec 3 §5)', () => {
  it('refuses a missing title, texts over their limits, no source, and both a link and a file', async () => {
    const long = (n: number) => 'x'.repeat(n);
    const bad = await hr.agent.post('/api/v1/policy-documents').send({ title: '', description: long(513), notes: long(513), link: long(256) });
    expect(bad.status).toBe(400);
    expect(bad.body.error_code).toBe('provided_invalid_data');
    expect(fieldsOf(bad)).toEqual(['description', 'link', 'notes', 'title']);
    expect(fieldsOf(await hr.agent.post('/api/v1/policy-documents').send({ title: 'No source' }))).toEqual(['link']);
    const both = await hr.agent.post('/api/v1/policy-documents').send({ title: 'Both', link: 'https://x.lt', attachment: { name: 'a.pdf', data: PDF } });
    expect(fieldsOf(both)).toEqual(['attachment']);
    const ok = await hr.agent.post('/api/v1/policy-documents').send({ title: long(255), description: long(512), notes: long(512), link: long(255) });
    expect(ok.status).toBe(201);
    expect((await reader.agent.get('/api/v1/policy-documents?pageSize=100')).body.data.some((d: { id: number }) => d.id === ok.body.document.id)).toBe(true);
  });

  it('lets only policy_documents_write holders add, edit, delete and toggle', async () => {
    const doc = await create();
    expect((await reader.agent.post('/api/v1/policy-documents').send(base)).status).toBe(403);
    expect((await reader.agent.put(`/api/v1/policy-documents/${doc.id}`).send(base)).status).toBe(403);
    expect((await reader.agent.delete(`/api/v1/policy-documents/${doc.id}`)).status).toBe(403);
    expect((await reader.agent.post(`/api/v1/policy-documents/${doc.id}/entry-page`)).status).toBe(403);
    expect((await reader.agent.get(`/api/v1/policy-documents/updates/${doc.updates[0].id}/users`)).status).toBe(403);
    expect((await newbie.agent.get('/api/v1/policy-documents')).status).toBe(403);
    const row = (await reader.agent.get('/api/v1/policy-documents?pageSize=100')).body.data.find((d: { id: number }) => d.id === doc.id);
    expect(row.can).toEqual({ edit: false, delete: false, toggle_entry_page: false, signed_users: false, sign: true });
  });
});

describe('attachments (checked by content, < 10,000,000 bytes)', () => {
  it.each([
    ['photo.png', () => png, 'photo.png'],
    ['scan.jpg.pdf', () => PDF, 'scan.jpg.pdf'],
    ['Taisyklės.docx', () => docx, 'Taisyklės.docx'],
    ['old.doc', () => cfb('Root Entry', 'WordDocument'), 'old.doc'],
  ])('stores %s and gives it back by its key', async (name, data, stored) => {
    const doc = await create({ link: null, attachment: { name, data: data() } });
    expect(doc.attachment?.original_name).toBe(stored);
    const back = await reader.agent.get(`/api/v1/policy-documents/${doc.id}/attachments`).query({ key: doc.attachment!.name });
    expect(back.status).toBe(200);
    expect(back.body.original_name).toBe(stored);
    expect(Buffer.from(back.body.data, 'base64').length).toBeGreaterThan(0);
    expect((await reader.agent.get(`/api/v1/policy-documents/${doc.id}/attachments`).query({ key: '999999' })).status).toBe(404);
  });

  it.each([
    ['a script named .pdf', 'evil.pdf', Buffer.from('#!/bin/sh\nrm -rf /\n').toString('base64'), 'type'],
    ['a spreadsheet compound file named .doc', 'sheet.doc', cfb('Root Entry', 'Workbook'), 'content'],
    ['a macro document', 'macro.doc', cfb('Root Entry', 'WordDocument', 'Macros', '_VBA_PROJECT'), 'content'],
    ['a file of 10,000,000 bytes', 'big.pdf', Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(10_000_000 - 9, 0x20)]).toString('base64'), 'size'],
  ])('refuses %s with bad_file_type and writes nothing', async (_what, name, data, reason) => {
    const before = (await hr.agent.get('/api/v1/policy-documents?pageSize=5')).body.totalCount;
    const res = await hr.agent.post('/api/v1/policy-documents').send({ title: 'File', attachment: { name, data } });
    expect(res.status).toBe(400);
    expect(res.body.error_code).toBe('bad_file_type');
    expect(res.body.reason).toBe(reason);
    expect((await hr.agent.get('/api/v1/policy-documents?pageSize=5')).body.totalCount).toBe(before);
  });

  it('keeps, replaces or drops the file on edit', async () => {
    const doc = await create({ link: null, attachment: { name: 'v1.pdf', data: PDF } });
    const kept = await hr.agent.put(`/api/v1/policy-documents/${doc.id}`).send({ title: 'Kept', keep_attachment: true });
    expect(kept.body.document.attachment).toEqual(doc.attachment);
    const linked = await hr.agent.put(`/api/v1/policy-documents/${doc.id}`).send({ title: 'Linked', link: 'https://example.com/v3' });
    expect(linked.body.document).toMatchObject({ attachment: null, link: 'https://example.com/v3' });
    expect((await reader.agent.get(`/api/v1/policy-documents/${doc.id}/attachments`).query({ key: doc.attachment!.name })).status).toBe(404);
    expect((await hr.agent.put(`/api/v1/policy-documents/${doc.id}`).send({ title: 'Keep nothing', keep_attachment: true })).status).toBe(400);
  });
});

describe('updates and signing (spec 3 §4)', () => {
  it('labels the first update created and later ones updated, each with its notes; the list shows the latest update first', async () => {
    const doc = await create();
    const newer = await create({ title: 'Newer' });
    const res = await hr.agent.put(`/api/v1/policy-documents/${doc.id}`).send({ ...base, title: 'Privacy policy v2', notes: 'Retention shortened' });
    expect(res.status).toBe(200);
    expect(res.body.document.updates.map((u: { kind: string; notes: string }) => [u.kind, u.notes])).toEqual([
      ['created', 'First version'],
      ['updated', 'Retention shortened'],
    ]);
    expect(res.body.document.last_updated_date).toBe(res.body.document.updates[1].date);
    const ids = ((await hr.agent.get('/api/v1/policy-documents?pageSize=100')).body.data as { id: number }[]).map((d) => d.id);
    expect(ids.indexOf(doc.id)).toBeLessThan(ids.indexOf(newer.id));
  });

  it('signs only with exactly "I agree", records who signed which update when, and asks again after an update', async () => {
    const doc = await create();
    for (const phrase of ['i agree', 'I agree ', ' I agree', 'I agree.', 'I AGREE', '']) {
      const res = await reader.agent.post(`/api/v1/policy-documents/${doc.id}/sign`).send({ phrase });
      expect(res.status).toBe(400);
      expect(res.body.error_code).toBe('wrong_sign_phrase');
    }
    expect((await reader.agent.get(`/api/v1/policy-documents/${doc.id}`)).body.signed).toBe(false);
    const signed = await reader.agent.post(`/api/v1/policy-documents/${doc.id}/sign`).send({ phrase: 'I agree' });
    expect(signed.status).toBe(200);
    expect(signed.body.message).toBe('document_signed_successfully');
    expect(signed.body.document.signed).toBe(true);
    const firstUpdate = doc.updates[0].id;
    const list = (await hr.agent.get(`/api/v1/policy-documents/updates/${firstUpdate}/users`)).body as { user_id: number; full_name: string; signed: boolean; date_signed: string | null }[];
    const me = list.find((u) => u.user_id === reader.id)!;
    expect(me).toMatchObject({ full_name: 'Ona Skaitytoja', signed: true });
    expect(Date.now() - Date.parse(me.date_signed!)).toBeLessThan(60_000);
    expect(list.find((u) => u.user_id === newbie.id)).toMatchObject({ signed: false, date_signed: null });
    expect(list[0].signed).toBe(true);

    const edited = await hr.agent.put(`/api/v1/policy-documents/${doc.id}`).send({ ...base, notes: 'New clause' });
    const secondUpdate = edited.body.document.updates[1].id;
    expect((await reader.agent.get(`/api/v1/policy-documents/${doc.id}`)).body).toMatchObject({ signed: false, date_signed: null });
    const again = (await hr.agent.get(`/api/v1/policy-documents/updates/${secondUpdate}/users`)).body as { user_id: number; signed: boolean }[];
    expect(again.find((u) => u.user_id === reader.id)?.signed).toBe(false);
    // The first update's list still says who signed it.
    expect((await hr.agent.get(`/api/v1/policy-documents/updates/${firstUpdate}/users`)).body.find((u: { user_id: number }) => u.user_id === reader.id).signed).toBe(true);
    await reader.agent.post(`/api/v1/policy-documents/${doc.id}/sign`).send({ phrase: 'I agree' }).expect(200);
    expect((await reader.agent.get(`/api/v1/policy-documents/${doc.id}`)).body.signed).toBe(true);
  });

  it('downloads the signed-users list as a CSV with the names, yes/no and the date, formulas defused', async () => {
    const doc = await create({ title: 'CSV policy' });
    await reader.agent.post(`/api/v1/policy-documents/${doc.id}/sign`).send({ phrase: 'I agree' }).expect(200);
    await lina.agent.post(`/api/v1/policy-documents/${doc.id}/sign`).send({ phrase: 'I agree' }).expect(200);
    const res = await hr.agent.get(`/api/v1/policy-documents/updates/${doc.updates[0].id}/users/csv`);
    expect(res.status).toBe(200);
    expect(res.body.name).toBe(`signed-users-${doc.id}-${doc.updates[0].id}.csv`);
    const csv = Buffer.from(res.body.file, 'base64').toString('utf8');
    expect(csv.startsWith('\uFEFFFull name,Signed,Date signed\r\n')).toBe(true);
    const lines = csv.split('\r\n');
    expect(lines[1]).toMatch(/^Ona Skaitytoja,Yes,\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(lines[2]).toMatch(/^'=cmd Formulė,Yes,/);
    expect(lines.some((l) => l.startsWith('Naujas Darbuotojas,No,'))).toBe(true);
    const lt = await hr.agent.get(`/api/v1/policy-documents/updates/${doc.updates[0].id}/users/csv?lang=lt`);
    expect(Buffer.from(lt.body.file, 'base64').toString('utf8')).toContain('Vardas ir pavardė,Pasirašė,Pasirašymo data\r\nOna Skaitytoja,Taip,');
    expect((await hr.agent.get('/api/v1/policy-documents/updates/999999/users')).status).toBe(404);
  });

  it('deletes a document with its updates and signatures', async () => {
    const doc = await create();
    await reader.agent.post(`/api/v1/policy-documents/${doc.id}/sign`).send({ phrase: 'I agree' }).expect(200);
    const res = await hr.agent.delete(`/api/v1/policy-documents/${doc.id}`);
    expect(res.body.message).toBe('policy_document_deleted_successfully');
    expect((await reader.agent.get(`/api/v1/policy-documents/${doc.id}`)).status).toBe(404);
    expect((await hr.agent.get(`/api/v1/policy-documents/updates/${doc.updates[0].id}/users`)).status).toBe(404);
    expect((await reader.agent.post(`/api/v1/policy-documents/${doc.id}/sign`).send({ phrase: 'I agree' })).status).toBe(404);
  });
});

describe('the entry page (spec 1 §4, spec 3 §4–§5)', () => {
  const login = async (p: Person) => (await t.http().post('/api/v1/login').send({ email: p.email, password: 'Demo-Portal-2026!' })).body.is_first_sign_in as boolean;

  it('refuses end-entry-page while an entry-page document is unsigned; a user without the page permission signs it there', async () => {
    const doc = await create({ title: 'Code of conduct' });
    const other = await create({ title: 'Not on the entry page' });
    const on = await hr.agent.post(`/api/v1/policy-documents/${doc.id}/entry-page`);
    expect(on.body.document.entry_page).toBe(true);
    expect((await newbie.agent.get('/api/v1/policy-documents/entry-page/id')).body).toContain(doc.id);
    const page = (await newbie.agent.get('/api/v1/policy-documents/entry-page')).body as { id: number; signed: boolean }[];
    expect(page.find((d) => d.id === doc.id)?.signed).toBe(false);
    expect(page.some((d) => d.id === other.id)).toBe(false);
    expect(await login(newbie)).toBe(true);

    const refused = await newbie.agent.post('/api/v1/users/end-entry-page');
    expect(refused.status).toBe(409);
    expect(refused.body.error_code).toBe('policy_documents_not_signed');
    expect(refused.body.documents).toContain(doc.id);
    expect((await newbie.agent.post(`/api/v1/policy-documents/${other.id}/sign`).send({ phrase: 'I agree' })).status).toBe(403);
    expect((await newbie.agent.get(`/api/v1/policy-documents/${other.id}`)).status).toBe(403);

    for (const d of (await newbie.agent.get('/api/v1/policy-documents/entry-page')).body as { id: number }[]) {
      await newbie.agent.post(`/api/v1/policy-documents/${d.id}/sign`).send({ phrase: 'I agree' }).expect(200);
    }
    await newbie.agent.post('/api/v1/users/end-entry-page').expect(200);
    expect(await login(newbie)).toBe(false);

    // An update of an entry-page document sends everyone back to the entry page until they sign it again.
    await hr.agent.put(`/api/v1/policy-documents/${doc.id}`).send({ ...base, title: 'Code of conduct', notes: 'Gifts rule' }).expect(200);
    expect(await login(newbie)).toBe(true);
    expect((await newbie.agent.post('/api/v1/users/end-entry-page')).status).toBe(409);
    await newbie.agent.post(`/api/v1/policy-documents/${doc.id}/sign`).send({ phrase: 'I agree' }).expect(200);
    await newbie.agent.post('/api/v1/users/end-entry-page').expect(200);

    // Taking it off the entry page: nothing left to sign for it.
    const off = await hr.agent.delete(`/api/v1/policy-documents/${doc.id}/entry-page`);
    expect(off.body.document.entry_page).toBe(false);
    expect((await newbie.agent.get('/api/v1/policy-documents/entry-page/id')).body).not.toContain(doc.id);
    await hr.agent.delete(`/api/v1/policy-documents/${other.id}`).expect(200);
  });

  it('putting a signed document on the entry page leaves those who signed it alone', async () => {
    const doc = await create({ title: 'Already signed' });
    await reader.agent.post(`/api/v1/policy-documents/${doc.id}/sign`).send({ phrase: 'I agree' }).expect(200);
    await t.ctx.ds.getRepository(User).update([reader.id, lina.id], { is_first_sign_in: false });
    await hr.agent.post(`/api/v1/policy-documents/${doc.id}/entry-page`).expect(200);
    expect(await login(reader)).toBe(false);
    expect(await login(lina)).toBe(true);
    await hr.agent.delete(`/api/v1/policy-documents/${doc.id}/entry-page`).expect(200);
  });
});

describe('should_send_email (policy mail to every active user who takes e-mail)', () => {
  it('mails every active user with should_send_email, whatever their subscriptions, in their language, with a link to the document', async () => {
    const repo = t.ctx.ds.getRepository(User);
    await repo.update(reader.id, { sub_library: false, sub_announcements: false, sub_conferences: false });
    const quiet = await buildUser(t, { permissions: ['policy_documents_read'] });
    const gone = await buildUser(t, { permissions: ['policy_documents_read'] });
    await repo.update(quiet.id, { should_send_email: false });
    await repo.update(gone.id, { disabled: true });
    const before = t.outbox().length;
    const doc = await create({ title: 'Safety rules', should_send_email: true });
    await t.ctx.events.drain();
    const mails = t.outbox().slice(before);
    const active = await repo.count({ where: { deleted_at: IsNull(), disabled: false, should_send_email: true } });
    expect(mails.length).toBeGreaterThanOrEqual(4);
    expect(mails.length).toBeLessThanOrEqual(active);
    const to = (p: Person) => mailsTo(mails, p.email);
    expect(to(reader).map((m) => m.subject)).toEqual(['New policy document to sign: Safety rules']);
    expect(to(reader)[0].text).toContain(`${t.ctx.config.publicUrl}/policy-documents?document=${doc.id}`);
    expect(to(lina).map((m) => m.subject)).toEqual(['Naujas pasirašytinas politikos dokumentas: Safety rules']);
    // the user's own should_send_email (off: never e-mailed) and a disabled account are respected
    expect(to(quiet)).toHaveLength(0);
    expect(to(gone)).toHaveLength(0);
    const silent = t.outbox().length;
    await hr.agent.put(`/api/v1/policy-documents/${doc.id}`).send({ ...base, title: 'Safety rules', should_send_email: false }).expect(200);
    await t.ctx.events.drain();
    expect(t.outbox().length).toBe(silent);
  });
});
