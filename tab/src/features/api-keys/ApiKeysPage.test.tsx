/** /api-keys (issue 11): list states, the create dialog limited to the caller's permissions with the key shown once, revoke with confirmation. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders, stubFetch } from '../../test/providers';
import { ApiKeysPage } from './ApiKeysPage';
import { CreateApiKeyDialog } from './CreateApiKeyDialog';
import { expiryAfterDay, keyState } from './apiKeysLogic';

const HELD = ['api_keys_write', 'users_read'];
jest.mock('../../app/auth', () => ({ useAuth: () => ({ userId: 7, can: (...p: string[]) => p.some((x) => HELD.includes(x)) }) }));

const row = {
  id: 3,
  name: 'Accounting export',
  prefix: 'pk_AbCdEfGh',
  permissions: ['users_read'],
  created_by: { id: 7, name: 'Ona Onaitė' },
  created_at: '2026-11-20T08:00:00.000Z',
  expires_at: null,
  last_used_at: null,
  use_count: 0,
  revoked_at: null,
  can: { revoke: true },
};

it('shows the empty state, then an error state when the list fails', async () => {
  stubFetch({ 'GET /api/v2/api-keys': [] });
  const { unmount } = renderWithProviders(<ApiKeysPage />);
  expect(await screen.findByText('No API keys yet.')).toBeInTheDocument();
  unmount();
  stubFetch({});
  renderWithProviders(<ApiKeysPage />);
  expect(await screen.findByText('It was not found.')).toBeInTheDocument();
});

it("creates a key with the caller's own permissions only and shows it once with a copy button", async () => {
  const calls = stubFetch({ 'POST /api/v2/api-keys': { id: 4, key: 'pk_secret' } });
  renderWithProviders(<CreateApiKeyDialog onClose={() => undefined} />);
  const dialog = await screen.findByRole('dialog', { name: 'New API key' });
  const group = await within(dialog).findByRole('group', { name: /Permissions/ });
  expect(within(group).getAllByRole('checkbox')).toHaveLength(2);

  fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await within(dialog).findByText('Enter a name.')).toBeInTheDocument();
  expect(within(dialog).getByText('Choose at least one permission.')).toBeInTheDocument();
  expect(calls.some((c) => c.method === 'POST')).toBe(false);

  fireEvent.change(within(dialog).getByRole('textbox', { name: /Name/ }), { target: { value: ' Accounting ' } });
  fireEvent.click(within(group).getByRole('checkbox', { name: 'See users' }));
  // the form re-checks the changed fields and Save opens again
  await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled());
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
  expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ name: 'Accounting', permissions: ['users_read'], expires_at: null });

  expect(await screen.findByDisplayValue('pk_secret')).toBeInTheDocument();
  expect(await screen.findByText(/shown only this once/)).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'Copy' })).toBeInTheDocument();
});

it('sends the chosen last valid day as the next midnight of the company zone and keeps the permissions ticked (react-hook-form)', async () => {
  const calls = stubFetch({ 'POST /api/v2/api-keys': { id: 5, key: 'pk_other' } });
  renderWithProviders(<CreateApiKeyDialog onClose={() => undefined} />);
  const dialog = await screen.findByRole('dialog', { name: 'New API key' });
  const group = await within(dialog).findByRole('group', { name: /Permissions/ });
  const name = within(dialog).getByRole('textbox', { name: /Name/ });
  fireEvent.change(name, { target: { value: 'x'.repeat(101) } });
  fireEvent.click(within(group).getByRole('checkbox', { name: 'See users' }));
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await within(dialog).findByText('At most 100 characters.')).toBeInTheDocument();
  expect(within(group).getByRole('checkbox', { name: 'See users' })).toBeChecked();
  expect(calls.some((c) => c.method === 'POST')).toBe(false);

  fireEvent.change(name, { target: { value: 'Payroll' } });
  const day = within(dialog).getByRole('combobox', { name: /Valid until/ });
  fireEvent.change(day, { target: { value: '31/12/2099' } });
  fireEvent.blur(day);
  await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled());
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
  expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ name: 'Payroll', permissions: ['users_read'], expires_at: '2099-12-31T22:00:00.000Z' });
});

it('revokes a key after confirmation', async () => {
  const calls = stubFetch({ 'GET /api/v2/api-keys': [row], 'DELETE /api/v2/api-keys/3': { message: 'ok' } });
  renderWithProviders(<ApiKeysPage />);
  expect(await screen.findByText('Accounting export')).toBeInTheDocument();
  expect(screen.getByText('Not used yet')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: /Revoke Accounting export/ }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Revoke API key', hidden: true });
  expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
  // (jsdom leaves the surface of a dialog opened from the page aria-hidden: query it as hidden)
  fireEvent.click(await within(dialog).findByRole('button', { name: 'Revoke', hidden: true }));
  await waitFor(() => expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/v2/api-keys/3')).toBe(true));
});

it('ends a chosen day at the next midnight of the company zone, and names key states', () => {
  expect(expiryAfterDay('2026-11-26', 'Europe/Vilnius')).toBe('2026-11-26T22:00:00.000Z');
  expect(expiryAfterDay('2026-07-01', 'Europe/Vilnius')).toBe('2026-07-01T21:00:00.000Z');
  expect(expiryAfterDay('2026-11-26', 'UTC')).toBe('2026-11-27T00:00:00.000Z');
  expect(keyState({ revoked_at: null, expires_at: null })).toBe('active');
  expect(keyState({ revoked_at: null, expires_at: '2000-01-01T00:00:00Z' })).toBe('expired');
  expect(keyState({ revoked_at: '2026-01-01T00:00:00Z', expires_at: null })).toBe('revoked');
});
