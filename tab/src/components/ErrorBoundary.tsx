import { Body1, Button, Card, Title2 } from '@fluentui/react-components';
import { Component, ErrorInfo, ReactNode } from 'react';
import { Translation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';

/** "Oops. Something went wrong." with the error's message under Details and a Home button (spec 1 §8). */
export function ErrorView({ message }: { message: string }) {
  return (
    <Translation>
      {(t) => (
        <div style={{ display: 'grid', placeItems: 'center', minHeight: '80vh', padding: 24 }}>
          <Card style={{ maxWidth: 640 }} role="alert">
            <Title2 as="h1">{t('errorBoundary.title')}</Title2>
            <Body1>{t('errorBoundary.text')}</Body1>
            <details>
              <summary>{t('errorBoundary.details')}</summary>
              <pre style={{ whiteSpace: 'pre-wrap' }}>{message}</pre>
            </details>
            <Button appearance="primary" onClick={() => window.location.assign('/')}>{t('errorBoundary.home')}</Button>
          </Card>
        </div>
      )}
    </Translation>
  );
}

/**
 * The routes' error boundary, in place of an outlet: a page that failed to render, or whose lazily
 * loaded chunk failed to download (e.g. after a redeploy), shows ErrorView in its place; going to
 * another address clears it (Home reloads the app from /).
 */
export function RouteErrorBoundary() {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary resetKey={pathname}>
      <Outlet />
    </ErrorBoundary>
  );
}

/**
 * A render failure below shows ErrorView (spec 1 §8) until `resetKey` changes (the address, for a
 * route's boundary), when the children are tried again.
 */
export class ErrorBoundary extends Component<{ children: ReactNode; resetKey?: string }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override componentDidUpdate(prev: { resetKey?: string }) {
    if (this.state.error && prev.resetKey !== this.props.resetKey) this.setState({ error: null });
  }
  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }
  override render() {
    const { error } = this.state;
    return error ? <ErrorView message={error.message} /> : this.props.children;
  }
}
