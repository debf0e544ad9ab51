/**
 * The user form shows only what the server allows (issue 9 item 2 in the tab; users.policy and
 * roles.policy `can`): locked role pickers, e-mail and password for a user who outranks the editor,
 * roles beyond the editor offered disabled. Presentational component, jsdom, English texts.
 */
import { screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { renderWithProviders } from '../../test/providers';
import type { Role } from '../roles/rolesApi';
import { emptyUserForm, type UserFormValues } from './userForm';
import { UserFormFields, type UserFormLocks } from './UserFormFields';

const roles: Role[] = [
  { id: 1, name: 'Employee', description: null, default_role: true, users_count: 3, can: { edit: true, delete: true, assign: true } },
  { id: 2, name: 'Administrator', description: null, default_role: false, users_count: 1, can: { edit: false, delete: false, assign: false } },
];

function Form({ mode, locks }: { mode: 'create' | 'edit'; locks: UserFormLocks }) {
  const { control } = useForm<UserFormValues>({ defaultValues: { ...emptyUserForm(), role_id: '1', email: 'a@b.lt' } });
  return <UserFormFields mode={mode} locks={locks} control={control} errors={{}} roles={roles} sensitive={false} onSecondRole={() => undefined} />;
}

function renderForm(mode: 'create' | 'edit', locks: UserFormLocks) {
  renderWithProviders(<Form mode={mode} locks={locks} />);
}

describe('UserFormFields locks', () => {
  it('locks roles and e-mail, hides the password and says why for a user who outranks the editor', () => {
    renderForm('edit', { roles: true, email: true, password: true, note: 'This user holds permissions you do not have.' });
    expect(screen.getByText('This user holds permissions you do not have.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /^Role/ })).toBeDisabled();
    expect(screen.getByRole('switch')).toBeDisabled();
    expect(screen.getByRole('textbox', { name: /E-mail/i })).toBeDisabled();
    expect(screen.queryByRole('region', { name: 'Password' })).not.toBeInTheDocument();
  });

  it('lets an editor with roles_write pick only roles within their permissions', () => {
    renderForm('edit', { roles: false, email: false, password: false });
    expect(screen.getByRole('combobox', { name: /^Role/ })).toBeEnabled();
    expect(screen.getByRole('option', { name: 'Employee' })).toBeEnabled();
    expect(screen.getByRole('option', { name: 'Administrator (beyond your permissions)' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: /E-mail/i })).toBeEnabled();
    expect(screen.getByRole('region', { name: 'Password' })).toBeInTheDocument();
  });
});
