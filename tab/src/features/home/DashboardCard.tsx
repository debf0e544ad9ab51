/** The frame of a dashboard card (title with icon, optional link, body) and its loading, empty and error states. */
import { Body1, Caption1, Card, Link, makeStyles, Skeleton, SkeletonItem, Subtitle2, tokens } from '@fluentui/react-components';
import { ReactNode, useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useNotify } from '../../components/notify';

const useStyles = makeStyles({
  card: { minHeight: '180px', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalL },
  head: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  icon: { color: tokens.colorBrandForeground1, display: 'flex' },
  title: { margin: 0, flexGrow: 1 },
  body: { flexGrow: 1, display: 'flex', flexDirection: 'column', minHeight: 0 },
  skeleton: { display: 'grid', gap: tokens.spacingVerticalS },
  empty: { color: tokens.colorNeutralForeground3, margin: 'auto 0' },
  error: { color: tokens.colorPaletteRedForeground1 },
});

/** Items a dashboard list card shows at most (spec 1 §2: "4 shown"). */
export const CARD_ITEMS = 4;

export interface DashboardCardProps {
  title: string;
  icon: ReactNode;
  /** A link in the header (to the module's page). */
  link?: { to: string; label: string };
  children: ReactNode;
}

export function DashboardCard({ title, icon, link, children }: DashboardCardProps) {
  const s = useStyles();
  const id = useId();
  const navigate = useNavigate();
  return (
    <Card className={s.card} role="region" aria-labelledby={id}>
      <div className={s.head}>
        <span className={s.icon} aria-hidden>{icon}</span>
        <Subtitle2 as="h2" id={id} className={s.title}>{title}</Subtitle2>
        {link && (
          <Link href={link.to} onClick={(e) => { e.preventDefault(); navigate(link.to); }}>{link.label}</Link>
        )}
      </div>
      <div className={s.body}>{children}</div>
    </Card>
  );
}

/** Placeholder lines while a card loads. */
export function CardLoading({ lines = 3 }: { lines?: number }) {
  const s = useStyles();
  const { t } = useTranslation();
  return (
    <Skeleton className={s.skeleton} aria-label={t('loading')}>
      {Array.from({ length: lines }, (_, i) => <SkeletonItem key={i} size={16} />)}
    </Skeleton>
  );
}

export function CardEmpty({ children }: { children: ReactNode }) {
  const s = useStyles();
  return <Body1 className={s.empty}>{children}</Body1>;
}

/**
 * The card's own small error line; with `error` (the failed read) also the toast spec 1 §2 asks for ("a
 * failed load shows a toast"), once per failure.
 */
export function CardError({ children, error }: { children: ReactNode; error?: unknown }) {
  const s = useStyles();
  const notify = useNotify();
  useEffect(() => {
    if (error) notify.error(error);
  }, [error, notify]);
  return <Caption1 className={s.error} role="alert">{children}</Caption1>;
}
