/**
 * End to end with a real Bot Framework client: Microsoft 365 Agents Playground
 * (@microsoft/m365agentsplayground) plays Teams against the api's /api/messages (local mode, no
 * MicrosoftAppId). The test drives the Playground through the same HTTP and WebSocket API its web
 * client uses: the user writes to the bot, the bot's cards arrive in the Playground's conversation
 * stream, and the user presses Approve on a card (an `adaptiveCard/action` invoke sent by the Playground);
 * the Playground's log stream (where it reports unsupported features) stays free of warnings.
 * The Playground calls xdg-open at start: a no-op xdg-open is put first on PATH.
 */
import express from 'express';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startTestApp, type TestApp } from '../../test/harness';
import { ApprovalRequest } from '../approvals/approvals.entities';
import { buildChain, buildRequest, buildRole, buildUser } from '../../test/factories';
import { mapTestType, registerTestType } from '../../test/request-type';
import { User } from '../users/users.entities';
import { startPlayground, waitFor as waitUntil, type Playground, type PlaygroundConfig } from './playground-kit';
import { mountTeams } from './teams';

// ws ships without types here; the Playground's stream is plain JSON over WebSocket.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const WebSocket = require('ws') as new (url: string) => { on(ev: 'message', cb: (data: Buffer) => void): void; on(ev: 'open' | 'close', cb: () => void): void; on(ev: 'error', cb: (e: Error) => void): void; close(): void };

jest.setTimeout(60_000);

let playground: Playground | undefined;
const waitFor = <T>(what: string, probe: () => T | undefined | Promise<T | undefined>) =>
  waitUntil(what, probe, 20_000, () => (playground ? `Playground output:\n${playground.output().slice(-2000)}` : ''));

interface StreamMessage { messageId?: string; text?: string; attachments?: { contentType: string; content: Record<string, unknown> }[]; from?: { id?: string } }
interface StreamAction { action?: string | number; actionConversationId?: string; message?: StreamMessage }

describe('Agents Playground as the Teams client', () => {
  let t: TestApp;
  let botSrv: http.Server;
  let pgUrl = '';
  let ws: InstanceType<typeof WebSocket>;
  const stream: StreamAction[] = [];
  let logWs: InstanceType<typeof WebSocket>;
  const logs: string[] = [];
  let config: PlaygroundConfig;
  let requestId: number;

  beforeAll(async () => {
    t = await startTestApp();
    const app = express();
    app.use(express.json());
    mountTeams(t.ctx, app);
    botSrv = http.createServer(app);
    await new Promise<void>((r) => botSrv.listen(0, '127.0.0.1', r));
    const botUrl = `http://127.0.0.1:${(botSrv.address() as AddressInfo).port}/api/messages`;

    playground = await startPlayground(botUrl);
    pgUrl = playground.url;
    config = playground.config;
    ws = new WebSocket(`${pgUrl.replace('http', 'ws')}/_ws_conversation/v1/conversations/stream`);
    ws.on('message', (data) => {
      try {
        stream.push(JSON.parse(data.toString()) as StreamAction);
      } catch {
        /* not JSON */
      }
    });
    await new Promise<void>((resolve, reject) => {
      ws.on('open', () => resolve());
      ws.on('error', reject);
    });
    logWs = new WebSocket(`${pgUrl.replace('http', 'ws')}/_ws/log/stream`);
    logWs.on('message', (data) => logs.push(data.toString()));
    await new Promise<void>((resolve, reject) => {
      logWs.on('open', () => resolve());
      logWs.on('error', reject);
    });

    // The Playground's user is the manager who approves; the owner submits a request.
    registerTestType();
    const admin = await t.signIn('admin@demo.lt');
    const employee = await buildRole(t);
    const manager = await buildUser(t, { roleId: employee, name: 'Alex', surname: 'Wilber' });
    await t.ctx.ds.getRepository(User).update(manager.id, { email: config.currentUser.email.toLowerCase(), username: 'alexw' });
    const owner = await buildUser(t, { roleId: employee, managerId: manager.id, name: 'Olga', surname: 'Owner' });
    const { chainId } = await buildChain(t, admin, [{ assignee_type: 'direct_manager' }]);
    await mapTestType(t, chainId);
    requestId = await buildRequest(t, { ownerId: owner.id, title: 'Team offsite in Kaunas', amount: 90000 });
    const submitted = await owner.agent.patch(`/api/v2/chains/${requestId}/submit`);
    expect(submitted.status).toBe(200);
  });

  afterAll(async () => {
    ws?.close();
    logWs?.close();
    playground?.stop();
    await new Promise<void>((r) => (botSrv ? botSrv.close(() => r()) : r()));
    await t?.close();
  });

  const cardsInStream = () =>
    stream.flatMap((a) => (a.message?.attachments ?? []).filter((x) => x.contentType === 'application/vnd.microsoft.card.adaptive').map((x) => ({ id: a.message!.messageId!, card: x.content as { body: { text?: string }[]; actions?: { verb?: string; data?: Record<string, unknown> }[] } })));
  const say = (text: string) =>
    fetch(`${pgUrl}/_conversation/v1/conversations/${encodeURIComponent(config.personalChat.id)}/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ from: { id: config.currentUser.id }, text, textFormat: 'plain' }),
    });

  it('links the Playground user by e-mail and answers help with the help card', async () => {
    const before = cardsInStream().length;
    const res = await say('help');
    expect(res.status).toBe(200);
    const help = await waitFor('the help card', () => cardsInStream().slice(before).find((c) => c.card.body[0]?.text === 'Employee Portal bot'));
    expect(JSON.stringify(help.card)).toContain('**pending**');
    const linked = await t.ctx.ds.getRepository(User).findOneByOrFail({ email: config.currentUser.email.toLowerCase() });
    expect(linked.entra_object_id).toBe(config.currentUser.aadObjectId);
  });

  it('lists the pending request, opens its card and approves it from the card through a real invoke', async () => {
    let before = cardsInStream().length;
    await say('pending');
    const list = await waitFor('the pending list', () => cardsInStream().slice(before).find((c) => JSON.stringify(c.card).includes('Team offsite in Kaunas')));
    expect(list.card.body[0].text).toBe('Waiting for your approval');

    before = cardsInStream().length;
    const invokeOpen = await fetch(`${pgUrl}/_conversation/v1/invoke`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'adaptiveCard/action', from: { id: config.currentUser.id }, conversation: { id: config.personalChat.id }, replyToId: list.id,
        value: { action: { type: 'Action.Execute', verb: 'request.open', data: { requestId } }, trigger: 'manual' },
      }),
    });
    expect(invokeOpen.status).toBe(200);
    const approval = await waitFor('the approval card', () => cardsInStream().slice(before).find((c) => (c.card.actions ?? []).some((a) => a.verb === 'request.approve')));
    const data = approval.card.actions!.find((a) => a.verb === 'request.approve')!.data!;

    const res = await fetch(`${pgUrl}/_conversation/v1/invoke`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'adaptiveCard/action', from: { id: config.currentUser.id }, conversation: { id: config.personalChat.id }, replyToId: approval.id,
        value: { action: { type: 'Action.Execute', verb: 'request.approve', data: { ...data, comment: 'Approved from the Playground' } }, trigger: 'manual' },
      }),
    });
    const body = await res.text();
    expect(res.status).toBe(200);
    expect(body).toContain('You approved this request.');
    expect((await t.ctx.ds.getRepository(ApprovalRequest).findOneByOrFail({ id: requestId })).status).toBe('approved');
  });

  it("logs the whole exchange in the Playground's log stream without a warning about our activities or cards", () => {
    const entries = logs.map((l) => JSON.parse(l) as { log?: { level?: string; activityName?: string; displayText?: string } });
    const names = entries.map((e) => e.log?.activityName).filter(Boolean);
    expect(names).toEqual(expect.arrayContaining(['message', 'invoke', 'getConversationMember']));
    expect(entries.filter((e) => e.log?.level === 'warning' || e.log?.level === 'error')).toEqual([]);
  });
});
