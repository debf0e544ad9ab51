/**
 * Upcoming birthdays (spec 1 §2 Dashboard, §3 Birthday entry): GET /users/birthdays/upcoming, the
 * next 30 days of people who agreed to be congratulated; the strike-through rule is in
 * birthdays.ts. A failed load shows a toast and a line in the card.
 */
import type { BirthdayEntry } from '@contracts/users';
import { Avatar, Badge, Caption1, makeStyles, Text, tokens } from '@fluentui/react-components';
import { Gift24Regular } from '@fluentui/react-icons';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api';
import { birthdayMark, localToday } from './birthdays';
import { CardEmpty, CardError, CardLoading, DashboardCard } from './DashboardCard';

const useStyles = makeStyles({
  // Scrolls when long: a Tab stop, so the keyboard can scroll it too (issue 12).
  list: {
    listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: tokens.spacingVerticalS, maxHeight: '320px', overflowY: 'auto',
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
  },
  item: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  who: { display: 'grid', flexGrow: 1, minWidth: 0 },
  sub: { color: tokens.colorNeutralForeground3 },
  date: { whiteSpace: 'nowrap', color: tokens.colorNeutralForeground2 },
  struck: { textDecorationLine: 'line-through', color: tokens.colorNeutralForeground3 },
  hidden: { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' },
});

export function BirthdaysCard() {
  const s = useStyles();
  const { t, i18n } = useTranslation('dashboard');
  const q = useQuery({
    queryKey: ['birthdays-upcoming'],
    queryFn: () => api<BirthdayEntry[]>('/api/v1/users/birthdays/upcoming'),
    staleTime: 5 * 60_000,
  });
  const today = localToday();
  const rows = useMemo(
    () => (q.data ?? []).map((b) => ({ ...b, mark: birthdayMark(b.birthday_date, today) })).filter((b) => b.mark !== 'hidden'),
    [q.data, today],
  );
  const format = new Intl.DateTimeFormat(i18n.resolvedLanguage === 'lt' ? 'lt-LT' : 'en-GB', { day: 'numeric', month: 'long' });
  const show = (d: string) => {
    const [y, m, day] = d.slice(0, 10).split('-').map(Number);
    return format.format(new Date(y, m - 1, day));
  };

  let body;
  if (q.isPending) body = <CardLoading />;
  else if (q.isError) body = <CardError error={q.error}>{t('loadFailed')}</CardError>;
  else if (rows.length === 0) body = <CardEmpty>{t('birthdays.empty')}</CardEmpty>;
  else {
    body = (
      <ul className={s.list} tabIndex={0} aria-label={t('birthdays.title')}>
        {rows.map((b, i) => (
          <li key={`${b.employee_name}-${b.birthday_date}-${i}`} className={s.item}>
            <Avatar size={32} name={b.employee_name} color="colorful" aria-hidden />
            <div className={s.who}>
              <Text weight="semibold" className={b.mark === 'struck' ? s.struck : undefined}>
                {b.employee_name}
                {b.mark === 'struck' && <span className={s.hidden}> ({t('birthdays.passed')})</span>}
              </Text>
              {b.manager_name && <Caption1 className={s.sub}>{t('birthdays.manager', { name: b.manager_name })}</Caption1>}
            </div>
            {b.mark === 'today' ? (
              <Badge appearance="filled" color="brand">{t('birthdays.today')}</Badge>
            ) : (
              <Caption1 className={b.mark === 'struck' ? s.struck : s.date}>{show(b.birthday_date)}</Caption1>
            )}
          </li>
        ))}
      </ul>
    );
  }
  return (
    <DashboardCard title={t('birthdays.title')} icon={<Gift24Regular />}>
      {body}
    </DashboardCard>
  );
}
