/**
 * Profile → Change password (spec 1 §4 Password flow, §5 Change password, §8): old password, new
 * password and its confirmation. Checked here first (validateChangePassword), then POST
 * /users/password; the server's `bad_password` / `new_password_is_the_same_as_old_password` are
 * shown under the field they concern, other errors as a toast. On success the server has signed
 * every session out: the local session is cleared and the user goes to /login.
 */
import { Button, Field, Input, makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { errorCode, useNotify } from '../../components/notify';
import { ApiError } from '../../lib/api';
import { session } from '../../lib/session';
import { useChangePassword } from './profileApi';
import { ChangePasswordField, ChangePasswordProblem, ChangePasswordValues, validateChangePassword } from './passwordRules';
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
  const [values, setValues] = useState(EMPTY);
  const [touched, setTouched] = useState<Partial<Record<ChangePasswordField, boolean>>>({});
  const [serverErrors, setServerErrors] = useState<Partial<Record<ChangePasswordField, Problem>>>({});
  const changing = useChangePassword();
  const busy = changing.isPending;
  const errors = validateChangePassword(values);

  const message = (f: ChangePasswordField, p: Problem) =>
    p === 'required' ? t('password.required')
      : p === 'policy' ? t('password.policyError')
        : p === 'bad_password' && f === 'oldPassword' ? t('password.oldWrong')
          : t(`errors:${p}`);
  const problem = (f: ChangePasswordField): Problem | undefined => serverErrors[f] ?? (touched[f] ? errors[f] : undefined);
  const set = (f: ChangePasswordField) => (_e: unknown, d: { value: string }) => {
    setValues((v) => ({ ...v, [f]: d.value }));
    setServerErrors({});
  };

  const submit = async () => {
    setTouched({ oldPassword: true, newPassword: true, confirmPassword: true });
    if (Object.keys(errors).length) return;
    try {
      await changing.mutateAsync({ oldPassword: values.oldPassword, newPassword: values.newPassword });
      notify.success(t('password.changed'));
      session.clear();
      qc.clear();
      navigate('/login', { replace: true });
    } catch (err) {
      const code = errorCode(err);
      const field = err instanceof ApiError ? err.body.field : undefined;
      if (code === 'bad_password') setServerErrors({ [field === 'newPassword' ? 'newPassword' : 'oldPassword']: 'bad_password' });
      else if (code === 'new_password_is_the_same_as_old_password') setServerErrors({ newPassword: code });
      else notify.error(err);
    }
  };

  const field = (f: ChangePasswordField, autoComplete: string, hint?: string) => {
    const p = problem(f);
    return (
      <Field label={t(`password.${f}`)} required hint={hint} validationMessage={p ? message(f, p) : undefined}>
        <Input
          type="password"
          name={f}
          autoComplete={autoComplete}
          value={values[f]}
          onChange={set(f)}
          onBlur={() => setTouched((x) => ({ ...x, [f]: true }))}
        />
      </Field>
    );
  };

  return (
    <Section title={t('password.title')}>
      <form className={s.form} onSubmit={(e) => { e.preventDefault(); void submit(); }} noValidate>
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        {field('oldPassword', 'current-password')}
        {field('newPassword', 'new-password', t('password.policy'))}
        {field('confirmPassword', 'new-password')}
        <div className={s.actions}>
          <Button appearance="primary" type="submit" disabled={busy} icon={busy ? <Spinner size="tiny" /> : undefined}>{t('save')}</Button>
          <Button disabled={busy} onClick={() => { setValues(EMPTY); setTouched({}); setServerErrors({}); }}>{t('common:cancel')}</Button>
        </div>
      </form>
    </Section>
  );
}
