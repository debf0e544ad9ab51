/**
 * The signed-in user's permissions (spec 1 §2, §4): fetched once per protected page load from
 * GET /api/v1/users/{id}/permissions; a failed or empty fetch clears the session and goes to /login.
 * The tab only hides what the user may not do; the server checks every call.
 *
 * The entry-page guard (spec 1 §4 First sign in, spec 3 §5 Entry page): every protected page, however
 * the user signed in (password, SSO callback, Teams SSO, a kept session), goes to /entry-page while the
 * user's info says `entry_page_required` (computed live by the server: first sign-in, or an entry-page
 * policy document updated and not yet signed). The info is re-read when the window gets focus and on
 * navigation, at most once a minute, so an update reaches a signed-in user without a new sign-in.
 * Inside Teams, a deep link's page (subEntityId) is opened once the guard lets the user through.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, ReactNode, useCallback, useContext, useEffect, useMemo } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import type { Permission } from '@contracts/permissions';
import { api } from '../lib/api';
import { session } from '../lib/session';
import { FullPageSpinner } from '../components/FullPageSpinner';
import { useSignOut } from '../features/auth/authApi';
import { TeamsDeepLink } from '../features/auth/teamsDeepLink';

export interface UserInfo {
  id: number;
  name: string;
  surname: string;
  email: string;
  position?: string | null;
  role_name?: string;
  is_first_sign_in?: boolean;
  /** The user still has to go through /entry-page (computed live by the server). */
  entry_page_required?: boolean;
  /** The language of the user's e-mails and Teams messages (kept equal to the tab's by LocaleMirror). */
  locale?: 'en' | 'lt';
}

/** How long the user's info (and so the entry-page flag) is trusted before a focus or navigation re-reads it (ms). */
const INFO_FRESH_MS = 60_000;
const ENTRY_PAGE = '/entry-page';

interface AuthState {
  userId: number;
  permissions: ReadonlySet<string>;
  /** True when the user holds any of the permissions. */
  can: (...anyOf: Permission[]) => boolean;
  user: UserInfo | undefined;
  /** Re-reads permissions (after a role change). */
  refresh: () => Promise<void>;
  signOut: () => Promise<void>;
}

const AuthContext = createContext<AuthState | null>(null);

/** The current user's auth state; only inside the protected shell. */
export function useAuth(): AuthState {
  const a = useContext(AuthContext);
  if (!a) throw new Error('useAuth outside RequireAuth');
  return a;
}

export function RequireAuth({ children }: { children: ReactNode }) {
  const location = useLocation();
  const userId = session.userId();
  const qc = useQueryClient();
  const perms = useQuery({
    queryKey: ['permissions', userId],
    queryFn: () => api<string[]>(`/api/v1/users/${userId}/permissions`),
    enabled: session.isAuthorized(),
    retry: false,
    staleTime: 60_000,
    meta: { ownAccess: true },
  });
  const infoQuery = useMemo(
    () => ({ queryKey: ['user-info', userId], queryFn: () => api<UserInfo>(`/api/v1/users/${userId}/info`), staleTime: INFO_FRESH_MS }),
    [userId],
  );
  const info = useQuery({
    ...infoQuery,
    enabled: session.isAuthorized() && perms.isSuccess,
    retry: false,
    refetchOnWindowFocus: true,
    meta: { ownAccess: true },
  });
  // Navigation re-reads the info when it is older than a minute (prefetch skips fresh data).
  useEffect(() => {
    if (session.isAuthorized() && info.isSuccess) void qc.prefetchQuery(infoQuery);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.pathname]);
  const refresh = useCallback(async () => {
    await qc.invalidateQueries({ queryKey: ['permissions'] });
    await qc.invalidateQueries({ queryKey: ['user-info'] });
  }, [qc]);
  const { mutateAsync: logout } = useSignOut();
  const signOut = useCallback(async () => {
    await logout();
  }, [logout]);
  const value = useMemo<AuthState | null>(() => {
    if (!perms.data || !userId) return null;
    const set = new Set(perms.data);
    return { userId, permissions: set, can: (...p) => p.some((x) => set.has(x)), user: info.data, refresh, signOut };
  }, [perms.data, userId, info.data, refresh, signOut]);

  if (!session.isAuthorized()) return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  if (perms.isError || (perms.isSuccess && perms.data.length === 0)) {
    session.clear();
    return <Navigate to="/login" replace />;
  }
  if (!value || info.isPending) return <FullPageSpinner />;
  if (info.data?.entry_page_required && location.pathname !== ENTRY_PAGE) return <Navigate to={ENTRY_PAGE} replace />;
  return (
    <AuthContext.Provider value={value}>
      {location.pathname !== ENTRY_PAGE && <TeamsDeepLink />}
      {children}
    </AuthContext.Provider>
  );
}
