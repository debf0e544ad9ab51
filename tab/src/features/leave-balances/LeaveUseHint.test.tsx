/** The event form's leave hint: "working days this leave uses: N; left: M", a warning past the overdraft, nothing for other types. */
import { screen, waitFor } from '@testing-library/react';
import { fetchRoutes, renderSignedIn } from '../../test/fetchRoutes';
import { LeaveUseHint } from './LeaveUseHint';

const preview = { counts: true, working_days: 5, available_days: 3, left_days: -2, allowed: false };

describe('LeaveUseHint', () => {
  it('says what the leave uses and what is left, asking for the picked dates and half', async () => {
    const calls = fetchRoutes({ 'GET /api/v2/leave-balances/preview': { ...preview, working_days: 0.5, left_days: 2.5, allowed: true } });
    renderSignedIn(<LeaveUseHint userId={12} eventTypeId={3} dateFrom="2026-12-01" dateTo="2026-12-01" halfDay="first" />);
    expect(await screen.findByText('Working days this leave uses: 0.5; left: 2.5.')).toBeInTheDocument();
    const q = calls.find((c) => c.path === '/api/v2/leave-balances/preview')!.query;
    expect(Object.fromEntries(q)).toEqual({ event_type_id: '3', date_from: '2026-12-01', date_to: '2026-12-01', half_day: 'first', user_id: '12' });
  });

  it('warns with the available days when the leave would go below the allowed overdraft', async () => {
    fetchRoutes({ 'GET /api/v2/leave-balances/preview': preview });
    renderSignedIn(<LeaveUseHint eventTypeId={3} dateFrom="2026-12-01" dateTo="2026-12-07" />);
    expect(await screen.findByText('Working days this leave uses: 5, but only 3 can be used: the balance would be -2.')).toBeInTheDocument();
  });

  it('previews a longer range whole even with a half picked', async () => {
    const calls = fetchRoutes({ 'GET /api/v2/leave-balances/preview': { ...preview, working_days: 2, left_days: 1, allowed: true } });
    renderSignedIn(<LeaveUseHint eventTypeId={3} dateFrom="2026-12-01" dateTo="2026-12-02" halfDay="second" />);
    expect(await screen.findByText('Working days this leave uses: 2; left: 1.')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/v2/leave-balances/preview')!.query.has('half_day')).toBe(false);
  });

  it('asks nothing before both dates are picked', async () => {
    const calls = fetchRoutes({ 'GET /api/v2/leave-balances/preview': preview });
    renderSignedIn(<LeaveUseHint eventTypeId={3} dateFrom="2026-12-01" />);
    await new Promise((r) => setTimeout(r, 300));
    expect(calls.some((c) => c.path === '/api/v2/leave-balances/preview')).toBe(false);
    expect(screen.queryByTestId('leave-use-hint')).not.toBeInTheDocument();
  });

  it('shows nothing for a type that does not count against a balance', async () => {
    const calls = fetchRoutes({ 'GET /api/v2/leave-balances/preview': { counts: false, working_days: 0, available_days: 0, left_days: 0, allowed: true } });
    renderSignedIn(<LeaveUseHint eventTypeId={5} dateFrom="2026-12-01" dateTo="2026-12-02" />);
    await waitFor(() => expect(calls.some((c) => c.path === '/api/v2/leave-balances/preview')).toBe(true));
    await new Promise((r) => setTimeout(r, 100));
    expect(screen.queryByTestId('leave-use-hint')).not.toBeInTheDocument();
  });
});
