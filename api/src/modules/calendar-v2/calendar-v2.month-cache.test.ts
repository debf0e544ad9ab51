/**
 * Months are cached between writes (calendar-v2.month.ts monthRows), the whole company's once and
 * anyone else's per caller: a change by this
 * process or by another connection to the same database file (another cluster worker) shows at once,
 * nothing a rolled-back transaction wrote is ever served, and what a caller may see of a cached month still
 * depends on who asks (working addresses).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import type request from 'supertest';
import { inTransaction } from '../../db/tx';
import { CalendarEvent } from '../calendar';
import { User } from '../users/users.entities';
import { buildEvent, buildEventType, buildUser } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
let admin: request.Agent;
const start = new Date('2031-03-10T08:00:00Z');
const file = path.join(os.tmpdir(), `portal-month-cache-${process.pid}.sqlite`);

const titles = async (agent: request.Agent) => {
  const body = (await agent.get('/api/v2/calendar/events?year=2031&month=3&format=compact').expect(200)).body;
  const col = body.events.columns.indexOf('title');
  return body.events.rows.map((r: unknown[]) => r[col]).sort();
};

beforeAll(async () => {
  t = await startTestApp({ DB_PATH: file });
  admin = await t.signIn('admin@demo.lt');
});
afterAll(async () => {
  await t.close();
  for (const f of [file, `${file}-wal`, `${file}-shm`]) fs.rmSync(f, { force: true });
});

describe('the whole-company month between writes', () => {
  it('shows an event written by this process right after it is written', async () => {
    const before = await titles(admin);
    const owner = await buildUser(t);
    await buildEvent(t, { ownerId: owner.id, title: 'Dentist', start });
    expect(await titles(admin)).toEqual([...before, 'Dentist'].sort());
  });

  it('shows a change committed by another connection to the same file', async () => {
    await titles(admin);
    const other = new Database(file);
    try {
      other.prepare("UPDATE events SET title = 'Dentist (moved)' WHERE title = 'Dentist'").run();
    } finally {
      other.close();
    }
    expect(await titles(admin)).toContain('Dentist (moved)');
  });

  it('never serves rows a rolled-back transaction had written', async () => {
    const owner = await buildUser(t);
    const type = await buildEventType(t);
    let during: string[] = [];
    await expect(inTransaction(t.ctx.ds, async (em) => {
      await em.insert(CalendarEvent, { title: 'Never happened', user_id: owner.id, event_type_id: type, date_start: start, date_end: new Date(start.getTime() + 3_600_000), status: 'accepted' });
      during = await titles(admin);
      throw new Error('roll back');
    })).rejects.toThrow('roll back');
    expect(during).toContain('Never happened');
    expect(await titles(admin)).not.toContain('Never happened');
  });

  it('gives each caller the working addresses they may see from the same cached rows', async () => {
    const boss = await buildUser(t, { permissions: ['all_events_read', 'event_types_read'] });
    const worker = await buildUser(t, { managerId: boss.id });
    const type = await buildEventType(t);
    await buildEvent(t, { ownerId: worker.id, eventTypeId: type, title: 'Remote', start, workingAddress: 'Kaunas, Laisvės al. 1' });
    const address = async (agent: request.Agent) => {
      const body = (await agent.get('/api/v2/calendar/events?year=2031&month=3&format=compact').expect(200)).body;
      const c = body.events.columns;
      return body.events.rows.find((r: unknown[]) => r[c.indexOf('title')] === 'Remote')[c.indexOf('workingAddress')] ?? null;
    };
    const plain = await buildUser(t, { permissions: ['all_events_read', 'event_types_read'] });
    expect(await address(plain.agent)).toBeNull();
    expect(await address(boss.agent)).toBe('Kaunas, Laisvės al. 1');
    expect(await address(plain.agent)).toBeNull();
  });
});

describe("a manager's month between writes (cached per caller)", () => {
  it('follows who reports to the manager at once, and never gives one caller the rows of another', async () => {
    const type = await buildEventType(t);
    const boss = await buildUser(t, { permissions: ['event_types_read'] });
    const other = await buildUser(t, { permissions: ['event_types_read'] });
    const worker = await buildUser(t, { managerId: boss.id });
    await buildEvent(t, { ownerId: worker.id, eventTypeId: type, title: 'Team offsite', start });
    expect(await titles(boss.agent)).toContain('Team offsite');
    expect(await titles(other.agent)).not.toContain('Team offsite');
    await t.ctx.ds.getRepository(User).update(worker.id, { manager_id: other.id });
    expect(await titles(boss.agent)).not.toContain('Team offsite');
    expect(await titles(other.agent)).toContain('Team offsite');
  });
});

describe('a month sent again while nothing changed (http/reply-cache.ts)', () => {
  it('is the same JSON, compressed as the caller accepts, and follows a write at once', async () => {
    const owner = await buildUser(t);
    const type = await buildEventType(t);
    // enough events for a reply above the compression threshold
    for (let i = 0; i < 30; i++) await buildEvent(t, { ownerId: owner.id, eventTypeId: type, title: `Shift ${String(i).padStart(2, '0')} of the spring rota`, start: new Date(start.getTime() + i * 86_400_000 / 4) });
    const get = (encoding: string) => admin.get('/api/v2/calendar/events?year=2031&month=3&format=compact').set('Accept-Encoding', encoding).expect(200);
    const first = await get('br');
    const [br, gzip, plain] = [await get('br'), await get('gzip'), await get('identity')];
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const r of [br, gzip, plain]) {
      expect(r.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(r.body).toEqual(first.body);
    }
    await buildEvent(t, { ownerId: owner.id, eventTypeId: type, title: 'Late addition', start });
    expect(await titles(admin)).toContain('Late addition');
  });
});

