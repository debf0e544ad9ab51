/**
 * The profile's "Leave" tab (issue 18 item 1): the caller's balance per counting type with the full
 * breakdown (entitlement, accrued, carried over, adjustments, taken, requested, available), from
 * GET /api/v2/leave-balances/me; loading, empty and error states.
 */
import { MessageBar, MessageBarBody, Subtitle1, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { BalancesTable } from './BalanceParts';
import { useMyLeaveBalances } from './leaveBalancesApi';

const useStyles = makeStyles({
  root: { display: 'grid', gap: tokens.spacingVerticalM },
  title: { margin: 0 },
});

export function LeaveTab() {
  const s = useStyles();
  const { t } = useTranslation('leaveBalances');
  const q = useMyLeaveBalances();
  return (
    <section className={s.root} aria-labelledby="leave-tab-title">
      <Subtitle1 as="h2" id="leave-tab-title" className={s.title}>{t('profile.title')}</Subtitle1>
      {q.isError ? (
        <MessageBar intent="error" role="alert"><MessageBarBody>{t('profile.failed')}</MessageBarBody></MessageBar>
      ) : (
        <BalancesTable balances={q.data?.balances} loading={q.isPending} emptyText={t('card.empty')} />
      )}
    </section>
  );
}
