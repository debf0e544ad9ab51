/**
 * Dashboard cards "onboarding tasks left" and "offboarding tasks left" (issue 15; gate onboarding_tasks_read /
 * offboarding_tasks_read in cards.ts): everyone whose checklist is running (GET {kind}/progress/all, first 100) with
 * open tasks, each with how many are left; a name opens that person's checklist.
 */
import { Caption1, Link, makeStyles, tokens } from '@fluentui/react-components';
import { PersonAdd24Regular, PersonArrowRight24Regular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useProgressAll, type ChecklistKind } from '../onboarding/onboardingApi';
import { PersonChecklistDialog } from '../onboarding/PersonChecklistDialog';
import { CardEmpty, CardError, CardLoading, DashboardCard } from './DashboardCard';

const useStyles = makeStyles({
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: tokens.spacingVerticalS, overflowY: 'auto', maxHeight: '260px' },
  item: { display: 'grid', gap: tokens.spacingVerticalXXS },
  left: { color: tokens.colorNeutralForeground3 },
});

function ChecklistTasksCard({ kind }: { kind: ChecklistKind }) {
  const s = useStyles();
  const { t } = useTranslation(['dashboard', 'onboarding']);
  const q = useProgressAll(kind, { page: 1, pageSize: 100, showEnded: false, enabled: true, ownAccess: true });
  const [person, setPerson] = useState<{ id: number; name: string } | null>(null);
  const open = (q.data?.data ?? []).filter((p) => p.completed < p.total);
  let body;
  if (q.isError) body = <CardError error={q.error}>{t('onboarding:card.failed')}</CardError>;
  else if (!q.data) body = <CardLoading />;
  else if (!open.length) body = <CardEmpty>{t('onboarding:card.nothingLeft')}</CardEmpty>;
  else {
    body = (
      <ul className={s.list}>
        {open.map((p) => (
          <li key={p.id} className={s.item}>
            <Link as="button" onClick={() => setPerson({ id: p.id, name: `${p.name} ${p.surname}` })}>{p.name} {p.surname}</Link>
            <Caption1 className={s.left}>{t('onboarding:card.left', { left: p.total - p.completed, total: p.total })}</Caption1>
          </li>
        ))}
      </ul>
    );
  }
  const Icon = kind === 'onboarding' ? PersonAdd24Regular : PersonArrowRight24Regular;
  return (
    <DashboardCard title={t(`dashboard:cards.${kind}.title`)} icon={<Icon />} link={{ to: `/${kind}/categories`, label: t('dashboard:open') }}>
      {body}
      {person && <PersonChecklistDialog kind={kind} userId={person.id} name={person.name} onClose={() => setPerson(null)} />}
    </DashboardCard>
  );
}

export const OnboardingTasksCard = () => <ChecklistTasksCard kind="onboarding" />;
export const OffboardingTasksCard = () => <ChecklistTasksCard kind="offboarding" />;
