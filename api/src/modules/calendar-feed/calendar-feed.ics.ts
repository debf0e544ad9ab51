/**
 * Writes the calendar feed's document (issue 18 item 3) with the `ics` package, the project's
 * iCalendar writer (shared/ics.ts mails single events with it): `createEvents` writes many events, a
 * `[y, m, d]` start/end as a DATE value and STATUS, so ical-generator would add a second library for
 * nothing. Lines are then folded at 75 octets (shared/ics.ts `foldOctets`: `ics` folds at 75
 * characters, too long for Lithuanian text).
 *
 * - Whole company days (every event of this product unless it has times): DTSTART/DTEND;VALUE=DATE,
 *   DTEND the day after the last (exclusive, RFC 5545 §3.6.1), so they read as whole days in every
 *   viewer's zone; timed ones in UTC.
 * - UIDs are stable across refreshes: `event-<id>@<host>`, `conference-<participation id>@<host>`,
 *   `holiday-<country>-<date>@<host>`.
 * - DTSTAMP is the event's creation instant (a holiday's: 1 January of its year), never "now", so the
 *   same data gives the same bytes and the ETag (a hash of the body) holds between polls.
 * - Texts follow the subscriber's language (users.locale, en or lt; the feed is fetched without a
 *   session): a half-day event (issue 18 item 2, stored as its whole day with `half_day`) stays a DATE
 *   value with "½ morning" / "½ afternoon" in its summary; a Lithuanian holiday is named in Lithuanian
 *   for a Lithuanian reader, every other holiday in English, the other name in the description.
 * - Status: accepted → CONFIRMED, waiting_for_approval → TENTATIVE, canceled → CANCELLED (SEQUENCE 1,
 *   so clients that kept the event replace it). Other people's events and holidays are TRANSPARENT
 *   (they do not make the subscriber busy); the subscriber's own are OPAQUE.
 */
import { createEvents, type DateArray, type EventAttributes } from 'ics';
import type { PublicHolidayDto } from '../../contracts/holidays';
import type { HalfDay } from '../../contracts/leave-balances';
import { HALF_DAY_TEXT } from '../../shared/calendar-texts';
import { wholeCompanyDays } from '../../shared/company-time';
import { foldOctets } from '../../shared/ics';
import type { EventStatus } from '../calendar';

/** One event of the feed as the service loads it (`ownerName` null: the subscriber's own event). */
export interface FeedEvent {
  id: number;
  title: string;
  typeName: string | null;
  /** Whose event it is when not the subscriber's (shown in the summary). */
  ownerName: string | null;
  /** Only for the subscriber's own events. */
  description: string | null;
  start: Date;
  end: Date;
  status: EventStatus;
  /** Morning or afternoon of a one-day event; null for whole days. */
  halfDay: HalfDay;
  createdAt: Date;
}

/** A conference or training the subscriber takes part in (pending or confirmed participation). */
export interface FeedConference {
  /** The participation's id. */
  id: number;
  title: string;
  description: string | null;
  location: string;
  start: Date;
  end: Date;
  confirmed: boolean;
  createdAt: Date;
}

/** The languages of the feed's own words (users.locale). */
export type FeedLocale = 'en' | 'lt';


/** What the document holds. `host` names the UIDs (PUBLIC_URL's host). */
export interface FeedInput {
  host: string;
  locale: FeedLocale;
  calendarName: string;
  events: FeedEvent[];
  conferences: FeedConference[];
  holidays: PublicHolidayDto[];
}

/**
 * `ics` writes DTSTAMP from `timestamp` (ms; its schema and defaults have it, default now) though its
 * typings leave it out.
 */
type StampedAttributes = EventAttributes & { timestamp: number };

const STATUS: Record<EventStatus, 'CONFIRMED' | 'TENTATIVE' | 'CANCELLED'> = { accepted: 'CONFIRMED', waiting_for_approval: 'TENTATIVE', canceled: 'CANCELLED' };

const dateParts = (date: string): DateArray => date.split('-').map(Number) as DateArray;
const utcParts = (d: Date): DateArray => [d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate(), d.getUTCHours(), d.getUTCMinutes()];
/** The calendar date after `date` (`YYYY-MM-DD`), as a DATE value. */
const dayAfter = (date: string): DateArray => {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return [d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate()];
};

/** The start/end attributes of an item: DATE values for whole company days, UTC times otherwise. */
function when(e: { start: Date; end: Date }): Pick<EventAttributes, 'start' | 'startInputType' | 'startOutputType' | 'endInputType' | 'endOutputType'> & { end: DateArray } {
  const days = wholeCompanyDays(e.start, e.end);
  if (days) return { start: dateParts(days.start), end: dayAfter(days.end) };
  const end = e.end.getTime() < e.start.getTime() ? e.start : e.end;
  return { start: utcParts(e.start), startInputType: 'utc', startOutputType: 'utc', end: utcParts(end), endInputType: 'utc', endOutputType: 'utc' };
}

function eventAttributes(e: FeedEvent, host: string, locale: FeedLocale): StampedAttributes {
  const base = e.title.trim() || e.typeName || '';
  const title = e.halfDay ? `${base} (${HALF_DAY_TEXT[locale][e.halfDay]})` : base;
  return {
    uid: `event-${e.id}@${host}`,
    timestamp: e.createdAt.getTime(),
    title: e.ownerName ? `${e.ownerName}: ${title}` : title,
    description: e.description || undefined,
    categories: e.typeName ? [e.typeName] : undefined,
    status: STATUS[e.status],
    sequence: e.status === 'canceled' ? 1 : 0,
    transp: e.ownerName ? 'TRANSPARENT' : 'OPAQUE',
    ...when(e),
  };
}

function conferenceAttributes(c: FeedConference, host: string): StampedAttributes {
  return {
    uid: `conference-${c.id}@${host}`,
    timestamp: c.createdAt.getTime(),
    title: c.title,
    description: c.description || undefined,
    location: c.location || undefined,
    status: c.confirmed ? 'CONFIRMED' : 'TENTATIVE',
    transp: 'OPAQUE',
    ...when(c),
  };
}

function holidayAttributes(h: PublicHolidayDto, host: string, locale: FeedLocale): StampedAttributes {
  const [name, other] = locale === 'lt' && h.countryCode === 'LT' ? [h.localName, h.name] : [h.name, h.localName];
  return {
    uid: `holiday-${h.countryCode}-${h.date}@${host}`,
    timestamp: Date.UTC(Number(h.date.slice(0, 4)), 0, 1),
    title: `${name} (${h.countryCode})`,
    description: other && other !== name ? other : undefined,
    categories: [locale === 'lt' ? 'Valstybinė šventė' : 'Public holiday'],
    status: 'CONFIRMED',
    transp: 'TRANSPARENT',
    start: dateParts(h.date),
    end: dayAfter(h.date),
  };
}

/**
 * The feed's iCalendar text (CRLF lines, folded at 75 octets).
 * @throws Error when `ics` refuses an item (a bug: every input here is a valid date)
 */
export function feedDocument(input: FeedInput): string {
  const items = [
    ...input.events.filter((e) => !Number.isNaN(e.start.getTime()) && !Number.isNaN(e.end.getTime())).map((e) => eventAttributes(e, input.host, input.locale)),
    ...input.conferences.filter((c) => !Number.isNaN(c.start.getTime()) && !Number.isNaN(c.end.getTime())).map((c) => conferenceAttributes(c, input.host)),
    ...input.holidays.map((h) => holidayAttributes(h, input.host, input.locale)),
  ];
  const { error, value } = createEvents(items, { productId: 'employee-portal/calendar-feed', calName: input.calendarName });
  if (error || !value) throw error ?? new Error('ics produced no document');
  return foldOctets(value);
}
