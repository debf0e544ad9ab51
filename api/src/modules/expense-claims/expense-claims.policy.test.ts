/** Expense claim rules (expense-claims.policy.ts) over plain facts. */
import type { Permission } from '../../contracts/permissions';
import {
  assertCanChangeClaim, assertReportAvailable, canChangeClaim, canCreateClaim, canListClaimsOf, canReadClaim, claimAbilities, type ClaimFacts,
} from './expense-claims.policy';

const caller = (id: number, ...p: Permission[]) => ({ id, permissions: new Set<Permission>(p) });
const claim = (status: string, ownerId = 1, filedById: number | null = null): ClaimFacts => ({ ownerId, filedById, status });

describe('expense claim policy', () => {
  it.each([
    ['own, with write', caller(1, 'expense_claims_write'), 1, true],
    ['own, read only', caller(1, 'expense_claims_read'), 1, false],
    ['for someone else', caller(1, 'expense_claims_write', 'accounting_notifications'), 2, false],
  ])('create: %s', (_l, who, userId, ok) => expect(canCreateClaim(who, userId)).toBe(ok));

  it.each([
    ['claimant with read', caller(1, 'expense_claims_read'), true],
    ['claimant without read', caller(1), false],
    ['accounting', caller(9, 'accounting_notifications'), true],
    ['another employee with write', caller(9, 'expense_claims_write'), false],
  ])('read: %s', (_l, who, ok) => expect(canReadClaim(who, claim('in_progress'))).toBe(ok));

  it('lists own claims with read, anyone’s only for accounting', () => {
    expect(canListClaimsOf(caller(1, 'expense_claims_read'), 1)).toBe(true);
    expect(canListClaimsOf(caller(1, 'expense_claims_read'), 2)).toBe(false);
    expect(canListClaimsOf(caller(1, 'accounting_notifications'), 2)).toBe(true);
  });

  it.each([
    ['not_initialized, claimant with write', caller(1, 'expense_claims_write'), claim('not_initialized'), true],
    ['not_initialized, filer with write', caller(5, 'expense_claims_write'), claim('not_initialized', 1, 5), true],
    ['in_progress', caller(1, 'expense_claims_write'), claim('in_progress'), false],
    ['approved', caller(1, 'expense_claims_write'), claim('approved'), false],
    ['without write', caller(1, 'expense_claims_read'), claim('not_initialized'), false],
    ['someone else with write', caller(2, 'expense_claims_write'), claim('not_initialized'), false],
  ])('edit and delete: %s', (_l, who, c, ok) => expect(canChangeClaim(who, c)).toBe(ok));

  it('says why an edit is refused', () => {
    expect(() => assertCanChangeClaim(caller(1, 'expense_claims_write'), claim('in_progress'))).toThrow('expense_claim_not_editable');
    expect(() => assertCanChangeClaim(caller(2, 'expense_claims_write'), claim('not_initialized'))).toThrow('missing_permissions');
  });

  it('offers the report only once approved or completed', () => {
    expect(() => assertReportAvailable({ status: 'in_progress' })).toThrow('expense_claim_chain_not_approved');
    expect(() => assertReportAvailable({ status: 'approved' })).not.toThrow();
    expect(claimAbilities(caller(1, 'expense_claims_write'), claim('completed'))).toEqual({ edit: false, delete: false, submit: false, report: true });
    expect(claimAbilities(caller(1, 'expense_claims_write'), claim('not_initialized'))).toEqual({ edit: true, delete: true, submit: true, report: false });
  });
});
