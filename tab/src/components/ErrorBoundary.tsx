import { Body1, Button, Card, Title2 } from '@fluentui/react-components';
import { Component, ErrorInfo, ReactNode } from 'react';
import { Translation } from 'react-i18next';

/** Render failures show "Oops. Something went wrong." with details (spec 1 §8). */
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
    if (!error) return this.props.children;
    return (
      <Translation>
        {(t) => (
          <div style={{ display: 'grid', placeItems: 'center', minHeight: '80vh', padding: 24 }}>
            <Card style={{ maxWidth: 640 }} role="alert">
              <Title2 as="h1">{t('errorBoundary.title')}</Title2>
              <Body1>{t('errorBoundary.text')}</Body1>
              <details>
                <summary>{t('errorBoundary.details')}</summary>
                <pre style={{ whiteSpace: 'pre-wrap' }}>{error.message}</pre>
              </details>
              <Button appearance="primary" onClick={() => window.location.assign('/')}>{t('errorBoundary.home')}</Button>
            </Card>
          </div>
        )}
      </Translation>
    );
  }
}
