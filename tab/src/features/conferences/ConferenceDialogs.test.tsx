/** New/edit and participants dialogs in jsdom (spec 3 §2 modals, §5, §8 toasts): the edit form starts filled and PUTs the contract's body; the participants show their §4 state. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders, stubFetch } from '../../test/providers';
import { ConferenceFormDialog } from './ConferenceFormDialog';
import type { Conference } from './conferencesApi';
import { ParticipantsDialog } from './ParticipantsDialog';

const item: Conference = {
  id: 3, kind: 'training', title: 'TypeScript', description: 'Types', location: 'Kaunas', date_start: '2030-05-01T06:00:00.000Z', date_end: '2030-05-01T14:00:00.000Z',
  price_per_person: 0, max_participants: 10, link: null, conference_type_id: null, conference_type_name: null, employee_id: 2, employee_name: 'Ona',
  canceled: false, participants: 1, state: 'none', my_participation: null, can: { edit: true, cancel: true, participants: true, join: false, leave: false },
};

it('edits a training: the form starts filled and sends the contract body, with the chosen type, and the training toast', async () => {
  const calls = stubFetch({
    'PUT /api/v1/trainings/3': { message: 'updated_training_successfully', conference: item },
    'GET /api/v1/conferences/types': [{ id: 4, name: 'Internal training', description: null }, { id: 5, name: 'External', description: null }],
  });
  const onClose = jest.fn();
  renderWithProviders(<ConferenceFormDialog kind="training" item={item} onClose={onClose} />);
  const dialog = await screen.findByRole('dialog');
  const title = within(dialog).getByRole('textbox', { name: /Title/ });
  expect(title).toHaveValue('TypeScript');
  fireEvent.change(title, { target: { value: 'TypeScript 6' } });
  fireEvent.change(within(dialog).getByRole('textbox', { name: /Max participants/ }), { target: { value: '' } });
  const type = within(dialog).getByRole('combobox', { name: /Type/ });
  await within(type).findByRole('option', { name: 'External' });
  fireEvent.change(type, { target: { value: '5' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('The training has been updated.')).toBeInTheDocument();
  const put = calls.find((c) => c.method === 'PUT');
  expect(put?.body).toMatchObject({
    title: 'TypeScript 6', max_participants: null, price_per_person: 0, date_start: item.date_start, date_end: item.date_end, conference_type_id: 5,
  });
  expect(onClose).toHaveBeenCalled();
});

it('refuses a negative price before sending anything', async () => {
  const calls = stubFetch({});
  renderWithProviders(<ConferenceFormDialog kind="conference" item={{ ...item, kind: 'conference' }} onClose={jest.fn()} />);
  const dialog = await screen.findByRole('dialog');
  fireEvent.change(within(dialog).getByRole('textbox', { name: /Price per person/ }), { target: { value: '-5' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await within(dialog).findByText('Enter a price of 0 or more, with at most 2 decimals.')).toBeInTheDocument();
  expect(calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
});

it('lists the participants with their state', async () => {
  stubFetch({
    'GET /api/v1/trainings/3/participations': [
      { id: 1, user_id: 5, user_name: 'Jonas', confirmed: true, status: 'completed', request_id: 1 },
      { id: 2, user_id: 6, user_name: 'Rūta', confirmed: false, status: 'completed', request_id: 2 },
      { id: 3, user_id: 8, user_name: 'Tomas', confirmed: false, status: 'pending', request_id: 3 },
    ],
  });
  renderWithProviders(<ParticipantsDialog item={item} onClose={jest.fn()} />);
  await waitFor(() => expect(screen.getByText('Jonas')).toBeInTheDocument());
  expect(screen.getByText('Confirmed')).toBeInTheDocument();
  expect(screen.getByText('Rejected')).toBeInTheDocument();
  expect(screen.getByText('Waiting for approval')).toBeInTheDocument();
});
