/**
 * How events are shown (spec 2 §3 Event (older)) and who may see what (spec 2 §5 Old event form,
 * §6): working address and child birth date only for the owner, the owner's manager and holders of
 * users_read_sensitive_info (and the submitter of a new event in the creation reply); a user's
 * calendar for the user, holders of all_events_read, the user's manager and the viewers the user
 * chose (calendar_viewers).
 */
import { EntityManager, In } from 'typeorm';
import type { EventView } from '../../contracts/calendar';
import type { Permission } from '../../contracts/permissions';
import { AppError } from '../../http/errors';
import { ApprovalRequest } from '../approvals';
import { User } from '../users/users.entities';
import { CalendarEvent, CalendarViewer, EventType } from './calendar.entities';

export interface Reader { id: number; permissions: ReadonlySet<Permission> }

const person = (u: User | undefined) => (u ? { id: u.id, name: u.name, surname: u.surname } : null);

/**
 * Replies for events, loading types, people and requests in batches. `showSensitiveTo` lists event
 * ids whose sensitive fields are shown regardless (a new event to its submitter).
 */
export async function eventViews(em: EntityManager, events: CalendarEvent[], reader: Reader, showSensitiveTo: number[] = []): Promise<EventView[]> {
  if (!events.length) return [];
  const typeIds = [...new Set(events.map((e) => e.event_type_id))];
  const userIds = [...new Set(events.flatMap((e) => [e.user_id, e.substitute_id]).filter((x): x is number => x != null))];
  const requestIds = events.map((e) => e.request_id).filter((x): x is number => x != null);
  const types = await em.getRepository(EventType).findBy({ id: In(typeIds) });
  const users = await em.getRepository(User).find({ where: { id: In(userIds) }, select: { id: true, name: true, surname: true, manager_id: true } });
  const requests = requestIds.length ? await em.getRepository(ApprovalRequest).find({ where: { id: In(requestIds) }, select: { id: true, status: true } }) : [];
  const sensitive = reader.permissions.has('users_read_sensitive_info');
  return events.map((e) => {
    const t = types.find((x) => x.id === e.event_type_id)!;
    const owner = users.find((u) => u.id === e.user_id);
    const see = sensitive || e.user_id === reader.id || owner?.manager_id === reader.id || showSensitiveTo.includes(e.id);
    return {
      id: e.id, title: e.title, description: e.description, date_start: e.date_start.toISOString(), date_end: e.date_end.toISOString(),
      user_id: e.user_id, user: person(owner), substitute_id: e.substitute_id, substitute: person(users.find((u) => u.id === e.substitute_id)),
      substitute_confirmed: e.substitute_confirmed == null ? null : Boolean(e.substitute_confirmed), status: e.status, event_type_id: e.event_type_id,
      event_type: {
        id: t.id, name: t.name, substitute_needed: t.substitute_needed, unattendance_code: t.unattendance_code,
        background_color: t.background_color, text_color: t.text_color, border_color: t.border_color,
      },
      vacation_payout: Boolean(e.vacation_payout),
      working_address: see ? e.working_address : null,
      child_birth_date: see ? e.child_birth_date : null,
      submitted_by_user_id: e.submitted_by_user_id, request_id: e.request_id,
      request_status: requests.find((r) => r.id === e.request_id)?.status ?? null,
      unattendance_code: e.unattendance_code, created_at: e.created_at.toISOString(),
    };
  });
}

/** Whether `reader` may see the calendar of `ownerId`. */
export async function mayViewCalendar(em: EntityManager, reader: Reader, ownerId: number): Promise<boolean> {
  if (reader.id === ownerId || reader.permissions.has('all_events_read')) return true;
  if (await em.getRepository(CalendarViewer).existsBy({ owner_id: ownerId, viewer_id: reader.id })) return true;
  return em.getRepository(User).existsBy({ id: ownerId, manager_id: reader.id });
}

/** @throws 403 missing_permissions unless {@link mayViewCalendar}. */
export async function requireCalendarView(em: EntityManager, reader: Reader, ownerId: number): Promise<void> {
  if (!(await mayViewCalendar(em, reader, ownerId))) throw new AppError('missing_permissions');
}

/** Loads an event of a user. @throws 404 event_not_found */
export async function requireEvent(em: EntityManager, userId: number, eventId: number): Promise<CalendarEvent> {
  const e = await em.getRepository(CalendarEvent).findOneBy({ id: eventId, user_id: userId });
  if (!e) throw new AppError('event_not_found', 404, { event_id: eventId });
  return e;
}
