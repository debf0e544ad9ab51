/** Dashboard cards whose modules come in later issues: an empty state until the module exists (rules in cards.ts). */
import { useTranslation } from 'react-i18next';
import type { Can } from '../../app/nav';
import { UpcomingEventsCard } from '../calendar/UpcomingEventsCard';
import { type LaterCard, visibleCards } from './cards';
import { CardEmpty, DashboardCard } from './DashboardCard';

export function LaterCards({ cards, can }: { cards: LaterCard[]; can: Can }) {
  const { t } = useTranslation('dashboard');
  return (
    <>
      {visibleCards(cards, can).map((c) => c.key === 'upcomingEvents' ? <UpcomingEventsCard key={c.key} /> : (
        <DashboardCard
          key={c.key}
          title={t(`cards.${c.key}.title`)}
          icon={<c.icon />}
          link={c.link ? { to: c.link, label: t('open') } : undefined}
        >
          <CardEmpty>{t(`cards.${c.key}.empty`)}</CardEmpty>
        </DashboardCard>
      ))}
    </>
  );
}
