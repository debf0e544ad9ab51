/** The three chain mapping screens of the settings page (spec 2 §2 Settings, §3 Mappings, §5). */
import { REQUEST_TYPES } from '@contracts/approvals';
import { useTranslation } from 'react-i18next';
import i18n from '../../i18n';
import { api } from '../../lib/api';
import { MappingEditor } from './MappingEditor';

/** Label of an expense claim type: its translation when there is one, else the name made readable. */
export const expenseTypeLabel = (name: string) =>
  i18n.exists(`settings:expenseClaimTypes.${name}`) ? i18n.t(`settings:expenseClaimTypes.${name}`) : name.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase());

/** "Other": every request type with its chain; one chain serves one request type. */
export function ChainMappingOther({ writable }: { writable: boolean }) {
  const { t } = useTranslation('settings');
  return (
    <MappingEditor
      title={t('mappingOther')}
      hint={t('mappingOtherHint')}
      keyHeader={t('requestType')}
      queryKey={['chain-mapping']}
      load={async () => {
        const rows = await api<{ request_name: string; chain_id: number | null }[]>('/api/v1/chains/mapping');
        return REQUEST_TYPES.map((key) => ({ key, chainId: rows.find((r) => r.request_name === key)?.chain_id ?? null }));
      }}
      save={(rows) => api('/api/v1/chains/mapping', { method: 'PATCH', body: rows.map((r) => ({ request_name: r.key, chain_id: r.chainId })) })}
      labelOf={(k) => t(`requests:types.${k}`)}
      uniqueChains
      writable={writable}
      savedMessage={t('chains_mappings_updated_successfully')}
    />
  );
}

/** "User information": the chain of each personal-info field. */
export function UserInfoMappings({ writable }: { writable: boolean }) {
  const { t } = useTranslation('settings');
  return (
    <MappingEditor
      title={t('mappingUserInfo')}
      hint={t('mappingUserInfoHint')}
      keyHeader={t('field')}
      queryKey={['user-info-chain-mappings']}
      load={async () => (await api<{ request_type: string; chain_id: number | null }[]>('/api/v1/users/edit/chain-mappings')).map((r) => ({ key: r.request_type, chainId: r.chain_id }))}
      save={(rows) => api('/api/v1/users/edit/chain-mappings', { method: 'PUT', body: rows.map((r) => ({ request_type: r.key, chain_id: r.chainId })) })}
      labelOf={(k) => t(`requests:fields.${k}`)}
      writable={writable}
      savedMessage={t('chains_mappings_updated_successfully')}
    />
  );
}

/** "Expense claim": the chain of each expense claim type. */
export function ExpenseClaimMappings({ writable }: { writable: boolean }) {
  const { t } = useTranslation('settings');
  return (
    <MappingEditor
      title={t('mappingExpenseClaim')}
      hint={t('mappingExpenseClaimHint')}
      keyHeader={t('expenseClaimType')}
      queryKey={['expense-claim-types']}
      load={async () => (await api<{ name: string; chain_id: number | null }[]>('/api/v1/expense-claims/types')).map((r) => ({ key: r.name, chainId: r.chain_id }))}
      save={(rows) => api('/api/v1/expense-claims/types', { method: 'PUT', body: rows.map((r) => ({ name: r.key, chain_id: r.chainId })) })}
      labelOf={expenseTypeLabel}
      writable={writable}
      savedMessage={t('chains_mappings_updated_successfully')}
    />
  );
}
