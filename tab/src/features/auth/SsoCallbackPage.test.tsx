/**
 * /auth/{sso}/callback (spec 1 §2): completes sign-in with code and state, then goes to /entry-page
 * or /; on an error goes to /login carrying the error code. fetch is the browser boundary here.
 */
import './testEnv';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import '../../i18n';
import { session } from '../../lib/session';
import { SsoCallbackPage } from './SsoCallbackPage';

function Where() {
  const loc = useLocation();
  return <div data-testid="where">{`${loc.pathname} ${JSON.stringify(loc.state ?? null)}`}</div>;
}

function renderAt(url: string) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/auth/:sso/callback" element={<SsoCallbackPage />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

const reply = (status: number, body: unknown) =>
  Promise.resolve({ status, ok: status < 300, text: async () => JSON.stringify(body), json: async () => body });

beforeAll(() => {
  if (!globalThis.crypto?.randomUUID) Object.defineProperty(globalThis, 'crypto', { value: { randomUUID: () => 'test-uuid' } });
});
beforeEach(() => localStorage.clear());

describe('SsoCallbackPage', () => {
  it('calls the callback once with code and state, stores the session and goes to /entry-page on first sign in', async () => {
    const fetchMock = jest.fn(() => reply(200, { user_id: 7, is_first_sign_in: true }));
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    renderAt('/auth/microsoft/callback?code=abc&state=xyz');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/entry-page null'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect((fetchMock.mock.calls[0] as unknown as [string])[0]).toBe('/api/v1/auth/microsoft/callback?code=abc&state=xyz');
    expect(session.isAuthorized()).toBe(true);
    expect(session.userId()).toBe(7);
  });

  it('goes to / when it is not the first sign in', async () => {
    globalThis.fetch = jest.fn(() => reply(200, { user_id: 3, is_first_sign_in: false })) as unknown as typeof fetch;
    renderAt('/auth/microsoft/callback?code=abc&state=xyz');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/ null'));
  });

  it('goes to /login with the error code on failure', async () => {
    globalThis.fetch = jest.fn(() => reply(400, { message: 'sso_state_mismatch', error_code: 'sso_state_mismatch' })) as unknown as typeof fetch;
    renderAt('/auth/microsoft/callback?code=abc&state=wrong');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/login {"error":"sso_state_mismatch"}'));
    expect(session.isAuthorized()).toBe(false);
  });
});
