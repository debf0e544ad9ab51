/**
 * Dashboard card "prioritised positions" — hot jobs (spec 1 §2 Dashboard; spec 3 §4: at most 3 starred published
 * open positions; GET job-positions/prioritized-jobs): each with its title, seniority and location, the referral
 * level and valid-until; a click goes to /positions/{id}. Read under the positions' key, so starring refreshes it.
 */
import { Caption1, Link, makeStyles, tokens } from '@fluentui/react-components';
import { Briefcase24Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAuth } from '../../app/auth';
import { showDay } from '../../lib/dates';
import { usePrioritizedJobs } from '../job-positions/positionsApi';
import { CardEmpty, CardError, CardLoading, DashboardCard } from './DashboardCard';

const useStyles = makeStyles({
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: tokens.spacingVerticalS },
  item: { display: 'grid', gap: tokens.spacingVerticalXXS },
  meta: { color: tokens.colorNeutralForeground3 },
});

export function HotJobsCard() {
  const s = useStyles();
  const { t } = useTranslation(['positions', 'dashboard']);
  const { can } = useAuth();
  const navigate = useNavigate();
  const q = usePrioritizedJobs();
  let body;
  if (q.isError) body = <CardError error={q.error}>{t('loadFailed')}</CardError>;
  else if (!q.data) body = <CardLoading />;
  else if (q.data.length === 0) body = <CardEmpty>{t('hotJobs.empty')}</CardEmpty>;
  else {
    body = (
      <ul className={s.list}>
        {q.data.map((j) => {
          const meta = [j.seniority_level_name, j.location, t(`referral_level_${j.referral_level}`), j.date_valid_until ? t('footer.open_until', { date: showDay(j.date_valid_until) }) : null];
          return (
            <li key={j.id} className={s.item}>
              <Link href={`/positions/${j.id}`} onClick={(e) => { e.preventDefault(); navigate(`/positions/${j.id}`); }}>{j.title}</Link>
              <Caption1 className={s.meta}>{meta.filter(Boolean).join(' · ')}</Caption1>
            </li>
          );
        })}
      </ul>
    );
  }
  return (
    <DashboardCard title={t('dashboard:cards.prioritizedPositions.title')} icon={<Briefcase24Regular />}
      link={can('job_positions_read', 'job_positions_write') ? { to: '/positions', label: t('dashboard:open') } : undefined}>
      {body}
    </DashboardCard>
  );
}
