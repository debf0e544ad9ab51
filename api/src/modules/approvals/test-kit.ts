/**
 * Helpers for the approval tests (not used by the app): people and roles made through the entities,
 * chains through the admin API, and a test-only request type `test_request` whose objects live in
 * memory (the tests run the server in-process), so the engine can be exercised without any other
 * module. Sign-in uses the demo password.
 */
import type { Agent } from 'supertest';
import type { Permission } from '../../contracts/permissions';
import { DEMO_PASSWORD } from '../../db/seed/demo';
import { hashPassword } from '../../shared/passwords';
import type { TestApp } from '../../test/harness';
import { Role, RolePermission } from '../roles/roles.entities';
import { User } from '../users/users.entities';
import { ChainMapping } from '../chains/chains.entities';
import { ApprovalRequest, RequestHistory } from './approvals.entities';
import { createRequest, transact } from './engine';
import { registerRequestType, RequestTypeRegistration } from './registry';

let seq = 0;
let hash: Promise<string> | null = null;

/** A role with these permissions (closed under nothing: give exactly what the test needs). */
export async function makeRole(t: TestApp, perms: Permission[] = [], name = `Role ${++seq}`): Promise<number> {
  const r = await t.ctx.ds.getRepository(Role).save({ name, description: null, default_role: false });
  if (perms.length) await t.ctx.ds.getRepository(RolePermission).insert(perms.map((permission) => ({ role_id: r.id, permission })));
  return r.id;
}

export interface Person { id: number; email: string; agent: Agent }

/** An active user (demo password) signed in as an agent. */
export async function makeUser(t: TestApp, opts: { roleId: number; managerId?: number | null; tempRoleId?: number | null; locale?: 'en' | 'lt'; name?: string; surname?: string }): Promise<Person> {
  hash ??= hashPassword(DEMO_PASSWORD);
  const n = ++seq;
  const email = `approvals-${n}-${Date.now()}@test.lt`;
  const u = await t.ctx.ds.getRepository(User).save({
    name: opts.name ?? `Tester${n}`, surname: opts.surname ?? `Surname${n}`, username: email, email, password_hash: await hash, role_id: opts.roleId,
    temp_role_id: opts.tempRoleId ?? null, manager_id: opts.managerId ?? null, locale: opts.locale ?? 'en', activated_at: new Date(), is_first_sign_in: false,
  });
  return { id: u.id, email, agent: await t.signIn(email) };
}

/** Creates a chain with items (defaults: request_owner, not spectator) and item tasks through the admin API. */
export async function makeChain(admin: Agent, items: Record<string, unknown>[], tasks: Record<number, string[]> = {}): Promise<{ chainId: number; itemIds: number[] }> {
  const c = await admin.post('/api/v1/chains').send({ name: `Chain ${++seq}` });
  if (c.status !== 201) throw new Error(`chain: ${c.status} ${JSON.stringify(c.body)}`);
  const itemIds: number[] = [];
  for (const [i, item] of items.entries()) {
    const r = await admin.post(`/api/v1/chains/${c.body.id}/items`).send({ name: `Step ${i + 1}`, assignee_type: 'request_owner', ...item });
    if (r.status !== 201) throw new Error(`item: ${r.status} ${JSON.stringify(r.body)}`);
    itemIds.push(r.body.id);
    for (const name of tasks[i] ?? []) await admin.post(`/api/v1/chains/items/${r.body.id}/tasks`).send({ name });
  }
  return { chainId: c.body.id, itemIds };
}

export const TEST_TYPE = 'test_request';
/** Objects of the test type, by id. */
export const testObjects = new Map<number, { title: string; amount: number }>();

/** Registers `test_request` (editable, editable after completion, accounting, module responsible = accounting_notifications holders). */
export function registerTestType(overrides: Partial<RequestTypeRegistration> = {}): void {
  registerRequestType({
    type: TEST_TYPE,
    load: async (_em, id) => testObjects.get(id) ?? null,
    summary: async (_em, r) => ({ title: testObjects.get(r.object_id!)?.title ?? '?', lines: [{ label: 'Amount', value: String(testObjects.get(r.object_id!)?.amount ?? 0) }] }),
    update: async (_em, r, body) => {
      const o = testObjects.get(r.object_id!)!;
      const changes = [];
      if (typeof body.title === 'string' && body.title !== o.title) changes.push({ field: 'title', old: o.title, new: body.title });
      if (typeof body.amount === 'number' && body.amount !== o.amount) changes.push({ field: 'amount', old: o.amount, new: body.amount });
      Object.assign(o, body);
      return changes;
    },
    editAfterCompletion: true,
    accounting: true,
    moduleResponsible: { permission: 'accounting_notifications' },
    ...overrides,
  });
}

/** Maps the test type to a chain (a row the API's enum would not accept). */
export async function mapTestType(t: TestApp, chainId: number | null): Promise<void> {
  await t.ctx.ds.getRepository(ChainMapping).save({ request_name: TEST_TYPE, chain_id: chainId });
}

/** A not-initialized test request of `ownerId`; returns the request id. */
export async function newTestRequest(t: TestApp, ownerId: number, title = `Request ${++seq}`, amount = 100): Promise<number> {
  const objectId = ++seq + 1000;
  testObjects.set(objectId, { title, amount });
  const r = await transact(t.ctx, (em) => createRequest(em, { type: TEST_TYPE, objectId, ownerId, actorId: ownerId }));
  return r.id;
}

/** History of a request, oldest first. */
export function historyOf(t: TestApp, requestId: number) {
  return t.ctx.ds.getRepository(RequestHistory).find({ where: { request_id: requestId }, order: { id: 'ASC' } });
}

/** The stored request row. */
export function requestRow(t: TestApp, requestId: number) {
  return t.ctx.ds.getRepository(ApprovalRequest).findOneByOrFail({ id: requestId });
}
