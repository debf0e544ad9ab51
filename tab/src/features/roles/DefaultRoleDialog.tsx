/**
 * Set-default-role dialog of /roles (spec 1 §4 Default role: set or removed, at most one):
 * pick a role and save → POST /roles/:id/default; "Remove default role" → DELETE /roles/default.
 */
import {
  Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, Select, Spinner, tokens,
} from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../components/notify';
import { defaultRoleOf, useSetDefaultRole, type Role } from './rolesApi';

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
  const [roleId, setRoleId] = useState('');
  const setDefault = useSetDefaultRole();
  // Which button spins: the pending mutation's argument (an id saves, null removes).
  const busy = !setDefault.isPending ? null : setDefault.variables === null ? 'remove' : 'save';
  useEffect(() => {
    if (open) setRoleId(currentId ? String(currentId) : '');
  }, [open, currentId]);

  const run = async (kind: 'save' | 'remove') => {
    try {
      await setDefault.mutateAsync(kind === 'save' ? Number(roleId) : null);
      notify.success(kind === 'save' ? t('default.saved', { name: roles.find((r) => String(r.id) === roleId)?.name ?? '' }) : t('default.removed'));
      onClose();
    } catch (err) {
      notify.error(err);
    }
  };

  return (
    <Dialog open={open} onOpenChange={(_e, d) => { if (!d.open && !busy) onClose(); }}>
      <DialogSurface>
        <form onSubmit={(e) => { e.preventDefault(); if (roleId) void run('save'); }}>
          <DialogBody>
            <DialogTitle>{t('default.title')}</DialogTitle>
            <DialogContent style={{ display: 'grid', gap: tokens.spacingVerticalM }}>
              <p style={{ margin: 0 }}>{t('default.text')}</p>
              <Field label={t('default.role')} required>
                <Select value={roleId} onChange={(_e, d) => setRoleId(d.value)} disabled={!!busy}>
                  <option value="" disabled>{t('editor.pick')}</option>
                  {roles.map((r) => <option key={r.id} value={r.id} disabled={!r.can.edit}>{r.name}</option>)}
                </Select>
              </Field>
            </DialogContent>
            <DialogActions fluid>
              {current && (
                <Button onClick={() => void run('remove')} disabled={!!busy} icon={busy === 'remove' ? <Spinner size="tiny" /> : undefined}
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
