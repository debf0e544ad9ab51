/**
 * One section of the Conferences screen (spec 3 §2): Conferences, or Trainings and seminars. A header
 * with the new button (conferences_register or conferences_write) and the "show canceled and ended"
 * toggle, then the my-items and upcoming tables; the new/edit, details, join, participants dialogs and
 * the confirmations of leave and cancel. Toasts use the spec's keys (§8).
 */
import { Button, ToggleButton, makeStyles, tokens } from '@fluentui/react-components';
import { Add20Regular, History20Regular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../app/auth';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useNotify } from '../../components/notify';
import { ConferenceDetailsDialog } from './ConferenceDetailsDialog';
import { ConferenceFormDialog } from './ConferenceFormDialog';
import { ConferenceTable, type ConferenceAction } from './ConferenceTable';
import { useCancelConference, useLeaveConference, type Conference, type ConferenceKind } from './conferencesApi';
import { JoinDialog } from './JoinDialog';
import { ParticipantsDialog } from './ParticipantsDialog';

const useStyles = makeStyles({
  head: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS, marginTop: tokens.spacingVerticalL },
  title: { flexGrow: 1, margin: 0, fontSize: tokens.fontSizeBase500 },
});

type Dialog = { action: 'new' } | { action: ConferenceAction; item: Conference } | null;

export function ConferenceSection({ kind }: { kind: ConferenceKind }) {
  const { t } = useTranslation('conferences');
  const { can } = useAuth();
  const notify = useNotify();
  const [showFinished, setShowFinished] = useState(false);
  const [dialog, setDialog] = useState<Dialog>(null);
  const canceling = useCancelConference(kind);
  const leaving = useLeaveConference(kind);
  const close = () => setDialog(null);
  const onAction = (action: ConferenceAction, item: Conference) => setDialog({ action, item });
  const prefix = kind === 'training' ? 'trainings' : 'conferences';

  const s = useStyles();
  const canCreate = can('conferences_register') || can('conferences_write');

  const confirm = async () => {
    if (!dialog || !('item' in dialog)) return;
    try {
      if (dialog.action === 'cancel') {
        const reply = await canceling.mutateAsync(dialog.item.id);
        notify.success(t(reply.message));
      } else {
        await leaving.mutateAsync(dialog.item.id);
        notify.success(t('request_successfully_sent'));
      }
      close();
    } catch (err) {
      notify.error(err);
    }
  };
  const confirming = dialog && 'item' in dialog && (dialog.action === 'cancel' || dialog.action === 'leave') ? dialog : null;

  return (
    <section aria-labelledby={`${kind}-section`}>
      <div className={s.head}>
        <h2 id={`${kind}-section`} className={s.title}>{t(`${prefix}.title`)}</h2>
        <ToggleButton icon={<History20Regular />} checked={showFinished} onClick={() => setShowFinished((v) => !v)}>{t('showFinished')}</ToggleButton>
        {canCreate && <Button appearance="primary" icon={<Add20Regular />} onClick={() => setDialog({ action: 'new' })}>{t(`${prefix}.new`)}</Button>}
      </div>
      <ConferenceTable kind={kind} scope="mine" showFinished={showFinished} heading={t(`${prefix}.mine`)} onAction={onAction} />
      <ConferenceTable kind={kind} scope="upcoming" showFinished={showFinished} heading={t(`${prefix}.upcoming`)} onAction={onAction} />
      {dialog?.action === 'new' && <ConferenceFormDialog kind={kind} onClose={close} />}
      {dialog && 'item' in dialog && dialog.action === 'edit' && <ConferenceFormDialog kind={kind} item={dialog.item} onClose={close} />}
      {dialog && 'item' in dialog && dialog.action === 'details' && <ConferenceDetailsDialog item={dialog.item} onClose={close} />}
      {dialog && 'item' in dialog && dialog.action === 'join' && <JoinDialog item={dialog.item} onClose={close} />}
      {dialog && 'item' in dialog && dialog.action === 'participants' && <ParticipantsDialog item={dialog.item} onClose={close} />}
      <ConfirmDialog
        open={!!confirming}
        title={confirming?.action === 'cancel' ? t('cancelTitle') : t('leaveTitle')}
        text={confirming ? t(confirming.action === 'cancel' ? 'cancelText' : 'leaveText', { name: confirming.item.title }) : ''}
        confirmLabel={confirming?.action === 'cancel' ? t('cancel') : t('leave')}
        busy={canceling.isPending || leaving.isPending}
        onConfirm={confirm}
        onClose={close}
      />
    </section>
  );
}
