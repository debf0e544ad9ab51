/**
 * Security of the bot endpoint POST /api/messages (issue 9 items 1 and 9), over real HTTP against the
 * whole app (createApp + mountTeams, as server.ts builds it) listening on every interface:
 * - without MicrosoftAppId only callers whose socket address is loopback are served (never a header),
 *   and only loopback serviceUrls are ever called: the probe's "act as Laura" attack (link a foreign
 *   Entra object id to Laura through a fake connector, store its conversation, approve as her) is refused
 *   from another address and from a loopback caller naming a non-loopback serviceUrl, and no proactive
 *   card goes to a stored conversation with a non-loopback serviceUrl;
 * - with MicrosoftAppId a forged `alg:none` token is 401 with a generic body (no internal error text),
 *   a token whose `serviceurl` claim differs from the activity's serviceUrl (or is missing, as in an
 *   emulator-style token) is 401 before anything is called, and nobody gets linked.
 * The non-loopback caller needs a non-loopback address of this machine (os.networkInterfaces()); without
 * one that test calls the exported handler with a fake socket address instead.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import request from 'supertest';
import { isLoopbackAddress, isLoopbackServiceUrl } from '../../../../bot/src';
import { createApp } from '../../app';
import { startTestApp, type TestApp } from '../../test/harness';
import { ApprovalRequest } from '../approvals/approvals.entities';
import { buildChain, buildRequest, buildUser, type Person } from '../../test/factories';
import { mapTestType, registerTestType } from '../../test/request-type';
import { User } from '../users/users.entities';
import { mountTeams, type TeamsOptions } from './teams';
import { TeamsConversation } from './teams.entities';
import { BF_ISSUER, startFakeBotFrameworkAuth, startFakeConnector, type FakeBotFrameworkAuth, type FakeConnector } from './teams.fixtures';
import { teamsPorts } from './teams.ports';

/** A non-loopback IPv4 address of this machine (e.g. eth0), if there is one. */
const EXTERNAL = Object.values(os.networkInterfaces())
  .flat()
  .find((a) => a && !a.internal && a.family === 'IPv4')?.address;

/** The whole app with the bot, listening on every interface like server.ts (`app.listen(PORT)`). */
async function portal(t: TestApp, options: TeamsOptions = {}) {
  let bot!: ReturnType<typeof mountTeams>;
  const { app } = createApp(t.ctx, (a) => void (bot = mountTeams(t.ctx, a, options)));
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, resolve));
  const port = (server.address() as AddressInfo).port;
  return { bot, port, close: () => new Promise<void>((r) => server.close(() => r())) };
}

const GENERIC_401 = { message: 'invalid_access_token', error_code: 'invalid_access_token' };
const INTERNALS = /ENOTFOUND|ECONNREFUSED|request to|getaddrinfo|Error:|\bat \w|Unauthorized|signature|jwt/i;

/** The probe's activity: a personal message from a Teams user with a foreign Entra object id. */
const probe = (serviceUrl: string, extra: Record<string, unknown> = {}) => ({
  type: 'message',
  channelId: 'msteams',
  serviceUrl,
  id: 'probe-1',
  from: { id: '29:x', aadObjectId: 'evil-oid-1' },
  recipient: { id: '28:portal-bot' },
  conversation: { id: 'a:c', conversationType: 'personal' },
  text: 'pending',
  ...extra,
});
const approveAs = (serviceUrl: string, requestId: number) =>
  probe(serviceUrl, {
    type: 'invoke',
    name: 'adaptiveCard/action',
    text: undefined,
    value: { action: { type: 'Action.Execute', verb: 'request.approve', data: { requestId, stepId: null } }, trigger: 'manual' },
  });

describe('bot endpoint without MicrosoftAppId: loopback callers and loopback serviceUrls only', () => {
  let t: TestApp;
  let app: Awaited<ReturnType<typeof portal>>;
  let local: FakeConnector;
  let remote: FakeConnector;
  let laura: User;
  let pendingId: number;
  let owner: Person;

  beforeAll(async () => {
    t = await startTestApp();
    app = await portal(t);
    // The attacker's connector: answers the roster look-up of 29:x with Laura's address.
    local = await startFakeConnector('127.0.0.1');
    remote = await startFakeConnector('0.0.0.0'); // every IPv4 interface: reached as EXTERNAL and as 0.0.0.0
    for (const c of [local, remote]) c.members.set('29:x', { id: '29:x', name: 'x', aadObjectId: 'evil-oid-1', email: 'laura@demo.lt' });
    // A request waiting for Laura (the owner's direct manager), like the probe's request 16.
    laura = await t.ctx.ds.getRepository(User).findOneByOrFail({ email: 'laura@demo.lt' });
    registerTestType();
    owner = await buildUser(t, { managerId: laura.id });
    await mapTestType(t, (await buildChain(t, await t.signIn('admin@demo.lt'), [{ assignee_type: 'direct_manager' }])).chainId);
    pendingId = await buildRequest(t, { ownerId: owner.id, title: 'Conference in Riga', amount: 4200 });
    expect((await owner.agent.patch(`/api/v2/chains/${pendingId}/submit`)).status).toBe(200);
    expect((await teamsPorts(t.ctx).approvals.pendingFor(laura.id, 10)).map((r) => r.requestId)).toContain(pendingId);
  });
  afterAll(async () => {
    await app.close();
    await Promise.all([local.close(), remote.close()]);
    await t.close();
  });

  const lauraUntouched = async () => {
    expect((await t.ctx.ds.getRepository(User).findOneByOrFail({ id: laura.id })).entra_object_id).toBeNull();
    expect(await t.ctx.ds.getRepository(TeamsConversation).countBy({ user_id: laura.id })).toBe(0);
    expect((await t.ctx.ds.getRepository(ApprovalRequest).findOneByOrFail({ id: pendingId })).status).toBe('in_progress');
  };

  (EXTERNAL ? it : it.skip)(`refuses a caller from a non-loopback address (${EXTERNAL ?? 'none on this machine'}), whatever its headers say`, async () => {
    const from = request(`http://${EXTERNAL}:${app.port}`);
    const spoof = { 'X-Forwarded-For': '127.0.0.1', 'X-Real-IP': '127.0.0.1', Forwarded: 'for=127.0.0.1', Host: 'localhost' };
    for (const body of [probe(local.serviceUrl), approveAs(local.serviceUrl, pendingId)]) {
      const res = await from.post('/api/messages').set(spoof).send(body);
      expect(res.status).toBe(401);
      expect(res.body).toEqual(GENERIC_401);
    }
    expect(local.hits).toEqual([]);
    await lauraUntouched();
  });

  it('refuses a non-loopback socket address given to the handler (unit level, for machines without a second address)', async () => {
    let status = 0;
    let body: unknown;
    const res = { status: (s: number) => void (status = s), send: (b: unknown) => void (body = b), end: () => undefined };
    for (const remoteAddress of ['192.0.2.77', '::ffff:10.1.2.3', 'fd00::9', undefined]) {
      await app.bot.handle({ method: 'POST', headers: { 'x-forwarded-for': '127.0.0.1' }, body: probe(local.serviceUrl), socket: { remoteAddress } }, res);
      expect([status, body]).toEqual([401, GENERIC_401]);
    }
    expect(local.hits).toEqual([]);
    await lauraUntouched();
  });

  it('never calls a non-loopback serviceUrl named by a loopback caller (another address of this host, 0.0.0.0)', async () => {
    const urls = [remote.serviceUrl, ...(EXTERNAL ? [remote.serviceUrl.replace('0.0.0.0', EXTERNAL)] : [])];
    for (const serviceUrl of urls) {
      for (const body of [probe(serviceUrl), approveAs(serviceUrl, pendingId)]) {
        const res = await request(`http://127.0.0.1:${app.port}`).post('/api/messages').send(body);
        expect(res.status).toBe(401);
        expect(res.body).toEqual(GENERIC_401);
      }
    }
    expect(remote.hits).toEqual([]);
    await lauraUntouched();
  });

  it('sends no proactive card to a stored conversation whose serviceUrl is not loopback', async () => {
    await t.ctx.ds.getRepository(TeamsConversation).insert({
      user_id: owner.id,
      teams_user_id: '29:owner',
      aad_object_id: null,
      conversation_id: 'a:owner',
      service_url: remote.serviceUrl,
      tenant_id: null,
      reference: JSON.stringify({ serviceUrl: remote.serviceUrl, channelId: 'msteams', conversation: { id: 'a:owner' }, user: { id: '29:owner' } }),
      updated_at: new Date(),
    });
    expect(await app.bot.notifier.sendOutcome(owner.id, pendingId, 'returned', 'Please fix')).toEqual({ sent: [], skipped: [], failed: [owner.id] });
    expect(remote.hits).toEqual([]);
  });

  it('serves a loopback caller with a loopback serviceUrl (the Agents Playground on a developer machine)', async () => {
    const tomas = await t.ctx.ds.getRepository(User).findOneByOrFail({ email: 'tomas@demo.lt' });
    local.members.set('29:tomas', { id: '29:tomas', name: 'Tomas', aadObjectId: 'aad-tomas', email: 'tomas@demo.lt' });
    const res = await request(`http://127.0.0.1:${app.port}`)
      .post('/api/messages')
      .send(
        probe(local.serviceUrl.replace('127.0.0.1', 'localhost'), {
          from: { id: '29:tomas', aadObjectId: 'aad-tomas' },
          conversation: { id: 'a:tomas', conversationType: 'personal' },
        }),
      );
    expect(res.status).toBe(200);
    expect(local.sent.map((s) => s.conversationId)).toEqual(['a:tomas']);
    expect((await t.ctx.ds.getRepository(User).findOneByOrFail({ id: tomas.id })).entra_object_id).toBe('aad-tomas');
  });

  it('names loopback addresses and serviceUrls exactly (127.0.0.0/8, ::1, IPv4-mapped; localhost)', () => {
    for (const a of ['127.0.0.1', '127.9.8.7', '::1', '0:0:0:0:0:0:0:1', '::ffff:127.0.0.1', '::ffff:7f00:1'])
      expect([a, isLoopbackAddress(a)]).toEqual([a, true]);
    for (const a of ['192.0.2.2', '::ffff:192.0.2.2', '127.0.0.256', '0.0.0.0', '::', 'fd00::2', '::2', 'localhost', '', undefined])
      expect([a, isLoopbackAddress(a)]).toEqual([a, false]);
    for (const u of ['http://127.0.0.1:3999/', 'http://localhost:56150/_connector', 'https://[::1]:8443/', 'http://2130706433:80/'])
      expect([u, isLoopbackServiceUrl(u)]).toEqual([u, true]);
    for (const u of [
      'https://smba.trafficmanager.net/emea/',
      'http://0.0.0.0:3999/',
      'http://localhost.evil.example/',
      'http://127.0.0.1.nip.io/',
      'ftp://127.0.0.1/',
      'http://evil.example#@127.0.0.1/',
      'not a url',
      undefined,
    ]) {
      expect([u, isLoopbackServiceUrl(u)]).toEqual([u, false]);
    }
  });
});

describe('bot endpoint with MicrosoftAppId: Bot Framework tokens, serviceurl claim, generic 401', () => {
  const APP_ID = '00000000-1111-2222-3333-444444444444';
  let t: TestApp;
  let bf: FakeBotFrameworkAuth;
  let app: Awaited<ReturnType<typeof portal>>;
  let offline: Awaited<ReturnType<typeof portal>>;
  let connector: FakeConnector;
  let laura: User;
  let quiet: jest.SpyInstance;

  beforeAll(async () => {
    quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined); // botbuilder prints refused tokens
    bf = await startFakeBotFrameworkAuth();
    connector = await startFakeConnector();
    connector.members.set('29:x', { id: '29:x', name: 'x', aadObjectId: 'evil-oid-1', email: 'laura@demo.lt' });
    t = await startTestApp({ MicrosoftAppId: APP_ID, MicrosoftAppPassword: 'bot-secret', MicrosoftAppTenantId: 'tenant-1', MicrosoftAppType: 'SingleTenant' });
    app = await portal(t, { authSettings: bf.authSettings as TeamsOptions['authSettings'] });
    // The Bot Framework's OpenID metadata unreachable (the probe's ENOTFOUND): nothing listens on port 1.
    const unreachable = 'http://127.0.0.1:1/v1/.well-known/openidconfiguration';
    offline = await portal(t, {
      authSettings: {
        ...bf.authSettings,
        ToBotFromChannelOpenIdMetadataUrl: unreachable,
        ToBotFromEmulatorOpenIdMetadataUrl: unreachable,
      } as TeamsOptions['authSettings'],
    });
    laura = await t.ctx.ds.getRepository(User).findOneByOrFail({ email: 'laura@demo.lt' });
  });
  afterAll(async () => {
    await app.close();
    await offline.close();
    await t.close();
    await bf.close();
    await connector.close();
    quiet.mockRestore();
  });

  const post = (server: { port: number }, auth: string, body: object) =>
    request(`http://127.0.0.1:${server.port}`).post('/api/messages').set('Authorization', auth).send(body);
  const unsigned = (claims: Record<string, unknown>) =>
    `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.`;
  const now = () => Math.floor(Date.now() / 1000);

  it('answers a forged alg:none token 401 with a generic body, even while the Bot Framework keys are unreachable', async () => {
    const token = unsigned({ iss: BF_ISSUER, aud: APP_ID, serviceurl: connector.serviceUrl, nbf: now() - 60, exp: now() + 3600 });
    for (const server of [offline, app]) {
      const res = await post(server, `Bearer ${token}`, probe(connector.serviceUrl));
      expect(res.status).toBe(401);
      expect(res.body).toEqual(GENERIC_401);
      expect(res.text).not.toMatch(INTERNALS);
    }
  });

  it('answers a well-formed token that cannot be checked (keys unreachable) without internal error text', async () => {
    const res = await post(offline, `Bearer ${await bf.sign({ aud: APP_ID, serviceurl: connector.serviceUrl })}`, probe(connector.serviceUrl));
    expect(res.status).toBeGreaterThanOrEqual(500);
    expect(res.body).toEqual({ message: 'internal_server_error', error_code: 'internal_server_error' });
    expect(res.text).not.toMatch(INTERNALS);
  });

  it("refuses an activity whose serviceUrl is not the token's serviceurl claim, before calling it", async () => {
    const token = await bf.sign({ aud: APP_ID, serviceurl: 'https://smba.trafficmanager.net/emea/' });
    const res = await post(app, `Bearer ${token}`, probe(connector.serviceUrl));
    expect(res.status).toBe(401);
    expect(res.body).toEqual(GENERIC_401);
  });

  it('refuses a validly signed token without a serviceurl claim (emulator-style token) whatever serviceUrl it names', async () => {
    const token = await bf.sign({ aud: APP_ID, iss: 'https://sts.windows.net/d6d49420-f39b-4df7-a1dc-d59a935871db/', extra: { appid: APP_ID, ver: '1.0' } });
    for (const body of [probe(connector.serviceUrl), approveAs(connector.serviceUrl, 1)]) {
      const res = await post(app, `Bearer ${token}`, body);
      expect(res.status).toBe(401);
      expect(res.body).toEqual(GENERIC_401);
    }
  });

  it('linked nobody and called no connector on any of the refused activities', async () => {
    expect(connector.hits).toEqual([]);
    expect((await t.ctx.ds.getRepository(User).findOneByOrFail({ id: laura.id })).entra_object_id).toBeNull();
    expect(await t.ctx.ds.getRepository(TeamsConversation).countBy({ user_id: laura.id })).toBe(0);
  });

  it('serves a valid channel token whose serviceurl claim is the activity serviceUrl', async () => {
    const serviceUrl = 'https://smba.trafficmanager.net/emea/';
    const body = {
      ...approveAs(serviceUrl, 999999),
      value: { action: { type: 'Action.Execute', verb: 'request.refresh', data: { requestId: 999999 } }, trigger: 'manual' },
    };
    const res = await post(app, `Bearer ${await bf.sign({ aud: APP_ID, serviceurl: serviceUrl })}`, body);
    expect(res.status).toBe(200);
    expect(res.body.type).toBe('application/vnd.microsoft.card.adaptive');
  });
});
