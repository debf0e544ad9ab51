/**
 * Calendar feed routes (issue 18 item 3):
 * - `GET /api/v2/calendar-feed` → `{ active, created_at }`; `POST /api/v2/calendar-feed` → `{ url }` (a
 *   new address replacing the old, shown this once); `DELETE /api/v2/calendar-feed` (revoke). Any
 *   signed-in user, for their own feed.
 * - `GET /ical/{token}.ics` (outside /api, on the app's `site` router: no sign-in, no CSRF guard, not
 *   in the request log, which would print the token): the iCalendar document, `text/calendar;
 *   charset=utf-8`, with a strong ETag (the body's SHA-256) and Last-Modified; 304 when
 *   If-None-Match / If-Modified-Since still match (Express's `req.fresh`); 404 with no detail for an
 *   unknown or revoked token or a deleted or disabled owner. Rate limited per address token
 *   ({@link FEED_RATE_LIMIT_PER_MINUTE}, 429): calendar services poll many subscribers' feeds from a
 *   few shared addresses, so a limit per client address would refuse a whole company's Google fetches.
 */
import type { Request, Response } from 'express';
import { rateLimit } from 'express-rate-limit';
import type { AppContext } from '../../context';
import { calendarFeedCreated, calendarFeedStatus } from '../../contracts/calendar-feed';
import { okReply } from '../../contracts/common';
import type { Api } from '../../http/route';
import { presentFeedCreated, presentFeedStatus } from './calendar-feed.presenters';
import { createFeed, feedStatus, revokeFeed, serveFeed } from './calendar-feed.service';

/** Fetches of one feed address per minute (per worker); clients poll hourly at most (X-PUBLISHED-TTL PT1H). */
export const FEED_RATE_LIMIT_PER_MINUTE = 30;

export function registerCalendarFeed({ v2, site }: Api, ctx: AppContext): void {
  v2.add({
    method: 'get', path: '/calendar-feed', summary: "Whether the caller has a calendar feed address, and since when (the address itself is shown only at creation)", access: 'user',
    response: calendarFeedStatus,
    handler: async ({ user }) => presentFeedStatus(await feedStatus(ctx, user)),
  });

  v2.add({
    method: 'post', path: '/calendar-feed', summary: "Create the caller's calendar feed address (iCalendar subscription); any earlier address stops working", access: 'user',
    response: calendarFeedCreated,
    handler: async ({ user }) => presentFeedCreated(await createFeed(ctx, user)),
  });

  v2.add({
    method: 'delete', path: '/calendar-feed', summary: "Revoke the caller's calendar feed address", access: 'user',
    response: okReply,
    handler: async ({ user }) => {
      await revokeFeed(ctx, user);
    },
  });

  const limiter = rateLimit({
    windowMs: 60_000,
    limit: FEED_RATE_LIMIT_PER_MINUTE,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    keyGenerator: (req) => `calendar-feed:${String(req.params.token)}`,
    handler: (_req, res) => res.status(429).type('text/plain').send('Too many requests'),
  });

  site.get('/ical/:token.ics', limiter, async (req: Request, res: Response) => {
    const feed = await serveFeed(ctx, String(req.params.token));
    res.setHeader('Cache-Control', 'private, no-cache');
    res.setHeader('X-Robots-Tag', 'noindex');
    if (!feed) {
      res.status(404).end();
      return;
    }
    res.setHeader('Content-Type', 'text/calendar; charset=utf-8');
    res.setHeader('ETag', feed.etag);
    res.setHeader('Last-Modified', feed.lastModified.toUTCString());
    if (req.fresh) {
      res.status(304).end();
      return;
    }
    res.send(feed.body);
  });
}
