/**
 * A chain item's child records in a dialog (its tasks, its notification schedules; spec 2 §3, §5):
 * the list with Edit/Delete (CrudList, delete confirmed), below it — when writable — an inline
 * add/edit form whose button reads Add or Save, with "Cancel edit" while editing; Close at the end.
 */
import {
  Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, makeStyles, Subtitle2, tokens,
} from '@fluentui/react-components';
import { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CrudList, type CrudListProps } from '../../components/CrudList';

const useStyles = makeStyles({
  surface: { maxWidth: 'min(760px, 96vw)', width: '100%' },
  content: { display: 'grid', gap: tokens.spacingVerticalM },
  form: { display: 'grid', gap: tokens.spacingVerticalS, padding: tokens.spacingHorizontalM, borderRadius: tokens.borderRadiusMedium, backgroundColor: tokens.colorNeutralBackground2 },
  formActions: { display: 'flex', gap: tokens.spacingHorizontalS, justifyContent: 'flex-end' },
});

export interface ChildListDialogProps<T extends { id: number }> {
  /** Dialog title and the table's accessible name. */
  title: string;
  list: Omit<CrudListProps<T>, 'ariaLabel' | 'minWidth' | 'size'>;
  /** Heading of the inline form ("Add task" / "Edit task"). */
  formTitle: string;
  /** A record is being edited: Save instead of Add, and Cancel edit. */
  editing: boolean;
  busy: boolean;
  saveDisabled: boolean;
  onSubmit: () => void | Promise<void>;
  onCancelEdit: () => void;
  onClose: () => void;
  /** The inline form's fields. */
  children: ReactNode;
}

export function ChildListDialog<T extends { id: number }>(props: ChildListDialogProps<T>) {
  const { title, list, formTitle, editing, busy, saveDisabled, onSubmit, onCancelEdit, onClose, children } = props;
  const s = useStyles();
  const { t } = useTranslation(['common', 'chains']);
  return (
    <Dialog open onOpenChange={(_e, d) => !d.open && onClose()}>
      <DialogSurface className={s.surface}>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent className={s.content}>
            <CrudList<T> ariaLabel={title} minWidth="0" size="small" {...list} />
            {list.writable && (
              <form noValidate className={s.form} onSubmit={(e) => { e.preventDefault(); void onSubmit(); }}>
                <Subtitle2 as="h3" style={{ margin: 0 }}>{formTitle}</Subtitle2>
                {children}
                <div className={s.formActions}>
                  {editing && <Button onClick={onCancelEdit}>{t('chains:cancelEdit')}</Button>}
                  <Button appearance="primary" type="submit" disabled={busy || saveDisabled}>{t(editing ? 'save' : 'add')}</Button>
                </div>
              </form>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('close')}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
