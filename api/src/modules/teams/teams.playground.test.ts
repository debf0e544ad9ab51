/**
 * End to end with a real Bot Framework client: Microsoft 365 Agents Playground
 * (@microsoft/m365agentsplayground) plays Teams against the api's /api/messages (local mode, no
 * MicrosoftAppId). The test drives the Playground through the same HTTP and WebSocket API its web
 * client uses: the user writes to the bot, the bot's cards arrive in the Playground's conversation
 * stream, and the user presses Approve on a card (an `adaptiveCard/action` invoke sent by the Playground);
 * the Playground's log stream (where it reports unsupported features) stays free of warnings.
 * The Playground calls xdg-open at start: a no-op xdg-open is put first on PATH.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { REPO_ROOT } from '../../config';
import { startTestApp, type TestApp } from '../../test/harness';
import { ApprovalRequest } from '../approvals/approvals.entities';
import { makeChain, makeRole, makeUser, mapTestType, newTestRequest, registerTestType } from '../approvals/test-kit';
import { User } from '../users/users.entities';
import { mountTeams } from './teams';

// ws ships without types here; the Playground's stream is plain JSON over WebSocket.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const WebSocket = require('ws') as new (url: string) => { on(ev: 'message', cb: (data: Buffer) => void): void; on(ev: 'open' | 'close', cb: () => void): void; on(ev: 'error', cb: (e: Error) => void): void; close(): void };

const CLI = path.join(REPO_ROOT, 'node_modules', '@microsoft', 'm365agentsplayground', 'cli.js');
const available = fs.existsSync(CLI);
const maybe = available ? describe : describe.skip;

jest.setTimeout(60_000);

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

/** Output of the Playground process (shown when a wait times out). */
let pgLog = '';

async function waitFor<T>(what: string, probe: () => T | undefined | Promise<T | undefined>, ms = 20_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await probe();
    if (v !== undefined) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}${pgLog ? `\nPlayground output:\n${pgLog.slice(-2000)}` : ''}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

interface StreamMessage { messageId?: string; text?: string; attachments?: { contentType: string; content: Record<string, unknown> }[]; from?: { id?: string } }
interface StreamAction { action?: string | number; actionConversationId?: string; message?: StreamMessage }

maybe('Agents Playground as the Teams client', () => {
  let t: TestApp;
  let botSrv: http.Server;
  let pg: ChildProcess;
  let pgUrl = '';
  let ws: InstanceType<typeof WebSocket>;
  const stream: StreamAction[] = [];
  let logWs: InstanceType<typeof WebSocket>;
  const logs: string[] = [];
  let config: { currentUser: { id: string; email: string; aadObjectId: string; name: string }; personalChat: { id: string } };
  let binDir: string;
  let requestId: number;

  beforeAll(async () => {
    t = await startTestApp();
    const app = express();
    app.use(express.json());
    mountTeams(t.ctx, app);
    botSrv = http.createServer(app);
    await new Promise<void>((r) => botSrv.listen(0, '127.0.0.1', r));
    const botUrl = `http://127.0.0.1:${(botSrv.address() as AddressInfo).port}/api/messages`;

    binDir = fs.mkdtempSync(path.join(os.tmpdir(), 'noop-bin-'));
    fs.writeFileSync(path.join(binDir, 'xdg-open'), '#!/bin/sh\nexit 0\n', { mode: 0o755 });
    const port = await freePort();
    pg = spawn(process.execPath, [CLI, '-e', botUrl, '-c', 'msteams', '-p', String(port), '--dt'], {
      env: { ...process.env, PATH: `${binDir}${path.delimiter}${process.env.PATH}`, BROWSER: 'none' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    pg.stdout!.on('data', (d: Buffer) => (pgLog += d.toString()));
    pg.stderr!.on('data', (d: Buffer) => (pgLog += d.toString()));
    pgUrl = `http://127.0.0.1:${port}`;
    config = await waitFor('the Playground', async () => {
      try {
        const r = await fetch(`${pgUrl}/_internal/v1/config`);
        return r.ok ? ((await r.json()) as { config: typeof config }).config : undefined;
      } catch {
        return undefined;
      }
    });
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
    const employee = await makeRole(t, []);
    const manager = await makeUser(t, { roleId: employee, name: 'Alex', surname: 'Wilber' });
    await t.ctx.ds.getRepository(User).update(manager.id, { email: config.currentUser.email.toLowerCase(), username: 'alexw' });
    const owner = await makeUser(t, { roleId: employee, managerId: manager.id, name: 'Olga', surname: 'Owner' });
    const { chainId } = await makeChain(admin, [{ assignee_type: 'direct_manager' }]);
    await mapTestType(t, chainId);
    requestId = await newTestRequest(t, owner.id, 'Team offsite in Kaunas', 90000);
    const submitted = await owner.agent.patch(`/api/v2/chains/${requestId}/submit`);
    expect(submitted.status).toBe(200);
  });

  afterAll(async () => {
    ws?.close();
    logWs?.close();
    pg?.kill();
    await new Promise<void>((r) => (botSrv ? botSrv.close(() => r()) : r()));
    await t?.close();
    if (binDir) fs.rmSync(binDir, { recursive: true, force: true });
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
