import '@testing-library/jest-dom';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fetchRoutes, renderSignedIn } from '../../test/fetchRoutes';
import { OvertimeDialog } from './OvertimeDialog';

const TEMPLATE = 'GET /api/v2/calendar/events/template';
const POST = 'POST /api/v1/users/overtimes';
const created = { message: 'overtime_created', created: [{ overtime_date: '2026-11-20', id: 1, request_id: 2, status: 'waiting_for_approval', total_hours: 2 }], failed: [] };

const fillRow = () => {
  const row = screen.getByRole('group', { name: 'Overtime 1' });
  // The fields commit what was typed when they lose focus.
  const commit = (name: string, value: string) => {
    const input = within(row).getByRole('combobox', { name });
    fireEvent.change(input, { target: { value } });
    fireEvent.blur(input);
  };
  commit('Date', '20/11/2026');
  commit('From', '18:00');
  commit('To', '20:00');
};

describe('OvertimeDialog', () => {
  it('registers overtime for myself without a user_id when I have no subordinates', async () => {
    const onClose = jest.fn();
    const calls = fetchRoutes({ [TEMPLATE]: { eventCategories: [], subordinates: [], substitutes: [] }, [POST]: created });
    renderSignedIn(<OvertimeDialog onClose={onClose} />);
    await screen.findByRole('dialog', { name: 'New overtime' });
    await waitFor(() => expect(calls.some((c) => c.path === '/api/v2/calendar/events/template')).toBe(true));
    expect(screen.queryByRole('radio', { name: 'For my subordinate' })).not.toBeInTheDocument();
    fillRow();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ compensation_option: 'laborCode', rows: [{ overtime_date: '2026-11-20', time_from: '18:00', time_to: '20:00' }] });
    expect(screen.getByText('Labour Code, article 144:')).toBeInTheDocument();
  });

  it('lets a manager register overtime for a subordinate, who must be chosen (the select is required)', async () => {
    const onClose = jest.fn();
    const calls = fetchRoutes({
      [TEMPLATE]: { eventCategories: [], subordinates: [{ id: 9, fullName: 'Laura Petrauskaitė' }], substitutes: [] },
      [POST]: { message: '', created: [], failed: [{ overtime_date: '2026-11-20', error_code: 'wrong_overtime_time', message: '' }] },
    });
    renderSignedIn(<OvertimeDialog onClose={onClose} />);
    expect(await screen.findByRole('radio', { name: 'For myself' })).toBeChecked();
    fireEvent.click(screen.getByRole('radio', { name: 'For my subordinate' }));
    fillRow();
    const who = screen.getByLabelText(/^Subordinate/);
    expect(who).toBeRequired();
    expect(who).toBeInvalid();

    fireEvent.change(who, { target: { value: '9' } });
    expect(who).toBeValid();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ user_id: 9, rows: [{ overtime_date: '2026-11-20' }] }));
    // The failed date stays in the form with its error.
    expect(await screen.findByText(/The overtime interval is not valid/)).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('refuses a row ending before it starts and a missing subordinate at the fields without sending; a second row is added and summed', async () => {
    const onClose = jest.fn();
    const calls = fetchRoutes({ [TEMPLATE]: { eventCategories: [], subordinates: [{ id: 9, fullName: 'Laura Petrauskaitė' }], substitutes: [] }, [POST]: created });
    renderSignedIn(<OvertimeDialog onClose={onClose} />);
    fireEvent.click(await screen.findByRole('radio', { name: 'For my subordinate' }));
    const row = screen.getByRole('group', { name: 'Overtime 1' });
    const commit = (group: HTMLElement, name: string, value: string) => {
      const input = within(group).getByRole('combobox', { name });
      fireEvent.change(input, { target: { value } });
      fireEvent.blur(input);
    };
    commit(row, 'Date', '20/11/2026');
    commit(row, 'From', '20:00');
    commit(row, 'To', '18:00');
    expect(await screen.findByText('The end must be after the start.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add time' })).toBeDisabled();

    commit(row, 'To', '00:00');
    await waitFor(() => expect(screen.queryByText('The end must be after the start.')).not.toBeInTheDocument());
    fireEvent.click(screen.getByRole('button', { name: 'Add time' }));
    const second = await screen.findByRole('group', { name: 'Overtime 2' });
    commit(second, 'From', '08:00');
    commit(second, 'To', '09:30');
    expect(await screen.findByText('Total: 5:30 h')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(screen.getByLabelText(/^Subordinate/), { target: { value: '9' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Add to annual leave' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      user_id: 9, compensation_option: 'holiday',
      rows: [{ overtime_date: '2026-11-20', time_from: '20:00', time_to: '24:00' }, { overtime_date: '2026-11-20', time_from: '08:00', time_to: '09:30' }],
    });
  });
});
