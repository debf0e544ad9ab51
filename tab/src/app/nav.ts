/**
 * Sidebar entries and the permission that shows each (spec 1 §2 table). `visible` receives the
 * user's `can(...anyOf)`; entries without it are always shown.
 */
import type { Permission } from '@contracts/permissions';

export type Can = (...anyOf: Permission[]) => boolean;

export interface NavEntry {
  path: string;
  /** Key in the `common` namespace under `nav.`. */
  label: string;
  icon: string;
  group: 'main' | 'hr' | 'admin';
  visible?: (can: Can, extra: NavExtras) => boolean;
}

/** Facts beyond permissions that gate entries (onboarding and offboarding have items). */
export interface NavExtras {
  hasOnboarding: boolean;
  hasOffboarding: boolean;
}

export const NAV: NavEntry[] = [
  { path: '/', label: 'home', icon: 'home', group: 'main' },
  { path: '/library', label: 'library', icon: 'library', group: 'main', visible: (can) => can('library_read', 'library_write') },
  { path: '/guests', label: 'guests', icon: 'guests', group: 'main', visible: (can) => can('guests_read', 'guests_write', 'guests_register') },
  { path: '/conferences', label: 'conferences', icon: 'conferences', group: 'main', visible: (can) => can('conferences_read') },
  { path: '/positions', label: 'positions', icon: 'positions', group: 'main', visible: (can) => can('job_positions_read') },
  { path: '/agenda', label: 'agenda', icon: 'agenda', group: 'main', visible: (can) => can('event_types_read') },
  { path: '/requests', label: 'requests', icon: 'requests', group: 'main' },
  { path: '/expenses', label: 'expenses', icon: 'expenses', group: 'main', visible: (can) => can('expense_claims_read') },
  { path: '/genie', label: 'genie', icon: 'genie', group: 'main', visible: (can) => can('wishlist_read', 'suggestions_write') },
  { path: '/FAQ', label: 'faq', icon: 'faq', group: 'main', visible: (can) => can('frequently_asked_questions_read') },
  { path: '/users', label: 'users', icon: 'users', group: 'hr', visible: (can) => can('users_read') },
  { path: '/roles', label: 'roles', icon: 'roles', group: 'hr', visible: (can) => can('roles_read') },
  { path: '/statistics', label: 'statistics', icon: 'statistics', group: 'hr', visible: (can) => can('statistics_read') },
  { path: '/user-certificates', label: 'userCertificates', icon: 'certificates', group: 'hr', visible: (can) => can('user_certificates_read') },
  { path: '/onboarding', label: 'onboarding', icon: 'onboarding', group: 'hr', visible: (_c, x) => x.hasOnboarding },
  { path: '/offboarding', label: 'offboarding', icon: 'offboarding', group: 'hr', visible: (_c, x) => x.hasOffboarding },
  { path: '/chains', label: 'chains', icon: 'chains', group: 'admin', visible: (can) => can('chain_read') },
  { path: '/onboarding/categories', label: 'onboardingCategories', icon: 'onboarding', group: 'admin', visible: (can) => can('onboarding_tasks_read') },
  { path: '/offboarding/categories', label: 'offboardingCategories', icon: 'offboarding', group: 'admin', visible: (can) => can('offboarding_tasks_read') },
  { path: '/event/types', label: 'eventTypes', icon: 'eventTypes', group: 'admin', visible: (can) => can('event_types_read') && can('event_types_write') },
  { path: '/certificates', label: 'certificates', icon: 'certificates', group: 'admin', visible: (can) => can('certificates_read') && can('certificates_write') },
  { path: '/announcements', label: 'announcements', icon: 'announcements', group: 'admin', visible: (can) => can('announcement_write') },
  { path: '/policy-documents', label: 'policyDocuments', icon: 'policy', group: 'admin', visible: (can) => can('policy_documents_read') },
  { path: '/settings', label: 'settings', icon: 'settings', group: 'admin', visible: (can) => can('settings_read') },
];

/** The entries a user sees, in order. */
export const visibleNav = (can: Can, extras: NavExtras) => NAV.filter((e) => !e.visible || e.visible(can, extras));
