/** Calendar viewers (spec 2 §2): the stored viewers shown, one added and one removed, exactly the chosen ids sent. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders, stubFetch } from '../../test/providers';
import { ViewersDialog } from './ViewersDialog';

it('shows the stored viewers and saves the chosen ones', async () => {
  const calls = stubFetch({
    'GET /api/v2/calendar/viewers': [
      { userId: 1, user: 'Ona Petraitė', isViewer: true },
      { userId: 2, user: 'Jonas Jonaitis', isViewer: false },
    ],
    'PUT /api/v2/calendar/viewers': { message: 'message_calendar_viewers_updated' },
  });
  const onClose = jest.fn();
  renderWithProviders(<ViewersDialog onClose={onClose} />);
  const current = await screen.findByRole('list', { name: 'Current viewers' });
  expect(await within(current).findByText('Ona Petraitė')).toBeInTheDocument();
  const search = screen.getByRole('combobox', { name: 'Add a viewer' });
  fireEvent.click(search);
  fireEvent.click(await screen.findByRole('option', { name: 'Jonas Jonaitis' }));
  expect(within(current).getByText('Jonas Jonaitis')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Remove Ona Petraitė' }));
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(calls.find((c) => c.method === 'PUT')?.body).toEqual([2]);
  expect(await screen.findByText('Calendar viewers updated')).toBeInTheDocument();
});
