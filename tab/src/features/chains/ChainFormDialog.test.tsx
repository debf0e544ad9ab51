import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeFetch } from '../../test/fakeFetch';
import { renderWithProviders, stubFetch } from '../../test/providers';
import { ChainFormDialog } from './ChainFormDialog';
import { useChains } from './chainsApi';

/** The chains list beside the dialog, as the page shows it. */
function ChainNames() {
  const chains = useChains();
  return <ul aria-label="Chains">{chains.data?.map((c) => <li key={c.id}>{c.name}</li>)}</ul>;
}

describe('ChainFormDialog (react-hook-form over the chainBody contract)', () => {
  it('shows the contract limits with the form texts and sends nothing while invalid', async () => {
    const calls = stubFetch({});
    renderWithProviders(<ChainFormDialog chain={null} onClose={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: /Name/ }), { target: { value: 'Managers' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Description' }), { target: { value: 'x'.repeat(256) } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('At most 255 characters.')).toBeInTheDocument();
    expect(screen.queryByText('This field is required.')).not.toBeInTheDocument();
    expect(calls.some((c) => c.method !== 'GET')).toBe(false);
  });

  it('editing a chain shows its name and description and sends the change', async () => {
    const calls = stubFetch({ 'PUT /api/v1/chains/4': { message: 'chain_updated' } });
    const chain = { id: 4, name: 'Managers', description: 'Direct managers first' } as Parameters<typeof ChainFormDialog>[0]['chain'];
    renderWithProviders(<ChainFormDialog chain={chain} onClose={() => undefined} />);
    const name = screen.getByRole('textbox', { name: /Name/ }) as HTMLInputElement;
    expect(name.value).toBe('Managers');
    expect((screen.getByRole('textbox', { name: 'Description' }) as HTMLTextAreaElement).value).toBe('Direct managers first');
    fireEvent.change(name, { target: { value: 'Managers and HR' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ name: 'Managers and HR', description: 'Direct managers first' }));
  });

  it('keeps Save busy while the save is pending, sends the trimmed body and re-reads the chains list', async () => {
    let release: () => void = () => undefined;
    const calls = fakeFetch(async ({ method }, all) => {
      if (method === 'POST') {
        await new Promise<void>((r) => (release = r));
        return { body: { id: 2 } };
      }
      const posted = all.some((c) => c.method === 'POST');
      return { body: [{ id: 1, name: 'Old', description: null }, ...(posted ? [{ id: 2, name: 'Managers', description: null }] : [])] };
    });
    const onClose = jest.fn();
    renderWithProviders(<><ChainNames /><ChainFormDialog chain={null} onClose={onClose} /></>);
    await screen.findByText('Old');

    fireEvent.change(screen.getByRole('textbox', { name: /Name/ }), { target: { value: '  Managers ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ name: 'Managers', description: null });

    release();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(await screen.findByText('Managers')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'GET' && c.path.startsWith('/api/v1/chains')).length).toBe(2);
  });
});
