/**
 * Name, description and permissions of one role (spec 1 §4 Role editing, §5 Role). Permissions are
 * grouped by the catalogue's groups; ticking one ticks what it implies and locks it while the parent
 * stays ticked (see permissionSelection.ts). Save → PUT /roles/permissions, then the roles and the
 * current user's permissions are re-read. A role without permissions cannot be saved (the server
 * refuses it with no_permissions_assigned; here Save is disabled with that hint). Nobody grants more
 * than they hold (roles.policy): a role with a permission the editor lacks is read-only
 * (`role.can.edit`, with a note), and permissions the editor lacks cannot be ticked.
 */
import { Button, Field, Input, makeStyles, MessageBar, MessageBarBody, Spinner, Text, tokens } from '@fluentui/react-components';
import { ArrowUndo20Regular, Save20Regular } from '@fluentui/react-icons';
import { LIMITS } from '@contracts/common';
import type { Permission } from '@contracts/permissions';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../app/auth';
import { useNotify } from '../../components/notify';
import { roleTextErrors } from './NewRoleCard';
import { PermissionGroups } from './PermissionGroups';
import { initialSelection, sameSelection } from './permissionSelection';
import { useSaveRole, type PermissionCatalogue, type RoleWithPermissions } from './rolesApi';

const useStyles = makeStyles({
  root: { display: 'grid', gap: tokens.spacingVerticalL },
  texts: { display: 'grid', gap: tokens.spacingHorizontalL, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 280px), 1fr))' },
  footer: {
    display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap', position: 'sticky', bottom: 0,
    padding: `${tokens.spacingVerticalS} 0`, background: tokens.colorNeutralBackground1, borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  count: { flexGrow: 1, color: tokens.colorNeutralForeground2 },
});

interface Props {
  role: RoleWithPermissions;
  catalogue: PermissionCatalogue;
  canWrite: boolean;
}

export function RoleEditorForm({ role, catalogue, canWrite }: Props) {
  const s = useStyles();
  const { t } = useTranslation('roles');
  const notify = useNotify();
  const { refresh, can } = useAuth();
  // roles_write alone is not enough: the role must lie within the editor's own permissions.
  const editable = canWrite && role.can.edit;
  const saved = useMemo(() => initialSelection(role.permissions.map((p) => p.name)), [role.permissions]);
  const [name, setName] = useState(role.name);
  const [description, setDescription] = useState(role.description ?? '');
  const [selected, setSelected] = useState<string[]>(saved);
  const saving = useSaveRole();
  const busy = saving.isPending;
  const errors = roleTextErrors(name, description);
  const dirty = name !== role.name || description !== (role.description ?? '') || !sameSelection(selected, saved);
  const none = selected.length === 0;
  const held = (p: string) => can(p as Permission);
  const valid = !errors.name && !errors.description && !none;

  const reset = () => {
    setName(role.name);
    setDescription(role.description ?? '');
    setSelected(saved);
  };

  const save = async () => {
    if (!valid) return;
    try {
      await saving.mutateAsync({ role_id: role.id, name: name.trim(), description: description.trim() || null, permission_names: selected });
      notify.success(t('saved', { name: name.trim() }));
      await refresh();
    } catch (err) {
      notify.error(err);
    }
  };

  return (
    <form className={s.root} onSubmit={(e) => { e.preventDefault(); void save(); }} noValidate aria-label={t('editor.formLabel', { name: role.name })}>
      {canWrite && !role.can.edit && (
        <MessageBar intent="info">
          <MessageBarBody>{t('editor.beyondRole')}</MessageBarBody>
        </MessageBar>
      )}
      <div className={s.texts}>
        <Field label={t('fields.name')} required validationMessage={errors.name ? t(errors.name, { max: LIMITS.short }) : undefined}>
          <Input value={name} onChange={(_e, d) => setName(d.value)} disabled={!editable} />
        </Field>
        <Field label={t('fields.description')} validationMessage={errors.description ? t(errors.description, { max: LIMITS.short }) : undefined}>
          <Input value={description} onChange={(_e, d) => setDescription(d.value)} disabled={!editable} />
        </Field>
      </div>
      <PermissionGroups catalogue={catalogue} selected={selected} onChange={setSelected} disabled={!editable || busy} held={editable ? held : undefined} />
      {none && editable && (
        <MessageBar intent="warning">
          <MessageBarBody>{t('errors:no_permissions_assigned')} {t('editor.noneHint')}</MessageBarBody>
        </MessageBar>
      )}
      {editable && (
        <div className={s.footer}>
          <Text className={s.count} aria-live="polite">{t('editor.count', { count: selected.length })}</Text>
          <Button icon={<ArrowUndo20Regular />} onClick={reset} disabled={!dirty || busy}>{t('editor.reset')}</Button>
          <Button type="submit" appearance="primary" icon={busy ? <Spinner size="tiny" /> : <Save20Regular />} disabled={!valid || !dirty || busy}>
            {t('editor.save')}
          </Button>
        </div>
      )}
    </form>
  );
}
