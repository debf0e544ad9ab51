/**
 * The client's address as rate limits see it (issue 9 item 4). Express sets `req.ip` from the
 * socket, or, for the proxies TRUST_PROXY trusts, from their X-Forwarded-For entries; a client
 * reaching the server directly therefore cannot choose it with a header.
 */
import type { Request } from 'express';
import { ipKeyGenerator } from 'express-rate-limit';

/**
 * Rate-limit key of a request: `req.ip` without the `:port` some proxies (Azure App Service,
 * Application Gateway) append to X-Forwarded-For entries (the source port changes with every
 * connection), and IPv6 clients grouped by their /56 block (one subscriber).
 */
export function clientKey(req: Request): string {
  const ip = req.ip ?? req.socket.remoteAddress ?? 'unknown';
  const bare = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(ip)?.[1] ?? /^\[([0-9a-f:.]+)\](?::\d+)?$/i.exec(ip)?.[1] ?? ip;
  return ipKeyGenerator(bare, 56);
}
