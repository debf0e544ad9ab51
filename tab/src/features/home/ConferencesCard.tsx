/**
 * Dashboard cards "upcoming conferences" and "upcoming trainings" (spec 1 §2 Dashboard: conferences_read;
 * 4 each, only those within 30 days and not canceled): the upcoming list (GET conferences|trainings
 * ?scope=upcoming, canceled and ended hidden by the server, soonest first), cut to the next 30 days and 4
 * items, each with its start at the company's clock and the §4 display state. Read under the module's key,
 * so joining or leaving refreshes them.
 */
import { Caption1, makeStyles, Text, tokens } from '@fluentui/react-components';
import { HatGraduation24Regular, Presenter24Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useDates } from '../../lib/dates';
import { ConferenceStateBadge } from '../conferences/ConferenceStateBadge';
import { useConferences, type Conference, type ConferenceKind } from '../conferences/conferencesApi';
import { CARD_ITEMS, CardEmpty, CardError, CardLoading, DashboardCard } from './DashboardCard';

/** How many items a card shows, and how far ahead (spec 1 §2). */
export const CARD_DAYS = 30;

/** The items of the upcoming list that start within {@link CARD_DAYS} days of `now`, at most {@link CARD_ITEMS}. */
export const soonest = (items: readonly Conference[], now = new Date()): Conference[] => {
  const until = now.getTime() + CARD_DAYS * 86_400_000;
  return items.filter((c) => !c.canceled && new Date(c.date_start).getTime() <= until).slice(0, CARD_ITEMS);
};

const useStyles = makeStyles({
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: tokens.spacingVerticalS },
  item: { display: 'grid', gap: tokens.spacingVerticalXXS },
  line: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: tokens.spacingHorizontalS },
  meta: { color: tokens.colorNeutralForeground3 },
});

function UpcomingCard({ kind }: { kind: ConferenceKind }) {
  const s = useStyles();
  const { t } = useTranslation(['conferences', 'dashboard']);
  const dates = useDates();
  // Enough rows to find four within 30 days after the items already started are left out by the server.
  const q = useConferences({ kind, scope: 'upcoming', page: 1, pageSize: 20, showFinished: false });
  const key = kind === 'training' ? 'upcomingTrainings' : 'upcomingConferences';
  const items = q.data ? soonest(q.data.data) : [];
  let body;
  if (q.isError) body = <CardError error={q.error}>{t(kind === 'training' ? 'loadFailedTrainings' : 'loadFailedConferences')}</CardError>;
  else if (!q.data) body = <CardLoading />;
  else if (items.length === 0) body = <CardEmpty>{t(`dashboard:cards.${key}.empty`)}</CardEmpty>;
  else {
    body = (
      <ul className={s.list}>
        {items.map((c) => (
          <li key={c.id} className={s.item}>
            <div className={s.line}>
              <Text weight="semibold">{c.title}</Text>
              <ConferenceStateBadge state={c.state} />
            </div>
            <Caption1 className={s.meta}>{[dates.instant(c.date_start), c.location].join(' · ')}</Caption1>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <DashboardCard title={t(`dashboard:cards.${key}.title`)} icon={kind === 'training' ? <HatGraduation24Regular /> : <Presenter24Regular />}
      link={{ to: '/conferences', label: t('dashboard:open') }}>
      {body}
    </DashboardCard>
  );
}

export const UpcomingConferencesCard = () => <UpcomingCard kind="conference" />;
export const UpcomingTrainingsCard = () => <UpcomingCard kind="training" />;
