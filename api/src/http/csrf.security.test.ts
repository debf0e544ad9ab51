/**
 * Issue 9 item 7: a page on another site makes the signed-in administrator's browser send
 * state-changing calls (text/plain bodies and no-body POSTs need no CORS preflight). The api
 * refuses a foreign Origin/Referer (403 forbidden_origin) and bodies that are not JSON (415
 * unsupported_media_type); the portal's own pages, the Teams hosts and non-browser clients pass.
 */
import type request from 'supertest';
import { Role } from '../modules/roles/roles.entities';
import { User } from '../modules/users/users.entities';
import { startTestApp, type TestApp } from '../test/harness';
import { originMatches, TEAMS_HOSTS } from './csrf';

let t: TestApp;
let admin: request.Agent;
beforeAll(async () => {
  t = await startTestApp({ PUBLIC_URL: 'http://portal.example.com' });
  admin = await t.signIn('admin@demo.lt');
});
afterAll(() => t.close());

const EVIL = 'https://evil.example';
const defaultRole = async () => (await t.ctx.ds.getRepository(Role).findOneByOrFail({ default_role: true })).id;
const firstSignIn = async (email: string) => (await t.ctx.ds.getRepository(User).findOneByOrFail({ email })).is_first_sign_in;

describe('a state-changing call from another site', () => {
  it('POST /roles/1/default with Origin evil.example and text/plain is refused, the default role unchanged', async () => {
    const before = await defaultRole();
    expect(before).not.toBe(1);
    const res = await admin.post('/api/v1/roles/1/default').set('Origin', EVIL).set('Content-Type', 'text/plain').send('x');
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: 'forbidden_origin', error_code: 'forbidden_origin' });
    const bare = await admin.post('/api/v1/roles/1/default').set('Origin', EVIL);
    expect(bare.status).toBe(403);
    expect(await defaultRole()).toBe(before);
  });

  it('POST /users/export from evil.example is refused and carries no data', async () => {
    const res = await admin.post('/api/v1/users/export').set('Origin', EVIL).set('Content-Type', 'text/plain').send('{}');
    expect(res.status).toBe(403);
    expect(res.body.file).toBeUndefined();
  });

  it('POST /users/end-entry-page from evil.example is refused; the first sign-in stays pending', async () => {
    const jonas = await t.signIn('jonas@demo.lt');
    expect(await firstSignIn('jonas@demo.lt')).toBe(true);
    expect((await jonas.post('/api/v1/users/end-entry-page').set('Origin', EVIL)).status).toBe(403);
    expect((await jonas.post('/api/v1/users/end-entry-page').set('Referer', `${EVIL}/page.html`)).status).toBe(403);
    expect((await jonas.post('/api/v1/users/end-entry-page').set('Sec-Fetch-Site', 'cross-site')).status).toBe(403);
    expect((await jonas.post('/api/v1/users/end-entry-page').set('Origin', 'null')).status).toBe(403);
    expect(await firstSignIn('jonas@demo.lt')).toBe(true);
  });

  it('a look-alike of an allowed host is foreign', async () => {
    for (const origin of [
      'https://portal.example.com.evil.example',
      'https://evil-teams.microsoft.com.evil.example',
      'https://portal.example.com',
      'http://portal.example.com:8080',
    ]) {
      expect([origin, (await admin.post('/api/v1/users/export').set('Origin', origin).send({})).status]).toEqual([origin, 403]);
    }
  });
});

describe('a body that is not JSON', () => {
  it('is refused with 415 even without an Origin (integrations send JSON too)', async () => {
    const before = await defaultRole();
    const text = await admin.post('/api/v1/roles/1/default').set('Content-Type', 'text/plain').send('{}');
    expect(text.status).toBe(415);
    expect(text.body.error_code).toBe('unsupported_media_type');
    const form = await admin.post('/api/v1/users/export').type('form').send({ q: 'a' });
    expect(form.status).toBe(415);
    expect(await defaultRole()).toBe(before);
  });
});

describe('what keeps working', () => {
  it('the portal itself (PUBLIC_URL or the host it was called on), with JSON or no body', async () => {
    const own = await admin.post('/api/v1/users/export').set('Origin', 'http://portal.example.com').send({});
    expect(own.status).toBe(200);
    expect(typeof own.body.file).toBe('string');
    const host = new URL(t.url).host;
    expect(
      (await admin.post('/api/v1/users/export').set('Origin', `http://${host}`).set('Content-Type', 'application/json; charset=utf-8').send('{}')).status,
    ).toBe(200);
    expect((await admin.post('/api/v1/users/export').set('Referer', 'http://portal.example.com/users').send({})).status).toBe(200);
    expect((await admin.post('/api/v1/users/export').set('Sec-Fetch-Site', 'same-origin').send({})).status).toBe(200);
  });

  it('the Teams hosts the tab runs in', async () => {
    for (const origin of ['https://teams.microsoft.com', 'https://x.teams.microsoft.com', 'https://outlook.office.com', 'https://teams.cloud.microsoft']) {
      expect([origin, (await admin.post('/api/v1/users/export').set('Origin', origin).send({})).status]).toEqual([origin, 200]);
    }
  });

  it('non-browser clients without Origin or Referer, reads from anywhere, and the bot endpoint', async () => {
    expect((await admin.post('/api/v1/users/export').send({})).status).toBe(200);
    expect((await admin.get('/api/v1/roles').set('Origin', EVIL)).status).toBe(200);
    // /api/messages authenticates the Bot Framework itself; this guard leaves it alone (404 here: no bot in the harness).
    expect((await t.http().post('/api/messages').set('Origin', EVIL).set('Content-Type', 'text/plain').send('x')).status).toBe(404);
  });

  it('matches the Teams host patterns as CSP does', () => {
    expect(originMatches('https://a.b.office.com', TEAMS_HOSTS)).toBe(true);
    expect(originMatches('https://office.com', TEAMS_HOSTS)).toBe(false);
    expect(originMatches('http://x.office.com', TEAMS_HOSTS)).toBe(false);
    expect(originMatches('https://x.office.com.evil.example', TEAMS_HOSTS)).toBe(false);
  });
});
