import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/providers';
import type { CalendarFilters } from './calendarLogic';
import { FilterPanel } from './FilterPanel';

jest.mock('../../app/auth', () => ({ useAuth: () => ({ userId: 7, can: () => true }) }));

const saved: CalendarFilters = {
  statuses: [{ value: 'accepted', name: 'accepted', checked: true }, { value: 'canceled', name: 'canceled', checked: true }],
  types: [{ value: 1, name: 'Vacation', checked: true, categoryName: 'Leave' }, { value: -2, name: 'overtimes', checked: true }],
  users: [],
  groups: [],
  countries: [{ value: 'LT', name: 'Lithuania', checked: true, flag: '🇱🇹' }],
};

describe('FilterPanel', () => {
  it('keeps Filter disabled until a checkbox changes, and applies the changed filters', () => {
    const onApply = jest.fn();
    renderWithProviders(<FilterPanel saved={saved} loading={false} busy={false} onApply={onApply} onClose={() => undefined} />);
    const apply = screen.getByRole('button', { name: 'Filter' });
    expect(apply).toBeDisabled();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Canceled' }));
    expect(apply).toBeEnabled();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Canceled' }));
    expect(apply).toBeDisabled();
    fireEvent.click(screen.getByRole('checkbox', { name: 'All of Status' }));
    expect(apply).toBeEnabled();
    fireEvent.click(apply);
    expect(onApply).toHaveBeenCalledWith(expect.objectContaining({ statuses: saved.statuses.map((s) => ({ ...s, checked: false })) }));
  });

  it('shows pseudo types by their label under Other', () => {
    renderWithProviders(<FilterPanel saved={saved} loading={false} busy={false} onApply={() => undefined} onClose={() => undefined} />);
    expect(screen.getByRole('checkbox', { name: 'Overtimes' })).toBeChecked();
    expect(screen.getByText('Leave')).toBeInTheDocument();
  });
});
