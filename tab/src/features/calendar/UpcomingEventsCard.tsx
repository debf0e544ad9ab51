/**
 * Dashboard card "Upcoming events" (spec 1 §2, needs event_types_read): the signed-in user's next
 * events from GET /api/v1/users/{id}/events/upcoming, with type colour, dates and status; canceled
 * ones struck through. Links to /agenda.
 */
import { Badge, Body1, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { CalendarLtr24Regular } from '@fluentui/react-icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../app/auth';
import { api } from '../../lib/api';
import { CardEmpty, CardError, CardLoading, DashboardCard } from '../home/DashboardCard';
import { calendarKeys } from './calendarApi';
import { eventStatusOf } from './calendarLogic';
import { useDates } from '../../lib/dates';

const useStyles = makeStyles({
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: tokens.spacingVerticalS },
  item: { display: 'grid', gridTemplateColumns: '6px 1fr auto', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  bar: { alignSelf: 'stretch', borderRadius: tokens.borderRadiusSmall },
  text: { minWidth: 0, display: 'grid' },
  muted: { color: tokens.colorNeutralForeground3 },
  canceled: { textDecorationLine: 'line-through', opacity: 0.6 },
});

export interface UpcomingEvent {
  id: number;
  title: string;
  date_start: string;
  date_end: string;
  status: string;
  event_type?: { name: string; background_color?: string | null } | null;
  /** Issue 18: the half of its one day; null = whole days. */
  half_day?: 'first' | 'second' | null;
}

export const UPCOMING_MAX = 5;
const STATUS_COLOR = { accepted: 'success', waiting_for_approval: 'informative', canceled: 'danger' } as const;

export function UpcomingEventsCard() {
  const s = useStyles();
  const { t } = useTranslation('calendar');
  const { userId } = useAuth();
  const q = useQuery({
    queryKey: calendarKeys.upcoming(userId),
    queryFn: async () => {
      const r = await api<UpcomingEvent[] | { data: UpcomingEvent[] }>(`/api/v1/users/${userId}/events/upcoming`);
      return Array.isArray(r) ? r : (r?.data ?? []);
    },
  });
  const rows = (q.data ?? []).slice(0, UPCOMING_MAX);
  const dates = useDates();
  return (
    <DashboardCard title={t('upcoming.title')} icon={<CalendarLtr24Regular />} link={{ to: '/agenda', label: t('upcoming.open') }}>
      {q.isLoading && <CardLoading />}
      {q.isError && <CardError error={q.error}>{t('errors:failed_to_retrieve_data')}</CardError>}
      {q.isSuccess && rows.length === 0 && <CardEmpty>{t('upcoming.empty')}</CardEmpty>}
      {rows.length > 0 && (
        <ul className={s.list}>
          {rows.map((e) => {
            const st = eventStatusOf(e.status);
            return (
              <li key={e.id} className={s.item}>
                <span className={s.bar} style={{ background: e.event_type?.background_color ?? tokens.colorBrandBackground }} aria-hidden />
                <span className={s.text}>
                  <Body1 className={st === 'canceled' ? s.canceled : undefined} truncate wrap={false}>{e.title}</Body1>
                  <Caption1 className={s.muted}>{e.event_type?.name ? `${e.event_type.name} · ` : ''}{dates.range(e.date_start, e.date_end)}{e.half_day ? ` · ${t(`halfDay.${e.half_day}`)}` : ''}</Caption1>
                </span>
                <Badge size="small" appearance="tint" color={STATUS_COLOR[st]}>{t(`status.${st}`)}</Badge>
              </li>
            );
          })}
        </ul>
      )}
    </DashboardCard>
  );
}
