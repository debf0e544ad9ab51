/**
 * The routes' error view (spec 1 §8): a page that fails to render shows "Oops. Something went wrong." with
 * the error under Details in its place, the links around it stay usable, and going to another address
 * shows that page again.
 */
import '../features/auth/testEnv';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { fireEvent, render, screen } from '@testing-library/react';
import { Link, MemoryRouter, useRoutes } from 'react-router-dom';
import '../i18n';
import { RouteErrorBoundary } from './ErrorBoundary';

function Broken(): never {
  throw new Error('chunk failed to load');
}

function Routes() {
  return (
    <>
      <nav>
        <Link to="/fine">Fine page</Link>
      </nav>
      {useRoutes([{ element: <RouteErrorBoundary />, children: [{ path: '/broken', element: <Broken /> }, { path: '/fine', element: <p>All well</p> }] }])}
    </>
  );
}

describe('RouteErrorBoundary', () => {
  it('shows the error view in place of a failing page and the next page after a navigation', () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      render(
        <FluentProvider theme={webLightTheme}>
          <MemoryRouter initialEntries={['/broken']}>
            <Routes />
          </MemoryRouter>
        </FluentProvider>,
      );
      const alert = screen.getByRole('alert');
      expect(alert).toHaveTextContent('Oops. Something went wrong.');
      expect(alert).toHaveTextContent('chunk failed to load');
      expect(screen.getByRole('button', { name: 'Back to the home page' })).toBeInTheDocument();

      fireEvent.click(screen.getByRole('link', { name: 'Fine page' }));
      expect(screen.getByText('All well')).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    } finally {
      log.mockRestore();
    }
  });
});
