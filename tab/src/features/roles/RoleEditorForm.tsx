/**
 * Name, description and permissions of one role (spec 1 §4 Role editing, §5 Role). Permissions are
 * grouped by the catalogue's groups; ticking one ticks what it implies and locks it while the parent
 * stays ticked (see permissionSelection.ts). Save → PUT /roles/permissions, then the roles and the
 * current user's permissions are re-read. A role without permissions cannot be saved (the server
 * refuses it with no_permissions_assigned; here Save is disabled with that hint). Nobody grants more
 * than they hold (roles.policy): a role with a permission the editor lacks is read-only
 * (`role.can.edit`, with a note), and permissions the editor lacks cannot be ticked. The form is
 * react-hook-form with `zodResolver(roleEditorSchema)`, the contract's `rolePermissionsBody` with at
 * least one permission, checked as the user types.
 */
import { Button, Field, makeStyles, MessageBar, MessageBarBody, Spinner, Text, tokens } from '@fluentui/react-components';
import { ArrowUndo20Regular, Save20Regular } from '@fluentui/react-icons';
import { zodResolver } from '@hookform/resolvers/zod';
import { LIMITS } from '@contracts/common';
import type { Permission } from '@contracts/permissions';
import { rolePermissionsBody } from '@contracts/roles';
import { useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useAuth } from '../../app/auth';
import { FormInput } from '../../components/FormControls';
import { useNotify } from '../../components/notify';
import { issueKey } from '../../lib/zodForm';
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

/** The editor's values over the contract's `rolePermissionsBody` (the role id added on save): at least one permission. */
export const roleEditorSchema = rolePermissionsBody.omit({ role_id: true }).extend({ permission_names: z.array(z.string()).min(1) });
type RoleEditorValues = z.input<typeof roleEditorSchema>;

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
  const defaults = { name: role.name, description: role.description ?? '', permission_names: saved };
  const { control, handleSubmit, reset: resetForm, formState: { errors } } = useForm<RoleEditorValues, unknown, z.output<typeof roleEditorSchema>>({
    resolver: zodResolver(roleEditorSchema),
    mode: 'onChange',
    defaultValues: defaults,
  });
  const [name, description, selected] = useWatch({ control, name: ['name', 'description', 'permission_names'] });
  const saving = useSaveRole();
  const busy = saving.isPending;
  const dirty = name !== role.name || (description ?? '') !== (role.description ?? '') || !sameSelection(selected, saved);
  const none = selected.length === 0;
  const held = (p: string) => can(p as Permission);
  // Save follows the contract as the user types (the permissions' rule is the warning below)
  const valid = roleEditorSchema.safeParse({ name, description, permission_names: selected }).success;
  const msg = (e?: { type: string }) => {
    const key = issueKey(e);
    return key ? t(`validation.${key}`, { max: LIMITS.short }) : undefined;
  };

  const reset = () => resetForm(defaults);

  const save = async (v: z.output<typeof roleEditorSchema>) => {
    try {
      await saving.mutateAsync({ role_id: role.id, ...v });
      notify.success(t('saved', { name: v.name }));
      await refresh();
    } catch (err) {
      notify.error(err);
    }
  };

  return (
    <form className={s.root} onSubmit={(e) => void handleSubmit(save)(e)} noValidate aria-label={t('editor.formLabel', { name: role.name })}>
      {canWrite && !role.can.edit && (
        <MessageBar intent="info">
          <MessageBarBody>{t('editor.beyondRole')}</MessageBarBody>
        </MessageBar>
      )}
      <div className={s.texts}>
        <Field label={t('fields.name')} required validationMessage={msg(errors.name)}>
          <FormInput control={control} name="name" disabled={!editable} />
        </Field>
        <Field label={t('fields.description')} validationMessage={msg(errors.description)}>
          <FormInput control={control} name="description" disabled={!editable} />
        </Field>
      </div>
      <Controller control={control} name="permission_names" render={({ field }) => (
        <PermissionGroups catalogue={catalogue} selected={field.value} onChange={field.onChange} disabled={!editable || busy} held={editable ? held : undefined} />
      )} />
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
