/**
 * The editable-fields dialog on react-hook-form (issue 10 item 4): it shows the stored rights of the
 * type (the empty-field bug class) and saves what was ticked.
 */
import '@testing-library/jest-dom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchRoutes, renderSignedIn } from '../../test/fetchRoutes';
import { EditFieldsDialog } from './EditFieldsDialog';
import type { EventType } from './eventTypesApi';

const stored = {
  event_type_id: 9, edit_name: true, edit_description: false, edit_date: true, can_delete: false,
  can_create_past_event: true, can_edit_past_event_date: false, can_delete_past_event: false,
};

it('shows the stored rights and saves the ticked ones', async () => {
  const calls = fetchRoutes({ 'GET /api/v1/event-types/9/edit-fields': stored, 'PUT /api/v1/event-types/9/edit-fields': { message: 'ok' } });
  const onClose = jest.fn();
  const user = userEvent.setup();
  renderSignedIn(<EditFieldsDialog type={{ id: 9, name: 'Annual leave' } as EventType} canWrite onClose={onClose} />);
  const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
  const past = await within(dialog).findByRole('checkbox', { name: 'Past events can be created' });
  await waitFor(() => expect(past).toBeChecked());
  expect(within(dialog).getByRole('checkbox', { name: 'Event can be deleted' })).not.toBeChecked();
  await user.click(within(dialog).getByRole('checkbox', { name: 'Event can be deleted' }));
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ ...stored, can_delete: true });
});
