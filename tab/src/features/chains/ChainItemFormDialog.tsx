/**
 * Add or edit a chain item (spec 2 §4 Chain items, §5 Chain administration). Placement is offered
 * only when adding ("leave blank if last chain item" = -1). The rules live in chainLogic.ts; the form
 * is react-hook-form with `zodResolver(chainItemFormSchema)` over the contract's `chainItemBody`, and
 * the spectator and assignee-type rules ({@link updateItem}) set the fields they concern.
 */
import { Checkbox, Field, Select } from '@fluentui/react-components';
import { zodResolver } from '@hookform/resolvers/zod';
import { ASSIGNEE_TYPES, CHAIN_LIMITS, type ChainItemInput } from '@contracts/chains';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormInput, FormTextarea } from '../../components/FormControls';
import { FormDialog } from '../../components/FormDialog';
import { useNotify } from '../../components/notify';
import { setServerErrors } from '../../lib/serverErrors';
import { chainItemFormSchema, emptyItem, updateItem, type ItemDraft } from './chainLogic';
import { useRoles, useSaveChainItem, type ChainItem } from './chainsApi';

const draftOf = (i: ChainItem): ItemDraft => ({
  name: i.name, description: i.description ?? '', assignee_type: i.assignee_type, role_id: i.role_id, order_number: i.order_number,
  can_edit: i.can_edit, only_spectator: i.only_spectator, can_view: i.can_view, notification_message: i.notification_message ?? '',
  skip_if_assigned_owner: i.skip_if_assigned_owner,
});

interface Props {
  chainId: number;
  /** The item edited, or null to add one. */
  item: ChainItem | null;
  /** Items of the chain in order (placement choices). */
  items: ChainItem[];
  onClose: () => void;
}

export function ChainItemFormDialog({ chainId, item, items, onClose }: Props) {
  const { t } = useTranslation('chains');
  const notify = useNotify();
  const schema = useMemo(() => chainItemFormSchema(chainId, !!item), [chainId, item]);
  const { control, handleSubmit, getValues, setValue, setError, formState: { errors, isSubmitted } } = useForm<ItemDraft, unknown, ChainItemInput>({
    resolver: zodResolver(schema),
    // a too long text shows as it is typed, as before the form moved to react-hook-form
    mode: 'onChange',
    defaultValues: item ? draftOf(item) : emptyItem(),
  });
  const d = useWatch({ control }) as ItemDraft;
  const saving = useSaveChainItem(chainId);
  const busy = saving.isPending;
  const roles = useRoles(d.assignee_type === 'role');
  const roleOptions = roles.data ?? (item?.role_id && item.role_name ? [{ id: item.role_id, name: item.role_name }] : []);
  const invalid = Object.keys(errors).length > 0;
  /** Sets one field and whatever the rules change with it (spectator-only, leaving the role type). */
  const set = <K extends keyof ItemDraft>(k: K, v: ItemDraft[K]) => {
    const before = getValues();
    const next = updateItem(before, k, v);
    for (const key of Object.keys(next) as (keyof ItemDraft)[]) {
      if (next[key] !== before[key]) setValue(key, next[key], { shouldDirty: true, shouldValidate: isSubmitted });
    }
  };
  /** A field's message: the server's text for a refused save, else the form's rule (its key). */
  const msg = (k: keyof ItemDraft) => {
    const e = errors[k];
    if (e?.type === 'server') return e.message;
    return e?.message ? t(`validation.${e.message}`, { max: CHAIN_LIMITS.text }) : undefined;
  };

  const save = async (body: ChainItemInput) => {
    try {
      await saving.mutateAsync({ id: item?.id, body });
      notify.success(t(item ? 'itemUpdated' : 'itemAdded'));
      onClose();
    } catch (err) {
      notify.error(err);
      const fields: (keyof ItemDraft)[] = ['name', 'description', 'assignee_type', 'role_id', 'notification_message'];
      setServerErrors(err, setError, (path) => fields.find((f) => f === path.split('.')[0]), (code) => t(`errors:${code}`), { role_not_found: 'role_id' });
    }
  };

  return (
    <FormDialog title={t(item ? 'editItem' : 'addItem')} busy={busy} saveDisabled={isSubmitted && invalid} onSubmit={handleSubmit(save)} onClose={onClose}>
      <Field label={t('name')} required validationMessage={msg('name')}>
        <FormInput control={control} name="name" autoFocus />
      </Field>
      <Field label={t('description')} validationMessage={msg('description')}>
        <FormTextarea control={control} name="description" />
      </Field>
      <Field label={t('assigneeType')} required validationMessage={msg('assignee_type')}>
        <Select value={d.assignee_type} onChange={(_e, x) => set('assignee_type', x.value as ItemDraft['assignee_type'])}>
          <option value="">{t('choose')}</option>
          {ASSIGNEE_TYPES.map((a) => <option key={a} value={a}>{t(`assignee.${a}`)}</option>)}
        </Select>
      </Field>
      {d.assignee_type === 'role' && (
        <Field label={t('role')} required validationMessage={msg('role_id') ?? (roles.isError ? t('rolesUnavailable') : undefined)}>
          <Select value={d.role_id ? String(d.role_id) : ''} onChange={(_e, x) => set('role_id', x.value ? Number(x.value) : null)}>
            <option value="">{t('choose')}</option>
            {roleOptions.map((r) => <option key={r.id} value={r.id}>{r.name}</option>)}
          </Select>
        </Field>
      )}
      {!item && (
        <Field label={t('placement')}>
          <Select value={String(d.order_number)} onChange={(_e, x) => set('order_number', Number(x.value))}>
            <option value="-1">{t('placementLast')}</option>
            {items.map((i) => <option key={i.id} value={i.order_number}>{t('placementBefore', { n: i.order_number, name: i.name })}</option>)}
          </Select>
        </Field>
      )}
      <Checkbox label={t('onlySpectator')} checked={d.only_spectator} onChange={(_e, x) => set('only_spectator', !!x.checked)} />
      <Checkbox label={t('canEdit')} checked={d.can_edit} disabled={d.only_spectator} onChange={(_e, x) => set('can_edit', !!x.checked)} />
      <Checkbox label={t('canView')} checked={d.can_view} disabled={d.only_spectator} onChange={(_e, x) => set('can_view', !!x.checked)} />
      <Checkbox label={t('skipIfAssignedOwner')} checked={d.skip_if_assigned_owner} onChange={(_e, x) => set('skip_if_assigned_owner', !!x.checked)} />
      <Field label={t('notificationMessage')} validationMessage={msg('notification_message')}>
        <FormTextarea control={control} name="notification_message" disabled={d.only_spectator} />
      </Field>
    </FormDialog>
  );
}
