/**
 * Notifications of a checklist task (spec 3 §2 notifications modal, §3, §5): days before the task's deadline
 * (sent as seconds) and "every day until done"; list with edit and delete (confirmed), an inline add/edit form.
 */
import {
  Button, Checkbox, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, makeStyles, MessageBar, MessageBarBody, Subtitle2, tokens,
} from '@fluentui/react-components';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CrudList } from '../../components/CrudList';
import { FormInput } from '../../components/FormControls';
import { loadErrorCode, useNotify } from '../../components/notify';
import { useReturnFocus } from '../../components/useReturnFocus';
import { issueKey } from '../../lib/zodForm';
import { notificationFormSchema, secondsToDays, type NotificationFormValues } from './checklistForm';
import { useDeleteNotification, useSaveNotification, useTaskNotifications, type ChecklistKind, type ChecklistNotification, type ChecklistTask } from './onboardingApi';

const useStyles = makeStyles({
  surface: { maxWidth: 'min(640px, 96vw)', width: '100%' },
  content: { display: 'grid', gap: tokens.spacingVerticalM },
  form: { display: 'grid', gap: tokens.spacingVerticalS, padding: tokens.spacingHorizontalM, borderRadius: tokens.borderRadiusMedium, backgroundColor: tokens.colorNeutralBackground2 },
  formActions: { display: 'flex', gap: tokens.spacingHorizontalS, justifyContent: 'flex-end' },
});

type Body = { seconds_prior_to_completion: number; daily: boolean };

export function TaskNotificationsDialog({ kind, task, writable, onClose }: { kind: ChecklistKind; task: ChecklistTask; writable: boolean; onClose: () => void }) {
  const { t } = useTranslation('onboarding');
  const s = useStyles();
  const notify = useNotify();
  useReturnFocus();
  const list = useTaskNotifications(kind, task.id);
  const saving = useSaveNotification(kind, task.id);
  const deleting = useDeleteNotification(kind, task.id);
  const [editing, setEditing] = useState<ChecklistNotification | null>(null);
  const { control, handleSubmit, formState, reset } = useForm<NotificationFormValues, unknown, Body>({
    resolver: zodResolver(notificationFormSchema), mode: 'onTouched', defaultValues: { days: '', daily: false },
  });
  const edit = (n: ChecklistNotification | null) => {
    setEditing(n);
    reset({ days: n ? String(secondsToDays(n.seconds_prior_to_completion)) : '', daily: n?.daily ?? false });
  };
  const daysError = formState.errors.days;
  const daysMessage = daysError ? t(daysError.message === 'integer' || daysError.message === 'nonNegative' ? `validation.${daysError.message}` : `validation.${issueKey(daysError)}`) : undefined;
  const save = async (body: Body) => {
    try {
      await saving.mutateAsync({ id: editing?.id, body });
      notify.success(t(editing ? 'notificationUpdated' : 'notificationAdded'));
      edit(null);
    } catch (err) {
      notify.error(err);
    }
  };
  const describe = (n: ChecklistNotification) => t('daysBefore', { count: secondsToDays(n.seconds_prior_to_completion) });

  return (
    <Dialog open onOpenChange={(_e, d) => !d.open && onClose()}>
      <DialogSurface className={s.surface}>
        <DialogBody>
          <DialogTitle>{t('notificationsOf', { name: task.name })}</DialogTitle>
          <DialogContent className={s.content}>
            {list.isError && (
              <MessageBar intent="error"><MessageBarBody>{t(`errors:${loadErrorCode(list.error, `failed_to_get_${kind}_task_notifications_data`)}`)}</MessageBarBody></MessageBar>
            )}
            {!list.isError && <CrudList<ChecklistNotification>
              ariaLabel={t('notificationsOf', { name: task.name })}
              minWidth="0"
              size="small"
              writable={writable}
              items={list.data}
              loading={list.isFetching}
              rowLabel={describe}
              emptyText={t('noNotifications')}
              columns={[
                { key: 'days', header: t('daysPrior'), render: (n) => String(secondsToDays(n.seconds_prior_to_completion)) },
                { key: 'daily', header: t('daily'), render: (n) => (n.daily ? t('common:yes') : t('common:no')) },
              ]}
              onEdit={edit}
              remove={{
                title: t('deleteNotificationTitle'), text: (n) => t('deleteNotificationText', { when: describe(n) }), mutation: deleting, success: t('notificationDeleted'),
                onDeleted: (n) => { if (editing?.id === n.id) edit(null); },
              }}
            />}
            {writable && (
              <form noValidate className={s.form} onSubmit={(e) => void handleSubmit(save)(e)}>
                <Subtitle2 as="h3" style={{ margin: 0 }}>{t(editing ? 'editNotification' : 'addNotification')}</Subtitle2>
                <Field label={t('daysPrior')} required validationMessage={daysMessage}>
                  <FormInput control={control} name="days" type="number" min={0} step={1} inputMode="numeric" />
                </Field>
                <Controller control={control} name="daily" render={({ field }) => (
                  <Checkbox label={t('dailyUntilDone')} checked={field.value} onChange={(_e, d) => field.onChange(!!d.checked)} />
                )} />
                <div className={s.formActions}>
                  {editing && <Button onClick={() => edit(null)}>{t('cancelEdit')}</Button>}
                  <Button appearance="primary" type="submit" disabled={saving.isPending}>{t(editing ? 'common:save' : 'common:add')}</Button>
                </div>
              </form>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('common:close')}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
