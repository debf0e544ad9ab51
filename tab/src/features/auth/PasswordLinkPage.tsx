/**
 * /users/password/{id} (spec 1 §2, §5, §9): sets a password through an e-mailed reset or
 * activation link. The link is looked up first (a failed lookup goes to /login with the reason);
 * an expired link (active 0) shows an alert with a way back to /login. The button stays disabled
 * until the confirmation equals the password and has at least 8 characters; the policy is shown
 * as a hint and the server's `bad_password` is shown under the field. After success a message
 * appears and the user goes to /login two seconds later. The form is react-hook-form with
 * `zodResolver(linkPasswordFormSchema)` (the contract's linkPasswordBody), checked as the user types.
 */
import {
  Body1, Button, Card, Field, Link, makeStyles, MessageBar, MessageBarBody, MessageBarTitle, Spinner, Subtitle1, Title2, tokens,
} from '@fluentui/react-components';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { FormInput } from '../../components/FormControls';
import { errorCode } from '../../components/notify';
import { PreferenceSwitches } from '../../components/PreferenceSwitches';
import { api } from '../../lib/api';
import { useSetLinkPassword } from './authApi';
import { CONFIRM_MIN_LENGTH, linkPasswordFormSchema } from '../profile/passwordRules';

/** Spec 1 §9: redirect after the password is set. */
export const REDIRECT_AFTER_SET_MS = 2000;

const useStyles = makeStyles({
  page: { minHeight: '100vh', display: 'grid', placeItems: 'center', padding: tokens.spacingHorizontalL, boxSizing: 'border-box' },
  card: { width: 'min(460px, 100%)', padding: tokens.spacingHorizontalXXL, display: 'grid', gap: tokens.spacingVerticalM },
  top: { display: 'flex', justifyContent: 'flex-end' },
  form: { display: 'grid', gap: tokens.spacingVerticalM },
  title: { margin: 0 },
  back: { justifySelf: 'start' },
});

interface LinkStatus {
  active: 0 | 1;
  purpose: 'reset' | 'activate';
  email: string;
}

export function PasswordLinkPage() {
  const s = useStyles();
  const { t } = useTranslation('password');
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const { control, handleSubmit } = useForm<{ password: string; confirmation: string }, unknown, string>({
    resolver: zodResolver(linkPasswordFormSchema),
    defaultValues: { password: '', confirmation: '' },
  });
  const [password, confirmation] = useWatch({ control, name: ['password', 'confirmation'] });
  const setting = useSetLinkPassword();
  const busy = setting.isPending;
  // The refused save's code and the password it was for: shown until the password is changed.
  const [refused, setRefused] = useState<{ code: string; password: string } | null>(null);
  const [done, setDone] = useState(false);
  const link = useQuery({
    queryKey: ['password-link', id],
    queryFn: () => api<LinkStatus>(`/api/v1/users/attributes/password/${encodeURIComponent(id)}`, { noRetry: true }),
    retry: false,
    staleTime: Infinity,
  });

  useEffect(() => {
    document.title = `${t('title')} · ${t('common:appName')}`;
  }, [t]);

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate('/login', { replace: true }), REDIRECT_AFTER_SET_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  if (link.isError) return <Navigate to="/login" replace state={{ error: errorCode(link.error) }} />;

  const submit = async (newPassword: string) => {
    setRefused(null);
    try {
      await setting.mutateAsync({ password: newPassword, guid: id });
      setDone(true);
    } catch (err) {
      setRefused({ code: errorCode(err), password: newPassword });
    }
  };

  const activate = link.data?.purpose === 'activate';
  const error = refused && refused.password === password ? refused.code : null;
  // The form's schema as the user types: the confirmation's message once something is typed there; Save waits for a valid form.
  const issue = linkPasswordFormSchema.safeParse({ password, confirmation }).error?.issues[0]?.message;
  const mismatch = confirmation.length > 0 && issue === 'passwords_do_not_match';
  const tooShort = confirmation.length > 0 && issue === 'tooShort';

  let body;
  if (link.isPending) {
    body = <Spinner label={t('checking')} />;
  } else if (link.data?.active === 0) {
    body = (
      <MessageBar intent="warning" role="alert" layout="multiline">
        <MessageBarBody>
          <MessageBarTitle>{t('expiredTitle')}</MessageBarTitle>
          {t('expiredText')}{' '}
          <Link href="/login" onClick={(e) => { e.preventDefault(); navigate('/login'); }}>{t('toLogin')}</Link>
        </MessageBarBody>
      </MessageBar>
    );
  } else if (done) {
    body = (
      <MessageBar intent="success" role="status" layout="multiline">
        <MessageBarBody>
          <MessageBarTitle>{t(activate ? 'activated' : 'saved')}</MessageBarTitle>
          {t('redirecting')}
        </MessageBarBody>
      </MessageBar>
    );
  } else {
    body = (
      <form className={s.form} onSubmit={(e) => void handleSubmit(submit)(e)}>
        <Body1>{t(activate ? 'activateIntro' : 'resetIntro', { email: link.data?.email ?? '' })}</Body1>
        {/* A hidden username helps password managers store the new password for the right account. */}
        <input type="email" name="username" autoComplete="username" value={link.data?.email ?? ''} readOnly hidden />
        <Field
          label={t('newPassword')}
          required
          hint={t('policy')}
          validationMessage={error === 'bad_password' ? t('policyError') : undefined}
        >
          <FormInput control={control} name="password" type="password" autoComplete="new-password" autoFocus />
        </Field>
        <Field
          label={t('confirmPassword')}
          required
          validationMessage={mismatch ? t('errors:passwords_do_not_match') : tooShort ? t('confirmTooShort', { min: CONFIRM_MIN_LENGTH }) : undefined}
        >
          <FormInput control={control} name="confirmation" type="password" autoComplete="new-password" />
        </Field>
        {error && error !== 'bad_password' && (
          <MessageBar intent="error" role="alert">
            <MessageBarBody>{t(`errors:${error}`, { defaultValue: t('errors:unknown') })}</MessageBarBody>
          </MessageBar>
        )}
        <Button appearance="primary" type="submit" disabled={busy || issue !== undefined} icon={busy ? <Spinner size="tiny" /> : undefined}>
          {t('save')}
        </Button>
        <Link href="/login" className={s.back} onClick={(e) => { e.preventDefault(); navigate('/login'); }}>{t('toLogin')}</Link>
      </form>
    );
  }

  return (
    <div className={s.page}>
      <Card className={s.card}>
        <div className={s.top}><PreferenceSwitches /></div>
        <Title2 as="h1" className={s.title}>{t('common:appName')}</Title2>
        <Subtitle1 as="h2" className={s.title}>{t(activate ? 'activateTitle' : 'title')}</Subtitle1>
        {body}
      </Card>
    </div>
  );
}
