/**
 * Add a certificate one holds, or change its dates (spec 1 §2 Profile → My certificates "add one in a
 * dialog"; spec 1 §7: POST users/{id}/certificates, PATCH …/{certId} with start_date and end_date).
 * The certificate is chosen from the catalogue by typing part of its code or name (the server searches the
 * whole catalogue, 20 matches at a time; fixed when editing); the end date is optional (does not
 * expire), disabled until the start is set, never before it, and follows a later start (spec 3 §5).
 */
import { Combobox, Field, Option } from '@fluentui/react-components';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../components/DateTimeField';
import { FormDialog } from '../../components/FormDialog';
import { useNotify } from '../../components/notify';
import { issueKey } from '../../lib/zodForm';
import { followStart, userCertificateForm, type UserCertificateFormValues } from './certificateForms';
import { type UserCertificate, type UserCertificateInput, useCertificates, useSaveUserCertificate } from './certificatesApi';
import { useFluentSlotLabels } from '../../components/fluentLabels';

interface Props {
  userId: number;
  /** The certificate to edit; undefined adds one. */
  current?: UserCertificate;
  onClose: () => void;
}

export function UserCertificateDialog({ userId, current, onClose }: Props) {
  const { t } = useTranslation('certificates');
  const slotLabels = useFluentSlotLabels();
  const notify = useNotify();
  const saving = useSaveUserCertificate();
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const id = window.setTimeout(() => setQ(typed.trim()), 250);
    return () => window.clearTimeout(id);
  }, [typed]);
  const catalogue = useCertificates({ page: 1, pageSize: 20, q: q || undefined }, !current);
  const [endMoved, setEndMoved] = useState(false);
  const { control, handleSubmit, formState, getValues, setValue, watch } = useForm<UserCertificateFormValues, unknown, UserCertificateInput>({
    resolver: zodResolver(userCertificateForm),
    mode: 'onTouched',
    defaultValues: { certificate_id: current ? String(current.certificate_id) : '', start_date: current?.start_date ?? '', end_date: current?.end_date ?? '' },
  });
  const message = (field: keyof UserCertificateFormValues) => {
    const err = formState.errors[field];
    const key = issueKey(err);
    if (!key) return undefined;
    return field === 'end_date' && key === 'invalid' ? t('validation.endBeforeStart') : t(`validation.${key}`);
  };
  const save = async (body: UserCertificateInput) => {
    try {
      const r = await saving.mutateAsync({ userId, id: current?.id, body });
      notify.success(t(r.message));
      onClose();
    } catch (err) {
      notify.error(err);
    }
  };
  const start = watch('start_date');
  const options = catalogue.data?.data ?? [];

  return (
    <FormDialog
      title={current ? t('editMineTitle', { code: current.code }) : t('addMineTitle')}
      busy={saving.isPending}
      saveDisabled={formState.isSubmitted && !formState.isValid}
      onSubmit={handleSubmit(save)}
      onClose={onClose}
    >
      <Field label={t('certificate')} required validationMessage={message('certificate_id') ?? (!current && catalogue.isSuccess && !options.length && !q ? t('noCatalogue') : undefined)}>
        <Controller control={control} name="certificate_id" render={({ field }) => (
          current ? (
            <Combobox ref={field.ref} name={field.name} expandIcon={slotLabels.expandIcon} disabled value={`${current.code} — ${current.name}`} selectedOptions={[field.value]}>
              <Option value={field.value}>{`${current.code} — ${current.name}`}</Option>
            </Combobox>
          ) : (
            <Combobox ref={field.ref} name={field.name} expandIcon={slotLabels.expandIcon} freeform placeholder={t('chooseCertificate')} value={typed} selectedOptions={field.value ? [field.value] : []}
              onBlur={field.onBlur} onChange={(e) => { setTyped(e.target.value); if (field.value) field.onChange(''); }}
              onOptionSelect={(_e, d) => { field.onChange(d.optionValue ?? ''); setTyped(d.optionText ?? ''); }}>
              {options.map((c) => <Option key={c.id} value={String(c.id)}>{`${c.code} — ${c.name}`}</Option>)}
              {catalogue.isSuccess && !options.length && q && <Option value="" disabled>{t('noMatch')}</Option>}
            </Combobox>
          )
        )} />
      </Field>
      <Controller control={control} name="start_date" render={({ field }) => (
        <DateField label={t('startDate')} required value={field.value} validationMessage={message('start_date')}
          onChange={(v) => {
            field.onChange(v);
            field.onBlur();
            const end = followStart(v, getValues('end_date'));
            setEndMoved(end !== null);
            if (end !== null) setValue('end_date', end, { shouldValidate: formState.isSubmitted });
          }} />
      )} />
      <Controller control={control} name="end_date" render={({ field }) => (
        <DateField label={t('endDate')} value={field.value} min={start || undefined} disabled={!start} validationMessage={message('end_date')}
          hint={t('noEndHint')} note={endMoved ? t('endMoved') : undefined}
          onChange={(v) => { field.onChange(v); field.onBlur(); setEndMoved(false); }} />
      )} />
    </FormDialog>
  );
}
