/**
 * Refusals said plainly (issue 12 item 3), through the real router, shell, route table and query
 * client (the shell's chrome aside): a route the user's permissions do not open and a page whose data call answers 403 both
 * show "You don't have access to this page" with a way home; a refused call is made once, not twice;
 * /chains and /settings no longer send the user home without a word.
 */
import '../features/auth/testEnv';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation, useRoutes } from 'react-router-dom';
import '../i18n';
import { NotifyProvider } from '../components/notify';
import { fetchRoutes, reply } from '../test/fetchRoutes';
import { createQueryClient } from '../lib/queryClient';
import { session } from '../lib/session';
import { routes } from './routes';

// The shell's chrome (top bar, menu) reads Vite's import.meta.env, which jest cannot load; the pages
// render in its place through a plain outlet. Everything else — routes, guard, pages, api — is real.
jest.mock('./Shell', () => ({ Shell: () => jest.requireActual<typeof import('react-router-dom')>('react-router-dom').Outlet({}) }));

beforeAll(() => {
  window.matchMedia ??= ((query: string) => ({
    matches: true,
    media: query,
    addEventListener() {},
    removeEventListener() {},
  })) as unknown as typeof window.matchMedia;
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});

/** The route table as the app renders it, and the address it is at (data-testid "where"). */
function Routes() {
  const { pathname } = useLocation();
  return (
    <>
      {useRoutes(routes)}
      <output data-testid="where">{pathname}</output>
    </>
  );
}

function open(path: string) {
  session.signIn(7);
  render(
    <FluentProvider theme={webLightTheme}>
      <QueryClientProvider client={createQueryClient()}>
        <NotifyProvider>
          <MemoryRouter initialEntries={[path]}>
            <Routes />
          </MemoryRouter>
        </NotifyProvider>
      </QueryClientProvider>
    </FluentProvider>,
  );
}

const NO_ACCESS = "You don't have access to this page";

describe('no-access page', () => {
  it('shows when the users list answers 403, and the refused call is made once', async () => {
    const calls = fetchRoutes(
      { 'GET /api/v1/users': reply(403, { message: 'missing_permissions', error_code: 'missing_permissions' }) },
      { id: 7, permissions: ['users_read'] },
    );
    open('/users');
    expect(await screen.findByRole('heading', { name: NO_ACCESS }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByText('There are no users yet.')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to the home page' })).toBeInTheDocument();
    // Give a retry (react-query waits ~1 s before one) time to happen: it must not.
    await new Promise((r) => setTimeout(r, 1500));
    expect(calls.filter((c) => c.path === '/api/v1/users')).toHaveLength(1);
  });

  it.each(['/users', '/roles', '/chains', '/settings'])(
    'shows on %s for an employee without the permission, without calling its data or redirecting',
    async (path) => {
      const calls = fetchRoutes({}, { id: 7, permissions: ['event_types_read'] });
      open(path);
      expect(await screen.findByRole('heading', { name: NO_ACCESS })).toBeInTheDocument();
      expect(screen.getByTestId('where').textContent).toBe(path);
      expect(calls.filter((c) => c.path === `/api/v1${path}` || c.path === `/api/v2${path}`)).toHaveLength(0);
    },
  );

  it('does not show on a page the user may open', async () => {
    fetchRoutes({ 'GET /api/v1/users': { currentPage: 1, data: [], totalCount: 0 } }, { id: 7, permissions: ['users_read'] });
    open('/users');
    expect(await screen.findByText('There are no users yet.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByText(NO_ACCESS)).not.toBeInTheDocument();
  });
});
