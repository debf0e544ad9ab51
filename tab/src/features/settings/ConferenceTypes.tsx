/**
 * Conference types with their chains (spec 2 §3 Mappings, §7 Settings): assign a chain per type. The
 * assign dialog is react-hook-form with `zodResolver(assignChainBody)` (the contract; no chain = null).
 */
import { Field, Text, tokens } from '@fluentui/react-components';
import { LinkSquare20Regular } from '@fluentui/react-icons';
import { zodResolver } from '@hookform/resolvers/zod';
import { assignChainBody } from '@contracts/settings';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { DataTable } from '../../components/DataTable';
import { FormDialog } from '../../components/FormDialog';
import { useNotify } from '../../components/notify';
import { api } from '../../lib/api';
import { useChains } from '../chains/chainsApi';
import { ChainSelect } from './ChainSelect';
import { settingsKeys, useAssignConferenceChain } from './settingsApi';

interface ConferenceType {
  id: number;
  name: string;
  description: string | null;
  chain_id: number | null;
  chain_name: string | null;
}

const KEY = settingsKeys.conferenceTypes;

function AssignChainDialog({ type, onClose }: { type: ConferenceType; onClose: () => void }) {
  const { t } = useTranslation('settings');
  const notify = useNotify();
  const chains = useChains();
  const { control, handleSubmit } = useForm<z.input<typeof assignChainBody>, unknown, z.output<typeof assignChainBody>>({
    resolver: zodResolver(assignChainBody),
    defaultValues: { chain_id: type.chain_id },
  });
  const assigning = useAssignConferenceChain();
  const busy = assigning.isPending;
  const save = async ({ chain_id }: z.output<typeof assignChainBody>) => {
    try {
      await assigning.mutateAsync({ id: type.id, chainId: chain_id });
      notify.success(t('chain_assigned_successfully'));
      onClose();
    } catch (err) {
      notify.error(err);
    }
  };
  return (
    <FormDialog title={t('assignChainTo', { name: type.name })} busy={busy} onSubmit={handleSubmit(save)} onClose={onClose}>
      <Field label={t('chain')}>
        <Controller control={control} name="chain_id" render={({ field }) => (
          <ChainSelect label={t('chain')} value={field.value} chains={chains.data} onChange={field.onChange} />
        )} />
      </Field>
    </FormDialog>
  );
}

export function ConferenceTypes({ writable }: { writable: boolean }) {
  const { t } = useTranslation('settings');
  const types = useQuery({ queryKey: KEY, queryFn: () => api<ConferenceType[]>('/api/v1/conferences/types') });
  const [assigning, setAssigning] = useState<ConferenceType | null>(null);
  return (
    <section aria-label={t('conferenceTypes')}>
      <Text as="h2" size={500} weight="semibold" block style={{ margin: `0 0 ${tokens.spacingVerticalM}` }}>{t('conferenceTypes')}</Text>
      <DataTable
        ariaLabel={t('conferenceTypes')}
        items={types.data}
        loading={types.isFetching}
        getRowId={(c) => c.id}
        rowLabel={(c) => c.name}
        columns={[
          { key: 'name', header: t('name'), render: (c) => c.name },
          { key: 'description', header: t('description'), render: (c) => c.description ?? '' },
          { key: 'chain', header: t('chain'), render: (c) => c.chain_name ?? t('common:na') },
        ]}
        actions={writable ? [{ key: 'assign', label: t('assignChain'), icon: <LinkSquare20Regular />, onClick: setAssigning }] : undefined}
      />
      {assigning && <AssignChainDialog type={assigning} onClose={() => setAssigning(null)} />}
    </section>
  );
}
