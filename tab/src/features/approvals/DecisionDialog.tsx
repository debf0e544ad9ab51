/**
 * Approve, reject or return a request with an optional message. The form runs on react-hook-form
 * over the contract's `actionBody` (message at most APPROVAL_LIMITS.message characters, trimmed,
 * empty → null); `busy` comes from the caller's decision mutation.
 */
import {
  Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, Spinner, } from '@fluentui/react-components';
import { zodResolver } from '@hookform/resolvers/zod';
import { actionBody, APPROVAL_LIMITS } from '@contracts/approvals';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { issueKey } from '../../lib/zodForm';
import type { Decision } from './requestsApi';
import { FormTextarea } from '../../components/FormControls';

interface Props {
  decision: Decision;
  /** What is decided, e.g. "Event of Jonas Jonaitis". */
  subject: string;
  busy: boolean;
  /** The trimmed message ('' for none). */
  onConfirm: (message: string) => void;
  onClose: () => void;
}

export function DecisionDialog({ decision, subject, busy, onConfirm, onClose }: Props) {
  const { t } = useTranslation('requests');
  const { control, handleSubmit, watch, formState } = useForm<z.input<typeof actionBody>, unknown, z.output<typeof actionBody>>({
    resolver: zodResolver(actionBody),
    mode: 'onChange',
    defaultValues: { message: '' },
  });
  const message = watch('message') ?? '';
  const key = issueKey(formState.errors.message);
  const invalid = !!key;
  return (
    <Dialog open onOpenChange={(_e, d) => { if (!d.open && !busy) onClose(); }}>
      <DialogSurface>
        <form onSubmit={handleSubmit((body) => { if (!busy) onConfirm(body.message ?? ''); })}>
          <DialogBody>
            <DialogTitle>{t(`decision.${decision}.title`)}</DialogTitle>
            <DialogContent style={{ display: 'grid', gap: 12 }}>
              <span>{t(`decision.${decision}.text`, { subject })}</span>
              <Field
                label={t('decision.message')}
                hint={t('decision.messageHint', { count: message.length, max: APPROVAL_LIMITS.message })}
                validationMessage={key ? t(`validation.${key}`, { max: APPROVAL_LIMITS.message }) : undefined}
              >
                <FormTextarea control={control} name='message' resize="vertical" autoFocus />
              </Field>
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose} disabled={busy}>{t('common:cancel')}</Button>
              <Button appearance="primary" type="submit" disabled={busy || invalid} icon={busy ? <Spinner size="tiny" /> : undefined}>
                {t(`actions.${decision}`)}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
