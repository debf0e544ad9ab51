/**
 * The toasts themselves (spec 1 §8: bottom right, auto-close after 10 s, one at a time; error toasts
 * show the translated error code and offer to copy it). Loaded by {@link NotifyProvider} after the first
 * paint (or with the first toast), so Fluent's toast code is not part of the first load.
 */
import { Link, Toast, ToastBody, Toaster, ToastTitle, useId, useToastController } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TOAST_TIMEOUT_MS, type ToastMessage } from './toastMessage';

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

/** Shows `message` as a toast each time a new one (new `seq`) arrives. */
export default function ToastHost({ message }: { message: ToastMessage | null }) {
  const toasterId = useId('toaster');
  const { dispatchToast, dismissAllToasts } = useToastController(toasterId);
  const { t } = useTranslation();
  useEffect(() => {
    if (!message) return;
    dismissAllToasts();
    if (message.kind === 'success') {
      dispatchToast(
        <Toast>
          <ToastTitle>{message.text}</ToastTitle>
        </Toast>,
        { intent: 'success', timeout: TOAST_TIMEOUT_MS },
      );
      return;
    }
    dispatchToast(
      <Toast>
        <ToastTitle action={<CopyCode code={message.code} />}>{t(`errors:${message.code}`, { ...message.values, defaultValue: t('errors:unknown') })}</ToastTitle>
        <ToastBody subtitle={t('toast.errorCode', { code: message.code })} />
      </Toast>,
      { intent: 'error', timeout: TOAST_TIMEOUT_MS },
    );
    // A message is shown once, when it arrives (its seq changes); `t` changing with the language must not re-show it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [message?.seq]);
  return <Toaster toasterId={toasterId} position="bottom-end" limit={1} />;
}
