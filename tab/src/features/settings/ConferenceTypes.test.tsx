/** Conference types (spec 2 §7 Settings): the assign dialog shows the stored chain and sends the contract's assignChainBody. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders, stubFetch } from '../../test/providers';
import { ConferenceTypes } from './ConferenceTypes';

it('shows the stored chain and assigns another, or none', async () => {
  const calls = stubFetch({
    'GET /api/v1/conferences/types': [{ id: 2, name: 'External', description: null, chain_id: 1, chain_name: 'HR' }],
    'GET /api/v1/chains': [{ id: 1, name: 'HR', description: null }, { id: 3, name: 'Managers', description: null }],
    'PUT /api/v1/conferences/types/2/assign-chain': { message: 'chain_assigned_successfully' },
  });
  renderWithProviders(<ConferenceTypes writable />);
  expect(await screen.findByText('External')).toBeInTheDocument();
  fireEvent.click(screen.getAllByRole('button', { name: /Assign/ })[0]);
  const dialog = await screen.findByRole('dialog', { name: 'Assign a chain to External' });
  const chain = await within(dialog).findByRole('combobox', { name: /Chain/ });
  await waitFor(() => expect(chain).toHaveValue('1'));
  fireEvent.change(chain, { target: { value: '' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
  expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ chain_id: null });
  expect(await screen.findByText('The chain was assigned.')).toBeInTheDocument();
});
