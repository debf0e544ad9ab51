/**
 * Request details / inspect (spec 2 §2, GET /api/v2/requests/:id/inspect): summary lines, owner's
 * message and the resolution note, which only the current assignee edits while the request is in
 * progress (spec 2 §4; at most 255 characters).
 */
import {
  Badge, Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, makeStyles, MessageBar,
  MessageBarBody, Spinner, Text, Textarea, tokens,
} from '@fluentui/react-components';
import { APPROVAL_LIMITS } from '@contracts/approvals';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCode, useNotify } from '../../components/notify';
import { api } from '../../lib/api';
import { formatDateTime, statusColor } from './requestLogic';
import { REQUESTS_KEY, useInspect } from './requestsApi';

const useStyles = makeStyles({
  surface: { maxWidth: 'min(680px, 96vw)', width: '100%' },
  list: { display: 'grid', gridTemplateColumns: 'minmax(120px, max-content) 1fr', gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalL}`, margin: 0 },
  term: { fontWeight: tokens.fontWeightSemibold },
  value: { margin: 0, wordBreak: 'break-word', whiteSpace: 'pre-wrap' },
  block: { marginTop: tokens.spacingVerticalL, display: 'grid', gap: tokens.spacingVerticalS },
});

export function RequestDetailsDialog({ requestId, onClose }: { requestId: number; onClose: () => void }) {
  const s = useStyles();
  const { t } = useTranslation('requests');
  const notify = useNotify();
  const qc = useQueryClient();
  const q = useInspect(requestId);
  const r = q.data;
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  useEffect(() => setNote(r?.resolutionNote ?? ''), [r?.resolutionNote]);
  // The server decides who may set the note (the current assignee or a substitute, while in progress).
  const editable = !!r?.canSetResolutionNote;
  const tooLong = note.length > APPROVAL_LIMITS.resolutionNote;

  const saveNote = async () => {
    setBusy(true);
    try {
      await api(`/api/v2/chains/${requestId}/resolution-note`, { method: 'PATCH', body: { resolutionNote: note.trim() || null } });
      await qc.invalidateQueries({ queryKey: [...REQUESTS_KEY, 'inspect', requestId] });
      notify.success(t('resolutionNoteSaved'));
    } catch (err) {
      notify.error(err);
    } finally {
      setBusy(false);
    }
  };

  const rows: [string, string | null | undefined][] = r
    ? [
        [t('columns.owner'), r.owner],
        [t('columns.requestDate'), formatDateTime(r.requestDate)],
        [t('columns.lastAction'), formatDateTime(r.lastAction)],
        [t('details.completionDate'), formatDateTime(r.completionDate)],
        [t('details.chain'), r.chainName],
        [t('columns.currentlyAt'), [r.assignedUser, r.assignedUserRoleName].filter(Boolean).join(' · ')],
        [t('columns.description'), r.description],
        // Summary labels come from the server in English; known ones are translated here.
        ...(r.summary?.lines ?? []).map((l) => [t(`summaryLabels.${l.label}`, { defaultValue: l.label }), l.value] as [string, string]),
      ]
    : [];

  return (
    <Dialog open onOpenChange={(_e, d) => !d.open && onClose()}>
      <DialogSurface className={s.surface}>
        <DialogBody>
          <DialogTitle>{r ? `${t(`types.${r.requestType}`)}${r.summary?.title ? ` — ${r.summary.title}` : ''}` : t('details.title')}</DialogTitle>
          <DialogContent>
            {q.isPending && <Spinner label={t('common:loading')} />}
            {q.isError && <MessageBar intent="warning"><MessageBarBody>{t(`errors:${errorCode(q.error)}`)}</MessageBarBody></MessageBar>}
            {r && (
              <>
                <Badge appearance="filled" color={statusColor(r.status)} style={{ marginBottom: tokens.spacingVerticalM }}>{t(`status.${r.status}`)}</Badge>
                <dl className={s.list}>
                  {rows.map(([label, value], i) => (
                    <div key={`${label}-${i}`} style={{ display: 'contents' }}>
                      <dt className={s.term}>{label}</dt>
                      <dd className={s.value}>{value && value.trim() ? value : t('common:na')}</dd>
                    </div>
                  ))}
                </dl>
                {r.ownerMessage && (
                  <div className={s.block}>
                    <Text weight="semibold">{t('details.ownerMessage')}</Text>
                    <Text>{r.ownerMessage}</Text>
                  </div>
                )}
                <div className={s.block}>
                  {editable ? (
                    <Field label={t('details.resolutionNote')} validationMessage={tooLong ? t('validation.tooLong', { max: APPROVAL_LIMITS.resolutionNote }) : undefined}
                      hint={t('decision.messageHint', { count: note.length, max: APPROVAL_LIMITS.resolutionNote })}>
                      <Textarea value={note} onChange={(_e, d) => setNote(d.value)} resize="vertical" />
                    </Field>
                  ) : (
                    <>
                      <Text weight="semibold">{t('details.resolutionNote')}</Text>
                      <Text>{r.resolutionNote || t('common:na')}</Text>
                    </>
                  )}
                </div>
              </>
            )}
          </DialogContent>
          <DialogActions>
            {editable && (
              <Button appearance="primary" disabled={busy || tooLong || note === (r?.resolutionNote ?? '')} onClick={() => void saveNote()}>
                {t('details.saveNote')}
              </Button>
            )}
            <Button onClick={onClose}>{t('common:close')}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
