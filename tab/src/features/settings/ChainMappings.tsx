/** The three chain mapping screens of the settings page (spec 2 §2 Settings, §3 Mappings, §5). */
import { useTranslation } from 'react-i18next';
import i18n from '../../i18n';
import { MappingEditor } from './MappingEditor';
import { expenseClaimMappingCalls, otherMappingCalls, userInfoMappingCalls } from './settingsApi';

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
      {...otherMappingCalls}
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
      {...userInfoMappingCalls}
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
      {...expenseClaimMappingCalls}
      labelOf={expenseTypeLabel}
      writable={writable}
      savedMessage={t('chains_mappings_updated_successfully')}
    />
  );
}
