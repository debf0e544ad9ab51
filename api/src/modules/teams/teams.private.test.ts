/**
 * Requests stay out of group chats and channels: `pending`, `my requests` and the pending list's `request.open`
 * asked outside the personal chat post nothing of the requests there (owner, title, amounts). The answer goes to
 * the user's stored personal conversation and the group gets a short note; a user without one gets the note to ask
 * in the personal chat. Real bot, real ports and engine, Teams' Bot Connector played by a loopback server.
 */
import request from 'supertest';
import { startTestApp, type TestApp } from '../../test/harness';
import { startBotServer, type BotServer } from '../../test/bot-server';
import { buildChain, buildRequest, buildRole, buildUser, type Person } from '../../test/factories';
import { mapTestType, registerTestType } from '../../test/request-type';
import { startFakeConnector, type FakeConnector } from './teams.fixtures';

type Card = { body: { type: string; text?: string; items?: { text?: string }[] }[]; actions?: { type: string; verb?: string }[] };
const verbs = (c: Card) => (c.actions ?? []).filter((a) => a.type === 'Action.Execute').map((a) => a.verb);

const GROUP = { id: '19:group-chat@thread.v2', conversationType: 'groupChat', tenantId: 'tenant-1' };
const CHANNEL = { id: '19:general@thread.tacv2', conversationType: 'channel', tenantId: 'tenant-1' };

describe('private answers outside the personal chat', () => {
  let t: TestApp;
  let connector: FakeConnector;
  let botServer: BotServer;
  let botUrl: string;
  const p: Record<string, Person> = {};
  let requestId: number;
  let seq = 0;

  const activity = (who: string, extra: Record<string, unknown>, conversation?: Record<string, unknown>) => ({
    id: `act-${++seq}`, channelId: 'msteams', serviceUrl: connector.serviceUrl, timestamp: new Date().toISOString(), locale: 'en-US',
    from: { id: `29:${who}`, name: who, aadObjectId: `aad-${who}` }, recipient: { id: '28:portal-bot', name: 'Portal' },
    conversation: conversation ?? { id: `a:conv-${who}`, conversationType: 'personal', tenantId: 'tenant-1' }, channelData: { tenant: { id: 'tenant-1' } },
    ...extra,
  });
  const say = (who: string, text: string, conversation?: Record<string, unknown>) =>
    request(botUrl).post('/api/messages').send(activity(who, { type: 'message', text }, conversation)).expect(200);
  const press = (who: string, verb: string, data: Record<string, unknown>, conversation?: Record<string, unknown>) =>
    request(botUrl).post('/api/messages').send(activity(who, { type: 'invoke', name: 'adaptiveCard/action', value: { action: { type: 'Action.Execute', id: 'a', verb, data }, trigger: 'manual' } }, conversation)).expect(200);
  const sentTo = (conversationId: string, since: number) => connector.sent.slice(since).filter((s) => s.conversationId === conversationId);
  const cardIn = (s: { activity: { attachments?: { content: unknown }[] } }) => s.activity.attachments![0].content as Card;

  beforeAll(async () => {
    connector = await startFakeConnector();
    t = await startTestApp();
    botServer = await startBotServer(t);
    botUrl = botServer.url;
    registerTestType();
    const admin = await t.signIn('admin@demo.lt');
    const employee = await buildRole(t);
    p.manager = await buildUser(t, { roleId: employee, name: 'Mona', surname: 'Manager' });
    p.owner = await buildUser(t, { roleId: employee, managerId: p.manager.id, name: 'Olga', surname: 'Owner' });
    p.loner = await buildUser(t, { roleId: employee, locale: 'lt', name: 'Lukas', surname: 'Loner' });
    await mapTestType(t, (await buildChain(t, admin, [{ assignee_type: 'direct_manager' }])).chainId);
    for (const who of ['manager', 'owner', 'loner']) connector.members.set(`29:${who}`, { id: `29:${who}`, name: who, aadObjectId: `aad-${who}`, email: p[who].email });
    // Mona and Olga talked to the bot in their personal chats; Lukas never did.
    await say('manager', 'hello');
    await say('owner', 'hello');
    requestId = await buildRequest(t, { ownerId: p.owner.id, title: 'Conference in Riga', amount: 4200 });
    await p.owner.agent.patch(`/api/v2/chains/${requestId}/submit`).expect(200);
    await t.ctx.events.drain();
  });
  afterAll(async () => {
    await botServer.close();
    await t.close();
    await connector.close();
  });

  it('"pending" in a group chat: a note in the group, the list in the personal chat', async () => {
    const before = connector.sent.length;
    await say('manager', 'pending', GROUP);
    const group = sentTo(GROUP.id, before);
    expect(group).toHaveLength(1);
    const note = JSON.stringify(cardIn(group[0]));
    expect(note).toContain('I sent the answer to you in our personal chat');
    expect(note).not.toMatch(/Conference in Riga|Olga|Owner/);
    const personal = sentTo('a:conv-manager', before);
    expect(personal).toHaveLength(1);
    expect(JSON.stringify(cardIn(personal[0]))).toContain('Conference in Riga');
  });

  it('"my requests" in a channel: nothing of the request in the channel', async () => {
    const before = connector.sent.length;
    await say('owner', 'my requests', CHANNEL);
    const channel = sentTo(CHANNEL.id, before);
    expect(channel).toHaveLength(1);
    expect(JSON.stringify(cardIn(channel[0]))).not.toContain('Conference in Riga');
    expect(JSON.stringify(cardIn(sentTo('a:conv-owner', before)[0]))).toContain('Conference in Riga');
  });

  it('request.open from a group: the approval card goes to the personal chat, the group gets nothing', async () => {
    const before = connector.sent.length;
    const res = await press('manager', 'request.open', { requestId }, GROUP);
    expect(JSON.stringify(res.body.value)).toContain('I sent the answer to you in our personal chat');
    expect(JSON.stringify(res.body.value)).not.toContain('Conference in Riga');
    expect(sentTo(GROUP.id, before)).toHaveLength(0);
    const personal = sentTo('a:conv-manager', before);
    expect(personal).toHaveLength(1);
    expect(verbs(cardIn(personal[0]))).toEqual(['request.approve', 'request.reject', 'request.return']);
  });

  it('without a stored personal chat the group gets only the note to ask there (in the user\'s language)', async () => {
    const before = connector.sent.length;
    await say('loner', 'laukia', GROUP);
    const sent = connector.sent.slice(before);
    expect(sent.map((s) => s.conversationId)).toEqual([GROUP.id]);
    expect(JSON.stringify(cardIn(sent[0]))).toContain('atsakau tik mūsų asmeniniame pokalbyje');
  });

  it('help is still answered in the group, and "pending" in the personal chat as before', async () => {
    let before = connector.sent.length;
    await say('manager', 'help', GROUP);
    expect(cardIn(sentTo(GROUP.id, before)[0]).body[0].text).toBe('Employee Portal bot');
    before = connector.sent.length;
    await say('manager', 'pending');
    expect(JSON.stringify(cardIn(sentTo('a:conv-manager', before)[0]))).toContain('Conference in Riga');
  });
});
