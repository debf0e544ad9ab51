/**
 * Data of the profile and entry pages: the signed-in user's full info (GET /users/{id}/info,
 * shared with the shell's `user-info` query). Saving subscriptions and consents is a mutation hook
 * in profileApi.ts (spec 1 §3, §7).
 */
import type { UserInfo } from '@contracts/users';
import { useQuery } from '@tanstack/react-query';
import { useAuth } from '../../app/auth';
import { api } from '../../lib/api';

export { changedSubscriptions, SUBSCRIPTION_GROUPS } from './subscriptions';

export const userInfoKey = (userId: number) => ['user-info', userId] as const;

/** The signed-in user's full info. */
export function useMyInfo() {
  const { userId } = useAuth();
  return useQuery({
    queryKey: userInfoKey(userId),
    queryFn: () => api<UserInfo>(`/api/v1/users/${userId}/info`),
    staleTime: 60_000,
  });
}
