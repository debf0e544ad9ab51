/**
 * Substitutes in Teams: whoever substitutes an assignee now (confirmed, not canceled, dates covering the moment: the
 * same resolver that lets the engine accept their action) gets the step's approval card with the buttons, its
 * reminders, and is on the card's `refresh.userIds`; each person once, also when a substitute is an assignee too;
 * a substitute who has not confirmed gets nothing. The chain item's notification message (the administrator's
 * instruction to approvers, which the e-mail carries) comes with the card and the reminder as the message's text.
 * Real bot, ports and engine over a loopback Bot Connector.
 */
import request from 'supertest';
import { startTestApp, type TestApp } from '../../test/harness';
import { startBotServer, type BotServer } from '../../test/bot-server';
import { buildChain, buildEvent, buildRequest, buildRole, buildUser, type Person } from '../../test/factories';
import { mapTestType, registerTestType } from '../../test/request-type';
import { startFakeConnector, type FakeConnector } from './teams.fixtures';
import { mountTeams } from './teams';
import { runTeamsReminders } from './teams.reminders';

type Card = { body: { text?: string }[]; actions?: { type: string; verb?: string; data?: Record<string, unknown> }[]; refresh?: { userIds?: string[] } };
const verbs = (c: Card) => (c.actions ?? []).filter((a) => a.type === 'Action.Execute').map((a) => a.verb);
const DAY = 86_400_000;

describe('approval cards and reminders reach the substitutes', () => {
  let t: TestApp;
  let connector: FakeConnector;
  let botServer: BotServer;
  let bot: ReturnType<typeof mountTeams>;
  let botUrl: string;
  const p: Record<string, Person> = {};
  let requestId: number;
  let seq = 0;

  const say = (who: string, text: string) =>
    request(botUrl).post('/api/messages').send({
      id: `act-${++seq}`, type: 'message', text, channelId: 'msteams', serviceUrl: connector.serviceUrl, timestamp: new Date().toISOString(), locale: 'en-US',
      from: { id: `29:${who}`, name: who, aadObjectId: `aad-${who}` }, recipient: { id: '28:portal-bot', name: 'Portal' },
      conversation: { id: `a:conv-${who}`, conversationType: 'personal', tenantId: 'tenant-1' }, channelData: { tenant: { id: 'tenant-1' } },
    }).expect(200);
  const cardsTo = (who: string, since = 0) => connector.sent.slice(since).filter((s) => s.conversationId === `a:conv-${who}`).map((s) => s.activity.attachments![0].content as Card);
  const textsTo = (who: string, since: number) => connector.sent.slice(since).filter((s) => s.conversationId === `a:conv-${who}`).map((s) => s.activity.text);
  /** A confirmed (or pending) substitution of `owner` by `substitute` covering now. */
  const onLeave = (owner: string, substitute: string, confirmed: boolean | null) =>
    buildEvent(t, { ownerId: p[owner].id, start: new Date(Date.now() - 2 * DAY), end: new Date(Date.now() + 5 * DAY), substituteId: p[substitute].id, substituteConfirmed: confirmed });

  beforeAll(async () => {
    connector = await startFakeConnector();
    t = await startTestApp();
    botServer = await startBotServer(t);
    bot = botServer.handle;
    botUrl = botServer.url;
    registerTestType();
    const admin = await t.signIn('admin@demo.lt');
    const employee = await buildRole(t);
    const it = await buildRole(t);
    p.manager = await buildUser(t, { roleId: employee, name: 'Mona', surname: 'Manager' });
    p.sub = await buildUser(t, { roleId: employee, name: 'Sam', surname: 'Substitute' });
    p.unconfirmed = await buildUser(t, { roleId: employee, name: 'Pete', surname: 'Pending' });
    p.owner = await buildUser(t, { roleId: employee, managerId: p.manager.id, name: 'Olga', surname: 'Owner' });
    p.it1 = await buildUser(t, { roleId: it, name: 'Hana', surname: 'Holder' });
    p.it2 = await buildUser(t, { roleId: it, name: 'Bert', surname: 'Holder' });
    const { chainId, itemIds } = await buildChain(t, admin, [{ assignee_type: 'direct_manager', notification_message: 'Check the budget code first' }, { assignee_type: 'role', role_id: it }]);
    await admin.post(`/api/v1/chains/items/${itemIds[0]}/notifications`).send({ frequency_type: 'daily', notification_time: '07:15' }).expect(201);
    await mapTestType(t, chainId);
    for (const who of Object.keys(p)) {
      connector.members.set(`29:${who}`, { id: `29:${who}`, name: who, aadObjectId: `aad-${who}`, email: p[who].email });
      await say(who, 'hello');
    }
    await onLeave('manager', 'sub', true);
    await onLeave('manager', 'unconfirmed', null);
    // Hana is away too and Bert, who holds the same role, substitutes her.
    await onLeave('it1', 'it2', true);
    requestId = await buildRequest(t, { ownerId: p.owner.id, title: 'Laptop stand' });
  });
  afterAll(async () => {
    await botServer.close();
    await t.close();
    await connector.close();
  });

  it('sends the card with the buttons to the assignee and the confirmed substitute, each refreshing for both', async () => {
    const before = connector.sent.length;
    await p.owner.agent.patch(`/api/v2/chains/${requestId}/submit`).expect(200);
    await t.ctx.events.drain();
    for (const who of ['manager', 'sub']) {
      const cards = cardsTo(who, before);
      expect(cards).toHaveLength(1);
      expect(verbs(cards[0])).toEqual(['request.approve', 'request.reject', 'request.return']);
      expect(cards[0].refresh?.userIds?.sort()).toEqual(['29:manager', '29:sub']);
      expect(textsTo(who, before)).toEqual(['Instructions for approvers: Check the budget code first']);
    }
    expect(cardsTo('unconfirmed', before)).toHaveLength(0);
  });

  it('reminds the substitute too at the notification time', async () => {
    const before = connector.sent.length;
    const at = new Date();
    at.setUTCHours(7, 15, 0, 0);
    expect(await runTeamsReminders(t.ctx, bot.notifier, at)).toBe(2);
    expect(cardsTo('manager', before)).toHaveLength(1);
    expect(cardsTo('sub', before)[0].body[0].text).toBe('Reminder: this request is still waiting for you');
    expect(textsTo('sub', before)).toEqual(['Instructions for approvers: Check the budget code first']);
    expect(cardsTo('unconfirmed', before)).toHaveLength(0);
  });

  it('a substitute who is an assignee as well gets one card; the card a substitute acts from works', async () => {
    const approve = cardsTo('sub').at(-1)!.actions!.find((a) => a.verb === 'request.approve')!;
    const before = connector.sent.length;
    const res = await request(botUrl).post('/api/messages').send({
      id: `act-${++seq}`, type: 'invoke', name: 'adaptiveCard/action', channelId: 'msteams', serviceUrl: connector.serviceUrl, locale: 'en-US',
      from: { id: '29:sub', name: 'sub', aadObjectId: 'aad-sub' }, recipient: { id: '28:portal-bot' },
      conversation: { id: 'a:conv-sub', conversationType: 'personal', tenantId: 'tenant-1' },
      value: { action: { type: 'Action.Execute', id: 'a', verb: 'request.approve', data: approve.data }, trigger: 'manual' },
    }).expect(200);
    expect(JSON.stringify(res.body.value)).toContain('You approved this request.');
    await t.ctx.events.drain();
    // The role step: Hana and Bert hold the role, Bert also substitutes Hana.
    for (const who of ['it1', 'it2']) {
      const cards = cardsTo(who, before);
      expect(cards).toHaveLength(1);
      expect(cards[0].refresh?.userIds?.sort()).toEqual(['29:it1', '29:it2']);
      // This chain item has no notification message: the card comes alone.
      expect(textsTo(who, before)).toEqual([undefined]);
    }
  });
});
