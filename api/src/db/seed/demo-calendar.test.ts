/**
 * The demo calendar's half-day leaves (issue 18 items 2 and 5): annual leave (code A) counts against
 * the leave balance and allows half days, and a few people have a morning or an afternoon off, shown
 * as half days by the v2 month and the v1 events.
 */
import { startTestApp, TestApp } from '../../test/harness';
import { CalendarEvent, EventType } from '../../modules/calendar/calendar.entities';
import { User } from '../../modules/users/users.entities';
import { companyDay } from '../../shared/company-time';
import { inTransaction } from '../tx';
import { seedDemoCalendar } from './demo-calendar';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await inTransaction(t.ctx.ds, (em) => seedDemoCalendar(em));
  await inTransaction(t.ctx.ds, (em) => seedDemoCalendar(em)); // a second run adds nothing
});
afterAll(() => t.close());

it('flags annual leave for half days and the balance, and seeds a few half-day leaves', async () => {
  const annual = await t.ctx.ds.getRepository(EventType).findOneByOrFail({ unattendance_code: 'A' });
  expect(annual).toMatchObject({ counts_against_balance: true, allows_half_day: true });
  expect(await t.ctx.ds.getRepository(EventType).countBy({ allows_half_day: true })).toBe(1);
  const halves = await t.ctx.ds.getRepository(CalendarEvent).find({ where: [{ half_day: 'first' }, { half_day: 'second' }], order: { id: 'ASC' } });
  expect(halves.map((e) => e.half_day)).toEqual(['first', 'second', 'second']);
  for (const e of halves) {
    expect(e.event_type_id).toBe(annual.id);
    expect(companyDay(e.date_start)).toBe(companyDay(e.date_end)); // one company day, 00:00–23:59
  }
  const tomasId = (await t.ctx.ds.getRepository(User).findOneByOrFail({ email: 'tomas@demo.lt' })).id;
  const tomas = await t.signIn('tomas@demo.lt');
  const own = halves.find((e) => e.user_id === tomasId)!;
  const events = (await tomas.get(`/api/v1/users/${tomasId}/events?start=${own.date_start.toISOString()}&end=${own.date_end.toISOString()}`).expect(200)).body;
  expect(events).toEqual([expect.objectContaining({ id: own.id, half_day: 'first' })]);
});
