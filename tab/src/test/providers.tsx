/**
 * Test-only: the providers the request, chain and settings screens need, and fetch stubs over the
 * one fake fetch in ./fakeFetch (stubFetch by path, gatedFetch with gated writes, fakeApi by function).
 */
import '../features/auth/testEnv';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import '../i18n';
import { NotifyProvider } from '../components/notify';
import { fakeFetch, NOT_FOUND, routeAnswer, type FetchCall, type Route } from './fakeFetch';

export { reply } from './fakeFetch';

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

/**
 * Replaces fetch: `routes` maps "METHOD /path" (query ignored) to a JSON reply, a {@link reply}
 * `(status, body)` or a function of the call; others answer 404 `not_found`. Returns the calls made.
 */
export function stubFetch(routes: Record<string, Route>): FetchCall[] {
  return fakeFetch(routeAnswer(routes));
}

/** One call a {@link gatedFetch} saw (the core's {@link FetchCall}). */
export type Call = FetchCall;

/**
 * A fetch whose writes wait until `release()`; `reply(method, path, calls)` answers every call
 * with a JSON body, status 200 (it sees the calls so far, so a re-read after a write can differ).
 */
export function gatedFetch(reply: (method: string, path: string, calls: Call[]) => unknown) {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((r) => (release = r));
  const calls = fakeFetch(async (call, all) => {
    if (call.method !== 'GET') await gate;
    return { body: reply(call.method, call.path, all as Call[]) };
  });
  return { calls, release: () => release() };
}

/** One call a {@link fakeApi} saw (the core's {@link FetchCall}). */
export type FakeCall = FetchCall;

/**
 * Replaces fetch with `reply(call)`: its value is the JSON reply (200); undefined answers 404
 * `not_found`. Returns the calls seen so far (the array fills as the page calls).
 */
export function fakeApi(reply: (c: FakeCall) => unknown): FetchCall[] {
  return fakeFetch((call) => {
    const body = reply(call);
    return body === undefined ? NOT_FOUND : { body };
  });
}
