/**
 * New or edit a checklist task (spec 3 §3, §5, §7): name (≤ 255), the responsible role (none = the direct manager;
 * the roles list is GET /roles), on offboarding "assigned to the leaving person", and on create "add to people
 * already on the checklist" (add_to_ongoing).
 */
import { Checkbox, Field } from '@fluentui/react-components';
import { CHECKLIST_LIMITS as L, taskBody } from '@contracts/onboarding';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormInput, FormSelect } from '../../components/FormControls';
import { FormDialog } from '../../components/FormDialog';
import { useNotify } from '../../components/notify';
import { issueKey } from '../../lib/zodForm';
import { useRoleOptions, useSaveTask, type ChecklistKind, type ChecklistTask } from './onboardingApi';

const schema = z.object({
  name: taskBody.shape.name,
  role: z.string(),
  add_to_ongoing: z.boolean(),
  is_assigned_to_offboarder: z.boolean(),
}).transform((v) => ({ name: v.name, role_id: v.role ? Number(v.role) : null, add_to_ongoing: v.add_to_ongoing, is_assigned_to_offboarder: v.is_assigned_to_offboarder }));
type Values = z.input<typeof schema>;
type Body = z.output<typeof schema>;

export function TaskFormDialog({ kind, categoryId, task, onClose }: { kind: ChecklistKind; categoryId: number; task?: ChecklistTask; onClose: () => void }) {
  const { t } = useTranslation('onboarding');
  const notify = useNotify();
  const saving = useSaveTask(kind, categoryId);
  const roles = useRoleOptions(true);
  const { control, handleSubmit, formState, watch } = useForm<Values, unknown, Body>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: {
      name: task?.name ?? '', role: task?.role_id ? String(task.role_id) : '', add_to_ongoing: task?.add_to_ongoing ?? true,
      is_assigned_to_offboarder: task?.is_assigned_to_offboarder ?? false,
    },
  });
  const offboarder = kind === 'offboarding' && watch('is_assigned_to_offboarder');
  const nameError = issueKey(formState.errors.name);
  const save = async (body: Body) => {
    try {
      await saving.mutateAsync({ id: task?.id, body });
      notify.success(t(task ? 'taskUpdated' : 'taskAdded'));
      onClose();
    } catch (err) {
      notify.error(err);
    }
  };
  return (
    <FormDialog title={task ? t('editTask') : t('addTask')} busy={saving.isPending} saveDisabled={formState.isSubmitted && !formState.isValid}
      onSubmit={handleSubmit(save)} onClose={onClose}>
      <Field label={t('taskName')} required validationMessage={nameError ? t(`validation.${nameError}`, { max: L.name }) : undefined}>
        <FormInput control={control} name="name" maxLength={L.name + 1} autoFocus />
      </Field>
      {kind === 'offboarding' && (
        <Controller control={control} name="is_assigned_to_offboarder" render={({ field }) => (
          <Checkbox label={t('assignedToOffboarder')} checked={field.value} onChange={(_e, d) => field.onChange(!!d.checked)} />
        )} />
      )}
      {!offboarder && (
        <Field label={t('responsibleRole')} hint={t('responsibleHint')}>
          <FormSelect control={control} name="role">
            <option value="">{t('responsible.manager')}</option>
            {(roles.data ?? []).map((r) => <option key={r.id} value={String(r.id)}>{r.name}</option>)}
          </FormSelect>
        </Field>
      )}
      {roles.isError && <span role="alert">{t('errors:failed_to_get_roles_data')}</span>}
      {!task && (
        <Controller control={control} name="add_to_ongoing" render={({ field }) => (
          <Checkbox label={t(`${kind}.addToOngoing`)} checked={field.value} onChange={(_e, d) => field.onChange(!!d.checked)} />
        )} />
      )}
    </FormDialog>
  );
}
