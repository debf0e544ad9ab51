/**
 * Theme: light or dark kept in local storage (`theme`, default light, spec 1 §1); inside Teams the
 * Teams theme (default, dark, contrast) is followed and updated when the user changes it.
 * The Teams library is imported only inside an iframe (the only place the Teams host can be): it
 * fetches its host list at import, so a plain browser never downloads it nor calls outside the portal.
 * The dark and Teams themes come from their own chunk (themes.ts) when first needed; until it is
 * there (a few ms) the first paint of a stored dark theme waits, so a dark user never sees a light
 * flash; a switch at run time keeps the current theme until the new one is loaded.
 */
import { FluentProvider, webLightTheme, type Theme } from '@fluentui/react-components';
import { createContext, ReactNode, useContext, useEffect, useMemo, useState } from 'react';

export type ThemeName = 'light' | 'dark';
type TeamsTheme = 'default' | 'dark' | 'contrast';
type OtherThemes = typeof import('./themes');

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
  const [others, setOthers] = useState<OtherThemes | null>(null);
  // The dark theme (stored or chosen) loads the themes chunk; a stored one delays the first paint (no light flash).
  useEffect(() => {
    if (theme === 'dark' && !others) void import('./themes').then(setOthers);
  }, [theme, others]);

  useEffect(() => {
    if (!maybeInTeams()) return;
    let cancelled = false;
    void Promise.all([import('@microsoft/teams-js'), import('./themes')])
      .then(async ([{ app }, themes]) => {
        await app.initialize();
        const c = await app.getContext();
        if (cancelled) return;
        setOthers(themes);
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
  const wanted: Theme | null = teamsTheme && others
    ? { default: others.teamsLightTheme, dark: others.teamsDarkTheme, contrast: others.teamsHighContrastTheme }[teamsTheme]
    : theme === 'dark'
      ? others?.webDarkTheme ?? null
      : webLightTheme;
  // A switch to dark at run time keeps the current theme painted until the dark one is loaded.
  const [painted, setPainted] = useState<Theme | null>(wanted);
  useEffect(() => {
    if (wanted) setPainted(wanted);
  }, [wanted]);
  const fluentTheme = wanted ?? painted;

  useEffect(() => {
    document.documentElement.dataset.theme = value.theme;
    document.body.style.margin = '0';
    if (fluentTheme) document.body.style.background = fluentTheme.colorNeutralBackground2;
  }, [value.theme, fluentTheme]);

  if (!fluentTheme) return null;

  return (
    <ThemeContext.Provider value={value}>
      <FluentProvider theme={fluentTheme} style={{ minHeight: '100vh', background: fluentTheme.colorNeutralBackground2 }}>
        {children}
      </FluentProvider>
    </ThemeContext.Provider>
  );
}
