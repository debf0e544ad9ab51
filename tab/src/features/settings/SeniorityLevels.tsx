/** Seniority levels (spec 2 §5 Settings): list, add, rename, delete; name required, at most 255. */
import {
  Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, Input, Spinner, Text, tokens,
} from '@fluentui/react-components';
import { Add20Regular, Delete20Regular, Edit20Regular } from '@fluentui/react-icons';
import { SETTINGS_LIMITS } from '@contracts/settings';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DataTable } from '../../components/DataTable';
import { useNotify } from '../../components/notify';
import { api } from '../../lib/api';

interface Level {
  id: number;
  name: string;
}
const KEY = ['seniority-levels'] as const;

/** Error key of a level name, or null. */
export const levelNameError = (name: string) => (!name.trim() ? 'required' : name.length > SETTINGS_LIMITS.name ? 'tooLong' : null);

function LevelDialog({ level, onClose }: { level: Level | null; onClose: () => void }) {
  const { t } = useTranslation('settings');
  const notify = useNotify();
  const qc = useQueryClient();
  const [name, setName] = useState(level?.name ?? '');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const error = levelNameError(name);
  const save = async () => {
    setTouched(true);
    if (error) return;
    setBusy(true);
    try {
      if (level) await api(`/api/v1/seniority-levels/${level.id}`, { method: 'PUT', body: { name: name.trim() } });
      else await api('/api/v1/seniority-levels', { method: 'POST', body: { name: name.trim() } });
      await qc.invalidateQueries({ queryKey: KEY });
      notify.success(t(level ? 'seniority_level_successfully_edited' : 'seniority_level_successfully_added'));
      onClose();
    } catch (err) {
      notify.error(err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onOpenChange={(_e, d) => !d.open && onClose()}>
      <DialogSurface>
        <form onSubmit={(e) => { e.preventDefault(); void save(); }}>
          <DialogBody>
            <DialogTitle>{t(level ? 'editLevel' : 'addLevel')}</DialogTitle>
            <DialogContent>
              <Field label={t('name')} required validationMessage={touched && error ? t(`validation.${error}`, { max: SETTINGS_LIMITS.name }) : undefined}>
                <Input value={name} onChange={(_e, d) => setName(d.value)} autoFocus />
              </Field>
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose}>{t('common:cancel')}</Button>
              <Button appearance="primary" type="submit" disabled={busy || (touched && !!error)} icon={busy ? <Spinner size="tiny" /> : undefined}>{t('common:save')}</Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}

export function SeniorityLevels({ writable }: { writable: boolean }) {
  const { t } = useTranslation('settings');
  const notify = useNotify();
  const qc = useQueryClient();
  const levels = useQuery({ queryKey: KEY, queryFn: () => api<Level[]>('/api/v1/seniority-levels') });
  const [form, setForm] = useState<{ level: Level | null } | null>(null);
  const [deleting, setDeleting] = useState<Level | null>(null);
  const [busy, setBusy] = useState(false);
  const remove = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await api(`/api/v1/seniority-levels/${deleting.id}`, { method: 'DELETE' });
      await qc.invalidateQueries({ queryKey: KEY });
      notify.success(t('seniority_level_successfully_deleted'));
      setDeleting(null);
    } catch (err) {
      notify.error(err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <section aria-label={t('seniorityLevels')}>
      <div style={{ display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, marginBottom: tokens.spacingVerticalM }}>
        <Text as="h2" size={500} weight="semibold" style={{ flexGrow: 1, margin: 0 }}>{t('seniorityLevels')}</Text>
        {writable && <Button appearance="primary" icon={<Add20Regular />} onClick={() => setForm({ level: null })}>{t('addLevel')}</Button>}
      </div>
      <DataTable
        ariaLabel={t('seniorityLevels')}
        items={levels.data}
        loading={levels.isFetching}
        getRowId={(l) => l.id}
        rowLabel={(l) => l.name}
        emptyText={t('noLevels')}
        minWidth="320px"
        columns={[{ key: 'name', header: t('name'), render: (l) => l.name }]}
        actions={writable ? [
          { key: 'edit', label: t('common:edit'), icon: <Edit20Regular />, onClick: (l) => setForm({ level: l }) },
          { key: 'delete', label: t('common:delete'), icon: <Delete20Regular />, onClick: setDeleting },
        ] : undefined}
      />
      {form && <LevelDialog level={form.level} onClose={() => setForm(null)} />}
      <ConfirmDialog
        open={!!deleting}
        title={t('deleteLevelTitle')}
        text={t('deleteLevelText', { name: deleting?.name ?? '' })}
        confirmLabel={t('common:delete')}
        busy={busy}
        onConfirm={remove}
        onClose={() => setDeleting(null)}
      />
    </section>
  );
}
