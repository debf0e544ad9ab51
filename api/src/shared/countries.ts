/**
 * Countries (ISO 3166-1 alpha-2) with English and Lithuanian names from `i18n-iso-countries`
 * (spec 2 §3 destination country option: about 249 codes). One place for the library's locales.
 */
import countries from 'i18n-iso-countries';
import en from 'i18n-iso-countries/langs/en.json';
import lt from 'i18n-iso-countries/langs/lt.json';

countries.registerLocale(en);
countries.registerLocale(lt);

export type CountryLang = 'en' | 'lt';

/** True for an assigned ISO 3166-1 alpha-2 code (upper case). */
export const isCountryCode = (code: string): boolean => /^[A-Z]{2}$/.test(code) && countries.isValid(code);

/** The country's name in `lang`, the code itself when unknown. */
export const countryName = (code: string, lang: string = 'en'): string => countries.getName(code, lang === 'lt' ? 'lt' : 'en') ?? code;

/** Every country as `{ Code, Name }`, sorted by the name in `lang`. */
export function countryList(lang: CountryLang): { Code: string; Name: string }[] {
  const names = countries.getNames(lang, { select: 'official' });
  return Object.entries(names)
    .map(([Code, Name]) => ({ Code, Name }))
    .sort((a, b) => a.Name.localeCompare(b.Name, lang));
}
