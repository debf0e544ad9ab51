import '@testing-library/jest-dom';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CalendarItem } from './calendarApi';
import { fetchRoutes, renderSignedIn } from '../../test/fetchRoutes';
import { EventDetailsDialog } from './EventDetailsDialog';

/** The buttons wait for the details reply (its `can`); a loaded machine answers slowly. */
const SLOW = { timeout: 5000 };
const at = (y: number, m: number, d: number, h: number) => new Date(y, m - 1, d, h).toISOString();
const rights = { edit_name: true, edit_description: false, edit_date: true, can_delete: true, can_create_past_event: false, can_edit_past_event_date: false, can_delete_past_event: false };
const types = [{ id: 3, name: 'Training', event_category_id: 1, category_name: 'Work', unattendance_code: 'KV', address_required: false, is_child_info_required: false, substitute_needed: false, needs_approval: false, min_advance_time: 0, times_per_month_per_user: 0, can_manager_submit: false, active: true, edit_fields: rights }];
const template = {
  eventCategories: [{ id: 1, name: 'Work', isForSubordinate: false, eventTypes: [{ id: 3, name: 'Training', isAddressRequired: false, canCreatePastEvents: false, minAdvanceTime: 0, maxUsagePerMonth: 0, isChildInfoRequired: false, substituteNeeded: false, unattendanceCode: 'KV', needsApproval: false, canManagerSubmit: false }] }],
  subordinates: [],
  substitutes: [{ id: 9, fullName: 'Ona Worker', isForMyself: true, activeSubstitutions: [{ eventId: 40, start: at(2030, 3, 5, 0), end: at(2030, 3, 6, 0), isConfirmed: false }] }],
  activeSubstitutions: [],
};
const item = (over: Partial<CalendarItem> = {}): CalendarItem => ({ id: 5, type: 'Event', title: 'Course', start: at(2030, 3, 5, 9), end: at(2030, 3, 5, 17), status: 'accepted', eventTypeId: 3, userId: 7, ...over });
const record = (i: CalendarItem) => ({
  id: 5, title: i.title, description: 'Old text', date_start: i.start, date_end: i.end, user_id: 7, substitute_id: 9, substitute_confirmed: null, status: i.status,
  event_type_id: 3, event_type: { id: 3, name: 'Training', unattendance_code: 'KV' }, vacation_payout: false, working_address: null, child_birth_date: null, request_id: null, request_status: null,
});
/** `can`: what the server's calendar policy lets the caller do with the event (the dialog only follows it). */
const routes = (i: CalendarItem, extra: Record<string, unknown> = {}, can = { edit: true, cancel: true }) => ({
  'GET /api/v2/calendar/events/5/details': { ...i, typeName: 'Training', categoryTypeName: 'Work', description: 'Old text', can },
  'GET /api/v1/event-types': types,
  'GET /api/v2/calendar/events/template': template,
  'GET /api/v1/users/7/responsibilities': { is_manager: false, is_assigned_to_chain: false },
  'GET /api/v1/users/7/events': [record(i)],
  ...extra,
});

describe('EventDetailsDialog: edit and cancel of an own event', () => {
  it('edits an event: pre-filled form, locked fields by the type, substitution warning, PUT with the unchanged dates as stored', async () => {
    const i = item();
    const calls = fetchRoutes(routes(i, { 'PUT /api/v1/users/7/events/5': { message: 'event_has_been_updated', event: {} } }));
    const onClose = jest.fn();
    renderSignedIn(<EventDetailsDialog item={i} onClose={onClose} />);
    const cancel = await screen.findByRole('button', { name: 'Cancel event' }, SLOW); // offered once the details answer can.cancel
    act(() => cancel.focus()); // jsdom does not move focus into the dialog when its buttons appear late
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const title = await screen.findByDisplayValue('Course');
    act(() => title.focus()); // the user clicks into the title (jsdom does not move focus into the dialog)
    const form = screen.getByRole('dialog', { name: 'Edit event' });
    expect(within(form).getByDisplayValue('Old text')).toBeDisabled(); // edit_description is off
    expect(within(form).queryByRole('button', { name: 'Add dates' })).not.toBeInTheDocument();
    expect(within(form).queryByRole('radio', { name: 'For my subordinate' })).not.toBeInTheDocument();
    expect(await within(form).findByText(/More than one substitution/)).toBeInTheDocument();
    fireEvent.change(title, { target: { value: 'Course, day 1' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('The event has been updated', {}, SLOW)).toBeInTheDocument();
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.body).toMatchObject({ event: { title: 'Course, day 1', description: 'Old text', date_start: i.start, date_end: i.end, substitute_id: 9, event_type_id: 3 }, send_calendar_file: false });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it("follows the server's answer: neither edit nor cancel for someone else's event", async () => {
    const i = item({ userId: 8 });
    fetchRoutes(routes(i, { 'GET /api/v1/users/8/events': [] }, { edit: false, cancel: false }));
    renderSignedIn(<EventDetailsDialog item={i} onClose={() => undefined} />);
    expect(await screen.findByText('Training')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel event' })).not.toBeInTheDocument();
  });

  it('offers neither edit nor cancel for a canceled event', async () => {
    const i = item({ status: 'canceled' });
    fetchRoutes(routes(i, {}, { edit: false, cancel: false }));
    renderSignedIn(<EventDetailsDialog item={i} onClose={() => undefined} />);
    expect(await screen.findByText('Canceled')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Close' }).length).toBeGreaterThan(0));
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel event' })).not.toBeInTheDocument();
  });

  it('keeps a past event read-only without the past-edit right, and offers no cancel without the past-delete right', async () => {
    const i = item({ start: at(2020, 3, 5, 9), end: at(2020, 3, 5, 17) });
    fetchRoutes(routes(i, {}, { edit: true, cancel: false }));
    renderSignedIn(<EventDetailsDialog item={i} onClose={() => undefined} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }, SLOW));
    expect(screen.queryByRole('button', { name: 'Cancel event' })).not.toBeInTheDocument();
    expect(await screen.findByText('This is a past event and its type does not allow changing it.')).toBeInTheDocument();
    act(() => screen.getByText('Cancel').closest('button')!.focus()); // jsdom does not move focus into the dialog
    const form = screen.getByRole('dialog', { name: 'Edit event' });
    expect(within(form).getByDisplayValue('Course')).toBeDisabled();
    expect(within(form).getByRole('button', { name: 'Cancel' })).toBeEnabled();
    expect(within(form).queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
    // the form opened over the details: Cancel comes back to them
    fireEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit event' })).not.toBeInTheDocument());
    expect(screen.getByRole('dialog', { name: 'Course' })).toBeInTheDocument();
  });
});

describe('EventDetailsDialog: a half-day absence (issue 18)', () => {
  it('shows its day and which half', async () => {
    const i = item({ title: 'Dentist', start: at(2030, 3, 5, 0), end: new Date(2030, 2, 5, 23, 59).toISOString(), halfDay: 'first' });
    fetchRoutes(routes(i));
    renderSignedIn(<EventDetailsDialog item={i} onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Part of the day', {}, SLOW)).toBeInTheDocument();
    expect(within(dialog).getByText('First half (morning)')).toBeInTheDocument();
  });
});
