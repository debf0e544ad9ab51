/**
 * Reply shapes of the library (spec 3 §3 Book, §7 Books), typed with api/src/contracts/library.ts.
 * List rows never carry image bytes: the cover is a URL of GET books/{id}/images/{imageId}.
 */
import type { z } from 'zod';
import type { book, bookAttachment, bookRequestObject } from '../../contracts/library';
import type { Actor } from '../approvals';
import type { BookRequest } from './library.entities';
import { bookAbilitiesOf } from './library.policy';

/** A book row as the list query reads it (raw SQL values: booleans may be 0/1). */
export interface BookRow {
  id: number;
  title: string;
  author: string;
  owner: string;
  notes: string | null;
  user_id: number | null;
  planned_return_date: string | null;
  date_issued: string | null;
  extended: boolean | number;
  borrower_name: string | null;
  borrower_surname: string | null;
  watched: boolean | number;
  cover_id: number | null;
  image_count: number;
}

/** URL path of one image of a book (served with caching headers). */
export const bookImageUrl = (bookId: number, imageId: number) => `/api/v1/books/${bookId}/images/${imageId}`;

/** A book as lists and details show it, with what the caller may do (`can`). */
export function presentBook(r: BookRow, caller: Actor): z.infer<typeof book> {
  const facts = { borrowerId: r.user_id == null ? null : Number(r.user_id), extended: Boolean(r.extended), watched: Boolean(r.watched) };
  const can = bookAbilitiesOf(caller, facts);
  return {
    id: Number(r.id),
    title: r.title,
    author: r.author,
    owner: r.owner,
    notes: r.notes ?? null,
    returned: facts.borrowerId === null,
    taken_by: facts.borrowerId === null ? null : [r.borrower_name, r.borrower_surname].filter(Boolean).join(' ') || null,
    user_id: facts.borrowerId,
    planned_return_date: r.planned_return_date ?? null,
    extended: facts.extended,
    can_extend: can.extend,
    watched: facts.watched,
    date_issued: r.date_issued ?? null,
    cover_url: r.cover_id == null ? null : bookImageUrl(Number(r.id), Number(r.cover_id)),
    image_count: Number(r.image_count ?? 0),
    can,
  };
}

/** One image of GET books/{id}/attachments: name, base64 data, is_cover (spec 3 §7), plus its id and URL. */
export const presentAttachment = (bookId: number, img: { id: number; is_cover: boolean }, file: { name: string; data: Buffer }): z.infer<typeof bookAttachment> => ({
  id: img.id,
  name: file.name,
  data: file.data.toString('base64'),
  is_cover: Boolean(img.is_cover),
  url: bookImageUrl(bookId, img.id),
});

/** A book request as approvers see it (GET /requests/{id}/object). */
export const presentBookRequest = (r: BookRequest): z.infer<typeof bookRequestObject> => ({
  id: r.id,
  title: r.title,
  author: r.author,
  link: r.link,
  notes: r.notes ?? null,
  user_id: r.user_id,
});
