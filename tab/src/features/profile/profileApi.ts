/**
 * Writes of the profile and entry pages as mutation hooks (spec 1 §3 Subscriptions, Setting-history
 * entry; §4 Password flow, First sign in; §7 Users). Each re-reads what it changes; components take
 * busy/disabled states from `isPending`. The reads live in profileData.ts.
 */
import type { Subscriptions } from '@contracts/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { consentHistoryKey } from './ConsentHistory';
import { userInfoKey } from './profileData';

/** Where a settings-history entry was made (stored as its `value`). */
export type SettingSource = 'entry_page' | 'profile';

export interface SaveSubscriptions {
  userId: number;
  /** The changed keys (PUT subscribe; nothing is sent when empty). */
  changes: Partial<Subscriptions>;
  source: SettingSource;
  /** The keys written to the settings history (the changed keys unless given). */
  record?: Partial<Subscriptions>;
}

/**
 * Saves subscriptions: PUT /users/{id}/subscribe with the changed keys, then one POST
 * /users/settings history entry per recorded key; re-reads the user's info and the consent history.
 */
export function useSaveSubscriptions() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ userId, changes, source, record = changes }: SaveSubscriptions) => {
      if (Object.keys(changes).length) await api(`/api/v1/users/${userId}/subscribe`, { method: 'PUT', body: { subscriptions: changes } });
      const time = new Date().toISOString();
      for (const [id, checked] of Object.entries(record)) {
        await api('/api/v1/users/settings', { method: 'POST', body: { id, checked, value: source, time } });
      }
    },
    onSuccess: (_r, { userId }) =>
      Promise.all([qc.invalidateQueries({ queryKey: userInfoKey(userId) }), qc.invalidateQueries({ queryKey: consentHistoryKey })]),
  });
}

/** POST /users/end-entry-page; re-reads the user's info (the entry page flag). */
export function useEndEntryPage() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (_userId: number) => api('/api/v1/users/end-entry-page', { method: 'POST' }),
    onSuccess: (_r, userId) => qc.invalidateQueries({ queryKey: userInfoKey(userId) }),
  });
}

/**
 * POST /users/password { oldPassword, newPassword }. On success the server has signed every session
 * out (the caller clears the session and the cache). Errors: bad_password (body.field),
 * new_password_is_the_same_as_old_password.
 */
export const useChangePassword = () =>
  useMutation({ mutationFn: (body: { oldPassword: string; newPassword: string }) => api('/api/v1/users/password', { method: 'POST', body }) });

/**
 * POST /users/settings `{ id: 'locale', value: en | lt }`: the server sends the user's e-mails and Teams
 * messages in this language from now on; re-reads the user's info (its `locale`).
 */
export function useRecordLocale() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ locale }: { userId: number; locale: 'en' | 'lt' }) =>
      api('/api/v1/users/settings', { method: 'POST', body: { id: 'locale', checked: true, value: locale, time: new Date().toISOString() } }),
    onSuccess: (_r, { userId }) => qc.invalidateQueries({ queryKey: userInfoKey(userId) }),
  });
}
