/** DataTable in jsdom: rows with their own actions, and an actions column sized by what rows show. */
import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from '../test/providers';
import { DataTable, type RowAction } from './DataTable';

interface Row { id: number; name: string; mine: boolean }
const rows: Row[] = [{ id: 1, name: 'Alpha', mine: true }, { id: 2, name: 'Beta', mine: false }];

const actions = (onEdit: (r: Row) => void): RowAction<Row>[] => [
  { key: 'details', label: 'Details', icon: <span />, onClick: () => undefined },
  { key: 'edit', label: 'Edit', icon: <span />, onClick: onEdit, visible: (r) => r.mine },
  ...['a', 'b', 'c', 'd'].map((k) => ({ key: k, label: k, icon: <span />, onClick: () => undefined, visible: () => false })),
];

it('shows each row its own actions and makes the actions column only as wide as the busiest row needs', () => {
  const onEdit = jest.fn();
  renderWithProviders(
    <DataTable ariaLabel="Things" items={rows} getRowId={(r) => r.id} rowLabel={(r) => r.name} cardsBelow={0}
      columns={[{ key: 'name', header: 'Name', render: (r) => r.name }]} actions={actions(onEdit)} />,
  );
  const table = screen.getByRole('table', { name: 'Things' });
  const [, alpha, beta] = within(table).getAllByRole('row');
  expect(within(alpha).getAllByRole('button')).toHaveLength(2);
  expect(within(beta).getAllByRole('button')).toHaveLength(1);
  fireEvent.click(within(alpha).getByRole('button', { name: /Edit/ }));
  expect(onEdit).toHaveBeenCalledWith(rows[0]);
  // Six actions are declared but no row shows more than two: 2 × 34 + 24 px, not 6 × 34 + 24.
  expect(within(table).getByRole('columnheader', { name: 'Actions' })).toHaveStyle({ width: '92px' });
});

it('folds a row with more than four actions into three buttons and a "More actions" menu', async () => {
  const onD = jest.fn();
  const many: RowAction<Row>[] = ['A', 'B', 'C', 'D', 'E'].map((k) => ({ key: k, label: k, icon: <span />, onClick: k === 'D' ? onD : () => undefined }));
  renderWithProviders(
    <DataTable ariaLabel="Things" items={rows.slice(0, 1)} getRowId={(r) => r.id} rowLabel={(r) => r.name} cardsBelow={0}
      columns={[{ key: 'name', header: 'Name', render: (r) => r.name }]} actions={many} />,
  );
  const table = screen.getByRole('table', { name: 'Things' });
  const row = within(table).getAllByRole('row')[1];
  expect(within(row).getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(['A Alpha', 'B Alpha', 'C Alpha', 'More actions for Alpha']);
  expect(within(table).getByRole('columnheader', { name: 'Actions' })).toHaveStyle({ width: '160px' });
  fireEvent.click(within(row).getByRole('button', { name: 'More actions for Alpha' }));
  fireEvent.click(await screen.findByRole('menuitem', { name: 'D' }));
  expect(onD).toHaveBeenCalledWith(rows[0]);
});
