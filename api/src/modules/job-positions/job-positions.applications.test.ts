/**
 * Applications and referrals over HTTP (issue 15 item 4; spec 3 §3 Job application, §5, §7; spec 1 §6
 * hiring_coordinator, job_applications_*): apply and refer with one CV checked by content, the referral's
 * confirmation, who sees and deletes applications, the CV download, and the hiring manager's e-mail
 * (job positions subscription respected).
 */
import { startTestApp, TestApp } from '../../test/harness';
import { readMail } from '../../test/mail';
import { buildUser, type Person } from '../../test/factories';
import { compoundFile, docx } from '../../test/word-files';
import { StoredFile } from '../../shared/files';
import { User } from '../users/users.entities';
import { JobApplication } from './job-positions.entities';

let t: TestApp;
let hr: Person;
let manager: Person;
let employee: Person;
let readerOfApps: Person;
let writerOfApps: Person;
let coordinator: Person;
let positionId: number;

const pdf = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1');
const b64 = (b: Buffer) => b.toString('base64');

beforeAll(async () => {
  t = await startTestApp();
  hr = await buildUser(t, { permissions: ['job_positions_read', 'job_positions_write'] });
  manager = await buildUser(t, { name: 'Tomas', surname: 'Kazlauskas', email: 'tomas.hm@test.lt', locale: 'lt' });
  employee = await buildUser(t, { permissions: ['job_positions_read'], name: 'Ona', surname: 'Jonaitienė' });
  readerOfApps = await buildUser(t, { permissions: ['job_applications_read'] });
  writerOfApps = await buildUser(t, { permissions: ['job_applications_read', 'job_applications_write'] });
  coordinator = await buildUser(t, { permissions: ['hiring_coordinator'] });
  positionId = (await hr.agent.post('/api/v1/job-positions').send({
    title: 'Data analyst', hiring_manager_id: manager.id, date_open: '2026-11-01', referral_level: 'platinum', published: true,
  }).expect(201)).body.position.id;
});
afterAll(() => t.close());

const application = (over: Record<string, unknown> = {}) => ({
  name: 'Petras', surname: 'Petraitis', email: 'Petras@Example.lt', phone_number: '+370 600 11111',
  motivation_description: 'https://www.linkedin.com/in/petras', applied_self: true, attachments: [{ name: 'cv.pdf', data: b64(pdf) }], ...over,
});
const referral = (over: Record<string, unknown> = {}) => application({ name: 'Lina', surname: 'Linaitė', applied_self: false, information_presented: true, ...over });
const apply = (who: Person, body: Record<string, unknown>, id = positionId) => who.agent.post(`/api/v1/job-positions/${id}/applications`).send(body);
const count = () => t.ctx.ds.getRepository(JobApplication).count();
const mailsSince = async (from: number) => {
  await t.ctx.events.drain();
  return t.outbox().slice(from);
};

it('takes a self-application with a CV and reads it back in the list', async () => {
  const r = await apply(employee, application());
  expect(r.status).toBe(201);
  expect(r.body.message).toBe('successfully_applied_to_job_possition');
  expect(r.body.application).toEqual({
    id: expect.any(Number), job_position_id: positionId, name: 'Petras', surname: 'Petraitis', email: 'petras@example.lt', phone_number: '+370 600 11111',
    motivation_description: 'https://www.linkedin.com/in/petras', applied_self: true, referred_by_user_id: null, referee_name: null,
    submission_date: expect.stringMatching(/^\d{4}-\d\d-\d\dT/), attachments: [{ id: expect.any(Number), name: 'cv.pdf', content_type: 'application/pdf', size: pdf.length }],
    can: { delete: false },
  });
  const listed = (await hr.agent.get(`/api/v1/job-positions/${positionId}/applications`).expect(200)).body;
  expect(listed.data[0]).toEqual({ ...r.body.application, can: { delete: false } });
});

it('takes a referral only with the confirmation tick, names the referrer, and refuses another referrer id', async () => {
  const before = await count();
  const unticked = await apply(employee, referral({ information_presented: undefined }));
  expect([unticked.status, unticked.body.fields[0].path]).toEqual([400, 'information_presented']);
  expect((await apply(employee, referral({ information_presented: false }))).status).toBe(400);
  expect((await apply(employee, referral({ referred_by_user_id: hr.id }))).body.fields[0].path).toBe('referred_by_user_id');
  expect(await count()).toBe(before);
  const r = await apply(employee, referral({ referred_by_user_id: employee.id, attachments: [{ name: 'Linos CV.docx', data: b64(docx()) }] }));
  expect(r.status).toBe(201);
  expect(r.body.application).toMatchObject({ applied_self: false, referred_by_user_id: employee.id, referee_name: 'Ona Jonaitienė' });
  expect(r.body.application.attachments[0]).toMatchObject({ name: 'Linos CV.docx', content_type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' });
  expect((await t.ctx.ds.getRepository(JobApplication).findOneByOrFail({ id: r.body.application.id })).information_presented).toBe(true);
});

it('refuses missing or long fields, two files, files other than pdf/doc/docx by content and files of 10,000,000 bytes; nothing is written', async () => {
  const before = [await count(), await t.ctx.ds.getRepository(StoredFile).count()];
  for (const [over, field] of [
    [{ name: '' }, 'name'], [{ surname: undefined }, 'surname'], [{ email: 'not-an-email' }, 'email'], [{ phone_number: ' ' }, 'phone_number'],
    [{ phone_number: '1'.repeat(256) }, 'phone_number'], [{ name: 'x'.repeat(256) }, 'name'], [{ motivation_description: 'javascript:alert(1)' }, 'motivation_description'],
    [{ attachments: [{ name: 'a.pdf', data: b64(pdf) }, { name: 'b.pdf', data: b64(pdf) }] }, 'attachments'],
  ] as const) {
    const r = await apply(employee, application(over));
    expect([r.status, r.body.error_code]).toEqual([400, 'provided_invalid_data']);
    expect(JSON.stringify(r.body.fields)).toContain(field);
  }
  for (const [file, reason] of [
    [{ name: 'cv.pdf', data: b64(Buffer.from('<html><script>alert(1)</script></html>')) }, 'type'],
    [{ name: 'cv.doc', data: b64(compoundFile('Root Entry', 'WordDocument', 'Macros')) }, 'content'],
    [{ name: 'cv.pdf', data: b64(Buffer.concat([pdf, Buffer.alloc(10_000_000 - pdf.length)])) }, 'size'],
  ] as const) {
    const r = await apply(employee, application({ attachments: [file] }));
    expect([r.status, r.body.error_code, r.body.reason]).toEqual([400, 'bad_file_type', reason]);
  }
  expect([await count(), await t.ctx.ds.getRepository(StoredFile).count()]).toEqual(before);
});

it('takes applications only on published open positions', async () => {
  const closed = (await hr.agent.post('/api/v1/job-positions').send({ title: 'Closed', hiring_manager_id: manager.id, date_open: '2026-11-01', referral_level: 'silver', published: true, is_open: false }).expect(201)).body.position.id;
  expect((await apply(employee, application(), closed)).body.error_code).toBe('job_position_closed');
  const draft = (await hr.agent.post('/api/v1/job-positions').send({ title: 'Draft', hiring_manager_id: manager.id, date_open: '2026-11-01', referral_level: 'silver' }).expect(201)).body.position.id;
  expect((await apply(employee, application(), draft)).body.error_code).toBe('job_position_not_found');
  expect((await apply(hr, application(), draft)).body.error_code).toBe('job_position_closed');
});

it('shows applications to the hiring manager, job_positions_write, job_applications_read/_write and hiring_coordinator only; CV downloads the same', async () => {
  const app = (await apply(employee, application({ attachments: [{ name: '../../etc/Mano CV.pdf', data: b64(pdf) }] })).expect(201)).body.application;
  const file = app.attachments[0];
  expect(file.name).toBe('Mano CV.pdf');
  for (const who of [manager, hr, readerOfApps, writerOfApps, coordinator]) {
    const r = await who.agent.get(`/api/v1/job-positions/${positionId}/applications?pageSize=100`);
    expect(r.status).toBe(200);
    expect(r.body.data.map((a: { id: number }) => a.id)).toContain(app.id);
    const cv = await who.agent.get(`/api/v1/job-positions/${positionId}/applications/${app.id}/attachments/${file.id}`).buffer(true).parse((res, cb) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => cb(null, Buffer.concat(chunks)));
    });
    expect(cv.status).toBe(200);
    expect(Buffer.compare(cv.body as Buffer, pdf)).toBe(0);
    expect(cv.headers['content-disposition']).toMatch(/^attachment;/);
    expect(cv.headers['x-content-type-options']).toBe('nosniff');
  }
  expect((await employee.agent.get(`/api/v1/job-positions/${positionId}/applications`)).status).toBe(403);
  expect((await employee.agent.get(`/api/v1/job-positions/${positionId}/applications/${app.id}/attachments/${file.id}`)).status).toBe(403);
  expect((await hr.agent.get(`/api/v1/job-positions/${positionId}/applications/${app.id}/attachments/${file.id + 1000}`)).status).toBe(404);
});

it('keeps the applications of an unpublished position readable to those who see applications, not to employees', async () => {
  const id = (await hr.agent.post('/api/v1/job-positions').send({ title: 'Paused', hiring_manager_id: manager.id, date_open: '2026-11-01', referral_level: 'silver', published: true }).expect(201)).body.position.id;
  const app = (await apply(employee, application(), id).expect(201)).body.application;
  await hr.agent.put(`/api/v1/job-positions/${id}/status`).send({ published: false }).expect(200);
  for (const who of [coordinator, readerOfApps, manager]) {
    expect((await who.agent.get(`/api/v1/job-positions/${id}/applications`).expect(200)).body.data.map((a: { id: number }) => a.id)).toEqual([app.id]);
  }
  expect((await employee.agent.get(`/api/v1/job-positions/${id}/applications`)).body.error_code).toBe('job_position_not_found');
});

it('deletes an application with its CV only with job_applications_write', async () => {
  const app = (await apply(employee, application()).expect(201)).body.application;
  for (const who of [readerOfApps, hr, manager, coordinator]) expect((await who.agent.delete(`/api/v1/job-positions/${positionId}/applications/${app.id}`)).status).toBe(403);
  const listed = (await writerOfApps.agent.get(`/api/v1/job-positions/${positionId}/applications?pageSize=100`)).body.data.find((a: { id: number }) => a.id === app.id);
  expect(listed.can.delete).toBe(true);
  const r = await writerOfApps.agent.delete(`/api/v1/job-positions/${positionId}/applications/${app.id}`);
  expect([r.status, r.body.message]).toEqual([200, 'application_deleted_successfully']);
  expect(await t.ctx.ds.getRepository(StoredFile).countBy({ id: app.attachments[0].id })).toBe(0);
  expect((await writerOfApps.agent.delete(`/api/v1/job-positions/${positionId}/applications/${app.id}`)).body.error_code).toBe('job_application_not_found');
});

it('e-mails the hiring manager of each new application in their language, unless the job positions subscription is off', async () => {
  let from = t.outbox().length;
  const app = (await apply(employee, referral()).expect(201)).body.application;
  let mails = (await mailsSince(from)).filter((m) => m.includes('To: tomas.hm@test.lt'));
  expect(mails).toHaveLength(1);
  const { text } = readMail(mails[0]);
  expect(text).toContain('Ona Jonaitienė rekomendavo Lina Linaitė pozicijai „Data analyst“.');
  expect(text).toContain(`/positions/${positionId}/applications#${app.id}`);
  await t.ctx.ds.getRepository(User).update(manager.id, { sub_job_positions: false });
  from = t.outbox().length;
  await apply(employee, application()).expect(201);
  mails = (await mailsSince(from)).filter((m) => m.includes('To: tomas.hm@test.lt'));
  expect(mails).toHaveLength(0);
  await t.ctx.ds.getRepository(User).update(manager.id, { sub_job_positions: true });
});

it('removes the applications and their CVs with the position', async () => {
  const id = (await hr.agent.post('/api/v1/job-positions').send({ title: 'Short-lived', hiring_manager_id: manager.id, date_open: '2026-11-01', referral_level: 'silver', published: true }).expect(201)).body.position.id;
  const app = (await apply(employee, application(), id).expect(201)).body.application;
  await hr.agent.delete(`/api/v1/job-positions/${id}`).expect(200);
  expect(await t.ctx.ds.getRepository(JobApplication).countBy({ job_position_id: id })).toBe(0);
  expect(await t.ctx.ds.getRepository(StoredFile).countBy({ id: app.attachments[0].id })).toBe(0);
});
