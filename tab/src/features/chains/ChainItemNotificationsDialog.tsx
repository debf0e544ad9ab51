/**
 * Notification schedules of a chain item (spec 2 §3 Chain item notification, §5): frequency type
 * week_day (value 1 = Monday … 7 = Sunday), month_day (1–31) or daily (no value); time HH:mm UTC.
 * The inline form is react-hook-form with `zodResolver(notificationFormSchema)` over the contract's
 * `notificationBody`.
 */
import { Field, Select } from '@fluentui/react-components';
import { zodResolver } from '@hookform/resolvers/zod';
import { CHAIN_LIMITS, FREQUENCY_TYPES } from '@contracts/chains';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { TimeField } from '../../components/DateTimeField';
import { FormInput, FormSelect } from '../../components/FormControls';
import { useNotify } from '../../components/notify';
import { api } from '../../lib/api';
import { useCompanyZone, utcTimeIn } from '../../lib/dates';
import { notificationFormSchema, timeHHmm, type NotificationDraft } from './chainLogic';
import { chainKeys, useDeleteChainNotification, useSaveChainNotification, type ChainItem, type ChainNotification } from './chainsApi';
import { ChildListDialog } from './ChildListDialog';

type Frequency = (typeof FREQUENCY_TYPES)[number];

/** Field errors of a notification draft (translation keys) by the contract ({@link notificationFormSchema}). */
export function notificationErrors(type: Frequency | '', value: string, time: string): { type?: string; value?: string; time?: string } {
  const e: { type?: string; value?: string; time?: string } = {};
  const names = { frequency_type: 'type', frequency_value: 'value', notification_time: 'time' } as const;
  for (const issue of notificationFormSchema(1).safeParse({ frequency_type: type, frequency_value: value, notification_time: time }).error?.issues ?? []) {
    e[names[issue.path[0] as keyof typeof names]] ??= issue.message;
  }
  return e;
}

const emptyDraft: NotificationDraft = { frequency_type: '', frequency_value: '', notification_time: '' };

export function ChainItemNotificationsDialog({ item, writable, onClose }: { item: ChainItem; writable: boolean; onClose: () => void }) {
  const { t } = useTranslation('chains');
  const notify = useNotify();
  const zone = useCompanyZone();
  const key = chainKeys.notifications(item.id);
  const list = useQuery({ queryKey: key, queryFn: () => api<ChainNotification[]>(`/api/v1/chains/items/${item.id}/notifications`) });
  const [editing, setEditing] = useState<ChainNotification | null>(null);
  const schema = useMemo(() => notificationFormSchema(item.id), [item.id]);
  const form = useForm<NotificationDraft, unknown, z.output<typeof schema>>({ resolver: zodResolver(schema), defaultValues: emptyDraft });
  const { control, formState: { errors, isSubmitted } } = form;
  const type = useWatch({ control, name: 'frequency_type' });
  const saving = useSaveChainNotification(item.id);
  const deleting = useDeleteChainNotification(item.id);
  const busy = saving.isPending;
  const invalid = Object.keys(errors).length > 0;
  const range = type === 'week_day' ? CHAIN_LIMITS.weekDay : CHAIN_LIMITS.monthDay;
  const msg = (e?: { message?: string }) => (e?.message ? t(`validation.${e.message}`, { min: range.min, max: range.max }) : undefined);

  const reset = (n: ChainNotification | null) => {
    setEditing(n);
    form.reset({
      frequency_type: n?.frequency_type ?? '',
      frequency_value: n?.frequency_value != null ? String(n.frequency_value) : '',
      notification_time: timeHHmm(n?.notification_time),
    });
  };

  const describe = (n: ChainNotification) => {
    if (n.frequency_type === 'week_day') return t(`weekDays.${n.frequency_value}`);
    if (n.frequency_type === 'month_day') return t('monthDayValue', { n: n.frequency_value });
    return '';
  };

  const save = async (body: z.output<typeof schema>) => {
    try {
      await saving.mutateAsync({ id: editing?.id, body });
      notify.success(t(editing ? 'notificationUpdated' : 'notificationAdded'));
      reset(null);
    } catch (err) {
      notify.error(err);
    }
  };

  return (
    <ChildListDialog<ChainNotification>
      title={t('notificationsOf', { name: item.name })}
      list={{
        writable,
        items: list.data,
        loading: list.isFetching,
        rowLabel: (x) => `${t(`frequency.${x.frequency_type}`)} ${describe(x)} ${timeHHmm(x.notification_time)}`,
        emptyText: t('noNotifications'),
        columns: [
          { key: 'type', header: t('frequencyType'), render: (x) => t(`frequency.${x.frequency_type}`) },
          { key: 'value', header: t('frequencyValue'), render: describe },
          { key: 'time', header: t('notificationTime'), render: (x) => timeHHmm(x.notification_time) },
        ],
        onEdit: reset,
        remove: {
          title: t('deleteNotificationTitle'),
          text: () => t('deleteNotificationText'),
          mutation: deleting,
          success: t('notificationDeleted'),
          onDeleted: (x) => {
            if (editing?.id === x.id) reset(null);
          },
        },
      }}
      formTitle={t(editing ? 'editNotification' : 'addNotification')}
      editing={!!editing}
      busy={busy}
      saveDisabled={isSubmitted && invalid}
      onSubmit={form.handleSubmit(save)}
      onCancelEdit={() => reset(null)}
      onClose={onClose}
    >
      <Field label={t('frequencyType')} required validationMessage={msg(errors.frequency_type)}>
        <Controller control={control} name="frequency_type" render={({ field }) => (
          <Select value={field.value} onBlur={field.onBlur}
            onChange={(_e, d) => { field.onChange(d.value as Frequency | ''); form.setValue('frequency_value', ''); }}>
            <option value="">{t('choose')}</option>
            {FREQUENCY_TYPES.map((f) => <option key={f} value={f}>{t(`frequency.${f}`)}</option>)}
          </Select>
        )} />
      </Field>
      {type === 'week_day' && (
        <Field label={t('frequencyValue')} required validationMessage={msg(errors.frequency_value)}>
          <FormSelect control={control} name="frequency_value">
            <option value="">{t('choose')}</option>
            {[1, 2, 3, 4, 5, 6, 7].map((n) => <option key={n} value={n}>{t(`weekDays.${n}`)}</option>)}
          </FormSelect>
        </Field>
      )}
      {type === 'month_day' && (
        <Field label={t('frequencyValue')} required validationMessage={msg(errors.frequency_value)} hint={t('monthDayHint')}>
          <FormInput control={control} name="frequency_value" type="number" min={1} max={31} />
        </Field>
      )}
      <Controller control={control} name="notification_time" render={({ field }) => (
        <TimeField
          label={t('notificationTimeUtc')} required validationMessage={msg(errors.notification_time)} value={field.value} onChange={field.onChange}
          hint={utcTimeIn(field.value, zone) ? t('companyTimeHint', { time: utcTimeIn(field.value, zone), zone }) : undefined}
        />
      )} />
    </ChildListDialog>
  );
}
