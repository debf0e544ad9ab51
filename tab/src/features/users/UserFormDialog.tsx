/**
 * New/edit user dialog (spec 1 §5 User form, §7 Users). Edit mode loads GET /users/{id}/info
 * (subscriptions and the freshest fields) before showing the form. The form is react-hook-form with
 * `zodResolver(userFormSchema(...))` over the users contract: errors show after a field was left or a
 * save was tried; a failed save shows the server's error toast, marks the fields the server names
 * (`fields[].path`, `bad_password` at the password, `duplicate_user` at username and e-mail) and stops
 * the spinner.
 * What may be changed follows the server's answers: the user's `can` (/info) and the roles' `can`
 * (users.policy, roles.policy); without roles_write a new user gets the default role.
 */
import {
  Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Spinner,
} from '@fluentui/react-components';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../app/auth';
import { useNotify } from '../../components/notify';
import { defaultRoleOf, useRoles } from '../roles/rolesApi';
import { setServerErrors } from '../../lib/serverErrors';
import { emptyUserForm, fieldErrorFromMessage, userFieldOf, userFormFrom, userFormSchema, type UserFormField, type UserFormMode, type UserFormValues } from './userForm';
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
  const [ready, setReady] = useState(mode === 'create');
  const saving = useSaveUser();
  const busy = saving.isPending;
  const options = useMemo(() => ({ mode, sensitive }), [mode, sensitive]);
  const resolver = useMemo(() => zodResolver(userFormSchema(options, mode === 'edit' ? user?.id : undefined)), [options, mode, user?.id]);
  const form = useForm<UserFormValues, unknown, Record<string, unknown>>({ resolver, mode: 'onTouched', defaultValues: emptyUserForm() });
  const { reset, getValues, setValue } = form;

  useEffect(() => {
    if (mode === 'edit' && info.data && !ready) {
      reset(userFormFrom(info.data));
      setReady(true);
    }
  }, [mode, info.data, ready, reset]);
  // Without roles_write only the default role may be given: preselect it (also a sensible default with it).
  const defaultRole = defaultRoleOf(roles.data);
  useEffect(() => {
    if (mode === 'create' && defaultRole && !getValues('role_id')) setValue('role_id', String(defaultRole.id));
  }, [mode, defaultRole, getValues, setValue]);
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
  const messages: Partial<Record<UserFormField, string>> = {};
  for (const [field, e] of Object.entries(form.formState.errors)) {
    const known = e?.type === 'server' ? undefined : fieldErrorFromMessage(e?.message as string | undefined);
    const text = known ? t(`validation.${known.key}`, { max: known.max }) : (e?.message as string | undefined);
    if (text) messages[field as UserFormField] = text;
  }
  const secondRole = (on: boolean) => {
    setValue('hasSecondRole', on);
    if (!on) setValue('temp_role_id', '', { shouldValidate: form.formState.isSubmitted });
    if (!on) form.clearErrors('temp_role_id');
  };

  const save = async (body: Record<string, unknown>) => {
    const values = getValues();
    try {
      await saving.mutateAsync({ id: mode === 'edit' ? user!.id : undefined, body });
      notify.success(t(mode === 'create' ? 'created' : 'updated', { name: fullName(values) }));
      onClose();
    } catch (err) {
      notify.error(err);
      setServerErrors(err, form.setError, userFieldOf, (code) => (code === 'provided_invalid_data' ? t('validation.refused') : t(`errors:${code}`)), {
        bad_password: 'password',
        duplicate_user: ['username', 'email'],
      });
    }
  };

  const title = mode === 'create' ? t('form.createTitle') : t('form.editTitle', { name: user ? fullName(user) : '' });
  return (
    <Dialog open onOpenChange={(_e, d) => { if (!d.open && !busy) onClose(); }}>
      <DialogSurface style={{ maxWidth: 760, width: 'calc(100vw - 32px)' }}>
        <form onSubmit={form.handleSubmit(save)} noValidate aria-label={title}>
          <DialogBody>
            <DialogTitle>{title}</DialogTitle>
            <DialogContent>
              {!ready || !roles.data ? (
                <Spinner label={t('common:loading')} />
              ) : (
                <UserFormFields
                  mode={mode}
                  locks={locks}
                  control={form.control}
                  errors={messages}
                  roles={roles.data}
                  sensitive={sensitive}
                  disabled={busy}
                  onSecondRole={secondRole}
                />
              )}
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose} disabled={busy}>{t('common:cancel')}</Button>
              <Button type="submit" appearance="primary" disabled={busy || !ready || !roles.data} icon={busy ? <Spinner size="tiny" /> : undefined}>
                {mode === 'create' ? t('form.create') : t('form.save')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
