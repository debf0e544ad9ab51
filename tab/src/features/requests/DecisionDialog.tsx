/** Approve, reject or return a request with an optional message (at most 255 characters). */
import {
  Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, Spinner, Textarea,
} from '@fluentui/react-components';
import { APPROVAL_LIMITS } from '@contracts/approvals';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Decision } from './requestsApi';

interface Props {
  decision: Decision;
  /** What is decided, e.g. "Event of Jonas Jonaitis". */
  subject: string;
  busy: boolean;
  onConfirm: (message: string) => void;
  onClose: () => void;
}

export function DecisionDialog({ decision, subject, busy, onConfirm, onClose }: Props) {
  const { t } = useTranslation('requests');
  const [message, setMessage] = useState('');
  const tooLong = message.length > APPROVAL_LIMITS.message;
  return (
    <Dialog open onOpenChange={(_e, d) => { if (!d.open && !busy) onClose(); }}>
      <DialogSurface>
        <form onSubmit={(e) => { e.preventDefault(); if (!tooLong && !busy) onConfirm(message.trim()); }}>
          <DialogBody>
            <DialogTitle>{t(`decision.${decision}.title`)}</DialogTitle>
            <DialogContent style={{ display: 'grid', gap: 12 }}>
              <span>{t(`decision.${decision}.text`, { subject })}</span>
              <Field
                label={t('decision.message')}
                hint={t('decision.messageHint', { count: message.length, max: APPROVAL_LIMITS.message })}
                validationMessage={tooLong ? t('validation.tooLong', { max: APPROVAL_LIMITS.message }) : undefined}
              >
                <Textarea value={message} onChange={(_e, d) => setMessage(d.value)} resize="vertical" autoFocus />
              </Field>
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose} disabled={busy}>{t('common:cancel')}</Button>
              <Button appearance="primary" type="submit" disabled={busy || tooLong} icon={busy ? <Spinner size="tiny" /> : undefined}>
                {t(`actions.${decision}`)}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
