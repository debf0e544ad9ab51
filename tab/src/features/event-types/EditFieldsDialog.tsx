/**
 * Editable fields of an event type (spec 2 §3 edit_fields): which parts of an event its owner may
 * change after creation, and the past-event rights. GET and PUT event-types/{id}/edit-fields.
 */
import { Checkbox, makeStyles, Spinner } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
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
  const [value, setValue] = useState<EditFields>({ ...NONE, ...(type.edit_fields ?? {}) });
  const saving = useSaveEditFields(type.id);
  const busy = saving.isPending;
  useEffect(() => {
    if (query.data) setValue({ ...NONE, ...query.data });
  }, [query.data]);

  const save = async () => {
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
      cancelLabel={canWrite ? undefined : t('common:close')} onSubmit={save} onClose={onClose} contentClassName={s.content}>
      {query.isLoading && <Spinner size="small" label={t('common:loading')} />}
      {EDIT_FIELD_KEYS.map((k) => (
        <Checkbox key={k} label={t(`editFields.${k}`)} checked={!!value[k]} disabled={!canWrite || busy}
          onChange={(_e, d) => setValue((v) => ({ ...v, [k]: !!d.checked }))} />
      ))}
    </FormDialog>
  );
}
