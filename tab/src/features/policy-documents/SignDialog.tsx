/**
 * Sign a policy document (spec 3 §4, §5, §9): the user types the phrase "I agree" exactly and presses
 * Sign; anything else is refused with a message before the call (the server checks it again: 400
 * wrong_sign_phrase). Success toast document_signed_successfully. Used by /policy-documents and /entry-page.
 * The form is react-hook-form with `zodResolver(signFormSchema)`: the contract's `signBody` that also
 * holds the exact phrase.
 */
import { Field, Text } from '@fluentui/react-components';
import { zodResolver } from '@hookform/resolvers/zod';
import { SIGN_PHRASE, signBody } from '@contracts/policy-documents';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormInput } from '../../components/FormControls';
import { FormDialog } from '../../components/FormDialog';
import { useNotify } from '../../components/notify';
import { useSignDocument, type PolicyDocument } from './policyDocumentsApi';

/** The contract's `signBody` whose phrase must be exactly {@link SIGN_PHRASE} (as typed, no trimming). */
export const signFormSchema = signBody.refine((v) => v.phrase === SIGN_PHRASE, { path: ['phrase'], message: 'wrong' });
type SignForm = z.infer<typeof signFormSchema>;

interface Props {
  document: Pick<PolicyDocument, 'id' | 'title'>;
  onClose: () => void;
  /** Called after a successful signature (before closing). */
  onSigned?: () => void;
}

export function SignDialog({ document, onClose, onSigned }: Props) {
  const { t } = useTranslation('policyDocuments');
  const notify = useNotify();
  const signing = useSignDocument();
  const { control, handleSubmit, formState: { errors } } = useForm<SignForm>({ resolver: zodResolver(signFormSchema), defaultValues: { phrase: '' } });
  const wrong = !!errors.phrase;

  const sign = async ({ phrase }: SignForm) => {
    try {
      await signing.mutateAsync({ id: document.id, phrase });
      notify.success(t('document_signed_successfully'));
      onSigned?.();
      onClose();
    } catch (err) {
      notify.error(err);
    }
  };

  return (
    <FormDialog title={t('signTitle', { title: document.title })} busy={signing.isPending} saveLabel={t('sign')} onSubmit={handleSubmit(sign)} onClose={onClose}>
      <Text>{t('signText', { phrase: SIGN_PHRASE })}</Text>
      <Field label={t('phraseLabel', { phrase: SIGN_PHRASE })} required validationMessage={wrong ? t('phraseWrong', { phrase: SIGN_PHRASE }) : undefined}>
        <FormInput control={control} name="phrase" autoFocus autoComplete="off" maxLength={50} />
      </Field>
    </FormDialog>
  );
}
