/**
 * How events are loaded for their replies (spec 2 §3 Event (older); shapes in calendar.presenters.ts)
 * and the facts of who may see what (spec 2 §5 Old event form, §6; rules in calendar.policy.ts):
 * working address and child birth date only for the owner, the owner's manager and holders of
 * users_read_sensitive_info (and the submitter of a new event in the creation reply); a user's
 * calendar for the user, holders of all_events_read, the user's manager and the viewers the user
 * chose (calendar_viewers).
 */
import { EntityManager, In } from 'typeorm';
import type { EventView } from '../../contracts/calendar';
import type { AuthUser } from '../../http/auth';
import { AppError } from '../../http/errors';
import { ApprovalRequest, RequestStep } from '../approvals';
import { User } from '../users/users.entities';
import { CalendarEvent, CalendarViewer, EventType } from './calendar.entities';
import { canSeeSensitive, canViewCalendar, type CalendarFacts } from './calendar.policy';
import { presentEvent } from './calendar.presenters';

/** The reader of a calendar: the signed-in caller. */
export type Reader = AuthUser;

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
  const requests = requestIds.length
    ? await em.getRepository(ApprovalRequest).find({ where: { id: In(requestIds) }, select: { id: true, status: true, current_step_id: true } })
    : [];
  const stepIds = requests.map((r) => r.current_step_id).filter((x): x is number => x != null);
  const steps = stepIds.length ? await em.getRepository(RequestStep).find({ where: { id: In(stepIds) }, select: { id: true, name: true } }) : [];
  return events.map((e) => {
    const owner = users.find((u) => u.id === e.user_id);
    const request = requests.find((r) => r.id === e.request_id);
    return presentEvent(e, {
      type: types.find((x) => x.id === e.event_type_id)!,
      owner,
      substitute: users.find((u) => u.id === e.substitute_id),
      requestStatus: request?.status ?? null,
      currentlyAt: steps.find((x) => x.id === request?.current_step_id)?.name ?? null,
      showSensitive: canSeeSensitive(reader, { id: e.user_id, managerId: owner?.manager_id ?? null }) || showSensitiveTo.includes(e.id),
    });
  });
}

/** The facts calendar.policy needs about `ownerId`'s calendar as `reader` relates to it (manager: not checked for deletion, as before). */
export async function calendarFacts(em: EntityManager, reader: Reader, ownerId: number): Promise<CalendarFacts> {
  const owner = await em.getRepository(User).findOne({ where: { id: ownerId }, select: { id: true, manager_id: true } });
  const sharedWithCaller = await em.getRepository(CalendarViewer).existsBy({ owner_id: ownerId, viewer_id: reader.id });
  return { id: ownerId, managerId: owner?.manager_id ?? null, sharedWithCaller };
}

/** Whether `reader` may see the calendar of `ownerId` (calendar.policy canViewCalendar; the owner and all_events_read need no query). */
export async function mayViewCalendar(em: EntityManager, reader: Reader, ownerId: number): Promise<boolean> {
  if (canViewCalendar(reader, { id: ownerId, managerId: null, sharedWithCaller: false })) return true;
  return canViewCalendar(reader, await calendarFacts(em, reader, ownerId));
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
