/**
 * Notification schedules of a chain item (spec 2 §3 Chain item notification, §5): frequency type
 * week_day (value 1 = Monday … 7 = Sunday), month_day (1–31) or daily (no value); time HH:mm UTC.
 */
import { Field, Input, Select } from '@fluentui/react-components';
import { CHAIN_LIMITS, FREQUENCY_TYPES } from '@contracts/chains';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TimeField } from '../../components/DateTimeField';
import { useNotify } from '../../components/notify';
import { api } from '../../lib/api';
import { timeHHmm } from './chainLogic';
import { chainKeys, useDeleteChainNotification, useSaveChainNotification, type ChainItem, type ChainNotification } from './chainsApi';
import { ChildListDialog } from './ChildListDialog';

type Frequency = (typeof FREQUENCY_TYPES)[number];

/** Field errors of a notification draft (translation keys). */
export function notificationErrors(type: Frequency | '', value: string, time: string): { type?: string; value?: string; time?: string } {
  const e: { type?: string; value?: string; time?: string } = {};
  if (!type) e.type = 'required';
  const range = type === 'week_day' ? CHAIN_LIMITS.weekDay : type === 'month_day' ? CHAIN_LIMITS.monthDay : null;
  if (range) {
    const n = Number(value);
    if (value === '') e.value = 'required';
    else if (!Number.isInteger(n) || n < range.min || n > range.max) e.value = 'range';
  }
  if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(time)) e.time = 'required';
  return e;
}

export function ChainItemNotificationsDialog({ item, writable, onClose }: { item: ChainItem; writable: boolean; onClose: () => void }) {
  const { t } = useTranslation('chains');
  const notify = useNotify();
  const key = chainKeys.notifications(item.id);
  const list = useQuery({ queryKey: key, queryFn: () => api<ChainNotification[]>(`/api/v1/chains/items/${item.id}/notifications`) });
  const [editing, setEditing] = useState<ChainNotification | null>(null);
  const [type, setType] = useState<Frequency | ''>('');
  const [value, setValue] = useState('');
  const [time, setTime] = useState('');
  const [touched, setTouched] = useState(false);
  const saving = useSaveChainNotification(item.id);
  const deleting = useDeleteChainNotification(item.id);
  const busy = saving.isPending;
  const errors = notificationErrors(type, value, time);
  const invalid = Object.keys(errors).length > 0;
  const range = type === 'week_day' ? CHAIN_LIMITS.weekDay : CHAIN_LIMITS.monthDay;
  const msg = (e?: string) => (touched && e ? t(`validation.${e}`, { min: range.min, max: range.max }) : undefined);

  const reset = (n: ChainNotification | null) => {
    setEditing(n);
    setType(n?.frequency_type ?? '');
    setValue(n?.frequency_value != null ? String(n.frequency_value) : '');
    setTime(timeHHmm(n?.notification_time));
    setTouched(false);
  };

  const describe = (n: ChainNotification) => {
    if (n.frequency_type === 'week_day') return t(`weekDays.${n.frequency_value}`);
    if (n.frequency_type === 'month_day') return t('monthDayValue', { n: n.frequency_value });
    return '';
  };

  const save = async () => {
    setTouched(true);
    if (invalid) return;
    try {
      const body = { frequency_type: type, frequency_value: type === 'daily' ? null : Number(value), notification_time: time, chain_item_id: item.id };
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
      saveDisabled={touched && invalid}
      onSubmit={save}
      onCancelEdit={() => reset(null)}
      onClose={onClose}
    >
      <Field label={t('frequencyType')} required validationMessage={msg(errors.type)}>
        <Select value={type} onChange={(_e, d) => { setType(d.value as Frequency | ''); setValue(''); }}>
          <option value="">{t('choose')}</option>
          {FREQUENCY_TYPES.map((f) => <option key={f} value={f}>{t(`frequency.${f}`)}</option>)}
        </Select>
      </Field>
      {type === 'week_day' && (
        <Field label={t('frequencyValue')} required validationMessage={msg(errors.value)}>
          <Select value={value} onChange={(_e, d) => setValue(d.value)}>
            <option value="">{t('choose')}</option>
            {[1, 2, 3, 4, 5, 6, 7].map((n) => <option key={n} value={n}>{t(`weekDays.${n}`)}</option>)}
          </Select>
        </Field>
      )}
      {type === 'month_day' && (
        <Field label={t('frequencyValue')} required validationMessage={msg(errors.value)} hint={t('monthDayHint')}>
          <Input type="number" min={1} max={31} value={value} onChange={(_e, d) => setValue(d.value)} />
        </Field>
      )}
      <TimeField label={t('notificationTimeUtc')} required validationMessage={msg(errors.time)} value={time} onChange={setTime} />
    </ChildListDialog>
  );
}
