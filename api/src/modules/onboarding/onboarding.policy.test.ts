/** The checklist relation rules (spec 3 §6; issue 15 item 1), table-driven over plain facts. */
import type { Permission } from '../../contracts/permissions';
import { canReadChecklist, canSeeProgress, canToggleTask, canWriteChecklist, responsibleOf, type TaskFacts } from './onboarding.policy';

const actor = (id: number, ...perms: Permission[]) => ({ id, permissions: new Set<Permission>(perms) });
const none = new Set<number>();
const hr = actor(1, 'onboarding_tasks_write');
const manager = actor(2);
const itPerson = actor(3);
const person = actor(4);
const stranger = actor(5, 'onboarding_tasks_read', 'offboarding_tasks_read');
const IT_ROLE = 70;

const managerTask: TaskFacts = { kind: 'onboarding', personId: 4, managerId: 2, roleId: null, isAssignedToOffboarder: false };
const itTask: TaskFacts = { ...managerTask, roleId: IT_ROLE };
const leaverTask: TaskFacts = { ...managerTask, kind: 'offboarding', roleId: IT_ROLE, isAssignedToOffboarder: true };

it.each([
  ['the direct manager ticks a manager task', manager, none, managerTask, true],
  ['the direct manager ticks a role task too', manager, none, itTask, true],
  ["a role holder ticks the role's task", itPerson, new Set([IT_ROLE]), itTask, true],
  ['a role holder cannot tick a manager task', itPerson, new Set([IT_ROLE]), managerTask, false],
  ['onboarding_tasks_write ticks any onboarding task', hr, none, itTask, true],
  ['onboarding_tasks_write does not reach offboarding', hr, none, { ...leaverTask, managerId: 9 }, false],
  ['the leaving person ticks their own offboarder task', person, none, leaverTask, true],
  ['the new person cannot tick their onboarding task', person, none, managerTask, false],
  ['read permission alone does not tick', stranger, none, itTask, false],
] as const)('%s', (_n, who, roles, facts, expected) => {
  expect(canToggleTask(who, roles, facts)).toBe(expected);
});

it('write implies read per kind; the offboarder flag only counts for offboarding', () => {
  expect(canReadChecklist(hr, 'onboarding')).toBe(true);
  expect(canWriteChecklist(hr, 'offboarding')).toBe(false);
  expect(canReadChecklist(stranger, 'offboarding')).toBe(true);
  expect(responsibleOf({ kind: 'onboarding', roleId: null, isAssignedToOffboarder: true })).toBe('manager');
  expect(responsibleOf(leaverTask)).toBe('offboarder');
  expect(responsibleOf(itTask)).toBe('role');
});

it('a checklist is seen by the manager, readers and the responsible, nobody else', () => {
  const p = { id: 4, managerId: 2 };
  expect(canSeeProgress(manager, none, p, 'onboarding', [itTask])).toBe(true);
  expect(canSeeProgress(stranger, none, p, 'onboarding', [itTask])).toBe(true);
  expect(canSeeProgress(itPerson, new Set([IT_ROLE]), p, 'onboarding', [itTask])).toBe(true);
  expect(canSeeProgress(itPerson, new Set([IT_ROLE]), p, 'onboarding', [managerTask])).toBe(false);
  expect(canSeeProgress(person, none, p, 'offboarding', [leaverTask])).toBe(true);
});
