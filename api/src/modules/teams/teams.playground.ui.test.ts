/**
 * End to end through the Teams client's UI: Microsoft 365 Agents Playground
 * (@microsoft/m365agentsplayground, `-c msteams -e <bot>/api/messages`, local mode without
 * MicrosoftAppId) plays Teams against the api's bot, and playwright-core drives the Playground's own
 * web client in Debian's Chromium (/usr/bin/chromium) as the approver:
 * - the approver types `pending` in the chat box and presses Enter (this also stores their personal
 *   conversation); the owner then submits a request and the approver receives the approval card
 *   proactively in the Playground's page;
 * - the approver clicks Approve on the rendered card: the request is approved in the api's database and
 *   the card in the page is replaced by the outcome ("You approved this request.");
 * - for a second request the approver writes a comment into the card's comment input and clicks Return;
 * - a third request: typing `pending` shows the list card naming it; a comment and Reject reject it;
 * - the approver is the named substitute of a colleague's leave (type needing approval): the
 *   substitution card arrives, Accept confirms the substitution and submits the event's request.
 *
 * How the owner side is observed: the Playground has a single user (the approver), so the owner is not a
 * Playground user. The owner has a stored personal conversation (teams_conversations row) whose
 * serviceUrl is the loopback Bot Connector of teams.fixtures.ts (startFakeConnector), the same
 * mechanism teams.api.test.ts uses; the test checks the activity the bot sends there: the "returned"
 * outcome card carrying the approver's comment. So the owner's delivery is checked at the Bot Connector
 * API boundary, not rendered in a client.
 * The Playground calls xdg-open at start: playground-kit puts a no-op xdg-open first on PATH.
 */
import express from 'express';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { startTestApp, type TestApp } from '../../test/harness';
import { ApprovalRequest } from '../approvals/approvals.entities';
import { buildChain, buildRequest, buildRole, buildUser, type Person } from '../../test/factories';
import { mapTestType, registerTestType } from '../../test/request-type';
import { CalendarEvent } from '../calendar/calendar.entities';
import { User } from '../users/users.entities';
import { startPlayground, waitFor, type Playground } from './playground-kit';
import { startFakeConnector, type FakeConnector } from './teams.fixtures';
import { TeamsConversation } from './teams.entities';
import { mountTeams } from './teams';

jest.setTimeout(60_000);

const CHROMIUM = '/usr/bin/chromium';
const SHOTS = process.env.PLAYGROUND_SHOTS; // a directory: screenshots of each step (debugging)

describe('Agents Playground web client as the Teams client (playwright)', () => {
  let t: TestApp;
  let botSrv: http.Server;
  let pg: Playground;
  let connector: FakeConnector;
  let browser: Browser;
  let page: Page;
  let owner: Person;
  let approverId: number;
  let employee: number;
  let admin: Awaited<ReturnType<TestApp['signIn']>>;
  let waitingId: number;
  let shot = 0;

  const snap = async (name: string) => {
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/${String(++shot).padStart(2, '0')}-${name}.png`, fullPage: true });
  };
  const submit = async (title: string) => {
    const id = await buildRequest(t, { ownerId: owner.id, title, amount: 90000 });
    expect((await owner.agent.patch(`/api/v2/chains/${id}/submit`)).status).toBe(200);
    return id;
  };
  const statusOf = async (id: number) => (await t.ctx.ds.getRepository(ApprovalRequest).findOneByOrFail({ id })).status;
  /** The rendered Adaptive Card (the innermost element of the Adaptive Cards renderer) that contains `text`. */
  const cardWith = (text: string): Locator => page.locator('.ac-adaptiveCard').filter({ hasText: text }).last();
  /** The rendered card that contains `text` and a button named `button`. */
  const cardWithButton = (text: string, button: string): Locator =>
    page.locator('.ac-adaptiveCard').filter({ hasText: text }).filter({ has: page.getByRole('button', { name: button }) }).last();
  const type = async (text: string) => {
    const box = page.getByRole('textbox').last();
    await box.click();
    await box.fill(text);
    await box.press('Enter');
  };

  beforeAll(async () => {
    t = await startTestApp();
    const app = express();
    app.use(express.json());
    mountTeams(t.ctx, app);
    botSrv = http.createServer(app);
    await new Promise<void>((r) => botSrv.listen(0, '127.0.0.1', r));
    pg = await startPlayground(`http://127.0.0.1:${(botSrv.address() as AddressInfo).port}/api/messages`);
    connector = await startFakeConnector();

    registerTestType();
    admin = await t.signIn('admin@demo.lt');
    employee = await buildRole(t);
    const manager = await buildUser(t, { roleId: employee, name: 'Alex', surname: 'Wilber' });
    approverId = manager.id;
    await t.ctx.ds.getRepository(User).update(manager.id, { email: pg.config.currentUser.email.toLowerCase(), username: 'alexw' });
    owner = await buildUser(t, { roleId: employee, managerId: manager.id, name: 'Olga', surname: 'Owner' });
    const { chainId } = await buildChain(t, admin, [{ assignee_type: 'direct_manager' }]);
    await mapTestType(t, chainId);
    // The owner's stored personal conversation lives on the loopback Bot Connector.
    const reference = { channelId: 'msteams', serviceUrl: connector.serviceUrl, conversation: { id: 'a:conv-owner', conversationType: 'personal' }, user: { id: '29:owner' }, bot: { id: '28:portal-bot' } };
    await t.ctx.ds.getRepository(TeamsConversation).insert({
      user_id: owner.id, teams_user_id: '29:owner', aad_object_id: null, conversation_id: 'a:conv-owner', service_url: connector.serviceUrl,
      tenant_id: null, reference: JSON.stringify(reference), updated_at: new Date(),
    });

    browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-background-networking', '--disable-gpu'] });
    page = await browser.newPage({ viewport: { width: 1280, height: 1000 } });
    await page.goto(pg.url, { waitUntil: 'load' });
  });

  afterAll(async () => {
    await browser?.close();
    pg?.stop();
    await connector?.close();
    await new Promise<void>((r) => (botSrv ? botSrv.close(() => r()) : r()));
    await t?.close();
  });

  it('the approver sends pending from the chat box, receives the approval card and approves it with the button', async () => {
    const box = page.getByRole('textbox');
    await box.click();
    await box.fill('pending');
    await box.press('Enter');
    await page.getByText('Waiting for your approval').first().waitFor();
    await snap('pending');
    await waitFor('the approver\'s stored conversation', async () => ((await t.ctx.ds.getRepository(TeamsConversation).findOneBy({ user_id: approverId })) ?? undefined));

    const requestId = await submit('Team offsite in Kaunas');
    const card = cardWith('Team offsite in Kaunas');
    await card.getByRole('button', { name: 'Approve' }).waitFor();
    await snap('approval-card');
    await card.getByRole('button', { name: 'Approve' }).click();

    await page.getByText('You approved this request.').waitFor();
    await snap('approved');
    expect(await statusOf(requestId)).toBe('approved');
    const outcome = cardWith('You approved this request.');
    expect(await outcome.getByText('Team offsite in Kaunas').isVisible()).toBe(true);
    expect(await outcome.getByText('Approved', { exact: true }).first().isVisible()).toBe(true);
    expect(await outcome.getByRole('button', { name: 'Approve' }).count()).toBe(0);
    // The owner hears of it on their own conversation.
    await waitFor('the approved outcome to the owner', () => connector.sent.find((s) => s.conversationId === 'a:conv-owner' && JSON.stringify(s.activity).includes('Team offsite in Kaunas')));
  });

  it('the approver returns a second request with a comment typed into the card; the owner receives the returned card with it', async () => {
    const requestId = await submit('Laptop stand');
    const card = cardWith('Laptop stand');
    await card.getByRole('button', { name: 'Return' }).waitFor();
    await card.getByRole('textbox').fill('Please attach the receipt');
    await snap('return-comment');
    await card.getByRole('button', { name: 'Return' }).click();

    await page.getByText('You returned this request.').waitFor();
    await snap('returned');
    expect(await statusOf(requestId)).toBe('not_initialized'); // back with the owner, editable again
    const returned = cardWith('You returned this request.');
    expect(await returned.getByText('Laptop stand').isVisible()).toBe(true);
    expect(await returned.getByRole('button', { name: 'Return' }).count()).toBe(0);
    const sent = await waitFor('the returned outcome to the owner', () =>
      connector.sent.find((s) => s.conversationId === 'a:conv-owner' && JSON.stringify(s.activity).includes('Your request was returned to you')),
    );
    const body = JSON.stringify(sent.activity.attachments);
    expect(body).toContain('Laptop stand');
    expect(body).toContain('Please attach the receipt');
  });

  it('pending lists the requests waiting for the approver, in the page', async () => {
    waitingId = await submit('Winter tyres');
    await cardWithButton('Winter tyres', 'Reject').waitFor();
    await type('pending');
    const list = page.locator('.ac-adaptiveCard').filter({ hasText: 'Waiting for your approval' }).filter({ hasText: 'Winter tyres' }).last();
    await list.waitFor();
    await snap('pending-list');
    expect(await list.getByText('Winter tyres').first().isVisible()).toBe(true);
    expect(await list.getByText('Olga Owner').first().isVisible()).toBe(true);
    // Decided requests are no longer listed.
    expect(await list.getByText('Team offsite in Kaunas').count()).toBe(0);
    expect(await list.getByText('Laptop stand').count()).toBe(0);
  });

  it('the approver rejects the third request with a comment typed into the card; the owner receives the rejected card with it', async () => {
    const card = cardWithButton('Winter tyres', 'Reject');
    await card.getByRole('textbox').fill('No budget left this quarter');
    await snap('reject-comment');
    await card.getByRole('button', { name: 'Reject' }).click();

    await page.getByText('You rejected this request.').waitFor();
    await snap('rejected');
    expect(await statusOf(waitingId)).toBe('rejected');
    const rejected = cardWith('You rejected this request.');
    expect(await rejected.getByText('Winter tyres').isVisible()).toBe(true);
    expect(await rejected.getByText('Rejected', { exact: true }).first().isVisible()).toBe(true);
    for (const name of ['Approve', 'Reject', 'Return']) expect(await rejected.getByRole('button', { name }).count()).toBe(0);
    const sent = await waitFor('the rejected outcome to the owner', () =>
      connector.sent.find((s) => s.conversationId === 'a:conv-owner' && JSON.stringify(s.activity).includes('Your request was rejected')),
    );
    const body = JSON.stringify(sent.activity.attachments);
    expect(body).toContain('Winter tyres');
    expect(body).toContain('No budget left this quarter');
  });

  it('the approver, named substitute of another user\'s leave, accepts the substitution card; the event\'s request enters its chain', async () => {
    // Leave whose type needs approval (direct manager) and a substitute; its owner's manager is Olga.
    const { chainId } = await buildChain(t, admin, [{ assignee_type: 'direct_manager', name: 'Manager approves' }]);
    const cat = await admin.post('/api/v1/event-categories').send({ name: 'Leave' });
    expect(cat.status).toBe(201);
    const leaveType = await admin.post('/api/v1/event-types').send({ name: 'Annual leave', event_category_id: cat.body.id, unattendance_code: 'A', needs_approval: true, chain_id: chainId, substitute_needed: true });
    expect(leaveType.status).toBe(201);
    const colleague = await buildUser(t, { permissions: ['event_types_read'], managerId: owner.id, name: 'Carla', surname: 'Colleague' });
    const day = 86_400_000;
    const today = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate());
    const start = new Date(today + 30 * day + 8 * 3600_000).toISOString();
    const end = new Date(today + 34 * day + 8 * 3600_000).toISOString();
    const created = await colleague.agent.post(`/api/v1/users/${colleague.id}/events`).send({
      event: { title: 'Vacation', event_type_id: leaveType.body.id, date_start: start, date_end: end, substitute_id: approverId },
      send_calendar_file: false,
    });
    expect(created.status).toBe(201);
    const eventId: number = created.body.events[0].id;
    expect(created.body.events[0]).toMatchObject({ substitute_confirmed: null, request_status: 'not_initialized' });

    const card = cardWithButton('Carla Colleague asks you to substitute them', 'Accept');
    await card.waitFor();
    await snap('substitution-card');
    expect(await card.getByText('Substitution request').isVisible()).toBe(true);
    expect(await card.getByRole('button', { name: 'Decline' }).isVisible()).toBe(true);
    await card.getByRole('button', { name: 'Accept' }).click();

    const answered = cardWith('Accepted.');
    await answered.waitFor();
    await snap('substitution-accepted');
    expect(await answered.getByText('Carla Colleague asks you to substitute them', { exact: false }).isVisible()).toBe(true);
    for (const name of ['Accept', 'Decline']) expect(await answered.getByRole('button', { name }).count()).toBe(0);
    const event = await t.ctx.ds.getRepository(CalendarEvent).findOneByOrFail({ id: eventId });
    expect(event.substitute_confirmed).toBe(true);
    expect(event.request_id).not.toBeNull();
    expect(await statusOf(event.request_id!)).toBe('in_progress');
  });
});
