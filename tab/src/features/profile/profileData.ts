/**
 * Data of the profile and entry pages: the signed-in user's full info (GET /users/{id}/info,
 * shared with the shell's `user-info` query) and saving subscriptions and consents: PUT
 * /users/{id}/subscribe sets them, and every change is appended to the settings history
 * (POST /users/settings) so the consent log of the general-settings tab shows it (spec 1 §3, §7).
 */
import type { Subscriptions, UserInfo } from '@contracts/users';
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

/** Where a settings-history entry was made (stored as its `value`). */
export type SettingSource = 'entry_page' | 'profile';

/**
 * Saves subscriptions: PUT subscribe with the changed keys, then one history entry per key in
 * `record` (the changed keys unless given).
 */
export async function saveSubscriptions(
  userId: number,
  changes: Partial<Subscriptions>,
  source: SettingSource,
  record: Partial<Subscriptions> = changes,
): Promise<void> {
  if (Object.keys(changes).length) await api(`/api/v1/users/${userId}/subscribe`, { method: 'PUT', body: { subscriptions: changes } });
  const time = new Date().toISOString();
  for (const [id, checked] of Object.entries(record)) {
    await api('/api/v1/users/settings', { method: 'POST', body: { id, checked, value: source, time } });
  }
}
