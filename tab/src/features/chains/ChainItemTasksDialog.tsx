/** Tasks of a chain item (spec 2 §3 Chain item task): list, add, edit, delete with confirmation. */
import { Field, Input } from '@fluentui/react-components';
import { CHAIN_LIMITS } from '@contracts/chains';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../components/notify';
import { api } from '../../lib/api';
import { nameErrors } from './chainLogic';
import { chainKeys, useDeleteChainTask, useSaveChainTask, type ChainItem, type ChainTask } from './chainsApi';
import { ChildListDialog } from './ChildListDialog';

export function ChainItemTasksDialog({ item, writable, onClose }: { item: ChainItem; writable: boolean; onClose: () => void }) {
  const { t } = useTranslation('chains');
  const notify = useNotify();
  const key = chainKeys.tasks(item.id);
  const tasks = useQuery({ queryKey: key, queryFn: () => api<ChainTask[]>(`/api/v1/chains/items/${item.id}/tasks`) });
  const [editing, setEditing] = useState<ChainTask | null>(null);
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [touched, setTouched] = useState(false);
  const saving = useSaveChainTask(item.id);
  const deleting = useDeleteChainTask(item.id);
  const busy = saving.isPending;
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
    try {
      await saving.mutateAsync({ id: editing?.id, body: { name: name.trim(), description: description.trim() || null, chain_item_id: item.id } });
      notify.success(t(editing ? 'taskUpdated' : 'taskAdded'));
      reset(null);
    } catch (err) {
      notify.error(err);
    }
  };

  return (
    <ChildListDialog<ChainTask>
      title={t('tasksOf', { name: item.name })}
      list={{
        writable,
        items: tasks.data,
        loading: tasks.isFetching,
        rowLabel: (x) => x.name,
        emptyText: t('noTasks'),
        columns: [
          { key: 'name', header: t('name'), render: (x) => x.name },
          { key: 'description', header: t('description'), render: (x) => x.description ?? '' },
        ],
        onEdit: reset,
        remove: {
          title: t('deleteTaskTitle'),
          text: (x) => t('deleteTaskText', { name: x.name }),
          mutation: deleting,
          success: t('taskDeleted'),
          onDeleted: (x) => {
            if (editing?.id === x.id) reset(null);
          },
        },
      }}
      formTitle={t(editing ? 'editTask' : 'addTask')}
      editing={!!editing}
      busy={busy}
      saveDisabled={touched && invalid}
      onSubmit={save}
      onCancelEdit={() => reset(null)}
      onClose={onClose}
    >
      <Field label={t('taskName')} required validationMessage={touched ? msg(errors.name) : undefined}>
        <Input value={name} onChange={(_e, d) => setName(d.value)} />
      </Field>
      <Field label={t('taskDescription')} validationMessage={msg(errors.description)}>
        <Input value={description} onChange={(_e, d) => setDescription(d.value)} />
      </Field>
    </ChildListDialog>
  );
}
