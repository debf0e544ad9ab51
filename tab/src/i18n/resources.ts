/** Every namespace of both languages. A feature adds its `en/<ns>.json`, `lt/<ns>.json` and two lines here. */
import enAuth from './en/auth.json';
import enCommon from './en/common.json';
import enErrors from './en/errors.json';
import enSso from './en/sso.json';
import ltAuth from './lt/auth.json';
import ltCommon from './lt/common.json';
import ltErrors from './lt/errors.json';
import ltSso from './lt/sso.json';

export const resources = {
  en: { common: enCommon, errors: enErrors, auth: enAuth, sso: enSso },
  lt: { common: ltCommon, errors: ltErrors, auth: ltAuth, sso: ltSso },
} as const;

export const NAMESPACES = Object.keys(resources.en) as (keyof typeof resources.en)[];
