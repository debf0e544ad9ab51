/**
 * The new event form's dates and focus (issue 12 item 4): typing a date rewrites no other field;
 * the end follows a committed start only when it would fall before it, with a note; a refused
 * submit focuses the first invalid field with its message as an alert, the submit stays usable;
 * the dialog gives focus back to the control that opened it.
 */
import '@testing-library/jest-dom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { fetchRoutes, renderSignedIn, reply } from '../../test/fetchRoutes';
import { EventFormDialog } from './EventFormDialog';

const SLOW = { timeout: 5000 };
const template = {
  eventCategories: [{ id: 1, name: 'Work', isForSubordinate: false, eventTypes: [{ id: 3, name: 'Training', isAddressRequired: false, canCreatePastEvents: true, minAdvanceTime: 0, maxUsagePerMonth: 0, isChildInfoRequired: false, substituteNeeded: false, unattendanceCode: 'KV', needsApproval: false }] }],
  subordinates: [],
  substitutes: [],
  activeSubstitutions: [],
};
const routes = (extra: Record<string, unknown> = {}) => ({
  'GET /api/v1/event-types': [],
  'GET /api/v2/calendar/events/template': template,
  'GET /api/v1/users/7/responsibilities': { is_manager: false, is_assigned_to_chain: false },
  ...extra,
});
const initial = { start: '2026-12-10T08:00', end: '2026-12-11T17:00' };

/** A page with the "New event" button that opens the form, as the agenda does. */
function Opener({ onSaved }: { onSaved?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>New event</button>
      {open && <EventFormDialog initial={initial} onClose={() => setOpen(false)} onSaved={onSaved ? () => { onSaved(); setOpen(false); } : undefined} />}
    </>
  );
}

async function openForm() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'New event' }));
  const dialog = await screen.findByRole('dialog', { name: 'New event' }, SLOW);
  const row = await within(dialog).findByRole('group', { name: 'Dates 1' }, SLOW); // the surface is aria-hidden while it opens
  const field = (name: string) => within(row).getByRole('combobox', { name });
  /** Leaves the field (the dialog's focus trap keeps Tab from moving focus in jsdom): the field commits. */
  const elsewhere = () => user.click(within(dialog).getByRole('textbox', { name: /^Description/ }));
  return { user, dialog, row, field, elsewhere };
}

describe('EventFormDialog: dates and focus', () => {
  it('typing a start date rewrites nothing; a committed start after the end moves the end (keeping the length) with a note', async () => {
    fetchRoutes(routes());
    renderSignedIn(<Opener />);
    const { user, dialog, field, elsewhere } = await openForm();
    expect(field('Start')).toHaveValue('10/12/2026');
    expect(field('End')).toHaveValue('11/12/2026');
    expect(within(dialog).getAllByText('Format: DD/MM/YYYY HH:mm')).toHaveLength(2);

    await user.clear(field('Start'));
    await user.type(field('Start'), '25/12/2026');
    expect(field('End')).toHaveValue('11/12/2026'); // nothing changes while typing
    expect(field('End, time')).toHaveValue('17:00');
    await elsewhere(); // commits the start
    await waitFor(() => expect(field('End')).toHaveValue('26/12/2026'));
    expect(field('End, time')).toHaveValue('17:00');
    expect(within(dialog).getByText('The end moved to 26/12/2026 17:00 to follow the start.')).toBeInTheDocument();

    // An end the user sets clears the note; a start before the end leaves the end alone.
    await user.clear(field('End'));
    await user.type(field('End'), '31/12/2026');
    await elsewhere();
    await waitFor(() => expect(within(dialog).queryByText(/The end moved/)).not.toBeInTheDocument());
    await user.clear(field('Start'));
    await user.type(field('Start'), '28/12/2026');
    await elsewhere();
    expect(field('End')).toHaveValue('31/12/2026');
    expect(within(dialog).queryByText(/The end moved/)).not.toBeInTheDocument();
  });

  it('refuses year 0900 in the start without touching the end', async () => {
    fetchRoutes(routes());
    renderSignedIn(<Opener />);
    const { user, dialog, field, elsewhere } = await openForm();
    await user.clear(field('Start'));
    await user.type(field('Start'), '10/12/0900');
    await elsewhere();
    expect(await within(dialog).findByText('Enter a year from 1900 to 2100.')).toBeInTheDocument();
    expect(field('End')).toHaveValue('11/12/2026');
  });

  it('a refused submit focuses the first invalid field, its message is an alert, and the submit stays enabled', async () => {
    const calls = fetchRoutes(routes());
    renderSignedIn(<Opener />);
    const { user, dialog } = await openForm();
    const submit = within(dialog).getByRole('button', { name: 'Create event' });
    await waitFor(() => expect(submit).toBeEnabled(), SLOW);
    await user.click(submit);
    const category = within(dialog).getByRole('combobox', { name: /^Category/ });
    await waitFor(() => expect(category).toHaveFocus());
    expect(category).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getAllByRole('alert')[0]).toHaveTextContent('Required');
    expect(submit).toBeEnabled();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    // With category and type chosen the title is the first invalid field.
    await user.selectOptions(category, 'Work');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Type/ }), 'Training');
    await user.click(submit);
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: /^Title/ })).toHaveFocus());
  });

  it('gives focus back to "New event" after Cancel', async () => {
    fetchRoutes(routes());
    renderSignedIn(<Opener />);
    const { user, dialog } = await openForm();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), SLOW);
    await waitFor(() => expect(screen.getByRole('button', { name: 'New event' })).toHaveFocus());
  });

  it('gives focus back to "New event" after a successful save; the dates are sent as typed at the company clock', async () => {
    const calls = fetchRoutes(routes({ 'POST /api/v1/users/7/events': { message: 'new_event_has_been_successfully_added' } }));
    const onSaved = jest.fn();
    renderSignedIn(<Opener onSaved={onSaved} />);
    const { user, dialog } = await openForm();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Category/ }), 'Work');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Type/ }), 'Training');
    await user.type(within(dialog).getByRole('textbox', { name: /^Title/ }), 'Course');
    await user.click(within(dialog).getByRole('button', { name: 'Create event' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled(), SLOW);
    // 08:00 and 17:00 in Vilnius (UTC+2 in December) whatever the browser's zone (jest runs in UTC).
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ event: { date_start: '2026-12-10T06:00:00.000Z', date_end: '2026-12-11T15:00:00.000Z' } });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), SLOW);
    await waitFor(() => expect(screen.getByRole('button', { name: 'New event' })).toHaveFocus());
  });

  it('marks the fields the server refuses: a path it names, and the dates for a rule of the dates', async () => {
    let answer: unknown = reply(400, { error_code: 'provided_invalid_data', message: 'provided_invalid_data', fields: [{ path: 'event.title', message: 'too long' }] });
    const calls = fetchRoutes(routes({ 'POST /api/v1/users/7/events': () => answer }));
    renderSignedIn(<Opener onSaved={() => undefined} />);
    const { user, dialog } = await openForm();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Category/ }), 'Work');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Type/ }), 'Training');
    await user.type(within(dialog).getByRole('textbox', { name: /^Title/ }), 'Course');
    await user.click(within(dialog).getByRole('button', { name: 'Create event' }));
    expect(await within(dialog).findByText('The server did not accept this value.', {}, SLOW)).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /^Title/ })).toHaveAttribute('aria-invalid', 'true');

    answer = reply(400, { error_code: 'start_date_in_past', message: 'start_date_in_past', date: '2026-12-01' });
    await user.click(within(dialog).getByRole('button', { name: 'Create event' }));
    expect(await within(dialog).findByText("Start date can't be in the past.", {}, SLOW)).toHaveAttribute('role', 'alert');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(2);
  });
});
