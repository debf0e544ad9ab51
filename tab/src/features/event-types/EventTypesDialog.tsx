/**
 * Event types of one category, or of all categories (spec 2 §2 Event categories and types page):
 * colour sample, name, category, approval, unattendance code, active toggle (event_types_write),
 * actions edit, editable fields and delete (refused by the server while the type has active events).
 */
import {
  Badge, Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, makeStyles, Switch, tokens,
} from '@fluentui/react-components';
import { Add20Regular, Delete20Regular, Edit20Regular, TextBulletListSquareEdit20Regular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DataTable, type DataColumn, type RowAction } from '../../components/DataTable';
import { useNotify } from '../../components/notify';
import { EditFieldsDialog } from './EditFieldsDialog';
import { EventTypeFormDialog } from './EventTypeFormDialog';
import { useDeleteEventType, useSetEventTypeActive, type EventCategory, type EventType } from './eventTypesApi';

const useStyles = makeStyles({
  surface: { maxWidth: '1000px', width: '100%' },
  bar: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap', marginBottom: tokens.spacingVerticalS },
  grow: { flexGrow: 1 },
  name: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  sample: { width: '14px', height: '14px', borderRadius: tokens.borderRadiusSmall, border: `2px solid ${tokens.colorTransparentStroke}`, flexShrink: 0 },
});

type Sub = { kind: 'add' } | { kind: 'edit' | 'fields' | 'delete'; type: EventType } | null;

export function EventTypesDialog(props: { category: EventCategory | null; categories: EventCategory[]; types: EventType[]; canWrite: boolean; onClose: () => void }) {
  const { category, categories, types, canWrite, onClose } = props;
  const s = useStyles();
  const { t } = useTranslation('eventTypes');
  const notify = useNotify();
  const [showDisabled, setShowDisabled] = useState(false);
  const [sub, setSub] = useState<Sub>(null);
  const toggling = useSetEventTypeActive();
  const removing = useDeleteEventType();
  // The type a pending toggle or delete concerns.
  const busy = toggling.isPending ? toggling.variables.id : removing.isPending ? removing.variables : null;
  const catName = (id: number) => categories.find((c) => c.id === id)?.name ?? '—';
  const rows = types
    .filter((x) => !category || x.event_category_id === category.id)
    .filter((x) => showDisabled || x.active)
    .sort((a, b) => a.name.localeCompare(b.name));

  const toggle = async (type: EventType, active: boolean) => {
    try {
      await toggling.mutateAsync({ id: type.id, active });
      notify.success(t(active ? 'typeEnabled' : 'typeDisabled', { name: type.name }));
    } catch (err) {
      notify.error(err);
    }
  };
  const remove = async () => {
    if (sub?.kind !== 'delete') return;
    try {
      await removing.mutateAsync(sub.type.id);
      notify.success(t('typeDeleted'));
      setSub(null);
    } catch (err) {
      notify.error(err);
    }
  };

  const columns: DataColumn<EventType>[] = [
    {
      key: 'name', header: t('fields.name'),
      render: (x) => (
        <span className={s.name}>
          <span className={s.sample} aria-hidden style={{ background: x.background_color ?? undefined, borderColor: x.border_color ?? x.background_color ?? undefined }} />
          {x.name}
        </span>
      ),
    },
    ...(category ? [] : [{ key: 'category', header: t('fields.category'), render: (x: EventType) => catName(x.event_category_id) }]),
    { key: 'code', header: t('fields.unattendance_code'), width: '110px', render: (x) => x.unattendance_code || '—' },
    {
      key: 'approval', header: t('fields.needs_approval'), width: '110px',
      render: (x) => (x.needs_approval ? <Badge appearance="tint" color="informative">{t('common:yes')}</Badge> : t('common:no')),
    },
    {
      key: 'active', header: t('fields.active'), width: '110px',
      render: (x) => (
        <Switch checked={x.active} disabled={!canWrite || busy === x.id} aria-label={t('activeFor', { name: x.name })}
          onChange={(_e, d) => void toggle(x, d.checked)} />
      ),
    },
  ];
  const actions: RowAction<EventType>[] = [
    ...(canWrite ? [{ key: 'edit', label: t('editType'), icon: <Edit20Regular />, onClick: (type: EventType) => setSub({ kind: 'edit', type }) }] : []),
    { key: 'fields', label: t('editFieldsAction'), icon: <TextBulletListSquareEdit20Regular />, onClick: (type) => setSub({ kind: 'fields', type }) },
    ...(canWrite ? [{ key: 'delete', label: t('deleteType'), icon: <Delete20Regular />, onClick: (type: EventType) => setSub({ kind: 'delete', type }) }] : []),
  ];

  return (
    <>
      <Dialog open={sub === null || sub.kind === 'delete'} onOpenChange={(_e, d) => !d.open && onClose()}>
        <DialogSurface className={s.surface}>
          <DialogBody>
            <DialogTitle>{category ? t('typesOf', { name: category.name }) : t('allTypes')}</DialogTitle>
            <DialogContent>
              <div className={s.bar}>
                <Switch label={t('showDisabledTypes')} checked={showDisabled} onChange={(_e, d) => setShowDisabled(d.checked)} />
                <span className={s.grow} />
                {canWrite && <Button appearance="primary" icon={<Add20Regular />} onClick={() => setSub({ kind: 'add' })}>{t('addType')}</Button>}
              </div>
              <DataTable ariaLabel={t('typesTable')} items={rows} columns={columns} actions={actions} getRowId={(x) => x.id}
                rowLabel={(x) => x.name} emptyText={t('noTypes')} size="small" minWidth="680px" />
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose}>{t('common:close')}</Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
      {(sub?.kind === 'add' || sub?.kind === 'edit') && (
        <EventTypeFormDialog type={sub.kind === 'edit' ? sub.type : null} categoryId={category?.id ?? null} categories={categories} onClose={() => setSub(null)} />
      )}
      {sub?.kind === 'fields' && <EditFieldsDialog type={sub.type} canWrite={canWrite} onClose={() => setSub(null)} />}
      <ConfirmDialog open={sub?.kind === 'delete'} title={t('deleteType')}
        text={sub?.kind === 'delete' ? t('deleteTypeText', { name: sub.type.name }) : ''}
        confirmLabel={t('common:delete')} busy={busy !== null} onConfirm={remove} onClose={() => setSub(null)} />
    </>
  );
}
