/**
 * Root component: providers (theme, query cache, toasts), error boundary and the router. The router
 * is React Router's declarative one (BrowserRouter + the route table): the data router's loaders and
 * actions are not used, and it was 16 KB of gzip more in the first load (tests/repo/first-load).
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { BrowserRouter, useNavigate, useRoutes } from 'react-router-dom';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { NotifyProvider } from '../components/notify';
import { navigation } from '../lib/api';
import { createQueryClient } from '../lib/queryClient';
import { routes } from './routes';
import { ThemeProvider } from './theme';

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <ThemeProvider>
      <ErrorBoundary>
        <QueryClientProvider client={queryClient}>
          <NotifyProvider>
            <BrowserRouter>
              <AppRoutes />
            </BrowserRouter>
          </NotifyProvider>
        </QueryClientProvider>
      </ErrorBoundary>
    </ThemeProvider>
  );
}

/** The route table; the api wrapper's "session gone" goes home through the router (no reload). */
function AppRoutes() {
  const navigate = useNavigate();
  useEffect(() => {
    navigation.toHome = () => void navigate('/');
  }, [navigate]);
  return useRoutes(routes);
}
