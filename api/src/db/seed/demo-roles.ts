/**
 * Roles of the demo company (spec 1 §6) with the permission sets a real company would give them.
 * Sets are written as the permissions an administrator would tick; the seed stores them closed
 * under implication (`withImplied`), exactly as the role editor would save them.
 */
import { PERMISSIONS, type Permission } from '../../contracts/permissions';

export type DemoRoleName = 'Administrator' | 'Employee' | 'Manager' | 'HR' | 'Accounting' | 'Hiring manager' | 'Office administrator';

export interface DemoRole {
  name: DemoRoleName;
  description: string;
  /** The default role is given to users synced from the external system. */
  default_role: boolean;
  permissions: readonly Permission[];
}

/** What every employee may do: calendar, library, conferences, positions, FAQ, wishlist, policies... */
export const EMPLOYEE_PERMISSIONS: readonly Permission[] = [
  'event_types_read',
  'library_read',
  'library_order',
  'conferences_read',
  'conferences_register',
  'job_positions_read',
  'frequently_asked_questions_read',
  'wishlist_read',
  'suggestions_write',
  'announcement_read',
  'guests_register',
  'policy_documents_read',
  // employees claim their own costs (issue 13): their own claims only; everyone's needs accounting_notifications
  'expense_claims_read',
  'expense_claims_write',
];

/** Every role of the demo company; each one includes the employee baseline. */
export const DEMO_ROLES: readonly DemoRole[] = [
  { name: 'Administrator', description: 'Every permission', default_role: false, permissions: PERMISSIONS },
  { name: 'Employee', description: 'Every employee: calendar, library, conferences, FAQ, wishlist', default_role: true, permissions: EMPLOYEE_PERMISSIONS },
  {
    name: 'Manager',
    description: 'Team and department leads: colleagues, reporting lines, participants',
    default_role: false,
    permissions: [...EMPLOYEE_PERMISSIONS, 'users_read', 'employee_relationships_read', 'conference_participants_read', 'guests_read'],
  },
  {
    name: 'HR',
    description: 'People team: users with sensitive data, reporting lines, on/offboarding, policies, certificates',
    default_role: false,
    permissions: [
      ...EMPLOYEE_PERMISSIONS,
      'users_write_sensitive_info', // implies users_read_sensitive_info, users_write, users_read, roles_read
      'employee_relationships_write',
      'roles_read',
      'onboarding_tasks_write',
      'offboarding_tasks_write',
      'statistics_write', // implies statistics_read: update and export (spec 3 §6)
      'policy_documents_write',
      'certificates_write',
      'user_certificates_read',
      'announcement_write',
      'all_events_read',
      'all_users_unapproved_requests_read',
      'conference_participants_read',
      'frequently_asked_questions_write',
      'suggestions_read',
      'guests_read',
    ],
  },
  {
    name: 'Accounting',
    description: 'Expense claims, business trips, absences for payroll',
    default_role: false,
    permissions: [
      ...EMPLOYEE_PERMISSIONS,
      'expense_claims_write',
      'accounting_notifications',
      'business_trips_restricted_fields_write', // implies business_trips_write and _read
      'all_events_read',
      'users_read',
      'users_read_sensitive_info',
      'statistics_read',
    ],
  },
  {
    name: 'Hiring manager',
    description: 'Job positions, applications, seniority levels',
    default_role: false,
    permissions: [
      ...EMPLOYEE_PERMISSIONS,
      'job_positions_write',
      'job_applications_write',
      'hiring_coordinator',
      'seniority_levels_write',
      'users_read',
    ],
  },
  {
    name: 'Office administrator',
    description: 'Library, guests, conferences and trainings, announcements',
    default_role: false,
    permissions: [
      ...EMPLOYEE_PERMISSIONS,
      'library_write',
      'guests_write', // implies guests_read and guests_register
      'guests_host',
      'conferences_write',
      'conference_types_write',
      'conference_participants_read',
      'announcement_write',
      'wishlist_write',
      'suggestions_read',
    ],
  },
];
