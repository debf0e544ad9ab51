/**
 * Dashboard cards of the later modules (rules in cards.ts): the built ones (upcoming events,
 * substitutions) render their own component; the rest show an empty state until their module exists.
 */
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { Can } from '../../app/nav';
import { SubstitutionsCard } from '../calendar/SubstitutionsCard';
import { UpcomingEventsCard } from '../calendar/UpcomingEventsCard';
import { type LaterCard, visibleCards } from './cards';
import { CardEmpty, DashboardCard } from './DashboardCard';

/** Cards with a real component, by key. */
const BUILT: Record<string, ComponentType> = { upcomingEvents: UpcomingEventsCard, substitutions: SubstitutionsCard };

export function LaterCards({ cards, can }: { cards: LaterCard[]; can: Can }) {
  const { t } = useTranslation('dashboard');
  return (
    <>
      {visibleCards(cards, can).map((c) => {
        const Built = BUILT[c.key];
        return Built ? <Built key={c.key} /> : (
          <DashboardCard
            key={c.key}
            title={t(`cards.${c.key}.title`)}
            icon={<c.icon />}
            link={c.link ? { to: c.link, label: t('open') } : undefined}
          >
            <CardEmpty>{t(`cards.${c.key}.empty`)}</CardEmpty>
          </DashboardCard>
        );
      })}
    </>
  );
}
