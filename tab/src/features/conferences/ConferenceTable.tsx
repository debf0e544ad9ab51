/**
 * One table of a Conferences screen section (spec 3 §2): my items (scope mine) or upcoming items (scope
 * upcoming), paged on the server, with the §4 display state as a badge; canceled and ended rows are greyed.
 * Row actions come from the server's `can` flags (conferences.policy.ts): details, join, leave, edit,
 * participants, cancel. The dialogs are opened by the section through `onAction`.
 */
import { makeStyles, tokens } from '@fluentui/react-components';
import { Dismiss20Regular, Edit20Regular, Info20Regular, People20Regular, PersonAdd20Regular, PersonDelete20Regular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/DataTable';
import { usePaging } from '../../components/usePaging';
import { useDates } from '../../lib/dates';
import { ConferenceStateBadge } from './ConferenceStateBadge';
import { useConferences, type Conference, type ConferenceKind } from './conferencesApi';

const useStyles = makeStyles({
  finished: { color: tokens.colorNeutralForeground3 },
  // Spec 3 §4 row colours (theme tokens, so dark mode keeps its contrast); the state badge says the same in words.
  red: { backgroundColor: tokens.colorPaletteRedBackground1 },
  grey: { backgroundColor: tokens.colorNeutralBackground3 },
  yellow: { backgroundColor: tokens.colorPaletteYellowBackground1 },
  green: { backgroundColor: tokens.colorPaletteGreenBackground1 },
  heading: { margin: `${tokens.spacingVerticalM} 0 ${tokens.spacingVerticalS}`, fontSize: tokens.fontSizeBase400 },
});

export type ConferenceAction = 'details' | 'join' | 'leave' | 'edit' | 'participants' | 'cancel';

interface Props {
  kind: ConferenceKind;
  scope: 'mine' | 'upcoming';
  showFinished: boolean;
  heading: string;
  onAction: (action: ConferenceAction, item: Conference) => void;
}

export function ConferenceTable({ kind, scope, showFinished, heading, onAction }: Props) {
  const { t } = useTranslation('conferences');
  const s = useStyles();
  const dates = useDates();
  const { page, pageSize, paging } = usePaging();
  const list = useConferences({ kind, scope, page, pageSize, showFinished });
  const cell = (c: Conference, content: ReactNode) => (c.state === 'canceled' || c.state === 'ended' ? <span className={s.finished}>{content}</span> : content);
  const headingId = `${kind}-${scope}-heading`;
  const tint: Partial<Record<Conference['state'], string>> = { canceled: s.red, full: s.red, ended: s.grey, waiting_for_approval: s.yellow, attending: s.green };
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className={s.heading}>{heading}</h3>
      {list.isError && <p role="alert">{t(kind === 'training' ? 'loadFailedTrainings' : 'loadFailedConferences')}</p>}
      <DataTable
        ariaLabel={heading}
        items={list.isError ? [] : list.data?.data}
        loading={list.isFetching}
        getRowId={(c) => c.id}
        rowLabel={(c) => c.title}
        rowClassName={(c) => tint[c.state]}
        emptyText={t(scope === 'mine' ? 'emptyMine' : 'emptyUpcoming')}
        paging={paging(list.data?.totalCount)}
        columns={[
          { key: 'title', header: t('name'), card: 'title', render: (c) => cell(c, c.title) },
          { key: 'start', header: t('start'), width: '13%', render: (c) => cell(c, dates.instant(c.date_start)) },
          { key: 'end', header: t('end'), width: '13%', render: (c) => cell(c, dates.instant(c.date_end)) },
          { key: 'location', header: t('location'), width: '14%', render: (c) => cell(c, c.location) },
          { key: 'participants', header: t('participants'), width: '8%', render: (c) => cell(c, c.max_participants ? `${c.participants}/${c.max_participants}` : String(c.participants)) },
          { key: 'state', header: t('state'), width: '10%', render: (c) => <ConferenceStateBadge state={c.state} /> },
        ]}
        actions={[
          { key: 'details', label: t('details'), icon: <Info20Regular />, onClick: (c) => onAction('details', c) },
          { key: 'join', label: t('join'), icon: <PersonAdd20Regular />, onClick: (c) => onAction('join', c), visible: (c) => c.can.join },
          { key: 'leave', label: t('leave'), icon: <PersonDelete20Regular />, onClick: (c) => onAction('leave', c), visible: (c) => c.can.leave },
          { key: 'edit', label: t('edit'), icon: <Edit20Regular />, onClick: (c) => onAction('edit', c), visible: (c) => c.can.edit },
          { key: 'participants', label: t('participantsAction'), icon: <People20Regular />, onClick: (c) => onAction('participants', c), visible: (c) => c.can.participants },
          { key: 'cancel', label: t('cancel'), icon: <Dismiss20Regular />, onClick: (c) => onAction('cancel', c), visible: (c) => c.can.cancel },
        ]}
      />
    </section>
  );
}
