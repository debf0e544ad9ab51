/**
 * Sidebar entries (spec 1 §2 table). Which user sees an entry is the route's rule in
 * app/access.ts, the same rule the route guard applies; entries whose route has none are always shown.
 */
import { mayOpen, type Can, type NavExtras } from './access';

export type { Can, NavExtras } from './access';

export interface NavEntry {
  path: string;
  /** Key in the `common` namespace under `nav.`. */
  label: string;
  icon: string;
  group: 'main' | 'hr' | 'admin';
}

export const NAV: NavEntry[] = [
  { path: '/', label: 'home', icon: 'home', group: 'main' },
  { path: '/library', label: 'library', icon: 'library', group: 'main' },
  { path: '/guests', label: 'guests', icon: 'guests', group: 'main' },
  { path: '/conferences', label: 'conferences', icon: 'conferences', group: 'main' },
  { path: '/positions', label: 'positions', icon: 'positions', group: 'main' },
  { path: '/agenda', label: 'agenda', icon: 'agenda', group: 'main' },
  { path: '/requests', label: 'requests', icon: 'requests', group: 'main' },
  { path: '/expenses', label: 'expenses', icon: 'expenses', group: 'main' },
  { path: '/genie', label: 'genie', icon: 'genie', group: 'main' },
  { path: '/FAQ', label: 'faq', icon: 'faq', group: 'main' },
  { path: '/users', label: 'users', icon: 'users', group: 'hr' },
  { path: '/roles', label: 'roles', icon: 'roles', group: 'hr' },
  { path: '/statistics', label: 'statistics', icon: 'statistics', group: 'hr' },
  { path: '/user-certificates', label: 'userCertificates', icon: 'certificates', group: 'hr' },
  { path: '/onboarding', label: 'onboarding', icon: 'onboarding', group: 'hr' },
  { path: '/offboarding', label: 'offboarding', icon: 'offboarding', group: 'hr' },
  { path: '/chains', label: 'chains', icon: 'chains', group: 'admin' },
  { path: '/onboarding/categories', label: 'onboardingCategories', icon: 'onboarding', group: 'admin' },
  { path: '/offboarding/categories', label: 'offboardingCategories', icon: 'offboarding', group: 'admin' },
  { path: '/event/types', label: 'eventTypes', icon: 'eventTypes', group: 'admin' },
  { path: '/certificates', label: 'certificates', icon: 'certificates', group: 'admin' },
  { path: '/announcements', label: 'announcements', icon: 'announcements', group: 'admin' },
  { path: '/policy-documents', label: 'policyDocuments', icon: 'policy', group: 'admin' },
  { path: '/settings', label: 'settings', icon: 'settings', group: 'admin' },
  { path: '/api-keys', label: 'apiKeys', icon: 'apiKeys', group: 'admin' },
  { path: '/audit', label: 'audit', icon: 'audit', group: 'admin' },
];

/** The entries a user sees, in order. */
export const visibleNav = (can: Can, extras: NavExtras) => NAV.filter((e) => mayOpen(e.path, can, extras));
