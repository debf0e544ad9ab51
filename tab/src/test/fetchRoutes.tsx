/**
 * Test-only: renders a screen as a signed-in user (the real RequireAuth over a stubbed
 * fetch) and a fetch stub whose routes may be values or functions of the call, with a status.
 */
import '../features/auth/testEnv';
import type { ReactElement } from 'react';
import { RequireAuth } from '../app/auth';
import { session } from '../lib/session';
import { renderWithProviders } from './providers';

export interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}
/** A reply: a JSON body or a Blob (status 200), `{ status, body }` via {@link reply}, or a function of the call. */
type Route = unknown | ((call: Call) => unknown);
const REPLY = Symbol('reply');
export const reply = (status: number, body: unknown) => ({ [REPLY]: true, status, body });

/**
 * Replaces fetch: `routes` maps "METHOD /path" (query ignored) to a reply; others answer 404.
 * The signed-in user's permissions and info are answered for `userId`. Returns the calls made.
 */
export function fetchRoutes(routes: Record<string, Route>, user: { id: number; permissions?: string[] } = { id: 7 }) {
  if (!globalThis.crypto?.randomUUID) Object.defineProperty(globalThis, 'crypto', { value: { randomUUID: () => 'test-uuid' }, configurable: true });
  const all: Record<string, Route> = {
    [`GET /api/v1/users/${user.id}/permissions`]: user.permissions ?? ['event_types_read'],
    [`GET /api/v1/users/${user.id}/info`]: { id: user.id, name: 'Test', surname: 'User', email: 't@demo.lt' },
    ...routes,
  };
  const calls: Call[] = [];
  globalThis.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    const [path, qs] = url.split('?');
    const call: Call = { method: init?.method ?? 'GET', path, query: new URLSearchParams(qs ?? ''), body: init?.body ? JSON.parse(String(init.body)) : undefined };
    calls.push(call);
    const key = `${call.method} ${path}`;
    let r: unknown = key in all ? all[key] : reply(404, { error_code: 'not_found' });
    if (typeof r === 'function') r = (r as (c: Call) => unknown)(call);
    const { status, body } = r && typeof r === 'object' && REPLY in r ? (r as unknown as { status: number; body: unknown }) : { status: 200, body: r };
    const blob = body instanceof Blob ? body : new Blob([JSON.stringify(body)], { type: 'application/json' });
    return { status, ok: status < 300, headers: new Map<string, string>(), text: async () => JSON.stringify(body), json: async () => body, blob: async () => blob } as unknown as Response;
  }) as unknown as typeof fetch;
  return calls;
}

/** Renders `ui` inside the providers and RequireAuth, signed in as `userId`. */
export function renderSignedIn(ui: ReactElement, userId = 7) {
  session.signIn(userId);
  return renderWithProviders(<RequireAuth>{ui}</RequireAuth>);
}
