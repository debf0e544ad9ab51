/**
 * The balance refusal on every booking path (issue 18 items 1, 6): the e2e walk's story (3 days left,
 * 5 refused, a half day taken → 2.5 left), requests waiting for approval counted as requested, edits
 * (a longer leave refused, a shorter one always allowed, unchanged dates not checked) and the v2 new
 * event form. Exact balances: entitlement override 0 and an opening balance (see leave-balances.test.ts).
 */
import { companyDayStart, nextCompanyDayStart } from '../../shared/company-time';
import { buildEvent, buildEventType, buildUser, type Person } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/harness';
import { bookLeave, personWithBalance, workingDaysAhead } from './leave-balances.test-kit';

let t: TestApp;
let hr: Person;
let typeId: number;

beforeAll(async () => {
  t = await startTestApp();
  hr = await buildUser(t, { permissions: ['users_read_sensitive_info', 'users_write_sensitive_info', 'users_read', 'users_write', 'event_types_read'] });
  typeId = await buildEventType(t, { name: 'Leave with halves', fields: { counts_against_balance: true, allows_half_day: true, unattendance_code: 'A' } });
});
afterAll(() => t.close());

/** The next `n` working days from `skip` days ahead. */
const range = (from: string, to: string) => ({ date_start: companyDayStart(from).toISOString(), date_end: nextCompanyDayStart(to).toISOString() });
const personWith = (days: number) => personWithBalance(t, hr, typeId, days);
const book = (p: Person, from: string, to: string, extra: Record<string, unknown> = {}) => bookLeave(p, typeId, from, to, extra);
const mine = async (p: Person) =>
  ((await p.agent.get('/api/v2/leave-balances/me').expect(200)).body as { balances: { event_type_id: number; available_days: number; taken_days: number; requested_days: number }[] })
    .balances.find((b) => b.event_type_id === typeId)!;

it('3 days left: a 5-day leave is refused with the numbers, a half day is taken and 2.5 are left', async () => {
  const p = await personWith(3);
  const week = workingDaysAhead(5, 30);
  expect((await book(p, week[0], week[4])).body).toEqual(expect.objectContaining({ error_code: 'insufficient_leave_balance', working_days: 5, available_days: 3, overdraft_days: 0 }));
  const half = await book(p, week[1], week[1], { half_day: 'first' });
  expect(half.status).toBe(201);
  expect(await mine(p)).toEqual(expect.objectContaining({ taken_days: 0.5, available_days: 2.5 }));
});

it('counts requests waiting for approval as requested and refuses beyond them', async () => {
  const p = await personWith(2);
  const days = workingDaysAhead(3, 40);
  await buildEvent(t, { ownerId: p.id, eventTypeId: typeId, start: companyDayStart(days[0]), end: nextCompanyDayStart(days[1]), status: 'waiting_for_approval' });
  await buildEvent(t, { ownerId: p.id, eventTypeId: typeId, start: companyDayStart(days[2]), end: nextCompanyDayStart(days[2]), status: 'canceled' });
  expect(await mine(p)).toEqual(expect.objectContaining({ requested_days: 2, taken_days: 0, available_days: 0 }));
  expect((await book(p, days[2], days[2])).body.error_code).toBe('insufficient_leave_balance');
});

it('edits: a longer leave is refused, a shorter one and other fields pass', async () => {
  const p = await personWith(2);
  const days = workingDaysAhead(4, 50);
  const made = await book(p, days[0], days[1]);
  expect(made.status).toBe(201);
  const id = (made.body as { events: { id: number }[] }).events[0].id;
  const put = (from: string, to: string, title = 'Leave') => p.agent.put(`/api/v1/users/${p.id}/events/${id}`).send({ event: { title, event_type_id: typeId, ...range(from, to) } });
  expect((await put(days[0], days[1], 'Renamed')).status).toBe(200);
  expect((await put(days[0], days[2])).body).toEqual(expect.objectContaining({ error_code: 'insufficient_leave_balance', working_days: 3, available_days: 2 }));
  expect((await put(days[3], days[3])).status).toBe(200);
  expect(await mine(p)).toEqual(expect.objectContaining({ taken_days: 1, available_days: 1 }));
});

it('refuses in the v2 new event form too', async () => {
  const p = await personWith(1);
  const days = workingDaysAhead(2, 70);
  const body = {
    requestType: 'event', title: 'Leave', description: null, eventTypeId: typeId, substituteId: null, isHolidayPayout: false, sendCalendarFile: false, workingAddress: null,
    eventDates: [{ start: companyDayStart(days[0]).toISOString(), end: nextCompanyDayStart(days[0]).toISOString() }, { start: companyDayStart(days[1]).toISOString(), end: nextCompanyDayStart(days[1]).toISOString() }],
  };
  const refused = await p.agent.post('/api/v2/chains?submit=true').send(body);
  expect(refused.body).toEqual(expect.objectContaining({ error_code: 'insufficient_leave_balance', working_days: 2, available_days: 1 }));
  expect((await p.agent.post('/api/v2/chains?submit=true').send({ ...body, eventDates: body.eventDates.slice(0, 1) })).status).toBe(201);
  expect((await mine(p)).available_days).toBe(0);
});
