/**
 * /requests (spec 2 §2 Requests page): my requests, requests I participate in and, with
 * all_users_unapproved_requests_read, every unapproved request. A new-request button opens the chooser.
 * `?request={id}` (the cards' and e-mails' link) opens that request's details (useRequestLink).
 */
import { Button } from '@fluentui/react-components';
import { Add20Regular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../app/auth';
import { PageHeader } from '../../components/PageHeader';
import { NewRequestDialog } from './NewRequestDialog';
import { RequestsTable } from './RequestsTable';
import { useRequestActions } from './useRequestActions';
import { useRequestLink } from './useRequestLink';

export function RequestsPage() {
  const { t } = useTranslation('requests');
  const { can } = useAuth();
  const [choosing, setChoosing] = useState(false);
  const { run, rowLabel, busyId, dialogs } = useRequestActions();
  const linked = useRequestLink({ run, rowLabel, busyId });
  return (
    <>
      <PageHeader
        title={t('title')}
        actions={<Button appearance="primary" icon={<Add20Regular />} onClick={() => setChoosing(true)}>{t('newRequest.button')}</Button>}
      />
      <RequestsTable kind="my" title={t('tables.my')} onAction={run} rowLabel={rowLabel} busyId={busyId} />
      <RequestsTable kind="participated" title={t('tables.participated')} onAction={run} rowLabel={rowLabel} busyId={busyId} />
      {can('all_users_unapproved_requests_read') && (
        <RequestsTable kind="unapproved" title={t('tables.unapproved')} onAction={run} rowLabel={rowLabel} busyId={busyId} />
      )}
      {choosing && <NewRequestDialog onClose={() => setChoosing(false)} />}
      {dialogs}
      {linked}
    </>
  );
}
