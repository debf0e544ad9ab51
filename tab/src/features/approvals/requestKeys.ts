/**
 * The key every request query starts with; the request mutations (requestsApi.ts) invalidate it.
 * A module of its own so that readers outside the requests page (the dashboard card, the navigation
 * badge) share it without pulling requestsApi and the contracts' zod schemas into their chunk.
 */
export const REQUESTS_KEY = ['requests'] as const;
