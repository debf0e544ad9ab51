/**
 * Test-only: the one fake `fetch` the tab's tests share. stubFetch, gatedFetch, fakeApi
 * (./providers) and fetchRoutes (./fetchRoutes) are thin wrappers over {@link fakeFetch}.
 *
 * - {@link fakeFetch}`(answer)` installs `globalThis.fetch` as a `jest.fn` (and a `crypto.randomUUID`
 *   when the environment lacks one), records every call as a {@link FetchCall} in the returned array
 *   (before answering it), and answers with `answer(call, calls)` — sync or async — a
 *   {@link FetchAnswer}: `status` (default 200), `body` (a JSON value or a Blob) and `headers`.
 * - {@link routeAnswer}`(routes)` answers from a table keyed "METHOD /path" (query ignored) whose
 *   values are a JSON body or Blob (200), {@link reply}`(status, body)`, or a function of the call
 *   returning either (or a promise of either); any other call answers 404 `{ error_code: 'not_found' }` ({@link NOT_FOUND}).
 */

/** One call the fake saw: the method (default GET), the path without query, the query and the JSON-parsed body. */
export interface FetchCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

/** How a call is answered: `status` (default 200), `body` (JSON value or Blob; none is an empty reply) and headers. */
export interface FetchAnswer {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/** Answers a call; `calls` holds every call so far, this one last. */
export type Answer = (call: FetchCall, calls: readonly FetchCall[]) => FetchAnswer | Promise<FetchAnswer>;

/** The reply to a call nobody answers: 404 `not_found`. */
export const NOT_FOUND: FetchAnswer = { status: 404, body: { error_code: 'not_found' } };

/** A Blob's text (jsdom's Blob has no text()). */
export const blobText = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });

/**
 * The Response-like object the tab's api client reads: status, ok (2xx), headers (a Map, lower-case
 * names), text() (the JSON text, '' without a body), json() (undefined without a body) and blob().
 */
function response({ status = 200, body, headers = {} }: FetchAnswer): Response {
  const json = body === undefined || body instanceof Blob ? '' : JSON.stringify(body);
  const blob = body instanceof Blob ? body : new Blob([json], { type: 'application/json' });
  const text = async () => (body instanceof Blob ? blobText(body) : json);
  return {
    status,
    ok: status >= 200 && status < 300,
    headers: new Map(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v])),
    text,
    json: async () => {
      const t = await text();
      return t ? JSON.parse(t) : undefined;
    },
    blob: async () => blob,
  } as unknown as Response;
}

/** Replaces `globalThis.fetch` with a jest.fn answered by `answer`; returns the calls as they come. */
export function fakeFetch(answer: Answer): FetchCall[] {
  if (!globalThis.crypto?.randomUUID) Object.defineProperty(globalThis, 'crypto', { value: { randomUUID: () => 'test-uuid' }, configurable: true });
  const calls: FetchCall[] = [];
  globalThis.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    const [path, qs = ''] = String(url).split('?');
    const call: FetchCall = { method: init?.method ?? 'GET', path, query: new URLSearchParams(qs), body: init?.body ? JSON.parse(String(init.body)) : undefined };
    calls.push(call);
    return response(await answer(call, calls));
  }) as unknown as typeof fetch;
  return calls;
}

const REPLY = Symbol('reply');
/** A route value with a status other than 200 (or a body that is itself undefined). */
export const reply = (status: number, body: unknown) => ({ [REPLY]: true, status, body });

/** A route value: a JSON body or Blob (200), {@link reply}, or a function of the call returning either or a promise of either (a reply that comes later). */
export type Route = unknown | ((call: FetchCall) => unknown);

/** Answers from `routes` keyed "METHOD /path" (query ignored); other calls answer {@link NOT_FOUND}. */
export function routeAnswer(routes: Record<string, Route>): Answer {
  return async (call) => {
    const key = `${call.method} ${call.path}`;
    if (!(key in routes)) return NOT_FOUND;
    const route = routes[key];
    const value: unknown = typeof route === 'function' ? await (route as (c: FetchCall) => unknown)(call) : route;
    return value && typeof value === 'object' && REPLY in value ? (value as FetchAnswer) : { body: value };
  };
}
