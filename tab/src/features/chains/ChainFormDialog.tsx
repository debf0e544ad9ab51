/** Add or edit a chain (spec 2 §5): name required (≤255), description optional (≤255). */
import { Field, Input, Textarea } from '@fluentui/react-components';
import { CHAIN_LIMITS } from '@contracts/chains';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../components/FormDialog';
import { useNotify } from '../../components/notify';
import { nameErrors } from './chainLogic';
import { useSaveChain, type Chain } from './chainsApi';

export function ChainFormDialog({ chain, onClose }: { chain: Chain | null; onClose: () => void }) {
  const { t } = useTranslation('chains');
  const notify = useNotify();
  const [name, setName] = useState(chain?.name ?? '');
  const [description, setDescription] = useState(chain?.description ?? '');
  const [touched, setTouched] = useState(false);
  const saving = useSaveChain();
  const busy = saving.isPending;
  const errors = nameErrors(name, description);
  const invalid = Object.keys(errors).length > 0;

  const save = async () => {
    setTouched(true);
    if (invalid) return;
    try {
      await saving.mutateAsync({ id: chain?.id, body: { name: name.trim(), description: description.trim() || null } });
      notify.success(t(chain ? 'chainUpdated' : 'chainAdded'));
      onClose();
    } catch (err) {
      notify.error(err);
    }
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
