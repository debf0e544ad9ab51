/**
 * Lithuanian case-insensitive search on SQLite (data-source.ts: LOWER redefined as a Unicode-aware
 * function on every connection): "šar" finds "Šarūnas" in the people list, in the requests list (by
 * the owner's name) and in the FAQ; an index on lower(...) is still built and used.
 */
import { DataSource } from 'typeorm';
import { registerUnicodeLower, unicodeLower } from './data-source';
import { startTestApp, type TestApp } from '../test/harness';
import { buildRequest, buildUser, buildUserRecord } from '../test/factories';
import { registerTestType } from '../test/request-type';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  registerTestType();
});
afterAll(() => t.close());

it('lower-cases Lithuanian letters (and leaves null alone)', () => {
  expect(unicodeLower('ŠARŪNAS Žemaitė ĄČĘĖĮŲ')).toBe('šarūnas žemaitė ąčęėįų');
  expect(unicodeLower(null)).toBeNull();
  expect(unicodeLower(12)).toBe('12');
});

it('finds "Šarūnas" by "šar" in the people list', async () => {
  const hr = await buildUser(t, { permissions: ['users_read'] });
  const u = await buildUserRecord(t, { name: 'Šarūnas', surname: 'Žemaitis' });
  const ids = async (q: string) =>
    ((await hr.agent.get('/api/v1/users').query({ q, page: 1, pageSize: 20 }).expect(200)).body as { data: { id: number }[] }).data.map((r) => r.id);
  expect(await ids('šar')).toContain(u.id);
  expect(await ids('ŠARŪ')).toContain(u.id);
  expect(await ids('žemai')).toContain(u.id);
});

it('finds the requests of "Šarūnas" by "šar" in the requests list', async () => {
  const owner = await buildUser(t, { name: 'Šarūnas', surname: 'Kazlauskas' });
  const id = await buildRequest(t, { ownerId: owner.id, title: 'Laptop' });
  const list = async (q: string) =>
    ((await owner.agent.get('/api/v2/requests').query({ q, page: 1, pageSize: 20 }).expect(200)).body as { data: { id: number }[] }).data.map((r) => r.id);
  expect(await list('šar')).toContain(id);
  expect(await list('ŠARŪNAS')).toContain(id);
});

it('finds an FAQ question about "Šventės" by "švent"', async () => {
  const hr = await buildUser(t, { permissions: ['frequently_asked_questions_read', 'frequently_asked_questions_write'] });
  const created = ((await hr.agent.post('/api/v1/faq').send({ question: 'Ar Šventės dienos apmokamos?', answer: '<p>Taip.</p>', category_id: -1 }).expect(201)).body as { question: { id: number } }).question;
  const found = (await hr.agent.get('/api/v1/faq').query({ q: 'švent', page: 1, pageSize: 20 }).expect(200)).body as { data: { id: number }[] };
  expect(found.data.map((q) => q.id)).toContain(created.id);
});

it('still builds and uses an index on lower(...) with the redefined function', async () => {
  const ds = new DataSource({ type: 'better-sqlite3', database: ':memory:', prepareDatabase: registerUnicodeLower });
  await ds.initialize();
  try {
    await ds.query('CREATE TABLE people (name TEXT)');
    await ds.query('CREATE INDEX people_lower_name ON people (lower(name))');
    await ds.query("INSERT INTO people (name) VALUES ('Šarūnas'), ('Jonas')");
    const plan = (await ds.query("EXPLAIN QUERY PLAN SELECT name FROM people WHERE lower(name) = 'šarūnas'")) as { detail: string }[];
    expect(plan.map((p) => p.detail).join(' ')).toContain('people_lower_name');
    expect(await ds.query("SELECT name FROM people WHERE lower(name) = 'šarūnas'")).toEqual([{ name: 'Šarūnas' }]);
  } finally {
    await ds.destroy();
  }
});
