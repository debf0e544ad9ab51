/**
 * The demo job positions (issue 15 item 6) as people find them: three open published positions for an employee,
 * two of them starred as hot jobs, a draft and a closed one for the hiring team, and the Senior Backend
 * Developer's hiring manager reading a self-application and Tomas's referral with its CV.
 */
import { startTestApp, TestApp } from '../../test/harness';
import { inTransaction } from '../tx';
import { seedDemoPositions } from './demo-positions';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await inTransaction(t.ctx.ds, (em) => seedDemoPositions(em, new Date()));
  await inTransaction(t.ctx.ds, (em) => seedDemoPositions(em, new Date()));
});
afterAll(() => t.close());

const titles = (body: { data: { title: string }[] }) => body.data.map((p) => p.title);

it('shows an employee three open positions, two of them hot jobs first, and the hiring team the draft and the closed one', async () => {
  const tomas = await t.signIn('tomas@demo.lt');
  const open = (await tomas.get('/api/v1/job-positions?pageSize=20').expect(200)).body;
  expect(titles(open)).toEqual(['QA Engineer', 'Senior Backend Developer (Node.js)', 'DevOps Engineer']);
  const hot = (await tomas.get('/api/v1/job-positions/prioritized-jobs').expect(200)).body;
  expect(hot.map((h: { title: string }) => h.title)).toEqual(['QA Engineer', 'Senior Backend Developer (Node.js)']);
  const hiring = await t.signIn('hiring@demo.lt');
  expect(titles((await hiring.get('/api/v1/job-positions?section=drafts').expect(200)).body)).toEqual(['Product Designer']);
  const all = (await hiring.get('/api/v1/job-positions?show_closed=true').expect(200)).body;
  expect(all.data.find((p: { title: string }) => p.title === 'Sales Representative')).toMatchObject({ footer: 'closed', is_open: false });
  expect(all.data.find((p: { title: string }) => p.title.startsWith('Senior Backend')).description.content.length).toBeGreaterThan(3);
});

it("lets the backend position's hiring manager read the self-application and Tomas's referral with its CV", async () => {
  const tomas = await t.signIn('tomas@demo.lt');
  const backend = (await tomas.get('/api/v1/job-positions?pageSize=20').expect(200)).body.data.find((p: { title: string }) => p.title.startsWith('Senior Backend'));
  expect(backend).toMatchObject({ hiring_manager_name: 'Mindaugas Stankevičius', seniority_level_name: 'Senior', referral_level: 'gold', is_priority: true });
  expect((await tomas.get(`/api/v1/job-positions/${backend.id}/applications`)).status).toBe(403);
  const manager = await t.signIn('manager@demo.lt');
  const apps = (await manager.get(`/api/v1/job-positions/${backend.id}/applications`).expect(200)).body.data;
  expect(apps).toHaveLength(2);
  const referral = apps.find((a: { applied_self: boolean }) => !a.applied_self);
  expect(referral).toMatchObject({ name: 'Marius', referee_name: 'Tomas Žemaitis', attachments: [{ name: 'Marius Gudaitis CV.pdf', content_type: 'application/pdf' }] });
  const cv = await manager.get(`/api/v1/job-positions/${backend.id}/applications/${referral.id}/attachments/${referral.attachments[0].id}`);
  expect(cv.status).toBe(200);
  expect(apps.find((a: { applied_self: boolean }) => a.applied_self)).toMatchObject({ name: 'Ugnė', referee_name: null });
});
