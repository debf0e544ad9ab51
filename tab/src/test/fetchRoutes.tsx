/**
 * Test-only: renders a screen as a signed-in user (the real RequireAuth over a stubbed
 * fetch) and a fetch stub whose routes may be values or functions of the call, with a status.
 */
import '../features/auth/testEnv';
import type { ReactElement } from 'react';
import { RequireAuth } from '../app/auth';
import { session } from '../lib/session';
import { fakeFetch, routeAnswer, type FetchCall, type Route } from './fakeFetch';
import { renderWithProviders } from './providers';

/** One call the stub saw (the core's {@link FetchCall}). */
export type Call = FetchCall;
export { reply } from './fakeFetch';

/**
 * Replaces fetch: `routes` maps "METHOD /path" (query ignored) to a reply — a JSON body or a Blob
 * (status 200), `{ status, body }` via {@link reply}, or a function of the call; others answer 404.
 * The signed-in user's permissions and info are answered for `user.id`. Returns the calls made.
 */
export function fetchRoutes(routes: Record<string, Route>, user: { id: number; permissions?: string[] } = { id: 7 }) {
  return fakeFetch(
    routeAnswer({
      [`GET /api/v1/users/${user.id}/permissions`]: user.permissions ?? ['event_types_read'],
      [`GET /api/v1/users/${user.id}/info`]: { id: user.id, name: 'Test', surname: 'User', email: 't@demo.lt' },
      ...routes,
    }),
  );
}

/** Renders `ui` inside the providers and RequireAuth, signed in as `userId`. */
export function renderSignedIn(ui: ReactElement, userId = 7) {
  session.signIn(userId);
  return renderWithProviders(<RequireAuth>{ui}</RequireAuth>);
}
