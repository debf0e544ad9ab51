/**
 * Dashboard card "Leave balance" (issue 18 item 1): for each leave type that counts against a
 * balance, the caller's available days as a big number with "of N this year" (the entitlement),
 * and the accrued / carried over / adjustments / taken / requested breakdown behind "Show details".
 * Empty when no type counts; GET /api/v2/leave-balances/me under the balances' query key, so a
 * booking or an adjustment refreshes it.
 */
import { Button, Caption1, makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components';
import { CalendarPerson24Regular, ChevronDown16Regular, ChevronUp16Regular } from '@fluentui/react-icons';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CardEmpty, CardError, CardLoading, DashboardCard } from '../home/DashboardCard';
import { BalanceBreakdown } from './BalanceParts';
import { formatDays, type LeaveBalance, useMyLeaveBalances } from './leaveBalancesApi';

const useStyles = makeStyles({
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: tokens.spacingVerticalM },
  item: { display: 'grid', gap: tokens.spacingVerticalXS },
  name: { color: tokens.colorNeutralForeground2 },
  figure: { display: 'flex', alignItems: 'baseline', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  big: { fontSize: tokens.fontSizeHero800, lineHeight: tokens.lineHeightHero800, fontWeight: tokens.fontWeightSemibold, color: tokens.colorBrandForeground1 },
  negative: { color: tokens.colorPaletteRedForeground1 },
  caption: { color: tokens.colorNeutralForeground3 },
  toggle: { justifySelf: 'start' },
});

function BalanceItem({ b }: { b: LeaveBalance }) {
  const s = useStyles();
  const { t, i18n } = useTranslation('leaveBalances');
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <li className={s.item}>
      <Text weight="semibold" className={s.name}>{b.event_type_name}</Text>
      <div className={s.figure}>
        <span className={mergeClasses(s.big, b.available_days < 0 && s.negative)}>{formatDays(b.available_days, i18n.language)}</span>
        <Caption1 className={s.caption}>
          {t('card.available')} · {t('card.ofYear', { days: formatDays(b.entitlement_days, i18n.language) })}
        </Caption1>
      </div>
      <Button
        className={s.toggle}
        size="small"
        appearance="subtle"
        icon={open ? <ChevronUp16Regular /> : <ChevronDown16Regular />}
        aria-expanded={open}
        aria-controls={id}
        aria-label={`${t(open ? 'card.less' : 'card.more')}: ${b.event_type_name}`}
        onClick={() => setOpen(!open)}
      >
        {t(open ? 'card.less' : 'card.more')}
      </Button>
      <div id={id} hidden={!open}>{open && <BalanceBreakdown balance={b} />}</div>
    </li>
  );
}

export function LeaveBalanceCard() {
  const s = useStyles();
  const { t } = useTranslation(['leaveBalances', 'dashboard']);
  const q = useMyLeaveBalances();
  let body;
  if (q.isError) body = <CardError error={q.error}>{t('card.failed')}</CardError>;
  else if (!q.data) body = <CardLoading />;
  else if (q.data.balances.length === 0) body = <CardEmpty>{t('card.empty')}</CardEmpty>;
  else {
    body = (
      <ul className={s.list}>
        {q.data.balances.map((b) => <BalanceItem key={b.event_type_id} b={b} />)}
      </ul>
    );
  }
  return (
    <DashboardCard title={t('card.title')} icon={<CalendarPerson24Regular />} link={{ to: '/profile?tab=leave', label: t('dashboard:open') }}>
      {body}
    </DashboardCard>
  );
}
