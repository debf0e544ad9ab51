/**
 * Conferences and trainings (spec 3 §3 Conference and training, §4 display state and participation,
 * §5 validation, §7 Conferences / Trainings, §9 limits): the limits are written here once and shared by
 * the server and the tab (`@contracts/conferences`). Both kinds share every shape; the routes live under
 * `conferences` and `trainings`.
 *
 * Money: `price_per_person` is a number of euros (at most 2 decimals) in requests and replies; the
 * database keeps integer cents. Instants (`date_start`, `date_end`) are ISO UTC text.
 */
import { z } from 'zod';
import { LIMITS, optionalText } from './common';
import { pagingQuery } from '../http/paging';
import { queryBool } from './approvals';

export const CONFERENCE_KINDS = ['conference', 'training'] as const;
export type ConferenceKind = (typeof CONFERENCE_KINDS)[number];

export const CONFERENCE_LIMITS = {
  title: LIMITS.short,
  /** spec 3 §9: 512. */
  description: LIMITS.medium,
  location: LIMITS.short,
  link: LIMITS.short,
  /** Not in the spec: keeps the number sane (euros). */
  maxPrice: 1_000_000,
  /** Not in the spec: the largest max_participants accepted. */
  maxParticipants: 100_000,
} as const;

/**
 * Display state of spec 3 §4, derived in this order: canceled, ended (end past), full (max set and the
 * confirmed count at or above it), waiting_for_approval (the caller's participation is pending and not
 * confirmed), attending (the caller is confirmed), otherwise none.
 */
export const CONFERENCE_STATES = ['canceled', 'ended', 'full', 'waiting_for_approval', 'attending', 'none'] as const;
export type ConferenceState = (typeof CONFERENCE_STATES)[number];

/** Participation status (spec 3 §4): completed and not confirmed is shown as rejected. */
export const PARTICIPATION_STATUSES = ['pending', 'completed', 'canceled'] as const;
export type ParticipationStatus = (typeof PARTICIPATION_STATUSES)[number];

const required = (max: number) => z.string().trim().min(1, 'required').max(max);
const instant = z.iso.datetime({ offset: true }).transform((s) => new Date(s));

/** POST and PUT conferences|trainings (spec 3 §7): the end cannot precede the start; blank or 0 max = unlimited. */
export const conferenceBody = z
  .object({
    title: required(CONFERENCE_LIMITS.title),
    description: required(CONFERENCE_LIMITS.description),
    location: required(CONFERENCE_LIMITS.location),
    date_start: instant,
    date_end: instant,
    price_per_person: z.number().min(0).max(CONFERENCE_LIMITS.maxPrice).refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, 'at most 2 decimals'),
    max_participants: z.number().int().min(0).max(CONFERENCE_LIMITS.maxParticipants).nullish().transform((n) => (n ? n : null)),
    link: optionalText(CONFERENCE_LIMITS.link),
    /** The conference type whose chain participations go through (spec 2 §3 Conference type); none = the request type's chain mapping. */
    conference_type_id: z.number().int().positive().nullish().transform((n) => n ?? null),
    /** PUT: may repeat the path's id. */
    id: z.number().int().positive().optional(),
  })
  .refine((b) => b.date_end.getTime() >= b.date_start.getTime(), { path: ['date_end'], message: 'the end cannot precede the start' });
export type ConferenceBody = z.infer<typeof conferenceBody>;

/** GET conferences|trainings: `scope` mine (created by me or my pending/confirmed participation) or upcoming (all); `showFinished` adds canceled and ended ones (sorted last). */
export const conferenceListQuery = pagingQuery.extend({
  scope: z.enum(['mine', 'upcoming']).default('upcoming'),
  showFinished: queryBool.default(false),
});
export type ConferenceListQuery = z.infer<typeof conferenceListQuery>;

/** POST conferences|trainings/{id}/join. */
export const joinBody = z.object({ send_calendar_file: z.boolean().default(false) });

/** What the caller may do with an item (the tab reads these, never re-derives a rule; spec 3 §6 rules by relation). */
export const conferenceAbilities = z.object({
  edit: z.boolean(),
  cancel: z.boolean(),
  participants: z.boolean(),
  join: z.boolean(),
  leave: z.boolean(),
});

/** The caller's own latest participation. */
export const myParticipation = z.object({ id: z.number().int(), status: z.enum(PARTICIPATION_STATUSES), confirmed: z.boolean(), request_id: z.number().int().nullable() });

/** A conference or training as lists and details show it (spec 3 §3). */
export const conference = z.object({
  id: z.number().int(),
  kind: z.enum(CONFERENCE_KINDS),
  title: z.string(),
  description: z.string(),
  location: z.string(),
  date_start: z.string(),
  date_end: z.string(),
  price_per_person: z.number(),
  max_participants: z.number().int().nullable(),
  link: z.string().nullable(),
  conference_type_id: z.number().int().nullable(),
  conference_type_name: z.string().nullable(),
  employee_id: z.number().int(),
  employee_name: z.string(),
  canceled: z.boolean(),
  /** Confirmed participants. */
  participants: z.number().int(),
  state: z.enum(CONFERENCE_STATES),
  my_participation: myParticipation.nullable(),
  can: conferenceAbilities,
});

/** POST / PUT reply. */
export const conferenceSaved = z.object({ message: z.string(), conference });

/** PUT {id}/cancel reply: deleted (no participants) or canceled. */
export const conferenceCanceled = z.object({ message: z.enum(['conference_successfully_deleted', 'conference_successfully_canceled']), id: z.number().int(), deleted: z.boolean() });

/** A participant (spec 3 §3): rejected = completed and not confirmed. */
export const participant = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  user_name: z.string(),
  confirmed: z.boolean(),
  status: z.enum(PARTICIPATION_STATUSES),
  request_id: z.number().int().nullable(),
});

/** Join / leave reply: the participation id (the follow-up submit takes it with type ConferenceParticipation | Training when `status` is not_initialized). */
export const participationReply = z.object({
  message: z.literal('request_successfully_sent'),
  id: z.number().int(),
  request_id: z.number().int().nullable(),
  /** The request's status after the call. */
  status: z.string(),
  participation_status: z.enum(PARTICIPATION_STATUSES),
  /** Leave of a confirmed participation: the leave goes through the chain (confirmed until approved). */
  reinit: z.boolean(),
});

/** The object approvers see (GET /requests/{id}/object). */
export const participationObject = z.object({
  id: z.number().int(),
  conference_id: z.number().int(),
  kind: z.enum(CONFERENCE_KINDS),
  title: z.string(),
  location: z.string(),
  date_start: z.string(),
  date_end: z.string(),
  price_per_person: z.number(),
  max_participants: z.number().int().nullable(),
  participants: z.number().int(),
  user_id: z.number().int(),
  confirmed: z.boolean(),
});
