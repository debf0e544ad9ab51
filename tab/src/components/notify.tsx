/**
 * Toasts (spec 1 §8): bottom right, auto-close after 10 s, one at a time. Error toasts show the
 * translated error code and offer to copy the code, confirming when copied.
 */
import { Button } from '@fluentui/react-components';
import { createContext, lazy, ReactNode, Suspense, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../lib/api';
import type { ToastMessage } from './toastMessage';

export { TOAST_TIMEOUT_MS } from './toastMessage';

interface Notify {
  success: (message: string) => void;
  /** Shows an error; ApiError codes are translated through the `errors` namespace. */
  error: (err: unknown) => void;
}

const NotifyContext = createContext<Notify>({ success: () => undefined, error: () => undefined });
export const useNotify = () => useContext(NotifyContext);

/** The code an error carries (ApiError code, or failed_to_retrieve_data for anything else). */
export const errorCode = (err: unknown) => (err instanceof ApiError ? err.code : 'failed_to_retrieve_data');

/** Codes that say only that something failed, not why. */
const GENERIC_FAILURES = new Set(['failed_to_retrieve_data', 'internal_server_error']);

/**
 * The error code a failed load shows: the server's own reason (missing_permissions…), or `loadKey` (the
 * spec's load-failure key of that read, e.g. failed_to_get_subordinates_data) when nothing said more than
 * that it failed (no reply, a server error).
 */
export const loadErrorCode = (err: unknown, loadKey: string) => {
  const code = errorCode(err);
  return GENERIC_FAILURES.has(code) ? loadKey : code;
};

/**
 * The values an error's message may show (`{{working_days}}` of insufficient_leave_balance…): the reply's
 * top-level numbers and texts besides the code (the server spreads an AppError's extra fields there).
 */
export function errorValues(err: unknown): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  if (!(err instanceof ApiError)) return out;
  for (const [k, v] of Object.entries(err.body)) if (k !== 'message' && k !== 'error_code' && (typeof v === 'number' || typeof v === 'string')) out[k] = v;
  return out;
}

const ToastHost = lazy(() => import('./ToastHost'));
let seq = 0;

/**
 * Gives `useNotify()` to the app. The toasts' own code (ToastHost) loads when the browser is idle after
 * the first paint, or at once with the first toast: it is not part of the first load (issue 11).
 */
export function NotifyProvider({ children }: { children: ReactNode }) {
  const [message, setMessage] = useState<ToastMessage | null>(null);
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    const later = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 300));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const id = later(() => setIdle(true));
    return () => cancel(id);
  }, []);
  const success = useCallback((text: string) => setMessage({ seq: ++seq, kind: 'success', text }), []);
  const error = useCallback((err: unknown) => setMessage({ seq: ++seq, kind: 'error', code: errorCode(err), values: errorValues(err) }), []);
  const value = useMemo(() => ({ success, error }), [success, error]);
  return (
    <NotifyContext.Provider value={value}>
      {children}
      {(idle || message) && (
        <Suspense fallback={null}>
          <ToastHost message={message} />
        </Suspense>
      )}
    </NotifyContext.Provider>
  );
}

/** A plain dismiss button for custom toasts. */
export function DismissButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation();
  return <Button appearance="transparent" onClick={onClick}>{t('close')}</Button>;
}
