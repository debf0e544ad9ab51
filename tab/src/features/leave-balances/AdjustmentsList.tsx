/**
 * A person's leave balance adjustments in the users page's details (issue 18 item 1): the newest
 * first ({@link SHOWN} of them, "Show all N" for the rest, and back), each with its day, type, signed days, reason and who made it; from
 * GET /api/v2/users/{id}/leave-balance/adjustments (same readers as the balance). Nothing while loading
 * or when the read fails (the balance above already says so).
 */
import type { LeaveAdjustmentRow } from '@contracts/leave-balances';
import { Body1, Button, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api';
import { showDay, useCompanyZone, wallIso } from '../../lib/dates';
import { formatDays, leaveKeys } from './leaveBalancesApi';

/** How many of the newest adjustments are listed. */
export const SHOWN = 10;

const useStyles = makeStyles({
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: tokens.spacingVerticalXS },
  meta: { color: tokens.colorNeutralForeground3, display: 'block' },
  heading: { margin: 0, fontWeight: tokens.fontWeightSemibold },
  reason: { overflowWrap: 'anywhere' },
});

export function AdjustmentsList({ userId }: { userId: number }) {
  const s = useStyles();
  const { t, i18n } = useTranslation('leaveBalances');
  const zone = useCompanyZone();
  const [all, setAll] = useState(false);
  const q = useQuery({
    queryKey: [...leaveKeys.user(userId), 'adjustments'],
    queryFn: ({ signal }) => api<{ data: LeaveAdjustmentRow[] }>(`/api/v2/users/${userId}/leave-balance/adjustments`, { signal }),
    staleTime: 0,
  });
  if (!q.data) return null;
  const total = q.data.data.length;
  const rows = all ? q.data.data : q.data.data.slice(0, SHOWN);
  const signed = (n: number) => (n > 0 ? `+${formatDays(n, i18n.language)}` : formatDays(n, i18n.language));
  return (
    <div>
      <Body1 as="p" className={s.heading}>{t('adjustments.title')}</Body1>
      {rows.length === 0 ? (
        <Caption1 className={s.meta}>{t('adjustments.empty')}</Caption1>
      ) : (
        <ul className={s.list}>
          {rows.map((a) => (
            <li key={a.id}>
              <Body1 className={s.reason}>{t('adjustments.line', { days: signed(a.days), type: a.event_type_name, reason: a.reason })}</Body1>
              <Caption1 className={s.meta}>
                {t('adjustments.meta', { date: showDay((wallIso(a.created_at, zone) ?? a.created_at).slice(0, 10)), who: a.created_by_name ?? '—' })}
              </Caption1>
            </li>
          ))}
        </ul>
      )}
      {total > SHOWN && (
        <Button appearance="transparent" size="small" aria-expanded={all} onClick={() => setAll(!all)}>
          {all ? t('adjustments.showNewest', { count: SHOWN }) : t('adjustments.showAll', { count: total })}
        </Button>
      )}
    </div>
  );
}
