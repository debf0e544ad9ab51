/**
 * Borrowing (spec 3 §4 Book, §5 Library "Order" / "Extend", §6 rules by relation, §7 Books, §9):
 * - order (library_order): planned return date not before today (company days, TIME_ZONE) else 400
 *   `book_return_date_in_past`; a date past today + 60 days is clamped to that day and the reply carries
 *   the warning `book_too_long_period` with `last_possible_date`. One borrower per book: the order is a
 *   conditional UPDATE ... WHERE user_id IS NULL, a second order is 409 `book_already_taken`;
 * - extend (the borrower, once per order): the new date 1 to 14 days after the current one, else 400
 *   `book_extend_period_invalid` with `min_date` and `max_date`;
 * - return (the borrower with library_order, or library_write): the book is back on the shelf, its
 *   watchers are told (event `library.book_returned`, see library.notices.ts) and the watches end;
 * - watch (library_order, a book taken by someone else) and unwatch (one's own watch).
 */
import type { AppContext } from '../../context';
import { LIBRARY_LIMITS } from '../../contracts/library';
import { AppError } from '../../http/errors';
import { companyDay } from '../../shared/company-time';
import { type Actor, transact } from '../approvals';
import { Book, BookWatch } from './library.entities';
import { assertCanExtendBook, assertCanReturnBook, assertCanWatchBook } from './library.policy';
import { loadBookRow, requireBook } from './library.service';

declare module '../../shared/events' {
  interface DomainEvents {
    /** A taken book was returned; `watcherIds` watched it (their watches ended). */
    'library.book_returned': { bookId: number; title: string; watcherIds: number[] };
  }
}

/** `date` (YYYY-MM-DD) plus `days` calendar days. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Today as a company day (TIME_ZONE). */
export const today = (now = new Date()) => companyDay(now);

/**
 * The date an order stores for a wished date: not before today, at most today + 60 days (clamped).
 * @throws 400 book_return_date_in_past
 */
export function plannedReturn(wished: string, now = new Date()): { date: string; clamped: boolean; last: string } {
  const first = today(now);
  const last = addDays(first, LIBRARY_LIMITS.maxBorrowDays);
  if (wished < first) throw new AppError('book_return_date_in_past', 400, { today: first });
  return wished > last ? { date: last, clamped: true, last } : { date: wished, clamped: false, last };
}

/** POST books/{id}/order. @throws book_not_found | book_already_taken | book_return_date_in_past */
export async function orderBook(ctx: AppContext, caller: Actor, id: number, wished: string) {
  const { date, clamped, last } = plannedReturn(wished);
  return transact(ctx, async (em) => {
    const r = await em
      .createQueryBuilder()
      .update(Book)
      .set({ user_id: caller.id, planned_return_date: date, date_issued: today(), extended: false })
      .where('id = :id AND user_id IS NULL', { id })
      .updateEntity(false)
      .execute();
    if (r.affected !== 1) {
      await requireBook(em, id);
      throw new AppError('book_already_taken');
    }
    await em.getRepository(BookWatch).delete({ book_id: id, user_id: caller.id });
    return {
      message: 'the_book_has_been_successfully_ordered',
      book: await loadBookRow(em, caller, id),
      warning: clamped ? { code: 'book_too_long_period' as const, last_possible_date: last } : null,
    };
  });
}

/** PATCH books/{id}/extend. @throws book_not_found | missing_permissions | book_already_extended | book_extend_period_invalid */
export async function extendBook(ctx: AppContext, caller: Actor, id: number, wished: string) {
  return transact(ctx, async (em) => {
    const b = await requireBook(em, id);
    assertCanExtendBook(caller, { borrowerId: b.user_id, extended: b.extended, watched: false });
    const current = b.planned_return_date!;
    const min = addDays(current, 1);
    const max = addDays(current, LIBRARY_LIMITS.maxExtendDays);
    if (wished < min || wished > max) throw new AppError('book_extend_period_invalid', 400, { min_date: min, max_date: max });
    const r = await em
      .createQueryBuilder()
      .update(Book)
      .set({ planned_return_date: wished, extended: true })
      .where('id = :id AND user_id = :me AND extended = :no AND planned_return_date = :current', { id, me: caller.id, no: false, current })
      .updateEntity(false)
      .execute();
    if (r.affected !== 1) throw new AppError('book_already_extended');
    return { message: 'the_book_order_has_been_successfully_extended', book: await loadBookRow(em, caller, id) };
  });
}

/** POST books/{id}/return; the watchers are told after commit. @throws book_not_found | book_not_taken | missing_permissions */
export async function returnBook(ctx: AppContext, caller: Actor, id: number) {
  return transact(ctx, async (em, out) => {
    const b = await requireBook(em, id);
    assertCanReturnBook(caller, { borrowerId: b.user_id, extended: b.extended, watched: false });
    const r = await em
      .createQueryBuilder()
      .update(Book)
      .set({ user_id: null, planned_return_date: null, date_issued: null, extended: false })
      .where('id = :id AND user_id = :borrower', { id, borrower: b.user_id })
      .updateEntity(false)
      .execute();
    if (r.affected !== 1) throw new AppError('book_not_taken');
    const watches = await em.getRepository(BookWatch).findBy({ book_id: id });
    await em.getRepository(BookWatch).delete({ book_id: id });
    if (watches.length) out.push('library.book_returned', { bookId: id, title: b.title, watcherIds: watches.map((w) => w.user_id) });
    return { message: 'the_book_has_been_successfully_returned', book: await loadBookRow(em, caller, id) };
  });
}

/** POST books/{id}/watch (idempotent). @throws book_not_found | book_not_taken | cannot_watch_own_book */
export async function watchBook(ctx: AppContext, caller: Actor, id: number) {
  return transact(ctx, async (em) => {
    const b = await requireBook(em, id);
    assertCanWatchBook(caller, { borrowerId: b.user_id, extended: b.extended, watched: false });
    if (!(await em.getRepository(BookWatch).existsBy({ book_id: id, user_id: caller.id }))) await em.getRepository(BookWatch).insert({ book_id: id, user_id: caller.id });
    return { message: 'the_book_has_been_successfully_added_to_your_watchlist', book: await loadBookRow(em, caller, id) };
  });
}

/** DELETE books/{id}/watch: ends the caller's watch (nothing to end is fine). @throws book_not_found */
export async function unwatchBook(ctx: AppContext, caller: Actor, id: number) {
  return transact(ctx, async (em) => {
    await requireBook(em, id);
    await em.getRepository(BookWatch).delete({ book_id: id, user_id: caller.id });
    return { message: 'the_book_has_been_successfully_unwatched', book: await loadBookRow(em, caller, id) };
  });
}
