/**
 * The personal calendar feed (issue 18 item 3): the subscription address of a user and the document
 * served at it.
 *
 * Tokens: 32 random bytes (base64url, 43 characters); the table keeps only their hex SHA-256, found by
 * a unique index. A lookup by hash needs no constant-time comparison: the database compares hashes, and
 * learning how many leading hex digits of a SHA-256 matched tells nothing about the token (finding a
 * token for a chosen hash prefix is a preimage search over 256 random bits). Because only the hash is
 * kept, the address is shown once, when it is created, like an API key; "regenerate" gives a new one.
 *
 * The document (calendar-feed.ics.ts writes it): the owner's events, the events of the people who
 * shared their calendar with the owner (calendar_viewers), the conferences and trainings the owner takes
 * part in (pending or confirmed participations, as the calendar shows them: conferences.calendar.ts), and the public holidays of the owner's
 * saved filter countries (calendar_filters 'countries'; LT when nothing is saved), for
 * CALENDAR_FEED_MONTHS_BACK months before today to CALENDAR_FEED_MONTHS_AHEAD after (company days).
 * Canceled events of the window stay in, as STATUS:CANCELLED, so a client drops the ones it had.
 */
import { createHash, randomBytes } from 'node:crypto';
import { addMonths, format } from 'date-fns';
import { EntityManager, In, IsNull } from 'typeorm';
import type { AppContext } from '../../context';
import { CALENDAR_FEED_MONTHS_AHEAD, CALENDAR_FEED_MONTHS_BACK } from '../../contracts/calendar-feed';
import { DEFAULT_HOLIDAY_COUNTRY, HOLIDAY_COUNTRIES, type HolidayCountry } from '../../contracts/holidays';
import { rawRows } from '../../db/raw';
import { inTransaction } from '../../db/tx';
import type { AuthUser } from '../../http/auth';
import { companyDay, companyDayStart, nextCompanyDayStart } from '../../shared/company-time';
import { CalendarEvent, CalendarFilter, CalendarViewer, EventType } from '../calendar';
import { CONFERENCE_MONTH_SQL, conferenceItemOf } from '../conferences/conferences.calendar';
import { ConferenceParticipation } from '../conferences/conferences.entities';
import { holidaysBetween } from '../holidays/holidays.service';
import { User } from '../users/users.entities';
import { CalendarFeed } from './calendar-feed.entities';
import { feedDocument, type FeedConference, type FeedEvent } from './calendar-feed.ics';
import { assertCanManageOwnFeed, servesFeedOf, showsDetails } from './calendar-feed.policy';

/** Hex SHA-256 of a string (a token, a document). */
export const sha256 = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

/** A token as it appears in an address: base64url of 32 random bytes. */
export const FEED_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The subscription address of a token under the public URL (PUBLIC_URL), e.g. `https://portal.example/ical/<token>.ics`. */
export const feedUrl = (ctx: AppContext, token: string): string => `${ctx.config.publicUrl.replace(/\/+$/, '')}/ical/${token}.ics`;

/** The caller's feed row, or null. */
export async function feedStatus(ctx: AppContext, caller: AuthUser): Promise<CalendarFeed | null> {
  assertCanManageOwnFeed(caller);
  return ctx.ds.getRepository(CalendarFeed).findOneBy({ user_id: caller.id });
}

/** Creates the caller's address, replacing any earlier one (which stops working at once); returns the address. */
export async function createFeed(ctx: AppContext, caller: AuthUser): Promise<string> {
  assertCanManageOwnFeed(caller);
  const token = randomBytes(32).toString('base64url');
  await inTransaction(ctx.ds, async (em) => {
    const repo = em.getRepository(CalendarFeed);
    await repo.delete({ user_id: caller.id });
    await repo.insert({ user_id: caller.id, token_hash: sha256(token), created_at: new Date(), body_hash: null, changed_at: null });
  });
  return feedUrl(ctx, token);
}

/** Revokes the caller's address (nothing happens without one). */
export async function revokeFeed(ctx: AppContext, caller: AuthUser): Promise<void> {
  assertCanManageOwnFeed(caller);
  await ctx.ds.getRepository(CalendarFeed).delete({ user_id: caller.id });
}

/** A served document: the text, its ETag (quoted hex SHA-256) and Last-Modified instant. */
export interface ServedFeed {
  body: string;
  etag: string;
  lastModified: Date;
}

/** The first and last company day of the window around `now` (`YYYY-MM-DD`). */
export function feedWindow(now: Date): { from: string; to: string } {
  const today = new Date(`${companyDay(now)}T12:00:00Z`);
  const day = (d: Date) => format(new Date(d.getTime()), 'yyyy-MM-dd');
  return { from: day(addMonths(today, -CALENDAR_FEED_MONTHS_BACK)), to: day(addMonths(today, CALENDAR_FEED_MONTHS_AHEAD)) };
}

/** The saved holiday countries of a user's calendar filters (LT when nothing is saved; an empty saved list means none). */
async function countriesOf(em: EntityManager, userId: number): Promise<HolidayCountry[]> {
  const row = await em.getRepository(CalendarFilter).findOneBy({ user_id: userId });
  if (!row) return [DEFAULT_HOLIDAY_COUNTRY];
  try {
    const saved = (JSON.parse(row.filters) as { countries?: unknown }).countries;
    if (!Array.isArray(saved)) return [DEFAULT_HOLIDAY_COUNTRY];
    return HOLIDAY_COUNTRIES.filter((c) => saved.includes(c));
  } catch {
    return [DEFAULT_HOLIDAY_COUNTRY];
  }
}

/** The events of the owners overlapping the window, every status, by start (three queries, no N+1). */
async function eventsOf(em: EntityManager, viewerId: number, owners: Map<number, string>, from: string, to: string): Promise<FeedEvent[]> {
  const rows = await em.getRepository(CalendarEvent).createQueryBuilder('e')
    .where('e.user_id IN (:...owners)', { owners: [...owners.keys()] })
    .andWhere('e.date_start < :to AND e.date_end >= :from', { from: companyDayStart(from), to: nextCompanyDayStart(to) })
    .orderBy('e.date_start', 'ASC').addOrderBy('e.id', 'ASC')
    .getMany();
  const typeIds = [...new Set(rows.map((r) => r.event_type_id))];
  const types = new Map((typeIds.length ? await em.getRepository(EventType).find({ select: { id: true, name: true }, where: { id: In(typeIds) } }) : []).map((t) => [t.id, t.name]));
  return rows.map((e) => {
    const own = showsDetails(viewerId, e.user_id);
    return {
      id: e.id,
      title: e.title,
      typeName: types.get(e.event_type_id) ?? null,
      ownerName: own ? null : (owners.get(e.user_id) ?? null),
      description: own ? e.description : null,
      start: e.date_start,
      end: e.date_end,
      status: e.status,
      halfDay: e.half_day ?? null,
      createdAt: e.created_at,
    };
  });
}

/** The owner's pending or confirmed participations in conferences and trainings overlapping the window (two queries). */
async function conferencesOf(em: EntityManager, ownerId: number, from: string, to: string): Promise<FeedConference[]> {
  const params = { from: companyDayStart(from), to: nextCompanyDayStart(to), no: false, yes: true, me: ownerId };
  const rows = await rawRows(em, `${CONFERENCE_MONTH_SQL} AND p.user_id = :me ORDER BY c.date_start, c.id, p.id`, params);
  if (!rows.length) return [];
  const ids = rows.map((r) => Number(r.id));
  const created = new Map((await em.getRepository(ConferenceParticipation).find({ select: { id: true, created_at: true }, where: { id: In(ids) } })).map((p) => [p.id, p.created_at]));
  return rows.map((r) => {
    const item = conferenceItemOf(r, () => '');
    return {
      id: item.id, title: item.title, description: item.description, location: item.location,
      start: new Date(item.start), end: new Date(item.end), confirmed: item.isConfirmed, createdAt: created.get(item.id) ?? new Date(item.start),
    };
  });
}

/**
 * The document of the address `token` at `now`, or null when the token is unknown, revoked, or its
 * owner is deleted or disabled (the route answers 404). Remembers the document's hash: Last-Modified
 * is the instant the served document last changed (the first fetch, or the first fetch after a change).
 */
export async function serveFeed(ctx: AppContext, token: string, now = new Date()): Promise<ServedFeed | null> {
  if (!FEED_TOKEN_PATTERN.test(token)) return null;
  const em = ctx.ds.manager;
  const feed = await em.getRepository(CalendarFeed).findOneBy({ token_hash: sha256(token) });
  if (!feed) return null;
  const owner = await em.getRepository(User).findOne({ select: { id: true, name: true, surname: true, locale: true, deleted_at: true, disabled: true }, where: { id: feed.user_id } });
  if (!owner || !servesFeedOf(owner)) return null;

  const { from, to } = feedWindow(now);
  const shared = await em.getRepository(User).createQueryBuilder('u')
    .innerJoin(CalendarViewer, 'cv', 'cv.owner_id = u.id AND cv.viewer_id = :me', { me: owner.id })
    .select(['u.id', 'u.name', 'u.surname'])
    .where({ deleted_at: IsNull() })
    .getMany();
  const owners = new Map<number, string>([[owner.id, `${owner.name} ${owner.surname}`], ...shared.map((u): [number, string] => [u.id, `${u.name} ${u.surname}`])]);
  const events = await eventsOf(em, owner.id, owners, from, to);
  const conferences = await conferencesOf(em, owner.id, from, to);
  const holidays = holidaysBetween(await countriesOf(em, owner.id), from, to);
  const body = feedDocument({ host: new URL(ctx.config.publicUrl).hostname, locale: owner.locale === 'lt' ? 'lt' : 'en', calendarName: `${owner.name} ${owner.surname}`, events, conferences, holidays });

  const hash = sha256(body);
  let changedAt = feed.changed_at;
  if (feed.body_hash !== hash || !changedAt) {
    // the second precision of HTTP dates: If-Modified-Since compares whole seconds
    changedAt = new Date(Math.floor(now.getTime() / 1000) * 1000);
    await em.getRepository(CalendarFeed).update({ user_id: feed.user_id, token_hash: feed.token_hash }, { body_hash: hash, changed_at: changedAt });
  }
  return { body, etag: `"${hash}"`, lastModified: changedAt };
}
