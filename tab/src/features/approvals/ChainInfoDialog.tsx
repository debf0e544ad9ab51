/**
 * Chain information of a request (spec 2 §3 Chain timeline step): every step with its status, date,
 * assignee, role, tasks (tickable when the caller may complete them), message and edit audits.
 * The caller's step offers approve, reject, return (to the previous approver) and return to owner.
 * An empty chain shows the empty-table message.
 */
import {
  Badge, Body1Strong, Button, Caption1, Checkbox, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle,
  makeStyles, MessageBar, MessageBarBody, Spinner, Text, tokens,
} from '@fluentui/react-components';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCode, useNotify } from '../../components/notify';
import { EditAudits } from './EditAudits';
import { useCompanyZone } from '../../lib/dates';
import { formatDateTime, STEP_COLOR, statusColor } from './requestLogic';
import { useChainInfo, useCheckTask, type Decision, type TimelineStep } from './requestsApi';

const useStyles = makeStyles({
  surface: { maxWidth: 'min(760px, 96vw)', width: '100%' },
  summary: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center', marginBottom: tokens.spacingVerticalM },
  timeline: { listStyleType: 'none', margin: 0, padding: 0 },
  step: {
    position: 'relative', paddingLeft: '28px', paddingBottom: tokens.spacingVerticalL,
    borderLeft: `2px solid ${tokens.colorNeutralStroke2}`, marginLeft: '8px',
    ':last-child': { borderLeftColor: 'transparent' },
  },
  dot: {
    position: 'absolute', left: '-9px', top: '2px', width: '16px', height: '16px', borderRadius: tokens.borderRadiusCircular,
    border: `2px solid ${tokens.colorNeutralBackground1}`, boxSizing: 'border-box',
  },
  head: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center', flexWrap: 'wrap' },
  meta: { display: 'block', color: tokens.colorNeutralForeground2, marginTop: tokens.spacingVerticalXXS },
  message: {
    margin: `${tokens.spacingVerticalS} 0 0`, padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}`,
    borderLeft: `3px solid ${tokens.colorBrandStroke1}`, backgroundColor: tokens.colorNeutralBackground2, whiteSpace: 'pre-wrap',
  },
  tasks: { display: 'grid', marginTop: tokens.spacingVerticalXS },
  section: { marginTop: tokens.spacingVerticalM },
  decide: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS, marginTop: tokens.spacingVerticalS },
  hint: { color: tokens.colorNeutralForeground3 },
});

const DOT: Record<string, string> = {
  success: tokens.colorPaletteGreenBackground3,
  danger: tokens.colorPaletteRedBackground3,
  brand: tokens.colorBrandBackground,
  warning: tokens.colorPaletteDarkOrangeBackground3,
  informative: tokens.colorNeutralStrokeAccessible,
};

function Step({ step, onDecide }: { step: TimelineStep; onDecide?: (d: Decision) => void }) {
  const s = useStyles();
  const { t } = useTranslation(['requests', 'chains']);
  const notify = useNotify();
  const zone = useCompanyZone();
  const checking = useCheckTask();
  // The task being ticked shows its new state while the PATCH is pending; the others wait.
  const busyTask = checking.isPending && checking.variables ? { id: checking.variables.taskId, checked: checking.variables.checked } : null;
  const color = STEP_COLOR[step.status] ?? 'informative';
  const who = [
    t(`chains:assignee.${step.assigneeType}`, { defaultValue: step.assigneeType }),
    step.assigneeRole,
    step.assignedUser,
  ].filter(Boolean).join(' · ');

  const toggle = (taskId: number, checked: boolean) =>
    checking.mutate({ stepId: step.id, taskId, checked }, { onError: (err) => notify.error(err) });

  return (
    <li className={s.step}>
      <span className={s.dot} style={{ backgroundColor: DOT[color] }} aria-hidden />
      <div className={s.head}>
        <Body1Strong>{step.header}</Body1Strong>
        <Badge appearance="tint" color={color}>{t(`stepStatus.${step.status}`)}</Badge>
        {step.onlySpectator && <Badge appearance="outline" color="informative">{t('chainInfo.spectator')}</Badge>}
      </div>
      <Caption1 className={s.meta}>{who}{step.date ? ` · ${formatDateTime(step.date, zone)}` : ''}</Caption1>
      {step.title && !(step.title in STEP_COLOR) && <Text block>{step.title}</Text>}
      {step.description && <Text block size={200}>{step.description}</Text>}
      {step.tasks.length > 0 && (
        <div className={s.tasks} role="group" aria-label={t('chainInfo.tasksOf', { name: step.header })}>
          {step.tasks.map((task) => (
            <Checkbox
              key={task.id}
              label={task.completionDate ? `${task.name} (${formatDateTime(task.completionDate, zone)})` : task.name}
              checked={busyTask?.id === task.id ? busyTask.checked : task.isCompleted}
              disabled={!step.canCompleteTasks || busyTask !== null}
              onChange={(_e, d) => toggle(task.id, !!d.checked)}
            />
          ))}
        </div>
      )}
      {onDecide && step.actions.canReturn && (
        <div className={s.decide} role="group" aria-label={t('chainInfo.decide')}>
          <Button size="small" appearance="primary" disabled={!step.actions.canComplete} onClick={() => onDecide('approve')}>{t('actions.approve')}</Button>
          <Button size="small" onClick={() => onDecide('reject')}>{t('actions.reject')}</Button>
          <Button size="small" onClick={() => onDecide('return')}>{t('actions.return')}</Button>
          <Button size="small" onClick={() => onDecide('returnToOwner')}>{t('actions.returnToOwner')}</Button>
          {!step.actions.canComplete && <Caption1 className={s.hint}>{t('chainInfo.completeTasksFirst')}</Caption1>}
        </div>
      )}
      {step.message && <blockquote className={s.message} aria-label={t('chainInfo.message')}>{step.message}</blockquote>}
      {step.objectChanges.length > 0 && <div className={s.section}><EditAudits audits={step.objectChanges} /></div>}
    </li>
  );
}

/** `onDecide`: offered on the step the caller may act on (approve stays disabled until its tasks are done). */
export function ChainInfoDialog({ requestId, onClose, onDecide }: { requestId: number; onClose: () => void; onDecide?: (d: Decision) => void }) {
  const s = useStyles();
  const { t } = useTranslation('requests');
  const info = useChainInfo(requestId);
  const d = info.data;
  return (
    <Dialog open onOpenChange={(_e, x) => !x.open && onClose()}>
      <DialogSurface className={s.surface}>
        <DialogBody>
          <DialogTitle>{t('chainInfo.title')}</DialogTitle>
          <DialogContent>
            {info.isPending && <Spinner label={t('common:loading')} />}
            {info.isError && <MessageBar intent="warning"><MessageBarBody>{t(`errors:${errorCode(info.error)}`)}</MessageBarBody></MessageBar>}
            {/* The steps read another module's texts (chains): loading them suspends here, inside the dialog,
                not the page's boundary, which would hide the open dialog and drop its focus. */}
            {d && (
              <Suspense fallback={<Spinner label={t('common:loading')} />}>
                <div className={s.summary}>
                  <Body1Strong>{t(`types.${d.requestType}`)}</Body1Strong>
                  <Badge appearance="filled" color={statusColor(d.status)}>{t(`status.${d.status}`)}</Badge>
                </div>
                {d.steps.length === 0 ? (
                  <Text>{t('chainInfo.empty')}</Text>
                ) : (
                  <ol className={s.timeline} aria-label={t('chainInfo.steps')}>
                    {d.steps.map((step) => <Step key={step.id} step={step} onDecide={onDecide} />)}
                  </ol>
                )}
                {d.edits.length > 0 && (
                  <div className={s.section}>
                    <Body1Strong as="h3">{t('chainInfo.edits')}</Body1Strong>
                    <EditAudits audits={d.edits} />
                  </div>
                )}
              </Suspense>
            )}
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onClose}>{t('common:close')}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
