/**
 * Benchmark of GET /api/v2/calendar/events (issue 4): a 2,000-person company with ~10,000 events in
 * one month (plus 2,000 overtimes with their times and 500 on-calls with their requests), in a
 * temporary SQLite file, then the month call over real HTTP, timed over several runs (median and
 * p95, milliseconds), for a holder of all_events_read, a manager (own + 40 subordinates) and an
 * employee, with and without filters.
 *
 *   npx tsx --tsconfig api/tsconfig.json api/src/calendar.bench.ts     # from the repository root
 *   BENCH_PEOPLE=500 BENCH_EVENTS=2500 …   smaller company
 */
import 'reflect-metadata';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { createApp } from './app';
import { createContext } from './bootstrap';
import { loadConfig } from './config';
import { PERMISSIONS } from './contracts/permissions';
import { EventCategory, EventType } from './modules/calendar';
import { calendarEvents } from './modules/calendar-v2/calendar-v2.events';
import { Role, RolePermission } from './modules/roles/roles.entities';
import { hashPassword } from './shared/passwords';

const PEOPLE = Number(process.env.BENCH_PEOPLE ?? 2000);
const EVENTS = Number(process.env.BENCH_EVENTS ?? 10_000);
const RUNS = 15;
const PASSWORD = 'Bench-Password-2026!';

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-calbench-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dir, DB_PATH: path.join(dir, 'bench.sqlite'), PORTAL_SEED: 'none', LOG_LEVEL: 'silent', ARGON2_MEMORY_KIB: '1024', AUTH_RATE_LIMIT_PER_MINUTE: '100000' });
  const ctx = await createContext(config, pino({ level: 'silent' }));
  const ds = ctx.ds;
  const t0 = Date.now();
  const all = await ds.getRepository(Role).save({ name: 'Administrator', description: null, default_role: false });
  await ds.getRepository(RolePermission).insert(PERMISSIONS.map((permission) => ({ role_id: all.id, permission })));
  const employee = await ds.getRepository(Role).save({ name: 'Employee', description: null, default_role: true });
  const hash = await hashPassword(PASSWORD);
  const now = new Date();
  const users: Record<string, unknown>[] = [];
  const managers = Math.max(1, Math.floor(PEOPLE / 40));
  for (let i = 1; i <= PEOPLE; i++) {
    users.push({
      id: i, name: `Name${i}`, surname: `Surname${String(i).padStart(5, '0')}`, username: `u${i}`, email: `u${i}@bench.lt`, password_hash: hash,
      role_id: i === 1 ? all.id : employee.id, manager_id: i <= managers + 1 ? null : 2 + (i % managers), activated_at: now, is_first_sign_in: false, created_at: now,
    });
  }
  const bulk = async (table: string, list: Record<string, unknown>[]) => {
    const cols = [...new Set(list.flatMap((r) => Object.keys(r)))];
    const size = Math.max(1, Math.floor(30000 / cols.length));
    await ds.transaction(async (em) => {
      for (let k = 0; k < list.length; k += size) {
        await em.createQueryBuilder().insert().into(table, cols).values(list.slice(k, k + size).map((r) => Object.fromEntries(cols.map((c) => [c, r[c] ?? null])))).updateEntity(false).execute();
      }
    });
  };
  await bulk('users', users);
  const cats = await ds.getRepository(EventCategory).save([{ name: 'Leave', description: null, active: true }, { name: 'Work', description: null, active: true }]);
  const types = await ds.getRepository(EventType).save([
    { name: 'Vacation', event_category_id: cats[0].id, background_color: '#3a3' }, { name: 'Sick leave', event_category_id: cats[0].id },
    { name: 'Remote work', event_category_id: cats[1].id }, { name: 'Business errand', event_category_id: cats[1].id },
  ]);
  let rnd = 7;
  const rand = () => ((rnd = (rnd * 1103515245 + 12345) % 2147483648) / 2147483648);
  const year = 2026;
  const month = 3;
  const day = (d: number, h = 0) => new Date(Date.UTC(year, month - 1, d, h));
  const events: Record<string, unknown>[] = [];
  for (let i = 0; i < EVENTS; i++) {
    const start = 1 + Math.floor(rand() * 28);
    const len = 1 + Math.floor(rand() * 4);
    const x = rand();
    events.push({
      title: `Event ${i}`, description: i % 3 ? null : 'Description of the absence', date_start: day(start, 8), date_end: day(Math.min(31, start + len), 17),
      user_id: 1 + Math.floor(rand() * PEOPLE), status: x < 0.7 ? 'accepted' : x < 0.9 ? 'waiting_for_approval' : 'canceled', event_type_id: types[i % types.length].id,
      substitute_id: i % 5 ? null : 1 + Math.floor(rand() * PEOPLE), substitute_confirmed: i % 5 ? null : true, vacation_payout: false, created_at: now,
    });
  }
  // the same load in the neighbouring months, so the month's range is really selective
  const spread = events.slice(0, EVENTS).map((e) => ({ ...e, date_start: new Date((e.date_start as Date).getTime() - 31 * 86400_000), date_end: new Date((e.date_end as Date).getTime() - 31 * 86400_000) }));
  await bulk('events', [...events, ...spread]);
  const overtimes: Record<string, unknown>[] = [];
  const times: Record<string, unknown>[] = [];
  const requests: Record<string, unknown>[] = [];
  for (let i = 1; i <= PEOPLE; i++) {
    overtimes.push({ id: i, user_id: i, overtime_date: `${year}-0${month}-${String(1 + (i % 28)).padStart(2, '0')}`, compensation_option: i % 2 ? 'laborCode' : 'holiday', total_minutes: 120, created_at: now });
    times.push({ overtime_id: i, time_from: '18:00', time_to: '20:00' });
    requests.push({ request_name: 'overtime', object_id: i, user_id: i, status: i % 3 ? 'approved' : 'in_progress', round: 1, issued_date: now, last_action_at: now, pending_cancel: false });
  }
  const oncalls: Record<string, unknown>[] = [];
  for (let i = 1; i <= Math.floor(PEOPLE / 4); i++) {
    oncalls.push({ id: i, user_id: i * 4, title: 'On-call', date_start: day(1 + (i % 27), 18), date_end: day(2 + (i % 27), 8), created_at: now });
    requests.push({ request_name: 'oncall', object_id: i, user_id: i * 4, status: 'approved', round: 1, issued_date: now, last_action_at: now, pending_cancel: false });
  }
  await bulk('overtimes', overtimes);
  await bulk('overtime_times', times);
  await bulk('oncalls', oncalls);
  await bulk('requests', requests);
  await ds.query('ANALYZE');
  console.log(`seeded ${PEOPLE} people, ${events.length + spread.length} events (${events.length} in ${year}-${month}), ${overtimes.length} overtimes, ${oncalls.length} on-calls in ${((Date.now() - t0) / 1000).toFixed(1)} s`);

  // server-side share: the service call alone (SQL + mapping), without HTTP and JSON
  const actor = { id: 1, permissions: new Set(PERMISSIONS) };
  const direct: number[] = [];
  for (let i = 0; i < 5; i++) {
    const s = performance.now();
    await calendarEvents(ds.manager, actor, { year, month, statuses: undefined, types: undefined, users: undefined, groups: undefined, countries: undefined });
    direct.push(performance.now() - s);
  }
  if (process.env.BENCH_PROFILE) {
    const { eventsQuery } = await import('./modules/calendar-v2/calendar-v2.events');
    const qb = eventsQuery(ds.manager).where('e.date_start < :to AND e.date_end >= :from', { from: day(1), to: day(32) });
    const [sql, params] = qb.getQueryAndParameters();
    for (let i = 0; i < 3; i++) {
      let s = performance.now();
      const raw = await ds.query(sql, params);
      const a = performance.now() - s;
      s = performance.now();
      await qb.getRawMany();
      console.log(`events SQL via ds.query ${a.toFixed(0)} ms (${raw.length} rows), via getRawMany ${(performance.now() - s).toFixed(0)} ms`);
    }
    console.log(sql);
    console.log(await ds.query(`EXPLAIN QUERY PLAN ${sql}`, params));
  }
  console.log(`service call alone (all_events_read, whole company): median ${direct.sort((a, b) => a - b)[2].toFixed(1)} ms`);

  const server = http.createServer(createApp(ctx).app);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const login = async (email: string) => {
    const res = await fetch(`${base}/api/v1/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: PASSWORD }) });
    return ((await res.json()) as { access_token: string }).access_token;
  };
  const tokens = { admin: await login('u1@bench.lt'), manager: await login('u2@bench.lt'), employee: await login(`u${PEOPLE}@bench.lt`) };
  const q = `year=${year}&month=${month}`;
  const cases: [string, string, keyof typeof tokens][] = [
    ['all_events_read, whole company', `/api/v2/calendar/events?${q}`, 'admin'],
    ['all_events_read, accepted only', `/api/v2/calendar/events?${q}&statuses=accepted`, 'admin'],
    ['all_events_read, one type, LT+DE', `/api/v2/calendar/events?${q}&types=${types[0].id}&countries=LT,DE`, 'admin'],
    ['all_events_read, 50 users', `/api/v2/calendar/events?${q}&users=${Array.from({ length: 50 }, (_, i) => i + 100).join(',')}`, 'admin'],
    ['manager (own + subordinates)', `/api/v2/calendar/events?${q}`, 'manager'],
    ['employee (own)', `/api/v2/calendar/events?${q}`, 'employee'],
  ];
  console.log(`\n${'call'.padEnd(40)} ${'items'.padStart(7)} ${'KiB'.padStart(7)} ${'median ms'.padStart(10)} ${'p95 ms'.padStart(8)}`);
  for (const [name, url, who] of cases) {
    const took: number[] = [];
    let info = '';
    for (let i = 0; i < RUNS; i++) {
      const s = performance.now();
      const res = await fetch(base + url, { headers: { authorization: `Bearer ${tokens[who]}` } });
      const text = await res.text();
      took.push(performance.now() - s);
      if (res.status !== 200) throw new Error(`${url}: ${res.status} ${text}`);
      info = `${String((JSON.parse(text) as { data: unknown[] }).data.length).padStart(7)} ${(text.length / 1024).toFixed(0).padStart(7)}`;
    }
    took.sort((a, b) => a - b);
    console.log(`${name.padEnd(40)} ${info} ${took[Math.floor(RUNS / 2)].toFixed(1).padStart(10)} ${took[Math.ceil(RUNS * 0.95) - 1].toFixed(1).padStart(8)}`);
  }
  await new Promise<void>((r) => server.close(() => r()));
  await ds.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
