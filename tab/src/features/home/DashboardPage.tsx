/**
 * / (spec 1 §2 Dashboard): a responsive grid of cards in the spec's order. Built now: pending
 * requests count and upcoming birthdays; the others belong to modules of later issues and show an
 * empty state, each only with its permission (cards.ts).
 */
import { Body1, makeStyles, Title2, tokens } from '@fluentui/react-components';
import { Gift24Regular } from '@fluentui/react-icons';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../app/auth';
import { LATER_CARDS_AFTER, LATER_CARDS_BEFORE, LATER_CARDS_MIDDLE } from './cards';
import { CardLoading, DashboardCard } from './DashboardCard';
import { LaterCards } from './LaterCards';
import { PendingRequestsCard } from './PendingRequestsCard';

/** The birthdays card (Fluent's Avatar and the people's photos) is a chunk of its own, loaded while the page paints (issue 11 first load). */
const BirthdaysCard = lazy(() => import('./BirthdaysCard').then((m) => ({ default: m.BirthdaysCard })));

const useStyles = makeStyles({
  // Inline-size containment: the cards never widen the shell's main column (and squeeze the sidebar).
  root: { containerType: 'inline-size' },
  header: { marginBottom: tokens.spacingVerticalL, display: 'grid', gap: tokens.spacingVerticalXS },
  title: { margin: 0 },
  sub: { color: tokens.colorNeutralForeground3 },
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(300px, 100%), 1fr))', gap: tokens.spacingHorizontalL, alignItems: 'stretch' },
});

export function DashboardPage() {
  const s = useStyles();
  const { t } = useTranslation('dashboard');
  const { can, user } = useAuth();
  useEffect(() => {
    document.title = `${t('title')} · ${t('common:appName')}`;
  }, [t]);
  return (
    <div className={s.root}>
      <header className={s.header}>
        <Title2 as="h1" className={s.title}>{user?.name ? t('greeting', { name: user.name }) : t('title')}</Title2>
        <Body1 className={s.sub}>{t('subtitle')}</Body1>
      </header>
      <div className={s.grid}>
        <LaterCards cards={LATER_CARDS_BEFORE} can={can} />
        <PendingRequestsCard />
        <LaterCards cards={LATER_CARDS_MIDDLE} can={can} />
        <Suspense fallback={<DashboardCard title={t('birthdays.title')} icon={<Gift24Regular />}><CardLoading /></DashboardCard>}>
          <BirthdaysCard />
        </Suspense>
        <LaterCards cards={LATER_CARDS_AFTER} can={can} />
      </div>
    </div>
  );
}
