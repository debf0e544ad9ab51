/**
 * /announcements (spec 3 §2 "Admin table and editor modal"; gate announcement_write): the announcements,
 * newest first, searchable by title and paged; new and edit in the editor dialog (rich text); delete after
 * a confirmation (the server's code, e.g. failed_to_delete_announcement, when it fails); a row's title opens the text read-only.
 */
import { Link, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { Add20Regular, Delete20Regular, Edit20Regular, Mail16Regular } from '@fluentui/react-icons';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DataTable } from '../../components/DataTable';
import { useNotify } from '../../components/notify';
import { PageHeader, type HeaderAction } from '../../components/PageHeader';
import { usePaging } from '../../components/usePaging';
import { SearchInput } from '../../components/SearchInput';
import { useDates } from '../../lib/dates';
import { AnnouncementFormDialog } from './AnnouncementFormDialog';
import { AnnouncementReadDialog } from './AnnouncementReadDialog';
import { type Announcement, useAnnouncements, useDeleteAnnouncement } from './announcementsApi';

const useStyles = makeStyles({
  bar: { marginBottom: tokens.spacingVerticalM, maxWidth: '420px' },
  note: { marginBottom: tokens.spacingVerticalM },
  search: { width: '100%' },
  mail: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
});

type Dialog = { kind: 'new' } | { kind: 'edit' | 'delete' | 'read'; item: Announcement } | null;

export function AnnouncementsPage() {
  const { t } = useTranslation('announcements');
  const s = useStyles();
  const notify = useNotify();
  const dates = useDates();
  const { page, pageSize, q, search, paging } = usePaging();
  const [dialog, setDialog] = useState<Dialog>(null);
  const list = useAnnouncements({ page, pageSize, q });
  const deleting = useDeleteAnnouncement();
  useEffect(() => {
    document.title = `${t('title')} · ${t('common:appName')}`;
  }, [t]);

  const actions: HeaderAction[] = [{ key: 'new', label: t('new'), icon: <Add20Regular />, primary: true, onClick: () => setDialog({ kind: 'new' }) }];
  const remove = async () => {
    if (dialog?.kind !== 'delete') return;
    try {
      await deleting.mutateAsync(dialog.item.id);
      notify.success(t('announcement_successfully_deleted'));
      setDialog(null);
    } catch (err) {
      notify.error(err);
    }
  };

  return (
    <>
      <PageHeader title={t('title')} actions={actions} />
      <div className={s.bar}>
        <SearchInput className={s.search} label={t('search')} onSearch={search} />
      </div>
      {list.isError && (
        <MessageBar className={s.note} intent="error">
          <MessageBarBody>{t('failedToLoad')}</MessageBarBody>
        </MessageBar>
      )}
      <DataTable
        ariaLabel={t('title')}
        items={list.data?.data}
        loading={list.isFetching}
        getRowId={(a) => a.id}
        rowLabel={(a) => a.title}
        emptyText={q ? t('emptySearch') : t('empty')}
        paging={paging(list.data?.totalCount)}
        columns={[
          { key: 'title', header: t('titleField'), card: 'title', render: (a) => <Link onClick={() => setDialog({ kind: 'read', item: a })}>{a.title}</Link> },
          { key: 'preview', header: t('preview'), width: '38%', render: (a) => a.preview },
          { key: 'date', header: t('date'), width: '16%', render: (a) => dates.instant(a.creation_date) },
          {
            key: 'email', header: t('email'), width: '10%',
            render: (a) => (a.send_email ? <span className={s.mail}><Mail16Regular aria-hidden />{t('sent')}</span> : t('notSent')),
          },
        ]}
        actions={[
          { key: 'edit', label: t('edit'), icon: <Edit20Regular />, onClick: (a) => setDialog({ kind: 'edit', item: a }) },
          { key: 'delete', label: t('delete'), icon: <Delete20Regular />, onClick: (a) => setDialog({ kind: 'delete', item: a }) },
        ]}
      />
      {dialog?.kind === 'new' && <AnnouncementFormDialog onClose={() => setDialog(null)} />}
      {dialog?.kind === 'edit' && <AnnouncementFormDialog current={dialog.item} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'read' && <AnnouncementReadDialog item={dialog.item} onClose={() => setDialog(null)} />}
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        title={t('deleteTitle')}
        text={dialog?.kind === 'delete' ? t('deleteText', { title: dialog.item.title }) : ''}
        confirmLabel={t('delete')}
        busy={deleting.isPending}
        onConfirm={remove}
        onClose={() => setDialog(null)}
      />
    </>
  );
}
