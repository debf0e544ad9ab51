/**
 * Theme: light or dark kept in local storage (`theme`, default light, spec 1 §1); inside Teams the
 * Teams theme (default, dark, contrast) is followed and updated when the user changes it.
 * The Teams library is imported only inside an iframe (the only place the Teams host can be): it
 * fetches its host list at import, so a plain browser never downloads it nor calls outside the portal.
 */
import { FluentProvider, teamsDarkTheme, teamsHighContrastTheme, teamsLightTheme, webDarkTheme, webLightTheme } from '@fluentui/react-components';
import { createContext, ReactNode, useContext, useEffect, useMemo, useState } from 'react';

export type ThemeName = 'light' | 'dark';
type TeamsTheme = 'default' | 'dark' | 'contrast';

interface ThemeState {
  theme: ThemeName;
  setTheme: (t: ThemeName) => void;
  /** True when hosted in Microsoft Teams (the Teams theme wins). */
  inTeams: boolean;
}

const ThemeContext = createContext<ThemeState>({ theme: 'light', setTheme: () => undefined, inTeams: false });
export const useTheme = () => useContext(ThemeContext);

const stored = (): ThemeName => (localStorage.getItem('theme') === 'dark' ? 'dark' : 'light');

/** True when the page runs in an iframe, the only place the Teams host can be. */
export const maybeInTeams = () => {
  try {
    return window.self !== window.top;
  } catch {
    return true;
  }
};

export function ThemeProvider({ children }: { children: ReactNode }) {
  const [theme, setThemeState] = useState<ThemeName>(stored);
  const [teamsTheme, setTeamsTheme] = useState<TeamsTheme | null>(null);

  useEffect(() => {
    if (!maybeInTeams()) return;
    let cancelled = false;
    void import('@microsoft/teams-js')
      .then(async ({ app }) => {
        await app.initialize();
        const c = await app.getContext();
        if (cancelled) return;
        setTeamsTheme((c.app.theme as TeamsTheme) ?? 'default');
        app.registerOnThemeChangeHandler((t) => setTeamsTheme(t as TeamsTheme));
        app.notifySuccess();
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, []);

  const value = useMemo<ThemeState>(
    () => ({
      theme: teamsTheme ? (teamsTheme === 'default' ? 'light' : 'dark') : theme,
      inTeams: teamsTheme !== null,
      setTheme: (t) => {
        localStorage.setItem('theme', t);
        setThemeState(t);
      },
    }),
    [theme, teamsTheme],
  );
  const fluentTheme = teamsTheme
    ? { default: teamsLightTheme, dark: teamsDarkTheme, contrast: teamsHighContrastTheme }[teamsTheme]
    : theme === 'dark'
      ? webDarkTheme
      : webLightTheme;

  useEffect(() => {
    document.documentElement.dataset.theme = value.theme;
    document.body.style.margin = '0';
    document.body.style.background = fluentTheme.colorNeutralBackground2;
  }, [value.theme, fluentTheme]);

  return (
    <ThemeContext.Provider value={value}>
      <FluentProvider theme={fluentTheme} style={{ minHeight: '100vh', background: fluentTheme.colorNeutralBackground2 }}>
        {children}
      </FluentProvider>
    </ThemeContext.Provider>
  );
}
