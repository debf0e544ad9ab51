/**
 * Demo certificates and announcements (issue 16 item 6) as HR and an employee find them: ten catalogue
 * certificates, a third of the people holding certificates (some ending next month), three announcements
 * newest first with the one of two days ago fresh on the dashboard. Seeding twice adds nothing.
 */
import { ChainMapping } from '../../modules/chains/chains.entities';
import { startTestApp, type TestApp } from '../../test/harness';
import { addCompanyDays, companyDay } from '../../shared/company-time';
import { inTransaction } from '../tx';
import { seedDemoAnnouncements } from './demo-announcements';
import { seedDemoCertificates } from './demo-certificates';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  const now = new Date();
  await inTransaction(t.ctx.ds, async (em) => {
    await seedDemoCertificates(em, now);
    await seedDemoAnnouncements(em, now);
  });
});
afterAll(() => t.close());

it('gives HR ten certificates and a third of the people holding some, a few ending next month', async () => {
  const hr = await t.signIn('hr@demo.lt');
  expect((await hr.get('/api/v1/certificates?pageSize=20').expect(200)).body.totalCount).toBe(10);
  const overview = (await hr.get('/api/v1/users/certificates?pageSize=100').expect(200)).body as { data: { user_id: number; end_date: string | null }[] };
  expect(new Set(overview.data.map((r) => r.user_id)).size).toBe(16);
  const nextMonth = companyDay(addCompanyDays(new Date(), 40));
  const today = companyDay(new Date());
  expect(overview.data.filter((r) => r.end_date && r.end_date >= today && r.end_date <= nextMonth).length).toBeGreaterThanOrEqual(3);
  expect(overview.data.some((r) => r.end_date === null)).toBe(true);
  const tomas = await t.signIn('tomas@demo.lt');
  await tomas.get('/api/v1/users/certificates').expect(403);

  await inTransaction(t.ctx.ds, (em) => seedDemoCertificates(em, new Date()));
  expect((await hr.get('/api/v1/certificates').expect(200)).body.totalCount).toBe(10);
  expect(await t.ctx.ds.getRepository(ChainMapping).countBy({ request_name: 'certificate' })).toBe(1);
});

it('shows employees three announcements, newest first, without scripts', async () => {
  const jonas = await t.signIn('tomas@demo.lt');
  const list = (await jonas.get('/api/v1/announcements?pageSize=5').expect(200)).body as { totalCount: number; data: { title: string; announcement: string; creation_date: string; has_more: boolean }[] };
  expect(list.totalCount).toBe(3);
  expect(list.data.map((a) => a.title)).toEqual(['New meeting rooms on the 3rd floor', 'Summer party on the 27th of June', 'Updated remote work policy']);
  expect(Date.now() - Date.parse(list.data[0].creation_date)).toBeLessThan(6 * 86_400_000);
  expect(list.data[1].has_more).toBe(true);
  await inTransaction(t.ctx.ds, (em) => seedDemoAnnouncements(em, new Date()));
  expect((await jonas.get('/api/v1/announcements').expect(200)).body.totalCount).toBe(3);
});
