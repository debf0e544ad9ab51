/** Tasks of a chain item (spec 2 §3 Chain item task): list, add, edit, delete with confirmation. */
import {
  Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, Input, makeStyles, Subtitle2, tokens,
} from '@fluentui/react-components';
import { Delete20Regular, Edit20Regular } from '@fluentui/react-icons';
import { CHAIN_LIMITS } from '@contracts/chains';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DataTable } from '../../components/DataTable';
import { useNotify } from '../../components/notify';
import { api } from '../../lib/api';
import { nameErrors } from './chainLogic';
import { chainKeys, type ChainItem, type ChainTask } from './chainsApi';

export const useDialogStyles = makeStyles({
  surface: { maxWidth: 'min(760px, 96vw)', width: '100%' },
  content: { display: 'grid', gap: tokens.spacingVerticalM },
  form: { display: 'grid', gap: tokens.spacingVerticalS, padding: tokens.spacingHorizontalM, borderRadius: tokens.borderRadiusMedium, backgroundColor: tokens.colorNeutralBackground2 },
  formActions: { display: 'flex', gap: tokens.spacingHorizontalS, justifyContent: 'flex-end' },
});

export function ChainItemTasksDialog({ item, writable, onClose }: { item: ChainItem; writable: boolean; onClose: () => void }) {
  const s = useDialogStyles();
  const { t } = useTranslation('chains');
  const notify = useNotify();
  const qc = useQueryClient();
  const key = chainKeys.tasks(item.id);
  const tasks = useQuery({ queryKey: key, queryFn: () => api<ChainTask[]>(`/api/v1/chains/items/${item.id}/tasks`) });
  const [editing, setEditing] = useState<ChainTask | null>(null);
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [touched, setTouched] = useState(false);
  const [deleting, setDeleting] = useState<ChainTask | null>(null);
  const [busy, setBusy] = useState(false);
  const errors = nameErrors(name, description);
  const invalid = Object.keys(errors).length > 0;
  const msg = (e?: string) => (e ? t(`validation.${e}`, { max: CHAIN_LIMITS.text }) : undefined);

  const reset = (task: ChainTask | null) => {
    setEditing(task);
    setName(task?.name ?? '');
    setDescription(task?.description ?? '');
    setTouched(false);
  };

  const save = async () => {
    setTouched(true);
    if (invalid) return;
    setBusy(true);
    try {
      const body = { name: name.trim(), description: description.trim() || null, chain_item_id: item.id };
      if (editing) await api(`/api/v1/chains/items/tasks/${editing.id}`, { method: 'PUT', body });
      else await api(`/api/v1/chains/items/${item.id}/tasks`, { method: 'POST', body });
      await qc.invalidateQueries({ queryKey: key });
      notify.success(t(editing ? 'taskUpdated' : 'taskAdded'));
      reset(null);
    } catch (err) {
      notify.error(err);
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await api(`/api/v1/chains/items/tasks/${deleting.id}`, { method: 'DELETE' });
      await qc.invalidateQueries({ queryKey: key });
      notify.success(t('taskDeleted'));
      if (editing?.id === deleting.id) reset(null);
      setDeleting(null);
    } catch (err) {
      notify.error(err);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onOpenChange={(_e, d) => !d.open && onClose()}>
      <DialogSurface className={s.surface}>
        <DialogBody>
          <DialogTitle>{t('tasksOf', { name: item.name })}</DialogTitle>
          <DialogContent className={s.content}>
            <DataTable
              ariaLabel={t('tasksOf', { name: item.name })}
              items={tasks.data}
              loading={tasks.isFetching}
              getRowId={(x) => x.id}
              rowLabel={(x) => x.name}
              emptyText={t('noTasks')}
              minWidth="0"
              size="small"
              columns={[
                { key: 'name', header: t('name'), render: (x) => x.name },
                { key: 'description', header: t('description'), render: (x) => x.description ?? '' },
              ]}
              actions={writable ? [
                { key: 'edit', label: t('common:edit'), icon: <Edit20Regular />, onClick: reset },
                { key: 'delete', label: t('common:delete'), icon: <Delete20Regular />, onClick: setDeleting },
              ] : undefined}
            />
            {writable && (
              <form className={s.form} onSubmit={(e) => { e.preventDefault(); void save(); }}>
                <Subtitle2 as="h3" style={{ margin: 0 }}>{t(editing ? 'editTask' : 'addTask')}</Subtitle2>
                <Field label={t('taskName')} required validationMessage={touched ? msg(errors.name) : undefined}>
                  <Input value={name} onChange={(_e, d) => setName(d.value)} />
                </Field>
                <Field label={t('taskDescription')} validationMessage={msg(errors.description)}>
                  <Input value={description} onChange={(_e, d) => setDescription(d.value)} />
                </Field>
                <div className={s.formActions}>
                  {editing && <Button onClick={() => reset(null)}>{t('cancelEdit')}</Button>}
                  <Button appearance="primary" type="submit" disabled={busy || (touched && invalid)}>{t(editing ? 'common:save' : 'common:add')}</Button>
                </div>
              </form>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('common:close')}</Button>
          </DialogActions>
        </DialogBody>
        <ConfirmDialog
          open={!!deleting}
          title={t('deleteTaskTitle')}
          text={t('deleteTaskText', { name: deleting?.name ?? '' })}
          confirmLabel={t('common:delete')}
          busy={busy}
          onConfirm={remove}
          onClose={() => setDeleting(null)}
        />
      </DialogSurface>
    </Dialog>
  );
}
