/**
 * Policy documents routes (spec 3 §7 Policy documents) under /api/v1. Fixed paths (entry-page,
 * updates/…) are declared before `/policy-documents/:id…`, whose id is numeric. Permissions: the page
 * needs policy_documents_read; writes, the entry-page toggle and the signed-users list need
 * policy_documents_write; the entry-page calls need only a session, and an entry-page document may be
 * opened and signed by any user (policy-documents.policy.ts).
 */
import { z } from 'zod';
import type { AppContext } from '../../context';
import {
  POLICY_ERRORS, policyAttachment, policyDocument, policyDocumentBody, policyDocumentReply, policyMessage, signBody, signedUser, signedUsersCsv,
} from '../../contracts/policy-documents';
import { registerErrorCodes } from '../../http/errors';
import { pagedSchema, pagingQuery } from '../../http/paging';
import { idParams, type Access, type Api } from '../../http/route';
import { registerPolicyNotices } from './policy-documents.notices';
import {
  createDocument, deleteDocument, documentAttachment, entryPageDocuments, entryPageIds, getDocument, listDocuments, setEntryPage, signDocument, updateDocument,
} from './policy-documents.service';
import { signedUsers, signedUsersCsv as csvOf } from './policy-documents.signers';
import { recordExport } from '../audit/audit.record';

const READ: Access = { anyOf: ['policy_documents_read', 'policy_documents_write'] };
const WRITE: Access = { anyOf: ['policy_documents_write'] };

/** Declares the /policy-documents routes, the module's error codes and the e-mail/Teams notices. */
export function registerPolicyDocuments({ v1 }: Api, ctx: AppContext): void {
  registerErrorCodes(POLICY_ERRORS);
  registerPolicyNotices(ctx);
  v1.add({
    method: 'get', path: '/policy-documents', summary: 'Policy documents, latest update first; paged (page, pageSize), q searches the title', access: READ,
    query: pagingQuery, response: pagedSchema(policyDocument),
    handler: ({ user, query }) => listDocuments(ctx, user, query),
  });
  v1.add({
    method: 'post', path: '/policy-documents', summary: 'New policy document (link ≤ 255 or one attachment: jpeg/png/pdf/doc/docx by content, < 10,000,000 bytes); should_send_email mails every active user', access: WRITE,
    status: 201, body: policyDocumentBody, response: policyDocumentReply,
    handler: async ({ user, body }) => ({ message: 'policy_document_created_successfully', document: await createDocument(ctx, user, body) }),
  });
  v1.add({
    method: 'get', path: '/policy-documents/entry-page', summary: "The entry-page documents with the caller's signed flag", access: 'user',
    response: z.array(policyDocument), handler: ({ user }) => entryPageDocuments(ctx, user),
  });
  v1.add({
    method: 'get', path: '/policy-documents/entry-page/id', summary: 'Ids of the entry-page documents', access: 'user',
    response: z.array(z.number().int()), handler: () => entryPageIds(ctx),
  });
  v1.add({
    method: 'get', path: '/policy-documents/updates/:id/users', summary: 'Every active user with signed and date_signed for one update', access: WRITE,
    params: idParams, response: z.array(signedUser), handler: ({ params }) => signedUsers(ctx, params.id),
  });
  v1.add({
    method: 'get', path: '/policy-documents/updates/:id/users/csv', summary: 'The signed-users list as CSV (base64 `file`, `name`); lang en | lt for the headers', access: WRITE,
    params: idParams, query: z.object({ lang: z.enum(['en', 'lt']).default('en') }), response: signedUsersCsv,
    handler: async ({ params, query, user }) => {
      const file = await csvOf(ctx, params.id, query.lang);
      await recordExport(ctx.ds, user, 'policy_signers_csv', { update_id: params.id });
      return file;
    },
  });
  v1.add({
    method: 'get', path: '/policy-documents/:id', summary: 'One policy document (readers; any user for an entry-page document)', access: 'user',
    params: idParams, response: policyDocument, handler: ({ user, params }) => getDocument(ctx, user, params.id),
  });
  v1.add({
    method: 'put', path: '/policy-documents/:id', summary: 'Edit a policy document: a new "updated" entry with the notes; everyone signs again', access: WRITE,
    params: idParams, body: policyDocumentBody, response: policyDocumentReply,
    handler: async ({ user, params, body }) => ({ message: 'policy_document_updated_successfully', document: await updateDocument(ctx, user, params.id, body) }),
  });
  v1.add({
    method: 'delete', path: '/policy-documents/:id', summary: 'Delete a policy document with its updates, signatures and file', access: WRITE,
    params: idParams, response: policyMessage,
    handler: async ({ params }) => {
      await deleteDocument(ctx, params.id);
      return { message: 'policy_document_deleted_successfully' };
    },
  });
  v1.add({
    method: 'get', path: '/policy-documents/:id/attachments', summary: 'The attachment whose key is `key`: base64 data, original_name', access: 'user',
    params: idParams, query: z.object({ key: z.string().min(1).max(50) }), response: policyAttachment,
    handler: ({ user, params, query }) => documentAttachment(ctx, user, params.id, query.key),
  });
  v1.add({
    method: 'post', path: '/policy-documents/:id/sign', summary: 'Sign the latest update; phrase must be exactly "I agree" (400 wrong_sign_phrase)', access: 'user',
    params: idParams, body: signBody, response: policyDocumentReply,
    handler: async ({ user, params, body }) => ({ message: 'document_signed_successfully', document: await signDocument(ctx, user, params.id, body.phrase) }),
  });
  v1.add({
    method: 'post', path: '/policy-documents/:id/entry-page', summary: 'Put the document on the entry page (users who have not signed it see the entry page again)', access: WRITE,
    params: idParams, response: policyDocumentReply,
    handler: async ({ user, params }) => ({ message: 'policy_document_added_to_entry_page', document: await setEntryPage(ctx, user, params.id, true) }),
  });
  v1.add({
    method: 'delete', path: '/policy-documents/:id/entry-page', summary: 'Take the document off the entry page', access: WRITE,
    params: idParams, response: policyDocumentReply,
    handler: async ({ user, params }) => ({ message: 'policy_document_removed_from_entry_page', document: await setEntryPage(ctx, user, params.id, false) }),
  });
}
