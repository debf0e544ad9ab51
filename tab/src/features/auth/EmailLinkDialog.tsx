/**
 * Forgot-password and activate-account dialogs of /login (spec 1 §2, §5): e-mail format check
 * (bad_email_format_provided), then POST users/reset/password or users/activate. The form is
 * react-hook-form with `zodResolver(emailLinkSchema)`, the contract's `emailBody` after a trim.
 */
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, DialogTrigger, Field, MessageBar, MessageBarBody } from '@fluentui/react-components';
import { zodResolver } from '@hookform/resolvers/zod';
import { emailBody } from '@contracts/auth';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormInput } from '../../components/FormControls';
import { errorCode } from '../../components/notify';
import { useSendEmailLink } from './authApi';

/** The contract's `emailBody` over the typed text (trimmed first). */
export const emailLinkSchema = z.object({ email: z.string().trim().pipe(emailBody.shape.email) });

export function EmailLinkDialog({ kind, triggerLabel }: { kind: 'reset' | 'activate'; triggerLabel: string }) {
  const { t } = useTranslation('auth');
  const [open, setOpen] = useState(false);
  const { control, handleSubmit, reset, formState: { errors } } = useForm<z.input<typeof emailLinkSchema>, unknown, z.output<typeof emailLinkSchema>>({
    resolver: zodResolver(emailLinkSchema),
    mode: 'onTouched',
    defaultValues: { email: '' },
  });
  const sending = useSendEmailLink(kind);
  const busy = sending.isPending;
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const submit = async ({ email }: z.output<typeof emailLinkSchema>) => {
    setResult(null);
    try {
      await sending.mutateAsync(email);
      setResult({ ok: true, text: t(kind === 'reset' ? 'resetSent' : 'activationSent') });
    } catch (err) {
      setResult({ ok: false, text: t(`errors:${errorCode(err)}`) });
    }
  };
  return (
    <Dialog open={open} onOpenChange={(_e, d) => { setOpen(d.open); if (!d.open) { setResult(null); reset(undefined, { keepValues: true }); } }}>
      <DialogTrigger disableButtonEnhancement>
        <Button appearance="subtle">{triggerLabel}</Button>
      </DialogTrigger>
      <DialogSurface>
        <form noValidate onSubmit={(e) => void handleSubmit(submit)(e)}>
          <DialogBody>
            <DialogTitle>{t(kind === 'reset' ? 'forgotTitle' : 'activateTitle')}</DialogTitle>
            <DialogContent style={{ display: 'grid', gap: 12 }}>
              <p style={{ margin: 0 }}>{t(kind === 'reset' ? 'forgotText' : 'activateText')}</p>
              <Field label={t('email')} required validationMessage={errors.email ? t('errors:bad_email_format_provided') : undefined}>
                <FormInput control={control} name="email" type="email" autoFocus />
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
