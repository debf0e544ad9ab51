import { startTestApp, TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('sign-in', () => {
  it('signs in with the right password and reports the first sign-in', async () => {
    const res = await t.http().post('/api/v1/login').send({ email: 'jonas@demo.lt', password: 'Demo-Portal-2026!' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ is_first_sign_in: true });
    expect(typeof res.body.user_id).toBe('number');
    expect(String(res.headers['set-cookie'])).toMatch(/access_token=.*HttpOnly/);
  });

  it('refuses a wrong password with wrong_login_details', async () => {
    const res = await t.http().post('/api/v1/login').send({ email: 'admin@demo.lt', password: 'nope' });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'wrong_login_details', error_code: 'wrong_login_details' });
  });

  it('gives the caller its permissions through the cookie and through a bearer token', async () => {
    const login = await t.http().post('/api/v1/login').send({ email: 'admin@demo.lt', password: 'Demo-Portal-2026!' });
    const res = await t.http().get(`/api/v1/users/${login.body.user_id}/permissions`).set('Authorization', `Bearer ${login.body.access_token}`);
    expect(res.status).toBe(200);
    expect(res.body).toContain('users_write');
  });

  it('replies invalid_access_token without a token', async () => {
    const res = await t.http().get('/api/v1/users/1/permissions');
    expect(res.status).toBe(401);
    expect(res.body.error_code).toBe('invalid_access_token');
  });
});
