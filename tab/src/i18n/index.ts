/**
 * react-i18next set-up: English and Lithuanian, one JSON file per namespace in `en/` and `lt/`
 * (same keys in both; i18n.test.ts checks). Locale kept in local storage under `locale`
 * (default en, spec 1 §1). Missing keys show "Something went wrong" (spec 1 §5).
 *
 * In the browser ({@link startI18n}) only the reader's language is downloaded, one namespace at a
 * time: `common` before the first render, `errors` right after it starts (no screen needs it to paint;
 * a message shown before it arrives is re-rendered when it does), a page's namespaces when the page (or a
 * component) calls `useTranslation(ns)` — it suspends until they are there (every route has a
 * Suspense boundary). Switching the language downloads the namespaces in use first and only then
 * switches, so no key or half-translated page is ever shown. Tests ({@link startI18nWith}, from
 * tab/src/test/setup.ts) get every text of both languages at once, synchronously.
 */
import i18n, { type BackendModule, type InitOptions, type ResourceKey, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';

export type Locale = 'en' | 'lt';
export const LOCALES: readonly Locale[] = ['en', 'lt'];
export const LOCALE_KEY = 'locale';
/** Namespaces every page may use (shell, shared components, error texts): there before the first render. */
/** Namespaces every component may use without naming them in useTranslation. */
export const BASE_NAMESPACES = ['common', 'errors'];
/** What the first render waits for (the rest of BASE_NAMESPACES follows at once, without blocking it). */
const FIRST_RENDER_NAMESPACES = ['common'];

export function storedLocale(): Locale {
  try {
    return localStorage.getItem(LOCALE_KEY) === 'lt' ? 'lt' : 'en';
  } catch {
    return 'en';
  }
}

/** The texts of one namespace in one language (a JSON file's content); rejects when there is no such file. */
export type TextLoader = (lng: Locale, ns: string) => Promise<ResourceKey>;

const options = (): InitOptions => ({
  lng: storedLocale(),
  supportedLngs: [...LOCALES],
  // Both languages have the same keys: never download the other one as a fallback.
  fallbackLng: false,
  load: 'currentOnly',
  ns: FIRST_RENDER_NAMESPACES,
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
  // A key's own default (`t(key, { defaultValue })`) when it has one.
  parseMissingKeyHandler: (_key: string, defaultValue?: string) => defaultValue ?? 'Something went wrong',
});

/**
 * Browser start: texts come from `load` on demand. Resolves once the reader's `common` is there;
 * render the app after that. `errors` is requested at the same moment but not waited for.
 */
export function startI18n(load: TextLoader): Promise<unknown> {
  const backend: BackendModule = {
    type: 'backend',
    init: () => undefined,
    read: (lng, ns, done) => void load(lng as Locale, ns).then((texts) => done(null, texts), (e: Error) => done(e, false)),
  };
  if (typeof document !== 'undefined') document.documentElement.lang = storedLocale();
  const ready = i18n.use(backend).use(initReactI18next).init({ ...options(), saveMissing: true, saveMissingTo: 'current', missingKeyHandler: loadOnMiss });
  return ready.finally(() => void i18n.loadNamespaces(BASE_NAMESPACES.filter((ns) => !FIRST_RENDER_NAMESPACES.includes(ns))));
}

const missed = new Set<string>();
/**
 * Safety net for a key of a namespace nobody on the page asked for (a key `other:key` with no
 * useTranslation naming it; namespaces.test.ts checks the sources): the namespace is
 * downloaded and the page re-rendered, instead of "Something went wrong" staying on screen.
 */
function loadOnMiss(lngs: readonly string[], ns: string): void {
  const lng = lngs[0] ?? i18n.language;
  if (i18n.hasResourceBundle(lng, ns) || missed.has(`${lng}/${ns}`)) return;
  missed.add(`${lng}/${ns}`);
  void i18n.loadNamespaces(ns).then(() => (i18n.hasResourceBundle(i18n.language, ns) ? i18n.changeLanguage(i18n.language) : undefined));
}

/** Tests and tools: every namespace of every language given at once; ready when this returns. */
export function startI18nWith(resources: Resource): void {
  void i18n.use(initReactI18next).init({ ...options(), resources, ns: Object.keys(resources.en ?? {}), initAsync: false });
}

/**
 * Switches the language and remembers it. The texts of the namespaces in use are downloaded
 * first; the page switches once they are there (i18next's changeLanguage waits for them).
 */
export function setLocale(locale: Locale): void {
  localStorage.setItem(LOCALE_KEY, locale);
  void i18n.changeLanguage(locale).then(() => {
    document.documentElement.lang = locale;
  });
}

export default i18n;
