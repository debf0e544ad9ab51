/**
 * Who may do what with policy documents (spec 3 §6: policy_documents_read — the page; _write — add,
 * edit, delete, entry-page toggle, signed-users list). An entry-page document is also readable and
 * signable by every signed-in user (the entry page is a public route of every user, spec 3 §2).
 * Pure: no db, no ctx. Throwing helpers use the catalogue's `missing_permissions` (403).
 */
import type { Permission } from '../../contracts/permissions';
import { AppError } from '../../http/errors';

export interface PolicyCaller {
  id: number;
  permissions: ReadonlySet<Permission>;
}

/** The facts about a document the rules look at. */
export interface PolicyFacts {
  entry_page: boolean;
}

const has = (c: PolicyCaller, p: Permission) => c.permissions.has(p);

/** The list page and every document on it (policy_documents_read or _write). */
export const canReadPolicies = (c: PolicyCaller): boolean => has(c, 'policy_documents_read') || has(c, 'policy_documents_write');
/** Add, edit, delete, entry-page toggle, signed-users list and CSV. */
export const canWritePolicies = (c: PolicyCaller): boolean => has(c, 'policy_documents_write');
/** Open (attachment) or sign one document: a reader, or anyone for an entry-page document. */
export const canReadDocument = (c: PolicyCaller, d: PolicyFacts): boolean => canReadPolicies(c) || d.entry_page;

/** Per-row abilities for `can` in the reply. */
export function abilitiesOn(c: PolicyCaller, d: PolicyFacts) {
  const write = canWritePolicies(c);
  return { edit: write, delete: write, toggle_entry_page: write, signed_users: write, sign: canReadDocument(c, d) };
}

/** @throws 403 missing_permissions unless the caller may open/sign the document. */
export function assertCanReadDocument(c: PolicyCaller, d: PolicyFacts): void {
  if (!canReadDocument(c, d)) throw new AppError('missing_permissions');
}
