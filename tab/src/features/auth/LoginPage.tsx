/**
 * /login (spec 1 §2): e-mail and password, single sign-on button (only when configured),
 * forgot-password and activate-account dialogs. After success: /entry-page on first sign in,
 * otherwise back where the user was going, or /. A single sign-on failure arrives as
 * `location.state.error` and is shown here. The sign-in form is react-hook-form with
 * `zodResolver(loginBody)` (the contract); Sign in waits for both fields.
 */
import { Button, Card, Field, makeStyles, MessageBar, MessageBarBody, Spinner, Subtitle1, Title2, tokens } from '@fluentui/react-components';
import { zodResolver } from '@hookform/resolvers/zod';
import { loginBody } from '@contracts/auth';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { FormInput } from '../../components/FormControls';
import { useNotify } from '../../components/notify';
import { PreferenceSwitches } from '../../components/PreferenceSwitches';
import { api, ApiError } from '../../lib/api';
import { session } from '../../lib/session';
import { useSignIn } from './authApi';
import { EmailLinkDialog } from './EmailLinkDialog';
import { trySignInWithTeams } from './teamsSso';

const useStyles = makeStyles({
  page: { minHeight: '100vh', display: 'grid', placeItems: 'center', padding: tokens.spacingHorizontalL, boxSizing: 'border-box' },
  card: { width: 'min(420px, 100%)', padding: tokens.spacingHorizontalXXL, display: 'grid', gap: tokens.spacingVerticalM },
  links: { display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap' },
  top: { display: 'flex', justifyContent: 'flex-end' },
});

export function LoginPage() {
  const s = useStyles();
  const { t } = useTranslation(['auth', 'sso']);
  const notify = useNotify();
  const navigate = useNavigate();
  const location = useLocation();
  const state = (location.state ?? {}) as { from?: string; error?: string };
  const { control, handleSubmit } = useForm<z.input<typeof loginBody>, unknown, z.output<typeof loginBody>>({
    resolver: zodResolver(loginBody),
    defaultValues: { email: '', password: '' },
  });
  const [email, password] = useWatch({ control, name: ['email', 'password'] });
  const signIn = useSignIn();
  // Stays busy after success until the page is left.
  const busy = signIn.isPending || signIn.isSuccess;
  const [alreadySignedIn] = useState(() => session.isAuthorized());
  // Inside Teams: silent SSO with the host's token; a user without a portal account gets a clear message.
  // Teams sign-in status: 'trying' | 'idle' | 'no_account' | an error code.
  const [teams, setTeams] = useState<string>(session.isAuthorized() ? 'idle' : 'trying');
  useEffect(() => {
    if (teams !== 'trying') return;
    let live = true;
    trySignInWithTeams()
      .then((r) => {
        if (!live) return;
        if (!r) return setTeams('idle');
        navigate(r.is_first_sign_in ? '/entry-page' : state.from && state.from !== '/login' ? state.from : '/', { replace: true });
      })
      .catch((err: unknown) => {
        if (!live) return;
        const code = err instanceof ApiError ? err.code : null;
        setTeams(code === 'sso_user_not_found' ? 'no_account' : code && code !== 'sso_not_configured' ? code : 'idle');
      });
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const sso = useQuery({
    queryKey: ['sso-providers'],
    queryFn: () => api<{ providers: { id: string; name: string }[] }>('/api/v1/auth/providers', { noRetry: true }).catch(() => ({ providers: [] })),
  });

  // Opened while already signed in: go home (checked once, so a fresh sign-in can navigate itself).
  if (alreadySignedIn) return <Navigate to="/" replace />;

  const submit = async (body: z.output<typeof loginBody>) => {
    try {
      const r = await signIn.mutateAsync(body);
      session.signIn(r.user_id);
      navigate(r.is_first_sign_in ? '/entry-page' : state.from && state.from !== '/login' ? state.from : '/', { replace: true });
    } catch (err) {
      notify.error(err);
    }
  };

  const startSso = async (id: string) => {
    try {
      const r = await api<{ url: string }>(`/api/v1/auth/${id}/login`, { noRetry: true });
      window.location.assign(r.url);
    } catch (err) {
      notify.error(err);
    }
  };

  return (
    <div className={s.page}>
      <Card className={s.card}>
        <div className={s.top}><PreferenceSwitches /></div>
        <Title2 as="h1">{t('common:appName')}</Title2>
        <Subtitle1 as="p" style={{ margin: 0 }}>{t('signInTitle')}</Subtitle1>
        {state.error && (
          <MessageBar intent="error">
            <MessageBarBody>{t(`errors:${state.error}`)}</MessageBarBody>
          </MessageBar>
        )}
        {teams === 'trying' && <Spinner size="small" label={t('sso:teamsSigningIn')} />}
        {teams !== 'trying' && teams !== 'idle' && (
          <MessageBar intent="warning">
            <MessageBarBody>{teams === 'no_account' ? t('sso:teamsNoAccount') : t(`errors:${teams}`)}</MessageBarBody>
          </MessageBar>
        )}
        <form onSubmit={(e) => void handleSubmit(submit)(e)} style={{ display: 'grid', gap: 12 }}>
          <Field label={t('email')} required>
            <FormInput control={control} name="email" type="email" autoComplete="username" autoFocus />
          </Field>
          <Field label={t('password')} required>
            <FormInput control={control} name="password" type="password" autoComplete="current-password" />
          </Field>
          <Button appearance="primary" type="submit" disabled={busy || !email || !password} icon={busy ? <Spinner size="tiny" /> : undefined}>
            {t('signIn')}
          </Button>
        </form>
        {sso.data?.providers.map((p) => (
          <Button key={p.id} onClick={() => void startSso(p.id)}>{t('signInWith', { name: p.name })}</Button>
        ))}
        <div className={s.links}>
          <EmailLinkDialog kind="reset" triggerLabel={t('forgotPassword')} />
          <EmailLinkDialog kind="activate" triggerLabel={t('activateAccount')} />
        </div>
      </Card>
    </div>
  );
}
