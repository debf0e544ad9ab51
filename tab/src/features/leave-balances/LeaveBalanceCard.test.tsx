/** The dashboard's leave balance card and the profile's Leave tab: what a user sees of GET leave-balances/me. */
import { fireEvent, screen } from '@testing-library/react';
import { fetchRoutes, renderSignedIn, reply } from '../../test/fetchRoutes';
import { LeaveBalanceCard } from './LeaveBalanceCard';
import { LeaveTab } from './LeaveTab';

const annual = {
  event_type_id: 3, event_type_name: 'Annual leave', entitlement_days: 20, accrued_days: 18.5, carried_over_days: 4,
  adjustments_days: -1, taken_days: 15, requested_days: 4, available_days: 2.5,
};

describe('LeaveBalanceCard', () => {
  it('shows the available days big with the entitlement, and the breakdown on expand', async () => {
    fetchRoutes({ 'GET /api/v2/leave-balances/me': { balances: [annual] } });
    renderSignedIn(<LeaveBalanceCard />);
    expect(await screen.findByText('2.5')).toBeInTheDocument();
    expect(screen.getByText('Annual leave')).toBeInTheDocument();
    expect(screen.getByText(/of 20 this year/)).toBeInTheDocument();
    expect(screen.queryByText('Accrued to date')).not.toBeInTheDocument();
    const more = screen.getByRole('button', { name: 'Show details: Annual leave' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(more);
    expect(screen.getByText('Accrued to date').nextElementSibling).toHaveTextContent('18.5');
    expect(screen.getByText('Carried over').nextElementSibling).toHaveTextContent('4');
    expect(screen.getByText('Adjustments').nextElementSibling).toHaveTextContent('-1');
    expect(screen.getByText('Taken').nextElementSibling).toHaveTextContent('15');
    expect(screen.getByText('Requested').nextElementSibling).toHaveTextContent('4');
    expect(screen.getByRole('button', { name: 'Hide details: Annual leave' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('says so when no leave type counts against a balance', async () => {
    fetchRoutes({ 'GET /api/v2/leave-balances/me': { balances: [] } });
    renderSignedIn(<LeaveBalanceCard />);
    expect(await screen.findByText('None of your leave types counts against a balance.')).toBeInTheDocument();
  });

  it('shows its own error line when the balance cannot be read', async () => {
    fetchRoutes({ 'GET /api/v2/leave-balances/me': reply(500, { error_code: 'internal_server_error' }) });
    renderSignedIn(<LeaveBalanceCard />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your leave balance is not available right now.');
  });
});

describe('profile Leave tab', () => {
  it('shows every counting type with the full breakdown', async () => {
    fetchRoutes({ 'GET /api/v2/leave-balances/me': { balances: [annual, { ...annual, event_type_id: 4, event_type_name: 'Study leave', available_days: -1 }] } });
    renderSignedIn(<LeaveTab />);
    expect(await screen.findByText('Study leave')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Leave balances' });
    expect(table).toHaveTextContent('Annual leave');
    expect(table).toHaveTextContent('Study leave');
    for (const h of ['Entitlement this year', 'Accrued to date', 'Carried over', 'Adjustments', 'Taken', 'Requested', 'Available']) {
      expect(screen.getByRole('columnheader', { name: h })).toBeInTheDocument();
    }
    expect(screen.getByText('2.5')).toBeInTheDocument();
    expect(screen.getByText('Days are working days; halves are half-day absences.')).toBeInTheDocument();
  });

  it('shows the empty text without counting types', async () => {
    fetchRoutes({ 'GET /api/v2/leave-balances/me': { balances: [] } });
    renderSignedIn(<LeaveTab />);
    expect(await screen.findByText('None of your leave types counts against a balance.')).toBeInTheDocument();
  });
});
