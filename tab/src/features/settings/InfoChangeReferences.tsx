/**
 * Personal info change references (spec 1 §3, spec 2 §5 Settings): one per field, with a name, an
 * optional chain and whether images are required. Adding offers only fields not configured yet;
 * when editing, the field is fixed. The dialog is react-hook-form with `zodResolver(referenceFormSchema)`,
 * the contract's `infoChangeReferenceBody`.
 */
import { Checkbox, Field } from '@fluentui/react-components';
import { zodResolver } from '@hookform/resolvers/zod';
import { infoChangeReferenceBody, SETTINGS_LIMITS } from '@contracts/settings';
import { INFO_CHANGE_FIELDS, type InfoChangeField } from '@contracts/user-info-change';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { CrudListSection } from '../../components/CrudList';
import { FormInput, FormSelect } from '../../components/FormControls';
import { FormDialog } from '../../components/FormDialog';
import { useNotify } from '../../components/notify';
import { api } from '../../lib/api';
import { setServerErrors } from '../../lib/serverErrors';
import { issueKey } from '../../lib/zodForm';
import { useChains } from '../chains/chainsApi';
import { ChainSelect } from './ChainSelect';
import { settingsKeys, useDeleteReference, useSaveReference } from './settingsApi';

export interface InfoChangeReference {
  id: number;
  request_type: InfoChangeField;
  name: string;
  chain_id: number | null;
  chain_name: string | null;
  image_required: boolean;
}

export const REFERENCES_KEY = settingsKeys.references;

/** Fields a new reference may use: those not configured yet (plus the edited one's own field). */
export const freeFields = (refs: { request_type: string }[], own?: string) =>
  INFO_CHANGE_FIELDS.filter((f) => f === own || !refs.some((r) => r.request_type === f));

/** The contract's `infoChangeReferenceBody` over the dialog's values (the field select starts empty: ''). */
export const referenceFormSchema = infoChangeReferenceBody.extend({ request_type: z.string().pipe(infoChangeReferenceBody.shape.request_type) });
type ReferenceForm = z.input<typeof referenceFormSchema>;

function ReferenceDialog({ item, refs, onClose }: { item: InfoChangeReference | null; refs: InfoChangeReference[]; onClose: () => void }) {
  const { t } = useTranslation('settings');
  const notify = useNotify();
  const chains = useChains();
  const fields = freeFields(refs, item?.request_type);
  const { control, handleSubmit, setError, formState: { errors, isSubmitted } } = useForm<ReferenceForm, unknown, z.output<typeof referenceFormSchema>>({
    resolver: zodResolver(referenceFormSchema),
    defaultValues: { request_type: item?.request_type ?? '', name: item?.name ?? '', chain_id: item?.chain_id ?? null, image_required: item?.image_required ?? false },
  });
  const saving = useSaveReference();
  const busy = saving.isPending;
  const nameError = issueKey(errors.name);
  /** A field's message: the server's text for a refused save, else `own`. */
  const text = (field: keyof ReferenceForm, own: string) => (errors[field]?.type === 'server' ? errors[field]?.message : own);
  const invalid = Object.keys(errors).length > 0;

  const save = async (body: z.output<typeof referenceFormSchema>) => {
    try {
      await saving.mutateAsync({ id: item?.id, body });
      notify.success(t(item ? 'personal_info_change_ref_successfully_updated' : 'personal_info_change_ref_successfully_added'));
      onClose();
    } catch (err) {
      notify.error(err);
      const fields = ['request_type', 'name', 'chain_id', 'image_required'] as const;
      setServerErrors(err, setError, (path) => fields.find((f) => f === path.split('.')[0]), (code) => t(`errors:${code}`), {
        duplicate_user_info_change_reference: 'request_type', chain_not_found: 'chain_id',
      });
    }
  };

  return (
    <FormDialog title={t(item ? 'editReference' : 'addReference')} busy={busy} saveDisabled={isSubmitted && invalid} onSubmit={handleSubmit(save)} onClose={onClose}>
      <Field label={t('field')} required validationMessage={errors.request_type ? text('request_type', t('validation.required')) : undefined}>
        <FormSelect control={control} name="request_type" disabled={!!item}>
          <option value="">{t('choose')}</option>
          {fields.map((f) => <option key={f} value={f}>{t(`requests:fields.${f}`)}</option>)}
        </FormSelect>
      </Field>
      <Field label={t('name')} required validationMessage={nameError ? text('name', t(`validation.${nameError}`, { max: SETTINGS_LIMITS.name })) : undefined}>
        <FormInput control={control} name="name" />
      </Field>
      <Field label={t('chain')} validationMessage={errors.chain_id?.message}>
        <Controller control={control} name="chain_id" render={({ field }) => (
          <ChainSelect label={t('chain')} value={field.value ?? null} chains={chains.data} onChange={field.onChange} />
        )} />
      </Field>
      <Controller control={control} name="image_required" render={({ field }) => (
        <Checkbox label={t('imageRequired')} checked={!!field.value} onChange={(_e, d) => field.onChange(!!d.checked)} />
      )} />
    </FormDialog>
  );
}

export function InfoChangeReferences({ writable }: { writable: boolean }) {
  const { t } = useTranslation('settings');
  const deleting = useDeleteReference();
  const refs = useQuery({ queryKey: REFERENCES_KEY, queryFn: () => api<InfoChangeReference[]>('/api/v1/users/edit/references') });
  const [form, setForm] = useState<{ item: InfoChangeReference | null } | null>(null);
  const all = refs.data ?? [];
  return (
    <CrudListSection<InfoChangeReference>
      title={t('references')}
      addLabel={t('addReference')}
      addDisabled={freeFields(all).length === 0}
      onAdd={() => setForm({ item: null })}
      writable={writable}
      items={refs.data}
      loading={refs.isFetching}
      rowLabel={(r) => r.name}
      emptyText={t('noReferences')}
      columns={[
        { key: 'field', header: t('field'), render: (r) => t(`requests:fields.${r.request_type}`) },
        { key: 'name', header: t('name'), render: (r) => r.name },
        { key: 'chain', header: t('chain'), render: (r) => r.chain_name ?? t('common:na') },
        { key: 'image', header: t('imageRequired'), width: '140px', render: (r) => (r.image_required ? t('common:yes') : t('common:no')) },
      ]}
      onEdit={(r) => setForm({ item: r })}
      remove={{
        title: t('deleteReferenceTitle'),
        text: (r) => t('deleteReferenceText', { name: r.name }),
        mutation: deleting,
        success: t('personal_info_change_ref_successfully_deleted'),
      }}
    >
      {form && <ReferenceDialog item={form.item} refs={all} onClose={() => setForm(null)} />}
    </CrudListSection>
  );
}
