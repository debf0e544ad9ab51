/** The dashboard's upcoming conferences and trainings cards (spec 1 §2: 4 each, within 30 days, not canceled). */
import { screen, within } from '@testing-library/react';
import { renderWithProviders, reply, stubFetch } from '../../test/providers';
import type { Conference } from '../conferences/conferencesApi';
import { soonest, UpcomingTrainingsCard } from './ConferencesCard';

const now = new Date('2026-11-27T10:00:00Z');
const inDays = (n: number) => new Date(now.getTime() + n * 86_400_000).toISOString();
const item = (id: number, days: number, extra: Partial<Conference> = {}) =>
  ({ id, kind: 'training', title: `Training ${id}`, location: 'Vilnius', date_start: inDays(days), date_end: inDays(days), canceled: false, state: 'none', ...extra }) as Conference;

it('keeps the first four that start within 30 days and are not canceled', () => {
  const list = [item(1, 1), item(2, 2, { canceled: true }), item(3, 5), item(4, 10), item(5, 29), item(6, 29.5)];
  expect(soonest(list, now).map((c) => c.id)).toEqual([1, 3, 4, 5]);
  expect(soonest([item(7, 31)], now)).toEqual([]);
});

it('shows each training with its start at the company clock and its state, or the empty text', async () => {
  stubFetch({ 'GET /api/v1/trainings': { currentPage: 1, totalCount: 1, data: [item(1, 3, { title: 'First aid at work', date_start: new Date(Date.now() + 3 * 86_400_000).toISOString(), state: 'attending' })] } });
  renderWithProviders(<UpcomingTrainingsCard />);
  const card = await screen.findByRole('region', { name: 'Upcoming trainings' });
  expect(await within(card).findByText('First aid at work')).toBeInTheDocument();
  expect(within(card).getByText('Attending')).toBeInTheDocument();
  expect(within(card).getByText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}.* · Vilnius/)).toBeInTheDocument();
});

it('says a failed read in the card and as a toast (spec 1 §2: a failed load shows a toast)', async () => {
  stubFetch({ 'GET /api/v1/trainings': reply(500, { message: 'internal_server_error', error_code: 'internal_server_error' }) });
  renderWithProviders(<UpcomingTrainingsCard />);
  const card = await screen.findByRole('region', { name: 'Upcoming trainings' });
  expect(await within(card).findByText('The trainings could not be loaded.')).toBeInTheDocument();
  expect((await screen.findAllByText('Something went wrong on the server. Please try again.')).length).toBeGreaterThan(0);
});
