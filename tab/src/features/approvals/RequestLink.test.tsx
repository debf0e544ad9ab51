/**
 * /requests?request={id} (the link of every Teams card and e-mail about a request): the request is read
 * by id and its details dialog opens, also when it is on no table's current page; closing it drops the
 * parameter and leaves the tables as they were. A request the user may not see (403) or that does not
 * exist (404), or an id that is not one, shows the error as a toast and opens no dialog. Inside Teams
 * the card's deep link (the `requests` static tab, subEntityId "7") lands on the same dialog.
 * fetch and the Teams host (teams-js) are the boundaries (the real RequireAuth, react-query and router).
 */
import '../auth/testEnv';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import '../../i18n';
import { RequireAuth } from '../../app/auth';
import { session } from '../../lib/session';
import { fetchRoutes, reply } from '../../test/fetchRoutes';
import { renderWithProviders } from '../../test/providers';
import { resetTeamsDeepLink } from '../auth/teamsDeepLink';
import { RequestsPage } from './RequestsPage';

const mockTeamsPage = { id: 'requests', subPageId: '7' };
jest.mock('@microsoft/teams-js', () => ({
  app: { initialize: async () => undefined, getContext: async () => ({ page: mockTeamsPage }) },
  authentication: { getAuthToken: async () => 'entra-token' },
}));

const row = (id: number, eventName: string, over: Record<string, unknown> = {}) => ({
  id, requestDate: '2026-11-20T09:00:00.000Z', lastAction: null, requestType: 'event', eventName, status: 'in_progress',
  currentlyAt: 'Manager', assignedUser: 'Ona Onaitė', assignedUserRole: null, assignedUserRoleName: null, description: null, owner: 'Jonas Jonaitis',
  canSubmit: false, canInspect: true, canEdit: false, canCancel: false, canDelete: false, canApprove: false, ...over,
});
const inspect = (id: number, eventName: string) => ({
  ...row(id, eventName, { status: 'approved' }), requestId: 30, chainName: 'Managers', completionDate: '2026-11-21T10:00:00.000Z',
  ownerMessage: 'Family trip', resolutionNote: null, canSetResolutionNote: false, summary: { title: eventName, lines: [] }, object: null,
});
const page = (data: unknown[], totalCount = data.length) => ({ currentPage: 1, totalCount, data });

function Where() {
  const loc = useLocation();
  return <p data-testid="where">{loc.pathname + loc.search}</p>;
}
const where = () => screen.getByTestId('where').textContent;

function renderAt(url: string) {
  session.signIn(7);
  return renderWithProviders(<RequireAuth><RequestsPage /><Where /></RequireAuth>, { at: url });
}

const lists = {
  'GET /api/v2/requests': page([row(1, 'Sick day')], 40),
  'GET /api/v2/requests/participated': page([]),
  'GET /api/v2/requests/7/audit': { data: [] },
};

it('opens the linked request from the server even when it is on no current page, and closing clears the parameter only', async () => {
  const calls = fetchRoutes({ ...lists, 'GET /api/v2/requests/7/inspect': inspect(7, 'Summer vacation') });
  renderAt('/requests?request=7');
  const dialog = await screen.findByRole('dialog', { name: 'Event — Summer vacation' });
  expect(await within(dialog).findByText('Approved')).toBeInTheDocument();
  expect(within(dialog).getByText('Family trip')).toBeInTheDocument();
  expect(within(dialog).getByText('Managers')).toBeInTheDocument();
  expect(calls.some((c) => c.path === '/api/v2/requests/7/inspect')).toBe(true);
  // The list behind it is the list as it was (the linked request is not on its page).
  expect(screen.getByRole('table', { name: 'My requests', hidden: true })).toHaveTextContent('Sick day');

  fireEvent.click(within(dialog).getByRole('button', { name: 'Close', hidden: true }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(where()).toBe('/requests');
  expect(screen.getByRole('table', { name: 'My requests' })).toHaveTextContent('Sick day');
  expect(calls.filter((c) => c.path === '/api/v2/requests').length).toBe(1);
});

it("offers the approver the request's decisions: Approve closes the details and asks for the decision", async () => {
  const waiting = { ...inspect(7, 'Summer vacation'), status: 'in_progress', canApprove: true };
  fetchRoutes({ ...lists, 'GET /api/v2/requests/7/inspect': waiting });
  renderAt('/requests?request=7');
  const dialog = await screen.findByRole('dialog', { name: 'Event — Summer vacation' });
  fireEvent.click(within(dialog).getByRole('button', { name: /^Approve Event Jonas Jonaitis/, hidden: true }));
  expect(await screen.findByRole('dialog', { name: 'Approve the request' })).toBeInTheDocument();
  expect(screen.queryByRole('dialog', { name: 'Event — Summer vacation' })).toBeNull();
  expect(where()).toBe('/requests');
});

it('offers no decisions to someone who may only look', async () => {
  fetchRoutes({ ...lists, 'GET /api/v2/requests/7/inspect': inspect(7, 'Summer vacation') });
  renderAt('/requests?request=7');
  const dialog = await screen.findByRole('dialog', { name: 'Event — Summer vacation' });
  expect(within(dialog).queryByRole('button', { name: /^(Approve|Reject)/, hidden: true })).toBeNull();
});

it('keeps the other parameters of the page when the dialog closes', async () => {
  fetchRoutes({ ...lists, 'GET /api/v2/requests/7/inspect': inspect(7, 'Summer vacation') });
  renderAt('/requests?request=7&from=card');
  const dialog = await screen.findByRole('dialog', { name: 'Event — Summer vacation' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Close', hidden: true }));
  await waitFor(() => expect(where()).toBe('/requests?from=card'));
});

it('a request the user may not see: the error toast, no dialog, the parameter dropped', async () => {
  fetchRoutes({ ...lists, 'GET /api/v2/requests/9/inspect': reply(403, { error_code: 'missing_permissions', message: 'Missing permissions' }) });
  renderAt('/requests?request=9');
  expect(await screen.findByText('You do not have permission to do this.')).toBeInTheDocument();
  await waitFor(() => expect(where()).toBe('/requests'));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(await screen.findByRole('table', { name: 'My requests' })).toHaveTextContent('Sick day');
});

it('a request that does not exist: "Request not found." and no dialog', async () => {
  fetchRoutes({ ...lists, 'GET /api/v2/requests/404/inspect': reply(404, { error_code: 'request_not_found', message: 'Not found' }) });
  renderAt('/requests?request=404');
  expect(await screen.findByText('Request not found.')).toBeInTheDocument();
  await waitFor(() => expect(where()).toBe('/requests'));
  expect(screen.queryByRole('dialog')).toBeNull();
});

it('an id that is not one is not sent to the server: "Request not found."', async () => {
  const calls = fetchRoutes(lists);
  renderAt('/requests?request=abc');
  expect(await screen.findByText('Request not found.')).toBeInTheDocument();
  await waitFor(() => expect(where()).toBe('/requests'));
  expect(calls.some((c) => c.path.includes('/inspect'))).toBe(false);
  expect(screen.queryByRole('dialog')).toBeNull();
});

it('inside Teams, the requests tab opened with subEntityId "7" shows request 7', async () => {
  const realSelf = Object.getOwnPropertyDescriptor(window, 'self');
  Object.defineProperty(window, 'self', { get: () => ({}), configurable: true }); // in an iframe: Teams
  resetTeamsDeepLink();
  try {
    fetchRoutes({ ...lists, 'GET /api/v2/requests/7/inspect': inspect(7, 'Summer vacation') });
    renderAt('/requests'); // the static tab's contentUrl
    const dialog = await screen.findByRole('dialog', { name: 'Event — Summer vacation' }, { timeout: 3000 });
    expect(where()).toBe('/requests?request=7');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close', hidden: true }));
    await waitFor(() => expect(where()).toBe('/requests'));
  } finally {
    if (realSelf) Object.defineProperty(window, 'self', realSelf);
  }
});
