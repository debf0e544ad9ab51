/**
 * The library's rules as the tab shows them, without React (spec 3 §5 Library, §9): the order and
 * extend date windows (company days: the server counts in TIME_ZONE), which picked files may be book
 * images (jpeg/jpg/png, each under 10,000,000 bytes; a wrong type and a too large file get the same
 * "Bad file type is provided." message) and the image list of the book form with its one cover
 * (the first image unless another is chosen), the order / extend forms' schemas over the contract, and
 * the text a refused save shows for two images with one name. The server checks all of it again.
 */
import { LIBRARY_LIMITS, plannedReturnBody } from '@contracts/library';
import { z } from 'zod';
import { ApiError } from '../../lib/api';
import type { BookImageInput } from './libraryApi';

/** `date` (YYYY-MM-DD) plus `days` calendar days. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** An order's planned return date: from today; past `last` the server clamps it to `last` (book_too_long_period). */
export const orderWindow = (today: string) => ({ min: today, last: addDays(today, LIBRARY_LIMITS.maxBorrowDays) });

/** An extension: 1 to 14 days after the current planned return date. */
export const extendWindow = (planned: string) => ({ min: addDays(planned, 1), max: addDays(planned, LIBRARY_LIMITS.maxExtendDays) });

/** Why an extension date is refused: before the window (`early`), after it (`late`), or undefined when it fits. */
export function extendProblem(date: string, planned: string): 'early' | 'late' | undefined {
  const w = extendWindow(planned);
  if (date < w.min) return 'early';
  if (date > w.max) return 'late';
  return undefined;
}

/** The order and extend forms' value: the planned return date (YYYY-MM-DD, '' until picked). */
export interface ReturnDateForm {
  planned_return_date: string;
}

/** The contract's planned return date, refused as `required` while empty (the issue's message is the form's message key). */
const plannedDate = z.string().min(1, 'required').pipe(plannedReturnBody.shape.planned_return_date);

/** The order form's schema over the contract's `plannedReturnBody`: a date from `today` (message keys `required`, `past`). */
export const orderFormSchema = (today: string) =>
  z.object({ planned_return_date: plannedDate }).superRefine((v, ctx) => {
    if (v.planned_return_date < orderWindow(today).min) ctx.addIssue({ code: 'custom', path: ['planned_return_date'], message: 'past' });
  });

/** The extend form's schema over the contract's `plannedReturnBody`: 1 to 14 days after `planned` (message keys `required`, `early`, `late`). */
export const extendFormSchema = (planned: string) =>
  z.object({ planned_return_date: plannedDate }).superRefine((v, ctx) => {
    const problem = extendProblem(v.planned_return_date, planned);
    if (problem) ctx.addIssue({ code: 'custom', path: ['planned_return_date'], message: problem });
  });

export interface PickedFile {
  name: string;
  size: number;
  type: string;
}

/** True when a picked file may be a book image (jpeg/jpg/png by extension or MIME type, under the size limit). */
export function isBookImage(f: PickedFile): boolean {
  const types = LIBRARY_LIMITS.imageTypes as readonly string[];
  const ext = f.name.includes('.') ? f.name.split('.').pop()!.toLowerCase() : '';
  const mime = f.type.toLowerCase().startsWith('image/') ? f.type.toLowerCase().slice(6) : '';
  const typeOk = ext ? types.includes(ext) : types.includes(mime);
  return typeOk && f.size < LIBRARY_LIMITS.maxImageBytes;
}

/** One image in the book form: a stored one (`id`, shown from `src` = its URL) or a new upload (`data`, `src` a data URL). */
export interface FormImage {
  key: string;
  id?: number;
  name: string;
  src: string;
  data?: string;
  is_cover: boolean;
}

/** Exactly one cover: the flagged one (the first flagged), else the first image. */
export function withOneCover(list: FormImage[]): FormImage[] {
  const at = Math.max(0, list.findIndex((i) => i.is_cover));
  return list.map((i, n) => ({ ...i, is_cover: n === at }));
}

/** Makes `key` the cover. */
export const chooseCover = (list: FormImage[], key: string) => list.map((i) => ({ ...i, is_cover: i.key === key }));

/** Removes an image; when it was the cover the first remaining one becomes the cover. */
export const removeImage = (list: FormImage[], key: string) => withOneCover(list.filter((i) => i.key !== key));

/** Adds uploads after the current images (the first image of an empty list is the cover), up to the image limit. */
export function addImages(list: FormImage[], added: FormImage[]): { images: FormImage[]; tooMany: boolean } {
  const room = LIBRARY_LIMITS.maxImages - list.length;
  return { images: withOneCover([...list, ...added.slice(0, Math.max(0, room))]), tooMany: added.length > room };
}

/** The `attachments` of POST/PUT books: stored images by id, uploads with name and data. */
export const attachmentsBody = (list: FormImage[]): BookImageInput[] =>
  withOneCover(list).map((i) => (i.id ? { id: i.id, is_cover: i.is_cover } : { name: i.name, data: i.data ?? '', is_cover: i.is_cover }));

/**
 * The error a refused book save shows: the server's name clash (400 bad_file_type, reason `duplicate`:
 * two images of the book with one name) becomes duplicate_book_image_name, naming the file, instead of
 * the bad-file-type text; any other error is returned as it is.
 */
export function bookSaveError(err: unknown): unknown {
  if (err instanceof ApiError && err.code === 'bad_file_type' && err.body.reason === 'duplicate') return new ApiError(err.status, 'duplicate_book_image_name', err.body);
  return err;
}
