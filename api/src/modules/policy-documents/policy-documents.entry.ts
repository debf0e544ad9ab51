/**
 * The entry page's link to policy documents (spec 1 §4 First sign in; spec 3 §4, §5 Entry page):
 * - `unsignedEntryPageDocuments`: the entry-page documents whose latest update the user has not signed;
 *   POST users/end-entry-page is refused (409 policy_documents_not_signed) while there is one;
 * - `sendToEntryPage`: a new update of an entry-page document (or a document put on the entry page)
 *   sets `is_first_sign_in` again for every user who has not signed its latest update, so the next
 *   sign-in (login or Teams SSO reply) sends them to /entry-page. The flag is the product's one
 *   "show the entry page" switch; end-entry-page clears it once everything is signed.
 * Kept apart from the service so that the users module imports only this small piece.
 */
import type { EntityManager } from 'typeorm';
import { AppError } from '../../http/errors';
import { User } from '../users/users.entities';
import { PolicyDocumentRow, PolicyDocumentSignature, PolicyDocumentUpdate } from './policy-documents.entities';

/** Latest update id per document: the subquery `SELECT MAX(id) … WHERE policy_document_id = <alias>.id`. */
export const latestUpdateSql = (docAlias: string) =>
  `(SELECT MAX(lu.id) FROM policy_document_updates lu WHERE lu.policy_document_id = ${docAlias}.id)`;

/** Ids of the entry-page documents whose latest update `userId` has not signed (one query). */
export async function unsignedEntryPageDocuments(em: EntityManager, userId: number): Promise<number[]> {
  const rows = await em
    .getRepository(PolicyDocumentRow)
    .createQueryBuilder('d')
    .select('d.id', 'id')
    .where('d.entry_page = :on', { on: true })
    .andWhere(
      `NOT EXISTS (SELECT 1 FROM policy_document_signatures s WHERE s.user_id = :userId AND s.update_id = ${latestUpdateSql('d')})`,
      { userId },
    )
    .getRawMany<{ id: number }>();
  return rows.map((r) => Number(r.id));
}

/** @throws 409 policy_documents_not_signed (with `documents`: the unsigned ids) while an entry-page document is unsigned. */
export async function assertEntryPageSigned(em: EntityManager, userId: number): Promise<void> {
  const unsigned = await unsignedEntryPageDocuments(em, userId);
  if (unsigned.length) throw new AppError('policy_documents_not_signed', 409, { documents: unsigned });
}

/** Sets is_first_sign_in for every not deleted user who has not signed update `updateId` (see the file comment). */
export async function sendToEntryPage(em: EntityManager, updateId: number): Promise<void> {
  const signers = em
    .getRepository(PolicyDocumentSignature)
    .createQueryBuilder('s')
    .select('s.user_id')
    .where('s.update_id = :updateId');
  await em
    .createQueryBuilder()
    .update(User)
    .set({ is_first_sign_in: true })
    .where('deleted_at IS NULL')
    .andWhere(`id NOT IN (${signers.getQuery()})`, { updateId })
    .execute();
}

/** The latest update of a document, or null. */
export async function latestUpdate(em: EntityManager, documentId: number): Promise<PolicyDocumentUpdate | null> {
  return em.getRepository(PolicyDocumentUpdate).findOne({ where: { policy_document_id: documentId }, order: { id: 'DESC' } });
}
