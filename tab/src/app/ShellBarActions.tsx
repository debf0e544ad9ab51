/**
 * The top bar's actions (Shell.tsx): on a phone one account menu (profile, language, theme, bug
 * report, sign-out); wider, the language menu, the theme switch and the bug-report, profile and
 * sign-out buttons with their tooltips. A chunk of its own, loaded while the shell first paints
 * (issue 11 first load: Fluent's menu, switch, tooltip and positioning stay out of the first load).
 */
import {
  Button, Menu, MenuDivider, MenuGroup, MenuGroupHeader, MenuItem, MenuItemCheckbox, MenuItemLink, MenuItemRadio, MenuList, MenuPopover, MenuTrigger, Switch,
  tokens, Tooltip,
} from '@fluentui/react-components';
import { Bug24Regular, LocalLanguage24Regular, PersonCircle24Regular, SignOut24Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { setLocale, storedLocale, type Locale } from '../i18n';
import { useAuth } from './auth';
import { useTheme } from './theme';

export interface ShellBarActionsProps {
  phone: boolean;
  wide: boolean;
  /** The class of the bar's buttons (colours on the brand background). */
  buttonClass: string;
}

export function ShellBarActions({ phone, wide, buttonClass }: ShellBarActionsProps) {
  const { t, i18n } = useTranslation();
  const { signOut, user } = useAuth();
  const { theme, setTheme, inTeams } = useTheme();
  const navigate = useNavigate();
  const s = { barButton: buttonClass };
  const bugUrl = import.meta.env.VITE_BUG_REPORT_URL || 'mailto:it-support@localhost?subject=Employee%20portal%20bug';
  const lang = i18n.resolvedLanguage ?? storedLocale();
  const signOutAndLeave = () => void signOut().then(() => navigate('/login'));
  return (
    <>
          {phone ? (
            <Menu positioning="below-end">
              <MenuTrigger disableButtonEnhancement>
                <Button appearance="transparent" className={s.barButton} icon={<PersonCircle24Regular />} aria-label={t('shell.userMenu')} />
              </MenuTrigger>
              <MenuPopover>
                <MenuList
                  checkedValues={{ lang: [lang], theme: theme === 'dark' ? ['dark'] : [] }}
                  onCheckedValueChange={(_e, d) => {
                    if (d.name === 'lang') setLocale(d.checkedItems[0] as Locale);
                    else setTheme(d.checkedItems.includes('dark') ? 'dark' : 'light');
                  }}
                >
                  <MenuItem icon={<PersonCircle24Regular />} onClick={() => navigate('/profile')}>
                    {user ? `${user.name} ${user.surname}` : t('shell.profile')}
                  </MenuItem>
                  <MenuDivider />
                  <MenuGroup>
                    <MenuGroupHeader>{t('shell.language')}</MenuGroupHeader>
                    <MenuItemRadio name="lang" value="en">English</MenuItemRadio>
                    <MenuItemRadio name="lang" value="lt">Lietuvių</MenuItemRadio>
                  </MenuGroup>
                  {!inTeams && (
                    <>
                      <MenuDivider />
                      <MenuItemCheckbox name="theme" value="dark">{t('shell.darkThemeLong')}</MenuItemCheckbox>
                    </>
                  )}
                  <MenuDivider />
                  <MenuItemLink href={bugUrl} target="_blank" rel="noreferrer" icon={<Bug24Regular />}>{t('shell.reportBug')}</MenuItemLink>
                  <MenuItem icon={<SignOut24Regular />} onClick={signOutAndLeave}>{t('shell.logout')}</MenuItem>
                </MenuList>
              </MenuPopover>
            </Menu>
          ) : (
            <>
              <Menu positioning="below-end">
                <MenuTrigger disableButtonEnhancement>
                  <Button appearance="transparent" className={s.barButton} icon={<LocalLanguage24Regular />} aria-label={t('shell.language')}>
                    {lang.toUpperCase()}
                  </Button>
                </MenuTrigger>
                <MenuPopover>
                  <MenuList checkedValues={{ lang: [lang] }} onCheckedValueChange={(_e, d) => setLocale(d.checkedItems[0] as Locale)}>
                    <MenuItemRadio name="lang" value="en">English</MenuItemRadio>
                    <MenuItemRadio name="lang" value="lt">Lietuvių</MenuItemRadio>
                  </MenuList>
                </MenuPopover>
              </Menu>
              {!inTeams && (
                <Switch checked={theme === 'dark'} label={{ children: t('shell.darkTheme'), style: { color: tokens.colorNeutralForegroundOnBrand } }} onChange={(_e, d) => setTheme(d.checked ? 'dark' : 'light')} />
              )}
              <Tooltip content={t('shell.reportBug')} relationship="label">
                <Button as="a" href={bugUrl} target="_blank" rel="noreferrer" appearance="transparent" className={s.barButton} icon={<Bug24Regular />} />
              </Tooltip>
              <Tooltip content={t('shell.profile')} relationship="label">
                <Button appearance="transparent" className={s.barButton} icon={<PersonCircle24Regular />} onClick={() => navigate('/profile')}>
                  {wide && user ? `${user.name} ${user.surname}` : null}
                </Button>
              </Tooltip>
              <Tooltip content={t('shell.logout')} relationship="label">
                <Button appearance="transparent" className={s.barButton} icon={<SignOut24Regular />} onClick={signOutAndLeave} />
              </Tooltip>
            </>
          )}
    </>
  );
}
