/**
 * Personal info change references (spec 1 §3, spec 2 §5 Settings): one per field, with a name, an
 * optional chain and whether images are required. Adding offers only fields not configured yet;
 * when editing, the field is fixed.
 */
import {
  Button, Checkbox, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, Input, Select, Spinner, Text, tokens,
} from '@fluentui/react-components';
import { Add20Regular, Delete20Regular, Edit20Regular } from '@fluentui/react-icons';
import { SETTINGS_LIMITS } from '@contracts/settings';
import { INFO_CHANGE_FIELDS, type InfoChangeField } from '@contracts/user-info-change';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DataTable } from '../../components/DataTable';
import { useNotify } from '../../components/notify';
import { api } from '../../lib/api';
import { useChains } from '../chains/chainsApi';
import { ChainSelect } from './ChainSelect';

export interface InfoChangeReference {
  id: number;
  request_type: InfoChangeField;
  name: string;
  chain_id: number | null;
  chain_name: string | null;
  image_required: boolean;
}

export const REFERENCES_KEY = ['info-change-references'] as const;

/** Fields a new reference may use: those not configured yet (plus the edited one's own field). */
export const freeFields = (refs: { request_type: string }[], own?: string) =>
  INFO_CHANGE_FIELDS.filter((f) => f === own || !refs.some((r) => r.request_type === f));

function ReferenceDialog({ item, refs, onClose }: { item: InfoChangeReference | null; refs: InfoChangeReference[]; onClose: () => void }) {
  const { t } = useTranslation('settings');
  const notify = useNotify();
  const qc = useQueryClient();
  const chains = useChains();
  const fields = freeFields(refs, item?.request_type);
  const [field, setField] = useState<string>(item?.request_type ?? '');
  const [name, setName] = useState(item?.name ?? '');
  const [chainId, setChainId] = useState<number | null>(item?.chain_id ?? null);
  const [imageRequired, setImageRequired] = useState(item?.image_required ?? false);
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const nameError = !name.trim() ? 'required' : name.length > SETTINGS_LIMITS.name ? 'tooLong' : null;
  const invalid = !!nameError || !field;

  const save = async () => {
    setTouched(true);
    if (invalid) return;
    setBusy(true);
    try {
      const body = { request_type: field, name: name.trim(), chain_id: chainId, image_required: imageRequired };
      if (item) await api(`/api/v1/users/edit/references/${item.id}`, { method: 'PATCH', body });
      else await api('/api/v1/users/edit/references', { method: 'POST', body });
      await qc.invalidateQueries({ queryKey: REFERENCES_KEY });
      await qc.invalidateQueries({ queryKey: ['user-info-chain-mappings'] });
      notify.success(t(item ? 'personal_info_change_ref_successfully_updated' : 'personal_info_change_ref_successfully_added'));
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
            <DialogTitle>{t(item ? 'editReference' : 'addReference')}</DialogTitle>
            <DialogContent style={{ display: 'grid', gap: tokens.spacingVerticalM }}>
              <Field label={t('field')} required validationMessage={touched && !field ? t('validation.required') : undefined}>
                <Select value={field} disabled={!!item} onChange={(_e, d) => setField(d.value)}>
                  <option value="">{t('choose')}</option>
                  {fields.map((f) => <option key={f} value={f}>{t(`requests:fields.${f}`)}</option>)}
                </Select>
              </Field>
              <Field label={t('name')} required validationMessage={touched && nameError ? t(`validation.${nameError}`, { max: SETTINGS_LIMITS.name }) : undefined}>
                <Input value={name} onChange={(_e, d) => setName(d.value)} />
              </Field>
              <Field label={t('chain')}>
                <ChainSelect label={t('chain')} value={chainId} chains={chains.data} onChange={setChainId} />
              </Field>
              <Checkbox label={t('imageRequired')} checked={imageRequired} onChange={(_e, d) => setImageRequired(!!d.checked)} />
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose}>{t('common:cancel')}</Button>
              <Button appearance="primary" type="submit" disabled={busy || (touched && invalid)} icon={busy ? <Spinner size="tiny" /> : undefined}>{t('common:save')}</Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}

export function InfoChangeReferences({ writable }: { writable: boolean }) {
  const { t } = useTranslation('settings');
  const notify = useNotify();
  const qc = useQueryClient();
  const refs = useQuery({ queryKey: REFERENCES_KEY, queryFn: () => api<InfoChangeReference[]>('/api/v1/users/edit/references') });
  const [form, setForm] = useState<{ item: InfoChangeReference | null } | null>(null);
  const [deleting, setDeleting] = useState<InfoChangeReference | null>(null);
  const [busy, setBusy] = useState(false);
  const all = refs.data ?? [];

  const remove = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await api(`/api/v1/users/edit/references/${deleting.id}`, { method: 'DELETE' });
      await qc.invalidateQueries({ queryKey: REFERENCES_KEY });
      await qc.invalidateQueries({ queryKey: ['user-info-chain-mappings'] });
      notify.success(t('personal_info_change_ref_successfully_deleted'));
      setDeleting(null);
    } catch (err) {
      notify.error(err);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-label={t('references')}>
      <div style={{ display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, marginBottom: tokens.spacingVerticalM }}>
        <Text as="h2" size={500} weight="semibold" style={{ flexGrow: 1, margin: 0 }}>{t('references')}</Text>
        {writable && (
          <Button appearance="primary" icon={<Add20Regular />} disabled={freeFields(all).length === 0} onClick={() => setForm({ item: null })}>
            {t('addReference')}
          </Button>
        )}
      </div>
      <DataTable
        ariaLabel={t('references')}
        items={refs.data}
        loading={refs.isFetching}
        getRowId={(r) => r.id}
        rowLabel={(r) => r.name}
        emptyText={t('noReferences')}
        columns={[
          { key: 'field', header: t('field'), render: (r) => t(`requests:fields.${r.request_type}`) },
          { key: 'name', header: t('name'), render: (r) => r.name },
          { key: 'chain', header: t('chain'), render: (r) => r.chain_name ?? t('common:na') },
          { key: 'image', header: t('imageRequired'), width: '140px', render: (r) => (r.image_required ? t('common:yes') : t('common:no')) },
        ]}
        actions={writable ? [
          { key: 'edit', label: t('common:edit'), icon: <Edit20Regular />, onClick: (r) => setForm({ item: r }) },
          { key: 'delete', label: t('common:delete'), icon: <Delete20Regular />, onClick: setDeleting },
        ] : undefined}
      />
      {form && <ReferenceDialog item={form.item} refs={all} onClose={() => setForm(null)} />}
      <ConfirmDialog
        open={!!deleting}
        title={t('deleteReferenceTitle')}
        text={t('deleteReferenceText', { name: deleting?.name ?? '' })}
        confirmLabel={t('common:delete')}
        busy={busy}
        onConfirm={remove}
        onClose={() => setDeleting(null)}
      />
    </section>
  );
}
