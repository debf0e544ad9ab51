/**
 * /api-keys (issue 11; spec 1 §6, Administration, needs api_keys_write): the integration API keys
 * with their permissions, creator, expiry and last use; create (the key shown once) and revoke
 * (with confirmation; the row's `can.revoke` from the server decides).
 */
import { Badge, Button, MessageBar, MessageBarBody } from '@fluentui/react-components';
import { Add20Regular, Delete20Regular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../app/auth';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DataTable } from '../../components/DataTable';
import { errorCode, useNotify } from '../../components/notify';
import { PageHeader } from '../../components/PageHeader';
import { useDates } from '../../lib/dates';
import { NoAccessPage } from '../common/NoAccessPage';
import { usePermissionLabel } from '../roles/PermissionGroups';
import { useApiKeys, useRevokeApiKey, type ApiKeyRow } from './apiKeysApi';
import { keyState } from './apiKeysLogic';
import { CreateApiKeyDialog } from './CreateApiKeyDialog';

export function ApiKeysPage() {
  const { t } = useTranslation(['apiKeys', 'roles']);
  const { can } = useAuth();
  const notify = useNotify();
  const dates = useDates();
  const label = usePermissionLabel();
  const allowed = can('api_keys_write');
  const keys = useApiKeys(allowed);
  const revoking = useRevokeApiKey();
  const [creating, setCreating] = useState(false);
  const [target, setTarget] = useState<ApiKeyRow | null>(null);

  if (!allowed) return <NoAccessPage />;

  const revoke = async () => {
    if (!target) return;
    try {
      await revoking.mutateAsync(target.id);
      notify.success(t('revoked'));
      setTarget(null);
    } catch (err) {
      notify.error(err);
    }
  };
  const stateBadge = (k: ApiKeyRow) => {
    const state = keyState(k);
    return (
      <Badge appearance="tint" color={state === 'active' ? 'success' : state === 'expired' ? 'warning' : 'danger'}>
        {t(`state.${state}`)}
      </Badge>
    );
  };

  return (
    <>
      <PageHeader
        title={t('title')}
        actions={
          <Button appearance="primary" icon={<Add20Regular />} onClick={() => setCreating(true)}>
            {t('create')}
          </Button>
        }
      />
      {keys.isError && (
        <MessageBar intent="error">
          <MessageBarBody>{t(`errors:${errorCode(keys.error)}`)}</MessageBarBody>
        </MessageBar>
      )}
      <DataTable
        ariaLabel={t('title')}
        items={keys.data}
        loading={keys.isFetching}
        getRowId={(k) => k.id}
        rowLabel={(k) => k.name}
        emptyText={t('empty')}
        columns={[
          { key: 'name', header: t('name'), width: '18%', render: (k) => k.name },
          { key: 'prefix', header: t('prefix'), width: '12%', render: (k) => <code>{k.prefix}…</code> },
          { key: 'permissions', header: t('permissions'), render: (k) => k.permissions.map((p) => label(p)).join(', ') },
          { key: 'created', header: t('createdBy'), width: '15%', render: (k) => `${k.created_by.name}, ${dates.instant(k.created_at)}` },
          { key: 'expires', header: t('expiresAt'), width: '12%', render: (k) => (k.expires_at ? dates.instant(k.expires_at) : t('never')) },
          { key: 'lastUsed', header: t('lastUsed'), width: '12%', render: (k) => (k.last_used_at ? dates.instant(k.last_used_at) : t('neverUsed')) },
          { key: 'state', header: t('stateHeader'), width: '9%', render: stateBadge },
        ]}
        actions={[{ key: 'revoke', label: t('revoke'), icon: <Delete20Regular />, onClick: setTarget, visible: (k) => k.can.revoke }]}
      />
      {creating && <CreateApiKeyDialog onClose={() => setCreating(false)} />}
      <ConfirmDialog
        open={!!target}
        title={t('revokeTitle')}
        text={t('revokeText', { name: target?.name ?? '' })}
        confirmLabel={t('revoke')}
        busy={revoking.isPending}
        onConfirm={revoke}
        onClose={() => setTarget(null)}
      />
    </>
  );
}
