/**
 * A request's link, `/requests?request={id}` (bot/src/cards.ts requestLink, the approval e-mails): read by the
 * requests page (useRequestLink.tsx) and the Teams deep link (auth/teamsDeepLink.ts). No imports: the deep link is
 * on the first load.
 */

/** The URL parameter of a request's link. */
export const REQUEST_PARAM = 'request';

/** A request id from a link (a positive integer of at most 15 digits), or null. */
export function linkedRequestId(value: string | null | undefined): number | null {
  return value && /^[1-9]\d{0,14}$/.test(value) ? Number(value) : null;
}
