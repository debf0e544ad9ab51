/**
 * New or edit policy document (spec 3 §2 admin, §3, §5): title, description, expiration date
 * (DateField, optional), the source — an external link or one file (picked here, sent as base64; on
 * edit the stored file stays unless another is picked) —, notes of this update, and "send an e-mail to
 * everyone". Saving an edit records an "updated" entry and everyone signs again (said in a note).
 * react-hook-form + zodResolver over policyDocumentForm.ts (the contract's limits).
 */
import { Button, Checkbox, Field, makeStyles, MessageBar, MessageBarBody, Radio, RadioGroup, Text, tokens } from '@fluentui/react-components';
import { POLICY_LIMITS as L } from '@contracts/policy-documents';
import { zodResolver } from '@hookform/resolvers/zod';
import { Attach20Regular } from '@fluentui/react-icons';
import { useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../components/DateTimeField';
import { FormInput, FormTextarea } from '../../components/FormControls';
import { FormDialog } from '../../components/FormDialog';
import { useNotify } from '../../components/notify';
import { issueKey } from '../../lib/zodForm';
import { ACCEPT, isAcceptedFile, policyFormFrom, policyFormSchema, toBody, type PolicyFormValues } from './policyDocumentForm';
import { readBase64, useSaveDocument, type PolicyDocument } from './policyDocumentsApi';

const useStyles = makeStyles({
  file: { display: 'none' },
  picked: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  name: { overflowWrap: 'anywhere' },
});

export function PolicyDocumentFormDialog({ document, onClose }: { document?: PolicyDocument; onClose: () => void }) {
  const { t } = useTranslation('policyDocuments');
  const s = useStyles();
  const notify = useNotify();
  const saving = useSaveDocument();
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [fileProblem, setFileProblem] = useState<'bad' | 'missing' | null>(null);
  const { control, handleSubmit, formState, watch } = useForm<PolicyFormValues>({
    resolver: zodResolver(policyFormSchema),
    mode: 'onTouched',
    defaultValues: policyFormFrom(document),
  });
  const source = watch('source');
  const message = (field: keyof PolicyFormValues, max?: number) => {
    const err = formState.errors[field];
    if (err?.message === 'required') return t('validation.required');
    const key = issueKey(err);
    return key ? t(`validation.${key}`, { max }) : undefined;
  };

  const pick = (list: FileList | null) => {
    const f = list?.[0];
    if (!f) return;
    if (!isAcceptedFile(f)) {
      setFileProblem('bad');
      return;
    }
    setFileProblem(null);
    setFile(f);
  };

  const save = async (v: PolicyFormValues) => {
    try {
      const picked = v.source === 'file' && file ? { name: file.name, data: await readBase64(file) } : null;
      const body = toBody(v, picked, Boolean(document?.attachment));
      if (!body) {
        setFileProblem('missing');
        return;
      }
      await saving.mutateAsync({ id: document?.id, body });
      notify.success(t(document ? 'policy_document_updated_successfully' : 'policy_document_created_successfully'));
      onClose();
    } catch (err) {
      notify.error(err);
    }
  };

  const shownFile = file?.name ?? (source === 'file' ? document?.attachment?.original_name : undefined);
  return (
    <FormDialog title={document ? t('editTitle') : t('newTitle')} busy={saving.isPending}
      saveDisabled={formState.isSubmitted && !formState.isValid} onSubmit={handleSubmit(save)} onClose={onClose}>
      <Field label={t('fields.title')} required validationMessage={message('title', L.title)}>
        <FormInput control={control} name="title" maxLength={L.title + 1} autoFocus />
      </Field>
      <Field label={t('fields.description')} validationMessage={message('description', L.description)}>
        <FormTextarea control={control} name="description" maxLength={L.description + 1} resize="vertical" />
      </Field>
      <Controller control={control} name="expiration_date" render={({ field }) => (
        <DateField label={t('fields.expiration')} value={field.value} onChange={(v) => { field.onChange(v); field.onBlur(); }} />
      )} />
      <Controller control={control} name="source" render={({ field }) => (
        <Field label={t('fields.source')}>
          <RadioGroup layout="horizontal" value={field.value} onChange={(_e, d) => field.onChange(d.value)}>
            <Radio value="link" label={t('fields.sourceLink')} />
            <Radio value="file" label={t('fields.sourceFile')} />
          </RadioGroup>
        </Field>
      )} />
      {source === 'link' ? (
        <Field label={t('fields.link')} required validationMessage={message('link', L.link)}>
          <FormInput control={control} name="link" type="url" maxLength={L.link + 1} placeholder="https://" />
        </Field>
      ) : (
        <Field label={t('fields.file')} required hint={t('fileHint')}
          validationMessage={fileProblem === 'bad' ? t('badFile') : fileProblem === 'missing' ? t('fileMissing') : undefined}>
          <div className={s.picked}>
            <input ref={fileInput} className={s.file} type="file" accept={ACCEPT} aria-label={t('fields.file')} data-testid="policy-file"
              onChange={(e) => pick(e.target.files)} />
            <Button icon={<Attach20Regular />} onClick={() => fileInput.current?.click()}>{shownFile ? t('replaceFile') : t('chooseFile')}</Button>
            {shownFile && <Text className={s.name}>{shownFile}</Text>}
          </div>
        </Field>
      )}
      <Field label={t('fields.notes')} hint={document ? t('notesHintEdit') : t('notesHintNew')} validationMessage={message('notes', L.notes)}>
        <FormTextarea control={control} name="notes" maxLength={L.notes + 1} resize="vertical" />
      </Field>
      <Controller control={control} name="should_send_email" render={({ field }) => (
        <Checkbox label={t('fields.sendEmail')} checked={field.value} onChange={(_e, d) => field.onChange(!!d.checked)} />
      )} />
      {document && (
        <MessageBar intent="info" layout="multiline"><MessageBarBody>{t('resignNote')}</MessageBarBody></MessageBar>
      )}
    </FormDialog>
  );
}
