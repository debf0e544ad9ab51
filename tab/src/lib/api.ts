/**
 * The call wrapper of spec 1 §7: JSON in and out, a correlation id and the browser time zone on
 * every call, cookies (or a bearer token inside Teams). A 401 `token_expired` or
 * `invalid_access_token` triggers one GET /api/v1/token/refresh (shared by concurrent calls) and a
 * retry; when the refresh fails the session is cleared and the user goes to /.
 * Errors are thrown as {@link ApiError} with the server's `error_code`.
 */
import { session } from './session';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly body: Record<string, unknown> = {},
  ) {
    super(code);
  }
}

let bearer: string | null = null;
/** Inside Teams the tab signs in with SSO and sends the access token as a bearer token. */
export function setBearerToken(token: string | null): void {
  bearer = token;
}

export type Query = Record<string, string | number | boolean | undefined | null | (string | number)[]>;

export interface CallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Query;
  /** Skip the refresh-and-retry (the refresh call itself, login). */
  noRetry?: boolean;
  signal?: AbortSignal;
}

const timeZone = () => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return 'UTC';
  }
};

function url(path: string, query?: Query): string {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) {
    if (v === undefined || v === null || v === '') continue;
    qs.set(k, Array.isArray(v) ? v.join(',') : String(v));
  }
  const s = qs.toString();
  return s ? `${path}?${s}` : path;
}

let refreshing: Promise<boolean> | null = null;
function refreshOnce(): Promise<boolean> {
  refreshing ??= fetch('/api/v1/token/refresh', { credentials: 'same-origin', headers: { 'x-correlation-id': crypto.randomUUID() } })
    .then(async (r) => {
      if (!r.ok) return false;
      const body = (await r.json()) as { access_token?: string };
      if (bearer && body.access_token) bearer = body.access_token;
      return true;
    })
    .catch(() => false)
    .finally(() => {
      setTimeout(() => (refreshing = null), 0);
    });
  return refreshing;
}

/** Where the wrapper sends the user when the session is gone; replaced by the router at start. */
export const navigation = { toHome: () => window.location.assign('/') };

/**
 * Sends a call with the wrapper's headers (correlation id, time zone, bearer token inside Teams) and
 * returns the 200/201 response; refreshes once on an expired token. @throws ApiError
 */
async function send(path: string, options: CallOptions, accept: string): Promise<Response> {
  const headers: Record<string, string> = {
    accept,
    'x-correlation-id': crypto.randomUUID(),
    'x-timezone': timeZone(),
  };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (bearer) headers.authorization = `Bearer ${bearer}`;
  const res = await fetch(url(path, options.query), {
    method: options.method ?? 'GET',
    headers,
    credentials: 'same-origin',
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
  });
  if (res.status === 200 || res.status === 201) return res;
  let body: Record<string, unknown> = {};
  try {
    body = (await res.json()) as Record<string, unknown>;
  } catch {
    /* not JSON */
  }
  const code = String(body.error_code ?? body.message ?? (res.status >= 500 ? 'internal_server_error' : 'failed_to_retrieve_data'));
  if (res.status === 401 && !options.noRetry && (code === 'token_expired' || code === 'invalid_access_token')) {
    if (await refreshOnce()) return send(path, { ...options, noRetry: true }, accept);
    session.clear();
    navigation.toHome();
  }
  throw new ApiError(res.status, code, body);
}

/** Calls the api and returns the parsed JSON body. @throws ApiError */
export async function api<T = unknown>(path: string, options: CallOptions = {}): Promise<T> {
  const text = await (await send(path, options, 'application/json')).text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/**
 * Calls the api for a file (e.g. GET /api/v2/exports/{id}, a PDF) with the same headers, token
 * refresh and errors as {@link api}; the name comes from Content-Disposition when the server gives one.
 * @throws ApiError
 */
export async function apiBlob(path: string, options: CallOptions & { accept?: string } = {}): Promise<{ blob: Blob; filename: string | null }> {
  const res = await send(path, options, options.accept ?? '*/*');
  const name = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(res.headers?.get('content-disposition') ?? '')?.[1];
  return { blob: await res.blob(), filename: name ? decodeURIComponent(name) : null };
}

/** Decodes a base64 reply and saves it as a file in the browser. */
export function downloadBase64(base64: string, name: string, type = 'application/octet-stream'): void {
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  const link = document.createElement('a');
  link.href = URL.createObjectURL(new Blob([bytes], { type }));
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 1000);
}
