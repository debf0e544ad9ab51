/**
 * Toasts (spec 1 §8): bottom right, auto-close after 10 s, one at a time. Error toasts show the
 * translated error code and offer to copy the code, confirming when copied.
 */
import { Button, Link, Toast, ToastBody, Toaster, ToastTitle, useId, useToastController } from '@fluentui/react-components';
import { createContext, ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../lib/api';

export const TOAST_TIMEOUT_MS = 10_000;

interface Notify {
  success: (message: string) => void;
  /** Shows an error; ApiError codes are translated through the `errors` namespace. */
  error: (err: unknown) => void;
}

const NotifyContext = createContext<Notify>({ success: () => undefined, error: () => undefined });
export const useNotify = () => useContext(NotifyContext);

/** The code an error carries (ApiError code, or failed_to_retrieve_data for anything else). */
export const errorCode = (err: unknown) => (err instanceof ApiError ? err.code : 'failed_to_retrieve_data');

function CopyCode({ code }: { code: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  return copied ? (
    <span role="status">{t('toast.copied')}</span>
  ) : (
    <Link
      as="button"
      onClick={() => {
        void navigator.clipboard?.writeText(code).finally(() => setCopied(true));
      }}
    >
      {t('toast.copyCode')}
    </Link>
  );
}

export function NotifyProvider({ children }: { children: ReactNode }) {
  const toasterId = useId('toaster');
  const { dispatchToast, dismissAllToasts } = useToastController(toasterId);
  const { t } = useTranslation();
  const success = useCallback(
    (message: string) => {
      dismissAllToasts();
      dispatchToast(
        <Toast>
          <ToastTitle>{message}</ToastTitle>
        </Toast>,
        { intent: 'success', timeout: TOAST_TIMEOUT_MS },
      );
    },
    [dispatchToast, dismissAllToasts],
  );
  const error = useCallback(
    (err: unknown) => {
      const code = errorCode(err);
      dismissAllToasts();
      dispatchToast(
        <Toast>
          <ToastTitle action={<CopyCode code={code} />}>{t(`errors:${code}`, { defaultValue: t('errors:unknown') })}</ToastTitle>
          <ToastBody subtitle={t('toast.errorCode', { code })} />
        </Toast>,
        { intent: 'error', timeout: TOAST_TIMEOUT_MS },
      );
    },
    [dispatchToast, dismissAllToasts, t],
  );
  const value = useMemo(() => ({ success, error }), [success, error]);
  return (
    <NotifyContext.Provider value={value}>
      {children}
      <Toaster toasterId={toasterId} position="bottom-end" limit={1} />
    </NotifyContext.Provider>
  );
}

/** A plain dismiss button for custom toasts. */
export function DismissButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation();
  return <Button appearance="transparent" onClick={onClick}>{t('close')}</Button>;
}
