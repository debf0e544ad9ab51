import { Body1, Button, Card, Title2 } from '@fluentui/react-components';
import { Component, ErrorInfo, ReactNode } from 'react';
import { Translation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';

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
 * The router's error element: a page that failed to render, or whose lazily loaded chunk failed to
 * download (e.g. after a redeploy), shows the same ErrorView; Home reloads the app from /.
 */
export function RouteErrorView() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}`
    : error instanceof Error ? error.message : String(error);
  return <ErrorView message={message} />;
}

/** Render failures outside the router show ErrorView (spec 1 §8). */
export class ErrorBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }
  override render() {
    const { error } = this.state;
    return error ? <ErrorView message={error.message} /> : this.props.children;
  }
}
