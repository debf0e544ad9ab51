/**
 * New or edit conference / training (spec 3 §2 new/edit modal, §3, §5): title, description, location,
 * start and end (DateTimeField), price per person (euros), max participants (blank = unlimited), link.
 * Validation: react-hook-form + zodResolver over the contract (conferenceForm.ts). Success toasts:
 * added_new_conference_successfully / updated_conference_successfully (or the training keys).
 */
import { Field, Select } from '@fluentui/react-components';
import { CONFERENCE_LIMITS as L } from '@contracts/conferences';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateTimeField } from '../../components/DateTimeField';
import { FormInput, FormTextarea } from '../../components/FormControls';
import { FormDialog } from '../../components/FormDialog';
import { useNotify } from '../../components/notify';
import { useCompanyZone } from '../../lib/dates';
import { issueKey } from '../../lib/zodForm';
import {
  conferenceFormFrom, conferenceFormSchema, emptyConferenceForm, endAfterStartMove, type ConferenceFormOutput, type ConferenceFormValues,
} from './conferenceForm';
import { useConferenceTypes, useSaveConference, type Conference, type ConferenceKind } from './conferencesApi';

interface Props {
  kind: ConferenceKind;
  /** The item to edit; undefined creates a new one. */
  item?: Conference;
  onClose: () => void;
}

export function ConferenceFormDialog({ kind, item, onClose }: Props) {
  const { t } = useTranslation('conferences');
  const notify = useNotify();
  const saving = useSaveConference(kind);
  const types = useConferenceTypes();
  const [endMoved, setEndMoved] = useState(false);
  const zone = useCompanyZone();
  const { control, handleSubmit, formState, getValues, setValue } = useForm<ConferenceFormValues, unknown, ConferenceFormOutput>({
    resolver: zodResolver(conferenceFormSchema(zone)),
    mode: 'onTouched',
    defaultValues: item ? conferenceFormFrom(item, zone) : emptyConferenceForm(zone),
  });
  const message = (field: keyof ConferenceFormValues, max?: number) => {
    const err = formState.errors[field];
    const key = issueKey(err);
    if (!key) return undefined;
    if (field === 'date_end' && key === 'invalid') return t('validation.endBeforeStart');
    if ((field === 'price_per_person' || field === 'max_participants') && key !== 'tooLong') return t(`validation.${field}`);
    return t(`validation.${key}`, { max });
  };
  const save = async (body: ConferenceFormOutput) => {
    try {
      await saving.mutateAsync({ id: item?.id, body });
      notify.success(t(`${item ? 'updated' : 'added_new'}_${kind}_successfully`));
      onClose();
    } catch (err) {
      notify.error(err);
    }
  };
  return (
    // A whole phrase per kind (Lithuanian agrees the adjective with the noun: "Nauja konferencija", "Nauji mokymai").
    <FormDialog title={item ? t('editTitle', { name: item.title }) : t(kind === 'training' ? 'trainings.new' : 'conferences.new')} busy={saving.isPending}
      saveDisabled={formState.isSubmitted && !formState.isValid} onSubmit={handleSubmit(save)} onClose={onClose}>
      <Field label={t('name')} required validationMessage={message('title', L.title)}>
        <FormInput control={control} name="title" maxLength={L.title + 1} autoFocus />
      </Field>
      <Field label={t('description')} required validationMessage={message('description', L.description)}>
        <FormTextarea control={control} name="description" maxLength={L.description + 1} resize="vertical" />
      </Field>
      <Field label={t('location')} required validationMessage={message('location', L.location)}>
        <FormInput control={control} name="location" maxLength={L.location + 1} />
      </Field>
      <Controller control={control} name="date_start" render={({ field }) => (
        <DateTimeField label={t('start')} required value={field.value} validationMessage={message('date_start')}
          onChange={(v) => {
            field.onChange(v);
            field.onBlur();
            const end = endAfterStartMove(v, getValues('date_end'));
            setEndMoved(end !== null);
            if (end !== null) setValue('date_end', end, { shouldValidate: formState.isSubmitted });
          }} />
      )} />
      <Controller control={control} name="date_end" render={({ field }) => (
        <DateTimeField label={t('end')} required value={field.value} validationMessage={message('date_end')}
          note={endMoved ? t('endMoved') : undefined}
          onChange={(v) => { field.onChange(v); field.onBlur(); setEndMoved(false); }} />
      )} />
      <Field label={t('priceLabel')} required validationMessage={message('price_per_person')}>
        <FormInput control={control} name="price_per_person" inputMode="decimal" />
      </Field>
      <Field label={t('maxParticipants')} hint={t('maxParticipantsHint')} validationMessage={message('max_participants')}>
        <FormInput control={control} name="max_participants" inputMode="numeric" />
      </Field>
      <Field label={t('link')} validationMessage={message('link', L.link)}>
        <FormInput control={control} name="link" type="url" maxLength={L.link + 1} />
      </Field>
      <Controller control={control} name="conference_type_id" render={({ field }) => (
        <Field label={t('type')} hint={t('typeHint')}>
          <Select ref={field.ref} name={field.name} value={field.value == null ? '' : String(field.value)} onBlur={field.onBlur}
            disabled={types.isLoading} onChange={(_e, d) => field.onChange(d.value === '' ? null : Number(d.value))}>
            <option value="">{t('typeNone')}</option>
            {(types.data ?? []).map((ct) => <option key={ct.id} value={String(ct.id)}>{ct.name}</option>)}
          </Select>
        </Field>
      )} />
    </FormDialog>
  );
}
