/**
 * Users (spec 1 §3 User, Subscriptions, Setting-history entry, Birthday entry; §5 User form; §7 Users).
 * Shared by the api (validation, OpenAPI) and the tab (forms, types) as `@contracts/users`.
 *
 * Optional fields of the bodies keep `undefined` when absent (PUT leaves them unchanged) and turn
 * an empty string into `null` (clears the field).
 */
import { z } from 'zod';
import { pagingQuery } from '../http/paging';
import { email, isoDate, LIMITS } from './common';
import { relative } from './relatives';

/** Subscription keys (spec 1 §3); all true for a new user. */
/** The languages of the interface, e-mails and Teams messages. */
export const LOCALES = ['en', 'lt'] as const;
/** The settings-history key whose value (en | lt) also sets the language of the caller's e-mails and Teams messages. */
export const LOCALE_SETTING = 'locale';

export const SUBSCRIPTION_KEYS = [
  'library', 'conferences', 'guests', 'job_positions', 'announcements',
  'birthday_congratulations', 'consent_to_be_photographed',
] as const;
export type SubscriptionName = (typeof SUBSCRIPTION_KEYS)[number];

/** Fields shown and written only with users_read_sensitive_info / users_write_sensitive_info (spec 1 §5, §6). */
export const SENSITIVE_FIELDS = ['phone_number', 'birth_date', 'position', 'start_work_date', 'home_address', 'mailing_address', 'gender'] as const;
export type SensitiveField = (typeof SENSITIVE_FIELDS)[number];

/** Genders a user may have (issue 17 item 4: optional, HR-managed, used by the statistics' gender shares). */
export const GENDERS = ['man', 'woman'] as const;
export type Gender = (typeof GENDERS)[number];

/** Further HR fields that are read together with the sensitive ones (never written by these forms). */
export const SENSITIVE_READ_ONLY_FIELDS = ['working_address', 'contract_end_date', 'probation_end_date'] as const;

const requiredText = z.string().trim().min(1, 'required').max(LIMITS.short);
/** Optional text: absent → undefined (unchanged), '' or null → null (cleared). */
const optText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .optional()
    .transform((s) => (s === undefined ? undefined : s || null));
const optDate = z.preprocess((v) => (v === '' ? null : v), isoDate.nullable().optional());
const optId = z.number().int().positive().nullable().optional();

export const subscriptions = z.object({
  library: z.boolean(),
  conferences: z.boolean(),
  guests: z.boolean(),
  job_positions: z.boolean(),
  announcements: z.boolean(),
  birthday_congratulations: z.boolean(),
  consent_to_be_photographed: z.boolean(),
});
export type Subscriptions = z.infer<typeof subscriptions>;

const userFields = {
  name: requiredText,
  surname: requiredText,
  username: requiredText,
  email,
  role_id: z.number({ error: 'role is required' }).int().positive(),
  /** Second role; null removes it. */
  temp_role_id: optId,
  manager_id: optId,
  start_work_date: optDate,
  birth_date: optDate,
  phone_number: optText(LIMITS.short),
  position: optText(LIMITS.short),
  home_address: optText(LIMITS.medium),
  mailing_address: optText(LIMITS.medium),
  /** Optional (sensitive): absent → unchanged, '' or null → cleared. */
  gender: z.preprocess((v) => (v === '' ? null : v), z.enum(GENDERS).nullable().optional()),
  /** Partial: missing keys are true on create and unchanged on update. */
  subscriptions: subscriptions.partial().optional(),
  /** Create: false skips the activation e-mail. */
  should_send_email: z.boolean().optional(),
};

const secondRoleDiffers = (b: { role_id: number; temp_role_id?: number | null }) => !b.temp_role_id || b.temp_role_id !== b.role_id;
const secondRoleIssue = { message: 'second role must differ from the role', path: ['temp_role_id'] };

/** POST /users (spec 1 §5 User form). */
export const userCreateBody = z.object(userFields).refine(secondRoleDiffers, secondRoleIssue);
export type UserCreateBody = z.infer<typeof userCreateBody>;

/** PUT /users/{id}: as create plus id and an optional new password (edit check: longer than 8). */
export const userUpdateBody = z
  .object({
    ...userFields,
    id: z.number().int().positive().optional(),
    password: z.preprocess(
      (v) => (v === '' || v === null ? undefined : v),
      z.string().min(9, 'password length must be greater than 8').max(128).optional(),
    ),
  })
  .refine(secondRoleDiffers, secondRoleIssue);
export type UserUpdateBody = z.infer<typeof userUpdateBody>;

export const USER_SORTS = ['id', 'name', 'surname', 'username', 'email', 'role_name', 'position'] as const;

/** GET /users: paging, search (name, surname, e-mail, username, position) and sort. */
export const userListQuery = pagingQuery.extend({
  sort: z.enum(USER_SORTS).optional(),
  order: z.enum(['asc', 'desc']).optional(),
});
export type UserListQuery = z.infer<typeof userListQuery>;

const sensitiveRead = {
  phone_number: z.string().nullable().optional(),
  birth_date: z.string().nullable().optional(),
  position: z.string().nullable().optional(),
  start_work_date: z.string().nullable().optional(),
  home_address: z.string().nullable().optional(),
  mailing_address: z.string().nullable().optional(),
  /** 'man' | 'woman' | null. */
  gender: z.string().nullable().optional(),
  working_address: z.string().nullable().optional(),
  contract_end_date: z.string().nullable().optional(),
  probation_end_date: z.string().nullable().optional(),
};

/**
 * What the caller may do to this user (users.policy `abilitiesOn`), so the tab shows only what the
 * server allows: edit (users_write, not an external user), delete (and not oneself), edit_relationships
 * (manager and subordinates), and — only when the user holds no permission the caller lacks —
 * edit_role (also roles_write), edit_email and set_password.
 */
export const userAbilities = z.object({
  edit: z.boolean(),
  delete: z.boolean(),
  edit_relationships: z.boolean(),
  edit_role: z.boolean(),
  edit_email: z.boolean(),
  set_password: z.boolean(),
});
export type UserAbilities = z.infer<typeof userAbilities>;

/** A row of the users table; sensitive keys only with users_read_sensitive_info, `manager` only with employee_relationships_read. */
export const userRow = z.object({
  id: z.number().int(),
  name: z.string(),
  surname: z.string(),
  username: z.string(),
  email: z.string(),
  role_id: z.number().int(),
  role_name: z.string().nullable(),
  temp_role_id: z.number().int().nullable(),
  temp_role_name: z.string().nullable(),
  manager_id: z.number().int().nullable(),
  /** "Name Surname" of the manager. */
  manager: z.string().nullable().optional(),
  navision_id: z.string().nullable(),
  disabled: z.boolean(),
  activated: z.boolean(),
  ...sensitiveRead,
  /** The caller's abilities on this user. */
  can: userAbilities,
});
export type UserRow = z.infer<typeof userRow>;

export const personRef = z.object({ id: z.number().int(), name: z.string(), surname: z.string() });
export type PersonRef = z.infer<typeof personRef>;

/** GET /users/{id}/info. */
export const userInfo = userRow.omit({ manager: true }).extend({
  subscriptions,
  permissions: z.array(z.string()),
  manager: personRef.nullable(),
  subordinates: z.array(personRef),
  is_manager: z.boolean(),
  is_assigned_to_chain: z.boolean(),
  active_substitutions: z.array(z.object({ start_date: z.string(), end_date: z.string() })),
  is_first_sign_in: z.boolean(),
  /**
   * Computed live: the user still has to go through /entry-page (first sign-in, or an entry-page
   * policy document whose latest update they have not signed). The tab's guard reads it (spec 3 §5 Entry page).
   */
  entry_page_required: z.boolean(),
  should_send_email: z.boolean(),
  /**
   * The language of the user's e-mails and Teams messages: the tab's own choice (kept locally, spec 1
   * intro) mirrored by POST /users/settings with id `locale`.
   */
  locale: z.enum(LOCALES),
  /** The owner and users_read_sensitive_info see them; others get [] (spec 1 §6). */
  relatives: z.array(relative),
});
export type UserInfo = z.infer<typeof userInfo>;

export const responsibilities = z.object({ is_manager: z.boolean(), subordinates_count: z.number().int(), is_assigned_to_chain: z.boolean() });

export const subordinateItem = personRef.extend({ email: z.string(), position: z.string().nullable() });

/** PUT /users/{id}/subordinates: exactly these become the direct subordinates. */
export const subordinatesBody = z.object({
  subordinates: z.array(z.number().int().positive()).max(5000).refine((a) => new Set(a).size === a.length, 'ids must be unique'),
});

/** PUT /users/{id}/subscribe: partial. */
export const subscribeBody = z.object({ subscriptions: subscriptions.partial() });

/**
 * POST /users/settings: one choice appended to the caller's settings history (`id` is the setting key);
 * with id `locale` the value must be en or lt.
 */
export const settingBody = z
  .object({
    id: z.string().trim().min(1).max(100),
    checked: z.boolean(),
    value: z.string().max(LIMITS.short).nullable().optional().transform((v) => v ?? null),
    time: z.iso.datetime({ offset: true, error: 'must be an ISO instant' }),
  })
  .refine((b) => b.id !== LOCALE_SETTING || (LOCALES as readonly (string | null)[]).includes(b.value), { path: ['value'], message: 'must be en or lt' });
export type SettingBody = z.infer<typeof settingBody>;

export const settingEntry = z.object({ checked: z.boolean(), value: z.string().nullable(), time: z.string() });
export type SettingEntry = z.infer<typeof settingEntry>;

/** POST /users/export: optional search like the list. */
export const exportBody = z.object({ q: z.string().trim().max(LIMITS.short).optional() }).optional();
export const exportReply = z.object({ file: z.string(), name: z.string() });

/** GET /users/birthdays/upcoming (spec 1 §3 Birthday entry). */
export const birthdayEntry = z.object({
  employee_name: z.string(),
  /** This year's or next year's date, YYYY-MM-DD. */
  birthday_date: z.string(),
  manager_name: z.string().nullable(),
  consent_to_be_congratulated_publicly: z.boolean(),
});
export type BirthdayEntry = z.infer<typeof birthdayEntry>;
