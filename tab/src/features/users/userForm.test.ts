import { userCreateBody, userUpdateBody } from '@contracts/users';
import { emptyUserForm, fieldErrorFromMessage, userFieldOf, userFormBody, userFormFrom, userFormSchema, validateUserForm, type UserFormValues } from './userForm';

const valid = (over: Partial<UserFormValues> = {}): UserFormValues => ({
  ...emptyUserForm(),
  name: 'Jonas', surname: 'Jonaitis', username: 'jonas', email: 'jonas@demo.lt', role_id: '2',
  ...over,
});
const create = { mode: 'create' as const, sensitive: false };
const edit = { mode: 'edit' as const, sensitive: true };

describe('user form validation (spec 1 §5)', () => {
  it('accepts a complete form', () => {
    expect(validateUserForm(valid(), create)).toEqual({});
  });

  it('requires name, surname, username, e-mail and role', () => {
    expect(validateUserForm({ ...emptyUserForm(), name: '   ' }, create)).toEqual({
      name: { key: 'required' }, surname: { key: 'required' }, username: { key: 'required' }, email: { key: 'required' }, role_id: { key: 'required' },
    });
  });

  it('limits names to 255 characters and addresses to 512', () => {
    const e = validateUserForm(valid({ surname: 'x'.repeat(256), home_address: 'a'.repeat(513), mailing_address: 'a'.repeat(512), position: 'p'.repeat(256) }), edit);
    expect(e).toEqual({ surname: { key: 'tooLong', max: 255 }, home_address: { key: 'tooLong', max: 512 }, position: { key: 'tooLong', max: 255 } });
    expect(validateUserForm(valid({ name: 'x'.repeat(255) }), create)).toEqual({});
  });

  it('ignores sensitive fields for editors without users_write_sensitive_info', () => {
    expect(validateUserForm(valid({ home_address: 'a'.repeat(600) }), create)).toEqual({});
  });

  it('checks the e-mail shape', () => {
    expect(validateUserForm(valid({ email: 'jonas@' }), create).email).toEqual({ key: 'email' });
    expect(validateUserForm(valid({ email: 'no at sign' }), create).email).toEqual({ key: 'email' });
  });

  it('requires a second role different from the role when switched on', () => {
    expect(validateUserForm(valid({ hasSecondRole: true }), create).temp_role_id).toEqual({ key: 'required' });
    expect(validateUserForm(valid({ hasSecondRole: true, temp_role_id: '2' }), create).temp_role_id).toEqual({ key: 'secondRoleSame' });
    expect(validateUserForm(valid({ hasSecondRole: true, temp_role_id: '3' }), create)).toEqual({});
    expect(validateUserForm(valid({ hasSecondRole: false, temp_role_id: '2' }), create)).toEqual({});
  });

  it('refuses a new password not longer than 8 characters, only when editing and only when given', () => {
    expect(validateUserForm(valid({ password: '12345678' }), edit).password).toEqual({ key: 'passwordLength' });
    expect(validateUserForm(valid({ password: '123456789' }), edit)).toEqual({});
    expect(validateUserForm(valid({ password: '' }), edit)).toEqual({});
  });
});

describe('user form bodies', () => {
  it('builds a create body the api contract accepts, with all subscriptions on', () => {
    const body = userFormBody(valid(), create);
    expect(body).not.toHaveProperty('phone_number');
    expect(body).not.toHaveProperty('password');
    const parsed = userCreateBody.parse(body);
    expect(Object.values(parsed.subscriptions ?? {}).every(Boolean)).toBe(true);
    expect(parsed.temp_role_id).toBeNull();
  });

  it('clears the second role when it is switched off and clears emptied sensitive fields', () => {
    const form = valid({ hasSecondRole: false, temp_role_id: '3', phone_number: '', position: 'Lead' });
    const body = userFormBody(form, edit, 7);
    expect(body).toMatchObject({ id: 7, temp_role_id: null, phone_number: null, position: 'Lead' });
    expect(userUpdateBody.parse(body).temp_role_id).toBeNull();
  });

  it('sends the gender with the sensitive fields and clears it when emptied (issue 17 item 4)', () => {
    expect(userCreateBody.parse(userFormBody(valid({ gender: 'woman' }), { ...create, sensitive: true })).gender).toBe('woman');
    expect(userFormBody(valid({ gender: '' }), edit, 7)).toMatchObject({ gender: null });
    expect(userFormBody(valid({ gender: 'man' }), { mode: 'edit', sensitive: false }, 7)).not.toHaveProperty('gender');
  });

  it('sends the password only when one is typed', () => {
    expect(userFormBody(valid({ password: 'Long-enough-1!' }), edit, 1)).toHaveProperty('password', 'Long-enough-1!');
    expect(userFormBody(valid(), edit, 1)).not.toHaveProperty('password');
  });

  it('fills the form from a user', () => {
    const form = userFormFrom({
      id: 1, name: 'A', surname: 'B', username: 'ab', email: 'a@b.lt', role_id: 2, role_name: 'R', temp_role_id: 3, temp_role_name: 'S',
      manager_id: null, navision_id: null, disabled: false, activated: true, birth_date: '1990-01-02T00:00:00.000Z', phone_number: null,
      can: { edit: true, delete: true, edit_relationships: false, edit_role: false, edit_email: true, set_password: true },
    });
    expect(form).toMatchObject({ role_id: '2', hasSecondRole: true, temp_role_id: '3', birth_date: '1990-01-02', phone_number: '' });
    expect(Object.values(form.subscriptions).every(Boolean)).toBe(true);
  });
});

describe('user form schema (the resolver of the dialog)', () => {
  it('puts each contract failure on its field and outputs the request body', () => {
    const bad = userFormSchema(create).safeParse(valid({ surname: 'x'.repeat(256), email: 'jonas@', hasSecondRole: true }));
    const byField = Object.fromEntries((bad.error?.issues ?? []).map((i) => [String(i.path[0]), fieldErrorFromMessage(i.message)]));
    expect(byField).toEqual({ surname: { key: 'tooLong', max: 255 }, email: { key: 'email' }, temp_role_id: { key: 'required' } });
    expect(userFormSchema(edit, 4).parse(valid({ password: 'Long-enough-1!' }))).toMatchObject({ id: 4, name: 'Jonas', role_id: 2, password: 'Long-enough-1!' });
  });

  it('maps server paths to the form fields', () => {
    expect(userFieldOf('temp_role_id')).toBe('temp_role_id');
    expect(userFieldOf('email')).toBe('email');
    expect(userFieldOf('subscriptions.library')).toBeUndefined();
    expect(userFieldOf('manager_id')).toBeUndefined();
  });
});
