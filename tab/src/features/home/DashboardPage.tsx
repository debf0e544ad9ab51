/**
 * / (spec 1 §2 Dashboard): a responsive grid of cards in the spec's order. Built now: pending
 * requests count and upcoming birthdays; the others belong to modules of later issues and show an
 * empty state, each only with its permission (cards.ts).
 */
import { Body1, makeStyles, Title2, tokens } from '@fluentui/react-components';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../app/auth';
import { BirthdaysCard } from './BirthdaysCard';
import { LATER_CARDS_AFTER, LATER_CARDS_BEFORE, LATER_CARDS_MIDDLE } from './cards';
import { LaterCards } from './LaterCards';
import { PendingRequestsCard } from './PendingRequestsCard';

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
        <BirthdaysCard />
        <LaterCards cards={LATER_CARDS_AFTER} can={can} />
      </div>
    </div>
  );
}
