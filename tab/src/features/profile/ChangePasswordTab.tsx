/**
 * Profile → Change password (spec 1 §4 Password flow, §5 Change password, §8): old password, new
 * password and its confirmation. A react-hook-form form checked here first with
 * `zodResolver(changePasswordFormSchema)` (validateChangePassword, then the contract), then POST
 * /users/password; the server's `bad_password` / `new_password_is_the_same_as_old_password` are
 * shown under the field they concern, other errors as a toast. On success the server has signed
 * every session out: the local session is cleared and the user goes to /login.
 */
import { Button, Field, makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { FormInput } from '../../components/FormControls';
import { errorCode, useNotify } from '../../components/notify';
import { ApiError } from '../../lib/api';
import { session } from '../../lib/session';
import { useChangePassword } from './profileApi';
import { changePasswordFormSchema, type ChangePasswordField, type ChangePasswordProblem, type ChangePasswordValues } from './passwordRules';
import { Section } from './ProfileParts';

const useStyles = makeStyles({
  form: { display: 'grid', gap: tokens.spacingVerticalM, maxWidth: '420px' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
});

/** A field's problem: found here, or the server's bad_password. */
type Problem = ChangePasswordProblem | 'bad_password';

const EMPTY: ChangePasswordValues = { oldPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordTab({ email }: { email: string }) {
  const s = useStyles();
  const { t } = useTranslation('profile');
  const notify = useNotify();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const { control, handleSubmit, reset, setError, formState: { errors } } = useForm<ChangePasswordValues, unknown, z.output<typeof changePasswordFormSchema>>({
    resolver: zodResolver(changePasswordFormSchema),
    mode: 'onTouched',
    defaultValues: EMPTY,
  });
  const changing = useChangePassword();
  const busy = changing.isPending;

  const message = (f: ChangePasswordField, p: Problem) =>
    p === 'required' ? t('password.required')
      : p === 'policy' ? t('password.policyError')
        : p === 'bad_password' && f === 'oldPassword' ? t('password.oldWrong')
          : t(`errors:${p}`);

  const submit = async (body: z.output<typeof changePasswordFormSchema>) => {
    try {
      await changing.mutateAsync(body);
      notify.success(t('password.changed'));
      session.clear();
      qc.clear();
      navigate('/login', { replace: true });
    } catch (err) {
      const code = errorCode(err);
      const field = err instanceof ApiError ? err.body.field : undefined;
      if (code === 'bad_password') setError(field === 'newPassword' ? 'newPassword' : 'oldPassword', { type: 'server', message: 'bad_password' }, { shouldFocus: true });
      else if (code === 'new_password_is_the_same_as_old_password') setError('newPassword', { type: 'server', message: code }, { shouldFocus: true });
      else notify.error(err);
    }
  };

  const field = (f: ChangePasswordField, autoComplete: string, hint?: string) => {
    const p = errors[f]?.message as Problem | undefined;
    return (
      <Field label={t(`password.${f}`)} required hint={hint} validationMessage={p ? message(f, p) : undefined}>
        <FormInput control={control} name={f} type="password" autoComplete={autoComplete} />
      </Field>
    );
  };

  return (
    <Section title={t('password.title')}>
      <form className={s.form} onSubmit={(e) => void handleSubmit(submit)(e)} noValidate>
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        {field('oldPassword', 'current-password')}
        {field('newPassword', 'new-password', t('password.policy'))}
        {field('confirmPassword', 'new-password')}
        <div className={s.actions}>
          <Button appearance="primary" type="submit" disabled={busy} icon={busy ? <Spinner size="tiny" /> : undefined}>{t('save')}</Button>
          <Button disabled={busy} onClick={() => reset(EMPTY)}>{t('common:cancel')}</Button>
        </div>
      </form>
    </Section>
  );
}
