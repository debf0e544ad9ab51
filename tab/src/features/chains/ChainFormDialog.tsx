/**
 * Add or edit a chain (spec 2 §5): name required (≤255), description optional (≤255). The form runs
 * on react-hook-form with the contract's `chainBody` (the limits written once); errors show after a
 * field was left or a save was tried; Save spins while the mutation is pending.
 */
import { Field } from '@fluentui/react-components';
import { zodResolver } from '@hookform/resolvers/zod';
import { CHAIN_LIMITS, chainBody } from '@contracts/chains';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormDialog } from '../../components/FormDialog';
import { useNotify } from '../../components/notify';
import { issueKey } from '../../lib/zodForm';
import { useSaveChain, type Chain } from './chainsApi';
import { FormInput, FormTextarea } from '../../components/FormControls';

export function ChainFormDialog({ chain, onClose }: { chain: Chain | null; onClose: () => void }) {
  const { t } = useTranslation('chains');
  const notify = useNotify();
  const saving = useSaveChain();
  const { control, handleSubmit, formState } = useForm<z.input<typeof chainBody>, unknown, z.output<typeof chainBody>>({
    resolver: zodResolver(chainBody),
    mode: 'onTouched',
    defaultValues: { name: chain?.name ?? '', description: chain?.description ?? '' },
  });
  const { errors, isSubmitted } = formState;

  const save = async (body: z.output<typeof chainBody>) => {
    try {
      await saving.mutateAsync({ id: chain?.id, body: { name: body.name, description: body.description } });
      notify.success(t(chain ? 'chainUpdated' : 'chainAdded'));
      onClose();
    } catch (err) {
      notify.error(err);
    }
  };

  const msg = (e?: { type: string }) => {
    const key = issueKey(e);
    return key ? t(`validation.${key}`, { max: CHAIN_LIMITS.text }) : undefined;
  };
  return (
    <FormDialog title={t(chain ? 'editChain' : 'addChain')} busy={saving.isPending} saveDisabled={isSubmitted && Object.keys(errors).length > 0}
      onSubmit={handleSubmit(save)} onClose={onClose}>
      <Field label={t('name')} required validationMessage={msg(errors.name)}>
        <FormInput control={control} name='name' maxLength={CHAIN_LIMITS.text + 1} autoFocus />
      </Field>
      <Field label={t('description')} validationMessage={msg(errors.description)}>
        <FormTextarea control={control} name='description' />
      </Field>
    </FormDialog>
  );
}
