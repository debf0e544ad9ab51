/**
 * Suggestion cloud (issue 17 item 3; spec 3 §3 Suggestion, §4 Suggestion, §5, §6, §7 suggestion_cloud, §8).
 *
 * - POST (suggestions_write): `user_id` null is anonymous. Then the row has no user_id and nothing else
 *   about the author is written anywhere: no log line names the caller (the request log carries no user,
 *   and this module logs nothing), the reply echoes only the id. A named suggestion must name the caller
 *   (403 suggestion_deny).
 * - GET (suggestions_read): paged in SQL, unread first, then newest, with the author's names (null when
 *   anonymous) and the count of unread ones.
 * - PUT {id} is_read and DELETE {id} (suggestions_read): unknown ids answer 404 failed_to_update_read_suggestion
 *   and failed_to_delete_suggestion (the spec's keys of these failures).
 */
import type { EntityManager } from 'typeorm';
import type { AppContext } from '../../context';
import type { SuggestionCreateBody } from '../../contracts/wishlist';
import { inTransaction } from '../../db/tx';
import { AppError } from '../../http/errors';
import { offsetOf } from '../../http/paging';
import { Suggestion } from './wishlist.entities';
import { assertSuggestionAuthor, type Caller } from './wishlist.policy';
import { presentSuggestion, type SuggestionRow } from './wishlist.presenters';

function rowsQuery(em: EntityManager) {
  return em
    .getRepository(Suggestion)
    .createQueryBuilder('s')
    .leftJoin('users', 'u', 'u.id = s.user_id')
    .select(['s.id AS id', 's.suggestion AS suggestion', 's.user_id AS user_id', 's.is_read AS is_read', 's.created_at AS created_at', 'u.name AS user_first', 'u.surname AS user_last']);
}

/** GET suggestion_cloud: a page, unread first then newest, and how many are unread. */
export async function listSuggestions(ctx: AppContext, q: { page: number; pageSize: number }) {
  const repo = ctx.ds.getRepository(Suggestion);
  const [totalCount, unread] = [await repo.count(), await repo.countBy({ is_read: false })];
  const rows = await rowsQuery(ctx.ds.manager)
    .orderBy('s.is_read', 'ASC')
    .addOrderBy('s.created_at', 'DESC')
    .addOrderBy('s.id', 'DESC')
    .offset(offsetOf(q.page, q.pageSize))
    .limit(q.pageSize)
    .getRawMany<SuggestionRow>();
  return { currentPage: q.page, data: rows.map(presentSuggestion), totalCount, unread };
}

/** POST suggestion_cloud: stores the text, and the caller only when not anonymous. @throws 403 suggestion_deny */
export async function createSuggestion(ctx: AppContext, caller: Caller, body: SuggestionCreateBody): Promise<number> {
  assertSuggestionAuthor(caller, body.user_id);
  const saved = await inTransaction(ctx.ds, (em) => em.getRepository(Suggestion).save({ suggestion: body.suggestion, user_id: body.user_id, is_read: false }));
  return saved.id;
}

/** PUT suggestion_cloud/{id}: marks read or unread. @throws 404 failed_to_update_read_suggestion */
export async function markSuggestion(ctx: AppContext, id: number, isRead: boolean) {
  return inTransaction(ctx.ds, async (em) => {
    const done = await em.getRepository(Suggestion).update({ id }, { is_read: isRead });
    if (!done.affected) throw new AppError('failed_to_update_read_suggestion');
    return presentSuggestion((await rowsQuery(em).where('s.id = :id', { id }).getRawOne<SuggestionRow>()) as SuggestionRow);
  });
}

/** DELETE suggestion_cloud/{id}. @throws 404 failed_to_delete_suggestion */
export async function deleteSuggestion(ctx: AppContext, id: number): Promise<void> {
  const done = await inTransaction(ctx.ds, (em) => em.getRepository(Suggestion).delete({ id }));
  if (!done.affected) throw new AppError('failed_to_delete_suggestion');
}
