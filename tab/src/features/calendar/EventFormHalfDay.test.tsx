/**
 * The event form's half-day choice (issue 18 item 2): offered only for a type that allows half days
 * and one date row within one day; sent as `half_day` ('first' / 'second', null for the whole day);
 * the edit form shows the stored half.
 */
import '@testing-library/jest-dom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchRoutes, renderSignedIn } from '../../test/fetchRoutes';
import { EventFormDialog } from './EventFormDialog';

const SLOW = { timeout: 5000 };
const type = (id: number, name: string, allowsHalfDay: boolean) => ({
  id, name, isAddressRequired: false, canCreatePastEvents: true, minAdvanceTime: 0, maxUsagePerMonth: 0, isChildInfoRequired: false, substituteNeeded: false,
  unattendanceCode: null, needsApproval: false, allowsHalfDay,
});
const template = {
  eventCategories: [{ id: 1, name: 'Leave', isForSubordinate: false, eventTypes: [type(3, 'Annual leave', true), type(4, 'Remote work', false)] }],
  subordinates: [], substitutes: [], activeSubstitutions: [],
};
const routes = (extra: Record<string, unknown> = {}) => ({
  'GET /api/v1/event-types': [],
  'GET /api/v2/calendar/events/template': template,
  'GET /api/v1/users/7/responsibilities': { is_manager: false, is_assigned_to_chain: false },
  ...extra,
});

async function open(initial: { start: string; end: string }) {
  const user = userEvent.setup();
  renderSignedIn(<EventFormDialog initial={initial} onClose={() => undefined} onSaved={() => undefined} />);
  const dialog = await screen.findByRole('dialog', { name: 'New event' }, SLOW);
  await within(dialog).findByRole('group', { name: 'Dates 1' }, SLOW);
  const pick = async (typeName: string) => {
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Category/ }), 'Leave');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Type/ }), typeName);
  };
  return { user, dialog, pick };
}

describe('EventFormDialog: half days', () => {
  it('offers Whole day / First half / Second half for a one-day leave of a type that allows it and sends the choice', async () => {
    const calls = fetchRoutes(routes({ 'POST /api/v1/users/7/events': { message: 'new_event_has_been_successfully_added', events: [] } }));
    const { user, dialog, pick } = await open({ start: '2026-12-10T00:00', end: '2026-12-10T23:59' });
    await pick('Remote work');
    expect(within(dialog).queryByRole('radio', { name: 'First half (morning)' })).not.toBeInTheDocument();
    await pick('Annual leave');
    const morning = await within(dialog).findByRole('radio', { name: 'First half (morning)' });
    expect(within(dialog).getByRole('radio', { name: 'Whole day' })).toBeChecked();
    await user.click(morning);
    await user.type(within(dialog).getByRole('textbox', { name: /^Title/ }), 'Dentist');
    await user.click(within(dialog).getByRole('button', { name: 'Create event' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true), SLOW);
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ event: { event_type_id: 3, half_day: 'first' } });
  });

  it('does not offer it for several days, and sends a whole day as null', async () => {
    const calls = fetchRoutes(routes({ 'POST /api/v1/users/7/events': { message: 'new_event_has_been_successfully_added', events: [] } }));
    const { user, dialog, pick } = await open({ start: '2026-12-10T08:00', end: '2026-12-11T17:00' });
    await pick('Annual leave');
    expect(within(dialog).queryByRole('radio', { name: 'Whole day' })).not.toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /^Title/ }), 'Trip');
    await user.click(within(dialog).getByRole('button', { name: 'Create event' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true), SLOW);
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ event: { half_day: null } });
  });

  it('shows the stored half when editing', async () => {
    const record = {
      id: 11, title: 'Dentist', description: null, date_start: '2026-12-09T22:00:00.000Z', date_end: '2026-12-10T21:59:00.000Z', user_id: 7, substitute_id: null,
      substitute_confirmed: null, status: 'accepted', event_type_id: 3, event_type: { id: 3, name: 'Annual leave', unattendance_code: 'A' }, vacation_payout: false,
      working_address: null, child_birth_date: null, request_id: null, request_status: null, half_day: 'second',
    };
    const full = { id: 3, name: 'Annual leave', allows_half_day: true, edit_fields: { edit_name: true, edit_description: true, edit_date: true, can_delete: true, can_create_past_event: true, can_edit_past_event_date: true, can_delete_past_event: true } };
    fetchRoutes(routes({ 'GET /api/v1/users/7/events': [record], 'GET /api/v1/event-types': [full] }));
    const item = { id: 11, type: 'Event', userId: 7, start: record.date_start, end: record.date_end, halfDay: 'second' as const };
    renderSignedIn(<EventFormDialog edit={item} onClose={() => undefined} />);
    // The loader's surface gives way to the form's: look in the form's dialog once the event is in.
    await waitFor(() => expect(within(screen.getByRole('dialog', { name: 'Edit event' })).getByRole('textbox', { name: /^Title/ })).toHaveValue('Dentist'), SLOW);
    const dialog = screen.getByRole('dialog', { name: 'Edit event' });
    expect(await within(dialog).findByRole('radio', { name: 'Second half (afternoon)' }, SLOW)).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: 'Whole day' })).not.toBeChecked();
  });
});
