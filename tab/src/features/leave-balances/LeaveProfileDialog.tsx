/**
 * "Leave settings" of one person (issue 18 item 1, users_write_sensitive_info): extended annual
 * leave, an annual entitlement per counting type overriding the company's (empty: the default), an
 * opening balance in days and its date; PUT /api/v2/users/{id}/leave-balance/profile
 * ({@link LeaveProfileBody}). Days are halves between 0 and 365; an opening balance needs its date.
 */
import { Checkbox, Field } from '@fluentui/react-components';
import { LEAVE_LIMITS } from '@contracts/leave-balances';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { DateField } from '../../components/DateTimeField';
import { FormInput } from '../../components/FormControls';
import { FormDialog } from '../../components/FormDialog';
import { useNotify } from '../../components/notify';
import { typedDays } from './AdjustBalanceDialog';
import { type LeaveBalance, type LeaveProfileBody, useSaveLeaveProfile } from './leaveBalancesApi';

/** Empty → null; otherwise days in halves within 0..365. */
const optionalDays = z.string().transform((v) => (v.trim() === '' ? null : typedDays(v)))
  .refine((d) => d === null || (Number.isInteger(d * 2) && d >= 0 && d <= LEAVE_LIMITS.maxDays), 'days');

const profileForm = z.object({
  extended_leave: z.boolean(),
  entitlements: z.array(z.object({ event_type_id: z.number().int(), entitlement_days: optionalDays })),
  opening_balance_days: optionalDays,
  opening_balance_date: z.string(),
}).refine((v) => v.opening_balance_days === null || v.opening_balance_date !== '', { path: ['opening_balance_date'], message: 'date' });

type FormIn = z.input<typeof profileForm>;
type FormOut = z.output<typeof profileForm>;

export function LeaveProfileDialog({ userId, name, balances, onClose }: { userId: number; name: string; balances: LeaveBalance[]; onClose: () => void }) {
  const { t } = useTranslation('leaveBalances');
  const notify = useNotify();
  const saving = useSaveLeaveProfile();
  const { control, handleSubmit, formState } = useForm<FormIn, unknown, FormOut>({
    resolver: zodResolver(profileForm),
    mode: 'onTouched',
    defaultValues: {
      extended_leave: false,
      entitlements: balances.map((b) => ({ event_type_id: b.event_type_id, entitlement_days: '' })),
      opening_balance_days: '',
      opening_balance_date: '',
    },
  });
  const bad = t('profileDialog.badDays');
  const save = async (v: FormOut) => {
    const body: LeaveProfileBody = { ...v, opening_balance_date: v.opening_balance_days === null ? null : v.opening_balance_date };
    try {
      await saving.mutateAsync({ userId, body });
      notify.success(t('profileDialog.saved', { name }));
      onClose();
    } catch (err) {
      notify.error(err);
    }
  };
  return (
    <FormDialog title={t('profileDialog.title', { name })} busy={saving.isPending} onSubmit={handleSubmit(save)} onClose={onClose}>
      <Controller control={control} name="extended_leave" render={({ field }) => (
        <Checkbox label={t('profileDialog.extended')} checked={field.value} onChange={(_e, d) => field.onChange(d.checked === true)} />
      )} />
      {balances.map((b, i) => (
        <Field key={b.event_type_id} label={t('profileDialog.entitlement', { type: b.event_type_name })} hint={t('profileDialog.entitlementHint')}
          validationMessage={formState.errors.entitlements?.[i]?.entitlement_days ? bad : undefined}>
          <FormInput control={control} name={`entitlements.${i}.entitlement_days`} inputMode="decimal" />
        </Field>
      ))}
      <Field label={t('profileDialog.opening')} hint={t('profileDialog.openingHint')} validationMessage={formState.errors.opening_balance_days ? bad : undefined}>
        <FormInput control={control} name="opening_balance_days" inputMode="decimal" />
      </Field>
      <Controller control={control} name="opening_balance_date" render={({ field }) => (
        <DateField label={t('profileDialog.openingDate')} value={field.value}
          validationMessage={formState.errors.opening_balance_date ? t('profileDialog.dateRequired') : undefined}
          onChange={(v) => { field.onChange(v); field.onBlur(); }} />
      )} />
    </FormDialog>
  );
}
