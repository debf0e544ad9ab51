/**
 * Pending requests count (spec 1 §2 Dashboard; spec 2 GET users/{id}/requests/upcoming/count).
 * The reply is read as a number or `{ count }` (readCount). A failure is shown in the card only.
 * Read under REQUESTS_KEY, so the request mutations (decide, submit, cancel...) refresh it.
 */
import { Caption1, LargeTitle, makeStyles, tokens } from '@fluentui/react-components';
import { DocumentQueueMultiple24Regular } from '@fluentui/react-icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../app/auth';
import { api } from '../../lib/api';
import { REQUESTS_KEY } from '../approvals/requestKeys';
import { readCount } from './cards';
import { CardError, CardLoading, DashboardCard } from './DashboardCard';

const useStyles = makeStyles({
  count: { display: 'grid', gap: tokens.spacingVerticalXXS, margin: 'auto 0' },
  number: { margin: 0 },
  caption: { color: tokens.colorNeutralForeground3 },
});

export function PendingRequestsCard() {
  const s = useStyles();
  const { t } = useTranslation('dashboard');
  const { userId } = useAuth();
  const q = useQuery({
    // Under the requests key (the same entry as the navigation badge), so every request action re-reads it.
    queryKey: [...REQUESTS_KEY, 'pending-count', userId],
    queryFn: () => api<unknown>(`/api/v1/users/${userId}/requests/upcoming/count`).then(readCount),
    retry: false,
  });
  let body;
  if (q.isPending) body = <CardLoading lines={1} />;
  else if (q.isError) body = <CardError error={q.error}>{t('pending.failed')}</CardError>;
  else {
    body = (
      <div className={s.count}>
        <LargeTitle as="p" className={s.number} aria-describedby="pending-caption">{q.data}</LargeTitle>
        <Caption1 id="pending-caption" className={s.caption}>{t('pending.caption')}</Caption1>
      </div>
    );
  }
  return (
    <DashboardCard title={t('pending.title')} icon={<DocumentQueueMultiple24Regular />} link={{ to: '/requests', label: t('pending.open') }}>
      {body}
    </DashboardCard>
  );
}
