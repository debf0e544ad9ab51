/**
 * /chains (spec 2 §2 Chains screens): chain list with add, edit, open items and delete. Needs
 * chain_read; changes need chain_write. The name opens a details modal.
 */
import { Button, Link, MessageBar, MessageBarBody } from '@fluentui/react-components';
import { Add20Regular, Delete20Regular, Edit20Regular, List20Regular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAuth } from '../../app/auth';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DataTable } from '../../components/DataTable';
import { errorCode, useNotify } from '../../components/notify';
import { PageHeader } from '../../components/PageHeader';
import { ChainFormDialog } from './ChainFormDialog';
import { useChains, useDeleteChain, type Chain } from './chainsApi';
import { DetailsDialog } from './DetailsDialog';
import { NoAccessPage } from '../common/NoAccessPage';

export function ChainsPage() {
  const { t } = useTranslation('chains');
  const { can } = useAuth();
  const navigate = useNavigate();
  const notify = useNotify();
  const allowed = can('chain_read');
  const writable = can('chain_write');
  const chains = useChains(allowed);
  const [form, setForm] = useState<{ chain: Chain | null } | null>(null);
  const [details, setDetails] = useState<Chain | null>(null);
  const [deleting, setDeleting] = useState<Chain | null>(null);
  const removing = useDeleteChain();

  if (!allowed) return <NoAccessPage />;

  const remove = async () => {
    if (!deleting) return;
    try {
      await removing.mutateAsync(deleting.id);
      notify.success(t('chainDeleted'));
      setDeleting(null);
    } catch (err) {
      notify.error(err);
    }
  };

  return (
    <>
      <PageHeader
        title={t('title')}
        actions={writable && <Button appearance="primary" icon={<Add20Regular />} onClick={() => setForm({ chain: null })}>{t('addChain')}</Button>}
      />
      {chains.isError && (
        <MessageBar intent="error"><MessageBarBody>{t(`errors:${errorCode(chains.error)}`)}</MessageBarBody></MessageBar>
      )}
      <DataTable
        ariaLabel={t('title')}
        items={chains.data}
        loading={chains.isFetching}
        getRowId={(c) => c.id}
        rowLabel={(c) => c.name}
        emptyText={t('noChains')}
        columns={[
          { key: 'name', header: t('name'), width: '35%', render: (c) => <Link as="button" onClick={() => setDetails(c)}>{c.name}</Link> },
          { key: 'description', header: t('description'), render: (c) => c.description ?? '' },
        ]}
        actions={[
          { key: 'edit', label: t('common:edit'), icon: <Edit20Regular />, onClick: (c) => setForm({ chain: c }), visible: () => writable },
          { key: 'items', label: t('openItems'), icon: <List20Regular />, onClick: (c) => navigate(`/chains/${c.id}`) },
          { key: 'delete', label: t('common:delete'), icon: <Delete20Regular />, onClick: setDeleting, visible: () => writable },
        ]}
      />
      {form && <ChainFormDialog chain={form.chain} onClose={() => setForm(null)} />}
      {details && (
        <DetailsDialog title={t('chainDetails')} rows={[[t('name'), details.name], [t('description'), details.description]]} onClose={() => setDetails(null)} />
      )}
      <ConfirmDialog
        open={!!deleting}
        title={t('deleteChainTitle')}
        text={t('deleteChainText', { name: deleting?.name ?? '' })}
        confirmLabel={t('common:delete')}
        busy={removing.isPending}
        onConfirm={remove}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
