/** Route rules of the tab (spec 1 §6 via the permissions): the parent rule covers children unless listed. */
import type { Permission } from '@contracts/permissions';
import { mayOpen } from './access';

const extras = { hasOnboarding: false, hasOffboarding: false };
const holding = (...held: Permission[]) => (...p: Permission[]) => p.some((x) => held.includes(x));

it('opens a new expense claim only with expense_claims_read, an existing one for anyone the server lets read it', () => {
  const approver = holding('event_types_read');
  expect(mayOpen('/expense-claim', approver, extras)).toBe(false);
  expect(mayOpen('/expense-claim/:id', approver, extras)).toBe(true);
  expect(mayOpen('/expense-claim', holding('expense_claims_read'), extras)).toBe(true);
});

it('lets a child route follow its parent rule unless listed', () => {
  expect(mayOpen('/chains/:id', holding('event_types_read'), extras)).toBe(false);
  expect(mayOpen('/chains/:id', holding('chain_read'), extras)).toBe(true);
  expect(mayOpen('/onboarding', holding('event_types_read'), extras)).toBe(false);
  expect(mayOpen('/onboarding', holding(), { ...extras, hasOnboarding: true })).toBe(true);
  // HR reads everyone's progress there without subordinates of their own
  expect(mayOpen('/onboarding', holding('onboarding_tasks_read'), extras)).toBe(true);
  expect(mayOpen('/offboarding', holding('onboarding_tasks_read'), extras)).toBe(false);
  expect(mayOpen('/offboarding', holding('offboarding_tasks_read'), extras)).toBe(true);
});
