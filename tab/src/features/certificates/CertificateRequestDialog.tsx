/**
 * Request a new certificate (spec 3 §3 "the request form also has add_on_approve, date_start, date_end",
 * §5: the dates appear only with add_on_approve; the end is disabled until the start is set and cannot
 * precede it; turning add_on_approve off clears the dates; §7 POST certificates/request then the generic
 * follow-up with type Certificate). The request then shows in /requests and goes through its chain.
 */
import { Body1, Checkbox, Field } from '@fluentui/react-components';
import { CERTIFICATE_LIMITS as L, type CertificateRequestBody } from '@contracts/certificates';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../components/DateTimeField';
import { FormInput, FormTextarea } from '../../components/FormControls';
import { FormDialog } from '../../components/FormDialog';
import { useNotify } from '../../components/notify';
import { issueKey } from '../../lib/zodForm';
import { emptyRequestForm, followStart, requestForm, type RequestFormValues } from './certificateForms';
import { useRequestCertificate } from './certificatesApi';

export function CertificateRequestDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('certificates');
  const notify = useNotify();
  const sending = useRequestCertificate();
  const [endMoved, setEndMoved] = useState(false);
  const { control, handleSubmit, formState, getValues, setValue, watch } = useForm<RequestFormValues, unknown, CertificateRequestBody>({
    resolver: zodResolver(requestForm),
    mode: 'onTouched',
    defaultValues: emptyRequestForm(),
  });
  const message = (field: keyof RequestFormValues, max?: number) => {
    const key = issueKey(formState.errors[field]);
    if (!key) return undefined;
    if (field === 'date_end' && key === 'invalid') return t('validation.endBeforeStart');
    return t(`validation.${key === 'invalid' && field === 'date_start' ? 'required' : key}`, { max });
  };
  const send = async (body: CertificateRequestBody) => {
    try {
      await sending.mutateAsync(body);
      notify.success(t('request_successfully_sent'));
      onClose();
    } catch (err) {
      notify.error(err);
    }
  };
  const withDates = watch('add_on_approve');
  const start = watch('date_start');

  return (
    <FormDialog title={t('requestTitle')} busy={sending.isPending} saveLabel={t('send')}
      saveDisabled={formState.isSubmitted && !formState.isValid} onSubmit={handleSubmit(send)} onClose={onClose}>
      <Body1>{t('requestIntro')}</Body1>
      <Field label={t('code')} required validationMessage={message('code', L.code)}>
        <FormInput control={control} name="code" maxLength={L.code + 1} autoFocus />
      </Field>
      <Field label={t('name')} required validationMessage={message('name', L.name)}>
        <FormInput control={control} name="name" maxLength={L.name + 1} />
      </Field>
      <Field label={t('description')} validationMessage={message('description', L.description)}>
        <FormTextarea control={control} name="description" maxLength={L.description + 1} resize="vertical" />
      </Field>
      <Controller control={control} name="add_on_approve" render={({ field }) => (
        <Checkbox label={t('addOnApprove')} checked={field.value}
          onChange={(_e, d) => {
            field.onChange(!!d.checked);
            if (!d.checked) {
              setValue('date_start', '');
              setValue('date_end', '');
              setEndMoved(false);
            }
          }} />
      )} />
      {withDates && (
        <>
          <Controller control={control} name="date_start" render={({ field }) => (
            <DateField label={t('startDate')} required value={field.value} validationMessage={message('date_start')}
              onChange={(v) => {
                field.onChange(v);
                field.onBlur();
                const end = followStart(v, getValues('date_end'));
                setEndMoved(end !== null);
                if (end !== null) setValue('date_end', end, { shouldValidate: formState.isSubmitted });
              }} />
          )} />
          <Controller control={control} name="date_end" render={({ field }) => (
            <DateField label={t('endDate')} value={field.value} min={start || undefined} disabled={!start} validationMessage={message('date_end')}
              hint={t('noEndHint')} note={endMoved ? t('endMoved') : undefined}
              onChange={(v) => { field.onChange(v); field.onBlur(); setEndMoved(false); }} />
          )} />
        </>
      )}
    </FormDialog>
  );
}
