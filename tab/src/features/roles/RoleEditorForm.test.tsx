/** The role editor (spec 1 §4 Role editing): the stored role shown, the contract's limits at the fields, at least one permission, the PUT body. */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders, stubFetch } from '../../test/providers';
import { RoleEditorForm } from './RoleEditorForm';
import type { PermissionCatalogue, RoleWithPermissions } from './rolesApi';

jest.mock('../../app/auth', () => ({ useAuth: () => ({ userId: 7, can: () => true, refresh: async () => undefined }) }));

const catalogue: PermissionCatalogue = {
  groups: [{ group: 'users', permissions: [{ name: 'users_read', display_name: 'Users read' }, { name: 'roles_read', display_name: 'Roles read' }] }],
  implications: {},
};
const role: RoleWithPermissions = {
  id: 4, name: 'HR', description: 'People team', default_role: false, users_count: 2, can: { edit: true, delete: true, assign: true },
  permissions: [{ name: 'users_read', display_name: 'Users read' }],
};

it('shows the stored role, refuses a too long name and no permissions, and saves the trimmed role', async () => {
  const calls = stubFetch({ 'PUT /api/v1/roles/permissions': { message: 'ok' } });
  renderWithProviders(<RoleEditorForm role={role} catalogue={catalogue} canWrite />);
  const name = screen.getByRole('textbox', { name: /Name/ });
  expect(name).toHaveValue('HR');
  expect(screen.getByRole('textbox', { name: 'Description' })).toHaveValue('People team');
  const save = screen.getByRole('button', { name: 'Save role' });
  expect(save).toBeDisabled();

  fireEvent.change(name, { target: { value: 'x'.repeat(256) } });
  expect(await screen.findByText('Use at most 255 characters.')).toBeInTheDocument();
  expect(save).toBeDisabled();
  fireEvent.change(name, { target: { value: ' HR team ' } });
  // See users includes See roles: unticking it frees See roles, unticking that leaves none
  fireEvent.click(screen.getByRole('checkbox', { name: 'See users' }));
  await waitFor(() => expect(screen.getByRole('checkbox', { name: /^See roles/ })).toBeEnabled());
  fireEvent.click(screen.getByRole('checkbox', { name: /^See roles/ }));
  expect(await screen.findByText(/Select at least one permission to save/)).toBeInTheDocument();
  expect(save).toBeDisabled();

  fireEvent.click(screen.getByRole('checkbox', { name: /^See roles/ }));
  await waitFor(() => expect(save).toBeEnabled());
  fireEvent.click(save);
  await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
  expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ role_id: 4, name: 'HR team', description: 'People team', permission_names: ['roles_read'] });
});
