/**
 * New or edit catalogue certificate (spec 3 §3 Certificate, §5: code and name required, max 255;
 * description max 512): react-hook-form + zodResolver over the contract's certificateBody.
 */
import { Field } from '@fluentui/react-components';
import { CERTIFICATE_LIMITS as L, certificateBody, type CertificateBody } from '@contracts/certificates';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormInput, FormTextarea } from '../../components/FormControls';
import { FormDialog } from '../../components/FormDialog';
import { useNotify } from '../../components/notify';
import { issueKey } from '../../lib/zodForm';
import { type Certificate, useSaveCertificate } from './certificatesApi';

type FormValues = z.input<typeof certificateBody>;

export function CertificateFormDialog({ certificate, onClose }: { certificate?: Certificate; onClose: () => void }) {
  const { t } = useTranslation('certificates');
  const notify = useNotify();
  const saving = useSaveCertificate();
  const { control, handleSubmit, formState } = useForm<FormValues, unknown, CertificateBody>({
    resolver: zodResolver(certificateBody),
    mode: 'onTouched',
    defaultValues: { code: certificate?.code ?? '', name: certificate?.name ?? '', description: certificate?.description ?? '' },
  });
  const message = (field: keyof FormValues, max: number) => {
    const key = issueKey(formState.errors[field]);
    return key ? t(`validation.${key}`, { max }) : undefined;
  };
  const save = async (body: CertificateBody) => {
    try {
      const r = await saving.mutateAsync({ id: certificate?.id, body });
      notify.success(t(r.message));
      onClose();
    } catch (err) {
      notify.error(err);
    }
  };
  return (
    <FormDialog
      title={certificate ? t('editTitle', { code: certificate.code }) : t('newTitle')}
      busy={saving.isPending}
      saveDisabled={formState.isSubmitted && !formState.isValid}
      onSubmit={handleSubmit(save)}
      onClose={onClose}
    >
      <Field label={t('code')} required validationMessage={message('code', L.code)}>
        <FormInput control={control} name="code" maxLength={L.code + 1} autoFocus />
      </Field>
      <Field label={t('name')} required validationMessage={message('name', L.name)}>
        <FormInput control={control} name="name" maxLength={L.name + 1} />
      </Field>
      <Field label={t('description')} validationMessage={message('description', L.description)}>
        <FormTextarea control={control} name="description" maxLength={L.description + 1} resize="vertical" />
      </Field>
    </FormDialog>
  );
}
