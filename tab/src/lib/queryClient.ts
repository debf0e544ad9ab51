/**
 * The app's react-query client. A failed query is tried again once, but never on a refusal or a
 * client error (4xx: 401 not signed in, 403 no access, 404, 400…): the answer would be the same and
 * the server would log the attempt twice. Mutations are never repeated. No refetch on window focus.
 */
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api';

/** True for a refusal or client error (status 400–499) that repeating cannot change. */
export const isClientError = (e: unknown) => e instanceof ApiError && e.status >= 400 && e.status < 500;

/** True when the server refused the call for lack of a permission or relation (403). */
export const isForbidden = (e: unknown) => e instanceof ApiError && e.status === 403;

/** At most one more try, and none after a 4xx. */
export const retryOnce = (failures: number, error: unknown) => failures < 1 && !isClientError(error);

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: retryOnce, refetchOnWindowFocus: false }, mutations: { retry: false } } });
}
