/** Edit subordinates on /users: the stored subordinates shown, the picked people sent as exactly the new set. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders, stubFetch } from '../../test/providers';
import { SubordinatesDialog } from './SubordinatesDialog';

const people = [
  { id: 1, name: 'Ona', surname: 'Petraitė' },
  { id: 2, name: 'Jonas', surname: 'Jonaitis' },
  { id: 5, name: 'Laura', surname: 'Vadovė' },
];

it('shows the stored subordinates and sends exactly the picked people', async () => {
  const calls = stubFetch({
    'GET /api/v1/users/names': people,
    'GET /api/v1/users/5/subordinates': [{ id: 1, name: 'Ona', surname: 'Petraitė', email: 'ona@demo.lt', position: null }],
    'PUT /api/v1/users/5/subordinates': { message: 'ok' },
  });
  const onClose = jest.fn();
  renderWithProviders(<SubordinatesDialog user={{ id: 5, name: 'Laura', surname: 'Vadovė' } as never} onClose={onClose} />);
  const chosen = await screen.findByRole('listbox', { name: 'Selected subordinates' });
  expect(within(chosen).getByText('Ona Petraitė')).toBeInTheDocument();
  expect(screen.getByText(/Selected: 1\./)).toBeInTheDocument();

  const search = screen.getByRole('combobox');
  fireEvent.click(search);
  fireEvent.change(search, { target: { value: 'jon' } });
  fireEvent.click(await screen.findByRole('option', { name: 'Jonas Jonaitis' }));
  fireEvent.click(screen.getByLabelText('Remove Ona Petraitė'));
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ subordinates: [2] });
  expect(await screen.findByText('Subordinates of Laura Vadovė saved.')).toBeInTheDocument();
});
