/**
 * A new announcement in Teams through the shared sender (issue 16 items 4 and 7; teams.broadcast.ts):
 * 50 users with the bot installed, the real bot adapter, and a loopback Bot Connector that answers 429
 * (Retry-After: 1) to every fifth call → exactly one card per user, 50 in all, and none more after a
 * restart; none to a user who turned the announcements subscription off (spec 1 §3), as for the e-mail. Then the sender's own rules with a stand-in delivery: a 429 waits its Retry-After and tries
 * again, 5xx backs off, another 4xx fails at once, and delivered/failed are recorded per user.
 */
import express from 'express';
import { startTestApp, type TestApp } from '../../test/harness';
import { startConnector, storeConversation as storeKit, type Connector } from '../../test/teams-connector';
import { buildUser, buildUserRecord, type Person } from '../../test/factories';
import { mountTeams } from '../teams/teams';
import { User } from '../users/users.entities';
import { BroadcastDelivery, broadcast, deliveryCounts, registerBroadcastKind, resumeBroadcasts, setBroadcastTransport } from '../teams/teams.broadcast';

let t: TestApp;
let connector: Connector<CardActivity>;
let serviceUrl: string;
let office: Person;
type CardActivity = { attachments?: { content: { body: { text: string }[] } }[] };
const THROTTLED = { status: 429, headers: { 'retry-after': '1' }, body: { error: { code: 'Throttled', message: 'Too many requests' } } };
/** Cards the connector accepted: conversation id → titles. */
const cardTitles = () => {
  const cards = new Map<string, string[]>();
  for (const { conversationId, activity } of connector.sent) cards.set(conversationId, [...(cards.get(conversationId) ?? []), activity.attachments?.[0]?.content.body[1]?.text ?? '(no card)']);
  return cards;
};
/** Posts the connector refused with 429. */
const throttledCalls = () => Math.floor(connector.calls() / 5);
const userIds: number[] = [];

const storeConversation = (who: string, userId: number) => storeKit(t, serviceUrl, who, userId);

beforeAll(async () => {
  // Every fifth post is refused with 429 and Retry-After: 1 (the sender must wait and try again).
  connector = await startConnector<CardActivity>((call) => (call % 5 === 0 ? THROTTLED : undefined));
  serviceUrl = connector.serviceUrl;
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
  // Neither is a user who turned the announcements subscription off.
  const unsubscribed = await buildUserRecord(t, { password: null, fields: { sub_announcements: false } });
  await storeConversation('unsubscribed', unsubscribed.id);
});
afterAll(async () => {
  await t.close();
  await connector.close();
});

it('posts a new announcement to all 50 installed users exactly once despite 429s, and nothing more after a restart', async () => {
  const bot = mountTeams(t.ctx, express());
  const body = { title: 'Office closed on Friday', announcement: '<p>The office is closed on Friday. Work from home.</p>', send_email: false };
  const a = (await office.agent.post('/api/v1/announcements').send(body).expect(201)).body.announcement;
  await t.ctx.events.drain();

  const cards = cardTitles();
  expect(throttledCalls()).toBeGreaterThanOrEqual(10);
  expect(cards.size).toBe(50);
  expect([...cards.values()].every((titles) => titles.length === 1 && titles[0] === 'Office closed on Friday')).toBe(true);
  expect(cards.has('a:conv-gone')).toBe(false);
  expect(cards.has('a:conv-unsubscribed')).toBe(false);
  expect(await deliveryCounts(t.ctx, 'announcement', a.id)).toEqual({ pending: 0, delivered: 50, failed: 0 });

  // A restart: a new process mounts the bot again (resuming pending deliveries) and the event fires again.
  mountTeams(t.ctx, express());
  await setBroadcastTransport(t.ctx, bot.post);
  await resumeBroadcasts(t.ctx);
  const again = await broadcast(t.ctx, 'announcement', a.id);
  expect(again.delivered).toEqual([]);
  const total = [...cardTitles().values()].reduce((n, titles) => n + titles.length, 0);
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

it('a kind with a subscription skips users who have it off, also a pending row left from before they turned it off', async () => {
  const KIND = 'test-subscribed';
  registerBroadcastKind(KIND, { activity: async (_ctx, itemId) => ({ type: 'message', text: `item ${itemId}` }), subscription: 'sub_library' });
  const [on, off, offLater] = userIds.slice(10, 13);
  await t.ctx.ds.getRepository(User).update(off, { sub_library: false });
  await t.ctx.ds.getRepository(BroadcastDelivery).insert({ kind: KIND, item_id: 9, user_id: offLater, status: 'pending', attempts: 0, last_error: null, updated_at: new Date() });
  await t.ctx.ds.getRepository(User).update(offLater, { sub_library: false });
  const sent: string[] = [];
  await setBroadcastTransport(t.ctx, async (ref) => void sent.push(ref.conversation!.id));
  expect(sent).toEqual([]);
  const r = await broadcast(t.ctx, KIND, 9, [on, off, offLater]);
  expect(r.delivered).toEqual([on]);
  expect(sent).toEqual(['a:conv-u10']);
  expect(await t.ctx.ds.getRepository(BroadcastDelivery).findOneBy({ kind: KIND, item_id: 9, user_id: offLater })).toMatchObject({ status: 'failed', last_error: 'no conversation or unsubscribed' });
  expect(await t.ctx.ds.getRepository(BroadcastDelivery).countBy({ kind: KIND, item_id: 9, user_id: off })).toBe(0);
});
