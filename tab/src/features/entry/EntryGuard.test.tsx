/**
 * The entry-page guard (app/auth.tsx RequireAuth; spec 3 §5 Entry page): a signed-in user is sent to
 * /entry-page as soon as their info says `entry_page_required` — re-read on window focus and on
 * navigation at most once a minute, without a new sign-in; the Teams SSO sign-in goes through the same
 * guard; a Teams deep link (subEntityId) opens its page once the guard lets the user through.
 * fetch and the Teams host (teams-js) are the boundaries here.
 */
import '../auth/testEnv';
import { focusManager, useQueryClient } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import '../../i18n';
import { RequireAuth } from '../../app/auth';
import { setBearerToken } from '../../lib/api';
import { session } from '../../lib/session';
import { fakeApi, renderWithProviders } from '../../test/providers';
import { LoginPage } from '../auth/LoginPage';
import { resetTeamsDeepLink } from '../auth/teamsDeepLink';

const mockTeams = { subPageId: '' as string | undefined };
jest.mock('@microsoft/teams-js', () => ({
  app: { initialize: async () => undefined, getContext: async () => ({ page: { id: 'home', subPageId: mockTeams.subPageId } }) },
  authentication: { getAuthToken: async () => 'entra-token' },
}));

const realSelf = Object.getOwnPropertyDescriptor(window, 'self');
/** Makes the tab believe it runs in an iframe (Teams); the default is a plain browser. */
function inTeams(on: boolean) {
  if (on) Object.defineProperty(window, 'self', { get: () => ({}), configurable: true });
  else if (realSelf) Object.defineProperty(window, 'self', realSelf);
}

function Where() {
  const loc = useLocation();
  const navigate = useNavigate();
  const qc = useQueryClient();
  return (
    <div>
      <p data-testid="where">{loc.pathname + loc.search}</p>
      <button onClick={() => navigate('/calendar')}>Go to calendar</button>
      <button onClick={() => void qc.invalidateQueries({ queryKey: ['user-info'] }).then(() => navigate('/', { replace: true }))}>Done</button>
    </div>
  );
}

function renderAt(url: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="*" element={<RequireAuth><Where /></RequireAuth>} />
    </Routes>,
    { at: url },
  );
}

let server: { required: boolean; firstSignIn: boolean };
let now: number;
const infoReads = (calls: { path: string }[]) => calls.filter((c) => c.path === '/api/v1/users/7/info').length;
const where = () => screen.getByTestId('where').textContent;

beforeEach(() => {
  localStorage.clear();
  setBearerToken(null);
  resetTeamsDeepLink();
  inTeams(false);
  mockTeams.subPageId = undefined;
  server = { required: false, firstSignIn: false };
  now = Date.parse('2026-11-27T08:00:00Z');
  jest.spyOn(Date, 'now').mockImplementation(() => now);
});
afterEach(() => {
  jest.restoreAllMocks();
  inTeams(false);
});

const api = () =>
  fakeApi((c) => {
    if (c.path === '/api/v1/users/7/permissions') return ['policy_documents_read'];
    if (c.path === '/api/v1/users/7/info') return { id: 7, name: 'Jonas', surname: 'P', email: 'jonas@demo.lt', is_first_sign_in: server.firstSignIn, entry_page_required: server.required };
    if (c.path === '/api/v1/auth/teams/token') return { user_id: 7, is_first_sign_in: server.firstSignIn, access_token: 'portal-token', expires_in: 3600 };
    if (c.path === '/api/v1/auth/providers') return { providers: [] };
    return undefined;
  });

it('sends a signed-in user to /entry-page when the window gets focus a minute after an entry-page document was updated', async () => {
  session.signIn(7);
  const calls = api();
  renderAt('/policy-documents');
  await waitFor(() => expect(where()).toBe('/policy-documents'));
  expect(infoReads(calls)).toBe(1);

  server.required = true; // HR updated an entry-page document
  act(() => { focusManager.setFocused(false); focusManager.setFocused(true); });
  now += 30_000;
  act(() => { focusManager.setFocused(false); focusManager.setFocused(true); });
  await new Promise((r) => setTimeout(r, 50));
  expect(infoReads(calls)).toBe(1); // not more than once a minute
  expect(where()).toBe('/policy-documents');

  now += 31_000;
  act(() => { focusManager.setFocused(false); focusManager.setFocused(true); });
  await waitFor(() => expect(where()).toBe('/entry-page'));
  expect(infoReads(calls)).toBe(2);
});

it('sends a signed-in user to /entry-page on the next navigation a minute later, and lets them go after the entry page', async () => {
  session.signIn(7);
  const calls = api();
  renderAt('/');
  await waitFor(() => expect(where()).toBe('/'));
  server.required = true;
  now += 61_000;
  fireEvent.click(screen.getByRole('button', { name: 'Go to calendar' }));
  await waitFor(() => expect(where()).toBe('/entry-page'));
  expect(infoReads(calls)).toBe(2);

  server.required = false; // signed and saved (POST users/end-entry-page)
  fireEvent.click(screen.getByRole('button', { name: 'Done' }));
  await waitFor(() => expect(where()).toBe('/'));
});

it('Teams SSO goes through the same guard: the entry page opens even when the token reply says it is not the first sign-in', async () => {
  inTeams(true);
  server.required = true;
  const calls = api();
  renderAt('/');
  await waitFor(() => expect(where()).toBe('/entry-page'), { timeout: 3000 });
  expect(calls.some((c) => c.path === '/api/v1/auth/teams/token' && c.method === 'POST')).toBe(true);
  expect(session.userId()).toBe(7);
});

it('Teams SSO of a user with nothing to sign lands where they were going', async () => {
  inTeams(true);
  api();
  renderAt('/policy-documents?document=3');
  await waitFor(() => expect(where()).toBe('/policy-documents?document=3'), { timeout: 3000 });
});

it('opens the Teams deep link (subEntityId) after the entry page, once', async () => {
  inTeams(true);
  session.signIn(7);
  mockTeams.subPageId = '/policy-documents?document=5';
  server.required = true;
  api();
  renderAt('/');
  await waitFor(() => expect(where()).toBe('/entry-page'));
  await new Promise((r) => setTimeout(r, 50));
  expect(where()).toBe('/entry-page'); // the guard first

  server.required = false;
  fireEvent.click(screen.getByRole('button', { name: 'Done' }));
  await waitFor(() => expect(where()).toBe('/policy-documents?document=5'));
  fireEvent.click(screen.getByRole('button', { name: 'Go to calendar' }));
  await waitFor(() => expect(where()).toBe('/calendar'));
  await new Promise((r) => setTimeout(r, 50));
  expect(where()).toBe('/calendar');
});

it('follows only paths of the tab from the Teams context', async () => {
  const { tabPath } = await import('../auth/teamsDeepLink');
  expect(tabPath('/policy-documents?document=5')).toBe('/policy-documents?document=5');
  expect(tabPath('//evil.example/x')).toBeNull();
  expect(tabPath('https://evil.example')).toBeNull();
  expect(tabPath('42')).toBeNull();
  expect(tabPath(undefined)).toBeNull();
});
