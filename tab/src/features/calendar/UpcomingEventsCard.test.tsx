/** The dashboard's upcoming events: a half-day absence (issue 18) says which half of its day. */
import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';
import { fetchRoutes, renderSignedIn } from '../../test/fetchRoutes';
import { UpcomingEventsCard } from './UpcomingEventsCard';

it('marks a half-day leave "½ morning" beside its day', async () => {
  fetchRoutes({
    'GET /api/v1/users/7/events/upcoming': [
      { id: 1, title: 'Dentist', date_start: '2030-03-04T22:00:00.000Z', date_end: '2030-03-05T21:59:00.000Z', status: 'accepted', event_type: { name: 'Annual leave' }, half_day: 'first' },
      { id: 2, title: 'Seaside', date_start: '2030-03-09T22:00:00.000Z', date_end: '2030-03-12T21:59:00.000Z', status: 'accepted', event_type: { name: 'Annual leave' }, half_day: null },
    ],
  });
  renderSignedIn(<UpcomingEventsCard />);
  expect(await screen.findByText('Dentist', {}, { timeout: 5000 })).toBeInTheDocument();
  expect(screen.getByText(/Annual leave · 05\/03\/2030.* · ½ morning/)).toBeInTheDocument();
  expect(screen.getAllByText(/½/)).toHaveLength(1);
});
