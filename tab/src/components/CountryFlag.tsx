/**
 * A country's flag as an inline SVG (country-flag-icons, 3:2), for the public holiday countries of
 * spec 2 §3 PublicHoliday (LT, NL, RO, AU, BE, DE, NO, SE). Emoji flags are not drawn on Windows,
 * where most Teams users are, hence pictures. Decorative by default (the country's name is shown
 * beside it); an unknown code renders nothing.
 */
import { AU, BE, DE, LT, NL, NO, RO, SE } from 'country-flag-icons/react/3x2';
import type { CSSProperties } from 'react';

const FLAGS = { AU, BE, DE, LT, NL, NO, RO, SE } as const;

const style: CSSProperties = { width: '1.25em', height: 'auto', verticalAlign: '-0.15em', borderRadius: '2px', flexShrink: 0, boxShadow: '0 0 0 1px rgba(0,0,0,0.15)' };

/** `code`: ISO 3166-1 alpha-2, any case; `title` makes it an image with that accessible name. */
export function CountryFlag({ code, title }: { code: string | null | undefined; title?: string }) {
  const Flag = FLAGS[(code ?? '').toUpperCase() as keyof typeof FLAGS];
  if (!Flag) return null;
  return title ? <Flag role="img" aria-label={title} title={title} style={style} /> : <Flag aria-hidden="true" style={style} />;
}

/** True when {@link CountryFlag} has a picture for the code. */
export const hasFlag = (code: string | null | undefined) => (code ?? '').toUpperCase() in FLAGS;

/** The country's name in the language `lang` (Intl.DisplayNames), or the code when unknown. */
export function countryName(code: string | null | undefined, lang: string): string | undefined {
  if (!code) return undefined;
  try {
    return new Intl.DisplayNames([lang], { type: 'region' }).of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}
