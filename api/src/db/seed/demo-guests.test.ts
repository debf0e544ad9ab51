/**
 * The demo week of guests (issue 14 item 6) as the office manager finds it on /guests: upcoming visits of
 * several registrators, the canceled one labelled, the ended ones only behind show_ended, and an employee
 * registrator (guests_register without guests_read) seeing only the visits they registered.
 */
import { startTestApp, TestApp } from '../../test/harness';
import { GuestVisit } from '../../modules/guests/guests.entities';
import { inTransaction } from '../tx';
import { seedDemoGuests } from './demo-guests';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await inTransaction(t.ctx.ds, (em) => seedDemoGuests(em, new Date()));
});
afterAll(() => t.close());

interface Row { name: string; state: string; ended: boolean; registrator_name: string; can: { edit: boolean; cancel: boolean; delete: boolean } }

it('shows the office manager a week of guests with every label; ended visits only when asked', async () => {
  const office = await t.signIn('office@demo.lt');
  const all = (await office.get('/api/v1/guests?pageSize=50&show_ended=true').expect(200)).body as { totalCount: number; data: Row[] };
  expect(all.totalCount).toBe(await t.ctx.ds.getRepository(GuestVisit).count());
  expect(all.totalCount).toBeGreaterThanOrEqual(9);
  expect(new Set(all.data.map((g) => g.state))).toEqual(new Set(['registered', 'canceled', 'ended']));
  expect(new Set(all.data.map((g) => g.registrator_name)).size).toBeGreaterThanOrEqual(4);
  expect(all.data.every((g) => g.can.delete)).toBe(true);

  const upcoming = (await office.get('/api/v1/guests?pageSize=50').expect(200)).body as { totalCount: number; data: Row[] };
  expect(upcoming.data.some((g) => g.ended)).toBe(false);
  expect(upcoming.totalCount).toBe(all.data.filter((g) => !g.ended).length);

  // seeding twice adds nothing
  await inTransaction(t.ctx.ds, (em) => seedDemoGuests(em, new Date()));
  expect(await t.ctx.ds.getRepository(GuestVisit).count()).toBe(all.totalCount);
});

it("gives an employee registrator only the visits they registered", async () => {
  const jonas = await t.signIn('jonas@demo.lt');
  const own = (await jonas.get('/api/v1/guests?show_ended=true').expect(200)).body as { scope: string; data: Row[] };
  expect(own.scope).toBe('own');
  expect(own.data.map((g) => g.name)).toEqual(['Charlotte Evans']);
  expect(own.data[0].can).toEqual({ edit: true, cancel: true, delete: false });
});
