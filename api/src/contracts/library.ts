/**
 * Library contracts (spec 3 §3 Book / Book request, §5 Library, §7 Books, §9): the limits of the spec
 * are written here once and shared by the server and the tab (`@contracts/library`).
 */
import { z } from 'zod';
import { isoDate, LIMITS, optionalText } from './common';

export const LIBRARY_LIMITS = {
  title: LIMITS.short,
  author: LIMITS.short,
  owner: LIMITS.short,
  /** Book notes (spec 3 §9: 512). */
  notes: LIMITS.medium,
  /** Book request notes (spec 3 §9: 2048). */
  requestNotes: LIMITS.long,
  link: LIMITS.short,
  /** Each image must be smaller than this many bytes (spec 3 §5). */
  maxImageBytes: 10_000_000,
  imageTypes: ['jpeg', 'jpg', 'png'] as const,
  /** Images per book (not in the spec: keeps one save bounded). */
  maxImages: 20,
  /** MAX_BOOROW_DAYS (spec 3 §9): the latest planned return date is today + this many days. */
  maxBorrowDays: 60,
  /** MAX_EXTEND_DAY_PERIOD (spec 3 §9): an extension moves the date 1 to 14 days. */
  maxExtendDays: 14,
  /** rowsPerPage of GET books: 1..100, default 10 (the dashboard reads page 1 with 100). */
  maxRowsPerPage: 100,
  defaultRowsPerPage: 10,
} as const;

/** The text the spec shows for a refused image (type or size, spec 3 §5/§8). */
export const BAD_FILE_TYPE_MESSAGE = 'Bad file type is provided.';

const required = (max: number) => z.string().trim().min(1, 'required').max(max);

/**
 * One image of a book in POST/PUT books: a new upload (`name` + base64 `data`), or on PUT an image the
 * book already has (`id`, as listed by GET books/{id}/attachments) to keep. `is_cover` marks the cover.
 */
export const bookAttachmentInput = z.union([
  z.object({ name: z.string().trim().min(1).max(255), data: z.string().min(1), is_cover: z.boolean().optional() }),
  z.object({ id: z.number().int().positive(), is_cover: z.boolean().optional() }),
]);

/** POST books: author, title, owner (default the company name), notes, attachments. */
export const bookBody = z.object({
  title: required(LIBRARY_LIMITS.title),
  author: required(LIBRARY_LIMITS.author),
  owner: optionalText(LIBRARY_LIMITS.owner),
  notes: optionalText(LIBRARY_LIMITS.notes),
  attachments: z.array(bookAttachmentInput).max(LIBRARY_LIMITS.maxImages).optional(),
});
/** PUT books/{id}: the same plus id (when given it must be the path's id). Without `attachments` the images stay as they are. */
export const bookUpdateBody = bookBody.extend({ id: z.number().int().positive().optional() });

export const BOOK_LIST_TYPES = ['library', 'taken', 'watched'] as const;
export type BookListType = (typeof BOOK_LIST_TYPES)[number];

/** GET books?type&page&rowsPerPage&q (q searches title and author). */
export const bookListQuery = z.object({
  type: z.enum(BOOK_LIST_TYPES).default('library'),
  page: z.coerce.number().int().min(1).default(1),
  rowsPerPage: z.coerce.number().int().min(1).max(LIBRARY_LIMITS.maxRowsPerPage).default(LIBRARY_LIMITS.defaultRowsPerPage),
  q: z.string().trim().max(255).optional(),
});

/** POST books/{id}/order and PATCH books/{id}/extend. */
export const plannedReturnBody = z.object({ planned_return_date: isoDate });

/** POST books/request (spec 3 §3 Book request, §5). */
export const bookRequestBody = z.object({
  title: required(LIBRARY_LIMITS.title),
  author: required(LIBRARY_LIMITS.author),
  link: required(LIBRARY_LIMITS.link),
  notes: optionalText(LIBRARY_LIMITS.requestNotes),
});
/** Editing a book request in its chain: any of the fields. */
export const bookRequestEditBody = bookRequestBody.partial();

/** What the caller may do with a book (the tab reads these, never re-derives a rule). */
export const bookAbilities = z.object({
  edit: z.boolean(),
  delete: z.boolean(),
  order: z.boolean(),
  extend: z.boolean(),
  return: z.boolean(),
  watch: z.boolean(),
  unwatch: z.boolean(),
});

/** A book as lists and details show it (spec 3 §3 Book); no image bytes. */
export const book = z.object({
  id: z.number().int(),
  title: z.string(),
  author: z.string(),
  owner: z.string(),
  notes: z.string().nullable(),
  returned: z.boolean(),
  /** Borrower's full name, or null. */
  taken_by: z.string().nullable(),
  /** Borrower's user id, or null. */
  user_id: z.number().int().nullable(),
  planned_return_date: z.string().nullable(),
  extended: z.boolean(),
  can_extend: z.boolean(),
  watched: z.boolean(),
  /** Day the current borrower took it (YYYY-MM-DD), or null. */
  date_issued: z.string().nullable(),
  /** URL path of the cover image (GET books/{id}/images/{imageId}), or null. */
  cover_url: z.string().nullable(),
  image_count: z.number().int(),
  can: bookAbilities,
});
export type Book = z.infer<typeof book>;

export const bookList = z.object({ books: z.array(book), currentPage: z.number().int(), totalCount: z.number().int() });

/** GET books/{id}/attachments (spec 3 §7): name, base64 data, is_cover; plus id and url. */
export const bookAttachment = z.object({ id: z.number().int(), name: z.string(), data: z.string(), is_cover: z.boolean(), url: z.string() });
export const bookAttachments = z.array(bookAttachment);

export const bookReply = z.object({ message: z.string(), book });
/** POST books/{id}/order: the book, and when the date was clamped the warning with the last possible date. */
export const orderReply = bookReply.extend({
  warning: z.object({ code: z.literal('book_too_long_period'), last_possible_date: z.string() }).nullable(),
});

export const bookRequestObject = z.object({
  id: z.number().int(),
  title: z.string(),
  author: z.string(),
  link: z.string(),
  notes: z.string().nullable(),
  user_id: z.number().int(),
});
export const bookRequestReply = z.object({ message: z.string(), id: z.number().int(), request_id: z.number().int(), status: z.string() });

/** GET/PUT books/settings: the company name, the default owner of a new book (spec 3 §3, §9). */
export const librarySettings = z.object({ company_name: z.string().trim().min(1).max(LIBRARY_LIMITS.owner) });
