/**
 * /conferences in jsdom (spec 3 §2 Conferences screen, §4 display state, §7 join/leave, §8 toasts): both
 * sections with my and upcoming tables, the state badge, actions from `can`, join with the calendar-file
 * flag followed by the init call, leave after confirmation, the new button by permission.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, renderWithProviders, type FakeCall } from '../../test/providers';
import type { Conference } from './conferencesApi';
import { ConferencesPage } from './ConferencesPage';

let held: string[] = [];
jest.mock('../../app/auth', () => ({ useAuth: () => ({ userId: 7, can: (...p: string[]) => p.some((x) => held.includes(x)) }) }));

const can = { edit: false, cancel: false, participants: false, join: false, leave: false };
const item = (id: number, title: string, extra: Partial<Conference> = {}): Conference => ({
  id, kind: 'conference', title, description: 'About', location: 'Vilnius', date_start: '2030-05-01T06:00:00.000Z', date_end: '2030-05-01T14:00:00.000Z',
  price_per_person: 10, max_participants: 5, link: null, conference_type_id: null, conference_type_name: null, employee_id: 2, employee_name: 'Ona',
  canceled: false, participants: 1, state: 'none', my_participation: null, ...extra, can: { ...can, ...extra.can },
});

type Call = FakeCall;

const lists = (mine: Conference[], upcoming: Conference[], trainings: Conference[] = []) => (c: Call) => {
  if (c.method !== 'GET') return undefined;
  const data = c.path === '/api/v1/trainings' ? trainings : c.query.get('scope') === 'mine' ? mine : upcoming;
  return { currentPage: 1, data, totalCount: data.length };
};

beforeEach(() => { held = ['conferences_read']; });

it('shows both sections with my and upcoming tables, the state badge and the toggle re-reading with showFinished', async () => {
  const calls = fakeApi(lists([item(1, 'React Summit', { state: 'attending' })], [item(2, 'DevOps Days')]));
  renderWithProviders(<ConferencesPage />);
  const mine = await screen.findByRole('region', { name: 'My conferences' });
  expect(await within(mine).findByText('React Summit')).toBeInTheDocument();
  expect(within(mine).getByText('Attending')).toBeInTheDocument();
  const upcoming = screen.getByRole('region', { name: 'Upcoming conferences' });
  expect(await within(upcoming).findByText('DevOps Days')).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'My trainings and seminars' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'New conference' })).toBeNull();
  fireEvent.click(screen.getAllByRole('button', { name: 'Show canceled and ended' })[0]);
  await waitFor(() => expect(calls.some((c) => c.path === '/api/v1/conferences' && c.query.get('showFinished') === 'true')).toBe(true));
  expect(calls.some((c) => c.path === '/api/v1/trainings' && c.query.get('showFinished') === 'true')).toBe(false);
});

it('joins with the calendar file and submits the request with the init call', async () => {
  const calls = fakeApi((c) => {
    if (c.method === 'POST' && c.path === '/api/v1/conferences/2/join') return { message: 'request_successfully_sent', id: 44, request_id: 9, status: 'not_initialized', participation_status: 'pending', reinit: false };
    if (c.method === 'PATCH') return { message: 'ok' };
    return lists([], [item(2, 'DevOps Days', { can: { ...can, join: true } })])(c);
  });
  renderWithProviders(<ConferencesPage />);
  const upcoming = await screen.findByRole('region', { name: 'Upcoming conferences' });
  await within(upcoming).findByText('DevOps Days');
  fireEvent.click(within(upcoming).getAllByRole('button', { name: /Join/ })[0]);
  const dialog = await screen.findByRole('dialog');
  fireEvent.click(await within(dialog).findByRole('checkbox', { name: 'Send me a calendar file' }));
  fireEvent.click(within(dialog).getByRole('button', { name: 'Join' }));
  expect(await screen.findByText('The request has been sent.')).toBeInTheDocument();
  expect(calls.find((c) => c.path === '/api/v1/conferences/2/join')?.body).toEqual({ send_calendar_file: true });
  expect(calls.some((c) => c.method === 'PATCH' && c.path === '/api/v1/requests/object/44/init/ConferenceParticipation')).toBe(true);
});

it('leaves only after the confirmation and offers the new button by permission', async () => {
  held = ['conferences_register'];
  const calls = fakeApi((c) => {
    if (c.method === 'POST' && c.path === '/api/v1/conferences/1/leave') return { message: 'request_successfully_sent', id: 3, request_id: null, status: 'canceled', participation_status: 'canceled', reinit: false };
    return lists([item(1, 'React Summit', { state: 'waiting_for_approval', can: { ...can, leave: true } })], [])(c);
  });
  renderWithProviders(<ConferencesPage />);
  expect(screen.getByRole('button', { name: 'New conference' })).toBeInTheDocument();
  const mine = await screen.findByRole('region', { name: 'My conferences' });
  await within(mine).findByText('React Summit');
  expect(within(mine).queryByRole('button', { name: /Join/ })).toBeNull();
  fireEvent.click(within(mine).getAllByRole('button', { name: /Leave/ })[0]);
  expect(calls.some((c) => c.method === 'POST')).toBe(false);
  const confirm = await screen.findByRole('alertdialog').catch(() => screen.findByRole('dialog'));
  fireEvent.click(within(confirm).getByRole('button', { name: 'Leave' }));
  expect(await screen.findByText('The request has been sent.')).toBeInTheDocument();
  expect(calls.some((c) => c.method === 'POST' && c.path === '/api/v1/conferences/1/leave')).toBe(true);
});
