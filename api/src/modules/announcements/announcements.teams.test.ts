/**
 * A new announcement in Teams through the shared sender (issue 16 items 4 and 7; teams.broadcast.ts):
 * 50 users with the bot installed, the real bot adapter, and a loopback Bot Connector that answers 429
 * (Retry-After: 1) to every fifth call → exactly one card per user, 50 in all, and none more after a
 * restart. Then the sender's own rules with a stand-in delivery: a 429 waits its Retry-After and tries
 * again, 5xx backs off, another 4xx fails at once, and delivered/failed are recorded per user.
 */
import express from 'express';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startTestApp, type TestApp } from '../../test/harness';
import { buildUser, buildUserRecord, type Person } from '../../test/factories';
import { mountTeams } from '../teams/teams';
import { BroadcastDelivery, broadcast, deliveryCounts, registerBroadcastKind, resumeBroadcasts, setBroadcastTransport } from '../teams/teams.broadcast';
import { TeamsConversation } from '../teams/teams.entities';

let t: TestApp;
let connector: http.Server;
let serviceUrl: string;
let office: Person;
let calls = 0;
let throttled = 0;
/** Cards the connector accepted: conversation id → titles. */
const cards = new Map<string, string[]>();
const userIds: number[] = [];

const storeConversation = (who: string, userId: number) =>
  t.ctx.ds.getRepository(TeamsConversation).insert({
    user_id: userId, teams_user_id: `29:${who}`, aad_object_id: null, conversation_id: `a:conv-${who}`, service_url: serviceUrl, tenant_id: 'tenant-1', updated_at: new Date(),
    reference: JSON.stringify({ channelId: 'msteams', serviceUrl, conversation: { id: `a:conv-${who}`, conversationType: 'personal', tenantId: 'tenant-1' }, user: { id: `29:${who}` }, bot: { id: '28:portal-bot' } }),
  });

beforeAll(async () => {
  connector = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const m = /^\/v3\/conversations\/([^/]+)\/activities/.exec(decodeURIComponent(req.url ?? ''));
      if (req.method === 'POST' && m && ++calls % 5 === 0) {
        throttled++;
        res.writeHead(429, { 'content-type': 'application/json', 'retry-after': '1' });
        return res.end(JSON.stringify({ error: { code: 'Throttled', message: 'Too many requests' } }));
      }
      if (req.method === 'POST' && m) {
        const activity = JSON.parse(raw || '{}') as { attachments?: { content: { body: { text: string }[] } }[] };
        const title = activity.attachments?.[0]?.content.body[1]?.text ?? '(no card)';
        cards.set(m[1], [...(cards.get(m[1]) ?? []), title]);
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ id: `sent-${calls}` }));
    });
  });
  await new Promise<void>((resolve) => connector.listen(0, '127.0.0.1', resolve));
  serviceUrl = `http://127.0.0.1:${(connector.address() as AddressInfo).port}/`;
  t = await startTestApp();
  office = await buildUser(t, { permissions: ['announcement_write'] });
  for (let i = 0; i < 50; i++) {
    const u = await buildUserRecord(t, { password: null, locale: i % 2 ? 'lt' : 'en' });
    userIds.push(u.id);
    await storeConversation(`u${i}`, u.id);
  }
  // A deleted user's stored conversation is never posted to.
  const gone = await buildUserRecord(t, { password: null, fields: { deleted_at: new Date() } });
  await storeConversation('gone', gone.id);
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((r) => connector.close(() => r()));
});

it('posts a new announcement to all 50 installed users exactly once despite 429s, and nothing more after a restart', async () => {
  const bot = mountTeams(t.ctx, express());
  const body = { title: 'Office closed on Friday', announcement: '<p>The office is closed on Friday. Work from home.</p>', send_email: false };
  const a = (await office.agent.post('/api/v1/announcements').send(body).expect(201)).body.announcement;
  await t.ctx.events.drain();

  expect(throttled).toBeGreaterThanOrEqual(10);
  expect(cards.size).toBe(50);
  expect([...cards.values()].every((titles) => titles.length === 1 && titles[0] === 'Office closed on Friday')).toBe(true);
  expect(cards.has('a:conv-gone')).toBe(false);
  expect(await deliveryCounts(t.ctx, 'announcement', a.id)).toEqual({ pending: 0, delivered: 50, failed: 0 });

  // A restart: a new process mounts the bot again (resuming pending deliveries) and the event fires again.
  mountTeams(t.ctx, express());
  await setBroadcastTransport(t.ctx, bot.post);
  await resumeBroadcasts(t.ctx);
  const again = await broadcast(t.ctx, 'announcement', a.id);
  expect(again.delivered).toEqual([]);
  const total = [...cards.values()].reduce((n, titles) => n + titles.length, 0);
  expect(total).toBe(50);
});

describe('the sender with a stand-in delivery', () => {
  const KIND = 'test-broadcast';
  beforeAll(() => registerBroadcastKind(KIND, { activity: async (_ctx, itemId, user) => (user.id === userIds[3] ? null : { type: 'message', text: `item ${itemId}` }) }));

  it('waits a 429 Retry-After, backs off on 5xx, fails other 4xx at once, records each user once', async () => {
    const tries = new Map<string, number[]>();
    const blocked = 'a:conv-u1';
    const flaky = 'a:conv-u2';
    const throttledOnce = 'a:conv-u0';
    await setBroadcastTransport(
      t.ctx,
      async (ref) => {
        const id = ref.conversation!.id;
        tries.set(id, [...(tries.get(id) ?? []), Date.now()]);
        const n = tries.get(id)!.length;
        if (id === blocked) throw Object.assign(new Error('Forbidden'), { statusCode: 403 });
        if (id === flaky && n < 3) throw Object.assign(new Error('Bad gateway'), { statusCode: 502 });
        if (id === throttledOnce && n === 1) throw Object.assign(new Error('Throttled'), { statusCode: 429, response: { headers: { get: (h: string) => (h === 'retry-after' ? '1' : null) } } });
      },
      { batchSize: 50, baseDelayMs: 10, maxAttempts: 4 },
    );
    const r = await broadcast(t.ctx, KIND, 7, userIds.slice(0, 10));
    expect(r.failed).toEqual([userIds[1]]);
    expect(r.skipped).toEqual([userIds[3]]);
    expect(r.delivered.sort((x, y) => x - y)).toEqual(userIds.slice(0, 10).filter((id) => id !== userIds[1] && id !== userIds[3]).sort((x, y) => x - y));
    expect(tries.get(blocked)).toHaveLength(1);
    expect(tries.get(flaky)).toHaveLength(3);
    const [first, second] = tries.get(throttledOnce)!;
    expect(second - first).toBeGreaterThanOrEqual(950);

    const rows = await t.ctx.ds.getRepository(BroadcastDelivery).findBy({ kind: KIND, item_id: 7 });
    expect(rows).toHaveLength(10);
    expect(rows.find((x) => x.user_id === userIds[1])).toMatchObject({ status: 'failed', attempts: 1, last_error: '403 Forbidden' });
    expect(rows.find((x) => x.user_id === userIds[2])).toMatchObject({ status: 'delivered', attempts: 3 });

    const before = [...tries.values()].reduce((n, x) => n + x.length, 0);
    expect(await broadcast(t.ctx, KIND, 7, userIds.slice(0, 10))).toEqual({ delivered: [], failed: [], skipped: [] });
    expect([...tries.values()].reduce((n, x) => n + x.length, 0)).toBe(before);
  });

  it('a pending row left by a stopped process is sent on resume, a delivered one never', async () => {
    const repo = t.ctx.ds.getRepository(BroadcastDelivery);
    await repo.insert([
      { kind: KIND, item_id: 8, user_id: userIds[5], status: 'pending', attempts: 0, last_error: null, updated_at: new Date() },
      { kind: KIND, item_id: 8, user_id: userIds[6], status: 'delivered', attempts: 1, last_error: null, updated_at: new Date() },
    ]);
    const sent: string[] = [];
    await setBroadcastTransport(t.ctx, async (ref) => void sent.push(ref.conversation!.id));
    expect(sent).toEqual(['a:conv-u5']);
    expect(await deliveryCounts(t.ctx, KIND, 8)).toEqual({ pending: 0, delivered: 2, failed: 0 });
  });
});
