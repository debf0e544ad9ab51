/**
 * Audit log (issue 18 item 4; not in the spec documents): an append-only record of security- and
 * money-relevant actions, read on /audit with `audit_log_read` over GET /api/v2/audit-log (the paged
 * envelope of spec 2 §3). Times are UTC ISO instants.
 */
import { z } from 'zod';
import { pagedSchema, pagingQuery } from '../http/paging';
import { isoDate } from './common';

/** Where the action came from. */
export const AUDIT_CLIENTS = ['tab', 'teams', 'email', 'api', 'system'] as const;
export type AuditClient = (typeof AUDIT_CLIENTS)[number];

/** The recorded actions (dot-separated: subject.verb). */
export const AUDIT_ACTIONS = [
  'auth.sign_in', 'auth.sign_in_failed', 'auth.lockout',
  'role.created', 'role.updated', 'role.deleted', 'user.role_changed',
  'user.created', 'user.updated', 'user.disabled', 'user.deleted',
  'request.transition',
  'leave.adjustment',
  'export.personal_data',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_LIMITS = {
  /** Retention in months by default (a setting; a leased cron trims older rows). */
  retentionMonths: 24,
} as const;

/** One entry. `details` holds names of changed fields, never values of sensitive ones. */
export const auditEntry = z.object({
  id: z.number().int(),
  time: z.string(),
  actor_id: z.number().int().nullable(),
  actor_name: z.string().nullable(),
  on_behalf_of_id: z.number().int().nullable(),
  /** Name of whom the actor stood in for (added by the audit helper for the page and the trail). */
  on_behalf_of_name: z.string().nullable(),
  action: z.enum(AUDIT_ACTIONS),
  target_type: z.string().nullable(),
  target_id: z.string().nullable(),
  /** The target's name when it is a person ("name surname") or a role, read when the entry is (null otherwise or when gone). */
  target_name: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
  client: z.enum(AUDIT_CLIENTS),
});
export type AuditEntry = z.infer<typeof auditEntry>;

/** GET /api/v2/audit-log?page&pageSize&actor_id&action&from&to (from/to: company days, inclusive). */
export const auditQuery = pagingQuery.omit({ q: true }).extend({
  actor_id: z.coerce.number().int().positive().optional(),
  action: z.enum(AUDIT_ACTIONS).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
});
export const auditPage = pagedSchema(auditEntry);
/** GET /api/v2/requests/{id}/audit: one request's trail, oldest first. */
export const auditTrail = z.object({ data: z.array(auditEntry) });
