/** /audit (issue 18 item 4): rows with readable labels, the action and person filters sent to the server, paging, empty and error states, no access without audit_log_read. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, renderWithProviders } from '../../test/providers';
import { AuditPage } from './AuditPage';

let HELD = ['audit_log_read'];
jest.mock('../../app/auth', () => ({ useAuth: () => ({ userId: 1, can: (...p: string[]) => p.some((x) => HELD.includes(x)) }) }));

const entry = (id: number, over: Record<string, unknown> = {}) => ({
  id, time: '2026-11-20T08:00:00.000Z', actor_id: 2, actor_name: 'Ona Onaitė', on_behalf_of_id: null, on_behalf_of_name: null,
  action: 'role.updated', target_type: 'role', target_id: '4', target_name: 'HR', details: { name: 'HR', fields: ['name'], permissions_added: ['users_read'], permissions_removed: [] }, client: 'tab', ...over,
});
const people = [{ id: 2, name: 'Ona', surname: 'Onaitė' }, { id: 3, name: 'Jonas', surname: 'Jonaitis' }];

beforeEach(() => {
  HELD = ['audit_log_read'];
});

it('lists entries with readable actions, substitutes and clients, and filters by action and person', async () => {
  const calls = fakeApi((c) => {
    if (c.path === '/api/v1/users/names') return people;
    if (c.path === '/api/v2/audit-log') {
      if (c.query.get('action') === 'auth.lockout') return { currentPage: 1, data: [], totalCount: 0 };
      return {
        currentPage: 1, totalCount: 4,
        data: [
          entry(4, { action: 'user.updated', target_type: 'user', target_id: '3', target_name: 'Jonas Jonaitis', details: { fields: ['phone_number'] } }),
          entry(3, { action: 'auth.sign_in', target_type: 'user', target_id: '2', target_name: 'Ona Onaitė', details: null }),
          entry(2, { action: 'request.transition', target_type: 'request', target_id: '9', target_name: null, details: { transition: 'approve' }, on_behalf_of_id: 3, on_behalf_of_name: 'Jonas Jonaitis', client: 'teams' }),
          entry(1),
        ],
      };
    }
    return undefined;
  });
  renderWithProviders(<AuditPage />);
  const table = await screen.findByRole('table', { name: 'Audit log' });
  expect(await within(table).findByText('Role changed')).toBeInTheDocument();
  expect(within(table).getByText('HR · fields: name · added: users_read')).toBeInTheDocument();
  expect(within(table).getByText('Request step')).toBeInTheDocument();
  expect(within(table).getByText('Approved · request #9')).toBeInTheDocument();
  expect(within(table).getByText('on behalf of Jonas Jonaitis')).toBeInTheDocument();
  expect(within(table).getByText('Teams card')).toBeInTheDocument();
  // the person acted on by name; a sign-in names nobody twice (the actor is in "Who")
  expect(within(table).getByText('user Jonas Jonaitis · fields: phone_number')).toBeInTheDocument();
  const signIn = within(table).getByText('Signed in').closest('tr')!;
  expect(within(signIn).getByText('—')).toBeInTheDocument();

  fireEvent.change(screen.getByRole('combobox', { name: 'Action' }), { target: { value: 'auth.lockout' } });
  expect(await screen.findByText('No entries match these filters.')).toBeInTheDocument();
  const last = calls.filter((c) => c.path === '/api/v2/audit-log').at(-1)!;
  expect(last.query.get('action')).toBe('auth.lockout');
  expect(last.query.get('page')).toBe('1');
  expect(last.query.get('pageSize')).toBe('20');
});

it('shows the empty state, the error state, and no access without the permission', async () => {
  fakeApi((c) => (c.path === '/api/v2/audit-log' ? { currentPage: 1, data: [], totalCount: 0 } : c.path === '/api/v1/users/names' ? people : undefined));
  const { unmount } = renderWithProviders(<AuditPage />);
  expect(await screen.findByText('Nothing has been recorded yet.')).toBeInTheDocument();
  unmount();
  fakeApi((c) => (c.path === '/api/v1/users/names' ? people : undefined));
  const second = renderWithProviders(<AuditPage />);
  expect(await screen.findByText(/It was not found|Failed to retrieve data/)).toBeInTheDocument();
  second.unmount();
  HELD = [];
  const calls = fakeApi(() => undefined);
  renderWithProviders(<AuditPage />);
  expect(await screen.findByText(/don't have access/i)).toBeInTheDocument();
  await waitFor(() => expect(calls.filter((c) => c.path === '/api/v2/audit-log')).toHaveLength(0));
});
