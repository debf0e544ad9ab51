/**
 * react-i18next set-up: English and Lithuanian, one JSON file per namespace in `en/` and `lt/`
 * (same keys in both; i18n.test.ts checks). Locale kept in local storage under `locale`
 * (default en, spec 1 §1). Missing keys show "Something went wrong" (spec 1 §5).
 */
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { resources, NAMESPACES } from './resources';

export type Locale = 'en' | 'lt';
export const LOCALE_KEY = 'locale';

export function storedLocale(): Locale {
  try {
    return localStorage.getItem(LOCALE_KEY) === 'lt' ? 'lt' : 'en';
  } catch {
    return 'en';
  }
}

void i18n.use(initReactI18next).init({
  resources,
  lng: storedLocale(),
  fallbackLng: 'en',
  ns: NAMESPACES,
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
  parseMissingKeyHandler: () => 'Something went wrong',
});

if (typeof document !== 'undefined') document.documentElement.lang = storedLocale();

/** Switches the language and remembers it. */
export function setLocale(locale: Locale): void {
  localStorage.setItem(LOCALE_KEY, locale);
  document.documentElement.lang = locale;
  void i18n.changeLanguage(locale);
}

export default i18n;
