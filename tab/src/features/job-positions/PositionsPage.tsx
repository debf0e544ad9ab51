/**
 * /positions (spec 3 §2 Job position screens; gate job_positions_read): two sections of cards — published
 * (open ones; "show closed" adds the closed) and, for job_positions_write, drafts (open ones; the toggle adds
 * the closed) — starred first, then newest. Administrators create, edit, clone, publish, star and delete
 * (after a confirmation); the card's menu goes to the submissions. Toasts carry the success keys of spec 3 §8.
 */
import { makeStyles, MessageBar, MessageBarBody, Spinner, Subtitle1, Switch, tokens } from '@fluentui/react-components';
import { Add20Regular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../app/auth';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { errorCode, useNotify } from '../../components/notify';
import { PageHeader, type HeaderAction } from '../../components/PageHeader';
import { Pager } from '../../components/Pager';
import { PositionCard, type CardAction } from './PositionCard';
import { PositionFormDialog } from './PositionFormDialog';
import {
  useClonePosition, useDeletePosition, usePositions, usePublishPosition, useStarPosition, type JobPosition,
} from './positionsApi';

const useStyles = makeStyles({
  section: { display: 'grid', gap: tokens.spacingVerticalM, marginBottom: tokens.spacingVerticalXXL },
  sectionHead: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  heading: { margin: 0 },
  grid: { display: 'grid', gap: tokens.spacingHorizontalM, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 280px), 1fr))', listStyle: 'none', margin: 0, padding: 0 },
  empty: { color: tokens.colorNeutralForeground3 },
});

const PAGE_SIZE = 20;

type Dialog = { kind: 'new' } | { kind: 'edit' | 'delete'; position: JobPosition } | null;

/** One section of cards with its closed toggle and pager. */
function Section({ section, admin, onAction, busyId }: { section: 'published' | 'drafts'; admin: boolean; onAction: (a: CardAction, p: JobPosition) => void; busyId: number | null }) {
  const { t } = useTranslation(['positions', 'errors']);
  const s = useStyles();
  const [showClosed, setShowClosed] = useState(false);
  const [page, setPage] = useState(1);
  const q = usePositions({ section, showClosed, page, pageSize: PAGE_SIZE });
  const headingId = `positions-${section}`;
  const empty = section === 'published' ? (showClosed ? t('emptyPublishedAll') : t('emptyPublished')) : showClosed ? t('emptyDraftsAll') : t('emptyDrafts');
  return (
    <section className={s.section} aria-labelledby={headingId}>
      <div className={s.sectionHead}>
        <Subtitle1 as="h2" id={headingId} className={s.heading}>{section === 'published' ? t('published') : t('drafts')}</Subtitle1>
        {admin && <Switch label={t('showClosed')} checked={showClosed} onChange={(_e, d) => { setShowClosed(d.checked); setPage(1); }} />}
      </div>
      {q.isError && (
        <MessageBar intent="error"><MessageBarBody>{t(`errors:${errorCode(q.error)}`, { defaultValue: t('loadFailed') })}</MessageBarBody></MessageBar>
      )}
      {q.isPending && <Spinner size="small" label={t('common:loading')} />}
      {q.data && q.data.data.length === 0 && <p className={s.empty}>{empty}</p>}
      {q.data && q.data.data.length > 0 && (
        <ul className={s.grid} aria-labelledby={headingId}>
          {q.data.data.map((p) => (
            <li key={p.id} style={{ display: 'grid' }}>
              <PositionCard position={p} onAction={onAction} busy={busyId === p.id} />
            </li>
          ))}
        </ul>
      )}
      {q.data && q.data.totalCount > PAGE_SIZE && (
        <Pager page={page} pageSize={PAGE_SIZE} totalCount={q.data.totalCount} onPageChange={setPage} onPageSizeChange={() => setPage(1)} pageSizes={[PAGE_SIZE]} />
      )}
    </section>
  );
}

export function PositionsPage() {
  const { t } = useTranslation('positions');
  const { can } = useAuth();
  const notify = useNotify();
  const admin = can('job_positions_write');
  const [dialog, setDialog] = useState<Dialog>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const cloning = useClonePosition();
  const publishing = usePublishPosition();
  const starring = useStarPosition();
  const deleting = useDeletePosition();

  const run = async (id: number, work: () => Promise<{ message: string } | unknown>) => {
    setBusyId(id);
    try {
      const r = (await work()) as { message?: string } | undefined;
      if (r?.message) notify.success(t(r.message));
    } catch (err) {
      notify.error(err);
    } finally {
      setBusyId(null);
    }
  };

  const onAction = (action: CardAction, p: JobPosition) => {
    if (action === 'edit' || action === 'delete') setDialog({ kind: action, position: p });
    else if (action === 'clone') void run(p.id, () => cloning.mutateAsync(p.id));
    else if (action === 'publish') void run(p.id, () => publishing.mutateAsync({ id: p.id, published: !p.published }));
    else if (action === 'star') void run(p.id, () => starring.mutateAsync({ id: p.id, is_priority: !p.is_priority }));
  };

  const remove = async () => {
    if (dialog?.kind !== 'delete') return;
    try {
      await deleting.mutateAsync(dialog.position.id);
      notify.success(t('position_deleted_successfully'));
      setDialog(null);
    } catch (err) {
      notify.error(err);
    }
  };

  const actions: HeaderAction[] = admin ? [{ key: 'new', label: t('newPosition'), icon: <Add20Regular />, primary: true, onClick: () => setDialog({ kind: 'new' }) }] : [];
  return (
    <>
      <PageHeader title={t('title')} actions={actions} />
      <Section section="published" admin={admin} onAction={onAction} busyId={busyId} />
      {admin && <Section section="drafts" admin={admin} onAction={onAction} busyId={busyId} />}
      {dialog?.kind === 'new' && <PositionFormDialog onClose={() => setDialog(null)} />}
      {dialog?.kind === 'edit' && <PositionFormDialog position={dialog.position} onClose={() => setDialog(null)} />}
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        title={t('deleteTitle')}
        text={dialog?.kind === 'delete' ? t('deleteText', { title: dialog.position.title }) : ''}
        confirmLabel={t('delete')}
        busy={deleting.isPending}
        onConfirm={remove}
        onClose={() => setDialog(null)}
      />
    </>
  );
}
