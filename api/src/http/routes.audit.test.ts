/**
 * Permission audit over every declared api route: only the allow-listed sign-in and password-link
 * routes are public; every other route refuses a caller without a valid token (401), and a route
 * guarded by permissions refuses a signed-in employee who lacks them (403 missing_permissions).
 * A new route shows up here automatically.
 */
import { withImplied } from '../contracts/permissions';
import { EMPLOYEE_PERMISSIONS } from '../db/seed/demo-roles';
import { startTestApp, TestApp } from '../test/harness';
import { allowed } from './route';

/** The public routes, `METHOD path` with parameters written `:param`. */
const PUBLIC_ROUTES = new Set([
  'POST /api/v1/login',
  'POST /api/v1/logout',
  'GET /api/v1/token/refresh',
  'POST /api/v1/users/reset/password',
  'POST /api/v1/users/activate',
  'GET /api/v1/users/attributes/password/:param',
  'POST /api/v1/users/attributes/password',
  // Single sign-on (spec 1 §7): the login page lists providers, then redirect and callback, all before any token exists.
  'GET /api/v1/auth/providers',
  'GET /api/v1/auth/:param/login',
  'GET /api/v1/auth/:param/callback',
  // Teams tab SSO: the tab exchanges its Entra ID token (validated by the route) for a portal session.
  'POST /api/v1/auth/teams/token',
]);

const key = (r: { method: string; path: string }) => `${r.method.toUpperCase()} ${r.path.replace(/:\w+/g, ':param')}`;
/** A concrete url for a declared path: every parameter becomes 1, optional groups are dropped. */
const concrete = (p: string) => p.replace(/\{[^}]*\}/g, '').replace(/:\w+/g, '1').replace(/\*\w+/g, '1');

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const call = (method: string, url: string) => (t.http() as unknown as Record<string, (u: string) => import('supertest').Test>)[method](url);

it('declares routes (the audit is not empty)', () => {
  expect(t.routes.length).toBeGreaterThan(15);
  expect(t.routes.map(key)).toEqual(expect.arrayContaining(['POST /api/v1/login', 'GET /api/v1/users/:param/permissions', 'PUT /api/v1/roles/permissions']));
});

it('makes only the allow-listed routes public', () => {
  const unexpected = t.routes.filter((r) => r.access === 'public' && !PUBLIC_ROUTES.has(key(r))).map(key);
  expect(unexpected).toEqual([]);
});

it('answers 401 to every non-public route called without a token or with a garbage one', async () => {
  const failures: string[] = [];
  for (const r of t.routes.filter((x) => x.access !== 'public')) {
    const url = concrete(r.path);
    const bare = await call(r.method, url).send({});
    if (bare.status !== 401 || bare.body.error_code !== 'invalid_access_token') failures.push(`${key(r)} without token → ${bare.status} ${bare.body.error_code}`);
    const garbage = await call(r.method, url).set('Authorization', 'Bearer garbage').set('Cookie', 'access_token=garbage').send({});
    if (garbage.status !== 401) failures.push(`${key(r)} with a garbage token → ${garbage.status}`);
  }
  expect(failures).toEqual([]);
});

it('answers 403 missing_permissions to a signed-in employee on every route guarded by permissions the employee lacks', async () => {
  const employee = new Set(withImplied(EMPLOYEE_PERMISSIONS));
  const agent = await t.signIn('tomas@demo.lt');
  const guarded = t.routes.filter((r) => typeof r.access === 'object' && !allowed(r.access, employee));
  expect(guarded.length).toBeGreaterThan(5);
  const failures: string[] = [];
  for (const r of guarded) {
    const res = await (agent as unknown as Record<string, (u: string) => import('supertest').Test>)[r.method](concrete(r.path)).send({});
    if (res.status !== 403 || res.body.error_code !== 'missing_permissions') failures.push(`${key(r)} → ${res.status} ${res.body.error_code}`);
  }
  expect(failures).toEqual([]);
});
