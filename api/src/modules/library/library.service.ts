/**
 * The book catalogue (spec 3 §3 Book, §5 Library, §7 Books): list (paged in SQL, search by title or
 * author), create and edit with images, delete a returned book, the images as base64 (GET
 * books/{id}/attachments) and as files (GET books/{id}/images/{imageId}, cached).
 *
 * Images go through the file store (shared/files.ts): jpeg/jpg/png by content, each under 10,000,000
 * bytes, re-encoded; a refusal is 400 `bad_file_type` with message "Bad file type is provided." (the
 * spec's text for type and size); two images of one book with the same name (new ones, or a new one
 * named like a kept one; spec 1 §5) are 400 `bad_file_type` `{ file, reason: 'duplicate' }`, refused
 * before anything is written. The cover is the image flagged `is_cover`, else the first one.
 * Orders, returns and watches: library.orders.ts. Rules: library.policy.ts; shapes: library.presenters.ts.
 */
import type { Response } from 'express';
import type { EntityManager } from 'typeorm';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { BAD_FILE_TYPE_MESSAGE, LIBRARY_LIMITS, type bookAttachmentInput, type bookBody, type bookListQuery } from '../../contracts/library';
import { inTransaction } from '../../db/tx';
import { AppError } from '../../http/errors';
import { deleteFiles, readFile, saveFiles, storedNames } from '../../shared/files';
import type { Actor } from '../approvals';
import { Book, BookImage, BookWatch, LibrarySetting } from './library.entities';
import { assertCanDeleteBook } from './library.policy';
import { type BookRow, presentAttachment, presentBook } from './library.presenters';

/** Default owner of a book when `library_settings.company_name` is not set. */
export const DEFAULT_COMPANY_NAME = 'Company';

/** The company name (library_settings `company_name`), the default owner of a new book. */
export async function companyName(em: EntityManager): Promise<string> {
  return (await em.getRepository(LibrarySetting).findOneBy({ name: 'company_name' }))?.value ?? DEFAULT_COMPANY_NAME;
}

/** PUT books/settings: sets the company name (library_write). @returns the settings */
export async function setCompanyName(ctx: AppContext, name: string) {
  await ctx.ds.getRepository(LibrarySetting).save({ name: 'company_name', value: name });
  return { company_name: name };
}

/** Loads a book. @throws 404 book_not_found */
export async function requireBook(em: EntityManager, id: number): Promise<Book> {
  const b = await em.getRepository(Book).findOneBy({ id });
  if (!b) throw new AppError('book_not_found');
  return b;
}

/** The base query of book rows as the caller sees them (borrower name, own watch, cover, image count). */
function rowsQuery(em: EntityManager, callerId: number) {
  return em
    .getRepository(Book)
    .createQueryBuilder('b')
    .leftJoin('users', 'u', 'u.id = b.user_id')
    .leftJoin(BookWatch, 'w', 'w.book_id = b.id AND w.user_id = :me', { me: callerId });
}

const SELECT = [
  'b.id AS id', 'b.title AS title', 'b.author AS author', 'b.owner AS owner', 'b.notes AS notes', 'b.user_id AS user_id',
  'b.planned_return_date AS planned_return_date', 'b.date_issued AS date_issued', 'b.extended AS extended',
  'u.name AS borrower_name', 'u.surname AS borrower_surname', 'CASE WHEN w.id IS NULL THEN 0 ELSE 1 END AS watched',
  '(SELECT MIN(ci.id) FROM book_images ci WHERE ci.book_id = b.id AND ci.is_cover = 1) AS cover_id',
  '(SELECT COUNT(*) FROM book_images ni WHERE ni.book_id = b.id) AS image_count',
];

/** One book row as the caller sees it. @throws 404 book_not_found */
export async function loadBookRow(em: EntityManager, caller: Actor, id: number) {
  const row = await rowsQuery(em, caller.id).select(SELECT).where('b.id = :id', { id }).getRawOne<BookRow>();
  if (!row) throw new AppError('book_not_found');
  return presentBook(row, caller);
}

/**
 * GET books?type&page&rowsPerPage&q: `library` every book (title order), `taken` the caller's taken
 * books (return date order), `watched` the caller's watchlist; q matches title or author.
 * @returns `{ books, currentPage, totalCount }`
 */
export async function listBooks(ctx: AppContext, caller: Actor, q: z.infer<typeof bookListQuery>) {
  if (q.type !== 'library' && !caller.permissions.has('library_order')) throw new AppError('missing_permissions');
  const query = rowsQuery(ctx.ds.manager, caller.id);
  if (q.type === 'taken') query.where('b.user_id = :me', { me: caller.id });
  else if (q.type === 'watched') query.where('w.id IS NOT NULL');
  else query.where('1 = 1');
  if (q.q) query.andWhere("(LOWER(b.title) LIKE :q ESCAPE '\\' OR LOWER(b.author) LIKE :q ESCAPE '\\')", { q: `%${q.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%` });
  const totalCount = await query.clone().getCount();
  const order = q.type === 'taken' ? 'b.planned_return_date' : 'b.title';
  const rows = await query
    .select(SELECT)
    .orderBy(order, 'ASC')
    .addOrderBy('b.id', 'ASC')
    .offset((q.page - 1) * q.rowsPerPage)
    .limit(q.rowsPerPage)
    .getRawMany<BookRow>();
  return { books: rows.map((r) => presentBook(r, caller)), currentPage: q.page, totalCount };
}

type AttachmentInput = z.infer<typeof bookAttachmentInput>;
type NewImage = Extract<AttachmentInput, { data: string }>;

/**
 * Stores the new uploads together, after every check (type, size, content, and no two images of the
 * book with one name: among the uploads and against `keptNames`, the stored names of the images it
 * keeps). A type/size/content refusal is 400 bad_file_type "Bad file type is provided."; a name
 * clash is 400 bad_file_type `{ file, reason: 'duplicate' }` (the file store's shape).
 */
async function saveImages(em: EntityManager, uploads: NewImage[], userId: number, keptNames: string[]) {
  const rules = { types: LIBRARY_LIMITS.imageTypes, maxBytes: LIBRARY_LIMITS.maxImageBytes, code: 'bad_file_type' };
  try {
    return await saveFiles(em, uploads.map((a) => ({ name: a.name, data: a.data })), rules, userId, keptNames);
  } catch (err) {
    if (err instanceof AppError && err.code === 'bad_file_type' && err.extra.reason !== 'duplicate') throw new AppError('bad_file_type', 400, { ...err.extra, message: BAD_FILE_TYPE_MESSAGE });
    throw err;
  }
}

/** A book's image list once the uploads are stored: what {@link placeImages} writes. */
interface ImagePlan {
  ordered: { id?: number; file_id: number; cover: boolean }[];
  gone: BookImage[];
}

/**
 * Checks the given list against the book's images (`bookId` null: a new book, which has none) and
 * stores the new uploads; writes nothing when anything is refused.
 * @throws bad_file_type | provided_invalid_data (an id that is not the book's image, or kept twice)
 */
async function storeImages(em: EntityManager, bookId: number | null, list: AttachmentInput[], userId: number): Promise<ImagePlan> {
  const existing = bookId === null ? [] : await em.getRepository(BookImage).findBy({ book_id: bookId });
  const byId = new Map(existing.map((i) => [i.id, i]));
  const kept = new Set<number>();
  for (const a of list) {
    if (!('id' in a)) continue;
    if (bookId === null) throw new AppError('provided_invalid_data', 400, { fields: [{ path: 'attachments', message: 'a new book has no stored images' }] });
    if (!byId.has(a.id) || kept.has(a.id)) throw new AppError('provided_invalid_data', 400, { fields: [{ path: 'attachments', message: `image ${a.id} is not an image of this book` }] });
    kept.add(a.id);
  }
  const keptNames = await storedNames(em, [...kept].map((id) => byId.get(id)!.file_id));
  const stored = await saveImages(em, list.filter((a): a is NewImage => !('id' in a)), userId, keptNames);
  let next = 0;
  const ordered = list.map((a) => ('id' in a ? { id: a.id, file_id: byId.get(a.id)!.file_id, cover: Boolean(a.is_cover) } : { file_id: stored[next++].id, cover: Boolean(a.is_cover) }));
  return { ordered, gone: existing.filter((i) => !kept.has(i.id)) };
}

/**
 * Makes the book's images the planned list, in order: images left out are deleted with their files.
 * Cover: the first flagged, else the first.
 */
async function placeImages(em: EntityManager, bookId: number, { ordered, gone }: ImagePlan): Promise<void> {
  const repo = em.getRepository(BookImage);
  if (gone.length) {
    await repo.delete(gone.map((i) => i.id));
    await deleteFiles(em, gone.map((i) => i.file_id));
  }
  const coverAt = Math.max(0, ordered.findIndex((o) => o.cover));
  for (const [position, o] of ordered.entries()) {
    const fields = { is_cover: position === coverAt, position };
    if (o.id) await repo.update(o.id, fields);
    else await repo.insert({ book_id: bookId, file_id: o.file_id, ...fields });
  }
}

/**
 * POST books (library_write): one transaction, the images checked before anything is written; owner
 * defaults to the company name. @returns the book row @throws bad_file_type | provided_invalid_data
 */
export async function createBook(ctx: AppContext, caller: Actor, body: z.infer<typeof bookBody>) {
  return inTransaction(ctx.ds, async (em) => {
    const images = await storeImages(em, null, body.attachments ?? [], caller.id);
    const owner = body.owner ?? (await companyName(em));
    const r = await em.getRepository(Book).insert({ title: body.title, author: body.author, owner, notes: body.notes, created_by: caller.id, user_id: null, extended: false });
    const id = Number(r.identifiers[0].id);
    await placeImages(em, id, images);
    return loadBookRow(em, caller, id);
  });
}

/**
 * PUT books/{id} (library_write): fields, and the images when `attachments` is given (checked before
 * anything is written). @throws book_not_found | bad_file_type | provided_invalid_data
 */
export async function updateBook(ctx: AppContext, caller: Actor, id: number, body: z.infer<typeof bookBody> & { id?: number }) {
  if (body.id !== undefined && body.id !== id) throw new AppError('provided_invalid_data', 400, { fields: [{ path: 'id', message: 'must be the id of the path' }] });
  return inTransaction(ctx.ds, async (em) => {
    await requireBook(em, id);
    const images = body.attachments ? await storeImages(em, id, body.attachments, caller.id) : null;
    const owner = body.owner ?? (await companyName(em));
    await em.getRepository(Book).update(id, { title: body.title, author: body.author, owner, notes: body.notes });
    if (images) await placeImages(em, id, images);
    return loadBookRow(em, caller, id);
  });
}

/** DELETE books/{id} (library_write): only a returned book; its images and watches go too. @throws book_not_found | book_not_returned */
export async function deleteBook(ctx: AppContext, caller: Actor, id: number): Promise<void> {
  await inTransaction(ctx.ds, async (em) => {
    const b = await requireBook(em, id);
    assertCanDeleteBook(caller, { borrowerId: b.user_id, extended: b.extended, watched: false });
    const images = await em.getRepository(BookImage).findBy({ book_id: id });
    if (images.length) await em.getRepository(BookImage).delete(images.map((i) => i.id));
    await deleteFiles(em, images.map((i) => i.file_id));
    await em.getRepository(BookWatch).delete({ book_id: id });
    // Conditional: an order that slipped in after the check keeps the book.
    const r = await em.createQueryBuilder().delete().from(Book).where('id = :id AND user_id IS NULL', { id }).execute();
    if (r.affected !== 1) throw new AppError('book_not_returned');
  });
}

/** GET books/{id}/attachments: every image in order with base64 data and is_cover (spec 3 §7). */
export async function bookAttachments(ctx: AppContext, id: number) {
  const em = ctx.ds.manager;
  await requireBook(em, id);
  const images = await em.getRepository(BookImage).find({ where: { book_id: id }, order: { position: 'ASC', id: 'ASC' } });
  if (!images.length) return [];
  // One query for every image's name and bytes (the blob column is read as files.ts readFile does).
  const d = em.connection.driver;
  const [sql, params] = d.escapeQueryWithParameters(
    `SELECT ${d.escape('id')} AS id, ${d.escape('name')} AS name, ${d.escape('data')} AS data FROM ${d.escape('files')} WHERE ${d.escape('id')} IN (:...ids)`,
    { ids: images.map((i) => i.file_id) },
  );
  const files = new Map(((await em.query(sql, params)) as { id: number; name: string; data: Buffer | null }[]).map((f) => [Number(f.id), f]));
  return images.flatMap((img) => {
    const f = files.get(img.file_id);
    return f ? [presentAttachment(id, img, { name: f.name, data: Buffer.from(f.data ?? Buffer.alloc(0)) })] : [];
  });
}

/**
 * GET books/{id}/images/{imageId}: the image bytes for img tags, with `Cache-Control: private,
 * max-age=86400, immutable` and an ETag (an image id never changes its bytes); 304 on If-None-Match.
 * @throws 404 book_image_not_found
 */
export async function sendBookImage(ctx: AppContext, bookId: number, imageId: number, req: { headers: Record<string, unknown> }, res: Response): Promise<void> {
  const img = await ctx.ds.getRepository(BookImage).findOneBy({ id: imageId, book_id: bookId });
  const file = img ? await readFile(ctx.ds.manager, img.file_id) : null;
  if (!img || !file) throw new AppError('book_image_not_found');
  const etag = `"book-image-${img.file_id}"`;
  res.setHeader('Cache-Control', 'private, max-age=86400, immutable');
  res.setHeader('ETag', etag);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
  if (req.headers['if-none-match'] === etag) {
    res.status(304).end();
    return;
  }
  res.setHeader('Content-Type', file.content_type);
  res.status(200).send(file.data);
}
