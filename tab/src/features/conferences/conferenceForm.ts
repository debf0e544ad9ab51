/**
 * The new/edit conference or training form (spec 3 §3, §5 Conferences and trainings): text fields keep
 * the contract's names; start and end are the DateTimeField's `YYYY-MM-DDTHH:mm` at the company's clock
 * (`zone`, lib/dates); price and max
 * participants are typed text. `toConferenceInput` turns the values into the JSON body and
 * `conferenceFormSchema` checks it against the contract (`conferenceBody`, limits written once), so the
 * messages sit on the fields the server would name. Blank or 0 max participants = unlimited (null).
 */
import { conferenceBody } from '@contracts/conferences';
import { z } from 'zod';
import { fieldToInstant, instantToField } from '../../lib/dates';
import type { Conference, ConferenceInput } from './conferencesApi';

export interface ConferenceFormValues {
  title: string;
  description: string;
  location: string;
  date_start: string;
  date_end: string;
  price_per_person: string;
  max_participants: string;
  link: string;
  conference_type_id: number | null;
}

/** Text → number, NaN when not a number (the contract then names the field). */
const num = (s: string) => (s.trim() === '' ? NaN : Number(s.trim().replace(',', '.')));

/** The JSON body of the form values (the dates, read at `zone`'s clock, as ISO instants). */
export function toConferenceInput(v: ConferenceFormValues, zone: string): ConferenceInput {
  const max = v.max_participants.trim() === '' ? null : num(v.max_participants);
  return {
    title: v.title, description: v.description, location: v.location,
    date_start: fieldToInstant(v.date_start, zone), date_end: fieldToInstant(v.date_end, zone),
    price_per_person: num(v.price_per_person), max_participants: max,
    link: v.link.trim() === '' ? null : v.link, conference_type_id: v.conference_type_id,
  };
}

/** Required date-times first (an empty one reads "required"), then the contract on the body; dates at `zone`'s clock. */
export const conferenceFormSchema = (zone: string) =>
  z
    .object({
      title: z.string(), description: z.string(), location: z.string(), price_per_person: z.string(), max_participants: z.string(), link: z.string(),
      date_start: z.string().min(1), date_end: z.string().min(1), conference_type_id: z.number().nullable(),
    })
    .transform((v) => toConferenceInput(v, zone))
    .pipe(conferenceBody.transform((b) => ({ ...b, date_start: b.date_start.toISOString(), date_end: b.date_end.toISOString() })));
export type ConferenceFormOutput = z.output<ReturnType<typeof conferenceFormSchema>>;

/** Empty form: tomorrow (of `zone`'s calendar) 09:00 to 17:00, free, unlimited. */
export function emptyConferenceForm(zone: string, now = new Date()): ConferenceFormValues {
  const tomorrow = instantToField(new Date(now.getTime() + 86_400_000), zone).slice(0, 10);
  return {
    title: '', description: '', location: '', date_start: `${tomorrow}T09:00`, date_end: `${tomorrow}T17:00`,
    price_per_person: '0', max_participants: '', link: '', conference_type_id: null,
  };
}

/** The form of an existing item. */
export const conferenceFormFrom = (c: Conference, zone: string): ConferenceFormValues => ({
  title: c.title, description: c.description, location: c.location, date_start: instantToField(c.date_start, zone), date_end: instantToField(c.date_end, zone),
  price_per_person: String(c.price_per_person), max_participants: c.max_participants ? String(c.max_participants) : '', link: c.link ?? '',
  conference_type_id: c.conference_type_id,
});

/** The end follows the start when the start passes it: the new end, or null to keep it. */
export const endAfterStartMove = (start: string, end: string): string | null => (start && (!end || end < start) ? start : null);
