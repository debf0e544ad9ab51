/**
 * /chains/:id (spec 2 §2 Chains screens): the items of one chain in order with up/down arrows
 * (first cannot go up, last cannot go down), a yellow highlight on the item just moved and a green
 * tint on spectator-only items. Actions: edit, tasks, notifications, delete. Changes need chain_write.
 */
import { Badge, Button, Link, makeStyles, MessageBar, MessageBarBody, tokens, Tooltip } from '@fluentui/react-components';
import {
  Add20Regular, ArrowDown20Regular, ArrowLeft20Regular, ArrowUp20Regular, Alert20Regular, Delete20Regular, Edit20Regular, TaskListSquareLtr20Regular,
} from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { useAuth } from '../../app/auth';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DataTable } from '../../components/DataTable';
import { errorCode, useNotify } from '../../components/notify';
import { PageHeader } from '../../components/PageHeader';
import { canMove, itemBody } from './chainLogic';
import { ChainItemFormDialog } from './ChainItemFormDialog';
import { ChainItemNotificationsDialog } from './ChainItemNotificationsDialog';
import { ChainItemTasksDialog } from './ChainItemTasksDialog';
import { useChain, useDeleteChainItem, useSaveChainItem, type ChainItem } from './chainsApi';
import { DetailsDialog } from './DetailsDialog';
import { NoAccessPage } from '../common/NoAccessPage';

const useStyles = makeStyles({
  table: {
    '& tbody tr:has([data-row-tone="spectator"])': { backgroundColor: tokens.colorPaletteGreenBackground1 },
    '& tbody tr:has([data-row-tone="moved"])': { backgroundColor: tokens.colorPaletteYellowBackground2 },
  },
  arrows: { display: 'flex', gap: tokens.spacingHorizontalXXS },
  back: { marginBottom: tokens.spacingVerticalS },
});

type Modal = { kind: 'form'; item: ChainItem | null } | { kind: 'tasks' | 'notifications' | 'details' | 'delete'; item: ChainItem };

export function ChainItemsPage() {
  const s = useStyles();
  const { t } = useTranslation('chains');
  const { can } = useAuth();
  const navigate = useNavigate();
  const notify = useNotify();
  const chainId = Number(useParams().id);
  const allowed = can('chain_read');
  const writable = can('chain_write');
  const chain = useChain(allowed ? chainId : NaN);
  const [modal, setModal] = useState<Modal | null>(null);
  const [moved, setMoved] = useState<number | null>(null);
  const saving = useSaveChainItem(chainId);
  const deleting = useDeleteChainItem(chainId);
  const busy = saving.isPending || deleting.isPending;

  if (!allowed) return <NoAccessPage />;
  const items = chain.data?.items ?? [];

  const move = async (item: ChainItem, dir: 'up' | 'down') => {
    try {
      const body = { ...itemBody({ ...item, description: item.description ?? '', notification_message: item.notification_message ?? '' }, chainId, true), order_number: item.order_number + (dir === 'up' ? -1 : 1) };
      await saving.mutateAsync({ id: item.id, body });
      setMoved(item.id);
    } catch (err) {
      notify.error(err);
    }
  };

  const remove = async (item: ChainItem) => {
    try {
      await deleting.mutateAsync(item.id);
      notify.success(t('itemDeleted'));
      setModal(null);
    } catch (err) {
      notify.error(err);
    }
  };

  const responsible = (i: ChainItem) => (i.assignee_type === 'role' && i.role_name ? `${t(`assignee.${i.assignee_type}`)}: ${i.role_name}` : t(`assignee.${i.assignee_type}`));
  const yesNo = (v: boolean) => (v ? t('common:yes') : t('common:no'));
  const tone = (i: ChainItem) => (i.id === moved ? 'moved' : i.only_spectator ? 'spectator' : undefined);

  return (
    <>
      <Button className={s.back} appearance="subtle" icon={<ArrowLeft20Regular />} onClick={() => navigate('/chains')}>{t('back')}</Button>
      <PageHeader
        title={t('itemsOf', { name: chain.data?.name ?? '' })}
        actions={writable && chain.data && <Button appearance="primary" icon={<Add20Regular />} onClick={() => setModal({ kind: 'form', item: null })}>{t('addItem')}</Button>}
      />
      {chain.isError && <MessageBar intent="error"><MessageBarBody>{t(`errors:${errorCode(chain.error)}`)}</MessageBarBody></MessageBar>}
      <div className={s.table}>
        <DataTable
          ariaLabel={t('itemsOf', { name: chain.data?.name ?? '' })}
          items={items}
          loading={chain.isFetching}
          getRowId={(i) => i.id}
          rowLabel={(i) => i.name}
          emptyText={t('noItems')}
          minWidth="820px"
          columns={[
            ...(writable ? [{
              key: 'move', header: t('order'), width: '92px',
              render: (i: ChainItem) => {
                const index = items.indexOf(i);
                return (
                  <div className={s.arrows}>
                    <Tooltip content={t('moveUp')} relationship="description">
                      <Button size="small" appearance="subtle" icon={<ArrowUp20Regular />} aria-label={t('moveUpItem', { name: i.name })}
                        disabled={busy || !canMove(index, items.length, 'up')} onClick={() => void move(i, 'up')} />
                    </Tooltip>
                    <Tooltip content={t('moveDown')} relationship="description">
                      <Button size="small" appearance="subtle" icon={<ArrowDown20Regular />} aria-label={t('moveDownItem', { name: i.name })}
                        disabled={busy || !canMove(index, items.length, 'down')} onClick={() => void move(i, 'down')} />
                    </Tooltip>
                  </div>
                );
              },
            }] : []),
            { key: 'number', header: t('number'), width: '72px', render: (i) => <span data-row-tone={tone(i)}>{i.order_number}</span> },
            { key: 'name', header: t('name'), render: (i) => <Link as="button" onClick={() => setModal({ kind: 'details', item: i })}>{i.name}</Link> },
            { key: 'responsible', header: t('responsible'), render: responsible },
            { key: 'canEdit', header: t('canEditRequest'), width: '120px', render: (i) => yesNo(i.can_edit) },
            {
              key: 'spectator', header: t('onlySpectator'), width: '120px',
              render: (i) => (i.only_spectator ? <Badge appearance="tint" color="success">{t('common:yes')}</Badge> : t('common:no')),
            },
          ]}
          actions={[
            { key: 'edit', label: t('common:edit'), icon: <Edit20Regular />, onClick: (i) => setModal({ kind: 'form', item: i }), visible: () => writable },
            { key: 'tasks', label: t('tasks'), icon: <TaskListSquareLtr20Regular />, onClick: (i) => setModal({ kind: 'tasks', item: i }) },
            { key: 'notifications', label: t('notifications'), icon: <Alert20Regular />, onClick: (i) => setModal({ kind: 'notifications', item: i }) },
            { key: 'delete', label: t('common:delete'), icon: <Delete20Regular />, onClick: (i) => setModal({ kind: 'delete', item: i }), visible: () => writable },
          ]}
        />
      </div>
      {modal?.kind === 'form' && <ChainItemFormDialog chainId={chainId} item={modal.item} items={items} onClose={() => setModal(null)} />}
      {modal?.kind === 'tasks' && <ChainItemTasksDialog item={modal.item} writable={writable} onClose={() => setModal(null)} />}
      {modal?.kind === 'notifications' && <ChainItemNotificationsDialog item={modal.item} writable={writable} onClose={() => setModal(null)} />}
      {modal?.kind === 'details' && (
        <DetailsDialog
          title={t('itemDetails')}
          rows={[
            [t('number'), String(modal.item.order_number)], [t('name'), modal.item.name], [t('description'), modal.item.description],
            [t('responsible'), responsible(modal.item)], [t('canEditRequest'), yesNo(modal.item.can_edit)], [t('canView'), yesNo(modal.item.can_view)],
            [t('onlySpectator'), yesNo(modal.item.only_spectator)], [t('skipIfAssignedOwner'), yesNo(modal.item.skip_if_assigned_owner)],
            [t('notificationMessage'), modal.item.notification_message],
          ]}
          onClose={() => setModal(null)}
        />
      )}
      <ConfirmDialog
        open={modal?.kind === 'delete'}
        title={t('deleteItemTitle')}
        text={t('deleteItemText', { name: modal?.item?.name ?? '' })}
        confirmLabel={t('common:delete')}
        busy={busy}
        onConfirm={() => (modal?.item ? remove(modal.item) : undefined)}
        onClose={() => setModal(null)}
      />
    </>
  );
}
