/**
 * Whose reports a caller may read (spec 2 §1, §6 relational roles, §7 reports and exports): small
 * pure rules over the caller (http/auth AuthUser) and plain facts the service loads (the person's
 * direct manager, null when deleted).
 *
 * - A person's vacation and overtime reports: the person, their direct manager, all_events_read.
 * - The PDF of one request (GET /api/v2/exports/:id): the same, or all_users_unapproved_requests_read.
 * - The CSV of everyone's events: all_events_read (the route's permission).
 */
import type { AuthUser } from '../../http/auth';
import { AppError } from '../../http/errors';
import type { PersonFacts } from '../calendar/calendar.policy';

/** Whether `caller` may read `person`'s reports: self, the direct manager or all_events_read. */
export const canReadReportsOf = (caller: AuthUser, person: PersonFacts): boolean =>
  caller.id === person.id || caller.permissions.has('all_events_read') || (person.managerId != null && person.managerId === caller.id);

/** Whether `caller` may export a request of `owner`: all_users_unapproved_requests_read or {@link canReadReportsOf}. */
export const canExportRequestOf = (caller: AuthUser, owner: PersonFacts): boolean =>
  caller.permissions.has('all_users_unapproved_requests_read') || canReadReportsOf(caller, owner);

/** Whether the rule can be decided without the person's manager (self or a permission): then no query is needed. */
export const decidedWithoutManager = (caller: AuthUser, personId: number): boolean => canExportRequestOf(caller, { id: personId, managerId: null });

/** @throws 403 missing_permissions unless `allowed`. */
export function assertReportAllowed(allowed: boolean): void {
  if (!allowed) throw new AppError('missing_permissions');
}
