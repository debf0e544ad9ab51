/**
 * Failed Teams deliveries are failures (the real bot adapter against a loopback Bot Connector):
 * - a card the channel refuses (403: bot removed; 404: conversation gone; 429 every time) is reported failed,
 *   never sent; 403/404 also drop the stored conversation, and so does uninstalling the bot;
 * - the checklist reminder of a manager whose card cannot be delivered goes out as the e-mail the same run and is
 *   recorded as e-mail; a recipient without e-mail whose card failed keeps no record, so the next run sends it.
 */
import { startTestApp, type TestApp } from '../../test/harness';
import { startBotServer, type BotServer } from '../../test/bot-server';
import { startConnector, storeConversation as storeKit, teamsActivity, type Connector, type ConnectorAnswer } from '../../test/teams-connector';
import { buildUser, buildUserRecord, type Person } from '../../test/factories';
import { companyDay } from '../../shared/company-time';
import { shiftDay } from '../onboarding/onboarding.checklist';
import { ChecklistReminderSentRow } from '../onboarding/onboarding.entities';
import { runChecklistReminders } from '../onboarding/onboarding.reminders';
import type { PortalBotHandle } from '../../../../bot/src';
import { TeamsConversation } from './teams.entities';

let t: TestApp;
let connector: Connector;
let botServer: BotServer;
let botUrl: string;
let bot: PortalBotHandle;
/** Conversation id → what the connector answers to every post into it. */
const refusing = new Map<string, ConnectorAnswer>();
const DAY = 86400;

const storeConversation = (who: string, userId: number) => storeKit(t, connector.serviceUrl, who, userId, `aad-${who}`);
const stored = async (userId: number) => t.ctx.ds.getRepository(TeamsConversation).countBy({ user_id: userId });
const refuse = (who: string, status: number, headers: Record<string, string> = {}) =>
  refusing.set(`a:conv-${who}`, { status, headers, body: { error: { code: 'Refused', message: `refused ${status}` } } });

beforeAll(async () => {
  connector = await startConnector((_call, conversationId) => refusing.get(conversationId));
  t = await startTestApp();
  botServer = await startBotServer(t);
  bot = botServer.handle;
  botUrl = botServer.url;
});
afterAll(async () => {
  await t.close();
  await botServer.close();
  await connector.close();
});

it('reports a refused card as failed and drops the stored conversation on 403 and 404, not on 429', async () => {
  const [blocked, gone, throttled, fine] = await Promise.all([0, 1, 2, 3].map(() => buildUserRecord(t, { password: null })));
  await storeConversation('blocked', blocked.id);
  await storeConversation('gone', gone.id);
  await storeConversation('throttled', throttled.id);
  await storeConversation('fine', fine.id);
  refuse('blocked', 403);
  refuse('gone', 404);
  refuse('throttled', 429, { 'retry-after': '0' });

  const r = await bot.notifier.sendText([blocked.id, gone.id, throttled.id, fine.id], 'Hello');
  expect(r.sent).toEqual([fine.id]);
  expect(r.failed.sort((a, b) => a - b)).toEqual([blocked.id, gone.id, throttled.id].sort((a, b) => a - b));
  expect(await stored(blocked.id)).toBe(0);
  expect(await stored(gone.id)).toBe(0);
  expect(await stored(throttled.id)).toBe(1);
  expect(await stored(fine.id)).toBe(1);
});

it('drops the stored conversation when the user uninstalls the bot', async () => {
  const leaver = await buildUser(t, { fields: { entra_object_id: 'aad-uninst-leaver' } });
  const activity = teamsActivity(connector, 'uninst', 'leaver', { type: 'installationUpdate', action: 'add' });
  const say = (body: object) => fetch(`${botUrl}/api/messages`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  expect((await say(activity)).status).toBe(200);
  expect(await stored(leaver.id)).toBe(1);
  expect((await say({ ...activity, id: 'act-remove', action: 'remove' })).status).toBe(200);
  expect(await stored(leaver.id)).toBe(0);
});

describe('checklist reminders', () => {
  const today = companyDay(new Date());
  let hr: Person;
  let blockedManager: Person;
  let quietManager: Person;

  beforeAll(async () => {
    hr = await buildUser(t, { permissions: ['onboarding_tasks_write'] });
    blockedManager = await buildUser(t, { name: 'Bruno', surname: 'Blocked' });
    quietManager = await buildUser(t, { name: 'Quinn', surname: 'Quiet', fields: { should_send_email: false } });
    await storeConversation('blocked-manager', blockedManager.id);
    await storeConversation('quiet-manager', quietManager.id);
    await buildUserRecord(t, { managerId: blockedManager.id, name: 'Nina', surname: 'New', fields: { start_work_date: shiftDay(today, 1) } });
    await buildUserRecord(t, { managerId: quietManager.id, name: 'Ned', surname: 'New', fields: { start_work_date: shiftDay(today, 1) } });
    const cat = (await hr.agent.post('/api/v1/onboarding/categories').send({ name: 'Day one', seconds_to_complete: 0 }).expect(201)).body.category.id;
    const task = (await hr.agent.post(`/api/v1/onboarding/categories/${cat}/tasks`).send({ name: 'Badge', role_id: null, add_to_ongoing: true }).expect(201)).body.task.id;
    await hr.agent.post(`/api/v1/onboarding/tasks/${task}/notifications`).send({ seconds_prior_to_completion: 2 * DAY, daily: false }).expect(201);
  });

  const sentRows = (recipientId: number) => t.ctx.ds.getRepository(ChecklistReminderSentRow).findBy({ recipient_id: recipientId });
  const mailsTo = (p: Person, from: number) => t.outbox().slice(from).filter((m) => m.includes(`To: ${p.email}`));
  const cardsTo = (who: string) => connector.sent.filter((s) => s.conversationId === `a:conv-${who}`);

  it('falls back to e-mail when the card is refused, records only what was delivered, and retries a reminder nobody got', async () => {
    refuse('blocked-manager', 403);
    refuse('quiet-manager', 502);
    const mails = t.outbox().length;
    await runChecklistReminders(t.ctx);

    const fallback = mailsTo(blockedManager, mails);
    expect(fallback).toHaveLength(1);
    expect(fallback[0]).toContain('Nina New');
    expect((await sentRows(blockedManager.id)).map((r) => r.channel)).toEqual(['email']);
    expect(await stored(blockedManager.id)).toBe(0);

    // Quinn takes no e-mail and the card failed: nothing is recorded, so the next run tries again.
    expect(mailsTo(quietManager, mails)).toHaveLength(0);
    expect(await sentRows(quietManager.id)).toEqual([]);
    refusing.delete('a:conv-quiet-manager');
    await runChecklistReminders(t.ctx);
    expect(cardsTo('quiet-manager')).toHaveLength(1);
    expect((await sentRows(quietManager.id)).map((r) => r.channel)).toEqual(['teams']);

    // Nothing more the same day.
    await runChecklistReminders(t.ctx);
    expect(mailsTo(blockedManager, mails)).toHaveLength(1);
    expect(cardsTo('quiet-manager')).toHaveLength(1);
  });
});
