/**
 * New/edit user dialog (spec 1 §5 User form, §7 Users). Edit mode loads GET /users/{id}/info
 * (subscriptions and the freshest fields) before showing the form. Errors show after a field was
 * left or a save was tried; a failed save shows the server's error toast and stops the spinner.
 * What may be changed follows the server's answers: the user's `can` (/info) and the roles' `can`
 * (users.policy, roles.policy); without roles_write a new user gets the default role.
 */
import {
  Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Spinner,
} from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../app/auth';
import { useNotify } from '../../components/notify';
import { defaultRoleOf, useRoles } from '../roles/rolesApi';
import { emptyUserForm, hasErrors, userFormBody, userFormFrom, validateUserForm, type UserFormField, type UserFormMode, type UserFormValues } from './userForm';
import { UserFormFields, type UserFormLocks } from './UserFormFields';
import { fullName, useSaveUser, useUserInfo, type UserRow } from './usersApi';

interface Props {
  mode: UserFormMode;
  /** The edited user (edit mode). */
  user?: UserRow;
  onClose: () => void;
}

export function UserFormDialog({ mode, user, onClose }: Props) {
  const { t } = useTranslation('users');
  const notify = useNotify();
  const { can } = useAuth();
  const sensitive = can('users_write_sensitive_info');
  const roles = useRoles();
  const info = useUserInfo(mode === 'edit' ? user?.id : undefined);
  const [values, setValues] = useState<UserFormValues | null>(mode === 'create' ? emptyUserForm() : null);
  const [touched, setTouched] = useState<Partial<Record<UserFormField, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const saving = useSaveUser();
  const busy = saving.isPending;

  useEffect(() => {
    if (mode === 'edit' && info.data && !values) setValues(userFormFrom(info.data));
  }, [mode, info.data, values]);
  // Without roles_write only the default role may be given: preselect it (also a sensible default with it).
  const defaultRole = defaultRoleOf(roles.data);
  useEffect(() => {
    if (mode === 'create' && defaultRole) setValues((v) => (v && !v.role_id ? { ...v, role_id: String(defaultRole.id) } : v));
  }, [mode, defaultRole]);
  useEffect(() => {
    if (info.isError) {
      notify.error(info.error);
      onClose();
    }
  }, [info.isError, info.error, notify, onClose]);

  const assignsRoles = can('roles_write');
  const target = info.data?.can;
  const outranked = mode === 'edit' && !!target && !target.set_password;
  const locks: UserFormLocks = {
    roles: !assignsRoles || (mode === 'edit' && !target?.edit_role),
    email: outranked,
    password: outranked,
    note: outranked
      ? t('form.outranked')
      : assignsRoles
        ? undefined
        : mode === 'edit'
          ? t('form.rolesLocked')
          : defaultRole
            ? t('form.rolesDefaultOnly', { name: defaultRole.name })
            : t('form.noDefaultRole'),
  };
  const options = { mode, sensitive };
  const errors = values ? validateUserForm(values, options) : {};
  const visibleErrors = Object.fromEntries(Object.entries(errors).filter(([f]) => submitted || touched[f as UserFormField]));

  const save = async () => {
    if (!values) return;
    setSubmitted(true);
    if (hasErrors(errors)) return;
    try {
      const id = mode === 'edit' ? user!.id : undefined;
      await saving.mutateAsync({ id, body: userFormBody(values, options, id) });
      notify.success(t(mode === 'create' ? 'created' : 'updated', { name: fullName(values) }));
      onClose();
    } catch (err) {
      notify.error(err);
    }
  };

  const title = mode === 'create' ? t('form.createTitle') : t('form.editTitle', { name: user ? fullName(user) : '' });
  return (
    <Dialog open onOpenChange={(_e, d) => { if (!d.open && !busy) onClose(); }}>
      <DialogSurface style={{ maxWidth: 760, width: 'calc(100vw - 32px)' }}>
        <form onSubmit={(e) => { e.preventDefault(); void save(); }} noValidate aria-label={title}>
          <DialogBody>
            <DialogTitle>{title}</DialogTitle>
            <DialogContent>
              {!values || !roles.data ? (
                <Spinner label={t('common:loading')} />
              ) : (
                <UserFormFields
                  mode={mode}
                  locks={locks}
                  values={values}
                  errors={visibleErrors}
                  roles={roles.data}
                  sensitive={sensitive}
                  disabled={busy}
                  onChange={(patch) => setValues((v) => (v ? { ...v, ...patch } : v))}
                  onBlur={(f) => setTouched((x) => ({ ...x, [f]: true }))}
                />
              )}
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose} disabled={busy}>{t('common:cancel')}</Button>
              <Button type="submit" appearance="primary" disabled={busy || !values || !roles.data} icon={busy ? <Spinner size="tiny" /> : undefined}>
                {mode === 'create' ? t('form.create') : t('form.save')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
