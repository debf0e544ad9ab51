/**
 * The personal calendar feed over real HTTP and SQLite (issue 18 item 3): create, replace and revoke
 * the address; the document parsed with ical.js (own whole-day events as DATE values, a timed one in
 * UTC, a shared calendar's event, holidays of the saved countries, a canceled event as CANCELLED,
 * stable UIDs); ETag and Last-Modified answered 304; old, revoked, unknown tokens and a disabled
 * owner answered 404; the rate limit.
 */
import ICAL from 'ical.js';
import { CalendarFilter, CalendarViewer } from '../calendar';
import { User } from '../users/users.entities';
import { startTestApp, type TestApp } from '../../test/harness';
import { buildEvent, buildEventType, buildRequest, buildUser, type Person } from '../../test/factories';
import { Conference, ConferenceParticipation } from '../conferences/conferences.entities';
import { addCompanyDays, companyDay, companyDayStart, nextCompanyDayStart } from '../../shared/company-time';
import { FEED_RATE_LIMIT_PER_MINUTE } from './calendar-feed.routes';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** A whole-company-days range: 00:00 of the first day to 23:59 of the last (as the calendar stores it). */
const wholeDays = (first: string, last: string) => ({ start: companyDayStart(first), end: new Date(nextCompanyDayStart(last).getTime() - 60_000) });
const dayIn = (n: number) => companyDay(addCompanyDays(new Date(), n));

interface ParsedEvent {
  uid: string;
  summary: string;
  status: string | null;
  start: ICAL.Time;
  end: ICAL.Time;
  description: string | null;
}

function parse(text: string): ParsedEvent[] {
  const cal = new ICAL.Component(ICAL.parse(text) as unknown[]);
  expect(cal.name).toBe('vcalendar');
  return cal.getAllSubcomponents('vevent').map((v) => ({
    uid: String(v.getFirstPropertyValue('uid')),
    summary: String(v.getFirstPropertyValue('summary')),
    status: (v.getFirstPropertyValue('status') as string | null) ?? null,
    start: v.getFirstPropertyValue('dtstart') as ICAL.Time,
    end: v.getFirstPropertyValue('dtend') as ICAL.Time,
    description: (v.getFirstPropertyValue('description') as string | null) ?? null,
  }));
}

async function createFeed(p: Person): Promise<string> {
  const res = await p.agent.post('/api/v2/calendar-feed').send({});
  expect(res.status).toBe(200);
  const url = new URL((res.body as { url: string }).url);
  expect(url.pathname).toMatch(/^\/ical\/[A-Za-z0-9_-]{43}\.ics$/);
  return url.pathname;
}

describe('calendar feed', () => {
  it('creates an address shown once, reports it, and serves the own, shared and holiday items', async () => {
    const me = await buildUser(t, { name: 'Feeda', surname: 'Owner' });
    const colleague = await buildUser(t, { name: 'Šarūnė', surname: 'Colleague' });
    const stranger = await buildUser(t);
    const type = await buildEventType(t, { name: 'Annual leave' });
    await t.ctx.ds.getRepository(CalendarViewer).insert({ owner_id: colleague.id, viewer_id: me.id });

    expect((await me.agent.get('/api/v2/calendar-feed')).body).toEqual({ active: false, created_at: null });
    const path = await createFeed(me);
    const status = await me.agent.get('/api/v2/calendar-feed');
    expect(status.body).toEqual({ active: true, created_at: expect.any(String) });
    expect(JSON.stringify(status.body)).not.toContain(path.slice(6, 20));

    const [a, b] = [dayIn(10), dayIn(12)];
    const own = await buildEvent(t, { ownerId: me.id, eventTypeId: type, title: 'Holiday in Nida', ...wholeDays(a, b), fields: { description: 'Sea and dunes' } });
    const timedStart = new Date(`${dayIn(20)}T07:30:00Z`);
    const timed = await buildEvent(t, { ownerId: me.id, eventTypeId: type, title: 'Doctor', start: timedStart, end: new Date(timedStart.getTime() + 2 * 3_600_000) });
    const canceled = await buildEvent(t, { ownerId: me.id, eventTypeId: type, title: 'Called off', status: 'canceled', ...wholeDays(dayIn(30), dayIn(30)) });
    const pending = await buildEvent(t, { ownerId: me.id, eventTypeId: type, title: 'Maybe', status: 'waiting_for_approval', ...wholeDays(dayIn(40), dayIn(41)) });
    const sharedEvent = await buildEvent(t, { ownerId: colleague.id, eventTypeId: type, title: 'Trip', ...wholeDays(dayIn(5), dayIn(6)), fields: { description: 'private note' } });
    const strangers = await buildEvent(t, { ownerId: stranger.id, eventTypeId: type, ...wholeDays(dayIn(5), dayIn(6)) });
    const tooFar = await buildEvent(t, { ownerId: me.id, eventTypeId: type, ...wholeDays(dayIn(500), dayIn(500)) });
    const tooOld = await buildEvent(t, { ownerId: me.id, eventTypeId: type, ...wholeDays(dayIn(-120), dayIn(-120)) });

    const res = await t.http().get(path);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const events = parse(res.text);
    const byUid = new Map(events.map((e) => [e.uid, e]));
    const host = new URL(t.ctx.config.publicUrl).hostname;

    const mine = byUid.get(`event-${own.id}@${host}`);
    expect(mine).toMatchObject({ summary: 'Holiday in Nida', status: 'CONFIRMED', description: 'Sea and dunes' });
    expect(mine?.start.isDate).toBe(true);
    expect(mine?.start.toString()).toBe(a);
    expect(mine?.end.isDate).toBe(true);
    expect(mine?.end.toString()).toBe(dayIn(13)); // DTEND is exclusive: the day after the last

    const doctor = byUid.get(`event-${timed.id}@${host}`);
    expect(doctor?.start.isDate).toBe(false);
    expect(doctor?.start.toJSDate().toISOString()).toBe(timedStart.toISOString());
    expect(doctor?.start.zone?.tzid).toBe('UTC');

    expect(byUid.get(`event-${canceled.id}@${host}`)?.status).toBe('CANCELLED');
    expect(byUid.get(`event-${pending.id}@${host}`)?.status).toBe('TENTATIVE');
    expect(byUid.get(`event-${sharedEvent.id}@${host}`)).toMatchObject({ summary: 'Šarūnė Colleague: Trip', description: null });
    for (const absent of [strangers, tooFar, tooOld]) expect(byUid.has(`event-${absent.id}@${host}`)).toBe(false);

    const holidays = events.filter((e) => e.uid.startsWith('holiday-'));
    expect(holidays.length).toBeGreaterThan(5);
    expect(holidays.every((h) => h.uid.startsWith('holiday-LT-') && h.start.isDate)).toBe(true);
    expect(res.text.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);

    // the saved filter countries decide the holidays
    await t.ctx.ds.getRepository(CalendarFilter).save({ user_id: me.id, filters: JSON.stringify({ countries: ['DE'] }), updated_at: new Date() });
    const de = parse((await t.http().get(path)).text).filter((e) => e.uid.startsWith('holiday-'));
    expect(de.length).toBeGreaterThan(5);
    expect(de.every((h) => h.uid.startsWith('holiday-DE-'))).toBe(true);
  });

  it('shows a half-day leave as its day with the half named, in the subscriber’s language, and Lithuanian holidays in Lithuanian', async () => {
    const me = await buildUser(t, { locale: 'lt' });
    const day = dayIn(15);
    const half = await buildEvent(t, { ownerId: me.id, title: 'Atostogos', ...wholeDays(day, day), fields: { half_day: 'second' } });
    const path = await createFeed(me);
    const events = parse((await t.http().get(path)).text);
    const ev = events.find((e) => e.uid.startsWith(`event-${half.id}@`));
    expect(ev).toMatchObject({ summary: 'Atostogos (½ popietė)' });
    expect(ev?.start.isDate).toBe(true);
    expect(ev?.start.toString()).toBe(day);
    expect(ev?.end.toString()).toBe(dayIn(16));
    const christmas = events.find((e) => /^holiday-LT-\d{4}-12-25@/.test(e.uid));
    expect(christmas).toMatchObject({ summary: 'Šv. Kalėdos (LT)', description: 'Christmas Day' });
  });

  it('holds the conferences and trainings the subscriber takes part in, timed in UTC, pending ones tentative', async () => {
    const me = await buildUser(t);
    const other = await buildUser(t);
    const start = new Date(`${dayIn(25)}T06:00:00Z`);
    const conference = await t.ctx.ds.getRepository(Conference).save({
      kind: 'conference', title: 'NodeConf EU', description: 'Talks', location: 'Kilkenny', date_start: start, date_end: new Date(start.getTime() + 8 * 3_600_000), employee_id: other.id,
    });
    const mine = await t.ctx.ds.getRepository(ConferenceParticipation).save({ conference_id: conference.id, user_id: me.id, confirmed: false, request_id: null });
    const theirs = await t.ctx.ds.getRepository(ConferenceParticipation).save({ conference_id: conference.id, user_id: other.id, confirmed: true, request_id: null });
    for (const [p, owner] of [[mine, me.id], [theirs, other.id]] as const) {
      const requestId = await buildRequest(t, { ownerId: owner, type: 'conference_participation', objectId: p.id, fields: { status: 'in_progress' } });
      await t.ctx.ds.getRepository(ConferenceParticipation).update(p.id, { request_id: requestId });
    }
    const path = await createFeed(me);
    const events = parse((await t.http().get(path)).text);
    const conf = events.find((e) => e.uid.startsWith(`conference-${mine.id}@`));
    expect(conf).toMatchObject({ summary: 'NodeConf EU', status: 'TENTATIVE' });
    expect(conf?.start.isDate).toBe(false);
    expect(conf?.start.toJSDate().toISOString()).toBe(start.toISOString());
    expect(events.some((e) => e.uid.startsWith(`conference-${theirs.id}@`))).toBe(false);
  });

  it('keeps UIDs and bytes across refreshes and answers 304 to its ETag and Last-Modified', async () => {
    const me = await buildUser(t);
    await buildEvent(t, { ownerId: me.id, ...wholeDays(dayIn(3), dayIn(4)) });
    const path = await createFeed(me);

    const first = await t.http().get(path);
    const second = await t.http().get(path);
    expect(second.text).toBe(first.text);
    expect(parse(second.text).map((e) => e.uid)).toEqual(parse(first.text).map((e) => e.uid));
    const etag = first.headers.etag;
    expect(etag).toMatch(/^"[0-9a-f]{64}"$/);
    expect(second.headers.etag).toBe(etag);
    const lastModified = first.headers['last-modified'];
    expect(second.headers['last-modified']).toBe(lastModified);

    const byTag = await t.http().get(path).set('If-None-Match', etag);
    expect(byTag.status).toBe(304);
    expect(byTag.text ?? '').toBe('');
    expect((await t.http().get(path).set('If-Modified-Since', lastModified)).status).toBe(304);

    // a change gives a new ETag and the old one no longer matches
    await new Promise((r) => setTimeout(r, 1100));
    const added = await buildEvent(t, { ownerId: me.id, ...wholeDays(dayIn(8), dayIn(8)) });
    const changed = await t.http().get(path).set('If-None-Match', etag);
    expect(changed.status).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(new Date(changed.headers['last-modified']).getTime()).toBeGreaterThan(new Date(lastModified).getTime());
    expect(parse(changed.text).some((e) => e.uid.startsWith(`event-${added.id}@`))).toBe(true);
  });

  it('a new address replaces the old; a revoked, unknown or disabled owner’s address answers 404 without detail', async () => {
    const me = await buildUser(t);
    const old = await createFeed(me);
    const fresh = await createFeed(me);
    expect(fresh).not.toBe(old);
    const gone = await t.http().get(old);
    expect(gone.status).toBe(404);
    expect(gone.text ?? '').toBe('');
    expect((await t.http().get(fresh)).status).toBe(200);

    expect((await me.agent.delete('/api/v2/calendar-feed')).status).toBe(200);
    expect((await t.http().get(fresh)).status).toBe(404);
    expect((await me.agent.get('/api/v2/calendar-feed')).body).toEqual({ active: false, created_at: null });

    expect((await t.http().get(`/ical/${'A'.repeat(43)}.ics`)).status).toBe(404);
    expect((await t.http().get('/ical/not-a-token.ics')).status).toBe(404);

    const again = await createFeed(me);
    await t.ctx.ds.getRepository(User).update({ id: me.id }, { disabled: true });
    expect((await t.http().get(again)).status).toBe(404);
  });

  it('needs a sign-in to manage the address and limits the fetches of one address', async () => {
    expect((await t.http().get('/api/v2/calendar-feed')).status).toBe(401);
    expect((await t.http().post('/api/v2/calendar-feed')).status).toBe(401);
    const me = await buildUser(t);
    const path = await createFeed(me);
    for (let i = 0; i < FEED_RATE_LIMIT_PER_MINUTE; i++) expect((await t.http().get(path)).status).toBe(200);
    expect((await t.http().get(path)).status).toBe(429);
  });
});
