/** Add or edit an event category (spec 2 §5 Event category): name required ≤255, description ≤255. */
import { Field, Input, Textarea } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../components/FormDialog';
import { useNotify } from '../../components/notify';
import { categoryErrors, TEXT_MAX } from './eventTypeLogic';
import { useSaveCategory, type EventCategory } from './eventTypesApi';

export function CategoryFormDialog({ category, onClose }: { category: EventCategory | null; onClose: () => void }) {
  const { t } = useTranslation('eventTypes');
  const notify = useNotify();
  const [name, setName] = useState(category?.name ?? '');
  const [description, setDescription] = useState(category?.description ?? '');
  const [touched, setTouched] = useState(false);
  const saving = useSaveCategory();
  const busy = saving.isPending;
  const errors = categoryErrors({ name, description });
  const invalid = Object.keys(errors).length > 0;
  const msg = (e?: string) => (e ? t(`validation.${e}`, { max: TEXT_MAX }) : undefined);

  const save = async () => {
    setTouched(true);
    if (invalid) return;
    try {
      await saving.mutateAsync({ id: category?.id, body: { name: name.trim(), description: description.trim() || null, active: category?.active ?? true } });
      notify.success(t(category ? 'categoryUpdated' : 'categoryAdded'));
      onClose();
    } catch (err) {
      notify.error(err);
    }
  };

  return (
    <FormDialog title={t(category ? 'editCategory' : 'addCategory')} busy={busy} saveDisabled={touched && invalid} onSubmit={save} onClose={onClose}>
      <Field label={t('fields.name')} required validationMessage={touched ? msg(errors.name) : undefined}>
        <Input value={name} onChange={(_e, d) => setName(d.value)} autoFocus />
      </Field>
      <Field label={t('fields.description')} validationMessage={msg(errors.description)}>
        <Textarea value={description} onChange={(_e, d) => setDescription(d.value)} />
      </Field>
    </FormDialog>
  );
}
