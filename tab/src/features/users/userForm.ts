/**
 * The new/edit user form's values, validation (spec 1 §5 User form) and request bodies (spec 1 §7
 * Users: POST /users, PUT /users/{id}).
 *
 * - name, surname, username, e-mail: required, ≤255; e-mail must be e-mail shaped;
 * - role required; the second role, when switched on, is required and differs from the role;
 *   switching it off sends temp_role_id null (clears it);
 * - phone and position ≤255, home and mailing address ≤512; these and the two dates are sent only
 *   by users with users_write_sensitive_info (`sensitive`), '' clears a field;
 * - edit only: an optional new password, refused when not longer than 8 characters (the server
 *   applies the full 12-character policy and answers bad_password);
 * - subscriptions: all on for a new user.
 */
import { email as emailSchema, LIMITS } from '@contracts/common';
import { SUBSCRIPTION_KEYS, type Subscriptions, type UserInfo, type UserRow } from '@contracts/users';

export type UserFormMode = 'create' | 'edit';

export interface UserFormValues {
  name: string;
  surname: string;
  username: string;
  email: string;
  /** Selected role id as text ('' = none). */
  role_id: string;
  hasSecondRole: boolean;
  temp_role_id: string;
  phone_number: string;
  birth_date: string;
  position: string;
  start_work_date: string;
  home_address: string;
  mailing_address: string;
  password: string;
  subscriptions: Subscriptions;
}

export type UserFormField = Exclude<keyof UserFormValues, 'subscriptions' | 'hasSecondRole'>;

/** A validation failure: a key of the users namespace under `validation.` and its values. */
export interface FieldError {
  key: 'required' | 'tooLong' | 'email' | 'secondRoleSame' | 'passwordLength' | 'date';
  max?: number;
}
export type UserFormErrors = Partial<Record<UserFormField, FieldError>>;

export interface UserFormOptions {
  mode: UserFormMode;
  /** The editor holds users_write_sensitive_info: sensitive fields are shown and sent. */
  sensitive: boolean;
}

/** Minimum length of a new password in the edit form: longer than 8 (spec 1 §5). */
export const EDIT_PASSWORD_MIN = 9;

export const SENSITIVE_TEXT_LIMITS = {
  phone_number: LIMITS.short,
  position: LIMITS.short,
  home_address: LIMITS.medium,
  mailing_address: LIMITS.medium,
} as const;

export const allSubscriptions = (on = true): Subscriptions =>
  Object.fromEntries(SUBSCRIPTION_KEYS.map((k) => [k, on])) as Subscriptions;

export function emptyUserForm(): UserFormValues {
  return {
    name: '', surname: '', username: '', email: '', role_id: '', hasSecondRole: false, temp_role_id: '',
    phone_number: '', birth_date: '', position: '', start_work_date: '', home_address: '', mailing_address: '',
    password: '', subscriptions: allSubscriptions(true),
  };
}

/** The form filled from a user (GET /users/{id}/info, or a table row before it arrives). */
export function userFormFrom(u: UserRow | UserInfo): UserFormValues {
  const text = (v: string | null | undefined) => v ?? '';
  return {
    name: u.name, surname: u.surname, username: u.username, email: u.email,
    role_id: String(u.role_id), hasSecondRole: u.temp_role_id != null, temp_role_id: u.temp_role_id != null ? String(u.temp_role_id) : '',
    phone_number: text(u.phone_number), birth_date: text(u.birth_date).slice(0, 10), position: text(u.position),
    start_work_date: text(u.start_work_date).slice(0, 10), home_address: text(u.home_address), mailing_address: text(u.mailing_address),
    password: '',
    subscriptions: 'subscriptions' in u ? { ...allSubscriptions(true), ...u.subscriptions } : allSubscriptions(true),
  };
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Field errors of the form; empty when it may be sent. */
export function validateUserForm(v: UserFormValues, { mode, sensitive }: UserFormOptions): UserFormErrors {
  const errors: UserFormErrors = {};
  const required = (field: 'name' | 'surname' | 'username' | 'email') => {
    const s = v[field].trim();
    if (!s) errors[field] = { key: 'required' };
    else if (s.length > LIMITS.short) errors[field] = { key: 'tooLong', max: LIMITS.short };
  };
  required('name');
  required('surname');
  required('username');
  required('email');
  if (!errors.email && !emailSchema.safeParse(v.email.trim()).success) errors.email = { key: 'email' };
  if (!v.role_id) errors.role_id = { key: 'required' };
  if (v.hasSecondRole) {
    if (!v.temp_role_id) errors.temp_role_id = { key: 'required' };
    else if (v.temp_role_id === v.role_id) errors.temp_role_id = { key: 'secondRoleSame' };
  }
  if (sensitive) {
    for (const [field, max] of Object.entries(SENSITIVE_TEXT_LIMITS) as [keyof typeof SENSITIVE_TEXT_LIMITS, number][]) {
      if (v[field].trim().length > max) errors[field] = { key: 'tooLong', max };
    }
    for (const field of ['birth_date', 'start_work_date'] as const) {
      if (v[field] && !DATE.test(v[field])) errors[field] = { key: 'date' };
    }
  }
  if (mode === 'edit' && v.password && v.password.length < EDIT_PASSWORD_MIN) errors.password = { key: 'passwordLength' };
  return errors;
}

export const hasErrors = (e: UserFormErrors) => Object.keys(e).length > 0;

/** The body of POST /users (create) or PUT /users/{id} (edit, with `id`). */
export function userFormBody(v: UserFormValues, { mode, sensitive }: UserFormOptions, id?: number): Record<string, unknown> {
  const body: Record<string, unknown> = {
    name: v.name.trim(),
    surname: v.surname.trim(),
    username: v.username.trim(),
    email: v.email.trim(),
    role_id: Number(v.role_id),
    temp_role_id: v.hasSecondRole && v.temp_role_id ? Number(v.temp_role_id) : null,
    subscriptions: { ...v.subscriptions },
  };
  if (sensitive) {
    for (const f of ['phone_number', 'position', 'home_address', 'mailing_address', 'birth_date', 'start_work_date'] as const) {
      const s = v[f].trim();
      body[f] = s === '' ? (mode === 'create' ? undefined : null) : s;
    }
  }
  if (mode === 'edit') {
    body.id = id;
    if (v.password) body.password = v.password;
  }
  return Object.fromEntries(Object.entries(body).filter(([, x]) => x !== undefined));
}
