/**
 * Dashboard cards of the later modules (rules in cards.ts): the built ones (upcoming events,
 * substitutions) render their own component; the rest show an empty state until their module exists.
 */
import { lazy, Suspense, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { Can } from '../../app/nav';
import { type LaterCard, visibleCards } from './cards';
import { CardEmpty, CardLoading, DashboardCard } from './DashboardCard';

/**
 * Cards with a real component, by key. The calendar's cards come in their own chunk (with the
 * calendar's api and the contracts' zod schemas) after the dashboard is shown, each with its card
 * title and a skeleton meanwhile: the first load after sign-in stays small.
 */
const BUILT: Record<string, ComponentType> = {
  upcomingEvents: lazy(() => import('../calendar/UpcomingEventsCard').then((m) => ({ default: m.UpcomingEventsCard }))),
  leaveBalance: lazy(() => import('../leave-balances/LeaveBalanceCard').then((m) => ({ default: m.LeaveBalanceCard }))),
  substitutions: lazy(() => import('../calendar/SubstitutionsCard').then((m) => ({ default: m.SubstitutionsCard }))),
  takenBooks: lazy(() => import('./MyBooksCard').then((m) => ({ default: m.MyBooksCard }))),
  prioritizedPositions: lazy(() => import('./HotJobsCard').then((m) => ({ default: m.HotJobsCard }))),
  announcements: lazy(() => import('../announcements/AnnouncementsCard').then((m) => ({ default: m.AnnouncementsCard }))),
  upcomingConferences: lazy(() => import('./ConferencesCard').then((m) => ({ default: m.UpcomingConferencesCard }))),
  upcomingTrainings: lazy(() => import('./ConferencesCard').then((m) => ({ default: m.UpcomingTrainingsCard }))),
  onboarding: lazy(() => import('./ChecklistTasksCard').then((m) => ({ default: m.OnboardingTasksCard }))),
  offboarding: lazy(() => import('./ChecklistTasksCard').then((m) => ({ default: m.OffboardingTasksCard }))),
};

export function LaterCards({ cards, can }: { cards: LaterCard[]; can: Can }) {
  const { t } = useTranslation('dashboard');
  return (
    <>
      {visibleCards(cards, can).map((c) => {
        const Built = BUILT[c.key];
        return Built ? (
          <Suspense key={c.key} fallback={<DashboardCard title={t(`cards.${c.key}.title`)} icon={<c.icon />}><CardLoading /></DashboardCard>}>
            <Built />
          </Suspense>
        ) : (
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
