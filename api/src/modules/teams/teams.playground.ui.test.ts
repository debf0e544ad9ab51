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
 * - for a second request the approver writes a comment into the card's comment input and clicks Return.
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
import { makeChain, makeRole, makeUser, mapTestType, newTestRequest, registerTestType, type Person } from '../approvals/test-kit';
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
  let shot = 0;

  const snap = async (name: string) => {
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/${String(++shot).padStart(2, '0')}-${name}.png`, fullPage: true });
  };
  const submit = async (title: string) => {
    const id = await newTestRequest(t, owner.id, title, 90000);
    expect((await owner.agent.patch(`/api/v2/chains/${id}/submit`)).status).toBe(200);
    return id;
  };
  const statusOf = async (id: number) => (await t.ctx.ds.getRepository(ApprovalRequest).findOneByOrFail({ id })).status;
  /** The rendered Adaptive Card (the innermost element of the Adaptive Cards renderer) that contains `text`. */
  const cardWith = (text: string): Locator => page.locator('.ac-adaptiveCard').filter({ hasText: text }).last();

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
    const admin = await t.signIn('admin@demo.lt');
    const employee = await makeRole(t, []);
    const manager = await makeUser(t, { roleId: employee, name: 'Alex', surname: 'Wilber' });
    approverId = manager.id;
    await t.ctx.ds.getRepository(User).update(manager.id, { email: pg.config.currentUser.email.toLowerCase(), username: 'alexw' });
    owner = await makeUser(t, { roleId: employee, managerId: manager.id, name: 'Olga', surname: 'Owner' });
    const { chainId } = await makeChain(admin, [{ assignee_type: 'direct_manager' }]);
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
});
