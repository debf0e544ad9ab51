/**
 * The signed-in user's permissions (spec 1 §2, §4): fetched once per protected page load from
 * GET /api/v1/users/{id}/permissions; a failed or empty fetch clears the session and goes to /login.
 * The tab only hides what the user may not do; the server checks every call.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, ReactNode, useCallback, useContext, useMemo } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import type { Permission } from '@contracts/permissions';
import { api } from '../lib/api';
import { session } from '../lib/session';
import { FullPageSpinner } from '../components/FullPageSpinner';
import { useSignOut } from '../features/auth/authApi';

export interface UserInfo {
  id: number;
  name: string;
  surname: string;
  email: string;
  position?: string | null;
  role_name?: string;
  is_first_sign_in?: boolean;
}

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
  const info = useQuery({
    queryKey: ['user-info', userId],
    queryFn: () => api<UserInfo>(`/api/v1/users/${userId}/info`),
    enabled: session.isAuthorized() && perms.isSuccess,
    retry: false,
    staleTime: 60_000,
    meta: { ownAccess: true },
  });
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

  if (!session.isAuthorized()) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  if (perms.isError || (perms.isSuccess && perms.data.length === 0)) {
    session.clear();
    return <Navigate to="/login" replace />;
  }
  if (!value) return <FullPageSpinner />;
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
