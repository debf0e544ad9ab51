/**
 * Permissions (spec 1 §6): the full list, the role editor's groups (spec 1 §3) and the implication
 * map. Shared by the api (closure on role save, route guards) and the tab (sidebar, locked boxes).
 *
 * The integration-key permission's spelling is not shown in the spec; we call it `api_keys_write`.
 */
export const PERMISSIONS = [
  'users_read', 'users_write', 'roles_read', 'roles_write',
  'library_read', 'library_order', 'library_write',
  'guests_read', 'guests_register', 'guests_write', 'guests_host',
  'employee_relationships_read', 'employee_relationships_write',
  'users_read_sensitive_info', 'users_write_sensitive_info',
  'conferences_read', 'conferences_write', 'conferences_register', 'conference_participants_read',
  'conference_types_read', 'conference_types_write',
  'all_events_read', 'event_types_read', 'event_types_write',
  'onboarding_tasks_read', 'onboarding_tasks_write', 'offboarding_tasks_read', 'offboarding_tasks_write',
  'chain_read', 'chain_write',
  'business_trips_read', 'business_trips_write', 'business_trips_restricted_fields_write',
  'settings_read', 'settings_write', 'country_manager',
  'expense_claims_read', 'expense_claims_write', 'accounting_notifications',
  'job_positions_read', 'job_positions_write', 'seniority_levels_read', 'seniority_levels_write',
  'policy_documents_read', 'policy_documents_write',
  'hiring_coordinator', 'job_applications_read', 'job_applications_write',
  'statistics_read', 'statistics_write',
  'certificates_read', 'certificates_write', 'user_certificates_read',
  'frequently_asked_questions_read', 'frequently_asked_questions_write',
  'suggestions_read', 'suggestions_write', 'wishlist_read', 'wishlist_write',
  'announcement_read', 'announcement_write',
  'all_users_unapproved_requests_read',
  'api_keys_write',
  'audit_log_read',
] as const;

export type Permission = (typeof PERMISSIONS)[number];

export const isPermission = (p: string): p is Permission => (PERMISSIONS as readonly string[]).includes(p);

/** Role editor groups (spec 1 §3); every permission is in exactly one group. */
export const PERMISSION_GROUPS: Record<string, readonly Permission[]> = {
  guests: ['guests_read', 'guests_register', 'guests_write', 'guests_host'],
  library: ['library_read', 'library_order', 'library_write'],
  conferences: [
    'conferences_read', 'conferences_write', 'conferences_register', 'conference_participants_read',
    'conference_types_read', 'conference_types_write',
  ],
  certificates: ['certificates_read', 'certificates_write', 'user_certificates_read'],
  business_trips: ['business_trips_read', 'business_trips_write', 'business_trips_restricted_fields_write', 'country_manager'],
  users: [
    'users_read', 'users_write', 'roles_read', 'roles_write', 'employee_relationships_read',
    'employee_relationships_write', 'users_read_sensitive_info', 'users_write_sensitive_info',
    'onboarding_tasks_read', 'onboarding_tasks_write', 'offboarding_tasks_read', 'offboarding_tasks_write',
  ],
  settings: ['settings_read', 'settings_write', 'chain_read', 'chain_write', 'event_types_read', 'event_types_write', 'all_events_read', 'all_users_unapproved_requests_read'],
  expense_claims: ['expense_claims_read', 'expense_claims_write', 'accounting_notifications'],
  job_positions: [
    'job_positions_read', 'job_positions_write', 'seniority_levels_read', 'seniority_levels_write',
    'hiring_coordinator', 'job_applications_read', 'job_applications_write',
  ],
  statistics: ['statistics_read', 'statistics_write'],
  policy_documents: ['policy_documents_read', 'policy_documents_write'],
  faq: ['frequently_asked_questions_read', 'frequently_asked_questions_write'],
  wishlist: ['wishlist_read', 'wishlist_write'],
  suggestions: ['suggestions_read', 'suggestions_write'],
  miscellaneous: ['api_keys_write'],
  announcements: ['announcement_read', 'announcement_write'],
  administration: ['audit_log_read'],
};

/** Direct implications (spec 1 §6). "Every write implies its read" is expanded here explicitly. */
export const IMPLICATIONS: Partial<Record<Permission, readonly Permission[]>> = {
  users_write: ['users_read', 'roles_read'],
  users_read: ['roles_read'],
  roles_write: ['roles_read'],
  library_order: ['library_read'],
  library_write: ['library_read'],
  guests_write: ['guests_read', 'guests_register'],
  employee_relationships_write: ['employee_relationships_read'],
  users_write_sensitive_info: ['users_read_sensitive_info', 'users_write', 'users_read', 'roles_read'],
  conferences_write: ['conferences_read'],
  conference_types_write: ['conference_types_read'],
  event_types_write: ['event_types_read'],
  onboarding_tasks_write: ['onboarding_tasks_read'],
  offboarding_tasks_write: ['offboarding_tasks_read'],
  chain_write: ['chain_read'],
  business_trips_write: ['business_trips_read'],
  business_trips_restricted_fields_write: ['business_trips_read', 'business_trips_write'],
  settings_write: ['chain_read', 'chain_write', 'settings_read'],
  settings_read: ['chain_read'],
  expense_claims_write: ['expense_claims_read'],
  job_positions_write: ['job_positions_read'],
  seniority_levels_write: ['seniority_levels_read'],
  policy_documents_write: ['policy_documents_read'],
  job_applications_write: ['job_applications_read'],
  statistics_write: ['statistics_read'],
  certificates_write: ['certificates_read'],
  frequently_asked_questions_write: ['frequently_asked_questions_read'],
  suggestions_read: ['suggestions_write'],
  wishlist_write: ['wishlist_read'],
  announcement_write: ['announcement_read'],
};

/** The permission set plus everything it implies, transitively, in PERMISSIONS order. */
export function withImplied(perms: Iterable<string>): Permission[] {
  const out = new Set<Permission>();
  const stack = [...perms].filter(isPermission);
  while (stack.length) {
    const p = stack.pop()!;
    if (out.has(p)) continue;
    out.add(p);
    stack.push(...(IMPLICATIONS[p] ?? []));
  }
  return PERMISSIONS.filter((p) => out.has(p));
}

/**
 * Permissions locked in the role editor: implied by another selected permission, so they cannot
 * be unticked while that parent stays selected (spec 1 §4 role editing).
 */
export function lockedBy(selected: Iterable<string>): Map<Permission, Permission> {
  const locked = new Map<Permission, Permission>();
  for (const parent of selected) {
    if (!isPermission(parent)) continue;
    for (const child of withImplied([parent])) if (child !== parent && !locked.has(child)) locked.set(child, parent);
  }
  return locked;
}
