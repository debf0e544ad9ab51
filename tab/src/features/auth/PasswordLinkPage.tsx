/**
 * /users/password/{id} (spec 1 §2, §5, §9): sets a password through an e-mailed reset or
 * activation link. The link is looked up first (a failed lookup goes to /login with the reason);
 * an expired link (active 0) shows an alert with a way back to /login. The button stays disabled
 * until the confirmation equals the password and has at least 8 characters; the policy is shown
 * as a hint and the server's `bad_password` is shown under the field. After success a message
 * appears and the user goes to /login two seconds later.
 */
import {
  Body1, Button, Card, Field, Input, Link, makeStyles, MessageBar, MessageBarBody, MessageBarTitle, Spinner, Subtitle1, Title2, tokens,
} from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { errorCode } from '../../components/notify';
import { PreferenceSwitches } from '../../components/PreferenceSwitches';
import { api } from '../../lib/api';
import { useSetLinkPassword } from './authApi';
import { canSubmitLinkPassword, CONFIRM_MIN_LENGTH } from '../profile/passwordRules';

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
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const setting = useSetLinkPassword();
  const busy = setting.isPending;
  const [error, setError] = useState<string | null>(null);
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

  const submit = async () => {
    if (!canSubmitLinkPassword(password, confirmation)) return;
    setError(null);
    try {
      await setting.mutateAsync({ password, guid: id });
      setDone(true);
    } catch (err) {
      setError(errorCode(err));
    }
  };

  const activate = link.data?.purpose === 'activate';
  const mismatch = confirmation.length > 0 && confirmation !== password;
  const tooShort = confirmation.length > 0 && !mismatch && confirmation.length < CONFIRM_MIN_LENGTH;

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
      <form className={s.form} onSubmit={(e) => { e.preventDefault(); void submit(); }}>
        <Body1>{t(activate ? 'activateIntro' : 'resetIntro', { email: link.data?.email ?? '' })}</Body1>
        {/* A hidden username helps password managers store the new password for the right account. */}
        <input type="email" name="username" autoComplete="username" value={link.data?.email ?? ''} readOnly hidden />
        <Field
          label={t('newPassword')}
          required
          hint={t('policy')}
          validationMessage={error === 'bad_password' ? t('policyError') : undefined}
        >
          <Input type="password" name="new-password" autoComplete="new-password" value={password} onChange={(_e, d) => { setPassword(d.value); setError(null); }} autoFocus />
        </Field>
        <Field
          label={t('confirmPassword')}
          required
          validationMessage={mismatch ? t('errors:passwords_do_not_match') : tooShort ? t('confirmTooShort', { min: CONFIRM_MIN_LENGTH }) : undefined}
        >
          <Input type="password" name="confirm-password" autoComplete="new-password" value={confirmation} onChange={(_e, d) => setConfirmation(d.value)} />
        </Field>
        {error && error !== 'bad_password' && (
          <MessageBar intent="error" role="alert">
            <MessageBarBody>{t(`errors:${error}`, { defaultValue: t('errors:unknown') })}</MessageBarBody>
          </MessageBar>
        )}
        <Button appearance="primary" type="submit" disabled={busy || !canSubmitLinkPassword(password, confirmation)} icon={busy ? <Spinner size="tiny" /> : undefined}>
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
