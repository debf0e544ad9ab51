/** Join a conference or training (spec 3 §2 join modal, §7 join): "send me a calendar file", then the request is sent for approval. */
import { Checkbox, Text } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../components/FormDialog';
import { useNotify } from '../../components/notify';
import { useJoinConference, type Conference } from './conferencesApi';

export function JoinDialog({ item, onClose }: { item: Conference; onClose: () => void }) {
  const { t } = useTranslation('conferences');
  const notify = useNotify();
  const joining = useJoinConference(item.kind);
  const [sendCalendarFile, setSendCalendarFile] = useState(false);
  const submit = async () => {
    try {
      await joining.mutateAsync({ id: item.id, sendCalendarFile });
      notify.success(t('request_successfully_sent'));
      onClose();
    } catch (err) {
      notify.error(err);
    }
  };
  return (
    <FormDialog title={t('joinTitle', { name: item.title })} busy={joining.isPending} saveLabel={t('join')} onSubmit={submit} onClose={onClose}>
      <Text>{t('joinText')}</Text>
      <Checkbox label={t('sendCalendarFile')} checked={sendCalendarFile} onChange={(_e, d) => setSendCalendarFile(!!d.checked)} />
    </FormDialog>
  );
}
