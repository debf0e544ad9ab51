/**
 * Who may do what with job positions and applications (spec 3 §4 Job position, §6 job_positions_write; spec 1 §6
 * hiring_coordinator, job_applications_read / _write, "Relational roles: hiring manager"). Pure rules over the caller
 * (`Actor`: id and permissions) and the facts the service loads (`PositionFacts`); the service calls the `assert*`
 * forms, the presenter the `can*` forms (the row's `can`). A write permission implies its read whether or not the
 * role stores the implied one.
 * - list positions: job_positions_read; the drafts section and the show-closed toggle: job_positions_write;
 * - see one position: anyone signed in when it is published (the position page has no gate, spec 3 §2); a draft
 *   only with job_positions_write or as its hiring manager;
 * - create, edit, clone, delete, publish: job_positions_write;
 * - star: job_positions_write, on a published open position, while fewer than 3 are starred (or it is starred);
 *   removing a star needs only job_positions_write;
 * - apply or refer: anyone who sees the position, while it is published and open;
 * - see applications (and their CVs): the position's hiring manager, job_positions_write, job_applications_read,
 *   job_applications_write or hiring_coordinator; delete one: job_applications_write.
 */
import { JOB_POSITION_LIMITS } from '../../contracts/job-positions';
import type { Permission } from '../../contracts/permissions';
import { AppError } from '../../http/errors';
import type { Actor } from '../approvals';

/** What the rules need to know about a position. */
export interface PositionFacts {
  hiringManagerId: number;
  published: boolean;
  isOpen: boolean;
  isPriority: boolean;
  /** How many positions are starred now (this one included when it is). */
  prioritizedCount: number;
}

const hasAny = (a: Actor, ...perms: Permission[]) => perms.some((p) => a.permissions.has(p));

export const canManagePositions = (a: Actor): boolean => hasAny(a, 'job_positions_write');
export const canListPositions = (a: Actor): boolean => hasAny(a, 'job_positions_read', 'job_positions_write');
export const canSeePosition = (a: Actor, p: Pick<PositionFacts, 'published' | 'hiringManagerId'>): boolean =>
  p.published || canManagePositions(a) || p.hiringManagerId === a.id;
export const isAcceptingApplications = (p: Pick<PositionFacts, 'published' | 'isOpen'>): boolean => p.published && p.isOpen;
/** The star can be put on: published, open, and the limit not reached unless it is already starred. */
export const mayBeStarred = (p: PositionFacts): boolean =>
  isAcceptingApplications(p) && (p.isPriority || p.prioritizedCount < JOB_POSITION_LIMITS.max_prioritized);
/** The star can be toggled now (removing one needs only the permission). */
export const canTogglePriority = (a: Actor, p: PositionFacts): boolean => canManagePositions(a) && (p.isPriority || mayBeStarred(p));
export const canViewApplications = (a: Actor, p: Pick<PositionFacts, 'hiringManagerId'>): boolean =>
  p.hiringManagerId === a.id || hasAny(a, 'job_positions_write', 'job_applications_read', 'job_applications_write', 'hiring_coordinator');
export const canDeleteApplication = (a: Actor): boolean => hasAny(a, 'job_applications_write');

/** The position's `can` (contracts/job-positions.ts `jobPositionAbilities`). */
export const positionAbilitiesOf = (a: Actor, p: PositionFacts) => ({
  edit: canManagePositions(a),
  delete: canManagePositions(a),
  publish: canManagePositions(a),
  prioritize: canTogglePriority(a, p),
  view_applications: canViewApplications(a, p),
  apply: isAcceptingApplications(p),
});

/** @throws 403 missing_permissions without job_positions_write */
export function assertCanManagePositions(a: Actor): void {
  if (!canManagePositions(a)) throw new AppError('missing_permissions');
}

/** @throws 403 missing_permissions for the drafts section or the closed toggle without job_positions_write */
export function assertCanListSection(a: Actor, section: 'published' | 'drafts', showClosed: boolean): void {
  if (!canListPositions(a) || ((section === 'drafts' || showClosed) && !canManagePositions(a))) throw new AppError('missing_permissions');
}

/**
 * Putting the star on. @throws 403 missing_permissions; 409 failed_to_change_priority_status with reason
 * `not_published_or_open` or `limit_reached` (3 starred already)
 */
export function assertCanStar(a: Actor, p: PositionFacts): void {
  assertCanManagePositions(a);
  if (!isAcceptingApplications(p)) throw new AppError('failed_to_change_priority_status', 409, { reason: 'not_published_or_open' });
  if (!mayBeStarred(p)) throw new AppError('failed_to_change_priority_status', 409, { reason: 'limit_reached', max: JOB_POSITION_LIMITS.max_prioritized });
}

/** @throws 409 job_position_closed unless published and open */
export function assertAcceptingApplications(p: Pick<PositionFacts, 'published' | 'isOpen'>): void {
  if (!isAcceptingApplications(p)) throw new AppError('job_position_closed');
}

/** @throws 403 missing_permissions unless the hiring manager, job_positions_write, job_applications_read/_write or hiring_coordinator */
export function assertCanViewApplications(a: Actor, p: Pick<PositionFacts, 'hiringManagerId'>): void {
  if (!canViewApplications(a, p)) throw new AppError('missing_permissions');
}

/** @throws 403 missing_permissions without job_applications_write */
export function assertCanDeleteApplication(a: Actor): void {
  if (!canDeleteApplication(a)) throw new AppError('missing_permissions');
}
