/**
 * Suggestion cloud over HTTP (issue 17 item 3; spec 3 §3 Suggestion, §4, §5, §6 suggestions_*, §7, §8):
 * the 254 limit, anonymous suggestions that keep no user in the database nor in the request log,
 * unread first, read toggles and delete by suggestions_read.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import pino from 'pino';
import request from 'supertest';
import { createApp } from '../../app';
import { createContext } from '../../bootstrap';
import { loadConfig } from '../../config';
import { startTestApp, TestApp } from '../../test/harness';
import { buildUser, type Person } from '../../test/factories';
import { User } from '../users/users.entities';
import { Suggestion } from './wishlist.entities';

let t: TestApp;
let emp: Person;
let hr: Person;
let wishOnly: Person;

beforeAll(async () => {
  t = await startTestApp();
  emp = await buildUser(t, { permissions: ['suggestions_write'], name: 'Eglė', surname: 'Jonaitė' });
  hr = await buildUser(t, { permissions: ['suggestions_read', 'suggestions_write'] });
  wishOnly = await buildUser(t, { permissions: ['wishlist_read'] });
});
afterAll(() => t.close());

const suggest = (who: Person, suggestion: string, userId: number | null) => who.agent.post('/api/v1/suggestion_cloud').send({ suggestion, user_id: userId });

it('takes 1 to 254 characters, named (own id only) or anonymous; suggestions_write is needed', async () => {
  const named = await suggest(emp, 'Longer lunch breaks on Fridays', emp.id);
  expect(named.status).toBe(201);
  expect(named.body.message).toBe('suggestion_accept');
  expect((await suggest(emp, 'x'.repeat(254), null)).status).toBe(201);
  for (const text of ['', 'x'.repeat(255)]) expect((await suggest(emp, text, null)).body.error_code).toBe('provided_invalid_data');
  expect((await suggest(emp, 'In his name', hr.id)).body.error_code).toBe('suggestion_deny');
  expect((await suggest(wishOnly, 'Not allowed', null)).status).toBe(403);
  expect((await emp.agent.get('/api/v1/suggestion_cloud')).status).toBe(403);
});

it('stores no user with an anonymous suggestion and lists it without names, unread first', async () => {
  const r = await suggest(emp, 'Anonymous: fix the heating', null);
  const row = await t.ctx.ds.getRepository(Suggestion).findOneByOrFail({ id: r.body.id });
  expect(row.user_id).toBeNull();
  expect(JSON.stringify(r.body)).not.toContain(String(emp.id));
  const list = (await hr.agent.get('/api/v1/suggestion_cloud?pageSize=100').expect(200)).body;
  const anon = list.data.find((s: { id: number }) => s.id === r.body.id);
  expect(anon).toMatchObject({ suggestion: 'Anonymous: fix the heating', user_id: null, user_name: null, user_surname: null, is_read: false });
  const named = list.data.find((s: { suggestion: string }) => s.suggestion === 'Longer lunch breaks on Fridays');
  expect(named).toMatchObject({ user_id: emp.id, user_name: 'Eglė', user_surname: 'Jonaitė' });
  // read ones go to the end
  const marked = await hr.agent.put(`/api/v1/suggestion_cloud/${named.id}`).send({ is_read: true });
  expect(marked.body.suggestion.is_read).toBe(true);
  const after = (await hr.agent.get('/api/v1/suggestion_cloud?pageSize=100')).body;
  expect(after.data[after.data.length - 1].id).toBe(named.id);
  expect(after.unread).toBe(list.unread - 1);
  await hr.agent.put(`/api/v1/suggestion_cloud/${named.id}`).send({ is_read: false }).expect(200);
  expect((await hr.agent.put('/api/v1/suggestion_cloud/999999').send({ is_read: true })).body.error_code).toBe('failed_to_update_read_suggestion');
});

it('deletes with suggestions_read; an unknown one is failed_to_delete_suggestion', async () => {
  const r = await suggest(emp, 'Delete me', null);
  expect((await emp.agent.delete(`/api/v1/suggestion_cloud/${r.body.id}`)).status).toBe(403);
  expect((await hr.agent.delete(`/api/v1/suggestion_cloud/${r.body.id}`)).status).toBe(200);
  const again = await hr.agent.delete(`/api/v1/suggestion_cloud/${r.body.id}`);
  expect(again.status).toBe(404);
  expect(again.body.error_code).toBe('failed_to_delete_suggestion');
});

it('writes no trace of the author of an anonymous suggestion into the request log', async () => {
  const lines: string[] = [];
  const sink = new Writable({ write: (chunk, _enc, done) => void (lines.push(String(chunk)), done()) });
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: t.dataDir, DB_PATH: ':memory:', PORTAL_SEED: 'demo', LOG_LEVEL: 'info', ARGON2_MEMORY_KIB: '1024', AUTH_RATE_LIMIT_PER_MINUTE: '10000' });
  const ctx = await createContext(config, pino({ level: 'info' }, sink));
  const server = http.createServer(createApp(ctx).app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const agent = request.agent(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    const login = await agent.post('/api/v1/login').send({ email: 'jonas@demo.lt', password: 'Demo-Portal-2026!' });
    expect(login.status).toBe(200);
    const userId = (await ctx.ds.getRepository(User).findOneByOrFail({ email: 'jonas@demo.lt' })).id;
    const before = lines.length;
    const r = await agent.post('/api/v1/suggestion_cloud').set('User-Agent', 'JonasPhone/1.0').send({ suggestion: 'Nobody knows who wrote this', user_id: null });
    expect(r.status).toBe(201);
    const logged = lines.slice(before).join('\n');
    expect(logged).toContain('/api/v1/suggestion_cloud');
    // Neither the person, the text, nor the address or browser that would point at the author.
    for (const trace of ['jonas', 'Jonas', 'access_token', 'Nobody knows', 'JonasPhone', '127.0.0.1', 'remoteAddress']) expect(logged).not.toContain(trace);
    expect(logged).not.toMatch(new RegExp(`"(user_?id|userId|sub|uid)":\\s*"?${userId}\\b`));
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await ctx.events.drain();
    await ctx.ds.destroy();
  }
});
