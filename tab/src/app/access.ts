/**
 * Who may open which page (spec 1 §2 table, spec 2 §2): one table of route → rule, read by both the
 * sidebar (app/nav.ts hides the entry) and the route guard (app/routes.tsx shows "no access"), so the
 * two never disagree. A rule receives the user's `can(...anyOf)` and the facts beyond permissions;
 * routes missing from the table are open to every signed-in user. The server checks every call anyway.
 */
import type { Permission } from '@contracts/permissions';

/** True when the user holds any of the permissions. */
export type Can = (...anyOf: Permission[]) => boolean;

/** Facts beyond permissions that gate entries (onboarding and offboarding have items). */
export interface NavExtras {
  hasOnboarding: boolean;
  hasOffboarding: boolean;
}

export type AccessRule = (can: Can, extra: NavExtras) => boolean;

const anyOf =
  (...p: Permission[]): AccessRule =>
  (can) =>
    can(...p);
const allOf =
  (...p: Permission[]): AccessRule =>
  (can) =>
    p.every((x) => can(x));

/** Route pattern (as in the router; a rule on `/a` also covers `/a/:id...` unless listed) → rule. */
export const ROUTE_ACCESS: Record<string, AccessRule> = {
  '/library': anyOf('library_read', 'library_write'),
  '/guests': anyOf('guests_read', 'guests_write', 'guests_register'),
  '/conferences': anyOf('conferences_read'),
  '/positions': anyOf('job_positions_read'),
  // Spec 3 §2: the position page and its applications show no permission check; the server decides per position.
  '/positions/:id': () => true,
  '/agenda': anyOf('event_types_read'),
  '/expenses': anyOf('expense_claims_read'),
  '/expense-claim': anyOf('expense_claims_read'),
  // An existing claim is read by its claimant, by the approvers the engine lets read its request (who
  // need not hold expense_claims_read) and by accounting: the server decides, a refusal shows its error.
  '/expense-claim/:id': () => true,
  '/genie': anyOf('wishlist_read', 'suggestions_write'),
  '/FAQ': anyOf('frequently_asked_questions_read'),
  '/users': anyOf('users_read'),
  '/roles': anyOf('roles_read'),
  '/statistics': anyOf('statistics_read'),
  '/user-certificates': anyOf('user_certificates_read'),
  // Spec 1 §2: when the subordinates call returns items; HR ({kind}_tasks_read) also, for everyone's
  // progress (GET {kind}/progress/all, issue 15), which the page shows them even without subordinates.
  '/onboarding': (c, x) => x.hasOnboarding || c('onboarding_tasks_read'),
  '/offboarding': (c, x) => x.hasOffboarding || c('offboarding_tasks_read'),
  '/chains': anyOf('chain_read'),
  '/onboarding/categories': anyOf('onboarding_tasks_read'),
  '/offboarding/categories': anyOf('offboarding_tasks_read'),
  '/event/types': allOf('event_types_read', 'event_types_write'),
  '/certificates': allOf('certificates_read', 'certificates_write'),
  '/announcements': anyOf('announcement_write'),
  '/policy-documents': anyOf('policy_documents_read'),
  '/settings': anyOf('settings_read'),
  '/api-keys': anyOf('api_keys_write'),
  '/audit': anyOf('audit_log_read'),
};

/**
 * The rule of a route path or pattern: its own entry, else that of its longest listed parent
 * (`/chains/:id` → `/chains`); undefined when the route is open to every signed-in user.
 */
export function accessRule(path: string): AccessRule | undefined {
  for (let p = path; p; p = p.slice(0, Math.max(0, p.lastIndexOf('/')))) if (ROUTE_ACCESS[p]) return ROUTE_ACCESS[p];
  return undefined;
}

/** Whether the user may open the route (see {@link accessRule}). */
export const mayOpen = (path: string, can: Can, extras: NavExtras) => accessRule(path)?.(can, extras) ?? true;
