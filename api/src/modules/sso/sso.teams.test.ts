/**
 * Teams tab SSO (issue 5 item 7): POST /api/v1/auth/teams/token with Entra-shaped tokens signed by a
 * loopback Entra (real RSA keys, JWKS and OpenID configuration over HTTP), checked by the real api.
 */
import { generateKeyPair } from 'jose';
import { IsNull, Not } from 'typeorm';
import { startTestApp, type TestApp } from '../../test/harness';
import { User } from '../users/users.entities';
import { APP_ID_URI, CLIENT_ID, startFakeEntra, TENANT, type FakeEntra } from './sso.fixtures';

let entra: FakeEntra;
let t: TestApp;
let users: User[];

beforeAll(async () => {
  entra = await startFakeEntra();
  t = await startTestApp({ AAD_CLIENT_ID: CLIENT_ID, AAD_TENANT_ID: TENANT, AAD_AUTHORITY: entra.authority, AAD_APP_ID_URI: APP_ID_URI });
  users = await t.ctx.ds.getRepository(User).find({ where: { deleted_at: IsNull(), disabled: false, password_hash: Not(IsNull()) }, order: { id: 'ASC' }, take: 3 });
});
afterAll(async () => {
  await t.close();
  await entra.close();
});

const post = (token: string) => t.http().post('/api/v1/auth/teams/token').send({ token });

describe('POST /api/v1/auth/teams/token', () => {
  it('lists microsoft as a provider when configured', async () => {
    const res = await t.http().get('/api/v1/auth/providers');
    expect(res.body.providers).toEqual([{ id: 'microsoft', name: 'Microsoft' }]);
  });

  it('signs in with a v1 token (App ID URI audience), links the oid by e-mail and the access token works as Bearer', async () => {
    const u = users[0];
    const token = await entra.sign({ aud: APP_ID_URI, oid: 'oid-v1-user', upn: u.email.toUpperCase(), scp: 'access_as_user', ver: '1.0' }, { v: 1 });
    const res = await post(token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ user_id: u.id, is_first_sign_in: expect.any(Boolean), access_token: expect.any(String), expires_in: expect.any(Number) });
    expect(String(res.headers['set-cookie'])).toContain('access_token=');
    const linked = await t.ctx.ds.getRepository(User).findOneByOrFail({ id: u.id });
    expect(linked.entra_object_id).toBe('oid-v1-user');
    const perms = await t.http().get(`/api/v1/users/${u.id}/permissions`).set('Authorization', `Bearer ${res.body.access_token}`);
    expect(perms.status).toBe(200);
    expect(Array.isArray(perms.body)).toBe(true);
  });

  it('signs in with a v2 token (client id audience) by the linked oid even when the e-mail differs', async () => {
    const token = await entra.sign({ aud: CLIENT_ID, oid: 'oid-v1-user', preferred_username: 'renamed@elsewhere.example', ver: '2.0', scp: 'access_as_user' }, { v: 2 });
    const res = await post(token);
    expect(res.status).toBe(200);
    expect(res.body.user_id).toBe(users[0].id);
  });

  it('refuses a token of another issuer', async () => {
    const token = await entra.sign({ aud: CLIENT_ID, oid: 'x', preferred_username: users[1].email, scp: 'access_as_user', iss: 'https://login.microsoftonline.com/00000000-0000-0000-0000-000000000000/v2.0' });
    const res = await post(token);
    expect(res.status).toBe(401);
    expect(res.body.error_code).toBe('invalid_access_token');
  });

  it('refuses a token for another audience', async () => {
    const token = await entra.sign({ aud: 'api://someone-else', oid: 'x', preferred_username: users[1].email, scp: 'access_as_user' });
    const res = await post(token);
    expect(res.status).toBe(401);
    expect(res.body.error_code).toBe('invalid_access_token');
  });

  it('refuses an expired token with token_expired', async () => {
    const token = await entra.sign({ aud: CLIENT_ID, oid: 'x', preferred_username: users[1].email, scp: 'access_as_user' }, { expiresIn: Math.floor(Date.now() / 1000) - 600 });
    const res = await post(token);
    expect(res.status).toBe(401);
    expect(res.body.error_code).toBe('token_expired');
  });

  it('refuses a token signed with another key (same kid)', async () => {
    const other = await generateKeyPair('RS256');
    const token = await entra.sign({ aud: CLIENT_ID, oid: 'x', preferred_username: users[1].email, scp: 'access_as_user' }, { key: other.privateKey });
    const res = await post(token);
    expect(res.status).toBe(401);
    expect(res.body.error_code).toBe('invalid_access_token');
  });

  it('refuses a token whose key id is not in the tenant JWKS', async () => {
    const other = await generateKeyPair('RS256');
    const token = await entra.sign({ aud: CLIENT_ID, oid: 'x', preferred_username: users[1].email, scp: 'access_as_user' }, { key: other.privateKey, kid: 'unknown' });
    const res = await post(token);
    expect(res.status).toBe(401);
  });

  it('refuses an app-only token (no delegated scp), even for a known user', async () => {
    const token = await entra.sign({ aud: CLIENT_ID, oid: 'oid-v1-user', roles: ['Portal.Read'], preferred_username: users[0].email });
    const res = await post(token);
    expect(res.status).toBe(401);
    expect(res.body.error_code).toBe('invalid_access_token');
  });

  it('answers sso_user_not_found for an Entra user without a portal account', async () => {
    const token = await entra.sign({ aud: CLIENT_ID, oid: 'oid-stranger', preferred_username: 'stranger@nowhere.example', scp: 'access_as_user' });
    const res = await post(token);
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ message: 'sso_user_not_found', error_code: 'sso_user_not_found' });
  });

  it('offers no browser sign-in without AAD_CLIENT_SECRET (Teams SSO needs none)', async () => {
    const res = await t.http().get('/api/v1/auth/microsoft/login');
    expect(res.status).toBe(404);
    expect(res.body.error_code).toBe('sso_not_configured');
  });

  it('answers 400 for a body without a token', async () => {
    const res = await t.http().post('/api/v1/auth/teams/token').send({});
    expect(res.status).toBe(400);
    expect(res.body.error_code).toBe('provided_invalid_data');
  });
});

describe('without SSO configuration', () => {
  it('answers sso_not_configured and lists no provider', async () => {
    const plain = await startTestApp({ PORTAL_SEED: 'none' });
    try {
      const res = await plain.http().post('/api/v1/auth/teams/token').send({ token: 'x'.repeat(40) });
      expect(res.status).toBe(404);
      expect(res.body.error_code).toBe('sso_not_configured');
      expect((await plain.http().get('/api/v1/auth/providers')).body.providers).toEqual([]);
      expect((await plain.http().get('/api/v1/auth/microsoft/login')).body.error_code).toBe('sso_not_configured');
    } finally {
      await plain.close();
    }
  });
});
