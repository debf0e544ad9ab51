/**
 * Test-only: what jsdom lacks (TextEncoder / TextDecoder for react-router, a fetch for teams-js, which
 * prefetches its host origins at import). The default fetch answers 404; tests replace it. Import first.
 */
const util = jest.requireActual<{ TextEncoder: typeof TextEncoder; TextDecoder: typeof TextDecoder }>('util');
if (typeof globalThis.TextEncoder === 'undefined') Object.assign(globalThis, { TextEncoder: util.TextEncoder, TextDecoder: util.TextDecoder });
if (typeof globalThis.fetch === 'undefined') {
  globalThis.fetch = (async () => ({ ok: false, status: 404, json: async () => ({}), text: async () => '' })) as unknown as typeof fetch;
}
export {};
