/**
 * "Adjust balance" (issue 18 item 1, users_write_sensitive_info): a signed change of a person's
 * balance of one counting type with a reason, POST /api/v2/users/{id}/leave-balance/adjustments.
 * react-hook-form over the contract's `leaveAdjustmentBody` (days: non-zero halves within ±365,
 * typed with a point or a comma; reason required, at most 255).
 */
import { Field, Select } from '@fluentui/react-components';
import { LEAVE_LIMITS, leaveAdjustmentBody } from '@contracts/leave-balances';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormInput, FormTextarea } from '../../components/FormControls';
import { FormDialog } from '../../components/FormDialog';
import { useNotify } from '../../components/notify';
import { issueKey } from '../../lib/zodForm';
import { type LeaveBalance, useAdjustLeaveBalance } from './leaveBalancesApi';

/** Typed days ("-1,5") to a number; empty → NaN (refused by the contract). */
export const typedDays = (v: string) => (v.trim() === '' ? Number.NaN : Number(v.trim().replace(',', '.')));

const adjustForm = z.object({
  event_type_id: z.string().min(1).transform(Number).pipe(leaveAdjustmentBody.shape.event_type_id),
  days: z.string().transform(typedDays).pipe(leaveAdjustmentBody.shape.days),
  reason: leaveAdjustmentBody.shape.reason,
});

export function AdjustBalanceDialog({ userId, name, balances, onClose }: { userId: number; name: string; balances: LeaveBalance[]; onClose: () => void }) {
  const { t } = useTranslation('leaveBalances');
  const notify = useNotify();
  const saving = useAdjustLeaveBalance();
  const { control, handleSubmit, formState } = useForm<z.input<typeof adjustForm>, unknown, z.output<typeof adjustForm>>({
    resolver: zodResolver(adjustForm),
    mode: 'onTouched',
    defaultValues: { event_type_id: balances.length === 1 ? String(balances[0].event_type_id) : '', days: '', reason: '' },
  });
  const msg = (field: 'event_type_id' | 'reason') => {
    const key = issueKey(formState.errors[field]);
    return key ? t(`validation.${key}`, { max: LEAVE_LIMITS.reason }) : undefined;
  };
  const save = async (body: z.output<typeof adjustForm>) => {
    try {
      await saving.mutateAsync({ userId, body });
      notify.success(t('adjust.saved', { name }));
      onClose();
    } catch (err) {
      notify.error(err);
    }
  };
  return (
    <FormDialog title={t('adjust.title', { name })} busy={saving.isPending} onSubmit={handleSubmit(save)} onClose={onClose}>
      <Controller control={control} name="event_type_id" render={({ field }) => (
        <Field label={t('adjust.type')} required validationMessage={msg('event_type_id')}>
          <Select value={field.value} onChange={(_e, d) => field.onChange(d.value)} onBlur={field.onBlur} ref={field.ref}>
            <option value="" disabled>—</option>
            {balances.map((b) => <option key={b.event_type_id} value={String(b.event_type_id)}>{b.event_type_name}</option>)}
          </Select>
        </Field>
      )} />
      <Field label={t('adjust.days')} required hint={t('adjust.daysHint')} validationMessage={formState.errors.days ? t('adjust.badDays') : undefined}>
        <FormInput control={control} name="days" inputMode="decimal" />
      </Field>
      <Field label={t('adjust.reason')} required validationMessage={msg('reason')}>
        <FormTextarea control={control} name="reason" maxLength={LEAVE_LIMITS.reason} />
      </Field>
    </FormDialog>
  );
}

