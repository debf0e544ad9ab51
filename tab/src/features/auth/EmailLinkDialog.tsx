/**
 * Forgot-password and activate-account dialogs of /login (spec 1 §2, §5): e-mail format check
 * (bad_email_format_provided), then POST users/reset/password or users/activate.
 */
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, DialogTrigger, Field, Input, MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCode } from '../../components/notify';
import { useSendEmailLink } from './authApi';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function EmailLinkDialog({ kind, triggerLabel }: { kind: 'reset' | 'activate'; triggerLabel: string }) {
  const { t } = useTranslation('auth');
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const sending = useSendEmailLink(kind);
  const busy = sending.isPending;
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const bad = !EMAIL.test(email.trim());
  const submit = async () => {
    setTouched(true);
    if (bad) return;
    setResult(null);
    try {
      await sending.mutateAsync(email.trim());
      setResult({ ok: true, text: t(kind === 'reset' ? 'resetSent' : 'activationSent') });
    } catch (err) {
      setResult({ ok: false, text: t(`errors:${errorCode(err)}`) });
    }
  };
  return (
    <Dialog open={open} onOpenChange={(_e, d) => { setOpen(d.open); if (!d.open) { setResult(null); setTouched(false); } }}>
      <DialogTrigger disableButtonEnhancement>
        <Button appearance="subtle">{triggerLabel}</Button>
      </DialogTrigger>
      <DialogSurface>
        <form onSubmit={(e) => { e.preventDefault(); void submit(); }}>
          <DialogBody>
            <DialogTitle>{t(kind === 'reset' ? 'forgotTitle' : 'activateTitle')}</DialogTitle>
            <DialogContent style={{ display: 'grid', gap: 12 }}>
              <p style={{ margin: 0 }}>{t(kind === 'reset' ? 'forgotText' : 'activateText')}</p>
              <Field label={t('email')} required validationMessage={touched && bad ? t('errors:bad_email_format_provided') : undefined}>
                <Input type="email" value={email} onChange={(_e, d) => setEmail(d.value)} onBlur={() => setTouched(true)} autoFocus />
              </Field>
              {result && (
                <MessageBar intent={result.ok ? 'success' : 'error'}>
                  <MessageBarBody>{result.text}</MessageBarBody>
                </MessageBar>
              )}
            </DialogContent>
            <DialogActions>
              <DialogTrigger disableButtonEnhancement>
                <Button>{t('common:close')}</Button>
              </DialogTrigger>
              <Button appearance="primary" type="submit" disabled={busy}>{t('send')}</Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
