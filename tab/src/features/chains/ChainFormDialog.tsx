/** Add or edit a chain (spec 2 §5): name required (≤255), description optional (≤255). */
import { Field, Input, Textarea } from '@fluentui/react-components';
import { CHAIN_LIMITS } from '@contracts/chains';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../components/FormDialog';
import { useNotify } from '../../components/notify';
import { api } from '../../lib/api';
import { useBusyAction } from '../../lib/useBusyAction';
import { nameErrors } from './chainLogic';
import { chainKeys, type Chain } from './chainsApi';

export function ChainFormDialog({ chain, onClose }: { chain: Chain | null; onClose: () => void }) {
  const { t } = useTranslation('chains');
  const notify = useNotify();
  const qc = useQueryClient();
  const [name, setName] = useState(chain?.name ?? '');
  const [description, setDescription] = useState(chain?.description ?? '');
  const [touched, setTouched] = useState(false);
  const [busy, run] = useBusyAction();
  const errors = nameErrors(name, description);
  const invalid = Object.keys(errors).length > 0;

  const save = async () => {
    setTouched(true);
    if (invalid) return;
    await run(async () => {
      const body = { name: name.trim(), description: description.trim() || null };
      if (chain) await api(`/api/v1/chains/${chain.id}`, { method: 'PUT', body });
      else await api('/api/v1/chains', { method: 'POST', body });
      await qc.invalidateQueries({ queryKey: chainKeys.all });
      notify.success(t(chain ? 'chainUpdated' : 'chainAdded'));
      onClose();
    });
  };

  const msg = (e?: string) => (e ? t(`validation.${e}`, { max: CHAIN_LIMITS.text }) : undefined);
  return (
    <FormDialog title={t(chain ? 'editChain' : 'addChain')} busy={busy} saveDisabled={touched && invalid} onSubmit={save} onClose={onClose}>
      <Field label={t('name')} required validationMessage={touched ? msg(errors.name) : undefined}>
        <Input value={name} onChange={(_e, d) => setName(d.value)} maxLength={CHAIN_LIMITS.text + 1} autoFocus />
      </Field>
      <Field label={t('description')} validationMessage={msg(errors.description)}>
        <Textarea value={description} onChange={(_e, d) => setDescription(d.value)} />
      </Field>
    </FormDialog>
  );
}
