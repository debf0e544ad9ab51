/**
 * The users module's reply shapes (spec 1 §3 User, Subscriptions, Setting-history entry, Birthday
 * entry; §7 Users), typed by the contracts in api/src/contracts/users.ts. Services load rows and
 * decide (users.policy); these functions only shape, and nothing else in the module builds a reply
 * object. The route layer checks every reply against the same contracts outside production.
 */
import {
  SENSITIVE_FIELDS,
  SENSITIVE_READ_ONLY_FIELDS,
  SUBSCRIPTION_KEYS,
  type BirthdayEntry,
  type PersonRef,
  type SettingEntry,
  type Subscriptions,
  type UserAbilities,
  type UserInfo,
  type UserRow,
} from '../../contracts/users';
import type { RelativeView } from '../../contracts/relatives';
import type { SubscriptionKey, UserSettingHistory } from './users.entities';

/** A raw row of users.service `rowsQuery`: user columns by name plus role_name, temp_role_name, manager_name, manager_surname. */
export type RawRow = Record<string, unknown>;

/** A users row without the caller's abilities (the export sheet). */
export type UserFields = Omit<UserRow, 'can'>;

const num = (v: unknown) => (v == null ? null : Number(v));
const str = (v: unknown) => (v == null ? null : String(v));

/** Entity column of a subscription key: `library` → `sub_library`. */
export const subColumn = (k: SubscriptionKey) => `sub_${k}` as const;

/** The subscriptions object of a user row or entity (`sub_*` columns, 0/1 or booleans). */
export function presentSubscriptions(u: Record<string, unknown>): Subscriptions {
  return Object.fromEntries(SUBSCRIPTION_KEYS.map((k) => [k, Boolean(u[subColumn(k)])])) as Subscriptions;
}

/** `{ id, name, surname }` of a user. */
export const presentPerson = (u: { id: number; name: string; surname: string }): PersonRef => ({ id: u.id, name: u.name, surname: u.surname });

/**
 * The fields of a users row as the caller may read them: `sensitive` adds the HR fields,
 * `managerName` the manager's "Name Surname" (users.policy canReadSensitive / canReadRelationships).
 */
export function presentUserFields(raw: RawRow, opts: { sensitive: boolean; managerName: boolean }): UserFields {
  const row: UserFields = {
    id: Number(raw.id),
    name: String(raw.name),
    surname: String(raw.surname),
    username: String(raw.username),
    email: String(raw.email),
    role_id: Number(raw.role_id),
    role_name: str(raw.role_name),
    temp_role_id: num(raw.temp_role_id),
    temp_role_name: str(raw.temp_role_name),
    manager_id: num(raw.manager_id),
    navision_id: str(raw.navision_id),
    disabled: Boolean(raw.disabled),
    activated: raw.activated_at != null,
  };
  if (opts.managerName) row.manager = raw.manager_id == null ? null : `${raw.manager_name} ${raw.manager_surname}`;
  if (opts.sensitive) for (const f of [...SENSITIVE_FIELDS, ...SENSITIVE_READ_ONLY_FIELDS]) row[f] = str(raw[f]);
  return row;
}

/** A row of GET /users: {@link presentUserFields} with the caller's abilities on the user (users.policy abilitiesOn). */
export function presentUserRow(raw: RawRow, opts: { sensitive: boolean; managerName: boolean; can: UserAbilities }): UserRow {
  return { ...presentUserFields(raw, opts), can: opts.can };
}

/** What GET /users/{id}/info adds to a row, loaded by the service. */
export interface UserInfoFacts {
  sensitive: boolean;
  /** The user's relatives when the caller may see them, else []. */
  relatives: RelativeView[];
  can: UserAbilities;
  permissions: string[];
  /** The caller may see the user's manager and subordinates (employee_relationships_read, or oneself); else null and []. */
  relationships: boolean;
  subordinates: PersonRef[];
  is_assigned_to_chain: boolean;
  active_substitutions: { start_date: string; end_date: string }[];
  /** Some entry-page policy document's latest update is unsigned by the user. */
  unsigned_entry_page_documents: boolean;
}

/**
 * GET /users/{id}/info: the row, subscriptions, effective permissions, flags, the manager and subordinates
 * when the caller may see them (spec 1 §6: employee_relationships_read; `is_manager` either way) and the
 * relatives the caller may see (users.relatives.policy).
 */
export function presentUserInfo(raw: RawRow, facts: UserInfoFacts): UserInfo {
  return {
    ...presentUserFields(raw, { sensitive: facts.sensitive, managerName: false }),
    can: facts.can,
    subscriptions: presentSubscriptions(raw),
    permissions: facts.permissions,
    manager: !facts.relationships || raw.manager_id == null ? null : { id: Number(raw.manager_id), name: String(raw.manager_name), surname: String(raw.manager_surname) },
    subordinates: facts.relationships ? facts.subordinates.map(presentPerson) : [],
    is_manager: facts.subordinates.length > 0,
    is_assigned_to_chain: facts.is_assigned_to_chain,
    active_substitutions: facts.active_substitutions,
    is_first_sign_in: Boolean(raw.is_first_sign_in),
    entry_page_required: Boolean(raw.is_first_sign_in) || facts.unsigned_entry_page_documents,
    should_send_email: Boolean(raw.should_send_email),
    locale: raw.locale === 'lt' ? 'lt' : 'en',
    relatives: facts.relatives,
  };
}

/** GET /users/{id}/responsibilities. */
export const presentResponsibilities = (subordinatesCount: number, isAssignedToChain: boolean) => ({
  is_manager: subordinatesCount > 0,
  subordinates_count: subordinatesCount,
  is_assigned_to_chain: isAssignedToChain,
});

/** An item of GET /users/{id}/subordinates: `{ id, name, surname, email, position }`. */
export const presentSubordinate = (u: { id: number; name: string; surname: string; email: string; position: string | null }) => ({
  ...presentPerson(u),
  email: u.email,
  position: u.position,
});

/** A settings-history entry: `{ checked, value, time (ISO instant) }`. */
export const presentSettingEntry = (h: UserSettingHistory): SettingEntry => ({
  checked: Boolean(h.checked),
  value: h.value,
  time: new Date(h.time).toISOString(),
});

/** A birthday entry: "Name Surname", the next birthday, the manager's "Name Surname" or null, the consent. */
export const presentBirthday = (
  u: { name: string; surname: string; m_name: string | null; m_surname: string | null; consent: unknown },
  date: string,
): BirthdayEntry => ({
  employee_name: `${u.name} ${u.surname}`,
  birthday_date: date,
  manager_name: u.m_name == null ? null : `${u.m_name} ${u.m_surname}`,
  consent_to_be_congratulated_publicly: Boolean(u.consent),
});
