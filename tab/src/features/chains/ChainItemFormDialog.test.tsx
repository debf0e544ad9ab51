import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders, reply, stubFetch } from '../../test/providers';
import { ChainItemFormDialog } from './ChainItemFormDialog';

describe('ChainItemFormDialog', () => {
  it('spectator-only turns can view on, can edit off and disabled, and clears the notification message', () => {
    stubFetch({});
    renderWithProviders(<ChainItemFormDialog chainId={1} item={null} items={[]} onClose={() => undefined} />);
    const canEdit = screen.getByRole('checkbox', { name: 'Can edit the request' });
    const canView = screen.getByRole('checkbox', { name: 'Can view the request' });
    const message = screen.getByRole('textbox', { name: 'Notification message' });
    fireEvent.click(canEdit);
    fireEvent.click(canView);
    fireEvent.change(message, { target: { value: 'Please look' } });
    expect(canEdit).toBeChecked();
    expect(canView).not.toBeChecked();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Only spectator' }));
    expect(canEdit).not.toBeChecked();
    expect(canEdit).toBeDisabled();
    expect(canView).toBeChecked();
    expect(message).toHaveValue('');
    expect(message).toBeDisabled();
  });

  it('offers placement only when adding, and the role select only for the role type (cleared when leaving it)', async () => {
    const calls = stubFetch({ 'GET /api/v1/roles': [{ id: 4, name: 'HR' }], 'POST /api/v1/chains/1/items': {} });
    renderWithProviders(<ChainItemFormDialog chainId={1} item={null} items={[]} onClose={() => undefined} />);
    expect(screen.getByRole('combobox', { name: 'Placement' })).toHaveValue('-1');
    const type = screen.getByRole('combobox', { name: /Person responsible/ });
    fireEvent.change(type, { target: { value: 'role' } });
    const role = screen.getByRole('combobox', { name: /Role/ });
    await screen.findByRole('option', { name: 'HR' });
    fireEvent.change(role, { target: { value: '4' } });
    fireEvent.change(type, { target: { value: 'direct_manager' } });
    expect(screen.queryByRole('combobox', { name: /Role/ })).not.toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: /Name/ }), { target: { value: 'Boss' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ name: 'Boss', assignee_type: 'direct_manager', role_id: null, order_number: -1, chain_id: 1 });
  });

  it('does not offer placement when editing', () => {
    stubFetch({});
    const item = {
      id: 3, chain_id: 1, name: 'HR check', description: null, role_id: null, role_name: null, order_number: 2, can_edit: false,
      only_spectator: false, can_view: true, notification_message: null, assignee_type: 'request_owner' as const, skip_if_assigned_owner: false,
    };
    renderWithProviders(<ChainItemFormDialog chainId={1} item={item} items={[item]} onClose={() => undefined} />);
    expect(screen.queryByRole('combobox', { name: 'Placement' })).not.toBeInTheDocument();
  });

  it('editing shows the stored item, refuses an empty name without a call and sends the contract body', async () => {
    const calls = stubFetch({ 'GET /api/v1/roles': [{ id: 4, name: 'HR' }], 'PUT /api/v1/chains/items/3': {} });
    const item = {
      id: 3, chain_id: 1, name: 'HR check', description: 'Documents', role_id: 4, role_name: 'HR', order_number: 2, can_edit: true,
      only_spectator: false, can_view: true, notification_message: 'Please look', assignee_type: 'role' as const, skip_if_assigned_owner: true,
    };
    renderWithProviders(<ChainItemFormDialog chainId={1} item={item} items={[item]} onClose={() => undefined} />);
    const name = screen.getByRole('textbox', { name: /Name/ });
    expect(name).toHaveValue('HR check');
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveValue('Documents');
    expect(screen.getByRole('textbox', { name: 'Notification message' })).toHaveValue('Please look');
    expect(screen.getByRole('combobox', { name: /Person responsible/ })).toHaveValue('role');
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Role/ })).toHaveValue('4'));
    expect(screen.getByRole('checkbox', { name: 'Can edit the request' })).toBeChecked();

    fireEvent.change(name, { target: { value: '  ' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Description' }), { target: { value: 'x'.repeat(256) } });
    expect(await screen.findByText('At most 255 characters.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    fireEvent.change(name, { target: { value: 'HR review' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Description' }), { target: { value: '' } });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT' && c.path === '/api/v1/chains/items/3')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      name: 'HR review', description: null, assignee_type: 'role', role_id: 4, chain_id: 1, can_edit: true, only_spectator: false, can_view: true,
      notification_message: 'Please look', skip_if_assigned_owner: true,
    });
  });

  it("shows the server's role_not_found at the role", async () => {
    const calls = stubFetch({ 'GET /api/v1/roles': [{ id: 4, name: 'HR' }], 'POST /api/v1/chains/1/items': reply(404, { error_code: 'role_not_found' }) });
    renderWithProviders(<ChainItemFormDialog chainId={1} item={null} items={[]} onClose={() => undefined} />);
    fireEvent.change(screen.getByRole('textbox', { name: /Name/ }), { target: { value: 'HR check' } });
    fireEvent.change(screen.getByRole('combobox', { name: /Person responsible/ }), { target: { value: 'role' } });
    await screen.findByRole('option', { name: 'HR' });
    fireEvent.change(screen.getByRole('combobox', { name: /Role/ }), { target: { value: '4' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(await screen.findAllByText('Role not found.')).not.toHaveLength(0);
    expect(screen.getByRole('combobox', { name: /Role/ })).toHaveAttribute('aria-invalid', 'true');
  });
});
