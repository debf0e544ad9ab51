/**
 * Every read of the calendar family (calendar, event types, holidays, reports, v2 calendar) answers
 * what its route's `response` schema promises: outside production the route layer parses each reply
 * with it and answers 500 `reply_contract_mismatch` otherwise (issue 10 item 3). Walks the demo
 * company's data as the administrator (sees everything) and as a manager (sensitive fields hidden,
 * abilities false on others' events), calling each GET route with the ids it finds.
 */
import type { Agent } from 'supertest';
import { User } from '../users/users.entities';
import { startTestApp, TestApp } from '../../test/harness';

let t: TestApp;
let admin: Agent;
let manager: Agent;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signIn('admin@demo.lt');
  manager = await t.signIn('manager@demo.lt');
});
afterAll(() => t.close());

/** Calls `path` and fails with the route's complaint when the reply broke its contract. */
async function read(agent: Agent, path: string, query: Record<string, string | number> = {}): Promise<{ status: number; body: unknown }> {
  const r = await agent.get(path).query(query);
  if (r.status >= 500) throw new Error(`${path} answered ${r.status}: ${JSON.stringify(r.body)}`);
  return { status: r.status, body: r.body };
}

const months = (() => {
  const now = new Date();
  return [0, 1].map((k) => {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + k, 1));
    return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1 };
  });
})();

describe('calendar family replies match their contracts', () => {
  test.each([
    ['the administrator', () => admin],
    ['a manager', () => manager],
  ])('v2 calendar as %s: months (both forms), every item’s details, side data', async (_who, agent) => {
    let details = 0;
    for (const m of months) {
      const { body } = await read(agent(), '/api/v2/calendar/events', m);
      await read(agent(), '/api/v2/calendar/events', { ...m, format: 'compact' });
      for (const item of (body as { data: { id: string | number; type: string; countryCode?: string; date?: string }[] }).data) {
        if (item.type === 'PublicHoliday') await read(agent(), `/api/v2/calendar/events/${item.countryCode}/details`, { date: String(item.date) });
        else await read(agent(), `/api/v2/calendar/events/${item.id}/details`, { type: item.type });
        details++;
      }
    }
    expect(details).toBeGreaterThan(0);
    for (const path of ['/api/v2/calendar/events/template', '/api/v2/calendar/events/colors', '/api/v2/calendar/filters', '/api/v2/calendar/viewers'])
      await read(agent(), path);
  });

  test('v1 calendar, event types, groups, holidays and reports of every demo person', async () => {
    const people = await t.ctx.ds.getRepository(User).find({ select: { id: true } });
    for (const { id } of people) {
      for (const path of [
        `/api/v1/users/${id}/events`,
        `/api/v1/users/${id}/events/upcoming`,
        `/api/v1/users/${id}/event-usage`,
        `/api/v1/users/${id}/substitutions`,
        `/api/v1/users/${id}/viewers`,
      ]) {
        await read(admin, path);
        await read(manager, path);
      }
    }
    for (const { id } of people.slice(0, 3)) {
      await read(admin, `/api/v1/users/${id}/events/report`);
      await read(admin, `/api/v1/users/${id}/overtimes/report`);
    }
    await read(admin, '/api/v1/users/events', { pageSize: 100 });
    for (const path of [
      '/api/v1/event-categories',
      '/api/v1/event-types/unattendance',
      '/api/v1/event-types/pseudo',
      '/api/v1/publicholidays/countries',
      '/api/v1/publicholidays/countries=LT,NL',
    ]) {
      await read(admin, path);
    }
    const types = (await read(admin, '/api/v1/event-types', { includeDisabled: 'true' })).body as { id: number }[];
    for (const type of types) await read(admin, `/api/v1/event-types/${type.id}/edit-fields`);
    const groups = (await read(admin, '/api/v1/calendar-groups')).body as { id: number }[];
    for (const g of groups) await read(admin, `/api/v1/calendar-groups/${g.id}`);
    expect(people.length).toBeGreaterThan(3);
  }, 180_000);
});
