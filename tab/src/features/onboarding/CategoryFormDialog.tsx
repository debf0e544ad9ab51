/**
 * New or edit a checklist category (spec 3 §2 categories screen, §5): name (≤ 255) and the task deadline in days
 * (a whole number; negative before the start / contract end date, 0 on it, positive after), sent as seconds.
 */
import { Field } from '@fluentui/react-components';
import { CHECKLIST_LIMITS as L } from '@contracts/onboarding';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormInput } from '../../components/FormControls';
import { FormDialog } from '../../components/FormDialog';
import { useNotify } from '../../components/notify';
import { issueKey } from '../../lib/zodForm';
import { categoryFormSchema, secondsToDays, type CategoryFormValues } from './checklistForm';
import { useSaveCategory, type ChecklistCategory, type ChecklistKind } from './onboardingApi';

export function CategoryFormDialog({ kind, category, onClose }: { kind: ChecklistKind; category?: ChecklistCategory; onClose: () => void }) {
  const { t } = useTranslation('onboarding');
  const notify = useNotify();
  const saving = useSaveCategory(kind);
  const { control, handleSubmit, formState } = useForm<CategoryFormValues, unknown, { name: string; seconds_to_complete: number }>({
    resolver: zodResolver(categoryFormSchema),
    mode: 'onTouched',
    defaultValues: { name: category?.name ?? '', days: category ? String(secondsToDays(category.seconds_to_complete)) : '' },
  });
  const message = (field: keyof CategoryFormValues) => {
    const err = formState.errors[field];
    if (!err) return undefined;
    if (err.message === 'integer') return t('validation.integer');
    return t(`validation.${issueKey(err)}`, { max: L.name });
  };
  const save = async (body: { name: string; seconds_to_complete: number }) => {
    try {
      await saving.mutateAsync({ id: category?.id, body });
      notify.success(t(category ? 'categoryUpdated' : 'categoryAdded'));
      onClose();
    } catch (err) {
      notify.error(err);
    }
  };
  return (
    <FormDialog title={category ? t('editCategory') : t('newCategory')} busy={saving.isPending} saveDisabled={formState.isSubmitted && !formState.isValid}
      onSubmit={handleSubmit(save)} onClose={onClose}>
      <Field label={t('categoryName')} required validationMessage={message('name')}>
        <FormInput control={control} name="name" maxLength={L.name + 1} autoFocus />
      </Field>
      <Field label={t('daysToComplete')} required validationMessage={message('days')} hint={t(`${kind}.daysHint`)}>
        <FormInput control={control} name="days" type="number" step={1} inputMode="numeric" />
      </Field>
    </FormDialog>
  );
}
