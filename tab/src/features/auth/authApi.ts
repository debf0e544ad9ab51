/**
 * Sign-in and password-link writes (spec 1 §2 Login, §4 Password flow, §5, §7 Auth) as mutation
 * hooks; components take busy/disabled states from `isPending`. Sign-in calls never refresh the
 * token on a 401 (`noRetry`). Errors are ApiErrors with the server's code.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { session } from '../../lib/session';

/** The reply of POST /login and POST /auth/teams/token. */
export interface LoginReply {
  user_id: number;
  is_first_sign_in: boolean;
}

/** POST /login { email, password } (e.g. invalid_credentials). */
export const useSignIn = () =>
  useMutation({ mutationFn: (body: { email: string; password: string }) => api<LoginReply>('/api/v1/login', { method: 'POST', body, noRetry: true }) });

/** POST /users/reset/password or /users/activate { email }: e-mails a reset or activation link. */
export const useSendEmailLink = (kind: 'reset' | 'activate') =>
  useMutation({
    mutationFn: (email: string) =>
      api(kind === 'reset' ? '/api/v1/users/reset/password' : '/api/v1/users/activate', { method: 'POST', body: { email }, noRetry: true }),
  });

/** POST /users/attributes/password { password, guid }: sets the password through an e-mailed link (bad_password). */
export const useSetLinkPassword = () =>
  useMutation({
    mutationFn: (body: { password: string; guid: string }) => api('/api/v1/users/attributes/password', { method: 'POST', body, noRetry: true }),
  });

/** POST /auth/teams/token { token }: a Teams SSO token exchanged for a portal session (sso_user_not_found...). */
export const postTeamsToken = <T extends LoginReply>(token: string) =>
  api<T>('/api/v1/auth/teams/token', { method: 'POST', body: { token }, noRetry: true });

/**
 * POST /logout (its failure ignored: the session is ended here anyway), then the local session and
 * every cached query are cleared.
 */
export function useSignOut() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api('/api/v1/logout', { method: 'POST', noRetry: true }).catch(() => undefined),
    onSettled: () => {
      session.clear();
      qc.clear();
    },
  });
}
