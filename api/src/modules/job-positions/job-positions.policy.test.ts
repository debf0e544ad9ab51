/** Job positions rules (job-positions.policy.ts), table-driven over plain facts. */
import type { Permission } from '../../contracts/permissions';
import type { Actor } from '../approvals';
import {
  assertCanListSection, assertCanStar, canDeleteApplication, canSeePosition, canTogglePriority, canViewApplications, positionAbilitiesOf, type PositionFacts,
} from './job-positions.policy';

const actor = (...perms: Permission[]): Actor => ({ id: 7, permissions: new Set(perms) });
const pos = (over: Partial<PositionFacts> = {}): PositionFacts => ({ hiringManagerId: 99, published: true, isOpen: true, isPriority: false, prioritizedCount: 0, ...over });
const code = (f: () => void) => {
  try {
    f();
    return 'ok';
  } catch (e) {
    const err = e as { code: string; extra: { reason?: string } };
    return [err.code, err.extra.reason].filter(Boolean).join(' ');
  }
};

it.each([
  ['a reader, published', actor('job_positions_read'), pos(), true],
  ['anyone, published', actor(), pos(), true],
  ['a reader, a draft', actor('job_positions_read'), pos({ published: false }), false],
  ['a writer, a draft', actor('job_positions_write'), pos({ published: false }), true],
  ['the hiring manager, a draft', actor(), pos({ published: false, hiringManagerId: 7 }), true],
])('sees the position: %s', (_, a, p, expected) => expect(canSeePosition(a, p)).toBe(expected));

it.each([
  ['writer, published open, 2 starred', actor('job_positions_write'), pos({ prioritizedCount: 2 }), 'ok'],
  ['writer, published open, 3 starred', actor('job_positions_write'), pos({ prioritizedCount: 3 }), 'failed_to_change_priority_status limit_reached'],
  ['writer, itself starred among 3', actor('job_positions_write'), pos({ prioritizedCount: 3, isPriority: true }), 'ok'],
  ['writer, a draft', actor('job_positions_write'), pos({ published: false }), 'failed_to_change_priority_status not_published_or_open'],
  ['writer, closed', actor('job_positions_write'), pos({ isOpen: false }), 'failed_to_change_priority_status not_published_or_open'],
  ['reader', actor('job_positions_read'), pos(), 'missing_permissions'],
  ['hiring manager without the permission', { id: 99, permissions: new Set<Permission>() }, pos(), 'missing_permissions'],
])('stars: %s', (_, a, p, expected) => {
  expect(code(() => assertCanStar(a, p))).toBe(expected);
  expect(canTogglePriority(a, p)).toBe(expected === 'ok');
});

it('lets a writer take a star off whatever the position now is', () => {
  expect(canTogglePriority(actor('job_positions_write'), pos({ isPriority: true, published: false, prioritizedCount: 3 }))).toBe(true);
  expect(canTogglePriority(actor('job_positions_read'), pos({ isPriority: true }))).toBe(false);
});

it.each([
  ['hiring manager', { id: 99, permissions: new Set<Permission>() }, true, false],
  ['job_positions_write', actor('job_positions_write'), true, false],
  ['job_applications_read', actor('job_applications_read'), true, false],
  ['job_applications_write', actor('job_applications_write'), true, true],
  ['hiring_coordinator', actor('hiring_coordinator'), true, false],
  ['job_positions_read only', actor('job_positions_read'), false, false],
])('applications: %s sees %s, deletes %s', (_, a, sees, deletes) => {
  expect(canViewApplications(a, pos())).toBe(sees);
  expect(canDeleteApplication(a)).toBe(deletes);
});

it('gates the drafts section and the closed toggle on job_positions_write', () => {
  expect(code(() => assertCanListSection(actor('job_positions_read'), 'published', false))).toBe('ok');
  expect(code(() => assertCanListSection(actor('job_positions_read'), 'drafts', false))).toBe('missing_permissions');
  expect(code(() => assertCanListSection(actor('job_positions_read'), 'published', true))).toBe('missing_permissions');
  expect(code(() => assertCanListSection(actor(), 'published', false))).toBe('missing_permissions');
  expect(code(() => assertCanListSection(actor('job_positions_write'), 'drafts', true))).toBe('ok');
});

it('offers apply only on a published open position', () => {
  expect(positionAbilitiesOf(actor(), pos()).apply).toBe(true);
  expect(positionAbilitiesOf(actor(), pos({ isOpen: false })).apply).toBe(false);
  expect(positionAbilitiesOf(actor(), pos({ published: false })).apply).toBe(false);
});
