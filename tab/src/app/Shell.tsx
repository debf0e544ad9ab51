/**
 * The authenticated shell (spec 1 §2): top bar (menu, title, language, theme switch, bug-report
 * link, profile link, logout) and the sidebar with the Human Resources and Administration groups.
 * The sidebar is open by default at ≥ 680 px and closes after a click on narrower windows.
 * On a phone (under 600 px, issue 12) the bar holds the menu button, the short title and one
 * account menu with the profile, language, theme, bug report and sign-out, so it fits at 320 px.
 * A skip link is the first Tab stop and moves focus to the page's main content. The bar's menus, theme
 * switch and tooltips (ShellBarActions.tsx) are a chunk of their own that loads while the shell first
 * paints, so Fluent's menu, switch, tooltip and positioning code stay out of the first load (issue 11).
 */
import { Button, makeStyles, NavDrawer, NavDrawerBody, NavItem, NavSectionHeader, Text, tokens } from '@fluentui/react-components';
import { Dismiss24Regular, Navigation24Regular } from '@fluentui/react-icons';
import { lazy, Suspense, useEffect, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { usePhone } from '../components/useLayout';
import { useDialogFocusReturn } from './useDialogFocusReturn';
import { useAuth } from './auth';
import { NAV_ICONS } from './icons';
import { visibleNav } from './nav';
import { useChecklistExtras } from '../features/onboarding/useChecklistExtras';
import { LocaleMirror } from '../features/profile/LocaleMirror';

/** The bar's menus, switch and tooltips: a chunk loaded while the shell paints (ShellBarActions.tsx). */
const ShellBarActions = lazy(() => import('./ShellBarActions').then((m) => ({ default: m.ShellBarActions })));

export const SIDEBAR_BREAKPOINT = 680;

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', minHeight: '100vh' },
  topbar: {
    display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, padding: `0 ${tokens.spacingHorizontalM}`, height: '48px',
    background: tokens.colorBrandBackground, color: tokens.colorNeutralForegroundOnBrand, position: 'sticky', top: 0, zIndex: 10,
  },
  title: {
    flexGrow: 1, minWidth: 0, fontWeight: tokens.fontWeightSemibold, color: tokens.colorNeutralForegroundOnBrand,
    whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis',
  },
  // Off screen until focused (the first Tab stop), then shown over the top bar.
  skip: {
    position: 'absolute', left: tokens.spacingHorizontalS, top: '-100px', zIndex: 20, padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    background: tokens.colorNeutralBackground1, color: tokens.colorBrandForeground1, borderRadius: tokens.borderRadiusMedium,
    boxShadow: tokens.shadow16, ':focus': { top: tokens.spacingVerticalS },
  },
  barButton: { color: tokens.colorNeutralForegroundOnBrand, minWidth: 'auto' },
  body: { display: 'flex', flexGrow: 1, minHeight: 0 },
  drawer: { height: 'calc(100vh - 48px)', position: 'sticky', top: '48px', overflowY: 'auto', flexShrink: 0 },
  main: {
    flexGrow: 1, minWidth: 0, padding: tokens.spacingHorizontalXL, boxSizing: 'border-box', outline: 'none',
    '@media (max-width: 599.98px)': { padding: tokens.spacingHorizontalM },
  },
});

const useWide = () => {
  const [wide, setWide] = useState(() => window.innerWidth >= SIDEBAR_BREAKPOINT);
  useEffect(() => {
    const m = window.matchMedia(`(min-width: ${SIDEBAR_BREAKPOINT}px)`);
    const on = () => setWide(m.matches);
    m.addEventListener('change', on);
    return () => m.removeEventListener('change', on);
  }, []);
  return wide;
};

export function Shell() {
  const s = useStyles();
  const { t } = useTranslation();
  const { can } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const wide = useWide();
  const phone = usePhone();
  useDialogFocusReturn();
  const [open, setOpen] = useState(wide);
  useEffect(() => setOpen(wide), [wide]);

  // Onboarding and offboarding entries appear when the subordinates calls return items (spec 3 §2).
  const entries = visibleNav(can, useChecklistExtras());
  const groups = { main: entries.filter((e) => e.group === 'main'), hr: entries.filter((e) => e.group === 'hr'), admin: entries.filter((e) => e.group === 'admin') };
  const selected = [...entries].sort((a, b) => b.path.length - a.path.length).find((e) => (e.path === '/' ? location.pathname === '/' : location.pathname.startsWith(e.path)))?.path ?? '';
  const go = (path: string) => {
    navigate(path);
    if (!wide) setOpen(false);
  };
  const skipToMain = (ev: MouseEvent) => {
    ev.preventDefault();
    document.getElementById('main')?.focus();
  };
  const item = (e: (typeof entries)[number]) => {
    const Icon = NAV_ICONS[e.icon];
    return (
      <NavItem key={e.path} value={e.path} icon={Icon ? <Icon /> : undefined} href={e.path} onClick={(ev) => { ev.preventDefault(); go(e.path); }}>
        {t(`nav.${e.label}`)}
      </NavItem>
    );
  };
  return (
    <div className={s.root}>
      <LocaleMirror />
      <a href="#main" className={s.skip} onClick={skipToMain}>{t('shell.skipToContent')}</a>
      <header className={s.topbar} role="banner">
        <Button
          appearance="transparent" className={s.barButton} icon={open ? <Dismiss24Regular /> : <Navigation24Regular />} onClick={() => setOpen(!open)} aria-expanded={open}
          aria-label={open ? t('shell.closeMenu') : t('shell.openMenu')} title={open ? t('shell.closeMenu') : t('shell.openMenu')}
        />
        <Text className={s.title} size={400}>{phone ? t('appShortName') : t('appName')}</Text>
        <Suspense fallback={null}>
          <ShellBarActions phone={phone} wide={wide} buttonClass={s.barButton} />
        </Suspense>
      </header>
      <div className={s.body}>
        <NavDrawer
          className={wide ? s.drawer : undefined}
          open={open}
          type={wide ? 'inline' : 'overlay'}
          onOpenChange={(_e, d) => setOpen(d.open)}
          selectedValue={selected}
          aria-label={t('shell.navigation')}
        >
          <NavDrawerBody>
            {groups.main.map(item)}
            {groups.hr.length > 0 && <NavSectionHeader>{t('nav.hrGroup')}</NavSectionHeader>}
            {groups.hr.map(item)}
            {groups.admin.length > 0 && <NavSectionHeader>{t('nav.adminGroup')}</NavSectionHeader>}
            {groups.admin.map(item)}
          </NavDrawerBody>
        </NavDrawer>
        <main className={s.main} id="main" tabIndex={-1}>
          <Outlet />
        </main>
      </div>
    </div>
  );
}
