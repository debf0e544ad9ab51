/**
 * Apply now / refer a friend (spec 3 §2 Position page modals, §3 Job application, §5): name, surname, e-mail,
 * phone number (each required, ≤ 255), LinkedIn link and one CV (pdf, doc or docx under 10 MB; the server checks
 * the content). A self-application is prefilled from the caller's profile; a referral asks for the confirmation
 * that the company and position were presented to the referred person (sent as information_presented: true).
 * Submit is disabled while more than one file is attached. react-hook-form + zodResolver over positionForm.ts.
 */
import { Button, Checkbox, Field, makeStyles, MessageBar, MessageBarBody, Text, tokens } from '@fluentui/react-components';
import { Attach20Regular, Dismiss20Regular } from '@fluentui/react-icons';
import { JOB_POSITION_LIMITS as L, type JobApplicationBody } from '@contracts/job-positions';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../app/auth';
import { FormInput } from '../../components/FormControls';
import { FormDialog } from '../../components/FormDialog';
import { useNotify } from '../../components/notify';
import { issueKey } from '../../lib/zodForm';
import { applicationFormFrom, applicationFormSchema, CV_ACCEPT, isAcceptedCv, type ApplicationFormValues } from './positionForm';
import { readBase64, useApply, useMyProfile, type JobPosition } from './positionsApi';

const useStyles = makeStyles({
  hidden: { display: 'none' },
  files: { display: 'grid', gap: tokens.spacingVerticalXS },
  file: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, overflowWrap: 'anywhere' },
});

interface Props {
  position: Pick<JobPosition, 'id' | 'title'>;
  /** true: apply now (self); false: refer a friend. */
  self: boolean;
  onClose: () => void;
}

export function ApplicationDialog({ position, self, onClose }: Props) {
  const { t } = useTranslation('positions');
  const s = useStyles();
  const notify = useNotify();
  const { userId } = useAuth();
  const me = useMyProfile(userId, self);
  const applying = useApply(position.id);
  const input = useRef<HTMLInputElement>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [badFile, setBadFile] = useState(false);
  const { control, handleSubmit, formState, reset } = useForm<ApplicationFormValues, unknown, JobApplicationBody>({
    resolver: zodResolver(applicationFormSchema(self)),
    mode: 'onTouched',
    defaultValues: applicationFormFrom(undefined, self),
  });
  // The profile arrives after the dialog opens: fill the form once, unless the user already typed.
  const filled = useRef(false);
  useEffect(() => {
    if (self && me.data && !filled.current && !formState.isDirty) {
      filled.current = true;
      reset(applicationFormFrom(me.data, true));
    }
  }, [self, me.data, formState.isDirty, reset]);

  const message = (field: keyof ApplicationFormValues, max?: number) => {
    const err = formState.errors[field];
    if (!err) return undefined;
    if (field === 'information_presented') return t('validation.required');
    if (field === 'email' && err.type !== 'too_small' && err.type !== 'too_big') return t('validation.email');
    if (field === 'motivation_description' && err.type === 'custom') return t('validation.url');
    return t(`validation.${issueKey(err)}`, { max });
  };

  const pick = (list: FileList | null) => {
    const picked = Array.from(list ?? []);
    if (input.current) input.current.value = '';
    if (!picked.length) return;
    if (picked.some((f) => !isAcceptedCv(f, L.attachment_bytes))) {
      setBadFile(true);
      return;
    }
    setBadFile(false);
    setFiles((now) => [...now, ...picked]);
  };

  const save = async (body: JobApplicationBody) => {
    try {
      const attachments = await Promise.all(files.map(async (f) => ({ name: f.name, data: await readBase64(f) })));
      const r = await applying.mutateAsync({ ...body, attachments });
      notify.success(t(r.message));
      onClose();
    } catch (err) {
      notify.error(err);
    }
  };

  const tooMany = files.length > L.max_attachments;
  return (
    <FormDialog title={self ? t('applyTitle', { title: position.title }) : t('referTitle', { title: position.title })} busy={applying.isPending}
      saveLabel={t('submit')} saveDisabled={tooMany || (formState.isSubmitted && !formState.isValid)} onSubmit={handleSubmit(save)} onClose={onClose}>
      {self && me.data && <MessageBar intent="info"><MessageBarBody>{t('applicant.prefilled')}</MessageBarBody></MessageBar>}
      <Field label={t('applicant.name')} required validationMessage={message('name', L.application_text)}>
        <FormInput control={control} name="name" maxLength={L.application_text + 1} autoComplete={self ? 'given-name' : 'off'} autoFocus />
      </Field>
      <Field label={t('applicant.surname')} required validationMessage={message('surname', L.application_text)}>
        <FormInput control={control} name="surname" maxLength={L.application_text + 1} autoComplete={self ? 'family-name' : 'off'} />
      </Field>
      <Field label={t('applicant.email')} required validationMessage={message('email', L.application_text)}>
        <FormInput control={control} name="email" type="email" maxLength={L.application_text + 1} autoComplete={self ? 'email' : 'off'} />
      </Field>
      <Field label={t('applicant.phone')} required validationMessage={message('phone_number', L.application_text)}>
        <FormInput control={control} name="phone_number" type="tel" maxLength={L.application_text + 1} autoComplete={self ? 'tel' : 'off'} />
      </Field>
      <Field label={t('applicant.linkedin')} validationMessage={message('motivation_description', L.application_text)}>
        <FormInput control={control} name="motivation_description" type="url" maxLength={L.application_text + 1} placeholder="https://www.linkedin.com/in/" />
      </Field>
      <Field label={t('applicant.cv')} hint={t('applicant.cvHint')}
        validationMessage={badFile ? t('applicant.badFile') : tooMany ? t('applicant.tooManyFiles') : undefined}>
        <div className={s.files}>
          <input ref={input} className={s.hidden} type="file" accept={CV_ACCEPT} aria-hidden tabIndex={-1} data-testid="cv-file"
            onChange={(e) => pick(e.target.files)} />
          {files.map((f, i) => (
            <div key={`${f.name}-${i}`} className={s.file}>
              <Text>{f.name}</Text>
              <Button appearance="subtle" size="small" icon={<Dismiss20Regular />} aria-label={t('applicant.removeFile', { name: f.name })}
                onClick={() => setFiles((now) => now.filter((_, j) => j !== i))} />
            </div>
          ))}
          <div>
            <Button icon={<Attach20Regular />} onClick={() => input.current?.click()}>{t('applicant.chooseFile')}</Button>
          </div>
        </div>
      </Field>
      {!self && (
        <Controller control={control} name="information_presented" render={({ field }) => (
          <Field required validationMessage={message('information_presented')}>
            <Checkbox label={t('applicant.informationPresented')} checked={field.value} onChange={(_e, d) => { field.onChange(!!d.checked); field.onBlur(); }} />
          </Field>
        )} />
      )}
    </FormDialog>
  );
}
