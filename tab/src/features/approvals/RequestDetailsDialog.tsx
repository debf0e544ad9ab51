/**
 * Request details / inspect (spec 2 §2, GET /api/v2/requests/:id/inspect): summary lines, owner's
 * message and the resolution note, which only the current assignee edits while the request is in
 * progress (spec 2 §4). The note's form runs on react-hook-form over the contract's
 * `resolutionNoteBody` (at most APPROVAL_LIMITS.resolutionNote characters, trimmed, empty → null);
 * Save is busy while the PATCH /api/v2/chains/:id/resolution-note mutation is pending. Below: the
 * request's audit trail (features/audit/RequestTrail, issue 18 item 4).
 */
import {
  Badge, Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, makeStyles, MessageBar,
  MessageBarBody, Spinner, Text, tokens,
} from '@fluentui/react-components';
import { zodResolver } from '@hookform/resolvers/zod';
import { APPROVAL_LIMITS, resolutionNoteBody } from '@contracts/approvals';
import { Suspense, useEffect, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { errorCode, useNotify } from '../../components/notify';
import { issueKey } from '../../lib/zodForm';
import { useCompanyZone } from '../../lib/dates';
import { formatDateTime, rowTexts, statusColor, summaryTexts } from './requestLogic';
import { useInspect, useSaveResolutionNote } from './requestsApi';
import { FormTextarea } from '../../components/FormControls';
import { RequestTrail } from '../audit/RequestTrail';

const useStyles = makeStyles({
  surface: { maxWidth: 'min(680px, 96vw)', width: '100%' },
  list: { display: 'grid', gridTemplateColumns: 'minmax(120px, max-content) 1fr', gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalL}`, margin: 0 },
  term: { fontWeight: tokens.fontWeightSemibold },
  value: { margin: 0, wordBreak: 'break-word', whiteSpace: 'pre-wrap' },
  block: { marginTop: tokens.spacingVerticalL, display: 'grid', gap: tokens.spacingVerticalS },
});

/** `actions`: more buttons, at the start of the dialog's actions (the request link's decisions, useRequestLink). */
export function RequestDetailsDialog({ requestId, onClose, actions }: { requestId: number; onClose: () => void; actions?: ReactNode }) {
  const s = useStyles();
  const { t, i18n } = useTranslation('requests');
  const notify = useNotify();
  const zone = useCompanyZone();
  const q = useInspect(requestId);
  const r = q.data;
  const saving = useSaveResolutionNote();
  const { control, handleSubmit, watch, reset, formState } = useForm<z.input<typeof resolutionNoteBody>, unknown, z.output<typeof resolutionNoteBody>>({
    resolver: zodResolver(resolutionNoteBody),
    mode: 'onChange',
    defaultValues: { resolutionNote: '' },
  });
  useEffect(() => reset({ resolutionNote: r?.resolutionNote ?? '' }), [r?.resolutionNote, reset]);
  const note = watch('resolutionNote') ?? '';
  // The server decides who may set the note (the current assignee or a substitute, while in progress).
  const editable = !!r?.canSetResolutionNote;
  const key = issueKey(formState.errors.resolutionNote);

  const saveNote = handleSubmit(async (body) => {
    try {
      await saving.mutateAsync({ id: requestId, resolutionNote: body.resolutionNote });
      notify.success(t('resolutionNoteSaved'));
    } catch (err) {
      notify.error(err);
    }
  });

  // In the reader's language: the server sends the summary in English and in Lithuanian.
  const summary = r?.summary ? summaryTexts(t, r.summary, i18n.language) : null;
  const rows: [string, string | null | undefined][] = r
    ? [
        [t('columns.owner'), r.owner],
        [t('columns.requestDate'), formatDateTime(r.requestDate, zone)],
        [t('columns.lastAction'), formatDateTime(r.lastAction, zone)],
        [t('details.completionDate'), formatDateTime(r.completionDate, zone)],
        [t('details.chain'), r.chainName],
        [t('columns.currentlyAt'), [r.assignedUser, r.assignedUserRoleName].filter(Boolean).join(' · ')],
        // The summary's lines say what the description says, label by label: the description only without them.
        ...(summary?.lines.length ? summary.lines : [[t('columns.description'), rowTexts(t, r, i18n.language).description] as [string, string | null]]),
      ]
    : [];

  return (
    <Dialog open onOpenChange={(_e, d) => !d.open && onClose()}>
      <DialogSurface className={s.surface}>
        <DialogBody>
          <DialogTitle>{r ? `${t(`types.${r.requestType}`)}${summary?.title ? ` — ${summary.title}` : ''}` : t('details.title')}</DialogTitle>
          <DialogContent>
            {q.isPending && <Spinner label={t('common:loading')} />}
            {q.isError && <MessageBar intent="warning"><MessageBarBody>{t(`errors:${errorCode(q.error)}`)}</MessageBarBody></MessageBar>}
            {/* Inside the dialog, so texts loaded on first use (the trail's, another module's) never hide the open dialog. */}
            {r && (
              <Suspense fallback={<Spinner label={t('common:loading')} />}>
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
                    <Field label={t('details.resolutionNote')} validationMessage={key ? t(`validation.${key}`, { max: APPROVAL_LIMITS.resolutionNote }) : undefined}
                      hint={t('decision.messageHint', { count: note.length, max: APPROVAL_LIMITS.resolutionNote })}>
                      <FormTextarea control={control} name='resolutionNote' resize="vertical" />
                    </Field>
                  ) : (
                    <>
                      <Text weight="semibold">{t('details.resolutionNote')}</Text>
                      <Text>{r.resolutionNote || t('common:na')}</Text>
                    </>
                  )}
                </div>
                <RequestTrail requestId={requestId} />
              </Suspense>
            )}
          </DialogContent>
          {actions && <DialogActions position="start">{actions}</DialogActions>}
          <DialogActions>
            {editable && (
              <Button appearance="primary" disabled={saving.isPending || !!key || note === (r?.resolutionNote ?? '')}
                icon={saving.isPending ? <Spinner size="tiny" /> : undefined} onClick={() => void saveNote()}>
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
