import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders, stubFetch } from '../../test/providers';
import { MappingEditor, type MappingRow } from './MappingEditor';

const rows: MappingRow[] = [{ key: 'event', chainId: 1 }, { key: 'training', chainId: null }, { key: 'overtime', chainId: null }];

function setup() {
  stubFetch({ 'GET /api/v1/chains': [{ id: 1, name: 'Managers', description: null }, { id: 2, name: 'HR', description: null }] });
  const save = jest.fn(async () => undefined);
  renderWithProviders(
    <MappingEditor title="Other" keyHeader="Request type" queryKey={['test-mapping']} load={async () => rows} save={save}
      labelOf={(k) => k} uniqueChains writable savedMessage="Saved" />,
  );
  return save;
}

describe('MappingEditor with unique chains', () => {
  it('highlights a chain chosen twice and disables Save until it is resolved', async () => {
    const save = setup();
    const training = await screen.findByRole('combobox', { name: 'Chain for training' });
    await waitFor(() => expect(screen.getAllByRole('option', { name: 'Managers' }).length).toBeGreaterThan(0));
    fireEvent.change(training, { target: { value: '1' } });
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(screen.getAllByText('This chain is already chosen for another request type.')).toHaveLength(2);
    expect(training).toHaveAttribute('aria-invalid', 'true');

    fireEvent.change(training, { target: { value: '2' } });
    expect(screen.queryByText('This chain is already chosen for another request type.')).not.toBeInTheDocument();
    const saveButton = screen.getByRole('button', { name: 'Save' });
    expect(saveButton).toBeEnabled();
    fireEvent.click(saveButton);
    await waitFor(() => expect(save).toHaveBeenCalledWith([{ key: 'event', chainId: 1 }, { key: 'training', chainId: 2 }, { key: 'overtime', chainId: null }]));
  });

  it('keeps Save disabled while nothing changed', async () => {
    setup();
    await screen.findByRole('combobox', { name: 'Chain for training' });
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });
});
