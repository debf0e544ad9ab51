/**
 * /users (spec 1 §2 Users screen, §6 Users screen gating): searchable, server-paged table with
 * new user, export and refresh-from-external-system buttons; row actions details, edit, delete and
 * edit subordinates.
 * - users_write: new, export; edit, delete and edit subordinates per row as the server's `can` says
 *   (users.policy: not oneself, not an external user, not a more privileged user);
 * - refresh from the external system: users_write and a configured default role;
 * - employee_relationships_read: manager column; with _write too: edit subordinates (not for
 *   users from the external system, who are also locked from editing and deleting);
 * - users_read_sensitive_info: position column, sensitive fields in the details, the leave balances
 *   report (issue 18: everyone's balances at a date as xlsx).
 */
import { Badge, Button, Caption1, Card, makeStyles, Spinner, tokens } from '@fluentui/react-components';
import {
  ArrowDownload20Regular, ArrowSync20Regular, Delete20Regular, Edit20Regular, Info20Regular, PeopleTeam20Regular, PersonAdd20Regular,
} from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../app/auth';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DataTable, type DataColumn, type RowAction } from '../../components/DataTable';
import { useNotify } from '../../components/notify';
import { DEFAULT_TABLE_PAGE_SIZE } from '../../components/Pager';
import { PageHeader } from '../../components/PageHeader';
import { SearchInput } from '../../components/SearchInput';
import { ApiError, downloadBase64 } from '../../lib/api';
import { defaultRoleOf, useRoles } from '../roles/rolesApi';
import { SubordinatesDialog } from './SubordinatesDialog';
import { UserDetailsDialog } from './UserDetailsDialog';
import { UserFormDialog } from './UserFormDialog';
import { useLeaveReportAction } from '../leave-balances/LeaveReportAction';
import { fullName, useDeleteUser, useExportUsers, useSyncUsers, useUsersList, type UserRow } from './usersApi';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const useStyles = makeStyles({
  card: { display: 'grid', gap: tokens.spacingVerticalM },
  search: { maxWidth: '360px', width: '100%' },
  name: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, flexWrap: 'wrap' },
  second: { display: 'block', color: tokens.colorNeutralForeground3 },
  email: { wordBreak: 'break-all' },
});

type Dialog =
  | { kind: 'create' }
  | { kind: 'edit' | 'details' | 'subordinates' | 'delete'; user: UserRow }
  | null;

export function UsersPage() {
  const s = useStyles();
  const { t } = useTranslation('users');
  const { can } = useAuth();
  const notify = useNotify();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(DEFAULT_TABLE_PAGE_SIZE);
  const [q, setQ] = useState('');
  const [dialog, setDialog] = useState<Dialog>(null);
  const exporting = useExportUsers();
  const syncing = useSyncUsers();
  const deleting = useDeleteUser();
  const list = useUsersList({ page, pageSize, q });
  const canWrite = can('users_write');
  const roles = useRoles(canWrite);
  const hasDefaultRole = !!defaultRoleOf(roles.data);
  const seesManager = can('employee_relationships_read');
  const editsRelations = seesManager && can('employee_relationships_write');
  const seesSensitive = can('users_read_sensitive_info');
  const leaveReport = useLeaveReportAction(seesSensitive);
  const close = () => setDialog(null);

  const exportUsers = async () => {
    try {
      const r = await exporting.mutateAsync(q);
      downloadBase64(r.file, 'UsersList.xlsx', XLSX);
      notify.success(t('exported'));
    } catch (err) {
      notify.error(err);
    }
  };

  const sync = async () => {
    try {
      const r = await syncing.mutateAsync();
      notify.success(t('synced', { created: r.users.created, updated: r.users.updated, unchanged: r.users.unchanged }));
    } catch (err) {
      // The sync call is not available on every server: say so instead of a bare "not found".
      notify.error(err instanceof ApiError && err.status === 404 ? new ApiError(404, 'navision_sync_unavailable') : err);
    }
  };

  const remove = async () => {
    if (dialog?.kind !== 'delete') return;
    try {
      await deleting.mutateAsync(dialog.user.id);
      notify.success(t('deleted', { name: fullName(dialog.user) }));
      close();
      if (list.data?.data.length === 1 && page > 1) setPage(page - 1);
    } catch (err) {
      notify.error(err);
    }
  };

  const columns: DataColumn<UserRow>[] = [
    {
      key: 'name', header: t('fields.name'),
      render: (u) => (
        <span className={s.name}>
          {u.name}
          {u.navision_id && <Badge size="small" appearance="outline" color="informative" title={t('externalHint')}>{t('external')}</Badge>}
          {u.disabled && <Badge size="small" appearance="tint" color="danger">{t('status.disabled')}</Badge>}
        </span>
      ),
    },
    { key: 'surname', header: t('fields.surname'), render: (u) => u.surname },
    { key: 'email', header: t('fields.email'), width: '24%', render: (u) => <span className={s.email}>{u.email}</span> },
    {
      key: 'role', header: t('fields.role'),
      render: (u) => (
        <>
          {u.role_name ?? '—'}
          {u.temp_role_name && <Caption1 className={s.second}>{t('secondRoleShort', { name: u.temp_role_name })}</Caption1>}
        </>
      ),
    },
    ...(seesManager ? [{ key: 'manager', header: t('fields.manager'), render: (u: UserRow) => u.manager || '—' }] : []),
    ...(seesSensitive ? [{ key: 'position', header: t('fields.position'), render: (u: UserRow) => u.position || '—' }] : []),
  ];
  const actions: RowAction<UserRow>[] = [
    { key: 'details', label: t('actions.details'), icon: <Info20Regular />, onClick: (user) => setDialog({ kind: 'details', user }) },
    ...(canWrite ? [{ key: 'edit', label: t('actions.edit'), icon: <Edit20Regular />, visible: (u: UserRow) => u.can.edit, onClick: (user: UserRow) => setDialog({ kind: 'edit', user }) }] : []),
    ...(editsRelations
      ? [{ key: 'subordinates', label: t('actions.subordinates'), icon: <PeopleTeam20Regular />, visible: (u: UserRow) => u.can.edit_relationships, onClick: (user: UserRow) => setDialog({ kind: 'subordinates', user }) }]
      : []),
    ...(canWrite
      ? [{ key: 'delete', label: t('actions.delete'), icon: <Delete20Regular />, visible: (u: UserRow) => u.can.delete, onClick: (user: UserRow) => setDialog({ kind: 'delete', user }) }]
      : []),
  ];

  return (
    <>
      <PageHeader
        title={t('title')}
        actions={
          (canWrite || leaveReport.action) && (
            <>
              {leaveReport.action && <Button icon={leaveReport.action.icon} onClick={leaveReport.action.onClick}>{leaveReport.action.label}</Button>}
              {canWrite && hasDefaultRole && (
                <Button icon={syncing.isPending ? <Spinner size="tiny" /> : <ArrowSync20Regular />} disabled={syncing.isPending} onClick={() => void sync()}>
                  {t('sync')}
                </Button>
              )}
              {canWrite && (
                <Button icon={exporting.isPending ? <Spinner size="tiny" /> : <ArrowDownload20Regular />} disabled={exporting.isPending} onClick={() => void exportUsers()}>
                  {t('export')}
                </Button>
              )}
              {canWrite && <Button appearance="primary" icon={<PersonAdd20Regular />} onClick={() => setDialog({ kind: 'create' })}>{t('new')}</Button>}
            </>
          )
        }
      />
      <Card className={s.card}>
        <SearchInput className={s.search} label={t('search')} onSearch={(text) => { setQ(text); setPage(1); }} />
        <DataTable
          ariaLabel={t('tableLabel')}
          items={list.data?.data}
          loading={list.isFetching}
          columns={columns}
          actions={actions}
          getRowId={(u) => u.id}
          rowLabel={fullName}
          emptyText={q ? t('emptySearch', { q }) : t('empty')}
          minWidth="760px"
          paging={{
            page, pageSize, totalCount: list.data?.totalCount ?? 0, onPageChange: setPage,
            onPageSizeChange: (n) => { setPageSize(n); setPage(1); },
          }}
        />
      </Card>
      {(dialog?.kind === 'create' || dialog?.kind === 'edit') && (
        <UserFormDialog mode={dialog.kind} user={dialog.kind === 'edit' ? dialog.user : undefined} onClose={close} />
      )}
      {dialog?.kind === 'details' && <UserDetailsDialog user={dialog.user} onClose={close} />}
      {dialog?.kind === 'subordinates' && <SubordinatesDialog user={dialog.user} onClose={close} />}
      {leaveReport.dialog}
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        title={t('delete.title')}
        text={dialog?.kind === 'delete' ? t('delete.text', { name: fullName(dialog.user), email: dialog.user.email }) : ''}
        confirmLabel={t('delete.confirm')}
        confirmWord={t('delete.word')}
        busy={deleting.isPending}
        onConfirm={remove}
        onClose={close}
      />
    </>
  );
}
