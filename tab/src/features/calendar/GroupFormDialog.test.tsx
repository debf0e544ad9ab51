import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { reply, renderWithProviders, stubFetch } from '../../test/providers';
import type { CalendarFilters } from './calendarLogic';
import { FilterPanel } from './FilterPanel';
import { GroupFormDialog } from './GroupFormDialog';
import { mergeDraft } from './groupsLogic';

jest.mock('../../app/auth', () => ({ useAuth: () => ({ userId: 7, can: () => true }) }));

const PEOPLE = [
  { id: 1, name: 'Ona', surname: 'Petraitė' },
  { id: 2, name: 'Jonas', surname: 'Jonaitis' },
  ...Array.from({ length: 120 }, (_x, i) => ({ id: 100 + i, name: `Person${i}`, surname: 'Demo' })),
];

const names = { 'GET /api/v1/users/names': PEOPLE };

describe('GroupFormDialog', () => {
  it('requires a name of at most 255 characters before it posts, and posts the trimmed name with the picked people', async () => {
    const calls = stubFetch({ ...names, 'POST /api/v1/calendar-groups': { id: 9, name: 'Backend', assigned_users: [2], users: [] } });
    const onClose = jest.fn();
    renderWithProviders(<GroupFormDialog onClose={onClose} />);
    const name = await screen.findByRole('textbox', { name: /Name/ });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a group name')).toBeInTheDocument();
    fireEvent.change(name, { target: { value: 'x'.repeat(256) } });
    expect(await screen.findByText('The name can be at most 255 characters')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    fireEvent.change(name, { target: { value: '  Backend ' } });
    expect(await screen.findByText('7 / 255')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    const search = screen.getByRole('combobox', { name: 'Search people' });
    fireEvent.click(search);
    expect(screen.getAllByRole('option')).toHaveLength(50);
    fireEvent.change(search, { target: { value: 'jonai' } });
    expect(screen.getAllByRole('option')).toHaveLength(1);
    fireEvent.click(screen.getByRole('option', { name: 'Jonas Jonaitis' }));
    expect(screen.getByText('Chosen: 1. Type a name to search.')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ name: 'Backend', assigned_users: [2] });
    expect(await screen.findByText('Group Backend created')).toBeInTheDocument();
  });

  it('edits a group: loads its people, replaces them with PUT, and shows the server field message on provided_invalid_data', async () => {
    const group = { id: 4, name: 'Developers', assigned_users: [1, 2], users: [PEOPLE[0], PEOPLE[1]] };
    const calls = stubFetch({
      ...names,
      'GET /api/v1/calendar-groups/4': group,
      'PUT /api/v1/calendar-groups/4': reply(400, { error_code: 'provided_invalid_data', fields: [{ path: 'assigned_users.0', message: 'user 2 does not exist' }] }),
    });
    const onClose = jest.fn();
    renderWithProviders(<GroupFormDialog group={{ id: 4, name: 'Developers' }} onClose={onClose} />);
    expect(await screen.findByDisplayValue('Developers')).toBeInTheDocument();
    const chosen = screen.getByRole('listbox', { name: 'Chosen people' });
    expect(within(chosen).getByText('Ona Petraitė')).toBeInTheDocument();
    fireEvent.click(screen.getByLabelText('Remove Ona Petraitė'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('user 2 does not exist')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ name: 'Developers', assigned_users: [2] });
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });
});

const filters = (groups: CalendarFilters['groups']): CalendarFilters => ({ statuses: [], types: [], users: [], groups, countries: [] });

describe('FilterPanel groups', () => {
  it('offers New group when there are none, and edit and delete (confirmed) per group', async () => {
    const calls = stubFetch({ 'DELETE /api/v1/calendar-groups/4': { message: 'calendar_group_deleted' } });
    const { unmount } = renderWithProviders(<FilterPanel saved={filters([])} loading={false} busy={false} onApply={() => undefined} onClose={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: /Groups/ }));
    expect(screen.getByText('No groups yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New group' })).toBeInTheDocument();
    unmount();
    renderWithProviders(<FilterPanel saved={filters([{ value: 4, name: 'Developers', checked: false }])} loading={false} busy={false} onApply={() => undefined} onClose={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: /Groups/ }));
    expect(screen.getByRole('button', { name: 'Edit group Developers' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Delete group Developers' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/Developers will be deleted/)).toBeInTheDocument();
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Group Developers deleted')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/v1/calendar-groups/4')).toBe(true);
  });
});

describe('mergeDraft', () => {
  it('keeps unsaved ticks, adds a new group unchecked and drops a deleted one', () => {
    const prev = filters([{ value: 1, name: 'A', checked: false }, { value: 2, name: 'B', checked: false }]);
    const draft = filters([{ value: 1, name: 'A', checked: true }, { value: 2, name: 'B', checked: false }]);
    const next = filters([{ value: 1, name: 'A renamed', checked: false }, { value: 3, name: 'C', checked: false }]);
    expect(mergeDraft(prev, draft, next)?.groups).toEqual([{ value: 1, name: 'A renamed', checked: true }, { value: 3, name: 'C', checked: false }]);
    expect(mergeDraft(undefined, undefined, next)).toBe(next);
  });
});
