/** Root component: providers (theme, query cache, toasts), error boundary and the router. */
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { NotifyProvider } from '../components/notify';
import { navigation } from '../lib/api';
import { createQueryClient } from '../lib/queryClient';
import { routes } from './routes';
import { ThemeProvider } from './theme';

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => {
    const r = createBrowserRouter(routes);
    navigation.toHome = () => void r.navigate('/');
    return r;
  });
  return (
    <ThemeProvider>
      <ErrorBoundary>
        <QueryClientProvider client={queryClient}>
          <NotifyProvider>
            <RouterProvider router={router} />
          </NotifyProvider>
        </QueryClientProvider>
      </ErrorBoundary>
    </ThemeProvider>
  );
}
