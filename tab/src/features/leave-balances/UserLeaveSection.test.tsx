/** A person's balances in the users page's details: shown, hidden on 403, adjusted and their leave settings saved by HR. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fetchRoutes, renderSignedIn, reply } from '../../test/fetchRoutes';
import { UserLeaveSection } from './UserLeaveSection';

const annual = {
  event_type_id: 3, event_type_name: 'Annual leave', entitlement_days: 20, accrued_days: 18.5, carried_over_days: 4,
  adjustments_days: 0, taken_days: 15, requested_days: 4, available_days: 3.5,
};
const HR = ['users_read', 'users_read_sensitive_info', 'users_write_sensitive_info'];

describe('UserLeaveSection', () => {
  it('shows the person\'s balances without HR buttons to a reader', async () => {
    fetchRoutes({ 'GET /api/v2/users/12/leave-balance': { balances: [annual] } }, { id: 7, permissions: ['users_read', 'users_read_sensitive_info'] });
    renderSignedIn(<UserLeaveSection userId={12} name="Ona Test" />);
    expect(await screen.findByText('Annual leave')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Leave balance' })).toBeInTheDocument();
    expect(screen.getByText('3.5')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Adjust balance' })).not.toBeInTheDocument();
  });

  it('lists no adjustments with its empty text', async () => {
    fetchRoutes({ 'GET /api/v2/users/12/leave-balance': { balances: [annual] }, 'GET /api/v2/users/12/leave-balance/adjustments': { data: [] } }, { id: 7, permissions: HR });
    renderSignedIn(<UserLeaveSection userId={12} name="Ona Test" />);
    expect(await screen.findByText('No adjustments yet.')).toBeInTheDocument();
  });

  it('lists the newest 10 adjustments, all of them on request, and back', async () => {
    const data = Array.from({ length: 13 }, (_, i) => ({
      id: 100 - i, event_type_id: 3, event_type_name: 'Annual leave', days: i + 1, reason: `Reason ${i + 1}`,
      created_at: `2026-10-${String(20 - i).padStart(2, '0')}T09:00:00.000Z`, created_by_user_id: 7, created_by_name: 'Rūta HR',
    }));
    fetchRoutes({ 'GET /api/v2/users/12/leave-balance': { balances: [annual] }, 'GET /api/v2/users/12/leave-balance/adjustments': { data } }, { id: 7, permissions: HR });
    renderSignedIn(<UserLeaveSection userId={12} name="Ona Test" />);
    expect(await screen.findByText('+10 days of Annual leave: Reason 10')).toBeInTheDocument();
    expect(screen.queryByText('+11 days of Annual leave: Reason 11')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Show all 13' }));
    expect(screen.getByText('+13 days of Annual leave: Reason 13')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Show the newest 10' }));
    expect(screen.queryByText('+13 days of Annual leave: Reason 13')).not.toBeInTheDocument();
  });

  it('is not shown at all when the server refuses (403)', async () => {
    const calls = fetchRoutes({ 'GET /api/v2/users/12/leave-balance': reply(403, { error_code: 'forbidden' }) }, { id: 7, permissions: ['users_read'] });
    const { container } = renderSignedIn(<UserLeaveSection userId={12} name="Ona Test" />);
    await waitFor(() => expect(calls.some((c) => c.path === '/api/v2/users/12/leave-balance')).toBe(true));
    await waitFor(() => expect(container).not.toHaveTextContent('Leave balance'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('lets HR adjust the balance with signed halves and a reason, refusing zero', async () => {
    let adjusted = false;
    const calls = fetchRoutes({
      'GET /api/v2/users/12/leave-balance': () => ({ balances: [adjusted ? { ...annual, adjustments_days: -1.5, available_days: 2 } : annual] }),
      'POST /api/v2/users/12/leave-balance/adjustments': () => { adjusted = true; return { balances: [] }; },
      'GET /api/v2/users/12/leave-balance/adjustments': () => ({ data: adjusted ? [{
        id: 1, event_type_id: 3, event_type_name: 'Annual leave', days: -1.5, reason: 'Correction of 2025', created_by_user_id: 7, created_by_name: 'Eglė HR',
        created_at: '2026-03-15T10:00:00.000Z',
      }] : [] }),
    }, { id: 7, permissions: HR });
    renderSignedIn(<UserLeaveSection userId={12} name="Ona Test" />);
    await screen.findByText('3.5');
    fireEvent.click(screen.getByRole('button', { name: 'Adjust balance' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adjust the leave balance of Ona Test' });
    const days = await within(dialog).findByRole('textbox', { name: /Days/ });
    fireEvent.change(days, { target: { value: '0' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason/ }), { target: { value: 'Correction of 2025' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter a non-zero number of days in halves (e.g. 2 or -0.5), at most 365.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(days, { target: { value: '-1,5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The balance of Ona Test was adjusted.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ event_type_id: 3, days: -1.5, reason: 'Correction of 2025' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('-1.5')).toBeInTheDocument();
    expect(await screen.findByText('-1.5 days of Annual leave: Correction of 2025')).toBeInTheDocument();
    expect(screen.getByText('15/03/2026 · Eglė HR')).toBeInTheDocument();
  });

  it('offers no HR buttons on one\'s own balance', async () => {
    fetchRoutes({ 'GET /api/v2/users/7/leave-balance': { balances: [annual] } }, { id: 7, permissions: HR });
    renderSignedIn(<UserLeaveSection userId={7} name="Test User" />);
    expect(await screen.findByText('3.5')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Adjust balance' })).not.toBeInTheDocument();
  });

  it('edits a person\'s leave settings from the stored ones: extended leave, an entitlement override, an opening balance with its date', async () => {
    const calls = fetchRoutes({
      'GET /api/v2/users/12/leave-balance': { balances: [annual] },
      'GET /api/v2/users/12/leave-balance/profile': { extended_leave: false, entitlements: [{ event_type_id: 3, entitlement_days: 22, opening_days: 0, opening_date: null }] },
      'PUT /api/v2/users/12/leave-balance/profile': (c: { body: unknown }) => c.body,
    }, { id: 7, permissions: HR });
    renderSignedIn(<UserLeaveSection userId={12} name="Ona Test" />);
    await screen.findByText('3.5');
    fireEvent.click(screen.getByRole('button', { name: 'Leave settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave settings of Ona Test' });
    const group = await within(dialog).findByRole('group', { name: 'Annual leave' });
    const entitlement = within(group).getByRole('textbox', { name: /Annual entitlement/ });
    expect(entitlement).toHaveValue('22');
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Entitled to extended annual leave' }));
    fireEvent.change(entitlement, { target: { value: '28' } });
    fireEvent.change(within(group).getByRole('textbox', { name: /Opening balance \(days\)/ }), { target: { value: '4,5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter the date of the opening balance.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    const date = within(group).getByRole('combobox', { name: /Opening balance date/ });
    fireEvent.change(date, { target: { value: '01/01/2026' } });
    fireEvent.blur(date);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The leave settings of Ona Test were saved.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      extended_leave: true, entitlements: [{ event_type_id: 3, entitlement_days: 28, opening_days: 4.5, opening_date: '2026-01-01' }],
    });
  });
});
