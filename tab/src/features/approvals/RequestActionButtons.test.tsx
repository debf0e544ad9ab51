import { fireEvent, screen, within } from '@testing-library/react';
import { RequestActionButtons } from './RequestActionButtons';
import { rowActions } from './requestLogic';
import { renderWithProviders } from '../../test/providers';

const flags = { canSubmit: false, canInspect: true, canEdit: false, canCancel: true, canDelete: false, canApprove: true };

describe('RequestActionButtons', () => {
  it('shows two actions as buttons and the rest in the overflow menu', async () => {
    const onAction = jest.fn();
    renderWithProviders(<RequestActionButtons actions={rowActions(flags)} rowLabel="Event Jonas" onAction={onAction} />);
    expect(screen.getByRole('button', { name: 'Approve Event Jonas' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reject Event Jonas' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Return Event Jonas' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'More actions Event Jonas' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((m) => m.textContent)).toEqual(['Return', 'Return to owner', 'Inspect', 'Cancel request', 'Chain info']);
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Cancel request' }));
    expect(onAction).toHaveBeenCalledWith('cancel');
    fireEvent.click(screen.getByRole('button', { name: 'More actions Event Jonas' }));
    fireEvent.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Return to owner' }));
    expect(onAction).toHaveBeenCalledWith('returnToOwner');
  });

  it('has no overflow menu with two actions or fewer', () => {
    const onAction = jest.fn();
    renderWithProviders(<RequestActionButtons actions={['inspect', 'chainInfo']} rowLabel="Event Jonas" onAction={onAction} />);
    expect(screen.queryByRole('button', { name: /More actions/ })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Chain info Event Jonas' }));
    expect(onAction).toHaveBeenCalledWith('chainInfo');
  });
});
