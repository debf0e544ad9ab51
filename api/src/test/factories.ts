/**
 * Shared test factories (issue 10 item 5; docs/ARCHITECTURE.md "Layout"): every module's tests build
 * their roles, people, chains, calendar events and approval requests here, with sensible defaults
 * and every field overridable, instead of importing another module's test kit. They write through
 * the same paths the app uses, over the test app's real SQLite database and HTTP server
 * (api/src/test/harness.ts):
 * - roles and users straight through their repositories (spec 1 §3 Role, User);
 * - chains through the administrator's HTTP API (spec 2 §7 chains), so they are stored as the
 *   chain editor stores them;
 * - calendar categories, types and events through their repositories (spec 2 §3);
 * - approval requests through the engine's `createRequest` (not initialized; the test submits).
 *
 * Options in camelCase name the common facts; `fields` takes any other column by its entity name
 * and is applied last. Names, e-mails and titles are unique per process (a counter).
 * The test request type and its helpers live in api/src/test/request-type.ts.
 */
import type { Agent } from 'supertest';
import type { Permission } from '../contracts/permissions';
import { DEMO_PASSWORD } from '../db/seed/demo';
import { ApprovalRequest } from '../modules/approvals/approvals.entities';
import { createRequest, transact } from '../modules/approvals/engine';
import { CalendarEvent, EventCategory, EventType, EventTypeEditFields, type EventStatus } from '../modules/calendar/calendar.entities';
import { Role, RolePermission } from '../modules/roles/roles.entities';
import { User } from '../modules/users/users.entities';
import { hashPassword } from '../shared/passwords';
import type { TestApp } from './harness';
import { mapTestType, TEST_TYPE, testObjects } from './request-type';

let seq = 0;
/** The next number of this process's counter (unique names, e-mails, titles). */
export const nextSeq = (): number => ++seq;

const hashes = new Map<string, Promise<string>>();
/** argon2 hash of `password`, computed once per password (the harness lowers argon2's memory). */
function hashOf(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) hashes.set(password, (hash = hashPassword(password)));
  return hash;
}

/** Options of {@link buildRole}. */
export interface BuildRoleOptions {
  /** Stored exactly as given (not closed under implication: give what the test needs). Default none. */
  permissions?: readonly Permission[];
  /** Default `Role <n>`. */
  name?: string;
  description?: string | null;
  /** Default false. */
  defaultRole?: boolean;
}

/** A role with exactly these permissions, straight in the database; returns its id. */
export async function buildRole(t: TestApp, opts: BuildRoleOptions = {}): Promise<number> {
  const r = await t.ctx.ds
    .getRepository(Role)
    .save({ name: opts.name ?? `Role ${nextSeq()}`, description: opts.description ?? null, default_role: opts.defaultRole ?? false });
  const permissions = opts.permissions ?? [];
  if (permissions.length) await t.ctx.ds.getRepository(RolePermission).insert(permissions.map((permission) => ({ role_id: r.id, permission })));
  return r.id;
}

/** Options of {@link buildUserRecord} and {@link buildUser}. */
export interface BuildUserOptions {
  /** The role; default a fresh role holding `permissions`. */
  roleId?: number;
  /** Permissions of the fresh role made when `roleId` is not given (default none). */
  permissions?: readonly Permission[];
  managerId?: number | null;
  tempRoleId?: number | null;
  /** Default 'en'. */
  locale?: 'en' | 'lt';
  /** Default `Tester<n>`. */
  name?: string;
  /** Default `Surname<n>`. */
  surname?: string;
  /** Default `user<n>@test.lt` (stored as given: pass it lower-case). */
  email?: string;
  /** Default the e-mail. */
  username?: string;
  /** External-system (Navision) id: such users are locked from edits (default none). */
  navisionId?: string | null;
  /** Default false (a disabled user cannot sign in: use {@link buildUserRecord}). */
  disabled?: boolean;
  /**
   * Default the demo password: an activated account past its first sign-in. null: an account
   * as the administrator creates it (no password, not activated, first sign-in ahead).
   */
  password?: string | null;
  /** Any other column (position, birth_date, deleted_at, ...), applied last. */
  fields?: Partial<User>;
}

/** A user row straight in the database (no sign-in, no e-mail); returns the stored entity. */
export async function buildUserRecord(t: TestApp, opts: BuildUserOptions = {}): Promise<User> {
  const n = nextSeq();
  const email = opts.email ?? `user${n}@test.lt`;
  const password = opts.password === undefined ? DEMO_PASSWORD : opts.password;
  return t.ctx.ds.getRepository(User).save({
    name: opts.name ?? `Tester${n}`,
    surname: opts.surname ?? `Surname${n}`,
    username: opts.username ?? email,
    email,
    password_hash: password === null ? null : await hashOf(password),
    role_id: opts.roleId ?? (await buildRole(t, { permissions: opts.permissions })),
    temp_role_id: opts.tempRoleId ?? null,
    manager_id: opts.managerId ?? null,
    navision_id: opts.navisionId ?? null,
    disabled: opts.disabled ?? false,
    locale: opts.locale ?? 'en',
    activated_at: password === null ? null : new Date(),
    is_first_sign_in: password === null,
    ...opts.fields,
  });
}

/** A person of a test: the user's id and e-mail, their role and a supertest agent signed in as them (cookies kept). */
export interface Person {
  id: number;
  email: string;
  roleId: number;
  agent: Agent;
}

/**
 * A user (as {@link buildUserRecord}) signed in over HTTP (POST /api/v1/login) with their password,
 * the demo one by default. A user who cannot sign in (disabled, no password) is made with
 * {@link buildUserRecord} instead.
 */
export async function buildUser(t: TestApp, opts: Omit<BuildUserOptions, 'password'> & { password?: string } = {}): Promise<Person> {
  const u = await buildUserRecord(t, opts);
  return { id: u.id, email: u.email, roleId: u.role_id, agent: await t.signIn(u.email, opts.password ?? DEMO_PASSWORD) };
}

/**
 * A chain item as POST /api/v1/chains/:id/items takes it (spec 2 §7; `assignee_type` one of the
 * contract's AssigneeType values, typed loosely so plain object literals fit); defaults `Step <i>`,
 * request_owner.
 */
export type ChainItemInput = { name?: string; assignee_type?: string; role_id?: number | null } & Record<string, unknown>;

/** Options of {@link buildChain}. */
export interface BuildChainOptions {
  /** Default `Chain <n>`. */
  name?: string;
  /** Task names per item index. */
  tasks?: Record<number, string[]>;
  /** A request type to map the chain to (PATCH /api/v1/chains/mapping; `test_request` straight in the table). */
  mapTo?: string;
}

/**
 * A chain with these items (in order) and item tasks, made through the admin API by `admin` (an
 * agent with chain_write, e.g. `t.signIn('admin@demo.lt')`); returns its id and the items' ids.
 */
export async function buildChain(
  t: TestApp,
  admin: Agent,
  items: ChainItemInput[] = [],
  opts: BuildChainOptions = {},
): Promise<{ chainId: number; itemIds: number[] }> {
  const c = await admin.post('/api/v1/chains').send({ name: opts.name ?? `Chain ${nextSeq()}` });
  if (c.status !== 201) throw new Error(`chain: ${c.status} ${JSON.stringify(c.body)}`);
  const chainId = c.body.id as number;
  const itemIds: number[] = [];
  for (const [i, item] of items.entries()) {
    const r = await admin.post(`/api/v1/chains/${chainId}/items`).send({ name: `Step ${i + 1}`, assignee_type: 'request_owner', ...item });
    if (r.status !== 201) throw new Error(`item: ${r.status} ${JSON.stringify(r.body)}`);
    itemIds.push(r.body.id);
    for (const name of opts.tasks?.[i] ?? []) await admin.post(`/api/v1/chains/items/${r.body.id}/tasks`).send({ name }).expect(201);
  }
  if (opts.mapTo === TEST_TYPE) await mapTestType(t, chainId);
  else if (opts.mapTo)
    await admin
      .patch('/api/v1/chains/mapping')
      .send([{ request_name: opts.mapTo, chain_id: chainId }])
      .expect(200);
  return { chainId, itemIds };
}

/** An event category (spec 2 §3), active; default name `Category <n>`; returns its id. */
export async function buildEventCategory(t: TestApp, opts: { name?: string; description?: string | null; active?: boolean } = {}): Promise<number> {
  const c = await t.ctx.ds
    .getRepository(EventCategory)
    .save({ name: opts.name ?? `Category ${nextSeq()}`, description: opts.description ?? null, active: opts.active ?? true });
  return c.id;
}

/** Options of {@link buildEventType}. */
export interface BuildEventTypeOptions {
  /** Default `Event type <n>`. */
  name?: string;
  /** Default a fresh category. */
  categoryId?: number;
  /** Any other column (unattendance_code, needs_approval, chain_id, address_required, ...), applied last. */
  fields?: Partial<EventType>;
  /** When given, the type's edit-field rights row with these values (the others at their defaults). */
  editFields?: Partial<Omit<EventTypeEditFields, 'event_type_id'>>;
}

/** An event type (spec 2 §3), active, no approval, at the columns' defaults; returns its id. */
export async function buildEventType(t: TestApp, opts: BuildEventTypeOptions = {}): Promise<number> {
  const type = await t.ctx.ds.getRepository(EventType).save({
    name: opts.name ?? `Event type ${nextSeq()}`,
    description: null,
    event_category_id: opts.categoryId ?? (await buildEventCategory(t)),
    ...opts.fields,
  });
  if (opts.editFields) await t.ctx.ds.getRepository(EventTypeEditFields).save({ event_type_id: type.id, ...opts.editFields });
  return type.id;
}

/** Options of {@link buildEvent}. */
export interface BuildEventOptions {
  /** The owner (whose absence it is). */
  ownerId: number;
  /** Default a fresh type (and category). */
  eventTypeId?: number;
  /** Default `Event <n>`. */
  title?: string;
  /** Default 08:00 UTC a week from now. */
  start?: Date;
  /** Default nine hours after the start. */
  end?: Date;
  /** Default 'accepted'. */
  status?: EventStatus;
  /** Default the type's code (the service copies it at creation). */
  unattendanceCode?: string | null;
  substituteId?: number | null;
  /** null = pending (with a substitute), true confirmed, false rejected. */
  substituteConfirmed?: boolean | null;
  workingAddress?: string | null;
  /** Any other column (description, request_id, submitted_by_user_id, ...), applied last. */
  fields?: Partial<CalendarEvent>;
}

/** A calendar event straight in the database (no approval request, no mail); returns the stored entity. */
export async function buildEvent(t: TestApp, opts: BuildEventOptions): Promise<CalendarEvent> {
  const n = nextSeq();
  const eventTypeId = opts.eventTypeId ?? (await buildEventType(t));
  const start = opts.start ?? new Date(Math.floor(Date.now() / 86_400_000 + 7) * 86_400_000 + 8 * 3_600_000);
  const code =
    opts.unattendanceCode !== undefined
      ? opts.unattendanceCode
      : (await t.ctx.ds.getRepository(EventType).findOneByOrFail({ id: eventTypeId })).unattendance_code;
  return t.ctx.ds.getRepository(CalendarEvent).save({
    title: opts.title ?? `Event ${n}`,
    user_id: opts.ownerId,
    event_type_id: eventTypeId,
    date_start: start,
    date_end: opts.end ?? new Date(start.getTime() + 9 * 3_600_000),
    status: opts.status ?? 'accepted',
    unattendance_code: code,
    substitute_id: opts.substituteId ?? null,
    substitute_confirmed: opts.substituteConfirmed ?? null,
    working_address: opts.workingAddress ?? null,
    ...opts.fields,
  });
}

/** Options of {@link buildRequest}. */
export interface BuildRequestOptions {
  /** The owner. */
  ownerId: number;
  /** A registered request type; default `test_request` (register it first with `registerTestType`). */
  type?: string;
  /** Who created it; default the owner (another actor = filed on the owner's behalf). */
  actorId?: number;
  /** The type's object; default for `test_request` a fresh in-memory object, else none. */
  objectId?: number | null;
  /** Title of the fresh `test_request` object; default `Request <n>`. */
  title?: string;
  /** Amount of the fresh `test_request` object; default 100. */
  amount?: number;
  /** Any other column of the stored request (status, chain_id, completion_date, ...), applied last. */
  fields?: Partial<ApprovalRequest>;
}

/** A not-initialized approval request made by the engine (history `created`, summary stored); returns its id. */
export async function buildRequest(t: TestApp, opts: BuildRequestOptions): Promise<number> {
  const type = opts.type ?? TEST_TYPE;
  let objectId = opts.objectId ?? null;
  if (opts.objectId === undefined && type === TEST_TYPE) {
    objectId = nextSeq() + 1000;
    testObjects.set(objectId, { title: opts.title ?? `Request ${nextSeq()}`, amount: opts.amount ?? 100 });
  }
  const r = await transact(t.ctx, (em) => createRequest(em, { type, objectId, ownerId: opts.ownerId, actorId: opts.actorId ?? opts.ownerId }));
  if (opts.fields) await t.ctx.ds.getRepository(ApprovalRequest).update(r.id, opts.fields);
  return r.id;
}
