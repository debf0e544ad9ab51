/**
 * Set-default-role dialog of /roles (spec 1 §4 Default role: set or removed, at most one):
 * pick a role and save → POST /roles/:id/default; "Remove default role" → DELETE /roles/default.
 * The chosen role is a react-hook-form value checked by `zodResolver(defaultRoleSchema)`.
 */
import {
  Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, Spinner, tokens,
} from '@fluentui/react-components';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormSelect } from '../../components/FormControls';
import { useNotify } from '../../components/notify';
import { defaultRoleOf, useSetDefaultRole, type Role } from './rolesApi';

/** The chosen role: an id from the select (text), sent as a number (POST /roles/:id/default). */
export const defaultRoleSchema = z.object({ role_id: z.string().min(1).transform(Number).pipe(z.number().int().positive()) });

interface Props {
  open: boolean;
  roles: Role[];
  onClose: () => void;
}

export function DefaultRoleDialog({ open, roles, onClose }: Props) {
  const { t } = useTranslation('roles');
  const notify = useNotify();
  const current = defaultRoleOf(roles);
  const currentId = current?.id;
  const { control, handleSubmit, reset } = useForm<z.input<typeof defaultRoleSchema>, unknown, z.output<typeof defaultRoleSchema>>({
    resolver: zodResolver(defaultRoleSchema),
    defaultValues: { role_id: '' },
  });
  const roleId = useWatch({ control, name: 'role_id' });
  const setDefault = useSetDefaultRole();
  // Which button spins: the pending mutation's argument (an id saves, null removes).
  const busy = !setDefault.isPending ? null : setDefault.variables === null ? 'remove' : 'save';
  useEffect(() => {
    if (open) reset({ role_id: currentId ? String(currentId) : '' });
  }, [open, currentId, reset]);

  /** Saves `id` as the default role, or (null) removes the default. */
  const run = async (id: number | null) => {
    try {
      await setDefault.mutateAsync(id);
      notify.success(id !== null ? t('default.saved', { name: roles.find((r) => r.id === id)?.name ?? '' }) : t('default.removed'));
      onClose();
    } catch (err) {
      notify.error(err);
    }
  };

  return (
    <Dialog open={open} onOpenChange={(_e, d) => { if (!d.open && !busy) onClose(); }}>
      <DialogSurface>
        <form noValidate onSubmit={(e) => void handleSubmit(({ role_id }) => run(role_id))(e)}>
          <DialogBody>
            <DialogTitle>{t('default.title')}</DialogTitle>
            <DialogContent style={{ display: 'grid', gap: tokens.spacingVerticalM }}>
              <p style={{ margin: 0 }}>{t('default.text')}</p>
              <Field label={t('default.role')} required>
                <FormSelect control={control} name="role_id" disabled={!!busy}>
                  <option value="" disabled>{t('editor.pick')}</option>
                  {roles.map((r) => <option key={r.id} value={r.id} disabled={!r.can.edit}>{r.name}</option>)}
                </FormSelect>
              </Field>
            </DialogContent>
            <DialogActions fluid>
              {current && (
                <Button onClick={() => void run(null)} disabled={!!busy} icon={busy === 'remove' ? <Spinner size="tiny" /> : undefined}
                  style={{ marginRight: 'auto' }}>
                  {t('default.remove')}
                </Button>
              )}
              <Button onClick={onClose} disabled={!!busy}>{t('common:cancel')}</Button>
              <Button type="submit" appearance="primary" disabled={!roleId || !!busy || roleId === String(currentId ?? '')}
                icon={busy === 'save' ? <Spinner size="tiny" /> : undefined}>
                {t('common:save')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
