/** The tasks and notification schedules of a chain item (spec 2 §3, §5): inline forms over the contracts' taskBody and notificationBody. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders, stubFetch } from '../../test/providers';
import { ChainItemNotificationsDialog } from './ChainItemNotificationsDialog';
import { ChainItemTasksDialog } from './ChainItemTasksDialog';

const item = {
  id: 3, chain_id: 1, name: 'HR check', description: null, role_id: null, role_name: null, order_number: 1, can_edit: false,
  only_spectator: false, can_view: true, notification_message: null, assignee_type: 'request_owner' as const, skip_if_assigned_owner: false,
};

it('editing a task shows its stored name and description and sends the change', async () => {
  const calls = stubFetch({
    'GET /api/v1/chains/items/3/tasks': [{ id: 8, chain_item_id: 3, name: 'Check documents', description: 'Passport copy' }],
    'PUT /api/v1/chains/items/tasks/8': {},
  });
  renderWithProviders(<ChainItemTasksDialog item={item} writable onClose={() => undefined} />);
  const dialog = await screen.findByRole('dialog');
  fireEvent.click(await within(dialog).findByRole('button', { name: /Edit/ }));
  const name = await within(dialog).findByRole('textbox', { name: /Task name/ });
  await waitFor(() => expect(name).toHaveValue('Check documents'));
  expect(within(dialog).getByRole('textbox', { name: /Task description/ })).toHaveValue('Passport copy');
  fireEvent.change(name, { target: { value: 'Check the documents' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
  expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ name: 'Check the documents', description: 'Passport copy', chain_item_id: 3 });
});

it('a notification needs a type, a day in range and a time before anything is sent; editing shows the stored schedule', async () => {
  const calls = stubFetch({
    'GET /api/v1/chains/items/3/notifications': [{ id: 6, chain_item_id: 3, frequency_type: 'week_day', frequency_value: 2, notification_time: '07:15' }],
    'POST /api/v1/chains/items/3/notifications': {},
  });
  renderWithProviders(<ChainItemNotificationsDialog item={item} writable onClose={() => undefined} />);
  const dialog = await screen.findByRole('dialog');
  const type = await within(dialog).findByRole('combobox', { name: /Frequency/ });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
  await waitFor(() => expect(within(dialog).getAllByText('This field is required.')).toHaveLength(2));

  fireEvent.change(type, { target: { value: 'month_day' } });
  fireEvent.change(within(dialog).getByRole('spinbutton', { name: /Day/ }), { target: { value: '32' } });
  expect(await within(dialog).findByText('Enter a number from 1 to 31.')).toBeInTheDocument();
  expect(calls.some((c) => c.method === 'POST')).toBe(false);

  fireEvent.change(within(dialog).getByRole('spinbutton', { name: /Day/ }), { target: { value: '15' } });
  const time = within(dialog).getByRole('combobox', { name: /Notification time/ });
  fireEvent.change(time, { target: { value: '08:30' } });
  fireEvent.blur(time);
  // the UTC time as the company's clock reads it (UTC+2 in winter, +3 in summer)
  expect(await within(dialog).findByText(/^That is 1[01]:30 in the company’s time zone \(Europe\/Vilnius\) today\./)).toBeInTheDocument();
  await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Add' })).toBeEnabled());
  fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
  await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
  expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ frequency_type: 'month_day', frequency_value: 15, notification_time: '08:30', chain_item_id: 3 });

  fireEvent.click(within(dialog).getByRole('button', { name: /Edit/ }));
  await waitFor(() => expect(within(dialog).getByRole('combobox', { name: /Frequency/ })).toHaveValue('week_day'));
  expect(within(dialog).getByRole('combobox', { name: /^Day/ })).toHaveValue('2');
  expect(within(dialog).getByDisplayValue('07:15')).toBeInTheDocument();
});
