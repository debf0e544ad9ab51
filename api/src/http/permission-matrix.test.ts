/**
 * Permission matrix (issue 9): every state-changing route guarded by permissions is called by a
 * user one step below it, whose role holds every permission except what the route needs, and must
 * answer 403 missing_permissions. Generated from the built app's route table, so a new route is
 * covered without anyone remembering.
 *
 * "One step below": for `anyOf`, every listed permission and every permission that implies one of
 * them (spec 1 §6 closure) are left out; for `allOf`, one required permission at a time and every
 * permission that implies it. The role is stored as the role editor would store it (closed).
 */
import type { Agent, Test } from 'supertest';
import { PERMISSIONS, withImplied, type Permission } from '../contracts/permissions';
import { buildRole, buildUser } from '../test/factories';
import { startTestApp, TestApp } from '../test/harness';
import type { Access } from './route';

const PASSWORD = 'Matrix-Pass-2026!';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type RouteRow = { method: string; path: string; access: Access };
const key = (r: RouteRow) => `${r.method.toUpperCase()} ${r.path}`;
/** A concrete url for a declared path: every parameter becomes 1, optional groups are dropped. */
const concrete = (p: string) =>
  p
    .replace(/\{[^}]*\}/g, '')
    .replace(/:\w+/g, '1')
    .replace(/\*\w+/g, '1');

/** Every permission whose closure contains `p` (p itself included). */
const implying = (p: Permission) => PERMISSIONS.filter((q) => withImplied([q]).includes(p));

/** The permission sets to leave out so that a role is one step below `access` (one set per case). */
function stepsBelow(access: { anyOf: Permission[] } | { allOf: Permission[] }): Permission[][] {
  if ('anyOf' in access) return [[...new Set(access.anyOf.flatMap(implying))]];
  return access.allOf.map((p) => implying(p));
}

/** A user (shared factories) whose fresh role holds every permission except `left`, closed; signed in. */
async function personWithout(n: number, left: Permission[]): Promise<Agent> {
  const roleId = await buildRole(t, { name: `Matrix ${n}`, permissions: withImplied(PERMISSIONS.filter((p) => !left.includes(p))) });
  return (await buildUser(t, { roleId, password: PASSWORD, name: 'Matrix', surname: String(n) })).agent;
}

it('refuses every state-changing route to a role one step below the permissions it needs', async () => {
  const routes = t.routes as RouteRow[];
  const stateChanging = routes.filter((r) => r.method !== 'get');
  const guarded = stateChanging.filter((r) => typeof r.access === 'object');
  // Every state-changing route is public, for any signed-in user (the service checks relations) or covered here.
  expect(stateChanging.filter((r) => !(r.access === 'public' || r.access === 'user' || guarded.includes(r))).map(key)).toEqual([]);
  expect(guarded.length).toBeGreaterThan(10);
  expect(guarded.map(key)).toEqual(expect.arrayContaining(['PUT /api/v1/users/:id', 'PUT /api/v1/roles/permissions', 'POST /api/v1/roles/:id/default']));

  // One user per distinct left-out set, signed in once.
  const agents = new Map<string, Agent>();
  const cases: { route: RouteRow; left: Permission[] }[] = [];
  for (const route of guarded) {
    for (const left of stepsBelow(route.access as { anyOf: Permission[] } | { allOf: Permission[] })) {
      const id = [...left].sort().join(',');
      if (!agents.has(id)) agents.set(id, await personWithout(agents.size + 1, left));
      cases.push({ route, left });
    }
  }

  const failures: string[] = [];
  for (const { route, left } of cases) {
    const agent = agents.get([...left].sort().join(','))! as unknown as Record<string, (u: string) => Test>;
    const res = await agent[route.method](concrete(route.path)).send({});
    if (res.status !== 403 || res.body.error_code !== 'missing_permissions') {
      failures.push(`${key(route)} without ${left.join('/')} → ${res.status} ${res.body.error_code ?? ''}`);
    }
  }
  expect(failures).toEqual([]);
  expect(cases.length).toBeGreaterThanOrEqual(guarded.length);
});

it('leaves out what implies a needed permission (the role really is one step below)', () => {
  expect(stepsBelow({ anyOf: ['users_write'] })).toEqual([['users_write', 'users_write_sensitive_info']]);
  expect(stepsBelow({ allOf: ['chain_write', 'settings_read'] })).toEqual([
    ['chain_write', 'settings_write'],
    ['settings_read', 'settings_write'],
  ]);
  const [left] = stepsBelow({ anyOf: ['chain_read'] });
  expect(withImplied(PERMISSIONS.filter((p) => !left.includes(p)))).not.toContain('chain_read');
});
