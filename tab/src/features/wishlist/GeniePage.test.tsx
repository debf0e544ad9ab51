/** /genie (issue 17 item 5): likes left, a like and a refused fourth like, an anonymous suggestion, the read toggle. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders, stubFetch } from '../../test/providers';
import { GeniePage } from './GeniePage';

let HELD = ['wishlist_read', 'suggestions_write'];
jest.mock('../../app/auth', () => ({ useAuth: () => ({ userId: 7, can: (...p: string[]) => p.some((x) => HELD.includes(x)) }) }));

const wish = (id: number, item: string, over: Record<string, unknown> = {}) => ({
  id, item, user_id: 9, user_name: 'Ona Onaitė', likes: 1, creation_date: '2026-11-20T08:00:00.000Z', liked: false, can: { delete: false }, ...over,
});
const wishes = { currentPage: 1, totalCount: 2, likes_left: 0, data: [wish(1, 'Standing desks', { liked: true, likes: 3 }), wish(2, 'Fruit on Mondays')] };

it('shows the likes left and sends a like; a refusal shows the server error', async () => {
  HELD = ['wishlist_read', 'suggestions_write'];
  const calls = stubFetch({ 'GET /api/v1/wishlist': wishes });
  renderWithProviders(<GeniePage />);
  expect(await screen.findByText('Likes left: 0 of 3')).toBeInTheDocument();
  const table = screen.getByRole('table', { name: 'Wishlist' });
  expect(within(table).getByRole('button', { name: 'Take back your like of "Standing desks"' })).toHaveAttribute('aria-pressed', 'true');
  fireEvent.click(within(table).getByRole('button', { name: 'Like "Fruit on Mondays"' }));
  await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path === '/api/v1/wishlist/vote')).toBe(true));
  expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ wish_id: 2, user_id: 7 });
  expect(await screen.findByText('It was not found.')).toBeInTheDocument();
  expect(screen.queryByRole('list', { name: 'Suggestion cloud' })).toBeNull();
});

it('submits an anonymous suggestion with user_id null; the button waits for 1 to 253 characters', async () => {
  HELD = ['suggestions_write'];
  const calls = stubFetch({ 'POST /api/v1/suggestion_cloud': { message: 'suggestion_accept', id: 5 } });
  renderWithProviders(<GeniePage />);
  const submit = await screen.findByRole('button', { name: 'Submit' });
  expect(submit).toBeDisabled();
  expect(screen.queryByRole('table', { name: 'Wishlist' })).toBeNull();
  fireEvent.change(screen.getByRole('textbox', { name: 'Your suggestion' }), { target: { value: 'x'.repeat(254) } });
  await waitFor(() => expect(submit).toBeDisabled());
  fireEvent.change(screen.getByRole('textbox', { name: 'Your suggestion' }), { target: { value: 'Warmer meeting rooms' } });
  fireEvent.click(screen.getByRole('switch', { name: 'Send anonymously' }));
  await waitFor(() => expect(submit).toBeEnabled());
  fireEvent.click(submit);
  await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
  expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ suggestion: 'Warmer meeting rooms', user_id: null });
});

it('lists suggestions for suggestions_read with the anonymous author and marks one read', async () => {
  HELD = ['suggestions_read', 'suggestions_write'];
  const calls = stubFetch({
    'GET /api/v1/suggestion_cloud': {
      currentPage: 1, totalCount: 1, unread: 1,
      data: [{ id: 4, suggestion: 'Flexible Fridays', user_id: null, user_name: null, user_surname: null, creation_date: '2026-11-20T08:00:00.000Z', is_read: false }],
    },
    'PUT /api/v1/suggestion_cloud/4': { message: 'suggestion_updated' },
  });
  renderWithProviders(<GeniePage />);
  const cloud = await screen.findByRole('list', { name: 'Suggestion cloud' });
  expect(within(cloud).getByText('Flexible Fridays')).toBeInTheDocument();
  expect(within(cloud).getByText(/Anonymous/)).toBeInTheDocument();
  fireEvent.click(within(cloud).getByRole('checkbox', { name: 'Read' }));
  await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ is_read: true }));
});
