/**
 * /demo/requests (spec 2 §2): banner "DEMO page, some functions may not work", the my-requests and
 * participated tables (same component as /requests) and the chain information modal.
 */
import { MessageBar, MessageBarBody, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader';
import { RequestsTable } from './RequestsTable';
import { useRequestActions } from './useRequestActions';

export function DemoRequestsPage() {
  const { t } = useTranslation('requests');
  const { run, rowLabel, dialogs } = useRequestActions({ allowDecisions: false });
  return (
    <>
      <PageHeader title={t('demoTitle')} />
      <MessageBar intent="warning" style={{ marginBottom: tokens.spacingVerticalL }}>
        <MessageBarBody>{t('demoBanner')}</MessageBarBody>
      </MessageBar>
      <RequestsTable kind="my" title={t('tables.my')} onAction={run} rowLabel={rowLabel} allowedActions={['chainInfo']} />
      <RequestsTable kind="participated" title={t('tables.participated')} onAction={run} rowLabel={rowLabel} allowedActions={['chainInfo']} />
      {dialogs}
    </>
  );
}
