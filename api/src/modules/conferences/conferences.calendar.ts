/**
 * Conferences and trainings in the calendar (spec 2 §3 Conference as shown in the calendar, `isConfirmed`;
 * §9 conference colours; issue 14 item 4): one Conference item per participation that is pending or
 * confirmed, on the participant's calendar (seen by whoever may see that person's items), never for a
 * canceled item. The calendar module reads the rows with {@link CONFERENCE_MONTH_SQL} and shapes them
 * here; GET events/{participationId}/details?type=Conference reads {@link conferenceForCalendar}.
 * Calendar status: confirmed → accepted, otherwise waiting_for_approval.
 */
import type { EntityManager } from 'typeorm';
import type { z } from 'zod';
import type { CalendarStatus, conferenceDetails, CONFERENCE_CONFIRMATIONS } from '../../contracts/calendar-v2';
import { instantOf, rawRows } from '../../db/raw';

export type Confirmation = (typeof CONFERENCE_CONFIRMATIONS)[number];

/**
 * The month's participations (bind :from, :to, :no = false, :yes = true; append the people scope on
 * `p.user_id`): the item overlaps [from, to), is not canceled, and the participation is pending or confirmed.
 */
export const CONFERENCE_MONTH_SQL =
  'SELECT p.id, p.conference_id, p.user_id, p.confirmed, c.kind, c.title, c.description, c.location, c.date_start, c.date_end, c.employee_id, ' +
  'r.id AS request_id, r.status AS request_status ' +
  'FROM conference_participations p INNER JOIN conferences c ON c.id = p.conference_id INNER JOIN requests r ON r.id = p.request_id ' +
  "WHERE c.canceled = :no AND c.date_start < :to AND c.date_end >= :from AND (p.confirmed = :yes OR r.status IN ('not_initialized', 'in_progress'))";

const bool = (v: unknown) => v === true || v === 1 || v === '1';

/** confirmed | waiting_for_approval (in its chain) | not_confirmed (not submitted, or sent back). */
export function confirmationOf(confirmed: unknown, requestStatus: unknown): Confirmation {
  if (bool(confirmed)) return 'confirmed';
  return requestStatus === 'in_progress' ? 'waiting_for_approval' : 'not_confirmed';
}

export const calendarStatusOfConfirmation = (c: Confirmation): CalendarStatus => (c === 'confirmed' ? 'accepted' : 'waiting_for_approval');

/** A Conference item (contracts/calendar-v2.ts `conferenceItem`) of a month row; `name` gives people's names. */
export function conferenceItemOf(r: Record<string, unknown>, name: (id: unknown) => string) {
  const confirmation = confirmationOf(r.confirmed, r.request_status);
  return {
    id: Number(r.id), type: 'Conference' as const, status: calendarStatusOfConfirmation(confirmation), allDay: false, userId: Number(r.user_id), owner: name(r.user_id),
    conferenceId: Number(r.conference_id), kind: r.kind === 'training' ? ('training' as const) : ('conference' as const), title: String(r.title),
    description: (r.description as string | null) ?? null, location: String(r.location), start: instantOf(r.date_start).toISOString(), end: instantOf(r.date_end).toISOString(),
    isConfirmed: confirmation === 'confirmed', confirmation, createdBy: name(r.employee_id), requestId: r.request_id == null ? null : Number(r.request_id),
  };
}

/** The details of one participation's item, or null when it is not in the calendar (gone, canceled, withdrawn or rejected). */
export async function conferenceForCalendar(em: EntityManager, participationId: number): Promise<z.infer<typeof conferenceDetails> | null> {
  const rows = await rawRows(
    em,
    'SELECT p.id, p.conference_id, p.user_id, p.confirmed, c.kind, c.title, c.description, c.location, c.date_start, c.date_end, c.employee_id, c.price_cents, ' +
      'c.max_participants, c.confirmed_count, c.link, r.id AS request_id, r.status AS request_status, pu.name AS p_name, pu.surname AS p_surname, eu.name AS e_name, eu.surname AS e_surname ' +
      'FROM conference_participations p INNER JOIN conferences c ON c.id = p.conference_id INNER JOIN requests r ON r.id = p.request_id ' +
      'INNER JOIN users pu ON pu.id = p.user_id INNER JOIN users eu ON eu.id = c.employee_id ' +
      "WHERE p.id = :id AND c.canceled = :no AND (p.confirmed = :yes OR r.status IN ('not_initialized', 'in_progress'))",
    { id: participationId, no: false, yes: true },
  );
  const r = rows[0];
  if (!r) return null;
  const names: Record<string, string> = { [String(r.user_id)]: `${r.p_name} ${r.p_surname}`, [String(r.employee_id)]: `${r.e_name} ${r.e_surname}` };
  const cents = Number(r.price_cents);
  return {
    ...conferenceItemOf(r, (id) => names[String(id)] ?? ''),
    pricePerPerson: cents > 0 ? cents / 100 : null,
    maxParticipants: r.max_participants == null ? null : Number(r.max_participants),
    participants: Number(r.confirmed_count),
    link: (r.link as string | null) ?? null,
  };
}
