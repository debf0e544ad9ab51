/**
 * Editable fields of an event type (spec 2 §3 edit_fields): which parts of an event its owner may
 * change after creation, and the past-event rights. GET and PUT event-types/{id}/edit-fields. The
 * dialog is react-hook-form over the contract's editFieldsBody (issue 10 item 4); the stored values
 * replace the type's copy when they arrive.
 */
import { Checkbox, makeStyles, Spinner } from '@fluentui/react-components';
import { zodResolver } from '@hookform/resolvers/zod';
import { editFieldsBody } from '@contracts/event-types';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormDialog } from '../../components/FormDialog';
import { useNotify } from '../../components/notify';
import { EDIT_FIELD_KEYS, useEditFields, useSaveEditFields, type EditFields, type EventType } from './eventTypesApi';

const NONE: EditFields = {
  edit_name: false, edit_description: false, edit_date: false, can_delete: false,
  can_create_past_event: false, can_edit_past_event_date: false, can_delete_past_event: false,
};

const useStyles = makeStyles({ content: { display: 'grid', gap: '4px' } });

export function EditFieldsDialog({ type, canWrite, onClose }: { type: EventType; canWrite: boolean; onClose: () => void }) {
  const s = useStyles();
  const { t } = useTranslation('eventTypes');
  const notify = useNotify();
  const query = useEditFields(type.id);
  const saving = useSaveEditFields(type.id);
  const busy = saving.isPending;
  const { control, handleSubmit, reset } = useForm<z.input<typeof editFieldsBody>, unknown, z.output<typeof editFieldsBody>>({
    resolver: zodResolver(editFieldsBody),
    defaultValues: { ...NONE, ...(type.edit_fields ?? {}) },
  });
  useEffect(() => {
    if (query.data) reset({ ...NONE, ...query.data });
  }, [query.data, reset]);

  const save = async (value: z.output<typeof editFieldsBody>) => {
    try {
      await saving.mutateAsync(value);
      notify.success(t('editFieldsUpdated'));
      onClose();
    } catch (err) {
      notify.error(err);
    }
  };

  return (
    <FormDialog title={t('editFieldsTitle', { name: type.name })} busy={busy} saveHidden={!canWrite}
      cancelLabel={canWrite ? undefined : t('common:close')} onSubmit={handleSubmit(save)} onClose={onClose} contentClassName={s.content}>
      {query.isLoading && <Spinner size="small" label={t('common:loading')} />}
      {EDIT_FIELD_KEYS.map((k) => (
        <Controller key={k} control={control} name={k} render={({ field }) => (
          <Checkbox label={t(`editFields.${k}`)} checked={!!field.value} disabled={!canWrite || busy} onChange={(_e, d) => field.onChange(!!d.checked)} />
        )} />
      ))}
    </FormDialog>
  );
}
