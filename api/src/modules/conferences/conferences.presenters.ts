/**
 * Reply shapes of conferences and trainings (spec 3 §3, §4, §7), typed with api/src/contracts/conferences.ts.
 * A participation's status is derived from its approval request (see {@link participationStatusOf}).
 */
import type { z } from 'zod';
import type { conference, ConferenceKind, participant, ParticipationStatus, participationObject } from '../../contracts/conferences';
import type { Actor } from '../approvals';
import { conferenceAbilitiesOf, displayState, type ConferenceFacts } from './conferences.policy';
import { instantOf } from '../../db/raw';

/**
 * spec 3 §4 participation status of a request status: not_initialized and in_progress (also a leave
 * waiting for approval) → pending; approved and completed → completed (confirmed); rejected → completed
 * (not confirmed: shown as rejected); canceled (or no request) → canceled.
 */
export function participationStatusOf(requestStatus: string | null | undefined): ParticipationStatus {
  if (requestStatus === 'not_initialized' || requestStatus === 'in_progress') return 'pending';
  if (requestStatus === 'approved' || requestStatus === 'completed' || requestStatus === 'rejected') return 'completed';
  return 'canceled';
}


const bool = (v: unknown) => v === true || v === 1 || v === '1';
const euros = (cents: unknown) => Math.round(Number(cents)) / 100;

/** A conference row as the list query reads it (raw SQL values). */
export type ConferenceRow = Record<string, unknown>;

/** The facts of the rules from a list row. */
export function factsOf(r: ConferenceRow): ConferenceFacts {
  return {
    creatorId: Number(r.employee_id),
    canceled: bool(r.canceled),
    dateEnd: instantOf(r.date_end),
    maxParticipants: r.max_participants == null ? null : Number(r.max_participants),
    confirmedCount: Number(r.confirmed_count ?? 0),
    mine: r.my_id == null ? null : { status: participationStatusOf(r.my_request_status as string | null), confirmed: bool(r.my_confirmed) },
  };
}

/** A conference or training as the caller sees it, with its display state and `can`. */
export function presentConference(r: ConferenceRow, caller: Actor, now: Date): z.infer<typeof conference> {
  const facts = factsOf(r);
  return {
    id: Number(r.id),
    kind: r.kind as ConferenceKind,
    title: String(r.title),
    description: String(r.description),
    location: String(r.location),
    date_start: instantOf(r.date_start).toISOString(),
    date_end: facts.dateEnd.toISOString(),
    price_per_person: euros(r.price_cents),
    max_participants: facts.maxParticipants,
    link: (r.link as string | null) ?? null,
    conference_type_id: r.conference_type_id == null ? null : Number(r.conference_type_id),
    conference_type_name: (r.type_name as string | null) ?? null,
    employee_id: facts.creatorId,
    employee_name: `${r.e_name} ${r.e_surname}`,
    canceled: facts.canceled,
    participants: facts.confirmedCount,
    state: displayState(facts, now),
    my_participation: r.my_id == null ? null : {
      id: Number(r.my_id), status: facts.mine!.status, confirmed: facts.mine!.confirmed, request_id: r.my_request_id == null ? null : Number(r.my_request_id),
    },
    can: conferenceAbilitiesOf(caller, facts, now),
  };
}

/** One participant (spec 3 §3 Participant). */
export const presentParticipant = (r: ConferenceRow): z.infer<typeof participant> => ({
  id: Number(r.id),
  user_id: Number(r.user_id),
  user_name: `${r.u_name} ${r.u_surname}`,
  confirmed: bool(r.confirmed),
  status: participationStatusOf(r.request_status as string | null),
  request_id: r.request_id == null ? null : Number(r.request_id),
});

/** A participation as approvers see it (GET /requests/{id}/object). */
export const presentParticipationObject = (
  p: { id: number; user_id: number; confirmed: boolean },
  c: { id: number; kind: ConferenceKind; title: string; location: string; date_start: Date; date_end: Date; price_cents: number; max_participants: number | null; confirmed_count: number },
): z.infer<typeof participationObject> => ({
  id: p.id,
  conference_id: c.id,
  kind: c.kind,
  title: c.title,
  location: c.location,
  date_start: c.date_start.toISOString(),
  date_end: c.date_end.toISOString(),
  price_per_person: euros(c.price_cents),
  max_participants: c.max_participants,
  participants: c.confirmed_count,
  user_id: p.user_id,
  confirmed: Boolean(p.confirmed),
});
