/**
 * Tasks of a chain item (spec 2 §3 Chain item task): list, add, edit, delete with confirmation. The
 * inline form runs on react-hook-form with the contract's `taskBody` (name required, ≤255).
 */
import { Field } from '@fluentui/react-components';
import { zodResolver } from '@hookform/resolvers/zod';
import { CHAIN_LIMITS, taskBody } from '@contracts/chains';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormInput } from '../../components/FormControls';
import { useNotify } from '../../components/notify';
import { api } from '../../lib/api';
import { issueKey } from '../../lib/zodForm';
import { chainKeys, useDeleteChainTask, useSaveChainTask, type ChainItem, type ChainTask } from './chainsApi';
import { ChildListDialog } from './ChildListDialog';

export function ChainItemTasksDialog({ item, writable, onClose }: { item: ChainItem; writable: boolean; onClose: () => void }) {
  const { t } = useTranslation('chains');
  const notify = useNotify();
  const key = chainKeys.tasks(item.id);
  const tasks = useQuery({ queryKey: key, queryFn: () => api<ChainTask[]>(`/api/v1/chains/items/${item.id}/tasks`) });
  const [editing, setEditing] = useState<ChainTask | null>(null);
  const saving = useSaveChainTask(item.id);
  const deleting = useDeleteChainTask(item.id);
  const busy = saving.isPending;
  const form = useForm({ resolver: zodResolver(taskBody), mode: 'onTouched', defaultValues: { name: '', description: '' } });
  const { errors, isSubmitted } = form.formState;
  const invalid = Object.keys(errors).length > 0;
  const msg = (e?: { type: string }) => {
    const key = issueKey(e);
    return key ? t(`validation.${key}`, { max: CHAIN_LIMITS.text }) : undefined;
  };

  const reset = (task: ChainTask | null) => {
    setEditing(task);
    form.reset({ name: task?.name ?? '', description: task?.description ?? '' });
  };

  const save = async (v: { name: string; description: string | null }) => {
    try {
      await saving.mutateAsync({ id: editing?.id, body: { name: v.name, description: v.description, chain_item_id: item.id } });
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
      saveDisabled={isSubmitted && invalid}
      onSubmit={form.handleSubmit(save)}
      onCancelEdit={() => reset(null)}
      onClose={onClose}
    >
      <Field label={t('taskName')} required validationMessage={msg(errors.name)}>
        <FormInput control={form.control} name="name" />
      </Field>
      <Field label={t('taskDescription')} validationMessage={msg(errors.description)}>
        <FormInput control={form.control} name="description" />
      </Field>
    </ChildListDialog>
  );
}
