/**
 * Policy documents (issue 16 item 1; spec 3 §3 Policy document, §4, §5, §7, §9):
 * - list (paged in SQL, q searches the title), one document, create / edit (each save is an update of
 *   the updates list — the first "created", later ones "updated", with the form's notes — and every
 *   edit makes everyone sign again), delete (with its updates, signatures and file);
 * - the source is a link (≤ 255) or one attachment (jpeg, png, jpg, pdf, doc, docx by content,
 *   < 10,000,000 bytes, file store `shared/files.ts`; refusal 400 `bad_file_type` with reason);
 * - GET …/attachments?key → `{ data (base64), original_name, content_type }`;
 * - signing (`{ phrase }` must be exactly "I agree", else 400 wrong_sign_phrase) records who signed
 *   which update when (signing twice keeps the first time);
 * - entry-page membership on/off; putting a document on the entry page (or editing one that is on it)
 *   sends the users who have not signed to /entry-page at their next sign-in (policy-documents.entry.ts).
 * `should_send_email` publishes `policy_document.published` after the commit (policy-documents.notices.ts:
 * every active user gets an e-mail, subscriptions not consulted, and a Teams card).
 * Rules: policy-documents.policy.ts; shapes: policy-documents.presenters.ts. Errors: 404
 * policy_document_not_found, 403 missing_permissions.
 */
import { In, type EntityManager } from 'typeorm';
import type { AppContext } from '../../context';
import { POLICY_LIMITS, SIGN_PHRASE, type PolicyDocument, type policyDocumentBody } from '../../contracts/policy-documents';
import { inTransaction } from '../../db/tx';
import { AppError } from '../../http/errors';
import { offsetOf, type Paged } from '../../http/paging';
import { deleteFiles, readFile, saveFiles, StoredFile } from '../../shared/files';
import type { z } from 'zod';
import { latestUpdate, sendToEntryPage } from './policy-documents.entry';
import { PolicyDocumentRow, PolicyDocumentSignature, PolicyDocumentUpdate } from './policy-documents.entities';
import { assertCanReadDocument, type PolicyCaller } from './policy-documents.policy';
import { presentDocument } from './policy-documents.presenters';

type Body = z.output<typeof policyDocumentBody>;

declare module '../../shared/events' {
  interface DomainEvents {
    /** A document was created or updated with should_send_email (after commit). */
    'policy_document.published': { documentId: number; updateId: number; title: string; kind: 'created' | 'updated' };
  }
}

/** Loads a document row. @throws 404 policy_document_not_found */
export async function requireDocument(em: EntityManager, id: number): Promise<PolicyDocumentRow> {
  const d = await em.getRepository(PolicyDocumentRow).findOneBy({ id });
  if (!d) throw new AppError('policy_document_not_found');
  return d;
}

/** Shapes rows for `caller` with three batch queries (updates, files, the caller's signatures of the latest updates). */
async function presentMany(em: EntityManager, rows: PolicyDocumentRow[], caller: PolicyCaller): Promise<PolicyDocument[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const updates = await em.getRepository(PolicyDocumentUpdate).find({ where: { policy_document_id: In(ids) }, order: { id: 'ASC' } });
  const byDoc = new Map<number, PolicyDocumentUpdate[]>();
  for (const u of updates) byDoc.set(u.policy_document_id, [...(byDoc.get(u.policy_document_id) ?? []), u]);
  const latestIds = [...byDoc.values()].map((l) => l[l.length - 1].id);
  const fileIds = rows.map((r) => r.file_id).filter((x): x is number => x !== null);
  const files = fileIds.length ? await em.getRepository(StoredFile).find({ where: { id: In(fileIds) }, select: { id: true, name: true } }) : [];
  const fileById = new Map(files.map((f) => [f.id, f]));
  const sigs = latestIds.length ? await em.getRepository(PolicyDocumentSignature).findBy({ user_id: caller.id, update_id: In(latestIds) }) : [];
  const signedAt = new Map(sigs.map((s) => [s.update_id, s.signed_at]));
  return rows.map((r) => {
    const list = byDoc.get(r.id) ?? [];
    const last = list[list.length - 1];
    return presentDocument(r, list, r.file_id !== null ? (fileById.get(r.file_id) ?? null) : null, last ? (signedAt.get(last.id) ?? null) : null, caller);
  });
}

/** One document as `caller` sees it (readers, or anyone for an entry-page document). @throws 404 | 403 */
export async function getDocument(ctx: AppContext, caller: PolicyCaller, id: number): Promise<PolicyDocument> {
  const d = await requireDocument(ctx.ds.manager, id);
  assertCanReadDocument(caller, { entry_page: d.entry_page });
  return (await presentMany(ctx.ds.manager, [d], caller))[0];
}

/** GET policy-documents?page&pageSize&q: newest update first; q matches the title. */
export async function listDocuments(ctx: AppContext, caller: PolicyCaller, q: { page: number; pageSize: number; q?: string }): Promise<Paged<PolicyDocument>> {
  const query = ctx.ds.getRepository(PolicyDocumentRow).createQueryBuilder('d');
  if (q.q) query.where("LOWER(d.title) LIKE :q ESCAPE '\\'", { q: `%${q.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%` });
  const totalCount = await query.getCount();
  const rows = await query
    .addSelect('(SELECT MAX(lu.date) FROM policy_document_updates lu WHERE lu.policy_document_id = d.id)', 'latest')
    .orderBy('latest', 'DESC')
    .addOrderBy('d.id', 'DESC')
    .offset(offsetOf(q.page, q.pageSize))
    .limit(q.pageSize)
    .getMany();
  return { currentPage: q.page, data: await presentMany(ctx.ds.manager, rows, caller), totalCount };
}

/** GET policy-documents/entry-page: the entry-page documents, oldest first, with the caller's `signed`. */
export async function entryPageDocuments(ctx: AppContext, caller: PolicyCaller): Promise<PolicyDocument[]> {
  const rows = await ctx.ds.getRepository(PolicyDocumentRow).find({ where: { entry_page: true }, order: { id: 'ASC' } });
  return presentMany(ctx.ds.manager, rows, caller);
}

/** GET policy-documents/entry-page/id: the ids of the entry-page documents. */
export async function entryPageIds(ctx: AppContext): Promise<number[]> {
  const rows = await ctx.ds.getRepository(PolicyDocumentRow).find({ where: { entry_page: true }, select: { id: true }, order: { id: 'ASC' } });
  return rows.map((r) => r.id);
}

/** Stores the attachment; returns its file id. @throws 400 bad_file_type (reason size | type | content) */
async function storeAttachment(em: EntityManager, a: { name: string; data: string }, userId: number): Promise<number> {
  const [stored] = await saveFiles(em, [a], { types: POLICY_LIMITS.fileTypes, maxBytes: POLICY_LIMITS.maxFileBytes, code: 'bad_file_type' }, userId);
  return stored.id;
}

/** Appends an update (created | updated) with the form's notes; returns it. */
async function addUpdate(em: EntityManager, documentId: number, kind: 'created' | 'updated', notes: string | null, userId: number) {
  const repo = em.getRepository(PolicyDocumentUpdate);
  return repo.save(repo.create({ policy_document_id: documentId, kind, notes, created_by: userId, date: new Date() }));
}

/** POST policy-documents (policy_documents_write): the document and its "created" update. */
export async function createDocument(ctx: AppContext, caller: PolicyCaller, body: Body): Promise<PolicyDocument> {
  const { id, updateId } = await inTransaction(ctx.ds, async (em) => {
    const file_id = body.attachment ? await storeAttachment(em, body.attachment, caller.id) : null;
    const repo = em.getRepository(PolicyDocumentRow);
    const d = await repo.save(
      repo.create({ title: body.title, description: body.description, expiration_date: body.expiration_date, link: file_id ? null : body.link, file_id, created_by: caller.id }),
    );
    const u = await addUpdate(em, d.id, 'created', body.notes, caller.id);
    return { id: d.id, updateId: u.id };
  });
  if (body.should_send_email) ctx.events.publish('policy_document.published', { documentId: id, updateId, title: body.title, kind: 'created' });
  return getDocument(ctx, caller, id);
}

/**
 * PUT policy-documents/{id} (policy_documents_write): new fields, an "updated" entry with the notes;
 * everyone signs again. The source: a new attachment replaces the stored file, `keep_attachment`
 * keeps it, a link drops it. @throws 404 | 400 bad_file_type | 400 provided_invalid_data (keep without a file)
 */
export async function updateDocument(ctx: AppContext, caller: PolicyCaller, id: number, body: Body): Promise<PolicyDocument> {
  const updateId = await inTransaction(ctx.ds, async (em) => {
    const d = await requireDocument(em, id);
    if (body.keep_attachment && d.file_id === null) {
      throw new AppError('provided_invalid_data', 400, { fields: [{ path: 'attachment', message: 'the document has no attachment to keep' }] });
    }
    const oldFile = d.file_id;
    let file_id: number | null = null;
    if (body.attachment) file_id = await storeAttachment(em, body.attachment, caller.id);
    else if (body.keep_attachment) file_id = oldFile;
    await em.getRepository(PolicyDocumentRow).update(id, {
      title: body.title, description: body.description, expiration_date: body.expiration_date, link: file_id ? null : body.link, file_id,
    });
    if (oldFile !== null && oldFile !== file_id) await deleteFiles(em, [oldFile]);
    const u = await addUpdate(em, id, 'updated', body.notes, caller.id);
    if (d.entry_page) await sendToEntryPage(em, u.id);
    return u.id;
  });
  if (body.should_send_email) ctx.events.publish('policy_document.published', { documentId: id, updateId, title: body.title, kind: 'updated' });
  return getDocument(ctx, caller, id);
}

/** DELETE policy-documents/{id} (policy_documents_write): the document, its updates, signatures and file. @throws 404 */
export async function deleteDocument(ctx: AppContext, id: number): Promise<void> {
  await inTransaction(ctx.ds, async (em) => {
    const d = await requireDocument(em, id);
    await em.getRepository(PolicyDocumentSignature).delete({ policy_document_id: id });
    await em.getRepository(PolicyDocumentUpdate).delete({ policy_document_id: id });
    await em.getRepository(PolicyDocumentRow).delete(id);
    if (d.file_id !== null) await deleteFiles(em, [d.file_id]);
  });
}

/**
 * GET policy-documents/{id}/attachments?key: the attachment whose key (attachment.name) is `key`,
 * as base64. @throws 404 policy_document_not_found | attachment_not_found, 403
 */
export async function documentAttachment(ctx: AppContext, caller: PolicyCaller, id: number, key: string) {
  const d = await requireDocument(ctx.ds.manager, id);
  assertCanReadDocument(caller, { entry_page: d.entry_page });
  if (d.file_id === null || String(d.file_id) !== key) throw new AppError('attachment_not_found');
  const f = await readFile(ctx.ds.manager, d.file_id);
  if (!f) throw new AppError('attachment_not_found');
  return { data: f.data.toString('base64'), original_name: f.name, content_type: f.content_type };
}

/**
 * POST policy-documents/{id}/sign `{ phrase }`: the caller signs the latest update. The phrase must be
 * exactly "I agree" (no trimming, case-sensitive). Signing an already signed update keeps the first
 * time. @throws 400 wrong_sign_phrase, 404, 403 (not a reader and not an entry-page document)
 */
export async function signDocument(ctx: AppContext, caller: PolicyCaller, id: number, phrase: string): Promise<PolicyDocument> {
  await inTransaction(ctx.ds, async (em) => {
    const d = await requireDocument(em, id);
    assertCanReadDocument(caller, { entry_page: d.entry_page });
    if (phrase !== SIGN_PHRASE) throw new AppError('wrong_sign_phrase', 400, { expected: SIGN_PHRASE });
    const u = await latestUpdate(em, id);
    if (!u) throw new AppError('policy_document_not_found');
    const repo = em.getRepository(PolicyDocumentSignature);
    if (await repo.existsBy({ update_id: u.id, user_id: caller.id })) return;
    await repo.insert({ update_id: u.id, policy_document_id: id, user_id: caller.id, signed_at: new Date() });
  });
  return getDocument(ctx, caller, id);
}

/**
 * POST / DELETE policy-documents/{id}/entry-page (policy_documents_write): entry-page membership.
 * Putting it on sends those who have not signed its latest update to /entry-page. @throws 404
 */
export async function setEntryPage(ctx: AppContext, caller: PolicyCaller, id: number, on: boolean): Promise<PolicyDocument> {
  await inTransaction(ctx.ds, async (em) => {
    const d = await requireDocument(em, id);
    if (Boolean(d.entry_page) === on) return;
    await em.getRepository(PolicyDocumentRow).update(id, { entry_page: on });
    const u = on ? await latestUpdate(em, id) : null;
    if (u) await sendToEntryPage(em, u.id);
  });
  return getDocument(ctx, caller, id);
}
