/**
 * A DataTable of editable records with Edit and Delete row actions (only when `writable`); Delete
 * asks first (ConfirmDialog), then runs `remove.mutation` (a feature's delete mutation hook, which
 * re-reads its lists; its `isPending` spins the confirm button), toasts `remove.success` and calls
 * `remove.onDeleted`. Errors become error toasts and keep the confirmation open.
 *
 * CrudListSection adds a settings-style heading with an Add button around it.
 */
import { Button, Text, tokens } from '@fluentui/react-components';
import { Add20Regular, Delete20Regular, Edit20Regular } from '@fluentui/react-icons';
import { ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from './ConfirmDialog';
import { DataTable, type DataTableProps } from './DataTable';
import { useNotify } from './notify';

export interface CrudRemove<T> {
  /** Title and text of the confirmation. */
  title: string;
  text: (item: T) => string;
  /** The feature's delete mutation (e.g. `useDeleteChainTask(itemId)`), called with the record. */
  mutation: { mutateAsync: (item: T) => Promise<unknown>; isPending: boolean };
  /** Toast after deleting. */
  success: string;
  onDeleted?: (item: T) => void;
}

export interface CrudListProps<T extends { id: number }> extends Omit<DataTableProps<T>, 'actions' | 'getRowId'> {
  writable: boolean;
  onEdit: (item: T) => void;
  remove: CrudRemove<T>;
}

export function CrudList<T extends { id: number }>({ writable, onEdit, remove, ...table }: CrudListProps<T>) {
  const { t } = useTranslation();
  const notify = useNotify();
  const [deleting, setDeleting] = useState<T | null>(null);
  const confirm = async () => {
    if (!deleting) return;
    try {
      await remove.mutation.mutateAsync(deleting);
      remove.onDeleted?.(deleting);
      notify.success(remove.success);
      setDeleting(null);
    } catch (err) {
      notify.error(err);
    }
  };
  return (
    <>
      <DataTable
        {...table}
        getRowId={(x) => x.id}
        actions={writable ? [
          { key: 'edit', label: t('edit'), icon: <Edit20Regular />, onClick: onEdit },
          { key: 'delete', label: t('delete'), icon: <Delete20Regular />, onClick: setDeleting },
        ] : undefined}
      />
      <ConfirmDialog
        open={!!deleting}
        title={remove.title}
        text={deleting ? remove.text(deleting) : ''}
        confirmLabel={t('delete')}
        busy={remove.mutation.isPending}
        onConfirm={confirm}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}

export interface CrudListSectionProps<T extends { id: number }> extends Omit<CrudListProps<T>, 'ariaLabel'> {
  /** The section's heading, accessible name and table name. */
  title: string;
  addLabel: string;
  addDisabled?: boolean;
  onAdd: () => void;
  /** The add/edit dialog, when open. */
  children?: ReactNode;
}

/** A settings section: heading with an Add button (when writable), the CrudList, and its dialog. */
export function CrudListSection<T extends { id: number }>({ title, addLabel, addDisabled, onAdd, children, ...list }: CrudListSectionProps<T>) {
  return (
    <section aria-label={title}>
      <div style={{ display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, marginBottom: tokens.spacingVerticalM }}>
        <Text as="h2" size={500} weight="semibold" style={{ flexGrow: 1, margin: 0 }}>{title}</Text>
        {list.writable && <Button appearance="primary" icon={<Add20Regular />} disabled={addDisabled} onClick={onAdd}>{addLabel}</Button>}
      </div>
      <CrudList<T> ariaLabel={title} {...list} />
      {children}
    </section>
  );
}
