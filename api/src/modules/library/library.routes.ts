/**
 * Library routes (spec 3 §7 Books) under /api/v1: guard (permission) → contract → service → reply.
 * Rules: library.policy.ts (relations), library.service.ts (catalogue and images), library.orders.ts
 * (order, extend, return, watch), library.requests.ts (book requests, request type `book_request`),
 * library.notices.ts (watchers told of a return, borrower reminders: the `library-reminders` job).
 */
import { z } from 'zod';
import type { AppContext } from '../../context';
import { okReply } from '../../contracts/common';
import {
  bookAttachments as bookAttachmentsReply, bookBody, bookList, bookListQuery, bookReply, bookRequestBody, bookRequestReply, bookUpdateBody,
  librarySettings, orderReply, plannedReturnBody,
} from '../../contracts/library';
import { idParams, type Access, type Api } from '../../http/route';
import { extendBook, orderBook, returnBook, unwatchBook, watchBook } from './library.orders';
import { registerLibraryNotices } from './library.notices';
import { registerBookRequestType, requestBook } from './library.requests';
import { bookAttachments, companyName, createBook, deleteBook, listBooks, sendBookImage, setCompanyName, updateBook } from './library.service';

const READ: Access = { anyOf: ['library_read', 'library_order', 'library_write'] };
const ORDER: Access = { anyOf: ['library_order'] };
const WRITE: Access = { anyOf: ['library_write'] };
const imageParams = z.object({ id: z.coerce.number().int().positive(), imageId: z.coerce.number().int().positive() });

/** Declares the /books routes, registers the book_request type, the return notices and the reminders job. */
export function registerLibrary({ v1 }: Api, ctx: AppContext): void {
  registerBookRequestType();
  registerLibraryNotices(ctx);
  v1.add({
    method: 'get', path: '/books', summary: 'Books: type library (all), taken (mine) or watched (mine); paged (page, rowsPerPage ≤ 100), q searches title and author', access: READ,
    query: bookListQuery, response: bookList,
    handler: ({ user, query }) => listBooks(ctx, user, query),
  });
  v1.add({
    method: 'post', path: '/books', summary: 'New book with images (jpeg/png by content, each < 10,000,000 bytes; the first or the flagged one is the cover)', access: WRITE, status: 201,
    body: bookBody, response: bookReply,
    handler: async ({ user, body }) => ({ message: 'the_book_has_been_added_to_library', book: await createBook(ctx, user, body) }),
  });
  v1.add({
    method: 'post', path: '/books/request', summary: 'Request a new book (title, author, link; notes ≤ 2048): a book_request of the approval engine, not submitted yet', access: ORDER, status: 201,
    body: bookRequestBody, response: bookRequestReply,
    handler: ({ user, body }) => requestBook(ctx, user, body),
  });
  v1.add({
    method: 'get', path: '/books/settings', summary: 'Library settings: company_name, the default owner of a new book', access: READ, response: librarySettings,
    handler: async () => ({ company_name: await companyName(ctx.ds.manager) }),
  });
  v1.add({
    method: 'put', path: '/books/settings', summary: 'Set the company name (default owner of new books)', access: WRITE, body: librarySettings, response: librarySettings,
    handler: ({ body }) => setCompanyName(ctx, body.company_name),
  });
  v1.add({
    method: 'put', path: '/books/:id', summary: 'Edit a book; attachments (when given) is the new image list: {id} keeps a stored image, {name, data} adds one', access: WRITE,
    params: idParams, body: bookUpdateBody, response: bookReply,
    handler: async ({ user, params, body }) => ({ message: 'the_library_has_been_updated', book: await updateBook(ctx, user, params.id, body) }),
  });
  v1.add({
    method: 'delete', path: '/books/:id', summary: 'Delete a returned book (409 book_not_returned while taken)', access: WRITE, params: idParams, response: okReply,
    handler: async ({ user, params }) => {
      await deleteBook(ctx, user, params.id);
      return { message: 'the_book_has_been_successfully_deleted' };
    },
  });
  v1.add({
    method: 'get', path: '/books/:id/attachments', summary: "The book's images: name, base64 data, is_cover", access: READ, params: idParams, response: bookAttachmentsReply,
    handler: ({ params }) => bookAttachments(ctx, params.id),
  });
  v1.add({
    method: 'get', path: '/books/:id/images/:imageId', summary: 'One image of a book as a file (cached: private, max-age=86400, immutable; ETag)', access: READ, params: imageParams, response: 'binary',
    handler: ({ params, req, res }) => sendBookImage(ctx, params.id, params.imageId, req, res),
  });
  v1.add({
    method: 'post', path: '/books/:id/order', summary: 'Take a book on the shelf until planned_return_date (not before today; past 60 days clamped with the book_too_long_period warning)', access: ORDER,
    params: idParams, body: plannedReturnBody, response: orderReply,
    handler: ({ user, params, body }) => orderBook(ctx, user, params.id, body.planned_return_date),
  });
  v1.add({
    method: 'patch', path: '/books/:id/extend', summary: 'The borrower moves the planned return date 1 to 14 days later (once per order)', access: ORDER,
    params: idParams, body: plannedReturnBody, response: bookReply,
    handler: ({ user, params, body }) => extendBook(ctx, user, params.id, body.planned_return_date),
  });
  v1.add({
    method: 'post', path: '/books/:id/return', summary: 'Return a taken book (the borrower, or library_write for any); its watchers are told', access: { anyOf: ['library_order', 'library_write'] },
    params: idParams, response: bookReply,
    handler: ({ user, params }) => returnBook(ctx, user, params.id),
  });
  v1.add({
    method: 'post', path: '/books/:id/watch', summary: 'Watch a book taken by someone else', access: ORDER, params: idParams, response: bookReply,
    handler: ({ user, params }) => watchBook(ctx, user, params.id),
  });
  v1.add({
    method: 'delete', path: '/books/:id/watch', summary: 'Stop watching a book', access: ORDER, params: idParams, response: bookReply,
    handler: ({ user, params }) => unwatchBook(ctx, user, params.id),
  });
}
