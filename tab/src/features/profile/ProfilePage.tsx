/**
 * /profile (spec 1 §2 Profile screen): a header with name, surname and position ("--" when
 * missing) and the personal information change request button; a vertical tab list (PROFILE_TABS)
 * tabs kept in the URL as `?tab=`. Navigation hints in `location.state`: `openCertificates`
 * selects My certificates, `openPersonalInfoChangeForm` opens the change request dialog; both are
 * consumed so a reload does not repeat them.
 */
import {
  Avatar, Body1, Button, Card, makeStyles, mergeClasses, MessageBar, MessageBarBody, Skeleton, SkeletonItem, Tab, TabList, Title2, tokens,
} from '@fluentui/react-components';
import {
  CalendarLtr20Regular, CalendarPerson20Regular, Certificate20Regular, Info20Regular, Key20Regular, Person20Regular, PersonEdit20Regular, Settings20Regular,
} from '@fluentui/react-icons';
import { ReactElement, RefObject, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { CalendarFeedSection } from '../calendar-feed/CalendarFeedSection';
import { LeaveTab } from '../leave-balances/LeaveTab';
import { AccountDetailsTab } from './AccountDetailsTab';
import { CertificatesTab } from './CertificatesTab';
import { ChangePasswordTab } from './ChangePasswordTab';
import { GeneralSettingsTab } from './GeneralSettingsTab';
import { PersonalInfoChangeDialog } from './PersonalInfoChangeDialog';
import { PersonalInfoTab } from './PersonalInfoTab';
import { useMyInfo } from './profileData';
import { MISSING } from './ProfileParts';

export const PROFILE_TABS = ['account-details', 'personal-information', 'general-settings', 'change-password', 'my-certificates', 'calendar-feed', 'leave'] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

const TAB_ICONS: Record<ProfileTab, ReactElement> = {
  'account-details': <Person20Regular />,
  'personal-information': <Info20Regular />,
  'general-settings': <Settings20Regular />,
  'change-password': <Key20Regular />,
  'my-certificates': <Certificate20Regular />,
  'calendar-feed': <CalendarLtr20Regular />,
  leave: <CalendarPerson20Regular />,
};

/** Navigation hints other pages may pass (spec 1 §2 Profile). */
export interface ProfileNavigationState {
  openCertificates?: boolean;
  /** With openCertificates: open the certificate request dialog at once (the Requests chooser's "Certificate"). */
  requestCertificate?: boolean;
  openPersonalInfoChangeForm?: boolean;
}

const isTab = (v: string | null): v is ProfileTab => (PROFILE_TABS as readonly (string | null)[]).includes(v);

const useStyles = makeStyles({
  // Inline-size containment: the page's content never widens the shell's main column (and squeezes the sidebar).
  root: { containerType: 'inline-size' },
  header: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalL, flexWrap: 'wrap', marginBottom: tokens.spacingVerticalL },
  who: { flexGrow: 1, minWidth: 0, display: 'grid' },
  name: { margin: 0 },
  position: { color: tokens.colorNeutralForeground3 },
  body: { display: 'grid', gridTemplateColumns: '220px minmax(0, 1fr)', gap: tokens.spacingHorizontalXL, alignItems: 'start' },
  bodyNarrow: { gridTemplateColumns: 'minmax(0, 1fr)', gap: tokens.spacingVerticalM },
  tabs: { position: 'sticky', top: '64px' },
  tabsNarrow: { position: 'static', flexWrap: 'wrap' },
  // Fluent centres a tab's label in the width of its bold form: in a vertical list the labels would start unevenly
  tab: { textAlign: 'start' },
  skeleton: { display: 'grid', gap: tokens.spacingVerticalS },
  skeletonTitle: { width: '40%', marginBottom: tokens.spacingVerticalS },
  panel: { padding: tokens.spacingHorizontalXL, minWidth: 0 },
});

/** Below this page width the tab list goes above the panel, horizontally. */
const NARROW_BELOW_PX = 720;

/** True while the element is narrower than NARROW_BELOW_PX (follows the sidebar opening and closing too). */
const useNarrow = (ref: RefObject<HTMLElement | null>) => {
  const [narrow, setNarrow] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(([e]) => setNarrow(e.contentRect.width < NARROW_BELOW_PX));
    ro.observe(el);
    return () => ro.disconnect();
  }, [ref]);
  return narrow;
};

export function ProfilePage() {
  const s = useStyles();
  const { t } = useTranslation(['profile', 'requests']);
  const info = useMyInfo();
  const location = useLocation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const hints = (location.state ?? {}) as ProfileNavigationState;
  const [dialogOpen, setDialogOpen] = useState(Boolean(hints.openPersonalInfoChangeForm));
  // read once: the hints are dropped from the history entry below
  const [requestCertificate] = useState(Boolean(hints.openCertificates && hints.requestCertificate));
  const rootRef = useRef<HTMLDivElement>(null);
  const narrow = useNarrow(rootRef);
  const requested = params.get('tab');
  const tab: ProfileTab = hints.openCertificates ? 'my-certificates' : isTab(requested) ? requested : 'account-details';

  // Consume the hints: put the tab into the URL and drop the state.
  useEffect(() => {
    if (!hints.openCertificates && !hints.openPersonalInfoChangeForm) return;
    if (hints.openPersonalInfoChangeForm) setDialogOpen(true);
    const next = new URLSearchParams(params);
    if (hints.openCertificates) next.set('tab', 'my-certificates');
    navigate({ pathname: location.pathname, search: `?${next.toString()}` }, { replace: true, state: null });
  }, [hints.openCertificates, hints.openPersonalInfoChangeForm, params, navigate, location.pathname]);

  const fullName = info.data ? `${info.data.name} ${info.data.surname}`.trim() : '';
  useEffect(() => {
    document.title = `${t('title')} · ${t('common:appName')}`;
  }, [t]);

  const select = (value: ProfileTab) => {
    const next = new URLSearchParams(params);
    next.set('tab', value);
    setParams(next);
  };

  let panel;
  if (info.isPending) {
    panel = (
      <Skeleton aria-label={t('common:loading')} className={s.skeleton}>
        <SkeletonItem size={24} className={s.skeletonTitle} />
        <SkeletonItem size={16} />
        <SkeletonItem size={16} />
        <SkeletonItem size={16} />
      </Skeleton>
    );
  } else if (info.isError) {
    panel = (
      <MessageBar intent="error" role="alert">
        <MessageBarBody>{t('loadFailed')}</MessageBarBody>
      </MessageBar>
    );
  } else if (tab === 'account-details') panel = <AccountDetailsTab info={info.data} />;
  else if (tab === 'personal-information') panel = <PersonalInfoTab info={info.data} />;
  else if (tab === 'general-settings') panel = <GeneralSettingsTab info={info.data} />;
  else if (tab === 'change-password') panel = <ChangePasswordTab email={info.data.email} />;
  else if (tab === 'calendar-feed') panel = <CalendarFeedSection />;
  else if (tab === 'leave') panel = <LeaveTab />;
  else panel = <CertificatesTab openRequest={requestCertificate} />;

  return (
    <div className={s.root} ref={rootRef}>
      <header className={s.header}>
        <Avatar size={56} name={fullName || undefined} color="colorful" aria-hidden />
        <div className={s.who}>
          <Title2 as="h1" className={s.name}>{fullName || MISSING}</Title2>
          <Body1 className={s.position}>{info.data?.position?.trim() || MISSING}</Body1>
        </div>
        <Button icon={<PersonEdit20Regular />} onClick={() => setDialogOpen(true)}>{t('changeRequest.button')}</Button>
      </header>
      <div className={mergeClasses(s.body, narrow && s.bodyNarrow)}>
        <TabList
          className={mergeClasses(s.tabs, narrow && s.tabsNarrow)}
          vertical={!narrow}
          selectedValue={tab}
          onTabSelect={(_e, d) => select(d.value as ProfileTab)}
          aria-label={t('sections')}
        >
          {PROFILE_TABS.map((k) => (
            <Tab key={k} value={k} className={s.tab} icon={TAB_ICONS[k]} id={`profile-tab-${k}`} aria-controls="profile-panel">{t(`tabs.${k}`)}</Tab>
          ))}
        </TabList>
        <Card className={s.panel} role="tabpanel" id="profile-panel" aria-labelledby={`profile-tab-${tab}`}>
          {panel}
        </Card>
      </div>
      <PersonalInfoChangeDialog open={dialogOpen} onOpenChange={setDialogOpen} />
    </div>
  );
}
