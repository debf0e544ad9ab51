/**
 * Register or edit a guest (spec 3 §2 Guests screen modals, §3 Guest, §5 Guests): name, purpose, phone,
 * arrival and departure (DateTimeField, date and time), notes, employee; on registering also "notify the
 * office administrators" and "send me a calendar file". The departure follows the arrival when the arrival
 * passes it, with a note. Validation: react-hook-form + zodResolver over the contract (guestForm.ts).
 * Fluent's Input keeps its own value state, so the inputs are controlled through Controller (a registered
 * Input would show empty on edit: its state overrides the value react-hook-form writes through the ref).
 */
import { Checkbox, Field, Input } from '@fluentui/react-components';
import { GUEST_LIMITS as L, type GuestCreateBody } from '@contracts/guests';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateTimeField } from '../../components/DateTimeField';
import { FormDialog } from '../../components/FormDialog';
import { useNotify } from '../../components/notify';
import { useCompanyZone } from '../../lib/dates';
import { issueKey } from '../../lib/zodForm';
import { emptyGuestForm, endAfterStartMove, guestFormFrom, guestFormSchema, type GuestFormValues } from './guestForm';
import { useSaveGuest, type Guest } from './guestsApi';
import { FormTextarea } from '../../components/FormControls';

interface Props {
  /** The guest to edit; undefined registers a new one. */
  guest?: Guest;
  onClose: () => void;
}

export function GuestFormDialog({ guest, onClose }: Props) {
  const { t } = useTranslation('guests');
  const notify = useNotify();
  const saving = useSaveGuest();
  const [endMoved, setEndMoved] = useState(false);
  const zone = useCompanyZone();
  const { control, handleSubmit, formState, getValues, setValue } = useForm<GuestFormValues, unknown, GuestCreateBody>({
    resolver: zodResolver(guestFormSchema(zone)),
    mode: 'onTouched',
    defaultValues: guest ? guestFormFrom(guest, zone) : emptyGuestForm(zone),
  });
  const message = (field: keyof GuestFormValues, max?: number) => {
    const err = formState.errors[field];
    const key = issueKey(err);
    if (!key) return undefined;
    if (field === 'date_end' && err?.message === 'end_before_start') return t('validation.endBeforeStart');
    return t(`validation.${key}`, { max });
  };

  const save = async (body: GuestCreateBody) => {
    try {
      await saving.mutateAsync({ id: guest?.id, body });
      notify.success(t(guest ? 'guest_registration_has_been_updated' : 'guest_has_been_successfully_registered'));
      onClose();
    } catch (err) {
      notify.error(err);
    }
  };

  return (
    <FormDialog title={guest ? t('editTitle', { name: guest.name }) : t('registerTitle')} busy={saving.isPending}
      saveDisabled={formState.isSubmitted && !formState.isValid} onSubmit={handleSubmit(save)} onClose={onClose}>
      <Field label={t('name')} required validationMessage={message('name', L.name)}>
        <Controller control={control} name="name" render={({ field }) => (
          <Input ref={field.ref} name={field.name} value={field.value} onChange={(_e, d) => field.onChange(d.value)} onBlur={field.onBlur} maxLength={L.name + 1} autoFocus />
        )} />
      </Field>
      <Field label={t('purpose')} required validationMessage={message('purpose', L.purpose)}>
        <FormTextarea control={control} name='purpose' maxLength={L.purpose + 1} resize="vertical" />
      </Field>
      <Field label={t('phone')} required validationMessage={message('phone_number', L.phone_number)}>
        <Controller control={control} name="phone_number" render={({ field }) => (
          <Input ref={field.ref} name={field.name} value={field.value} onChange={(_e, d) => field.onChange(d.value)} onBlur={field.onBlur} type="tel" maxLength={L.phone_number + 1} />
        )} />
      </Field>
      <Controller control={control} name="date_start" render={({ field }) => (
        <DateTimeField label={t('arriving')} required value={field.value} validationMessage={message('date_start')}
          onChange={(v) => {
            field.onChange(v);
            field.onBlur();
            const end = endAfterStartMove(v, getValues('date_end'));
            setEndMoved(end !== null);
            if (end !== null) setValue('date_end', end, { shouldValidate: formState.isSubmitted });
          }} />
      )} />
      <Controller control={control} name="date_end" render={({ field }) => (
        <DateTimeField label={t('leaving')} required value={field.value} validationMessage={message('date_end')}
          note={endMoved ? t('endMoved') : undefined}
          onChange={(v) => { field.onChange(v); field.onBlur(); setEndMoved(false); }} />
      )} />
      <Field label={t('notes')} validationMessage={message('notes', L.notes)}>
        <FormTextarea control={control} name='notes' maxLength={L.notes + 1} resize="vertical" />
      </Field>
      <Controller control={control} name="is_employee" render={({ field }) => (
        <Checkbox label={t('isEmployee')} checked={field.value} onChange={(_e, d) => field.onChange(!!d.checked)} />
      )} />
      {!guest && (
        <>
          <Controller control={control} name="notify_admin" render={({ field }) => (
            <Checkbox label={t('notifyAdmin')} checked={field.value} onChange={(_e, d) => field.onChange(!!d.checked)} />
          )} />
          <Controller control={control} name="send_calendar_file" render={({ field }) => (
            <Checkbox label={t('sendCalendarFile')} checked={field.value} onChange={(_e, d) => field.onChange(!!d.checked)} />
          )} />
        </>
      )}
    </FormDialog>
  );
}
