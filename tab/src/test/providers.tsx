/** Test-only: the providers the request, chain and settings screens need, and a fetch stub by path. */
import '../features/auth/testEnv';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import '../i18n';
import { NotifyProvider } from '../components/notify';

// jsdom lacks ResizeObserver (MessageBar measures itself).
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
}

/** Renders `ui` with the tab's providers (Fluent, react-query without retries, toasts, a router at `at`, default "/"). */
export function renderWithProviders(ui: ReactElement, { at = '/' }: { at?: string } = {}) {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
  return render(
    <FluentProvider theme={webLightTheme}>
      <QueryClientProvider client={qc}>
        <NotifyProvider>
          <MemoryRouter initialEntries={[at]}>{ui}</MemoryRouter>
        </NotifyProvider>
      </QueryClientProvider>
    </FluentProvider>,
  );
}

/** Replaces fetch: `routes` maps "METHOD /path" (query ignored) to a JSON reply; others answer 404. */
export function stubFetch(routes: Record<string, unknown>) {
  if (!globalThis.crypto?.randomUUID) Object.defineProperty(globalThis, 'crypto', { value: { randomUUID: () => 'test-uuid' }, configurable: true });
  const calls: { method: string; path: string; body: unknown }[] = [];
  const mock = jest.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const path = url.split('?')[0];
    calls.push({ method, path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const key = `${method} ${path}`;
    const found = key in routes;
    const body = found ? routes[key] : { error_code: 'not_found' };
    return { status: found ? 200 : 404, ok: found, text: async () => JSON.stringify(body), json: async () => body } as unknown as Response;
  });
  globalThis.fetch = mock as unknown as typeof fetch;
  return calls;
}

export interface Call { method: string; path: string; query: string; body: unknown }

/**
 * A fetch whose writes wait until `release()`; `reply(method, path, calls)` answers every call
 * (it sees the calls so far, so a re-read after a write can differ).
 */
export function gatedFetch(reply: (method: string, path: string, calls: Call[]) => unknown) {
  if (!globalThis.crypto?.randomUUID) Object.defineProperty(globalThis, 'crypto', { value: { randomUUID: () => 'test-uuid' }, configurable: true });
  const calls: Call[] = [];
  let release: () => void = () => undefined;
  const gate = new Promise<void>((r) => (release = r));
  globalThis.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const [path, query = ''] = url.split('?');
    calls.push({ method, path, query, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    if (method !== 'GET') await gate;
    const body = reply(method, path, calls);
    return { status: 200, ok: true, text: async () => JSON.stringify(body), json: async () => body } as unknown as Response;
  }) as unknown as typeof fetch;
  return { calls, release: () => release() };
}

/** One call a {@link fakeApi} saw: method, path, query and the JSON body. */
export interface FakeCall { method: string; path: string; query: URLSearchParams; body: unknown }

/**
 * Replaces fetch with `reply(call)`: its value is the JSON reply (200); undefined answers 404
 * `not_found`. Returns the calls seen so far (the array fills as the page calls).
 */
export function fakeApi(reply: (c: FakeCall) => unknown) {
  if (!globalThis.crypto?.randomUUID) Object.defineProperty(globalThis, 'crypto', { value: { randomUUID: () => 'test-uuid' }, configurable: true });
  const calls: FakeCall[] = [];
  globalThis.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    const [path, qs = ''] = url.split('?');
    const call = { method: init?.method ?? 'GET', path, query: new URLSearchParams(qs), body: init?.body ? JSON.parse(String(init.body)) : undefined };
    calls.push(call);
    const body = reply(call);
    const ok = body !== undefined;
    return { status: ok ? 200 : 404, ok, text: async () => JSON.stringify(ok ? body : { error_code: 'not_found' }), json: async () => body } as unknown as Response;
  }) as unknown as typeof fetch;
  return calls;
}
