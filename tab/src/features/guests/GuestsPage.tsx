/**
 * /guests (spec 3 §2 Guests screen; gate guests_read, guests_write or guests_register): the table of
 * visits (name, arriving, leaving, registered by, state, actions), ended visits greyed out and hidden unless
 * the "show ended" toggle is on; register, edit and details dialogs; cancel and delete after a confirmation.
 * What a row offers comes from the server's `can` (guests.policy.ts). A registrator without guests_read
 * sees the visits they registered (`scope: 'own'`), said in a note, instead of an endless spinner.
 */
import { MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { Add20Regular, Delete20Regular, Dismiss20Regular, Edit20Regular, History20Regular, Info20Regular } from '@fluentui/react-icons';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../app/auth';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DataTable } from '../../components/DataTable';
import { errorCode, useNotify } from '../../components/notify';
import { PageHeader, type HeaderAction } from '../../components/PageHeader';
import { usePaging } from '../../components/usePaging';
import { useDates } from '../../lib/dates';
import { GuestDetailsDialog } from './GuestDetailsDialog';
import { GuestFormDialog } from './GuestFormDialog';
import { GuestStateBadge } from './GuestStateBadge';
import { useCancelGuest, useDeleteGuest, useGuests, type Guest } from './guestsApi';

const useStyles = makeStyles({
  ended: { color: tokens.colorNeutralForeground3 },
  note: { marginBottom: tokens.spacingVerticalM },
});

type Dialog = { kind: 'register' } | { kind: 'edit' | 'details' | 'cancel' | 'delete'; guest: Guest } | null;

export function GuestsPage() {
  const { t } = useTranslation('guests');
  const s = useStyles();
  const { can } = useAuth();
  const notify = useNotify();
  const dates = useDates();
  const { page, pageSize, restart, paging } = usePaging();
  const [showEnded, setShowEnded] = useState(false);
  const [dialog, setDialog] = useState<Dialog>(null);
  const guests = useGuests({ page, pageSize, showEnded });
  const canceling = useCancelGuest();
  const deleting = useDeleteGuest();

  const canRegister = can('guests_register') || can('guests_write');
  const actions: HeaderAction[] = [
    ...(canRegister ? [{ key: 'register', label: t('register'), icon: <Add20Regular />, primary: true, onClick: () => setDialog({ kind: 'register' }) }] : []),
    {
      key: 'ended', label: showEnded ? t('hideEnded') : t('showEnded'), icon: <History20Regular />, pressed: showEnded,
      onClick: () => { setShowEnded((v) => !v); restart(); },
    },
  ];
  /** A cell's content, greyed out when the visit has ended. */
  const cell = (g: Guest, content: ReactNode) => (g.ended ? <span className={s.ended}>{content}</span> : content);

  const confirm = async () => {
    if (!dialog || (dialog.kind !== 'cancel' && dialog.kind !== 'delete')) return;
    try {
      if (dialog.kind === 'cancel') {
        await canceling.mutateAsync(dialog.guest.id);
        notify.success(t('guest_successfully_canceled'));
      } else {
        await deleting.mutateAsync(dialog.guest.id);
        notify.success(t('guest_successfully_deleted'));
      }
      setDialog(null);
    } catch (err) {
      notify.error(err);
    }
  };

  return (
    <>
      <PageHeader title={t('title')} actions={actions} />
      {guests.data?.scope === 'own' && (
        <MessageBar className={s.note} intent="info">
          <MessageBarBody>{t('ownOnly')}</MessageBarBody>
        </MessageBar>
      )}
      {guests.isError && (
        <MessageBar className={s.note} intent="error">
          <MessageBarBody>{t(`errors:${errorCode(guests.error)}`)}</MessageBarBody>
        </MessageBar>
      )}
      <DataTable
        ariaLabel={t('title')}
        items={guests.data?.data}
        loading={guests.isFetching}
        getRowId={(g) => g.id}
        rowLabel={(g) => g.name}
        emptyText={showEnded ? t('emptyAll') : t('empty')}
        paging={paging(guests.data?.totalCount)}
        columns={[
          { key: 'name', header: t('name'), card: 'title', render: (g) => cell(g, g.is_employee ? `${g.name} (${t('employee')})` : g.name) },
          { key: 'start', header: t('arriving'), width: '17%', render: (g) => cell(g, dates.instant(g.date_start)) },
          { key: 'end', header: t('leaving'), width: '17%', render: (g) => cell(g, dates.instant(g.date_end)) },
          { key: 'by', header: t('registeredBy'), width: '20%', render: (g) => cell(g, g.registrator_name) },
          { key: 'state', header: t('state'), width: '12%', render: (g) => <GuestStateBadge guest={g} /> },
        ]}
        actions={[
          { key: 'details', label: t('details'), icon: <Info20Regular />, onClick: (g) => setDialog({ kind: 'details', guest: g }) },
          { key: 'edit', label: t('edit'), icon: <Edit20Regular />, onClick: (g) => setDialog({ kind: 'edit', guest: g }), visible: (g) => g.can.edit },
          { key: 'cancel', label: t('cancel'), icon: <Dismiss20Regular />, onClick: (g) => setDialog({ kind: 'cancel', guest: g }), visible: (g) => g.can.cancel },
          { key: 'delete', label: t('delete'), icon: <Delete20Regular />, onClick: (g) => setDialog({ kind: 'delete', guest: g }), visible: (g) => g.can.delete },
        ]}
      />
      {dialog?.kind === 'register' && <GuestFormDialog onClose={() => setDialog(null)} />}
      {dialog?.kind === 'edit' && <GuestFormDialog guest={dialog.guest} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'details' && <GuestDetailsDialog guest={dialog.guest} onClose={() => setDialog(null)} />}
      <ConfirmDialog
        open={dialog?.kind === 'cancel' || dialog?.kind === 'delete'}
        title={dialog?.kind === 'delete' ? t('deleteTitle') : t('cancelTitle')}
        text={dialog && 'guest' in dialog ? t(dialog.kind === 'delete' ? 'deleteText' : 'cancelText', { name: dialog.guest.name }) : ''}
        confirmLabel={dialog?.kind === 'delete' ? t('delete') : t('cancelVisit')}
        busy={canceling.isPending || deleting.isPending}
        onConfirm={confirm}
        onClose={() => setDialog(null)}
      />
    </>
  );
}
