/** Every namespace of both languages. A feature adds its `en/<ns>.json`, `lt/<ns>.json` and two lines here. */
import enAuth from './en/auth.json';
import enCommon from './en/common.json';
import enErrors from './en/errors.json';
import enRoles from './en/roles.json';
import enUsers from './en/users.json';
import enSso from './en/sso.json';
import ltAuth from './lt/auth.json';
import ltCommon from './lt/common.json';
import ltErrors from './lt/errors.json';
import ltRoles from './lt/roles.json';
import ltUsers from './lt/users.json';
import ltSso from './lt/sso.json';

export const resources = {
  en: { common: enCommon, errors: enErrors, auth: enAuth, sso: enSso, users: enUsers, roles: enRoles },
  lt: { common: ltCommon, errors: ltErrors, auth: ltAuth, sso: ltSso, users: ltUsers, roles: ltRoles },
} as const;

export const NAMESPACES = Object.keys(resources.en) as (keyof typeof resources.en)[];
