/**
 * "Leave settings" of one person (issue 18 item 1, users_write_sensitive_info, not oneself): the
 * extended annual leave flag and, per counting type, HR's annual entitlement override (empty: the
 * company default), an opening balance in days (fractions allowed: payroll balances) and its date. Read from and written to
 * GET/PUT /api/v2/users/{id}/leave-balance/profile (`leaveProfileBody`). Entitlement 0–365 days;
 * opening balance within ±365 (empty = 0); a non-zero opening balance needs its date.
 */
import { Checkbox, Field, makeStyles, MessageBar, MessageBarBody, Spinner, Subtitle2, tokens } from '@fluentui/react-components';
import { LEAVE_LIMITS, type LeaveProfileBody } from '@contracts/leave-balances';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { DateField } from '../../components/DateTimeField';
import { FormInput } from '../../components/FormControls';
import { FormDialog } from '../../components/FormDialog';
import { useNotify } from '../../components/notify';
import { typedDays } from './AdjustBalanceDialog';
import { type LeaveBalance, useLeaveProfile, useSaveLeaveProfile } from './leaveBalancesApi';

const useStyles = makeStyles({
  group: { display: 'grid', gap: tokens.spacingVerticalS, border: 'none', margin: 0, padding: 0 },
  legend: { padding: 0, marginBottom: tokens.spacingVerticalXS },
});

const inRange = (d: number, min: number) => Number.isFinite(d) && d >= min && d <= LEAVE_LIMITS.maxDays;
const entitlement = z.string().transform((v) => (v.trim() === '' ? null : typedDays(v))).refine((d) => d === null || inRange(d, 0), 'days');
const opening = z.string().transform((v) => (v.trim() === '' ? 0 : typedDays(v))).refine((d) => inRange(d, -LEAVE_LIMITS.maxDays), 'days');
const row = z.object({ event_type_id: z.number().int(), entitlement_days: entitlement, opening_days: opening, opening_date: z.string() })
  .refine((r) => r.opening_days === 0 || r.opening_date !== '', { path: ['opening_date'], message: 'date' })
  .transform((r) => ({ ...r, opening_date: r.opening_date || null }));
const profileForm = z.object({ extended_leave: z.boolean(), entitlements: z.array(row) });
type FormIn = z.input<typeof profileForm>;

const show = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));

/** The form's start: the stored profile, one row per counting type the person has a balance of. */
export const toForm = (profile: LeaveProfileBody, balances: LeaveBalance[]): FormIn => ({
  extended_leave: profile.extended_leave,
  entitlements: balances.map((b) => {
    const stored = profile.entitlements.find((e) => e.event_type_id === b.event_type_id);
    return {
      event_type_id: b.event_type_id,
      entitlement_days: show(stored?.entitlement_days),
      opening_days: stored?.opening_days ? String(stored.opening_days) : '',
      opening_date: stored?.opening_date ?? '',
    };
  }),
});

interface Props { userId: number; name: string; balances: LeaveBalance[]; onClose: () => void }

export function LeaveProfileDialog({ userId, name, balances, onClose }: Props) {
  const s = useStyles();
  const { t } = useTranslation('leaveBalances');
  const notify = useNotify();
  const q = useLeaveProfile(userId);
  const saving = useSaveLeaveProfile();
  const start = useMemo(() => (q.data ? toForm(q.data, balances) : undefined), [q.data, balances]);
  const { control, handleSubmit, formState } = useForm<FormIn, unknown, LeaveProfileBody>({
    resolver: zodResolver(profileForm),
    mode: 'onTouched',
    values: start,
  });
  const bad = t('profileDialog.badDays');
  const save = async (body: LeaveProfileBody) => {
    try {
      await saving.mutateAsync({ userId, body });
      notify.success(t('profileDialog.saved', { name }));
      onClose();
    } catch (err) {
      notify.error(err);
    }
  };
  let body;
  if (q.isError) body = <MessageBar intent="error" role="alert"><MessageBarBody>{t('profileDialog.failed')}</MessageBarBody></MessageBar>;
  else if (!start) body = <Spinner label={t('common:loading')} />;
  else {
    body = (
      <>
        <Controller control={control} name="extended_leave" render={({ field }) => (
          <Checkbox label={t('profileDialog.extended')} checked={!!field.value} onChange={(_e, d) => field.onChange(d.checked === true)} />
        )} />
        {balances.map((b, i) => {
          const err = formState.errors.entitlements?.[i];
          const legend = `leave-type-${userId}-${b.event_type_id}`;
          return (
            <fieldset key={b.event_type_id} className={s.group} aria-labelledby={legend}>
              <legend className={s.legend} id={legend}><Subtitle2>{b.event_type_name}</Subtitle2></legend>
              <Field label={t('profileDialog.entitlement')} hint={t('profileDialog.entitlementHint')} validationMessage={err?.entitlement_days ? bad : undefined}>
                <FormInput control={control} name={`entitlements.${i}.entitlement_days`} inputMode="decimal" />
              </Field>
              <Field label={t('profileDialog.opening')} hint={t('profileDialog.openingHint')} validationMessage={err?.opening_days ? t('profileDialog.badOpening') : undefined}>
                <FormInput control={control} name={`entitlements.${i}.opening_days`} inputMode="decimal" />
              </Field>
              <Controller control={control} name={`entitlements.${i}.opening_date`} render={({ field }) => (
                <DateField label={t('profileDialog.openingDate')} value={field.value ?? ''}
                  validationMessage={err?.opening_date ? t('profileDialog.dateRequired') : undefined}
                  onChange={(v) => { field.onChange(v); field.onBlur(); }} />
              )} />
            </fieldset>
          );
        })}
      </>
    );
  }
  return (
    <FormDialog title={t('profileDialog.title', { name })} busy={saving.isPending} saveHidden={!start}
      cancelLabel={start ? undefined : t('common:close')} onSubmit={handleSubmit(save)} onClose={onClose}>
      {body}
    </FormDialog>
  );
}
