/**
 * /event/types (spec 2 §2 Event categories and types page, §4 Event types and categories):
 * categories table (name, description, actions) with a toggle for disabled ones, add-new, the
 * all-event-types modal and per category: event types, edit, active toggle and delete (the server
 * refuses while the category still has types; its reply is shown). Viewing needs event_types_read;
 * every change event_types_write.
 */
import { Button, Card, makeStyles, Switch, tokens } from '@fluentui/react-components';
import { Add20Regular, Delete20Regular, Edit20Regular, TextBulletListSquare20Regular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../app/auth';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DataTable, type DataColumn, type RowAction } from '../../components/DataTable';
import { useNotify } from '../../components/notify';
import { PageHeader } from '../../components/PageHeader';
import { CategoryFormDialog } from './CategoryFormDialog';
import { EventTypesDialog } from './EventTypesDialog';
import { useCategories, useDeleteCategory, useEventTypes, useSetCategoryActive, type EventCategory } from './eventTypesApi';
import { NoAccessPage } from '../common/NoAccessPage';

const useStyles = makeStyles({
  card: { display: 'grid', gap: tokens.spacingVerticalM },
  muted: { color: tokens.colorNeutralForeground3 },
});

type DialogState =
  | { kind: 'addCategory' | 'allTypes' }
  | { kind: 'editCategory' | 'types' | 'deleteCategory'; category: EventCategory }
  | null;

export function EventTypesPage() {
  const s = useStyles();
  const { t } = useTranslation('eventTypes');
  const { can } = useAuth();
  const notify = useNotify();
  const allowed = can('event_types_read');
  const canWrite = can('event_types_write');
  const categories = useCategories(allowed);
  const types = useEventTypes(allowed);
  const [showDisabled, setShowDisabled] = useState(false);
  const [dialog, setDialog] = useState<DialogState>(null);
  const toggling = useSetCategoryActive();
  const removing = useDeleteCategory();
  // The category a pending toggle or delete concerns.
  const busy = toggling.isPending ? toggling.variables.id : removing.isPending ? removing.variables : null;
  if (!allowed) return <NoAccessPage />;
  const all = categories.data ?? [];
  const rows = all.filter((c) => showDisabled || c.active).sort((a, b) => a.name.localeCompare(b.name));
  const close = () => setDialog(null);

  const toggle = async (c: EventCategory, active: boolean) => {
    try {
      await toggling.mutateAsync({ id: c.id, active });
      notify.success(t(active ? 'categoryEnabled' : 'categoryDisabled', { name: c.name }));
    } catch (err) {
      notify.error(err);
    }
  };
  const remove = async () => {
    if (dialog?.kind !== 'deleteCategory') return;
    try {
      await removing.mutateAsync(dialog.category.id);
      notify.success(t('categoryDeleted'));
      close();
    } catch (err) {
      notify.error(err);
    }
  };

  const columns: DataColumn<EventCategory>[] = [
    { key: 'name', header: t('fields.name'), width: '30%', render: (c) => c.name },
    { key: 'description', header: t('fields.description'), render: (c) => c.description || <span className={s.muted}>—</span> },
    {
      key: 'active', header: t('fields.active'), width: '110px',
      render: (c) => (
        <Switch checked={c.active} disabled={!canWrite || busy === c.id} aria-label={t('activeFor', { name: c.name })}
          onChange={(_e, d) => void toggle(c, d.checked)} />
      ),
    },
  ];
  const actions: RowAction<EventCategory>[] = [
    { key: 'types', label: t('eventTypes'), icon: <TextBulletListSquare20Regular />, onClick: (category) => setDialog({ kind: 'types', category }) },
    ...(canWrite
      ? [
          { key: 'edit', label: t('editCategory'), icon: <Edit20Regular />, onClick: (category: EventCategory) => setDialog({ kind: 'editCategory', category }) },
          { key: 'delete', label: t('deleteCategory'), icon: <Delete20Regular />, onClick: (category: EventCategory) => setDialog({ kind: 'deleteCategory', category }) },
        ]
      : []),
  ];

  return (
    <>
      <PageHeader
        title={t('title')}
        actions={
          <>
            <Button icon={<TextBulletListSquare20Regular />} onClick={() => setDialog({ kind: 'allTypes' })}>{t('allTypes')}</Button>
            {canWrite && <Button appearance="primary" icon={<Add20Regular />} onClick={() => setDialog({ kind: 'addCategory' })}>{t('addNew')}</Button>}
          </>
        }
      />
      <Card className={s.card}>
        <Switch label={t('showDisabled')} checked={showDisabled} onChange={(_e, d) => setShowDisabled(d.checked)} />
        <DataTable ariaLabel={t('categoriesTable')} items={categories.isError ? [] : rows} loading={categories.isFetching} columns={columns}
          actions={actions} getRowId={(c) => c.id} rowLabel={(c) => c.name}
          emptyText={categories.isError ? t('errors:failed_to_retrieve_data') : t('noCategories')} />
      </Card>
      {(dialog?.kind === 'addCategory' || dialog?.kind === 'editCategory') && (
        <CategoryFormDialog category={dialog.kind === 'editCategory' ? dialog.category : null} onClose={close} />
      )}
      {(dialog?.kind === 'types' || dialog?.kind === 'allTypes') && (
        <EventTypesDialog category={dialog.kind === 'types' ? dialog.category : null} categories={all} types={types.data ?? []}
          canWrite={canWrite} onClose={close} />
      )}
      <ConfirmDialog open={dialog?.kind === 'deleteCategory'} title={t('deleteCategory')}
        text={dialog?.kind === 'deleteCategory' ? t('deleteCategoryText', { name: dialog.category.name }) : ''}
        confirmLabel={t('common:delete')} busy={busy !== null} onConfirm={remove} onClose={close} />
    </>
  );
}
