/**
 * The event type form on react-hook-form over the contract (issue 10; issue 18 flags): an edit shows
 * the stored values, a refused save says what is missing, a chain is required with approval, and the
 * half-day and leave-balance switches are sent.
 */
import '@testing-library/jest-dom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchRoutes, renderSignedIn } from '../../test/fetchRoutes';
import { EventTypeFormDialog } from './EventTypeFormDialog';
import type { EventType } from './eventTypesApi';

const SLOW = { timeout: 5000 };
const categories = [{ id: 1, name: 'Leave', description: null, active: true }];
const routes = (extra: Record<string, unknown> = {}) => ({
  'GET /api/v1/chains': [{ id: 4, name: 'Vacation approval' }],
  'GET /api/v1/event-types/unattendance': [{ code: 'A', name: 'Kasmetinės atostogos' }],
  ...extra,
});
const stored: EventType = {
  id: 9, name: 'Annual leave', description: 'Paid', background_color: '#107c10', text_color: '#ffffff', border_color: '#107c10', event_category_id: 1, chain_id: 4,
  needs_approval: true, unattendance_code: 'A', substitute_needed: true, times_per_month_per_user: 0, can_manager_submit: false, min_advance_time: 3,
  address_required: false, is_child_info_required: false, active: true, counts_against_balance: true, allows_half_day: true,
};

describe('EventTypeFormDialog', () => {
  it('refuses an empty save, asks for a chain with approval, and sends the half-day and balance switches', async () => {
    const calls = fetchRoutes(routes({ 'POST /api/v1/event-types': { id: 10 } }));
    const onClose = jest.fn();
    const user = userEvent.setup();
    renderSignedIn(<EventTypeFormDialog type={null} categoryId={null} categories={categories as never} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    const name = await within(dialog).findByRole('textbox', { name: /^Name/ });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(dialog).getAllByText('Required')).toHaveLength(2));
    await user.type(name, 'Annual leave');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Category/ }), 'Leave');
    await user.click(within(dialog).getByRole('switch', { name: 'Needs approval' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Choose a chain when approval is needed')).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Approval chain/ }), 'Vacation approval');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Half days allowed (morning or afternoon)' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Counts against the leave balance' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled(), SLOW);
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      name: 'Annual leave', event_category_id: 1, needs_approval: true, chain_id: 4, allows_half_day: true, counts_against_balance: true,
    });
  });

  it('shows the stored values when editing and sends them back with the change', async () => {
    const calls = fetchRoutes(routes({ 'PUT /api/v1/event-types/9': { id: 9 } }));
    const onClose = jest.fn();
    const user = userEvent.setup();
    renderSignedIn(<EventTypeFormDialog type={stored} categoryId={null} categories={categories as never} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    expect(await within(dialog).findByRole('textbox', { name: /^Name/ })).toHaveValue('Annual leave');
    expect(within(dialog).getByRole('textbox', { name: /^Description/ })).toHaveValue('Paid');
    expect(within(dialog).getByRole('spinbutton', { name: /^Minimum advance/ })).toHaveValue(3);
    const half = within(dialog).getByRole('checkbox', { name: 'Half days allowed (morning or afternoon)' });
    expect(half).toBeChecked();
    await user.click(half);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled(), SLOW);
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ id: 9, name: 'Annual leave', description: 'Paid', min_advance_time: 3, chain_id: 4, allows_half_day: false, counts_against_balance: true });
  });
});
