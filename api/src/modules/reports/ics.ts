/**
 * Calendar file mail (spec 2 §3 New event payload sendCalendarFile, §7 send_calendar_file): when an
 * event is created or edited with the flag on, the owner gets an e-mail with the event as an
 * iCalendar (.ics) attachment written by the shared writer `shared/ics.ts` (UTC times, UID stable per
 * event so a re-sent file updates the same calendar entry). A half-day absence (issue 18) keeps its
 * whole day's range and names the half in the summary in the owner's language ("Dentist (½ morning)" /
 * "Gydytojas (½ rytas)"), as the subject and text of the mail. Never to a deleted or disabled owner nor one
 * with should_send_email off. Subscribed to the
 * calendar module's domain events.
 */
import type { AppContext } from '../../context';
import { icsAttachment, icsFile } from '../../shared/ics';
import { CalendarEvent, EventType } from '../calendar';
import { User } from '../users/users.entities';
import { HALF_DAY_TEXT } from '../../shared/calendar-texts';

/** The half of a half-day absence per language (the tab's calendar texts). */

/** The .ics text of an event (a half day named in `lang`), or null when it cannot be built. */
export function icsOf(e: Pick<CalendarEvent, 'id' | 'title' | 'description' | 'date_start' | 'date_end' | 'status' | 'working_address'> & { half_day?: CalendarEvent['half_day'] }, typeName: string, sequence = 0, lang: 'en' | 'lt' = 'en'): string | null {
  return icsFile({
    uid: `portal-event-${e.id}@employee-portal`,
    sequence,
    title: e.half_day ? `${e.title} (${HALF_DAY_TEXT[lang][e.half_day]})` : e.title,
    description: [typeName, e.description].filter(Boolean).join('\n'),
    location: e.working_address,
    start: e.date_start,
    end: e.date_end,
    status: e.status === 'canceled' ? 'CANCELLED' : e.status === 'accepted' ? 'CONFIRMED' : 'TENTATIVE',
    product: 'calendar',
  });
}

/** Mails the event's calendar file to its owner. */
export async function mailCalendarFile(ctx: AppContext, eventId: number, updated: boolean): Promise<void> {
  const e = await ctx.ds.getRepository(CalendarEvent).findOneBy({ id: eventId });
  if (!e) return;
  const owner = await ctx.ds.getRepository(User).findOneBy({ id: e.user_id });
  const type = await ctx.ds.getRepository(EventType).findOneBy({ id: e.event_type_id });
  // The file the caller asked for goes to the event's owner, but never to a deleted or disabled account nor to
  // one whose should_send_email is off (never e-mailed).
  if (!owner || owner.deleted_at || owner.disabled || !owner.should_send_email) return;
  const lt = owner.locale === 'lt';
  const ics = icsOf(e, type?.name ?? '', updated ? Math.floor(Date.now() / 1000) % 100000 : 0, lt ? 'lt' : 'en');
  if (!ics) {
    ctx.log.warn({ eventId }, 'calendar file could not be built');
    return;
  }
  await ctx.mail.send({
    to: owner.email,
    subject: lt ? `Kalendoriaus įvykis: ${e.title}` : `Calendar event: ${e.title}`,
    text: lt ? `Prisegtas įvykio „${e.title}“ kalendoriaus failas.` : `The calendar file of the event "${e.title}" is attached.`,
    attachments: [icsAttachment(ics, 'event.ics')],
  });
}

/** Subscribes the calendar file mail to event.created and event.updated. */
export function subscribeCalendarFiles(ctx: AppContext): void {
  ctx.events.on('event.created', (p) => (p.sendCalendarFile ? mailCalendarFile(ctx, p.eventId, false) : undefined));
  ctx.events.on('event.updated', (p) => (p.sendCalendarFile ? mailCalendarFile(ctx, p.eventId, true) : undefined));
}
