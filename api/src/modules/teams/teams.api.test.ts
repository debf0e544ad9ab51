/**
 * The bot end to end inside the api (issue 5 items 1–6): POST /api/messages served by the real
 * CloudAdapter over the real ports and approval engine, Teams' Bot Connector played by a loopback
 * server. Covers linking by e-mail from the Teams roster, stored conversations, the approval card
 * sent on step.assigned, acting from the card (once), the outcome card to the owner, and the
 * channel authentication when MicrosoftAppId is configured.
 */
import request from 'supertest';
import { generateKeyPair } from 'jose';
import { createApp } from '../../app';
import { startTestApp, type TestApp } from '../../test/harness';
import { startBotServer, type BotServer } from '../../test/bot-server';
import { ApprovalRequest, RequestHistory } from '../approvals/approvals.entities';
import { CalendarEvent } from '../calendar/calendar.entities';
import { buildChain, buildEvent, buildEventCategory, buildEventType, buildRequest, buildRole, buildUser, type Person } from '../../test/factories';
import { mapTestType, registerTestType } from '../../test/request-type';
import { User } from '../users/users.entities';
import { TeamsConversation } from './teams.entities';
import { startFakeBotFrameworkAuth, startFakeConnector, type FakeBotFrameworkAuth, type FakeConnector } from './teams.fixtures';
import { BotConfigError } from '../../../../bot/src';
import { JOBS } from '../../jobs';
import { createTeamsBot, mountTeams, type TeamsOptions } from './teams';
import { runTeamsReminders } from './teams.reminders';

type Card = { body: { type: string; text?: string; id?: string }[]; actions?: { type: string; verb?: string; data?: { requestId: number; stepId: number | null } }[]; refresh?: { userIds?: string[] } };
const texts = (c: Card) => c.body.map((b) => b.text ?? '').join('\n');
const verbs = (c: Card) => (c.actions ?? []).filter((a) => a.type === 'Action.Execute').map((a) => a.verb);

describe('bot inside the api (local mode: no MicrosoftAppId)', () => {
  let t: TestApp;
  let connector: FakeConnector;
  let bot: BotServer;
  let admin: Awaited<ReturnType<TestApp['signIn']>>;
  const p: Record<string, Person> = {};
  let requestId: number;
  let seq = 0;

  const activity = (who: string, extra: Record<string, unknown>) => ({
    id: `act-${++seq}`, channelId: 'msteams', serviceUrl: connector.serviceUrl, timestamp: new Date().toISOString(), locale: 'en-US',
    from: { id: `29:${who}`, name: who, aadObjectId: `aad-${who}` },
    recipient: { id: '28:portal-bot', name: 'Portal' },
    conversation: { id: `a:conv-${who}`, conversationType: 'personal', tenantId: 'tenant-1' },
    channelData: { tenant: { id: 'tenant-1' } },
    ...extra,
  });
  const say = (who: string, text: string) => request(bot.url).post('/api/messages').send(activity(who, { type: 'message', text }));
  const press = (who: string, verb: string, data: Record<string, unknown>) =>
    request(bot.url).post('/api/messages').send(activity(who, { type: 'invoke', name: 'adaptiveCard/action', value: { action: { type: 'Action.Execute', id: 'a', verb, data }, trigger: 'manual' } }));
  const cardsTo = (who: string) => connector.sent.filter((s) => s.conversationId === `a:conv-${who}`).map((s) => s.activity.attachments![0].content as Card);

  beforeAll(async () => {
    connector = await startFakeConnector();
    t = await startTestApp();
    bot = await startBotServer(t);
    registerTestType();
    admin = await t.signIn('admin@demo.lt');
    const employee = await buildRole(t);
    const hr = await buildRole(t);
    p.manager = await buildUser(t, { roleId: employee, name: 'Mona', surname: 'Manager' });
    p.owner = await buildUser(t, { roleId: employee, managerId: p.manager.id, name: 'Olga', surname: 'Owner' });
    p.hr = await buildUser(t, { roleId: hr, locale: 'lt', name: 'Rūta', surname: 'Personalo' });
    const { chainId, itemIds } = await buildChain(t, admin, [{ assignee_type: 'direct_manager' }, { assignee_type: 'role', role_id: hr }]);
    await admin.post(`/api/v1/chains/items/${itemIds[1]}/notifications`).send({ frequency_type: 'daily', notification_time: '07:15' }).expect(201);
    await mapTestType(t, chainId);
    for (const who of ['manager', 'owner', 'hr']) connector.members.set(`29:${who}`, { id: `29:${who}`, name: who, aadObjectId: `aad-${who}`, email: p[who].email.toUpperCase() });
    requestId = await buildRequest(t, { ownerId: p.owner.id, title: 'Conference in Vilnius', amount: 4200 });
  });
  afterAll(async () => {
    await bot.close();
    await t.close();
    await connector.close();
  });

  it('links a Teams user by the roster e-mail, stores the personal conversation and answers help', async () => {
    for (const who of ['manager', 'owner', 'hr']) {
      const res = await say(who, 'hello');
      expect(res.status).toBe(200);
    }
    const help = cardsTo('manager')[0];
    expect(help.body[0].text).toBe('Employee Portal bot');
    expect(texts(cardsTo('hr')[0])).toContain('Darbuotojų portalo botas');
    const manager = await t.ctx.ds.getRepository(User).findOneByOrFail({ id: p.manager.id });
    expect(manager.entra_object_id).toBe('aad-manager');
    const conv = await t.ctx.ds.getRepository(TeamsConversation).findOneByOrFail({ user_id: p.manager.id });
    expect(conv).toMatchObject({ teams_user_id: '29:manager', conversation_id: 'a:conv-manager', service_url: connector.serviceUrl, tenant_id: 'tenant-1' });
  });

  it('tells an unknown Teams user that the account is not linked', async () => {
    const res = await say('stranger', 'pending');
    expect(res.status).toBe(200);
    expect(cardsTo('stranger')[0].body[0].text).toBe('Your Teams account is not linked to the portal');
  });

  it('sends the approval card to the assignee when the request reaches the step, and lists it under pending', async () => {
    const before = connector.sent.length;
    const res = await p.owner.agent.patch(`/api/v2/chains/${requestId}/submit`);
    expect(res.status).toBe(200);
    await t.ctx.events.drain();
    const card = connector.sent.slice(before).find((s) => s.conversationId === 'a:conv-manager')?.activity.attachments?.[0].content as Card;
    expect(card).toBeDefined();
    expect(verbs(card)).toEqual(['request.approve', 'request.reject', 'request.return']);
    expect(texts(card)).toContain('Conference in Vilnius');
    expect(texts(card)).toContain('Waiting for your decision');
    expect(card.refresh?.userIds).toEqual(['29:manager']);
    await say('manager', 'pending');
    expect(JSON.stringify(cardsTo('manager').at(-1))).toContain('Conference in Vilnius');
    await say('owner', 'my requests');
    expect(JSON.stringify(cardsTo('owner').at(-1))).toContain('Conference in Vilnius');
  });

  it('approves from the card once: the reply is the refreshed card, a repeat answers the current state', async () => {
    const card = cardsTo('manager').find((c) => verbs(c).length) as Card;
    const data = card.actions!.find((a) => a.verb === 'request.approve')!.data!;
    const started = Date.now();
    const res = await press('manager', 'request.approve', { ...data, comment: 'Go ahead' });
    expect(Date.now() - started).toBeLessThan(5000);
    expect(res.status).toBe(200);
    expect(res.body.statusCode).toBe(200);
    expect(res.body.type).toBe('application/vnd.microsoft.card.adaptive');
    expect(texts(res.body.value)).toContain('You approved this request.');
    expect(verbs(res.body.value)).toEqual([]);
    const again = await press('manager', 'request.approve', data);
    expect(texts(again.body.value)).toContain('This step was already handled');
    const approvals = await t.ctx.ds.getRepository(RequestHistory).findBy({ request_id: requestId, action: 'approve' });
    expect(approvals).toHaveLength(1);
    expect(approvals[0].message).toBe('Go ahead');
    await t.ctx.events.drain();
    // The next step's assignee (HR, Lithuanian) gets the card in Lithuanian.
    const hrCard = cardsTo('hr').at(-1)!;
    expect(verbs(hrCard)).toEqual(['request.approve', 'request.reject', 'request.return']);
    expect(texts(hrCard)).toContain('Laukia jūsų sprendimo');
  });

  it('someone who is not the assignee gets the state and a reason, without a transition', async () => {
    const res = await press('owner', 'request.approve', { requestId, stepId: null });
    expect(texts(res.body.value)).toContain('not assigned to you');
    expect((await t.ctx.ds.getRepository(ApprovalRequest).findOneByOrFail({ id: requestId })).status).toBe('in_progress');
  });

  it('reminds the waiting assignee in Teams at the chain item notification time (job teams-reminders)', async () => {
    expect(JOBS.filter((j) => j.name === 'teams-reminders')).toHaveLength(1);
    expect(await runTeamsReminders(t.ctx, bot.handle.notifier, new Date('2026-11-23T07:14:00Z'))).toBe(0);
    expect(await runTeamsReminders(t.ctx, bot.handle.notifier, new Date('2026-11-23T07:15:00Z'))).toBe(1);
    const reminder = cardsTo('hr').at(-1)!;
    expect(reminder.body[0].text).toBe('Priminimas: šis prašymas vis dar laukia jūsų');
    expect(verbs(reminder)).toEqual(['request.approve', 'request.reject', 'request.return']);
  });

  it('reminds once per person and minute: a second run sends nothing, several waiting requests come as one list', async () => {
    const sentBefore = connector.sent.length;
    expect(await runTeamsReminders(t.ctx, bot.handle.notifier, new Date('2026-11-23T07:15:00Z'))).toBe(0);
    expect(connector.sent.length).toBe(sentBefore);
    // a second request reaches HR's step
    const second = await buildRequest(t, { ownerId: p.owner.id, title: 'Second monitor', amount: 300 });
    await p.owner.agent.patch(`/api/v2/chains/${second}/submit`).expect(200);
    const r = await t.ctx.ds.getRepository(ApprovalRequest).findOneByOrFail({ id: second });
    await press('manager', 'request.approve', { requestId: second, stepId: r.current_step_id });
    await t.ctx.events.drain();
    const mark = connector.sent.length;
    expect(await runTeamsReminders(t.ctx, bot.handle.notifier, new Date('2026-11-24T07:15:00Z'))).toBe(1);
    const toHr = connector.sent.slice(mark).filter((x) => x.conversationId === 'a:conv-hr');
    expect(toHr).toHaveLength(1);
    const list = toHr[0].activity.attachments![0].content as Card;
    expect(list.body[0].text).toBe('Priminimas: šie prašymai vis dar laukia jūsų');
    expect(JSON.stringify(list)).toContain('Conference in Vilnius');
    expect(JSON.stringify(list)).toContain('Second monitor');
    // the second request leaves HR's list again (the tests after this one act on the first)
    const now = await t.ctx.ds.getRepository(ApprovalRequest).findOneByOrFail({ id: second });
    await press('hr', 'request.approve', { requestId: second, stepId: now.current_step_id });
    await t.ctx.events.drain();
    await bot.handle.notifier.sendReminder([p.hr.id], requestId); // HR's newest card is the first request's again
  });

  it('rejecting with a comment finishes the request and the owner gets the outcome card', async () => {
    const hrCard = cardsTo('hr').at(-1)!;
    const data = hrCard.actions!.find((a) => a.verb === 'request.reject')!.data!;
    const res = await press('hr', 'request.reject', { ...data, comment: 'Biudžetas išnaudotas' });
    expect(texts(res.body.value)).toContain('Atmetėte šį prašymą.');
    await t.ctx.events.drain();
    const outcome = cardsTo('owner').at(-1)!;
    expect(outcome.body[0].text).toBe('Your request was rejected');
    expect(texts(outcome)).toContain('Biudžetas išnaudotas');
    expect((await t.ctx.ds.getRepository(ApprovalRequest).findOneByOrFail({ id: requestId })).status).toBe('rejected');
  });

  it('asks a substitute in Teams and takes the answer from the card (calendar substitutions)', async () => {
    const type = await buildEventType(t, { name: 'Vacation', categoryId: await buildEventCategory(t, { name: 'Absences' }), fields: { needs_approval: false } });
    const ev = await buildEvent(t, {
      title: 'Vacation', start: new Date('2026-12-07T00:00:00Z'), end: new Date('2026-12-11T00:00:00Z'), ownerId: p.owner.id, eventTypeId: type,
      substituteId: p.manager.id, substituteConfirmed: null, status: 'accepted', fields: { description: 'Please cover the approvals' },
    });
    t.ctx.events.publish('substitution.requested', { substitutionId: ev.id, eventId: ev.id, substituteId: p.manager.id, ownerId: p.owner.id, start: '2026-12-07', end: '2026-12-11' });
    await t.ctx.events.drain();
    const card = cardsTo('manager').at(-1)!;
    expect(texts(card)).toContain('Olga Owner asks you to substitute them from 07/12/2026 to 11/12/2026.');
    expect(verbs(card)).toEqual(['substitution.accept', 'substitution.decline']);
    const res = await press('manager', 'substitution.accept', { substitutionId: ev.id });
    expect(texts(res.body.value)).toContain('Accepted.');
    expect(texts(res.body.value)).not.toContain('Your answer was not saved');
    expect((await t.ctx.ds.getRepository(CalendarEvent).findOneByOrFail({ id: ev.id })).substitute_confirmed).toBe(true);
    // A second answer is refused: the card says so above the substitution as it stands.
    const again = await press('manager', 'substitution.decline', { substitutionId: ev.id });
    expect(again.body.value.body[0].text).toMatch(/^Your answer was not saved/);
    expect(texts(again.body.value)).toContain('Accepted.');
    expect(verbs(again.body.value)).toEqual([]);
    expect((await t.ctx.ds.getRepository(CalendarEvent).findOneByOrFail({ id: ev.id })).substitute_confirmed).toBe(true);
    const stranger = await press('owner', 'substitution.accept', { substitutionId: ev.id });
    expect(texts(stranger.body.value)).toContain('no longer exists');
  });

  it('a refresh of the card shows everyone the final state', async () => {
    const res = await press('manager', 'request.refresh', { requestId, stepId: null });
    expect(res.status).toBe(200);
    expect(texts(res.body.value)).toContain('Rejected');
    expect(verbs(res.body.value)).toEqual([]);
  });

  it("heads the card of a cancellation round: approving it cancels the owner's approved request", async () => {
    const id = await buildRequest(t, { ownerId: p.owner.id, title: 'Team dinner', amount: 900 });
    await p.owner.agent.patch(`/api/v2/chains/${id}/submit`).expect(200);
    for (const who of ['manager', 'hr'] as const) {
      const r = await t.ctx.ds.getRepository(ApprovalRequest).findOneByOrFail({ id });
      await press(who, 'request.approve', { requestId: id, stepId: r.current_step_id });
    }
    expect((await t.ctx.ds.getRepository(ApprovalRequest).findOneByOrFail({ id })).status).toBe('approved');
    await t.ctx.events.drain();
    const before = connector.sent.length;
    const cancel = await p.owner.agent.patch(`/api/v2/chains/${id}/cancel`);
    expect(cancel.status).toBe(200);
    await t.ctx.events.drain();
    const card = connector.sent.slice(before).find((s) => s.conversationId === 'a:conv-manager')?.activity.attachments?.[0].content as Card;
    expect(texts(card)).toContain('Cancellation asked by the owner: approving cancels this approved request.');
    expect(texts(card)).toContain('Team dinner');
    // an ordinary round says nothing of the kind
    expect(cardsTo('manager').filter((c) => texts(c).includes('Conference in Vilnius')).some((c) => texts(c).includes('Cancellation asked'))).toBe(false);
  });
});

describe('channel authentication with MicrosoftAppId configured', () => {
  const APP_ID = '00000000-1111-2222-3333-444444444444';
  let t: TestApp;
  let bf: FakeBotFrameworkAuth;
  let bot: BotServer;
  const serviceUrl = 'https://smba.trafficmanager.net/emea/';
  const invoke = {
    type: 'invoke', name: 'adaptiveCard/action', id: 'inv-1', channelId: 'msteams', serviceUrl, locale: 'en-US',
    from: { id: '29:linked', name: 'Linked', aadObjectId: 'aad-linked-user' }, recipient: { id: `28:${APP_ID}` },
    conversation: { id: 'a:conv-linked', conversationType: 'personal', tenantId: 'tenant-1' },
    value: { action: { type: 'Action.Execute', id: 'x', verb: 'request.refresh', data: { requestId: 999999, stepId: null } }, trigger: 'manual' },
  };

  let quiet: jest.SpyInstance;
  beforeAll(async () => {
    // botbuilder prints every refused token with console.error.
    quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    bf = await startFakeBotFrameworkAuth();
    t = await startTestApp({ MicrosoftAppId: APP_ID, MicrosoftAppPassword: 'bot-secret', MicrosoftAppTenantId: 'tenant-1', MicrosoftAppType: 'SingleTenant' });
    bot = await startBotServer(t, { authSettings: bf.authSettings as TeamsOptions['authSettings'] });
    await t.ctx.ds.getRepository(User).update({ email: 'admin@demo.lt' }, { entra_object_id: 'aad-linked-user' });
  });
  afterAll(async () => {
    await bot.close();
    await t.close();
    await bf.close();
    quiet.mockRestore();
  });

  const post = (auth?: string) => {
    const r = request(bot.url).post('/api/messages');
    return (auth ? r.set('Authorization', auth) : r).send(invoke);
  };

  it('refuses an activity without a token', async () => {
    expect((await post()).status).toBe(401);
  });

  it('refuses a garbage bearer token', async () => {
    expect((await post('Bearer not-a-jwt')).status).toBe(401);
  });

  it('refuses a token signed by a key the Bot Framework does not publish', async () => {
    const other = await generateKeyPair('RS256');
    expect((await post(`Bearer ${await bf.sign({ aud: APP_ID, serviceurl: serviceUrl }, { key: other.privateKey })}`)).status).toBe(401);
  });

  it('refuses a token for another bot (audience)', async () => {
    expect((await post(`Bearer ${await bf.sign({ aud: 'another-bot', serviceurl: serviceUrl })}`)).status).toBe(401);
  });

  it('refuses a token issued for another service URL, and an expired one', async () => {
    expect((await post(`Bearer ${await bf.sign({ aud: APP_ID, serviceurl: 'https://evil.example/' })}`)).status).toBe(401);
    expect((await post(`Bearer ${await bf.sign({ aud: APP_ID, serviceurl: serviceUrl }, { expiresIn: Math.floor(Date.now() / 1000) - 3600 })}`)).status).toBe(401);
  });

  it('is mounted by the composition root through createApp(ctx, extra) before the /api 404 handler', async () => {
    const { app } = createApp(t.ctx, (a) => void mountTeams(t.ctx, a, { authSettings: bf.authSettings as TeamsOptions['authSettings'] }));
    expect((await request(app).post('/api/messages').send(invoke)).status).toBe(401);
    const ok = await request(app).post('/api/messages').set('Authorization', `Bearer ${await bf.sign({ aud: APP_ID, serviceurl: serviceUrl })}`).send(invoke);
    expect(ok.status).toBe(200);
    expect(ok.body.type).toBe('application/vnd.microsoft.card.adaptive');
    expect((await request(app).get('/api/messages')).status).toBe(404);
  });

  it('refuses to build the bot without MicrosoftAppId in production', () => {
    const production = { ...t.ctx, config: { ...t.ctx.config, isProduction: true, MicrosoftAppId: undefined } };
    expect(() => createTeamsBot(production)).toThrow(BotConfigError);
    expect(() => createTeamsBot({ ...t.ctx, config: { ...t.ctx.config, isProduction: true } })).not.toThrow();
  });

  it('accepts a valid channel token and answers the card action', async () => {
    const res = await post(`Bearer ${await bf.sign({ aud: APP_ID, serviceurl: serviceUrl })}`);
    expect(res.status).toBe(200);
    expect(res.body.type).toBe('application/vnd.microsoft.card.adaptive');
    expect(JSON.stringify(res.body.value)).toContain('no longer exists');
  });
});
