/**
 * Add or edit an event category (spec 2 §5 Event category): name required ≤255, description ≤255.
 * The form runs on react-hook-form with the contract's `categoryBody` (the limits written once);
 * errors show after a field was left or a save was tried; Save spins while the mutation is pending.
 */
import { Field } from '@fluentui/react-components';
import { zodResolver } from '@hookform/resolvers/zod';
import { categoryBody } from '@contracts/event-types';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormDialog } from '../../components/FormDialog';
import { useNotify } from '../../components/notify';
import { issueKey } from '../../lib/zodForm';
import { TEXT_MAX } from './eventTypeLogic';
import { useSaveCategory, type EventCategory } from './eventTypesApi';
import { FormInput, FormTextarea } from '../../components/FormControls';

export function CategoryFormDialog({ category, onClose }: { category: EventCategory | null; onClose: () => void }) {
  const { t } = useTranslation('eventTypes');
  const notify = useNotify();
  const saving = useSaveCategory();
  const { control, handleSubmit, formState } = useForm<z.input<typeof categoryBody>, unknown, z.output<typeof categoryBody>>({
    resolver: zodResolver(categoryBody),
    mode: 'onTouched',
    defaultValues: { name: category?.name ?? '', description: category?.description ?? '' },
  });
  const { errors, isSubmitted } = formState;
  const msg = (e?: { type: string }) => {
    const key = issueKey(e);
    return key ? t(`validation.${key}`, { max: TEXT_MAX }) : undefined;
  };

  const save = async (v: z.output<typeof categoryBody>) => {
    try {
      await saving.mutateAsync({ id: category?.id, body: { name: v.name, description: v.description, active: category?.active ?? true } });
      notify.success(t(category ? 'categoryUpdated' : 'categoryAdded'));
      onClose();
    } catch (err) {
      notify.error(err);
    }
  };

  return (
    <FormDialog title={t(category ? 'editCategory' : 'addCategory')} busy={saving.isPending} saveDisabled={isSubmitted && Object.keys(errors).length > 0}
      onSubmit={handleSubmit(save)} onClose={onClose}>
      <Field label={t('fields.name')} required validationMessage={msg(errors.name)}>
        <FormInput control={control} name='name' autoFocus />
      </Field>
      <Field label={t('fields.description')} validationMessage={msg(errors.description)}>
        <FormTextarea control={control} name='description' />
      </Field>
    </FormDialog>
  );
}
