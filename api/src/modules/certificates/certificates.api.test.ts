/**
 * Certificates over HTTP (issue 16 item 3; spec 3 §5 Certificates, §6, §7): the catalogue's limits and
 * permission, user certificates per user (dates in order, who may), the request type `certificate` with
 * add_on_approve adding the user certificate when the chain approves, the overview (paged, searched, gated)
 * with its CSV and PDF (Lithuanian letters), and the expiry e-mails once per certificate.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startTestApp, type TestApp } from '../../test/harness';
import { buildChain, buildRole, buildUser, type Person } from '../../test/factories';
import { mailsTo, readMail } from '../../test/mail';
import { addCompanyDays, companyDay } from '../../shared/company-time';
import { CertificateExpiryNotice } from './certificates.entities';
import { runCertificateExpiry } from './certificates.notices';

let t: TestApp;
let hr: Person;
let boss: Person;
let ona: Person;
let petras: Person;
let reader: Person;

beforeAll(async () => {
  t = await startTestApp();
  const admin = await t.signIn('admin@demo.lt');
  const plain = await buildRole(t);
  hr = await buildUser(t, { permissions: ['certificates_write'] });
  reader = await buildUser(t, { permissions: ['user_certificates_read'] });
  boss = await buildUser(t, { roleId: plain });
  ona = await buildUser(t, { roleId: plain, managerId: boss.id, name: 'Ona', surname: 'Žilinskaitė', locale: 'lt' });
  petras = await buildUser(t, { roleId: plain, name: 'Petras', surname: 'Ąžuolas' });
  await buildChain(t, admin, [{ name: 'Manager approves', assignee_type: 'direct_manager' }], { mapTo: 'certificate' });
});
afterAll(() => t.close());

const to = (mails: string[], p: Person) => mailsTo(mails, p.email);

const newCert = async (code: string, name = `Name of ${code}`) =>
  (await hr.agent.post('/api/v1/certificates').send({ code, name, description: 'About it' }).expect(201)).body.certificate as { id: number };

describe('catalogue', () => {
  it('code and name are required (≤ 255), description ≤ 512, codes unique; only certificates_write writes', async () => {
    const post = (body: object, who = hr) => who.agent.post('/api/v1/certificates').send(body);
    for (const missing of ['code', 'name']) {
      const r = await post({ code: 'X', name: 'Y', [missing]: '  ' });
      expect([r.status, r.body.error_code, r.body.fields[0].path]).toEqual([400, 'provided_invalid_data', missing]);
    }
    expect((await post({ code: 'C'.repeat(256), name: 'n' })).status).toBe(400);
    expect((await post({ code: 'c', name: 'n'.repeat(256) })).status).toBe(400);
    expect((await post({ code: 'c1', name: 'n', description: 'd'.repeat(513) })).status).toBe(400);
    const ok = await post({ code: 'AZ-900', name: 'Azure Fundamentals', description: 'd'.repeat(512) });
    expect([ok.status, ok.body.message]).toEqual([201, 'certificate_successfully_added']);
    expect(ok.body.certificate).toEqual({ id: expect.any(Number), code: 'AZ-900', name: 'Azure Fundamentals', description: 'd'.repeat(512), holders: 0 });
    expect((await post({ code: 'az-900', name: 'Again' })).body.error_code).toBe('certificate_code_taken');
    expect((await post({ code: 'X1', name: 'Y' }, ona)).body.error_code).toBe('missing_permissions');
    expect((await ona.agent.put(`/api/v1/certificates/${ok.body.certificate.id}`).send({ code: 'X', name: 'Y' })).status).toBe(403);

    const edited = await hr.agent.put(`/api/v1/certificates/${ok.body.certificate.id}`).send({ code: 'AZ-900', name: 'Microsoft Azure Fundamentals' });
    expect([edited.body.message, edited.body.certificate.name, edited.body.certificate.description]).toEqual(['certificate_successfully_modified', 'Microsoft Azure Fundamentals', null]);
    expect((await hr.agent.put('/api/v1/certificates/999999').send({ code: 'Q', name: 'Q' })).body.error_code).toBe('certificate_not_found');
  });

  it('everyone reads the catalogue, paged and searched; a certificate held by someone is not deleted', async () => {
    const a = await newCert('PMP', 'Project Management Professional');
    await newCert('ITIL-4', 'ITIL 4 Foundation');
    const found = (await ona.agent.get('/api/v1/certificates?q=project').expect(200)).body;
    expect(found.data.map((c: { code: string }) => c.code)).toEqual(['PMP']);
    const paged = (await ona.agent.get('/api/v1/certificates?pageSize=5&page=1').expect(200)).body;
    expect(paged.totalCount).toBeGreaterThanOrEqual(3);
    expect((await ona.agent.get('/api/v1/certificates?pageSize=7')).status).toBe(400);

    await ona.agent.post(`/api/v1/users/${ona.id}/certificates`).send({ certificate_id: a.id, start_date: '2026-01-10', end_date: null }).expect(201);
    const refused = await hr.agent.delete(`/api/v1/certificates/${a.id}`);
    expect([refused.status, refused.body.error_code]).toEqual([409, 'certificate_in_use']);
    const b = await newCert('TMP', 'Temporary');
    expect((await hr.agent.delete(`/api/v1/certificates/${b.id}`).expect(200)).body.message).toBe('certificate_successfully_deleted');
  });
});

describe('user certificates', () => {
  it('the user adds, edits and deletes own certificates; the end date cannot precede the start', async () => {
    const c = await newCert('CKA', 'Certified Kubernetes Administrator');
    const url = `/api/v1/users/${petras.id}/certificates`;
    const bad = await petras.agent.post(url).send({ certificate_id: c.id, start_date: '2026-03-01', end_date: '2026-02-28' });
    expect([bad.status, bad.body.error_code, bad.body.fields[0].path]).toEqual([400, 'provided_invalid_data', 'end_date']);
    expect((await petras.agent.post(url).send({ user_id: ona.id, certificate_id: c.id, start_date: '2026-03-01' })).status).toBe(400);
    expect((await petras.agent.post(url).send({ certificate_id: 999999, start_date: '2026-03-01' })).body.error_code).toBe('certificate_not_found');

    const added = await petras.agent.post(url).send({ user_id: petras.id, certificate_id: c.id, start_date: '2026-03-01', end_date: '2026-03-01' });
    expect(added.status).toBe(201);
    expect(added.body).toEqual({
      message: 'certificate_successfully_added',
      user_certificate: { id: expect.any(Number), user_id: petras.id, user_name: 'Petras Ąžuolas', certificate_id: c.id, code: 'CKA', name: 'Certified Kubernetes Administrator', start_date: '2026-03-01', end_date: '2026-03-01', can: { edit: true, delete: true } },
    });
    const id = added.body.user_certificate.id;
    expect((await petras.agent.patch(`${url}/${id}`).send({ start_date: '2026-04-01', end_date: '2026-03-31' })).status).toBe(400);
    const moved = await petras.agent.patch(`${url}/${id}`).send({ start_date: '2026-04-01', end_date: '2029-04-01' });
    expect([moved.body.message, moved.body.user_certificate.end_date]).toEqual(['certificate_successfully_modified', '2029-04-01']);

    const list = (await petras.agent.get(`${url}?q=kubernetes`).expect(200)).body;
    expect([list.totalCount, list.data[0].id]).toEqual([1, id]);
    expect((await petras.agent.patch(`/api/v1/users/${ona.id}/certificates/${id}`).send({ start_date: '2026-04-01' })).status).toBe(403);
    expect((await hr.agent.patch(`/api/v1/users/${ona.id}/certificates/${id}`).send({ start_date: '2026-04-01' })).body.error_code).toBe('user_certificate_not_found');
    expect((await petras.agent.delete(`${url}/${id}`).expect(200)).body.message).toBe('certificate_successfully_deleted');
    expect((await petras.agent.get(url)).body.totalCount).toBe(0);
  });

  it("others read a user's certificates only with user_certificates_read or certificates_write, and write only with certificates_write", async () => {
    const c = await newCert('OSCP');
    const url = `/api/v1/users/${ona.id}/certificates`;
    expect((await petras.agent.get(url)).status).toBe(403);
    expect((await petras.agent.post(url).send({ certificate_id: c.id, start_date: '2026-01-01' })).status).toBe(403);
    expect((await reader.agent.post(url).send({ certificate_id: c.id, start_date: '2026-01-01' })).status).toBe(403);
    const rows = (await reader.agent.get(url).expect(200)).body.data;
    expect(rows.every((r: { can: object }) => JSON.stringify(r.can) === JSON.stringify({ edit: false, delete: false }))).toBe(true);
    const byHr = await hr.agent.post(url).send({ certificate_id: c.id, start_date: '2026-01-01', end_date: '2027-01-01' });
    expect(byHr.status).toBe(201);
    await hr.agent.delete(`${url}/${byHr.body.user_certificate.id}`).expect(200);
    expect((await hr.agent.get('/api/v1/users/999999/certificates')).body.error_code).toBe('user_not_found');
  });
});

describe('request type certificate', () => {
  it('validates the form: dates only with add_on_approve, start required then, end not before start', async () => {
    const ask = (body: object) => ona.agent.post('/api/v1/certificates/request').send(body);
    expect((await ask({ code: '', name: 'x' })).body.fields[0].path).toBe('code');
    expect((await ask({ code: 'x', name: 'x', add_on_approve: true })).body.fields[0].path).toBe('date_start');
    expect((await ask({ code: 'x', name: 'x', add_on_approve: true, date_start: '2026-05-02', date_end: '2026-05-01' })).body.fields[0].path).toBe('date_end');
    const cleared = await ask({ code: 'x', name: 'x', add_on_approve: false, date_start: '2026-05-02' });
    expect(cleared.status).toBe(201);
    const object = (await ona.agent.get(`/api/v1/requests/${cleared.body.request_id}/object`).expect(200)).body;
    expect([object.add_on_approve, object.date_start, object.date_end]).toEqual([false, null, null]);
  });

  it('with add_on_approve the approved request adds the certificate (catalogue entry made) to the owner with its dates', async () => {
    const r = await ona.agent.post('/api/v1/certificates/request').send({
      code: 'AWS-SAA', name: 'AWS Solutions Architect – Associate', description: 'Exam passed', add_on_approve: true, date_start: '2026-06-01', date_end: '2029-06-01',
    });
    expect([r.status, r.body.message, r.body.status]).toEqual([201, 'request_successfully_sent', 'not_initialized']);
    await ona.agent.patch(`/api/v1/requests/object/${r.body.id}/init/Certificate`).expect(200);
    expect((await ona.agent.get(`/api/v1/users/${ona.id}/certificates?q=AWS`)).body.totalCount).toBe(0);

    const mine = (await ona.agent.get('/api/v2/requests')).body.data.find((x: { id: number }) => x.id === r.body.request_id);
    expect(mine).toMatchObject({ requestType: 'certificate', eventName: 'AWS-SAA — AWS Solutions Architect – Associate', status: 'in_progress' });
    expect((await boss.agent.patch(`/api/v2/chains/${r.body.request_id}/approve`)).body).toMatchObject({ status: 'approved' });

    const held = (await ona.agent.get(`/api/v1/users/${ona.id}/certificates?q=AWS`).expect(200)).body.data;
    expect(held).toEqual([expect.objectContaining({ code: 'AWS-SAA', name: 'AWS Solutions Architect – Associate', start_date: '2026-06-01', end_date: '2029-06-01' })]);
    const catalogue = (await ona.agent.get('/api/v1/certificates?q=AWS-SAA')).body.data;
    expect(catalogue).toEqual([expect.objectContaining({ code: 'AWS-SAA', description: 'Exam passed', holders: 1 })]);
    const object = (await boss.agent.get(`/api/v1/requests/${r.body.request_id}/object`)).body;
    expect(object.certificate_id).toBe(catalogue[0].id);
  });

  it('without add_on_approve the approval adds nothing to the owner; an existing code is reused', async () => {
    await newCert('GCP-ACE', 'Associate Cloud Engineer');
    const r = await ona.agent.post('/api/v1/certificates/request').send({ code: 'gcp-ace', name: 'GCP' });
    await ona.agent.patch(`/api/v1/requests/object/${r.body.id}/init/certificate`).expect(200);
    await boss.agent.patch(`/api/v2/chains/${r.body.request_id}/approve`).expect(200);
    expect((await ona.agent.get(`/api/v1/users/${ona.id}/certificates?q=GCP`)).body.totalCount).toBe(0);
    expect((await ona.agent.get('/api/v1/certificates?q=GCP')).body.totalCount).toBe(1);
  });
});

describe('overview', () => {
  it('needs user_certificates_read; paged in SQL; q matches holder, code and name word by word', async () => {
    const c = await newCert('ISTQB', 'ISTQB Foundation Level');
    await hr.agent.post(`/api/v1/users/${petras.id}/certificates`).send({ certificate_id: c.id, start_date: '2025-01-01', end_date: '2028-01-01' }).expect(201);
    expect((await petras.agent.get('/api/v1/users/certificates')).status).toBe(403);
    expect((await hr.agent.get('/api/v1/users/certificates')).status).toBe(403);
    const all = (await reader.agent.get('/api/v1/users/certificates?pageSize=5').expect(200)).body;
    expect(all.totalCount).toBeGreaterThanOrEqual(3);
    expect(all.data.length).toBeLessThanOrEqual(5);
    const petrasIstqb = (await reader.agent.get('/api/v1/users/certificates?q=petras istqb').expect(200)).body;
    expect(petrasIstqb.data).toEqual([expect.objectContaining({ user_name: 'Petras Ąžuolas', code: 'ISTQB', can: { edit: false, delete: false } })]);
    const page2 = (await reader.agent.get('/api/v1/users/certificates?pageSize=5&page=2').expect(200)).body;
    expect(page2.currentPage).toBe(2);
    expect(page2.data.map((r: { id: number }) => r.id)).not.toContain(all.data[0].id);
    expect((await reader.agent.get('/api/v1/users/certificates?q=100%25')).body.totalCount).toBe(0);
  });

  it('exports the filtered overview as CSV and as a PDF whose Lithuanian letters survive', async () => {
    const csv = (await reader.agent.get('/api/v1/users/certificates/csv?q=Žilinskaitė&lang=lt').expect(200)).body;
    expect(csv.name).toMatch(/^darbuotoju-sertifikatai-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = Buffer.from(csv.file, 'base64').toString('utf8');
    expect(text.startsWith('\uFEFFDarbuotojas,Kodas,Pavadinimas,Pradžios data,Pabaigos data\r\n')).toBe(true);
    expect(text).toContain('Ona Žilinskaitė,AWS-SAA,AWS Solutions Architect – Associate,2026-06-01,2029-06-01\r\n');
    expect((await petras.agent.get('/api/v1/users/certificates/csv')).status).toBe(403);

    const pdf = (await reader.agent.get('/api/v1/users/certificates/pdf?lang=lt').expect(200)).body;
    const bytes = Buffer.from(pdf.file, 'base64');
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'certs-pdf-'));
    fs.writeFileSync(path.join(dir, 'r.pdf'), bytes);
    const printed = execFileSync('pdftotext', ['-layout', path.join(dir, 'r.pdf'), '-'], { encoding: 'utf8' });
    fs.rmSync(dir, { recursive: true, force: true });
    expect(printed).toContain('Darbuotojų sertifikatai');
    expect(printed).toContain('Ona Žilinskaitė');
    expect(printed).toContain('Petras Ąžuolas');
    expect(printed).toContain('Pradžios data');
  });
});

describe('expiry e-mails', () => {
  it('tell the holder and HR once, 30 days before the end date; a new end date is told again', async () => {
    const c = await newCert('CISSP', 'Certified Information Systems Security Professional');
    const now = new Date();
    const inDays = (n: number) => companyDay(addCompanyDays(now, n));
    const shown = (n: number) => inDays(n).split('-').reverse().join('/');
    const url = `/api/v1/users/${ona.id}/certificates`;
    const soon = (await hr.agent.post(url).send({ certificate_id: c.id, start_date: '2023-01-01', end_date: inDays(30) }).expect(201)).body.user_certificate.id;
    await hr.agent.post(url).send({ certificate_id: c.id, start_date: '2023-01-01', end_date: inDays(31) }).expect(201);
    const before = t.outbox().length;

    expect(await runCertificateExpiry(t.ctx, now)).toBeGreaterThanOrEqual(1);
    const mails = t.outbox().slice(before);
    const toOna = to(mails, ona);
    expect(toOna.length).toBe(1);
    // the end date as DD/MM/YYYY in the reader's language (docs/decisions/0005)
    expect(toOna[0].subject).toBe(`Jūsų sertifikato CISSP galiojimas baigiasi ${shown(30)}`);
    expect(toOna[0].text).toContain(`Jūsų sertifikato CISSP — Certified Information Systems Security Professional galiojimas baigiasi ${shown(30)}`);
    expect(toOna[0].text).toContain(`${t.ctx.config.publicUrl}/profile?tab=my-certificates`);
    const toReader = to(mails, reader).filter((m) => m.text.includes('CISSP'));
    expect(toReader.length).toBe(1);
    expect(toReader[0].subject).toBe(`Certificate of Ona Žilinskaitė expires on ${shown(30)}`);
    expect(toReader[0].text).toContain(`The certificate CISSP — Certified Information Systems Security Professional of Ona Žilinskaitė expires on ${shown(30)}`);
    expect(mails.map(readMail).some((m) => m.text.includes(shown(31)) || m.text.includes(inDays(30)))).toBe(false);

    const after = t.outbox().length;
    expect(await runCertificateExpiry(t.ctx, now)).toBe(0);
    expect(t.outbox().length).toBe(after);
    expect(await t.ctx.ds.getRepository(CertificateExpiryNotice).countBy({ user_certificate_id: soon })).toBe(1);

    await hr.agent.patch(`${url}/${soon}`).send({ start_date: '2023-01-01', end_date: inDays(10) }).expect(200);
    expect(await runCertificateExpiry(t.ctx, now)).toBe(1);
    expect(to(t.outbox().slice(after), ona).length).toBe(1);
  });
});
