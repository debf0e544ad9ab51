/**
 * Benchmark of the calendar month, GET /api/v2/calendar/events (issue 11 items 2 and 6), at two
 * company sizes: 201 people / 2,000 events and 2,000 people / 10,000 events in the month (the same
 * load again in the month before, 1 overtime per person with its times and request, 1 on-call per
 * 4 people). Cases: a holder of all_events_read (whole company) in the tab's compact form and in the
 * spec's full form, a manager (own + ~40 subordinates) and an employee (own). Each case over real
 * HTTP on the real server (child process) at 1, 10 and 32 connections (autocannon, a browser's
 * Accept-Encoding), with the raw SQL time of the call's statements (see test/bench-kit.ts).
 *
 *   npm run bench calendar              # from the repository root
 *   BENCH_SIZES=2000/10000 BENCH_SECONDS=5 npm run bench calendar
 */
import 'reflect-metadata';
import { PERMISSIONS } from './contracts/permissions';
import { EventCategory, EventType } from './modules/calendar';
import { Role, RolePermission } from './modules/roles/roles.entities';
import { hashPassword } from './shared/passwords';
import { BENCH_PASSWORD, BenchCase, BenchDb, bulk, measureCases, openBenchDb, random } from './test/bench-kit';

const SIZES = (process.env.BENCH_SIZES ?? '201/2000,2000/10000').split(',').map((s) => s.split('/').map(Number) as [number, number]);
const YEAR = 2026;
const MONTH = 3;

/** Seeds the company: people (u1 holds every permission, u2… are managers), types, events, overtimes, on-calls. */
async function seed(db: BenchDb, people: number, eventCount: number) {
  const { ctx } = db;
  const ds = ctx.ds;
  const all = await ds.getRepository(Role).save({ name: 'Administrator', description: null, default_role: false });
  await ds.getRepository(RolePermission).insert(PERMISSIONS.map((permission) => ({ role_id: all.id, permission })));
  const employee = await ds.getRepository(Role).save({ name: 'Employee', description: null, default_role: true });
  await ds.getRepository(RolePermission).insert([{ role_id: employee.id, permission: 'event_types_read' }]);
  const hash = await hashPassword(BENCH_PASSWORD);
  const now = new Date();
  const managers = Math.max(1, Math.floor(people / 40));
  const users: Record<string, unknown>[] = [];
  for (let i = 1; i <= people; i++) {
    users.push({
      id: i, name: `Name${i}`, surname: `Surname${String(i).padStart(5, '0')}`, username: `u${i}`, email: `u${i}@bench.lt`, password_hash: hash,
      role_id: i === 1 ? all.id : employee.id, manager_id: i <= managers + 1 ? null : 2 + (i % managers), activated_at: now, is_first_sign_in: false, created_at: now,
    });
  }
  await bulk(ctx, 'users', users);
  const cats = await ds.getRepository(EventCategory).save([{ name: 'Leave', description: null, active: true }, { name: 'Work', description: null, active: true }]);
  const types = await ds.getRepository(EventType).save([
    { name: 'Vacation', event_category_id: cats[0].id, background_color: '#3a3' }, { name: 'Sick leave', event_category_id: cats[0].id },
    { name: 'Remote work', event_category_id: cats[1].id }, { name: 'Business errand', event_category_id: cats[1].id },
  ]);
  const rand = random(7);
  const day = (d: number, h = 0) => new Date(Date.UTC(YEAR, MONTH - 1, d, h));
  const events: Record<string, unknown>[] = [];
  for (let i = 0; i < eventCount; i++) {
    const start = 1 + Math.floor(rand() * 28);
    const len = 1 + Math.floor(rand() * 4);
    const x = rand();
    events.push({
      title: `Event ${i}`, description: i % 3 ? null : 'Description of the absence', date_start: day(start, 8), date_end: day(Math.min(31, start + len), 17),
      user_id: 1 + Math.floor(rand() * people), status: x < 0.7 ? 'accepted' : x < 0.9 ? 'waiting_for_approval' : 'canceled', event_type_id: types[i % types.length].id,
      substitute_id: i % 5 ? null : 1 + Math.floor(rand() * people), substitute_confirmed: i % 5 ? null : true, vacation_payout: false, created_at: now,
      working_address: types[i % types.length].name === 'Remote work' ? `Home street ${i % 90}, Vilnius` : null,
    });
  }
  // the same load in the month before, so the month's range is really selective
  const before = events.map((e) => ({ ...e, date_start: new Date((e.date_start as Date).getTime() - 31 * 86400_000), date_end: new Date((e.date_end as Date).getTime() - 31 * 86400_000) }));
  await bulk(ctx, 'events', [...events, ...before]);
  const overtimes: Record<string, unknown>[] = [];
  const times: Record<string, unknown>[] = [];
  const requests: Record<string, unknown>[] = [];
  for (let i = 1; i <= people; i++) {
    overtimes.push({ id: i, user_id: i, overtime_date: `${YEAR}-0${MONTH}-${String(1 + (i % 28)).padStart(2, '0')}`, compensation_option: i % 2 ? 'laborCode' : 'holiday', total_minutes: 120, created_at: now });
    times.push({ overtime_id: i, time_from: '18:00', time_to: '20:00' });
    requests.push({ request_name: 'overtime', object_id: i, user_id: i, status: i % 3 ? 'approved' : 'in_progress', round: 1, issued_date: now, last_action_at: now, pending_cancel: false });
  }
  const oncalls: Record<string, unknown>[] = [];
  for (let i = 1; i <= Math.floor(people / 4); i++) {
    oncalls.push({ id: i, user_id: i * 4, title: 'On-call', date_start: day(1 + (i % 27), 18), date_end: day(2 + (i % 27), 8), created_at: now });
    requests.push({ request_name: 'oncall', object_id: i, user_id: i * 4, status: 'approved', round: 1, issued_date: now, last_action_at: now, pending_cancel: false });
  }
  await bulk(ctx, 'overtimes', overtimes);
  await bulk(ctx, 'overtime_times', times);
  await bulk(ctx, 'oncalls', oncalls);
  await bulk(ctx, 'requests', requests);
  await ds.query('ANALYZE');
}

/** Items in a reply: the spec form's data, or the compact form's rows. */
function itemsOf(json: unknown): number {
  const j = json as { data?: unknown[]; events?: { rows: unknown[] }; overtimes?: { rows: unknown[] }; oncalls?: { rows: unknown[] } };
  return (j.data?.length ?? 0) + (j.events?.rows.length ?? 0) + (j.overtimes?.rows.length ?? 0) + (j.oncalls?.rows.length ?? 0);
}

async function main() {
  for (const [people, eventCount] of SIZES) {
    console.log(`\n--- ${people} people / ${eventCount} events in ${YEAR}-${MONTH} ---`);
    const t0 = Date.now();
    const db = await openBenchDb('calbench');
    await seed(db, people, eventCount);
    console.log(`seeded in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    const month = `/api/v2/calendar/events?year=${YEAR}&month=${MONTH}`;
    const cases: BenchCase[] = [
      { name: 'whole company (tab, compact)', path: `${month}&format=compact`, who: 'u1@bench.lt' },
      { name: 'whole company (spec form)', path: month, who: 'u1@bench.lt' },
      { name: 'manager (compact)', path: `${month}&format=compact`, who: 'u2@bench.lt' },
      { name: 'employee (compact)', path: `${month}&format=compact`, who: `u${people}@bench.lt` },
    ];
    await measureCases(db, cases, (s) => (s.status === 200 ? `${itemsOf(s.json)} items ${(s.plain / 1024).toFixed(0)} KiB (${s.encoding} ${(s.compressed / 1024).toFixed(0)})` : `HTTP ${s.status}`));
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
