/**
 * /users writes go through the users mutation hooks (issue 10 item 4): the refresh button spins and
 * is disabled while the sync call is pending, and the list is read again after it succeeds.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fetchRoutes, renderSignedIn } from '../../test/fetchRoutes';
import { UsersPage } from './UsersPage';

const row = (id: number, name: string) => ({
  id, name, surname: 'Test', username: name.toLowerCase(), email: `${name.toLowerCase()}@demo.lt`, role_id: 1, role_name: 'Employee', temp_role_id: null,
  temp_role_name: null, manager: null, position: null, navision_id: null, disabled: false, can: { edit: true, delete: true, edit_relationships: false },
});

describe('UsersPage refresh from the external system', () => {
  it('is busy while the sync is pending and re-reads the list after it', async () => {
    let release: () => void = () => undefined;
    let synced = false;
    const calls = fetchRoutes(
      {
        'GET /api/v1/users': () => ({ currentPage: 1, totalCount: synced ? 2 : 1, data: synced ? [row(1, 'Ona'), row(2, 'Petras')] : [row(1, 'Ona')] }),
        'GET /api/v1/roles': [{ id: 1, name: 'Employee', description: null, default_role: true, users_count: 1, can: { edit: true, delete: false, assign: true } }],
        'POST /api/v1/navision/sync': () => {
          synced = true;
          return { message: 'navision_synced', users: { created: 1, updated: 2, unchanged: 5, skipped: 0 }, documents: { sent: 0, failed: [] } };
        },
      },
      { id: 7, permissions: ['users_read', 'users_write'] },
    );
    // Writes wait for release(): the pending state is what the user sees meanwhile.
    const answer = globalThis.fetch;
    const gate = new Promise<void>((r) => (release = r));
    globalThis.fetch = (async (url: string, init?: RequestInit) => {
      if (init?.method === 'POST') await gate;
      return answer(url, init);
    }) as typeof fetch;
    renderSignedIn(<UsersPage />);
    const sync = () => screen.getByRole('button', { name: 'Refresh from external system' });
    await screen.findByText('Ona', {}, { timeout: 5000 });
    fireEvent.click(sync());
    await waitFor(() => expect(sync()).toBeDisabled());
    expect(calls.some((c) => c.path === '/api/v1/navision/sync')).toBe(false);

    release();
    expect(await screen.findByText('Petras')).toBeInTheDocument();
    expect(await screen.findByText('Users refreshed from the external system: 1 new, 2 updated, 5 unchanged.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST' && c.path === '/api/v1/navision/sync')).toHaveLength(1);
    await waitFor(() => expect(sync()).toBeEnabled());
  });
});
