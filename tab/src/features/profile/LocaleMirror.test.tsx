/**
 * The server's copy of the reader's language (LocaleMirror, rendered by the shell): e-mails and
 * Teams messages go out in the language the tab shows. fetch is the boundary.
 */
import '../auth/testEnv';
import { act, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import i18n, { setLocale } from '../../i18n';
import { RequireAuth } from '../../app/auth';
import { LocaleMirror } from './LocaleMirror';
import { setBearerToken } from '../../lib/api';
import { session } from '../../lib/session';
import { fakeApi, renderWithProviders } from '../../test/providers';

let serverLocale: 'en' | 'lt';
const settingPosts = (calls: { path: string; method: string; body?: unknown }[]) =>
  calls.filter((c) => c.path === '/api/v1/users/settings' && c.method === 'POST').map((c) => c.body as { id: string; value: string });

function start() {
  session.signIn(7);
  const calls = fakeApi((c) => {
    if (c.path === '/api/v1/users/7/permissions') return ['library_read'];
    if (c.path === '/api/v1/users/7/info') return { id: 7, name: 'Jonas', surname: 'P', email: 'jonas@demo.lt', entry_page_required: false, locale: serverLocale };
    if (c.path === '/api/v1/users/settings' && c.method === 'POST') {
      serverLocale = (c.body as { value: 'en' | 'lt' }).value;
      return { checked: true, value: serverLocale, time: '2026-11-27T10:00:00.000Z' };
    }
    return undefined;
  });
  renderWithProviders(
    <Routes>
      <Route path="*" element={<RequireAuth><LocaleMirror /><p>inside</p></RequireAuth>} />
    </Routes>,
    { at: '/' },
  );
  return calls;
}

beforeEach(() => {
  localStorage.clear();
  setBearerToken(null);
});
afterEach(() => act(() => setLocale('en')));

it('tells the server the language the tab shows when they differ, and again after a switch', async () => {
  serverLocale = 'en';
  act(() => setLocale('lt'));
  const calls = start();
  await screen.findByText('inside');
  await waitFor(() => expect(settingPosts(calls)).toEqual([expect.objectContaining({ id: 'locale', value: 'lt' })]));
  await waitFor(() => expect(calls.filter((c) => c.path === '/api/v1/users/7/info').length).toBe(2));

  act(() => setLocale('en'));
  await waitFor(() => expect(settingPosts(calls).map((b) => b.value)).toEqual(['lt', 'en']));
  expect(serverLocale).toBe('en');
  expect(i18n.language).toBe('en');
});

it('writes nothing when the server already has the language the tab shows', async () => {
  serverLocale = 'en';
  const calls = start();
  await screen.findByText('inside');
  await new Promise((r) => setTimeout(r, 50));
  expect(settingPosts(calls)).toEqual([]);
});
