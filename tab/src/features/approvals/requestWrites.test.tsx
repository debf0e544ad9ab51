/**
 * The request writes as mutation hooks (issue 10 item 4), tried as a user: the decision dialog over
 * the requests table, the resolution note and a chain step's task. Each keeps its button (or
 * checkbox) busy while the write is pending, sends the contract's body and re-reads what changed.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ChainInfoDialog } from './ChainInfoDialog';
import { RequestDetailsDialog } from './RequestDetailsDialog';
import { RequestsTable } from './RequestsTable';
import { gatedFetch, renderWithProviders } from '../../test/providers';
import { useRequestActions } from './useRequestActions';

jest.mock('../../app/auth', () => ({ useAuth: () => ({ userId: 7, can: () => true }) }));

const row = (over: Record<string, unknown> = {}) => ({
  id: 11, requestDate: '2026-11-20T09:00:00.000Z', lastAction: null, requestType: 'event', eventName: 'Vacation', status: 'in_progress',
  currentlyAt: 'Manager', assignedUser: 'Ona Onaitė', assignedUserRole: null, assignedUserRoleName: null, description: null, owner: 'Jonas Jonaitis',
  canSubmit: false, canInspect: true, canEdit: false, canCancel: false, canDelete: false, canApprove: true, ...over,
});

function Page() {
  const { run, rowLabel, busyId, dialogs } = useRequestActions();
  return <><RequestsTable kind="participated" title="Participated" onAction={run} rowLabel={rowLabel} busyId={busyId} />{dialogs}</>;
}

describe('request writes', () => {
  it('approve: the dialog checks the message with the contract, stays busy while pending, sends the trimmed message and re-reads the list', async () => {
    const { calls, release } = gatedFetch((method, path, all) => {
      if (method === 'PATCH') return { message: 'request_approved_successfully', id: 11, status: 'approved' };
      const approved = all.some((c) => c.method === 'PATCH');
      return { currentPage: 1, totalCount: approved ? 0 : 1, data: approved ? [] : [row()] };
    });
    renderWithProviders(<Page />);
    fireEvent.click(await screen.findByRole('button', { name: /^Approve Event Jonas Jonaitis/ }));
    const dialog = await screen.findByRole('dialog');
    const message = await within(dialog).findByRole('textbox');
    fireEvent.change(message, { target: { value: 'x'.repeat(256) } });
    expect(await within(dialog).findByText('At most 255 characters.')).toBeInTheDocument();
    const confirm = within(dialog).getByRole('button', { name: 'Approve' });
    expect(confirm).toBeDisabled();
    fireEvent.change(message, { target: { value: '  Fine by me ' } });
    await waitFor(() => expect(confirm).toBeEnabled());
    fireEvent.click(confirm);
    await waitFor(() => expect(calls.some((c) => c.method === 'PATCH')).toBe(true));
    expect(confirm).toBeDisabled();
    const patch = calls.find((c) => c.method === 'PATCH');
    expect(patch).toMatchObject({ path: '/api/v2/chains/11/approve', body: { message: 'Fine by me' } });

    release();
    expect(await screen.findByText('The request was approved.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Approve Event Jonas Jonaitis/ })).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method === 'GET' && c.path === '/api/v2/requests/participated').length).toBe(2);
  });

  it('resolution note: limit from the contract, Save busy while pending, trimmed body, the request re-read', async () => {
    const inspect = (note: string | null) => ({ ...row(), requestId: 3, chainName: 'Managers', completionDate: null, ownerMessage: null, resolutionNote: note, canSetResolutionNote: true, canSubmit: false, summary: null, object: null });
    const { calls, release } = gatedFetch((method, _path, all) =>
      method === 'PATCH' ? { id: 11 } : inspect(all.some((c) => c.method === 'PATCH') ? 'Paid on Friday' : null));
    renderWithProviders(<RequestDetailsDialog requestId={11} onClose={() => undefined} />);
    const note = await screen.findByRole('textbox', { name: 'Resolution note' });
    const save = screen.getByRole('button', { name: 'Save note' });
    expect(save).toBeDisabled();
    fireEvent.change(note, { target: { value: 'y'.repeat(256) } });
    expect(await screen.findByText('At most 255 characters.')).toBeInTheDocument();
    expect(save).toBeDisabled();
    fireEvent.change(note, { target: { value: ' Paid on Friday  ' } });
    await waitFor(() => expect(save).toBeEnabled());
    fireEvent.click(save);
    await waitFor(() => expect(calls.some((c) => c.method === 'PATCH')).toBe(true));
    expect(save).toBeDisabled();
    expect(calls.find((c) => c.method === 'PATCH')).toMatchObject({ path: '/api/v2/chains/11/resolution-note', body: { resolutionNote: 'Paid on Friday' } });
    release();
    expect(await screen.findByText('The resolution note was saved.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'GET' && c.path === '/api/v2/requests/11/inspect').length).toBe(2);
  });

  it('a step task: the checkboxes wait while the tick is pending, then the chain info is re-read', async () => {
    const step = (done: boolean) => ({
      id: 31, status: 'in_progress', date: null, header: 'Manager', assigneeType: 'manager', assigneeRole: null, assignedUser: 'Ona Onaitė', title: null,
      description: null, message: null, actions: { canComplete: done, canReturn: true }, canCompleteTasks: true, onlySpectator: false, objectChanges: [],
      eventInformationChange: null, travelTimeChanges: null, workTimeChanges: null, travelOptionChange: null,
      tasks: [{ id: 5, name: 'Check the budget', description: null, isCompleted: done, completionDate: null }, { id: 6, name: 'Sign', description: null, isCompleted: false, completionDate: null }],
    });
    const { calls, release } = gatedFetch((method, _path, all) =>
      method === 'PATCH' ? {} : { requestId: 11, requestType: 'event', status: 'in_progress', edits: [], steps: [step(all.some((c) => c.method === 'PATCH'))] });
    renderWithProviders(<ChainInfoDialog requestId={11} onClose={() => undefined} />);
    const budget = await screen.findByRole('checkbox', { name: 'Check the budget' });
    fireEvent.click(budget);
    await waitFor(() => expect(calls.some((c) => c.method === 'PATCH')).toBe(true));
    expect(budget).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Sign' })).toBeDisabled();
    const patch = calls.find((c) => c.method === 'PATCH');
    expect(patch).toMatchObject({ path: '/api/v1/requests/items/31/tasks/5' });
    expect(patch?.query.toString()).toBe('checked=true');
    release();
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Sign' })).toBeEnabled());
    expect(screen.getByRole('checkbox', { name: /Check the budget/ })).toBeChecked();
    expect(calls.filter((c) => c.method === 'GET' && c.path === '/api/v2/requests/11/chain-info').length).toBe(2);
  });
});
