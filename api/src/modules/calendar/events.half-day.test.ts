/**
 * Half-day absences (issue 18 item 2) over real HTTP: the event types' allows_half_day and
 * counts_against_balance flags, `half_day` in the v1 events and `halfDay` in the v2 new form, the
 * month reply (spec and compact forms) and the details; the rules: only for a type that allows it,
 * only for one company day, the two different halves of a day may coexist while anything else obeys
 * the overlap rule, and the monthly usage counts a half day as 0.5. Days are Vilnius company days.
 */
import { TZDate } from '@date-fns/tz';
import { expandCompactMonth, type CalendarMonthCompact } from '../../contracts/calendar-month';
import { buildEventCategory, buildEventType, buildRole, buildUser, type Person } from '../../test/factories';
import { startTestApp, TestApp } from '../../test/harness';

let t: TestApp;
let admin: Awaited<ReturnType<TestApp['signIn']>>;
let owner: Person;
let other: Person;
let halves: number; // allows_half_day
let whole: number; // no half days
let limited: number; // allows_half_day, 1 day per month
let counted: number; // counts_against_balance only (no booking here: the balance check is another module's)

const VILNIUS = 'Europe/Vilnius';
const YEAR = new Date().getFullYear() + 1;
/** Vilnius wall time of day `d` of June {@link YEAR} as a UTC ISO instant. */
const june = (d: number, h = 0, min = 0) => new Date(new TZDate(YEAR, 5, d, h, min, VILNIUS).getTime()).toISOString();
const morning = (d: number) => ({ date_start: june(d, 8), date_end: june(d, 12) });

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signIn('admin@demo.lt');
  const roleId = await buildRole(t, { permissions: ['event_types_read'] });
  owner = await buildUser(t, { roleId });
  other = await buildUser(t, { roleId });
  const categoryId = await buildEventCategory(t);
  halves = await buildEventType(t, { categoryId, name: 'Annual leave', fields: { allows_half_day: true } });
  whole = await buildEventType(t, { categoryId, name: 'Remote work' });
  limited = await buildEventType(t, { categoryId, name: 'Child days', fields: { allows_half_day: true, times_per_month_per_user: 1 } });
  counted = await buildEventType(t, { categoryId, name: 'Counted leave', fields: { counts_against_balance: true } });
});
afterAll(() => t.close());

const book = (event: Record<string, unknown>, who: Person = owner, more: Record<string, unknown> = {}) =>
  who.agent.post(`/api/v1/users/${who.id}/events`).send({ event: { title: 'Away', event_type_id: halves, ...event }, ...more });

describe('event types', () => {
  it('keep both flags through create, update and the list', async () => {
    const category = (await admin.post('/api/v1/event-categories').send({ name: 'Half-day flags' })).body.id;
    const created = await admin.post('/api/v1/event-types').send({ name: 'Leave with halves', event_category_id: category, allows_half_day: true, counts_against_balance: true }).expect(201);
    expect(created.body).toMatchObject({ allows_half_day: true, counts_against_balance: true });
    const updated = await admin.put(`/api/v1/event-types/${created.body.id}`).send({ name: 'Leave with halves', event_category_id: category, allows_half_day: false, counts_against_balance: true }).expect(200);
    expect(updated.body).toMatchObject({ allows_half_day: false, counts_against_balance: true });
    const list = (await admin.get(`/api/v1/event-types?categoryId=${category}`).expect(200)).body;
    expect(list).toEqual([expect.objectContaining({ id: created.body.id, allows_half_day: false, counts_against_balance: true })]);
    const plain = await admin.post('/api/v1/event-types').send({ name: 'No flags', event_category_id: category }).expect(201);
    expect(plain.body).toMatchObject({ allows_half_day: false, counts_against_balance: false });
  });
});

describe('rules', () => {
  it('refuses a half day of a type that does not allow it, and one spanning two days', async () => {
    expect((await book({ ...morning(1), event_type_id: whole, half_day: 'first' })).body.error_code).toBe('half_day_not_allowed');
    const twoDays = await book({ date_start: june(1, 8), date_end: june(2, 12), half_day: 'second' });
    expect([twoDays.status, twoDays.body.error_code]).toEqual([400, 'half_day_needs_one_day']);
    const extra = await book({ ...morning(1), half_day: 'first' }, owner, { additional_dates: [{ date_start: june(3, 8), date_end: june(4, 8) }] });
    expect(extra.body.error_code).toBe('half_day_needs_one_day');
    expect((await book({ ...morning(1), half_day: 'noon' })).body.error_code).toBe('provided_invalid_data');
    expect((await owner.agent.get(`/api/v1/users/${owner.id}/events?start=${june(1)}&end=${june(5)}`).expect(200)).body).toEqual([]);
  });

  it('stores the whole company day plus the half, and lets the two halves of a day coexist', async () => {
    const first = await book({ ...morning(8), half_day: 'first' }).expect(201);
    expect(first.body.events[0]).toMatchObject({ half_day: 'first', date_start: june(8), date_end: june(8, 23, 59) });
    const second = await book({ date_start: june(8, 13), date_end: june(8, 17), half_day: 'second' }).expect(201);
    expect(second.body.events[0].half_day).toBe('second');
    // A third half, or a whole day, meets one of them.
    for (const half_day of ['first', 'second', null]) {
      const r = await book({ ...morning(8), half_day });
      expect([r.status, r.body.error_code]).toEqual([409, 'event_dates_overlapping_warning']);
    }
    // Another person's halves do not matter.
    await book({ ...morning(8), half_day: 'first' }, other).expect(201);
  });

  it('refuses two morning halves of one day and a half on a day with a whole-day event', async () => {
    await book({ ...morning(9), half_day: 'first' }).expect(201);
    expect((await book({ ...morning(9), half_day: 'first' })).status).toBe(409);
    await book({ date_start: june(10, 8), date_end: june(10, 17) }).expect(201);
    expect((await book({ ...morning(10), half_day: 'second' })).body.error_code).toBe('event_dates_overlapping_warning');
    // Two halves submitted together on one day are two of the same half: refused.
    expect((await book({ ...morning(11), half_day: 'first' }, owner, { additional_dates: [{ date_start: june(11, 13), date_end: june(11, 14) }] })).status).toBe(409);
  });

  it('counts a half day as 0.5 in the monthly usage limit and the usage reply', async () => {
    await book({ ...morning(15), event_type_id: limited, half_day: 'first' }).expect(201);
    await book({ ...morning(15), event_type_id: limited, half_day: 'second' }).expect(201);
    const over = await book({ ...morning(16), event_type_id: limited, half_day: 'first' });
    expect([over.status, over.body.error_code, over.body.used]).toEqual([400, 'exceeded_event_times_per_month', 1]);
    const usage = (await owner.agent.get(`/api/v1/users/${owner.id}/event-usage?event_type_id=${limited}&year=${YEAR}`).expect(200)).body;
    expect(usage).toEqual([expect.objectContaining({ month: `${YEAR}-06`, days: 1, max: 1 })]);
    const july = await book({ date_start: june(31, 8), date_end: june(31, 12), event_type_id: limited, half_day: 'second' }).expect(201);
    expect((await owner.agent.get(`/api/v1/users/${owner.id}/event-usage?event_type_id=${limited}&year=${YEAR}`)).body[1]).toMatchObject({ month: `${YEAR}-07`, days: 0.5 });
    expect(july.body.events[0].half_day).toBe('second');
  });

  it('lets a substitute away for the other half of the day cover a half, and no more', async () => {
    const withSub = (d: number, half_day: string | null, who: Person = owner, sub: Person = other) => book({ ...morning(d), half_day, substitute_id: sub.id }, who);
    await book({ date_start: june(25, 13), date_end: june(25, 17), half_day: 'second' }, other).expect(201);
    await withSub(25, 'first').expect(201);
    await book({ date_start: june(29, 13), date_end: june(29, 17), half_day: 'second' }, other).expect(201);
    for (const half_day of ['second', null]) {
      const r = await withSub(29, half_day);
      expect([r.status, r.body.error_code]).toEqual([409, 'substitute_unavailable']);
    }
    // the owner substitutes someone for a morning: the owner's own afternoon with a substitute is fine, another morning is not
    const third = await buildUser(t, { roleId: await buildRole(t, { permissions: ['event_types_read'] }) });
    await withSub(26, 'first', third, owner).expect(201);
    await book({ date_start: june(26, 13), date_end: june(26, 17), half_day: 'second', substitute_id: other.id }).expect(201);
    const morningToo = await withSub(26, 'first');
    expect([morningToo.status, morningToo.body.error_code]).toEqual([409, 'user_already_substituted']);
  });

  it('edits the half: a whole day becomes a morning, which may not turn into the afternoon already taken', async () => {
    const made = (await book({ date_start: june(22, 8), date_end: june(22, 17) }).expect(201)).body.events[0];
    const put = (event: Record<string, unknown>) => owner.agent.put(`/api/v1/users/${owner.id}/events/${made.id}`).send({ event: { title: 'Away', event_type_id: halves, ...event } });
    const edited = await put({ ...morning(22), half_day: 'first' }).expect(200);
    expect(edited.body.event).toMatchObject({ half_day: 'first', date_start: june(22), date_end: june(22, 23, 59) });
    await book({ ...morning(22), half_day: 'second' }).expect(201);
    expect((await put({ ...morning(22), half_day: 'second' })).status).toBe(409);
    expect((await put({ ...morning(22), half_day: null })).status).toBe(409);
    expect((await put({ date_start: june(22), date_end: june(22, 23, 59), half_day: 'first' }).expect(200)).body.event.half_day).toBe('first');
  });
});

describe('v2', () => {
  it('takes halfDay in the new form and shows it in the month (both forms) and the details', async () => {
    const body = {
      requestType: 'event', title: 'Dentist', description: null, eventDates: [{ start: june(24, 13), end: june(24, 17) }], eventTypeId: halves,
      substituteId: null, isHolidayPayout: false, sendCalendarFile: false, workingAddress: null, halfDay: 'second',
    };
    await owner.agent.post('/api/v2/chains?submit=true').send(body).expect(201);
    expect((await owner.agent.post('/api/v2/chains?submit=true').send({ ...body, eventTypeId: whole })).body.error_code).toBe('half_day_not_allowed');
    const month = (await owner.agent.get(`/api/v2/calendar/events?year=${YEAR}&month=6&users=${owner.id}`).expect(200)).body.data;
    const item = month.find((x: { title: string }) => x.title === 'Dentist');
    expect(item).toMatchObject({ type: 'Event', halfDay: 'second', start: june(24), end: june(24, 23, 59) });
    expect(month.find((x: { type: string; halfDay?: string | null }) => x.type === 'Event' && x.halfDay == null)).toBeDefined();
    const compact = (await owner.agent.get(`/api/v2/calendar/events?year=${YEAR}&month=6&users=${owner.id}&format=compact`).expect(200)).body as CalendarMonthCompact;
    expect(expandCompactMonth(compact)).toEqual(month);
    const details = (await owner.agent.get(`/api/v2/calendar/events/${item.id}/details?type=Event`).expect(200)).body;
    expect(details.halfDay).toBe('second');
    const v1 = (await owner.agent.get(`/api/v1/users/${owner.id}/events?start=${june(24)}&end=${june(25)}`).expect(200)).body;
    expect(v1).toEqual([expect.objectContaining({ id: item.id, half_day: 'second' })]);
  });

  it('offers the flags in the event template', async () => {
    const template = (await owner.agent.get('/api/v2/calendar/events/template').expect(200)).body;
    const types = template.eventCategories.flatMap((c: { eventTypes: { id: number }[] }) => c.eventTypes);
    expect(types.find((x: { id: number }) => x.id === halves)).toMatchObject({ allowsHalfDay: true, countsAgainstBalance: false });
    expect(types.find((x: { id: number }) => x.id === counted)).toMatchObject({ allowsHalfDay: false, countsAgainstBalance: true });
    expect(types.find((x: { id: number }) => x.id === whole)).toMatchObject({ allowsHalfDay: false, countsAgainstBalance: false });
  });
});
