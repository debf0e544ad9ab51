/**
 * A person's leave balances in the users page's details popup (issue 18 item 1): the breakdown
 * table from GET /api/v2/users/{id}/leave-balance (the server lets self, the manager and
 * users_read_sensitive_info read it; on 403 the section is not shown at all), and for
 * users_write_sensitive_info the "Adjust balance" and "Leave settings" dialogs.
 */
import { Button, Caption1, makeStyles, Subtitle2, tokens } from '@fluentui/react-components';
import { Edit20Regular, Settings20Regular } from '@fluentui/react-icons';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../app/auth';
import { ApiError } from '../../lib/api';
import { AdjustmentsList } from './AdjustmentsList';
import { BalancesTable } from './BalanceParts';
import { useUserLeaveBalances } from './leaveBalancesApi';

const AdjustBalanceDialog = lazy(() => import('./AdjustBalanceDialog').then((m) => ({ default: m.AdjustBalanceDialog })));
const LeaveProfileDialog = lazy(() => import('./LeaveProfileDialog').then((m) => ({ default: m.LeaveProfileDialog })));

const useStyles = makeStyles({
  root: { display: 'grid', gap: tokens.spacingVerticalS },
  head: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  title: { margin: 0, flexGrow: 1 },
  error: { color: tokens.colorPaletteRedForeground1 },
});

export function UserLeaveSection({ userId, name }: { userId: number; name: string }) {
  const s = useStyles();
  const { t } = useTranslation('leaveBalances');
  const { can, userId: me } = useAuth();
  const q = useUserLeaveBalances(userId);
  const [open, setOpen] = useState<'adjust' | 'profile' | null>(null);
  if (q.error instanceof ApiError && (q.error.status === 403 || q.error.status === 404)) return null;
  // HR never changes their own balance (the server refuses: cannot_adjust_own_leave_balance).
  const writes = can('users_write_sensitive_info') && can('users_read_sensitive_info') && userId !== me;
  const balances = q.data?.balances ?? [];
  return (
    <section className={s.root} aria-labelledby={`leave-${userId}`}>
      <div className={s.head}>
        <Subtitle2 as="h3" id={`leave-${userId}`} className={s.title}>{t('user.title')}</Subtitle2>
        {writes && (
          <>
            <Button size="small" icon={<Edit20Regular />} disabled={!balances.length} onClick={() => setOpen('adjust')}>{t('user.adjust')}</Button>
            <Button size="small" icon={<Settings20Regular />} disabled={!q.data} onClick={() => setOpen('profile')}>{t('user.settings')}</Button>
          </>
        )}
      </div>
      {q.isError ? (
        <Caption1 role="alert" className={s.error}>{t('user.failed')}</Caption1>
      ) : (
        <BalancesTable balances={q.data?.balances} loading={q.isPending} emptyText={t('card.empty')} />
      )}
      {q.data && <AdjustmentsList userId={userId} />}
      <Suspense fallback={null}>
        {open === 'adjust' && <AdjustBalanceDialog userId={userId} name={name} balances={balances} onClose={() => setOpen(null)} />}
        {open === 'profile' && <LeaveProfileDialog userId={userId} name={name} balances={balances} onClose={() => setOpen(null)} />}
      </Suspense>
    </section>
  );
}
