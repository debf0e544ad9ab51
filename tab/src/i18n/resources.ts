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
import enDashboard from './en/dashboard.json';
import enEntry from './en/entry.json';
import enPassword from './en/password.json';
import enProfile from './en/profile.json';
import ltDashboard from './lt/dashboard.json';
import ltEntry from './lt/entry.json';
import ltPassword from './lt/password.json';
import ltProfile from './lt/profile.json';
import enRequests from './en/requests.json';
import enChains from './en/chains.json';
import enSettings from './en/settings.json';
import ltRequests from './lt/requests.json';
import ltChains from './lt/chains.json';
import ltSettings from './lt/settings.json';
import enEventTypes from './en/eventTypes.json';
import ltEventTypes from './lt/eventTypes.json';
import enCalendar from './en/calendar.json';
import ltCalendar from './lt/calendar.json';
import enApiKeys from './en/apiKeys.json';
import ltApiKeys from './lt/apiKeys.json';
import enBusinessTrips from './en/businessTrips.json';
import ltBusinessTrips from './lt/businessTrips.json';
import enExpenseClaims from './en/expenseClaims.json';
import ltExpenseClaims from './lt/expenseClaims.json';
import enLibrary from './en/library.json';
import ltLibrary from './lt/library.json';
import enGuests from './en/guests.json';
import ltGuests from './lt/guests.json';

export const resources = {
  en: { common: enCommon, errors: enErrors, auth: enAuth, sso: enSso, dashboard: enDashboard, entry: enEntry, password: enPassword, profile: enProfile, users: enUsers, roles: enRoles, requests: enRequests, chains: enChains, settings: enSettings, eventTypes: enEventTypes, calendar: enCalendar, apiKeys: enApiKeys, expenseClaims: enExpenseClaims, businessTrips: enBusinessTrips, library: enLibrary, guests: enGuests },
  lt: { common: ltCommon, errors: ltErrors, auth: ltAuth, sso: ltSso, dashboard: ltDashboard, entry: ltEntry, password: ltPassword, profile: ltProfile, users: ltUsers, roles: ltRoles, requests: ltRequests, chains: ltChains, settings: ltSettings, eventTypes: ltEventTypes, calendar: ltCalendar, apiKeys: ltApiKeys, expenseClaims: ltExpenseClaims, businessTrips: ltBusinessTrips, library: ltLibrary, guests: ltGuests },
} as const;

export const NAMESPACES = Object.keys(resources.en) as (keyof typeof resources.en)[];
