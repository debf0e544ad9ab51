/** The users page's "Leave balances report" action: only with users_read_sensitive_info; the picked date is downloaded as xlsx. */
import { Button } from '@fluentui/react-components';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fetchRoutes, renderSignedIn } from '../../test/fetchRoutes';
import { useLeaveReportAction } from './LeaveReportAction';

function Host({ allowed }: { allowed: boolean }) {
  const { action, dialog } = useLeaveReportAction(allowed);
  return (
    <>
      {action && <Button onClick={action.onClick}>{action.label}</Button>}
      {dialog}
    </>
  );
}

describe('leave balances report action', () => {
  it('is not offered without the permission', async () => {
    const calls = fetchRoutes({});
    renderSignedIn(<Host allowed={false} />);
    await waitFor(() => expect(calls.some((c) => c.path.endsWith('/permissions'))).toBe(true));
    await new Promise((r) => setTimeout(r, 100));
    expect(screen.queryByRole('button', { name: 'Leave balances report' })).not.toBeInTheDocument();
  });

  it('downloads the report at the picked date', async () => {
    URL.createObjectURL = jest.fn(() => 'blob:report') as typeof URL.createObjectURL;
    URL.revokeObjectURL = jest.fn();
    const saved: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) { saved.push(this.download); });
    const calls = fetchRoutes({ 'GET /api/v2/leave-balances/report': { file: 'UEsDBA==', name: 'LeaveBalances-2026-12-31.xlsx' } }, { id: 7, permissions: ['users_read_sensitive_info'] });
    renderSignedIn(<Host allowed />);
    fireEvent.click(await screen.findByRole('button', { name: 'Leave balances report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave balances report' });
    const date = await within(dialog).findByRole('combobox', { name: /Balances at/ });
    fireEvent.change(date, { target: { value: '31/12/2026' } });
    fireEvent.blur(date);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Download' }));
    expect(await screen.findByText('The leave balances report was downloaded.')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/v2/leave-balances/report')?.query.get('date')).toBe('2026-12-31');
    expect(saved).toEqual(['LeaveBalances-2026-12-31.xlsx']);
  });
});
