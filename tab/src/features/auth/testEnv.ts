/** Test-only: what jsdom lacks for react-router (TextEncoder / TextDecoder). Import first. */
const util = jest.requireActual<{ TextEncoder: typeof TextEncoder; TextDecoder: typeof TextDecoder }>('util');
if (typeof globalThis.TextEncoder === 'undefined') Object.assign(globalThis, { TextEncoder: util.TextEncoder, TextDecoder: util.TextDecoder });
export {};
