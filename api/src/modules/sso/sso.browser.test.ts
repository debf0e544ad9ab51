/**
 * Browser SSO (spec 1 §7 GET /api/v1/auth/{sso}/login and /callback, §8 SSO errors): the real
 * msal-node ConfidentialClientApplication, given authority and cloud discovery metadata through
 * configuration and a network client that routes https://login.microsoftonline.com to a loopback
 * Entra whose token endpoint checks client id and PKCE and returns signed ID tokens.
 */
import request from 'supertest';
import { IsNull, Not } from 'typeorm';
import { startTestApp, type TestApp } from '../../test/harness';
import { User } from '../users/users.entities';
import { CLIENT_ID, startFakeEntra, TENANT, type FakeEntra } from './sso.fixtures';
import { setMsalNetworkClient } from './sso.microsoft';

let entra: FakeEntra;
let t: TestApp;
let users: User[];

beforeAll(async () => {
  entra = await startFakeEntra();
  t = await startTestApp({
    AAD_CLIENT_ID: CLIENT_ID,
    AAD_CLIENT_SECRET: 'test-secret',
    AAD_TENANT_ID: TENANT,
    AAD_AUTHORITY_METADATA: entra.authorityMetadata,
    AAD_CLOUD_DISCOVERY_METADATA: entra.cloudDiscoveryMetadata,
    PUBLIC_URL: 'http://localhost:3978',
  });
  setMsalNetworkClient(t.ctx, entra.networkClient);
  users = await t.ctx.ds.getRepository(User).find({ where: { deleted_at: IsNull(), disabled: false, password_hash: Not(IsNull()) }, order: { id: 'ASC' }, take: 3 });
});
afterAll(async () => {
  await t.close();
  await entra.close();
});

/** Starts a login with a cookie-keeping agent; registers `code` at the fake Entra with the URL's PKCE challenge and nonce. */
async function begin(code: string) {
  const agent = request.agent(t.url);
  const res = await agent.get('/api/v1/auth/microsoft/login');
  expect(res.status).toBe(200);
  const url = new URL(res.body.url);
  entra.expectChallenge(code, url.searchParams.get('code_challenge')!, url.searchParams.get('nonce')!);
  return { agent, url, state: url.searchParams.get('state')! };
}

describe('GET /api/v1/auth/microsoft/login', () => {
  it('returns the tenant authorize URL with code + PKCE S256, state, nonce and the tab callback; sets a signed httpOnly state cookie', async () => {
    const res = await t.http().get('/api/v1/auth/microsoft/login');
    expect(res.status).toBe(200);
    const url = new URL(res.body.url);
    expect(`${url.origin}${url.pathname}`).toBe(`https://login.microsoftonline.com/${TENANT}/oauth2/v2.0/authorize`);
    expect(url.searchParams.get('client_id')).toBe(CLIENT_ID);
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('redirect_uri')).toBe('http://localhost:3978/auth/microsoft/callback');
    expect(url.searchParams.get('state')).toBeTruthy();
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/sso_state=s%3A/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).not.toContain(url.searchParams.get('code_challenge')!);
  });
});

describe('GET /api/v1/auth/microsoft/callback', () => {
  it('signs in: redeems the code with the PKCE verifier, links the oid by e-mail, sets the token cookies', async () => {
    const u = users[1];
    entra.codes.set('good-code', { idClaims: { oid: 'oid-browser-1', preferred_username: u.email, name: `${u.name} ${u.surname}` } });
    const { agent, state } = await begin('good-code');
    const res = await agent.get('/api/v1/auth/microsoft/callback').query({ code: 'good-code', state });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ user_id: u.id, is_first_sign_in: expect.any(Boolean) });
    expect(entra.lastTokenRequest?.get('client_secret')).toBe('test-secret');
    expect((await t.ctx.ds.getRepository(User).findOneByOrFail({ id: u.id })).entra_object_id).toBe('oid-browser-1');
    const perms = await agent.get(`/api/v1/users/${u.id}/permissions`);
    expect(perms.status).toBe(200);
    // The state cookie is single use.
    const again = await agent.get('/api/v1/auth/microsoft/callback').query({ code: 'good-code', state });
    expect(again.body.error_code).toBe('sso_state_cookie_missing');
  });

  it('answers sso_state_cookie_missing without the state cookie', async () => {
    const res = await t.http().get('/api/v1/auth/microsoft/callback').query({ code: 'x', state: 'y' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: 'sso_state_cookie_missing', error_code: 'sso_state_cookie_missing' });
  });

  it('answers sso_state_cookie_missing for a forged (unsigned) cookie', async () => {
    const res = await t.http().get('/api/v1/auth/microsoft/callback').set('Cookie', `sso_state=${encodeURIComponent(JSON.stringify({ state: 'y', nonce: 'n', verifier: 'v' }))}`).query({ code: 'x', state: 'y' });
    expect(res.body.error_code).toBe('sso_state_cookie_missing');
  });

  it('answers sso_state_mismatch when the state differs', async () => {
    entra.codes.set('mismatch-code', { idClaims: { oid: 'o', preferred_username: users[0].email } });
    const { agent } = await begin('mismatch-code');
    const res = await agent.get('/api/v1/auth/microsoft/callback').query({ code: 'mismatch-code', state: 'another-state' });
    expect(res.status).toBe(400);
    expect(res.body.error_code).toBe('sso_state_mismatch');
  });

  it('answers sso_access_token_failure when Entra refuses the code', async () => {
    entra.codes.set('refused-code', { error: 'invalid_grant' });
    const { agent, state } = await begin('refused-code');
    const res = await agent.get('/api/v1/auth/microsoft/callback').query({ code: 'refused-code', state });
    expect(res.status).toBe(502);
    expect(res.body.error_code).toBe('sso_access_token_failure');
  });

  it('answers sso_access_token_failure when the PKCE verifier does not match (code from another login)', async () => {
    entra.codes.set('stolen-code', { idClaims: { oid: 'o', preferred_username: users[0].email } });
    await begin('stolen-code');
    const { agent, state } = await begin('other-code');
    const res = await agent.get('/api/v1/auth/microsoft/callback').query({ code: 'stolen-code', state });
    expect(res.body.error_code).toBe('sso_access_token_failure');
  });

  it('answers sso_access_token_failure when the provider returns an error instead of a code', async () => {
    const { agent, state } = await begin('unused');
    const res = await agent.get('/api/v1/auth/microsoft/callback').query({ error: 'access_denied', state });
    expect(res.body.error_code).toBe('sso_access_token_failure');
  });

  it('answers sso_profile_parse_failed when the ID token carries neither oid nor e-mail', async () => {
    entra.codes.set('empty-profile', { idClaims: { name: 'Nobody' } });
    const { agent, state } = await begin('empty-profile');
    const res = await agent.get('/api/v1/auth/microsoft/callback').query({ code: 'empty-profile', state });
    expect(res.status).toBe(502);
    expect(res.body.error_code).toBe('sso_profile_parse_failed');
  });

  it('answers sso_user_not_found for an Entra user without a portal account', async () => {
    entra.codes.set('stranger-code', { idClaims: { oid: 'oid-stranger-b', preferred_username: 'stranger@nowhere.example' } });
    const { agent, state } = await begin('stranger-code');
    const res = await agent.get('/api/v1/auth/microsoft/callback').query({ code: 'stranger-code', state });
    expect(res.status).toBe(403);
    expect(res.body.error_code).toBe('sso_user_not_found');
  });

  it('answers sso_not_configured for an unknown provider', async () => {
    const res = await t.http().get('/api/v1/auth/google/login');
    expect(res.status).toBe(404);
    expect(res.body.error_code).toBe('sso_not_configured');
  });
});
