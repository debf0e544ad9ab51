/** The default role (spec 1 §4 Default role): the current one shown, another saved, or the default removed. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders, stubFetch } from '../../test/providers';
import { DefaultRoleDialog } from './DefaultRoleDialog';
import type { Role } from './rolesApi';

const can = { edit: true, delete: true, assign: true };
const roles: Role[] = [
  { id: 1, name: 'Employee', description: null, default_role: true, users_count: 5, can },
  { id: 2, name: 'HR', description: null, default_role: false, users_count: 1, can },
];

it('shows the current default role, saves another and can remove the default', async () => {
  const calls = stubFetch({ 'POST /api/v1/roles/2/default': { message: 'ok' }, 'DELETE /api/v1/roles/default': { message: 'ok' } });
  const onClose = jest.fn();
  const { unmount } = renderWithProviders(<DefaultRoleDialog open roles={roles} onClose={onClose} />);
  const dialog = await screen.findByRole('dialog', { name: 'Default role' });
  const select = await within(dialog).findByRole('combobox', { name: /Default role/ });
  await waitFor(() => expect(select).toHaveValue('1'));
  expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
  fireEvent.change(select, { target: { value: '2' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.path}`)).toEqual(['POST /api/v1/roles/2/default']);
  expect(await screen.findByText('HR is now the default role.')).toBeInTheDocument();
  unmount();

  renderWithProviders(<DefaultRoleDialog open roles={roles} onClose={onClose} />);
  const again = await screen.findByRole('dialog', { name: 'Default role' });
  fireEvent.click(await within(again).findByRole('button', { name: 'Remove default role' }));
  await waitFor(() => expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/v1/roles/default')).toBe(true));
});
