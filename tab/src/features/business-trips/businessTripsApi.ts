/**
 * Business trip calls (spec 2 §7 Business trips, /api/v1) as react-query hooks for /trip and
 * /trip/{id}: the trip (GET business-trips/{id}, names in the UI language), time options, the
 * destination countries (GET navision/countries, `{ Code, Name }`), the users for the traveller
 * pickers, and the writes as mutation hooks that re-read the trip and the request lists:
 * - {@link useCreateTrip}: POST business-trips for the traveller, then once per other traveller with
 *   `traveler_id` set to each and `linked_trip_id` the first trip (§7: every traveller gets a trip of
 *   their own, linked to the others), each saved (and submitted) the same way;
 * - {@link useUpdateTrip}: PUT business-trips/{id}; with `submit` then PATCH
 *   requests/object/{id}/init/BusinessTrip (save and submit of a draft);
 * - {@link fetchTripReport}: GET business-trips/{id}/report (base64 PDF, only once approved).
 */
import type { BusinessTripReply } from '@contracts/business-trips';
import type { PersonRef } from '@contracts/users';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import type { Base64File } from '../../lib/pdf';
import { REQUESTS_KEY } from '../approvals/requestKeys';

export type { BusinessTripReply };
export interface TimeOption { id: number; description: string; is_travel_time: boolean; is_work_time: boolean }
export interface CountryOption { Code: string; Name: string }
export type Lang = 'en' | 'lt';

export const tripKeys = {
  all: ['business-trips'] as const,
  trip: (id: number, lang: Lang) => ['business-trips', 'trip', id, lang] as const,
  timeOptions: (lang: Lang) => ['business-trips', 'time-options', lang] as const,
  countries: (lang: Lang) => ['navision', 'countries', lang] as const,
  people: ['users', 'names'] as const,
};

/** GET business-trips/{id}?lang (fresh on every visit). */
export const useTrip = (id: number | undefined, lang: Lang) =>
  useQuery({
    queryKey: tripKeys.trip(id ?? 0, lang),
    queryFn: ({ signal }) => api<BusinessTripReply>(`/api/v1/business-trips/${id}`, { query: { lang }, signal }),
    enabled: !!id,
    staleTime: 0,
  });

/** GET business-trips/time-options?lang (id 1 is the default). */
export const useTimeOptions = (lang: Lang) =>
  useQuery({ queryKey: tripKeys.timeOptions(lang), queryFn: () => api<TimeOption[]>('/api/v1/business-trips/time-options', { query: { lang } }), staleTime: 300_000 });

/** GET navision/countries?lang: the destination options. */
export const useCountries = (lang: Lang) =>
  useQuery({ queryKey: tripKeys.countries(lang), queryFn: () => api<CountryOption[]>('/api/v1/navision/countries', { query: { lang } }), staleTime: 3_600_000 });

/** GET users/names: the people the traveller pickers offer. */
export const usePeople = () => useQuery({ queryKey: tripKeys.people, queryFn: () => api<PersonRef[]>('/api/v1/users/names'), staleTime: 60_000 });

/** Re-reads the trips and every request list (the trip's request changed). */
const invalidate = (qc: QueryClient) => Promise.all([qc.invalidateQueries({ queryKey: tripKeys.all }), qc.invalidateQueries({ queryKey: REQUESTS_KEY })]);

/** The save payload of the form (contracts/business-trips `businessTripBody` without `submit` / `linked_trip_id`). */
export type TripBody = Record<string, unknown> & { trip: Record<string, unknown>; other_travelers: number[] };

interface Saved { id: number; request_id: number; status: string }

/**
 * POST business-trips for the traveller, then one linked copy per other traveller (§7). The copies
 * name the rest of the set as their other travellers. @returns the first trip's reply
 */
export function useCreateTrip() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ body, submit, lang }: { body: TripBody; submit: boolean; lang: Lang }) => {
      const first = await api<Saved>('/api/v1/business-trips', { method: 'POST', query: { lang }, body: { ...body, submit } });
      const travelerId = body.trip.traveler_id as number | undefined;
      const everyone = [...(travelerId != null ? [travelerId] : []), ...body.other_travelers];
      for (const other of body.other_travelers) {
        const trip = { ...body.trip, traveler_id: other };
        const others = everyone.filter((id) => id !== other);
        await api('/api/v1/business-trips', { method: 'POST', query: { lang }, body: { ...body, trip, other_travelers: others, linked_trip_id: first.id, submit } });
      }
      return first;
    },
    onSettled: () => invalidate(qc),
  });
}

/** PUT business-trips/{id}; with `submit` the draft's request is submitted afterwards. */
export function useUpdateTrip() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body, submit, lang }: { id: number; body: TripBody; submit: boolean; lang: Lang }) => {
      const reply = await api<BusinessTripReply>(`/api/v1/business-trips/${id}`, { method: 'PUT', query: { lang }, body });
      if (submit) await api(`/api/v1/requests/object/${id}/init/BusinessTrip`, { method: 'PATCH' });
      return reply;
    },
    onSettled: () => invalidate(qc),
  });
}

/** GET business-trips/{id}/report?lang: the PDF as base64. @throws ApiError business_trip_chain_is_not_approved… */
export const fetchTripReport = (id: number, lang: Lang) => api<Base64File>(`/api/v1/business-trips/${id}/report`, { query: { lang } });
