/**
 * Join a conference or training (spec 3 §2 join modal, §7 join): "send me a calendar file", then the
 * request is sent for approval. The choice is a react-hook-form value (`zodResolver(joinFormSchema)`).
 */
import { Checkbox, Text } from '@fluentui/react-components';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormDialog } from '../../components/FormDialog';
import { useNotify } from '../../components/notify';
import { useJoinConference, type Conference } from './conferencesApi';

/** The join body's choice: whether the calendar file is e-mailed. */
export const joinFormSchema = z.object({ sendCalendarFile: z.boolean() });
type JoinForm = z.infer<typeof joinFormSchema>;

export function JoinDialog({ item, onClose }: { item: Conference; onClose: () => void }) {
  const { t } = useTranslation('conferences');
  const notify = useNotify();
  const joining = useJoinConference(item.kind);
  const { control, handleSubmit } = useForm<JoinForm>({ resolver: zodResolver(joinFormSchema), defaultValues: { sendCalendarFile: false } });
  const submit = async ({ sendCalendarFile }: JoinForm) => {
    try {
      await joining.mutateAsync({ id: item.id, sendCalendarFile });
      notify.success(t('request_successfully_sent'));
      onClose();
    } catch (err) {
      notify.error(err);
    }
  };
  return (
    <FormDialog title={t('joinTitle', { name: item.title })} busy={joining.isPending} saveLabel={t('join')} onSubmit={handleSubmit(submit)} onClose={onClose}>
      <Text>{t('joinText')}</Text>
      <Controller control={control} name="sendCalendarFile" render={({ field }) => (
        <Checkbox label={t('sendCalendarFile')} checked={field.value} onChange={(_e, d) => field.onChange(!!d.checked)} />
      )} />
    </FormDialog>
  );
}
