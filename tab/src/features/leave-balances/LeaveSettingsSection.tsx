/**
 * The settings page's "Leave" section (issue 18 item 1): default and extended annual entitlement,
 * how many years carried-over days are kept, and the allowed overdraft; GET/PUT
 * /api/v2/leave-settings over the contract's `leaveSettings`. Editable with settings_write,
 * read-only (fields disabled, no Save) with settings_read alone.
 */
import { Button, Field, makeStyles, MessageBar, MessageBarBody, Spinner, Subtitle1, tokens } from '@fluentui/react-components';
import { leaveSettings, type LeaveSettings } from '@contracts/leave-balances';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormInput } from '../../components/FormControls';
import { useNotify } from '../../components/notify';
import { typedDays } from './AdjustBalanceDialog';
import { useLeaveSettings, useSaveLeaveSettings } from './leaveBalancesApi';

const useStyles = makeStyles({
  form: { display: 'grid', gap: tokens.spacingVerticalM, maxWidth: '420px' },
  title: { margin: 0 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
});

const typed = z.string().transform(typedDays);
const settingsForm = z.object({
  default_entitlement_days: typed.pipe(leaveSettings.shape.default_entitlement_days),
  extended_entitlement_days: typed.pipe(leaveSettings.shape.extended_entitlement_days),
  carry_over_years: typed.pipe(leaveSettings.shape.carry_over_years),
  overdraft_days: typed.pipe(leaveSettings.shape.overdraft_days),
});
type FormIn = z.input<typeof settingsForm>;

const toForm = (v: LeaveSettings): FormIn => ({
  default_entitlement_days: String(v.default_entitlement_days),
  extended_entitlement_days: String(v.extended_entitlement_days),
  carry_over_years: String(v.carry_over_years),
  overdraft_days: String(v.overdraft_days),
});

function SettingsForm({ value, writable }: { value: LeaveSettings; writable: boolean }) {
  const s = useStyles();
  const { t } = useTranslation('leaveBalances');
  const notify = useNotify();
  const saving = useSaveLeaveSettings();
  const { control, handleSubmit, formState, reset } = useForm<FormIn, unknown, LeaveSettings>({
    resolver: zodResolver(settingsForm),
    mode: 'onTouched',
    values: toForm(value),
  });
  const save = async (body: LeaveSettings) => {
    try {
      const saved = await saving.mutateAsync(body);
      reset(toForm(saved ?? body));
      notify.success(t('settings.saved'));
    } catch (err) {
      notify.error(err);
    }
  };
  const field = (name: keyof FormIn, label: string, message: string, hint?: string) => (
    <Field label={label} hint={hint} required={writable} validationMessage={formState.errors[name] ? message : undefined}>
      <FormInput control={control} name={name} inputMode="decimal" disabled={!writable || saving.isPending} />
    </Field>
  );
  return (
    <form className={s.form} noValidate onSubmit={(e) => void handleSubmit(save)(e)}>
      {field('default_entitlement_days', t('settings.default'), t('settings.badDays'))}
      {field('extended_entitlement_days', t('settings.extended'), t('settings.badDays'))}
      {field('carry_over_years', t('settings.carryOver'), t('settings.badYears'))}
      {field('overdraft_days', t('settings.overdraft'), t('settings.badDays'), t('settings.overdraftHint'))}
      {writable && (
        <div className={s.actions}>
          <Button type="submit" appearance="primary" disabled={saving.isPending} icon={saving.isPending ? <Spinner size="tiny" /> : undefined}>
            {t('common:save')}
          </Button>
        </div>
      )}
    </form>
  );
}

export function LeaveSettingsSection({ writable }: { writable: boolean }) {
  const s = useStyles();
  const { t } = useTranslation('leaveBalances');
  const q = useLeaveSettings();
  return (
    <section className={s.form} aria-labelledby="leave-settings-title">
      <Subtitle1 as="h2" id="leave-settings-title" className={s.title}>{t('settings.title')}</Subtitle1>
      <p>{t('settings.intro')}</p>
      {!writable && <MessageBar intent="info"><MessageBarBody>{t('settings.readOnly')}</MessageBarBody></MessageBar>}
      {q.isError && <MessageBar intent="error" role="alert"><MessageBarBody>{t('settings.failed')}</MessageBarBody></MessageBar>}
      {q.isPending && <Spinner label={t('common:loading')} />}
      {q.data && <SettingsForm value={q.data} writable={writable} />}
    </section>
  );
}
