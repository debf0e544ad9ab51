/**
 * The all-roles table of /roles: name (with a default badge), description, users count; edit opens
 * the role in the permissions editor, delete asks first (DELETE /roles/:id; a role still held
 * shows the server's role_is_in_use). Without roles_write the only action is viewing.
 */
import { Badge, Card, CardHeader, makeStyles, mergeClasses, Subtitle2, tokens } from '@fluentui/react-components';
import { Delete20Regular, Edit20Regular, Eye20Regular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DataTable, type DataColumn, type RowAction } from '../../components/DataTable';
import { useNotify } from '../../components/notify';
import { useDeleteRole, type Role } from './rolesApi';

const useStyles = makeStyles({
  name: { display: 'inline-flex', gap: tokens.spacingHorizontalS, alignItems: 'center', flexWrap: 'wrap' },
  editing: { fontWeight: tokens.fontWeightSemibold },
});

interface Props {
  roles: Role[] | undefined;
  loading: boolean;
  canWrite: boolean;
  editingId: number | null;
  onEdit: (id: number) => void;
  onDeleted: (id: number) => void;
}

export function RolesTableCard({ roles, loading, canWrite, editingId, onEdit, onDeleted }: Props) {
  const s = useStyles();
  const { t } = useTranslation('roles');
  const notify = useNotify();
  const [target, setTarget] = useState<Role | null>(null);
  const deleting = useDeleteRole();

  const columns: DataColumn<Role>[] = [
    {
      key: 'name', header: t('fields.name'), width: '32%',
      render: (r) => (
        <span className={mergeClasses(s.name, r.id === editingId && s.editing)}>
          {r.name}
          {r.default_role && <Badge size="small" color="brand" appearance="tint">{t('default.badge')}</Badge>}
        </span>
      ),
    },
    { key: 'description', header: t('fields.description'), render: (r) => r.description || '—' },
    { key: 'users', header: t('fields.usersCount'), width: '110px', render: (r) => r.users_count },
  ];
  // Each row's `can` (roles.policy): a role beyond the editor's own permissions is only viewed.
  const actions: RowAction<Role>[] = canWrite
    ? [
        { key: 'edit', label: t('table.edit'), icon: <Edit20Regular />, visible: (r) => r.can.edit, onClick: (r) => onEdit(r.id) },
        { key: 'view', label: t('table.view'), icon: <Eye20Regular />, visible: (r) => !r.can.edit, onClick: (r) => onEdit(r.id) },
        { key: 'delete', label: t('table.delete'), icon: <Delete20Regular />, visible: (r) => r.can.delete, onClick: setTarget },
      ]
    : [{ key: 'view', label: t('table.view'), icon: <Eye20Regular />, onClick: (r) => onEdit(r.id) }];

  const remove = async () => {
    if (!target) return;
    try {
      await deleting.mutateAsync(target.id);
      notify.success(t('deleted', { name: target.name }));
      onDeleted(target.id);
      setTarget(null);
    } catch (err) {
      notify.error(err);
    }
  };

  return (
    <Card>
      <CardHeader header={<Subtitle2 as="h2">{t('table.title')}</Subtitle2>} />
      <DataTable ariaLabel={t('table.title')} items={roles} loading={loading} columns={columns} actions={actions}
        getRowId={(r) => r.id} rowLabel={(r) => r.name} emptyText={t('table.empty')} minWidth="480px" />
      <ConfirmDialog
        open={!!target}
        title={t('delete.title')}
        text={target ? (target.users_count > 0 ? t('delete.textInUse', { name: target.name, count: target.users_count }) : t('delete.text', { name: target.name })) : ''}
        confirmLabel={t('table.delete')}
        busy={deleting.isPending}
        onConfirm={remove}
        onClose={() => setTarget(null)}
      />
    </Card>
  );
}
