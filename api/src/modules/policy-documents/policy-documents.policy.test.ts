/** Policy documents rules (spec 3 §6), over plain objects. */
import type { Permission } from '../../contracts/permissions';
import { abilitiesOn, assertCanReadDocument, canReadDocument, canReadPolicies, canWritePolicies } from './policy-documents.policy';

const caller = (...p: Permission[]) => ({ id: 1, permissions: new Set(p) });
const plain = { entry_page: false };
const entry = { entry_page: true };

it.each([
  [[], false, false],
  [['policy_documents_read'], true, false],
  [['policy_documents_write'], true, true],
] as [Permission[], boolean, boolean][])('permissions %j: read %s, write %s', (perms, read, write) => {
  expect(canReadPolicies(caller(...perms))).toBe(read);
  expect(canWritePolicies(caller(...perms))).toBe(write);
});

it('an entry-page document is open to every user; another one only to readers', () => {
  expect(canReadDocument(caller(), entry)).toBe(true);
  expect(canReadDocument(caller(), plain)).toBe(false);
  expect(canReadDocument(caller('policy_documents_read'), plain)).toBe(true);
  expect(() => assertCanReadDocument(caller(), plain)).toThrow('missing_permissions');
  expect(() => assertCanReadDocument(caller(), entry)).not.toThrow();
});

it('abilities: writers edit, delete, toggle and see the signed users; readers only sign', () => {
  expect(abilitiesOn(caller('policy_documents_read'), plain)).toEqual({ edit: false, delete: false, toggle_entry_page: false, signed_users: false, sign: true });
  expect(abilitiesOn(caller('policy_documents_write'), plain)).toEqual({ edit: true, delete: true, toggle_entry_page: true, signed_users: true, sign: true });
  expect(abilitiesOn(caller(), entry).sign).toBe(true);
});
