/** Joining a conference (spec 3 §2 join modal): the calendar-file choice is sent with the join. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders, stubFetch } from '../../test/providers';
import type { Conference } from './conferencesApi';
import { JoinDialog } from './JoinDialog';

it('sends the calendar-file choice with the join', async () => {
  const calls = stubFetch({ 'POST /api/v1/conferences/3/join': { id: 11, status: 'in_progress' } });
  const onClose = jest.fn();
  renderWithProviders(<JoinDialog item={{ id: 3, title: 'DevDays', kind: 'conference' } as Conference} onClose={onClose} />);
  const dialog = await screen.findByRole('dialog', { name: 'Join DevDays' });
  const file = await within(dialog).findByRole('checkbox', { name: 'Send me a calendar file' });
  expect(file).not.toBeChecked();
  fireEvent.click(file);
  fireEvent.click(within(dialog).getByRole('button', { name: 'Join' }));
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(calls.find((c) => c.method === 'POST')).toMatchObject({ path: '/api/v1/conferences/3/join', body: { send_calendar_file: true } });
});
