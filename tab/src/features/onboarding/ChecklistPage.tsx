/**
 * /onboarding and /offboarding (spec 3 §2 subordinates screens): "your subordinates" with a toggle for ended ones
 * (probation over / contract ended); columns name (opens the per-person checklist), e-mail, start date, probation
 * end or contract end, tasks done. Holders of {kind}_tasks_read also see everyone on the checklist (progress/all),
 * paged. The route is open when the subordinates call returns items (app/access.ts, useChecklistExtras).
 */
import { Link, makeStyles, MessageBar, MessageBarBody, Subtitle1, tokens } from '@fluentui/react-components';
import { History20Regular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../app/auth';
import { DataTable, type DataColumn } from '../../components/DataTable';
import { loadErrorCode } from '../../components/notify';
import { PageHeader, type HeaderAction } from '../../components/PageHeader';
import { usePaging } from '../../components/usePaging';
import { showDay } from '../../lib/dates';
import { useProgressAll, useSubordinates, type ChecklistKind, type Subordinate } from './onboardingApi';
import { PersonChecklistDialog } from './PersonChecklistDialog';

const useStyles = makeStyles({
  section: { marginTop: tokens.spacingVerticalXXL, marginBottom: tokens.spacingVerticalM, display: 'block' },
  note: { marginBottom: tokens.spacingVerticalM },
  ended: { color: tokens.colorNeutralForeground3 },
});

function ChecklistPage({ kind }: { kind: ChecklistKind }) {
  const { t } = useTranslation('onboarding');
  const s = useStyles();
  const { can } = useAuth();
  const [showEnded, setShowEnded] = useState(false);
  const [person, setPerson] = useState<{ id: number; name: string } | null>(null);
  const { page, pageSize, restart, paging } = usePaging();
  const reader = can(kind === 'onboarding' ? 'onboarding_tasks_read' : 'offboarding_tasks_read');
  const subordinates = useSubordinates(kind, showEnded);
  const all = useProgressAll(kind, { page, pageSize, showEnded, enabled: reader, ownAccess: true });

  const actions: HeaderAction[] = [{
    key: 'ended', label: showEnded ? t('hideEnded') : t('showEnded'), icon: <History20Regular />, pressed: showEnded,
    onClick: () => { setShowEnded((v) => !v); restart(); },
  }];
  const fullName = (p: Subordinate) => `${p.name} ${p.surname}`;
  const grey = (p: Subordinate, text: string) => (p.ended ? <span className={s.ended}>{text}</span> : text);
  const columns: DataColumn<Subordinate>[] = [
    { key: 'name', header: t('name'), card: 'title', render: (p) => <Link as="button" onClick={() => setPerson({ id: p.id, name: fullName(p) })}>{fullName(p)}</Link> },
    { key: 'email', header: t('email'), render: (p) => grey(p, p.email) },
    { key: 'start', header: t('startDate'), width: '14%', render: (p) => grey(p, p.start_work_date ? showDay(p.start_work_date) : '') },
    kind === 'onboarding'
      ? { key: 'probation', header: t('probationEnd'), width: '14%', render: (p) => grey(p, p.probation_end_date ? showDay(p.probation_end_date) : '') }
      : { key: 'contract', header: t('contractEnd'), width: '14%', render: (p) => grey(p, p.contract_end_date ? showDay(p.contract_end_date) : '') },
    { key: 'progress', header: t('tasksDone'), width: '12%', render: (p) => t('doneOf', { done: p.completed, total: p.total }) },
  ];

  return (
    <>
      <PageHeader title={t(`${kind}.subordinatesTitle`)} actions={actions} />
      {subordinates.isError && (
        <MessageBar className={s.note} intent="error"><MessageBarBody>{t(`errors:${loadErrorCode(subordinates.error, 'failed_to_get_subordinates_data')}`)}</MessageBarBody></MessageBar>
      )}
      <DataTable
        ariaLabel={t(`${kind}.subordinatesTitle`)}
        items={subordinates.data}
        loading={subordinates.isFetching}
        getRowId={(p) => p.id}
        rowLabel={fullName}
        emptyText={showEnded ? t('noSubordinatesAll') : t('noSubordinates')}
        columns={columns}
      />
      {reader && (
        <>
          <Subtitle1 as="h2" className={s.section}>{t(`${kind}.everyoneTitle`)}</Subtitle1>
          {all.isError && <MessageBar className={s.note} intent="error"><MessageBarBody>{t(`errors:${loadErrorCode(all.error, 'failed_to_get_subordinates_data')}`)}</MessageBarBody></MessageBar>}
          <DataTable
            ariaLabel={t(`${kind}.everyoneTitle`)}
            items={all.data?.data}
            loading={all.isFetching}
            getRowId={(p) => p.id}
            rowLabel={fullName}
            emptyText={t('nobody')}
            paging={paging(all.data?.totalCount)}
            columns={[...columns, { key: 'manager', header: t('manager'), width: '16%', render: (p) => p.manager_name ?? '' }]}
          />
        </>
      )}
      {person && <PersonChecklistDialog kind={kind} userId={person.id} name={person.name} onClose={() => setPerson(null)} />}
    </>
  );
}

/** /onboarding */
export const OnboardingPage = () => <ChecklistPage kind="onboarding" />;
/** /offboarding */
export const OffboardingPage = () => <ChecklistPage kind="offboarding" />;
