/** Personal info change references (spec 2 §5 Settings): the add and edit dialog over the contract's infoChangeReferenceBody. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders, reply, stubFetch } from '../../test/providers';
import { InfoChangeReferences } from './InfoChangeReferences';

const stored = { id: 3, request_type: 'phone_number', name: 'Phone change', chain_id: 2, chain_name: 'Managers', image_required: true };
const routes = {
  'GET /api/v1/users/edit/references': [stored],
  'GET /api/v1/chains': [{ id: 1, name: 'HR', description: null }, { id: 2, name: 'Managers', description: null }],
};

it('refuses a reference without a field or name without a call, then posts the contract body', async () => {
  const calls = stubFetch({ ...routes, 'POST /api/v1/users/edit/references': { message: 'ok' } });
  renderWithProviders(<InfoChangeReferences writable />);
  expect(await screen.findByText('Phone change')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Add reference' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add reference' });
  const field = await within(dialog).findByRole('combobox', { name: /Field/ });
  expect(within(field).queryByRole('option', { name: 'Phone number' })).not.toBeInTheDocument();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(within(dialog).getAllByText('This field is required.')).toHaveLength(2));
  expect(calls.some((c) => c.method === 'POST')).toBe(false);

  fireEvent.change(field, { target: { value: 'email' } });
  fireEvent.change(within(dialog).getByRole('textbox', { name: /Name/ }), { target: { value: '  E-mail change ' } });
  fireEvent.change(within(dialog).getByRole('combobox', { name: /Chain/ }), { target: { value: '1' } });
  fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Image required' }));
  await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled());
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
  expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ request_type: 'email', name: 'E-mail change', chain_id: 1, image_required: true });
  expect(await screen.findByText('The personal info change reference was added.')).toBeInTheDocument();
});

it('editing shows the stored reference and patches it', async () => {
  const calls = stubFetch({ ...routes, 'PATCH /api/v1/users/edit/references/3': { message: 'ok' } });
  renderWithProviders(<InfoChangeReferences writable />);
  expect(await screen.findByText('Phone change')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: /Edit/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit reference' });
  const name = (await within(dialog).findByRole('textbox', { name: /Name/ })) as HTMLInputElement;
  expect(name.value).toBe('Phone change');
  expect((within(dialog).getByRole('combobox', { name: /Field/ }) as HTMLSelectElement).value).toBe('phone_number');
  await waitFor(() => expect((within(dialog).getByRole('combobox', { name: /Chain/ }) as HTMLSelectElement).value).toBe('2'));
  expect(within(dialog).getByRole('checkbox', { name: 'Image required' })).toBeChecked();
  fireEvent.change(name, { target: { value: 'Phone' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(calls.some((c) => c.method === 'PATCH')).toBe(true));
  expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ request_type: 'phone_number', name: 'Phone', chain_id: 2, image_required: true });
});

it("shows the server's refusal of a second reference for a field at the field", async () => {
  const calls = stubFetch({ ...routes, 'POST /api/v1/users/edit/references': reply(400, { error_code: 'duplicate_user_info_change_reference' }) });
  renderWithProviders(<InfoChangeReferences writable />);
  expect(await screen.findByText('Phone change')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Add reference' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add reference' });
  fireEvent.change(await within(dialog).findByRole('combobox', { name: /Field/ }), { target: { value: 'email' } });
  fireEvent.change(within(dialog).getByRole('textbox', { name: /Name/ }), { target: { value: 'E-mail change' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await within(dialog).findByText('This field already has a personal info change reference.')).toBeInTheDocument();
  expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
});
