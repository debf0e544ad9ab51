/**
 * The new/edit user form's values, validation (spec 1 §5 User form) and request bodies (spec 1 §7
 * Users: POST /users, PUT /users/{id}).
 *
 * - name, surname, username, e-mail: required, ≤255; e-mail must be e-mail shaped;
 * - role required; the second role, when switched on, is required and differs from the role;
 *   switching it off sends temp_role_id null (clears it);
 * - phone and position ≤255, home and mailing address ≤512, gender man | woman | none; these and the two dates are sent only
 *   by users with users_write_sensitive_info (`sensitive`), '' clears a field;
 * - edit only: an optional new password, refused when not longer than 8 characters (the server
 *   applies the full 12-character policy and answers bad_password);
 * - subscriptions: all on for a new user.
 *
 * The limits are the contract's: {@link validateUserForm} checks the request body with
 * userCreateBody / userUpdateBody (@contracts/users) and maps the issues to the form's messages;
 * only "a switched-on second role must be chosen" is the form's own rule. The dialog runs it as
 * react-hook-form's resolver: `zodResolver(userFormSchema(options))` (issue 10 item 4).
 */
import { SUBSCRIPTION_KEYS, userCreateBody, userUpdateBody, type Subscriptions, type UserInfo, type UserRow } from '@contracts/users';
import { z } from 'zod';

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
  /** 'man' | 'woman' | '' (not given); sensitive (issue 17 item 4). */
  gender: string;
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

export const allSubscriptions = (on = true): Subscriptions =>
  Object.fromEntries(SUBSCRIPTION_KEYS.map((k) => [k, on])) as Subscriptions;

export function emptyUserForm(): UserFormValues {
  return {
    name: '', surname: '', username: '', email: '', role_id: '', hasSecondRole: false, temp_role_id: '',
    phone_number: '', birth_date: '', position: '', start_work_date: '', home_address: '', mailing_address: '', gender: '',
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
    gender: text(u.gender), password: '',
    subscriptions: 'subscriptions' in u ? { ...allSubscriptions(true), ...u.subscriptions } : allSubscriptions(true),
  };
}

const REQUIRED_TEXT = new Set<UserFormField>(['name', 'surname', 'username', 'email']);

/** The form's message for one contract issue of `field`. */
function fieldErrorOf(field: UserFormField, issue: { code: string; maximum?: unknown }, v: UserFormValues): FieldError {
  if (REQUIRED_TEXT.has(field) && !v[field].trim()) return { key: 'required' };
  if (field === 'password') return { key: 'passwordLength' };
  if (field === 'birth_date' || field === 'start_work_date') return { key: 'date' };
  if (field === 'temp_role_id' && issue.code === 'custom') return { key: 'secondRoleSame' };
  if (issue.code === 'too_big') return { key: 'tooLong', max: Number(issue.maximum) };
  if (field === 'email') return { key: 'email' };
  return { key: 'required' };
}

/** Field errors of the form (the contract's checks of the body it sends); empty when it may be sent. */
export function validateUserForm(v: UserFormValues, options: UserFormOptions): UserFormErrors {
  const errors: UserFormErrors = {};
  const schema = options.mode === 'create' ? userCreateBody : userUpdateBody;
  for (const issue of schema.safeParse(userFormBody(v, options)).error?.issues ?? []) {
    const field = String(issue.path[0]) as UserFormField;
    if (field in v && !errors[field]) errors[field] = fieldErrorOf(field, issue, v);
  }
  // The form's own rule: a switched-on second role must be chosen.
  if (v.hasSecondRole && !v.temp_role_id) errors.temp_role_id = { key: 'required' };
  return errors;
}

export const hasErrors = (e: UserFormErrors) => Object.keys(e).length > 0;

/** A {@link FieldError} as a zod issue message: its key, with the limit after a colon (`tooLong:255`). */
const encode = (e: FieldError) => (e.max != null ? `${e.key}:${e.max}` : e.key);

/** The {@link FieldError} a resolver error of {@link userFormSchema} carries (undefined for any other message). */
export function fieldErrorFromMessage(message: string | undefined): FieldError | undefined {
  const [key, max] = (message ?? '').split(':');
  const keys: FieldError['key'][] = ['required', 'tooLong', 'email', 'secondRoleSame', 'passwordLength', 'date'];
  if (!keys.includes(key as FieldError['key'])) return undefined;
  return max ? { key: key as FieldError['key'], max: Number(max) } : { key: key as FieldError['key'] };
}

/**
 * The form's schema for `zodResolver`: the values checked by the contract (through
 * {@link validateUserForm}), each failure an issue on its field with the {@link FieldError} as its
 * message; the output is the request body of {@link userFormBody} (edit: with `id`).
 */
export function userFormSchema(options: UserFormOptions, id?: number) {
  return z
    .custom<UserFormValues>((v) => typeof v === 'object' && v !== null)
    .superRefine((v, ctx) => {
      for (const [field, e] of Object.entries(validateUserForm(v, options))) ctx.addIssue({ code: 'custom', path: [field], message: encode(e) });
    })
    .transform((v) => userFormBody(v, options, id));
}

/** The form's field a server path names (`temp_role_id`, `subscriptions.library` → subscriptions are not marked). */
export function userFieldOf(path: string): UserFormField | undefined {
  const field = path.split('.')[0];
  return field in emptyUserForm() && field !== 'subscriptions' && field !== 'hasSecondRole' ? (field as UserFormField) : undefined;
}

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
    for (const f of ['phone_number', 'position', 'home_address', 'mailing_address', 'birth_date', 'start_work_date', 'gender'] as const) {
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
