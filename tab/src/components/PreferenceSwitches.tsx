/** Language (en/lt) and light/dark switches for pages outside the shell (login, password link). */
import { Switch, ToggleButton } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useTheme } from '../app/theme';
import { setLocale } from '../i18n';

export function PreferenceSwitches() {
  const { t, i18n } = useTranslation();
  const { theme, setTheme, inTeams } = useTheme();
  const lang = i18n.resolvedLanguage === 'lt' ? 'lt' : 'en';
  return (
    <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      <ToggleButton size="small" checked={lang === 'en'} onClick={() => setLocale('en')} aria-label="English">EN</ToggleButton>
      <ToggleButton size="small" checked={lang === 'lt'} onClick={() => setLocale('lt')} aria-label="Lietuvių">LT</ToggleButton>
      {!inTeams && <Switch checked={theme === 'dark'} label={t('shell.darkTheme')} onChange={(_e, d) => setTheme(d.checked ? 'dark' : 'light')} />}
    </div>
  );
}
