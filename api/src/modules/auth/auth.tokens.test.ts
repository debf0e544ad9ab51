/** Access tokens, refresh rotation with reuse detection, and logout (spec 1 §4 Session, §7 wrapper rules). */
import { decodeJwt, SignJWT } from 'jose';
import type { Response } from 'supertest';
import { DEMO_PASSWORD } from '../../db/seed/demo';
import { startTestApp, TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ ACCESS_TOKEN_TTL_SECONDS: '30' });
});
afterAll(() => t.close());

/** Value of a cookie set by a reply ('' when the reply clears it, undefined when not set). */
function cookie(res: Response, name: string): string | undefined {
  const all = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  const found = all.find((c) => c.startsWith(`${name}=`));
  return found?.slice(name.length + 1).split(';')[0];
}

async function login(email = 'tomas@demo.lt') {
  const res = await t.http().post('/api/v1/login').send({ email, password: DEMO_PASSWORD });
  expect(res.status).toBe(200);
  return { userId: res.body.user_id as number, access: cookie(res, 'access_token')!, refresh: cookie(res, 'refresh_token')!, body: res.body };
}

const refreshWith = (token: string) => t.http().get('/api/v1/token/refresh').set('Cookie', `refresh_token=${token}`);
const permissionsWith = (userId: number, token: string) => t.http().get(`/api/v1/users/${userId}/permissions`).set('Authorization', `Bearer ${token}`);

describe('access token', () => {
  it('lives ACCESS_TOKEN_TTL_SECONDS and is also set as an httpOnly cookie', async () => {
    const s = await login();
    expect(s.body.expires_in).toBe(30);
    expect(s.access).toBe(s.body.access_token);
    const claims = decodeJwt(s.access);
    expect(claims.exp! - claims.iat!).toBe(30);
    expect(claims.sub).toBe(String(s.userId));
    const res = await t.http().get(`/api/v1/users/${s.userId}/permissions`).set('Cookie', `access_token=${s.access}`);
    expect(res.status).toBe(200);
  });

  it('replies 401 token_expired for an expired token, and the refresh then gives a working one', async () => {
    const s = await login();
    const now = Math.floor(Date.now() / 1000);
    const expired = await new SignJWT({ typ: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(s.userId))
      .setIssuedAt(now - 60)
      .setExpirationTime(now - 30)
      .sign(t.ctx.secrets.jwtKey);
    const res = await permissionsWith(s.userId, expired);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'token_expired', error_code: 'token_expired' });

    const refreshed = await refreshWith(s.refresh);
    expect(refreshed.status).toBe(200);
    expect((await permissionsWith(s.userId, refreshed.body.access_token)).status).toBe(200);
  });

  it('replies invalid_access_token for a token signed with another key or of another kind', async () => {
    const s = await login();
    const forged = await new SignJWT({ typ: 'access' }).setProtectedHeader({ alg: 'HS256' }).setSubject(String(s.userId)).setIssuedAt().setExpirationTime('5m').sign(new TextEncoder().encode('x'.repeat(48)));
    expect((await permissionsWith(s.userId, forged)).body.error_code).toBe('invalid_access_token');
    const wrongKind = await new SignJWT({ typ: 'refresh' }).setProtectedHeader({ alg: 'HS256' }).setSubject(String(s.userId)).setIssuedAt().setExpirationTime('5m').sign(t.ctx.secrets.jwtKey);
    expect((await permissionsWith(s.userId, wrongKind)).body.error_code).toBe('invalid_access_token');
    expect((await permissionsWith(s.userId, 'not.a.jwt')).status).toBe(401);
  });
});

describe('refresh rotation', () => {
  it('issues new cookies on refresh, refuses the old refresh token afterwards and revokes its family', async () => {
    const s = await login();
    const first = await refreshWith(s.refresh);
    expect(first.status).toBe(200);
    const newAccess = cookie(first, 'access_token');
    const newRefresh = cookie(first, 'refresh_token');
    expect(newAccess).toBe(first.body.access_token);
    expect(newRefresh).toBeTruthy();
    expect(newRefresh).not.toBe(s.refresh);
    expect(String(first.headers['set-cookie'])).toMatch(/refresh_token=[^;]+;.*Path=\/api\/v1\/token;.*HttpOnly/);
    expect(first.body.user_id).toBe(s.userId);

    // A stolen copy of the old token is replayed: refused, and the thief's success also ends the owner's session.
    const replay = await refreshWith(s.refresh);
    expect(replay.status).toBe(401);
    expect(replay.body.error_code).toBe('invalid_access_token');
    expect(cookie(replay, 'refresh_token')).toBe('');
    expect((await refreshWith(newRefresh!)).status).toBe(401);
  });

  it('keeps other sessions of the same user when one family is revoked', async () => {
    const a = await login('oliver@demo.lt');
    const b = await login('oliver@demo.lt');
    await refreshWith(a.refresh);
    await refreshWith(a.refresh); // reuse: revokes family a
    const stillB = await refreshWith(b.refresh);
    expect(stillB.status).toBe(200);
  });

  it('refuses a refresh without a cookie or with an unknown token', async () => {
    expect((await t.http().get('/api/v1/token/refresh')).status).toBe(401);
    expect((await refreshWith('made-up-token')).body.error_code).toBe('invalid_access_token');
  });

  it('refuses to refresh for an account disabled in the meantime', async () => {
    const s = await login('grace@demo.lt');
    await t.ctx.ds.query('UPDATE users SET disabled = 1 WHERE id = ?', [s.userId]);
    try {
      expect((await refreshWith(s.refresh)).status).toBe(401);
      expect((await permissionsWith(s.userId, s.access)).body.error_code).toBe('invalid_access_token');
    } finally {
      await t.ctx.ds.query('UPDATE users SET disabled = 0 WHERE id = ?', [s.userId]);
    }
  });
});

describe('logout', () => {
  it('revokes the refresh token and clears both cookies', async () => {
    const s = await login();
    const res = await t.http().post('/api/v1/logout').set('Cookie', `refresh_token=${s.refresh}`);
    expect(res.status).toBe(200);
    expect(cookie(res, 'access_token')).toBe('');
    expect(cookie(res, 'refresh_token')).toBe('');
    const after = await refreshWith(s.refresh);
    expect(after.status).toBe(401);
  });

  it('answers ok without a session', async () => {
    expect((await t.http().post('/api/v1/logout')).status).toBe(200);
  });
});
