/**
 * /auth/{sso}/callback (spec 1 §2): the provider returns here with `code` and `state`; the page
 * completes sign-in at GET /api/v1/auth/{sso}/callback, stores the authorized flag and user id and
 * goes to /entry-page on first sign in, otherwise to /. On any error it goes to /login with
 * `state.error` = the error code, which the login page shows.
 */
import { Spinner } from '@fluentui/react-components';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { api, ApiError } from '../../lib/api';
import { session } from '../../lib/session';

interface CallbackReply {
  user_id: number;
  is_first_sign_in: boolean;
}

export function SsoCallbackPage() {
  const { t } = useTranslation('sso');
  const { sso = '' } = useParams();
  const { search } = useLocation();
  const navigate = useNavigate();
  // The state cookie is single use: never complete the same return twice (StrictMode double effects).
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const q = new URLSearchParams(search);
    const query = { code: q.get('code') ?? undefined, state: q.get('state') ?? undefined, error: q.get('error') ?? undefined };
    api<CallbackReply>(`/api/v1/auth/${encodeURIComponent(sso)}/callback`, { query, noRetry: true })
      .then((r) => {
        session.signIn(r.user_id);
        navigate(r.is_first_sign_in ? '/entry-page' : '/', { replace: true });
      })
      .catch((err: unknown) => {
        const code = err instanceof ApiError ? err.code : 'sso_access_token_failure';
        navigate('/login', { replace: true, state: { error: code } });
      });
  }, [sso, search, navigate]);

  return (
    <div style={{ display: 'grid', placeItems: 'center', minHeight: '60vh' }}>
      <Spinner label={t('completing')} />
    </div>
  );
}
