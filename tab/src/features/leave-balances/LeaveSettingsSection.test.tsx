/** The settings page's Leave section: read-only for settings_read, saved through PUT leave-settings for settings_write. */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fetchRoutes, renderSignedIn } from '../../test/fetchRoutes';
import { LeaveSettingsSection } from './LeaveSettingsSection';

const settings = { default_entitlement_days: 20, extended_entitlement_days: 25, carry_over_years: 3, overdraft_days: 0 };

describe('LeaveSettingsSection', () => {
  it('shows the settings read-only without settings_write', async () => {
    fetchRoutes({ 'GET /api/v2/leave-settings': settings }, { id: 7, permissions: ['settings_read'] });
    renderSignedIn(<LeaveSettingsSection writable={false} />);
    const def = await screen.findByRole('textbox', { name: /Default annual entitlement/ });
    expect(def).toHaveValue('20');
    expect(def).toBeDisabled();
    expect(screen.getByRole('textbox', { name: /Extended annual entitlement/ })).toHaveValue('25');
    expect(screen.getByText(/changing them needs the settings write permission/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('refuses a bad value and saves good ones', async () => {
    const calls = fetchRoutes({
      'GET /api/v2/leave-settings': settings,
      'PUT /api/v2/leave-settings': (c: { body: unknown }) => c.body,
    }, { id: 7, permissions: ['settings_read', 'settings_write'] });
    renderSignedIn(<LeaveSettingsSection writable />);
    const years = await screen.findByRole('textbox', { name: /Carry-over kept/ });
    fireEvent.change(years, { target: { value: '1.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter whole years between 0 and 10.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    fireEvent.change(years, { target: { value: '2' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Allowed overdraft/ }), { target: { value: '1,5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Leave settings saved.')).toBeInTheDocument();
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ ...settings, carry_over_years: 2, overdraft_days: 1.5 }));
  });
});
