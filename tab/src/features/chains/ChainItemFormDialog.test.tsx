import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders, stubFetch } from '../../test/providers';
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
});
