/**
 * Who may do what with a book (spec 3 §6 library_* and "Rules by relation"). Pure rules over the
 * caller (`Actor`: id and permissions) and the facts the service loads (`BookFacts`); the service
 * calls the `assert*` forms, the presenters the `can*` forms (the row's `can`).
 * - order: library_order and the book on the shelf;
 * - extend: the borrower, while can_extend (not extended yet in this order);
 * - return: the borrower with library_order, or library_write for any taken book;
 * - watch: library_order, the book taken, by someone else, not watched yet; unwatch: a book one watches;
 * - edit: library_write; delete: library_write and the book returned.
 */
import { AppError } from '../../http/errors';
import type { Actor } from '../approvals';

/** What the rules need to know about a book. */
export interface BookFacts {
  /** The borrower, null while on the shelf. */
  borrowerId: number | null;
  extended: boolean;
  /** The caller watches it. */
  watched: boolean;
}

const has = (a: Actor, p: 'library_read' | 'library_order' | 'library_write') => a.permissions.has(p);

export const canEditBook = (a: Actor): boolean => has(a, 'library_write');
export const canDeleteBook = (a: Actor, b: BookFacts): boolean => has(a, 'library_write') && b.borrowerId === null;
export const canOrderBook = (a: Actor, b: BookFacts): boolean => has(a, 'library_order') && b.borrowerId === null;
/** can_extend of spec 3 §3: the borrower, once per order. */
export const canExtendBook = (a: Actor, b: BookFacts): boolean => has(a, 'library_order') && b.borrowerId === a.id && !b.extended;
export const canReturnBook = (a: Actor, b: BookFacts): boolean =>
  b.borrowerId !== null && (has(a, 'library_write') || (has(a, 'library_order') && b.borrowerId === a.id));
export const canWatchBook = (a: Actor, b: BookFacts): boolean => has(a, 'library_order') && b.borrowerId !== null && b.borrowerId !== a.id && !b.watched;
export const canUnwatchBook = (a: Actor, b: BookFacts): boolean => b.watched;

/** The row's `can` (contracts/library.ts `bookAbilities`). */
export const bookAbilitiesOf = (a: Actor, b: BookFacts) => ({
  edit: canEditBook(a),
  delete: canDeleteBook(a, b),
  order: canOrderBook(a, b),
  extend: canExtendBook(a, b),
  return: canReturnBook(a, b),
  watch: canWatchBook(a, b),
  unwatch: canUnwatchBook(a, b),
});

/** @throws 409 book_not_returned when the book is taken; 403 missing_permissions without library_write */
export function assertCanDeleteBook(a: Actor, b: BookFacts): void {
  if (!canEditBook(a)) throw new AppError('missing_permissions');
  if (b.borrowerId !== null) throw new AppError('book_not_returned');
}

/** @throws 403 missing_permissions unless the borrower (library_order) or library_write; 409 book_not_taken when on the shelf */
export function assertCanReturnBook(a: Actor, b: BookFacts): void {
  if (b.borrowerId === null) throw new AppError('book_not_taken');
  if (!canReturnBook(a, b)) throw new AppError('missing_permissions');
}

/** @throws 403 missing_permissions unless the borrower; 409 book_already_extended once extended */
export function assertCanExtendBook(a: Actor, b: BookFacts): void {
  if (b.borrowerId !== a.id || !has(a, 'library_order')) throw new AppError('missing_permissions');
  if (b.extended) throw new AppError('book_already_extended');
}

/** @throws 409 book_not_taken (on the shelf) | 400 cannot_watch_own_book (the borrower) */
export function assertCanWatchBook(a: Actor, b: BookFacts): void {
  if (!has(a, 'library_order')) throw new AppError('missing_permissions');
  if (b.borrowerId === null) throw new AppError('book_not_taken');
  if (b.borrowerId === a.id) throw new AppError('cannot_watch_own_book');
}
