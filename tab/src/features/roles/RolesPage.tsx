/**
 * /roles (spec 1 §2 Roles screen): new-role card, all-roles table with edit and delete, the
 * "edit roles and permissions" card and the set-default-role dialog. A badge and a message bar
 * warn when no default role is configured. Seeing needs roles_read (the route is in the sidebar
 * only then); every change needs roles_write — without it the page is read-only.
 */
import { Badge, Button, makeStyles, MessageBar, MessageBarActions, MessageBarBody, MessageBarTitle, tokens } from '@fluentui/react-components';
import { Star20Regular, Warning16Regular } from '@fluentui/react-icons';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../app/auth';
import { PageHeader } from '../../components/PageHeader';
import { DefaultRoleDialog } from './DefaultRoleDialog';
import { NewRoleCard } from './NewRoleCard';
import { RoleEditorCard } from './RoleEditorCard';
import { defaultRoleOf, useRoles } from './rolesApi';
import { RolesTableCard } from './RolesTableCard';

const useStyles = makeStyles({
  page: { display: 'grid', gap: tokens.spacingVerticalL },
  headerActions: { display: 'inline-flex', alignItems: 'center', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  top: { display: 'grid', gap: tokens.spacingVerticalL, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 320px), 1fr))', alignItems: 'start' },
  topWithNew: { '@media (min-width: 1100px)': { gridTemplateColumns: 'minmax(300px, 1fr) 2fr' } },
});

export function RolesPage() {
  const s = useStyles();
  const { t } = useTranslation('roles');
  const { can } = useAuth();
  const canWrite = can('roles_write');
  const roles = useRoles();
  const [editingId, setEditingId] = useState<number | null>(null);
  const [defaultOpen, setDefaultOpen] = useState(false);
  const editorHeading = useRef<HTMLHeadingElement>(null);
  const current = defaultRoleOf(roles.data);
  const noDefault = roles.isSuccess && !current;

  const edit = (id: number) => {
    setEditingId(id);
    requestAnimationFrame(() => {
      editorHeading.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
      editorHeading.current?.focus({ preventScroll: true });
    });
  };

  return (
    <>
      <PageHeader
        title={t('title')}
        actions={
          <span className={s.headerActions}>
            {noDefault && <Badge color="warning" appearance="filled" icon={<Warning16Regular />}>{t('default.noneBadge')}</Badge>}
            {current && <Badge color="brand" appearance="tint">{t('default.currentBadge', { name: current.name })}</Badge>}
            {canWrite && (
              <Button icon={<Star20Regular />} onClick={() => setDefaultOpen(true)} disabled={!roles.isSuccess}>{t('default.button')}</Button>
            )}
          </span>
        }
      />
      <div className={s.page}>
        {noDefault && (
          <MessageBar intent="warning">
            <MessageBarBody>
              <MessageBarTitle>{t('default.noneTitle')}</MessageBarTitle>
              {t('default.noneText')}
            </MessageBarBody>
            {canWrite && (
              <MessageBarActions>
                <Button size="small" onClick={() => setDefaultOpen(true)}>{t('default.button')}</Button>
              </MessageBarActions>
            )}
          </MessageBar>
        )}
        <div className={canWrite ? `${s.top} ${s.topWithNew}` : s.top}>
          {canWrite && <NewRoleCard onCreated={edit} />}
          <RolesTableCard roles={roles.data} loading={roles.isLoading} canWrite={canWrite} onEdit={edit}
            editingId={editingId} onDeleted={(id) => { if (id === editingId) setEditingId(null); }} />
        </div>
        <RoleEditorCard selectedId={editingId} onSelect={setEditingId} canWrite={canWrite} headingRef={editorHeading} />
      </div>
      {canWrite && roles.data && <DefaultRoleDialog open={defaultOpen} roles={roles.data} onClose={() => setDefaultOpen(false)} />}
    </>
  );
}
