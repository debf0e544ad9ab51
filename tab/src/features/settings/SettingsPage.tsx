/**
 * /settings (spec 2 §2 Settings page): a left menu with chain mapping (user information, expense
 * claim, other), personal info change references, conference types, seniority levels and leave
 * (issue 18: entitlements, carry-over, overdraft). Needs
 * settings_read; changes need settings_write. The open section is kept in `?section=`.
 */
import {
  makeStyles, NavCategory, NavCategoryItem, NavDrawer, NavDrawerBody, NavItem, NavSubItem, NavSubItemGroup, tokens,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useAuth } from '../../app/auth';
import { PageHeader } from '../../components/PageHeader';
import { ChainMappingOther, ExpenseClaimMappings, UserInfoMappings } from './ChainMappings';
import { ConferenceTypes } from './ConferenceTypes';
import { InfoChangeReferences } from './InfoChangeReferences';
import { SeniorityLevels } from './SeniorityLevels';
import { LeaveSettingsSection } from '../leave-balances/LeaveSettingsSection';
import { NoAccessPage } from '../common/NoAccessPage';

export const SETTINGS_SECTIONS = ['mapping-user-info', 'mapping-expense-claim', 'mapping-other', 'references', 'conference-types', 'seniority-levels', 'leave'] as const;
export type SettingsSection = (typeof SETTINGS_SECTIONS)[number];

const useStyles = makeStyles({
  layout: { display: 'flex', gap: tokens.spacingHorizontalXL, alignItems: 'flex-start', flexWrap: 'wrap' },
  menu: {
    width: '260px', flexShrink: 0, height: 'auto', borderRadius: tokens.borderRadiusMedium, boxShadow: tokens.shadow2,
    '@media (max-width: 900px)': { width: '100%' },
  },
  content: {
    flexGrow: 1, flexBasis: '480px', minWidth: 0, padding: tokens.spacingHorizontalL, borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1, boxShadow: tokens.shadow2,
  },
});

export function SettingsPage() {
  const s = useStyles();
  const { t } = useTranslation(['settings', 'requests', 'leaveBalances']);
  const { can } = useAuth();
  const [params, setParams] = useSearchParams();
  const raw = params.get('section');
  const section: SettingsSection = (SETTINGS_SECTIONS as readonly string[]).includes(raw ?? '') ? (raw as SettingsSection) : 'mapping-user-info';
  if (!can('settings_read')) return <NoAccessPage />;
  const writable = can('settings_write');
  const open = (v: string) => setParams({ section: v }, { replace: true });

  return (
    <>
      <PageHeader title={t('title')} />
      <div className={s.layout}>
        <NavDrawer
          type="inline"
          open
          className={s.menu}
          aria-label={t('menu')}
          selectedValue={section}
          selectedCategoryValue={section.startsWith('mapping') ? 'mapping' : undefined}
          defaultOpenCategories={['mapping']}
          onNavItemSelect={(_e, d) => open(String(d.value))}
        >
          <NavDrawerBody>
            <NavCategory value="mapping">
              <NavCategoryItem>{t('chainMapping')}</NavCategoryItem>
              <NavSubItemGroup>
                <NavSubItem value="mapping-user-info">{t('mappingUserInfo')}</NavSubItem>
                <NavSubItem value="mapping-expense-claim">{t('mappingExpenseClaim')}</NavSubItem>
                <NavSubItem value="mapping-other">{t('mappingOther')}</NavSubItem>
              </NavSubItemGroup>
            </NavCategory>
            <NavItem value="references">{t('references')}</NavItem>
            <NavItem value="conference-types">{t('conferenceTypes')}</NavItem>
            <NavItem value="seniority-levels">{t('seniorityLevels')}</NavItem>
            <NavItem value="leave">{t('leaveBalances:settings.title')}</NavItem>
          </NavDrawerBody>
        </NavDrawer>
        <div className={s.content}>
          {section === 'mapping-user-info' && <UserInfoMappings writable={writable} />}
          {section === 'mapping-expense-claim' && <ExpenseClaimMappings writable={writable} />}
          {section === 'mapping-other' && <ChainMappingOther writable={writable} />}
          {section === 'references' && <InfoChangeReferences writable={writable} />}
          {section === 'conference-types' && <ConferenceTypes writable={writable} />}
          {section === 'seniority-levels' && <SeniorityLevels writable={writable} />}
          {section === 'leave' && <LeaveSettingsSection writable={writable} />}
        </div>
      </div>
    </>
  );
}
