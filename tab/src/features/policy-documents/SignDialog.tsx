/**
 * Sign a policy document (spec 3 §4, §5, §9): the user types the phrase "I agree" exactly and presses
 * Sign; anything else is refused with a message before the call (the server checks it again: 400
 * wrong_sign_phrase). Success toast document_signed_successfully. Used by /policy-documents and /entry-page.
 */
import { Field, Input, Text } from '@fluentui/react-components';
import { SIGN_PHRASE } from '@contracts/policy-documents';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../components/FormDialog';
import { useNotify } from '../../components/notify';
import { useSignDocument, type PolicyDocument } from './policyDocumentsApi';

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
  const [phrase, setPhrase] = useState('');
  const [tried, setTried] = useState(false);
  const wrong = tried && phrase !== SIGN_PHRASE;

  const sign = async () => {
    setTried(true);
    if (phrase !== SIGN_PHRASE) return;
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
    <FormDialog title={t('signTitle', { title: document.title })} busy={signing.isPending} saveLabel={t('sign')} onSubmit={sign} onClose={onClose}>
      <Text>{t('signText', { phrase: SIGN_PHRASE })}</Text>
      <Field label={t('phraseLabel', { phrase: SIGN_PHRASE })} required validationMessage={wrong ? t('phraseWrong', { phrase: SIGN_PHRASE }) : undefined}>
        <Input value={phrase} onChange={(_e, d) => setPhrase(d.value)} autoFocus autoComplete="off" maxLength={50} />
      </Field>
    </FormDialog>
  );
}
