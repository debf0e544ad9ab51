/** Every namespace of both languages. A feature adds its `en/<ns>.json`, `lt/<ns>.json` and two lines here. */
import enAuth from './en/auth.json';
import enCommon from './en/common.json';
import enErrors from './en/errors.json';
import ltAuth from './lt/auth.json';
import ltCommon from './lt/common.json';
import ltErrors from './lt/errors.json';

export const resources = {
  en: { common: enCommon, errors: enErrors, auth: enAuth },
  lt: { common: ltCommon, errors: ltErrors, auth: ltAuth },
} as const;

export const NAMESPACES = Object.keys(resources.en) as (keyof typeof resources.en)[];
