import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders, stubFetch } from '../../test/providers';
import { NewRoleCard } from './NewRoleCard';

describe('NewRoleCard (react-hook-form over roleBody)', () => {
  it('shows the limits with the role texts, sends the trimmed role and clears the form after', async () => {
    const calls = stubFetch({ 'POST /api/v1/roles': { id: 7 } });
    const onCreated = jest.fn();
    renderWithProviders(<NewRoleCard onCreated={onCreated} />);
    const create = screen.getByRole('button', { name: 'Create role' });
    fireEvent.click(create);
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: /Name/ }), { target: { value: '  Auditor ' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Description' }), { target: { value: 'd'.repeat(256) } });
    fireEvent.click(create);
    expect(await screen.findByText('Use at most 255 characters.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(screen.getByRole('textbox', { name: 'Description' }), { target: { value: '' } });
    fireEvent.click(create);
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(7));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ name: 'Auditor', description: null });
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveValue('');
  });
});
