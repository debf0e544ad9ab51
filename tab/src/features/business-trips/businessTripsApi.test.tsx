/**
 * Other travellers (spec 2 §7): the create is repeated once per extra traveller with `traveler_id`
 * set to each and `linked_trip_id` the first trip; a draft's save and submit is PUT then the
 * engine's PATCH requests/object/{id}/init/BusinessTrip.
 */
import '../auth/testEnv';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { fetchRoutes } from '../../test/fetchRoutes';
import { useCreateTrip, useUpdateTrip, type TripBody } from './businessTripsApi';

const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>;
const body = { trip: { traveler_id: 7, trip_purpose: 'Fair' }, destinations: [{ destination_code: 'DE', date_start: '2026-12-01', date_end: '2026-12-02' }], other_travelers: [8, 9] } as unknown as TripBody;

describe('business trip writes', () => {
  it('creates one linked trip per other traveller, each naming the rest of the set', async () => {
    let next = 20;
    const calls = fetchRoutes({ 'POST /api/v1/business-trips': () => ({ id: next++, request_id: 1, status: 'in_progress', trip: {} }) });
    const { result } = renderHook(() => useCreateTrip(), { wrapper });
    let first: { id: number } | undefined;
    await act(async () => {
      first = await result.current.mutateAsync({ body, submit: true, lang: 'lt' });
    });
    expect(first?.id).toBe(20);
    const posts = calls.filter((c) => c.method === 'POST').map((c) => c.body as Record<string, unknown>);
    expect(posts).toHaveLength(3);
    expect(posts[0]).toMatchObject({ submit: true, trip: { traveler_id: 7 }, other_travelers: [8, 9] });
    expect(posts[0].linked_trip_id).toBeUndefined();
    expect(posts[1]).toMatchObject({ submit: true, trip: { traveler_id: 8, trip_purpose: 'Fair' }, other_travelers: [7, 9], linked_trip_id: 20 });
    expect(posts[2]).toMatchObject({ trip: { traveler_id: 9 }, other_travelers: [7, 8], linked_trip_id: 20 });
    expect(calls.filter((c) => c.method === 'POST').every((c) => c.query.get('lang') === 'lt')).toBe(true);
  });

  it('saves a draft and then submits it through the engine', async () => {
    const calls = fetchRoutes({ 'PUT /api/v1/business-trips/5': {}, 'PATCH /api/v1/requests/object/5/init/BusinessTrip': {} });
    const { result } = renderHook(() => useUpdateTrip(), { wrapper });
    await act(async () => {
      await result.current.mutateAsync({ id: 5, body, submit: true, lang: 'en' });
    });
    expect(calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.path}`)).toEqual(['PUT /api/v1/business-trips/5', 'PATCH /api/v1/requests/object/5/init/BusinessTrip']);
  });
});
