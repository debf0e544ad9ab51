/**
 * Cross-site request defence of the api (issue 9 item 7), on top of SameSite=Lax cookies.
 *
 * For every state-changing call under /api (not GET/HEAD/OPTIONS, and not /api/messages, the Bot
 * Framework's server-to-server call with its own JWT):
 * - a browser's `Origin` (or, without it, the origin of `Referer`) must be the portal's own origin
 *   (PUBLIC_URL, or the host the request was sent to) or a Teams host the tab runs in
 *   ({@link TEAMS_HOSTS}); `Sec-Fetch-Site: cross-site|same-site` without either header is refused
 *   too → 403 `forbidden_origin`. Calls with none of these headers are not from a browser page
 *   (integrations, scripts) and pass: they carry no ambient cookies a page could borrow.
 * - a call with a body (Content-Length > 0 or chunked) must send `application/json` (or a
 *   `+json` type) → else 415 `unsupported_media_type`; the api takes no other body type, and
 *   text/plain or form bodies are what a cross-site form or no-preflight fetch can send.
 */
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { AppError } from './errors';

/**
 * Origins of the Teams and Microsoft 365 hosts that frame the tab: the CSP `frame-ancestors` of
 * app.ts and the origins this defence accepts. `*.` matches any subdomain (any depth).
 */
export const TEAMS_HOSTS: readonly string[] = [
  'https://teams.microsoft.com',
  'https://*.teams.microsoft.com',
  'https://*.office.com',
  'https://*.cloud.microsoft',
];

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** True when `origin` (scheme://host[:port]) is one of `patterns` (exact, or `https://*.suffix`). */
export function originMatches(origin: string, patterns: readonly string[]): boolean {
  return patterns.some((p) => {
    const star = p.indexOf('://*.');
    if (star < 0) return origin === p;
    const scheme = p.slice(0, star + 3);
    const suffix = p.slice(star + 4); // ".office.com"
    return origin.startsWith(scheme) && origin.endsWith(suffix) && /^[a-z0-9.-]+$/.test(origin.slice(scheme.length, -suffix.length));
  });
}

/** Origin (`scheme://host[:port]`, lower case) of a URL, or null when it is not an http(s) URL. */
function originOf(value: string): string | null {
  try {
    const u = new URL(value);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.origin.toLowerCase() : null;
  } catch {
    return null;
  }
}

/** True when the body is JSON by its Content-Type (`application/json`, `application/*+json`). */
function isJson(req: Request): boolean {
  const type = (req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
  return type === 'application/json' || /^application\/[\w.+-]+\+json$/.test(type);
}

function hasBody(req: Request): boolean {
  return req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;
}

/**
 * The middleware, mounted on /api before the body parser. `publicUrl` is the portal's own address
 * (config.publicUrl). Refusals go to the error handler as AppError (403 / 415).
 */
export function csrfGuard(publicUrl: string): RequestHandler {
  const own = originOf(publicUrl);
  const allowed = (origin: string, req: Request) =>
    origin === own || new URL(origin).host === (req.headers.host ?? '').toLowerCase() || originMatches(origin, TEAMS_HOSTS);
  return (req: Request, _res: Response, next: NextFunction) => {
    if (SAFE_METHODS.has(req.method) || req.path === '/messages' || req.path.startsWith('/messages/')) return next();
    const origin = req.headers.origin;
    const referer = req.headers.referer;
    if (origin !== undefined) {
      const o = originOf(origin);
      if (!o || !allowed(o, req)) return next(new AppError('forbidden_origin'));
    } else if (referer !== undefined) {
      const o = originOf(referer);
      if (!o || !allowed(o, req)) return next(new AppError('forbidden_origin'));
    } else if (/^(cross|same)-site$/.test(String(req.headers['sec-fetch-site'] ?? ''))) {
      return next(new AppError('forbidden_origin'));
    }
    if (hasBody(req) && !isJson(req)) return next(new AppError('unsupported_media_type'));
    next();
  };
}
