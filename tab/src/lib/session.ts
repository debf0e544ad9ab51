/**
 * Local session state (spec 1 §4 Session): the authorized flag and user id in local storage.
 * Tokens themselves live in httpOnly cookies (or, inside Teams, in memory as a bearer token).
 */
const AUTH_KEY = 'authorized';
const USER_KEY = 'userId';

export const session = {
  isAuthorized: () => localStorage.getItem(AUTH_KEY) === 'true' && session.userId() !== null,
  userId(): number | null {
    const v = Number(localStorage.getItem(USER_KEY));
    return Number.isInteger(v) && v > 0 ? v : null;
  },
  signIn(userId: number) {
    localStorage.setItem(AUTH_KEY, 'true');
    localStorage.setItem(USER_KEY, String(userId));
  },
  /** Clears user id, permissions and the authorized flag. */
  clear() {
    localStorage.removeItem(AUTH_KEY);
    localStorage.removeItem(USER_KEY);
    listeners.forEach((l) => l());
  },
};

const listeners = new Set<() => void>();
/** Called whenever the session is cleared (logout, failed refresh). */
export function onSessionCleared(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
