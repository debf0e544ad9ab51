/**
 * Wishlist (issue 17 item 3; spec 3 §3 Wish, §4 Wishlist, §5, §6, §7 wishlist, §8, §9).
 *
 * - GET wishlist: paged in SQL (20 rows by default), most liked first, then newest; each row carries its
 *   like count (one grouped sub-query, no N+1), whether the caller likes it and whether they may delete it.
 * - Likes: a budget of 3 per user. Liking a liked wish removes the like (toggle); otherwise a free slot
 *   (1..3) is needed, else 400 wishlist_vote_deny. The budget is held by the unique key (user_id, slot)
 *   and the once-per-wish rule by (wish_id, user_id): a concurrent like that loses the race on a slot
 *   fails on the key and is retried against the new state, so 50 concurrent likes by one user never
 *   leave more than 3 likes, on SQLite and SQL Server alike.
 * - Delete: the author, or wishlist_write (403 wish_not_yours); unknown ids 404 wish_not_found; the
 *   wish's likes go with it (their slots are free again).
 */
import type { EntityManager } from 'typeorm';
import type { AppContext } from '../../context';
import type { WishCreateBody } from '../../contracts/wishlist';
import { WISHLIST_LIMITS } from '../../contracts/wishlist';
import { inTransaction } from '../../db/tx';
import { AppError } from '../../http/errors';
import { offsetOf } from '../../http/paging';
import { Wish, WishLike } from './wishlist.entities';
import { assertCanDeleteWish, assertSelf, type Caller } from './wishlist.policy';
import { presentWish, type WishRow } from './wishlist.presenters';
import { isUniqueViolation } from '../../db/unique';

/** Error codes of the wishlist and the suggestion cloud with their HTTP statuses (spec 3 §8). */
export const WISHLIST_ERRORS = {
  wish_not_found: 404,
  wish_not_yours: 403,
  wishlist_vote_deny: 400,
  suggestion_deny: 403,
  failed_to_delete_suggestion: 404,
  failed_to_update_read_suggestion: 404,
} as const;

/** Wish rows with the author's name, the like count and the caller's like. */
function rowsQuery(em: EntityManager, callerId: number) {
  return em
    .getRepository(Wish)
    .createQueryBuilder('w')
    .innerJoin('users', 'u', 'u.id = w.user_id')
    .leftJoin('(SELECT wish_id, COUNT(*) AS n FROM wish_likes GROUP BY wish_id)', 'c', 'c.wish_id = w.id')
    .leftJoin('wish_likes', 'mine', 'mine.wish_id = w.id AND mine.user_id = :me', { me: callerId })
    .select([
      'w.id AS id', 'w.item AS item', 'w.user_id AS user_id', 'w.created_at AS created_at',
      'u.name AS user_first', 'u.surname AS user_last',
      'COALESCE(c.n, 0) AS likes', 'CASE WHEN mine.id IS NULL THEN 0 ELSE 1 END AS liked',
    ]);
}

/** Likes the user holds now. */
const likesOf = (em: EntityManager, userId: number) => em.getRepository(WishLike).find({ where: { user_id: userId }, order: { slot: 'ASC' } });

/** GET wishlist: a page of wishes (most liked, then newest) and the caller's likes left. */
export async function listWishes(ctx: AppContext, caller: Caller, q: { page: number; pageSize: number }) {
  const em = ctx.ds.manager;
  const totalCount = await em.getRepository(Wish).count();
  const rows = await rowsQuery(em, caller.id)
    .orderBy('likes', 'DESC')
    .addOrderBy('w.created_at', 'DESC')
    .addOrderBy('w.id', 'DESC')
    .offset(offsetOf(q.page, q.pageSize))
    .limit(q.pageSize)
    .getRawMany<WishRow>();
  const used = await em.getRepository(WishLike).countBy({ user_id: caller.id });
  return { currentPage: q.page, data: rows.map((r) => presentWish(r, caller)), totalCount, likes_left: WISHLIST_LIMITS.likes - used };
}

/** GET wishlist/vote: the ids of the wishes the caller likes and the likes left. */
export async function myVotes(ctx: AppContext, caller: Caller) {
  const likes = await likesOf(ctx.ds.manager, caller.id);
  return { data: likes.map((l) => l.wish_id), likes_left: WISHLIST_LIMITS.likes - likes.length };
}

/** POST wishlist: a wish by the caller. @throws 403 missing_permissions when user_id names someone else */
export async function createWish(ctx: AppContext, caller: Caller, body: WishCreateBody) {
  assertSelf(caller, body.user_id);
  return inTransaction(ctx.ds, async (em) => {
    const saved = await em.getRepository(Wish).save({ item: body.item, user_id: caller.id });
    const row = await rowsQuery(em, caller.id).where('w.id = :id', { id: saved.id }).getRawOne<WishRow>();
    return presentWish(row as WishRow, caller);
  });
}

/** DELETE wishlist/{id}: the author or wishlist_write; the likes go too. @throws wish_not_found | wish_not_yours */
export async function deleteWish(ctx: AppContext, caller: Caller, id: number): Promise<void> {
  await inTransaction(ctx.ds, async (em) => {
    const w = await em.getRepository(Wish).findOneBy({ id });
    if (!w) throw new AppError('wish_not_found');
    assertCanDeleteWish(caller, w.user_id);
    await em.getRepository(WishLike).delete({ wish_id: id });
    await em.getRepository(Wish).delete({ id });
  });
}

/** Whether an error is a unique-key violation (SQLite, SQL Server). */

/** One attempt of a like toggle in one transaction. */
async function toggleOnce(ctx: AppContext, caller: Caller, wishId: number) {
  return inTransaction(ctx.ds, async (em) => {
    if (!(await em.getRepository(Wish).existsBy({ id: wishId }))) throw new AppError('wish_not_found');
    const removed = await em.getRepository(WishLike).delete({ wish_id: wishId, user_id: caller.id });
    let liked = false;
    if (!removed.affected) {
      const taken = new Set((await likesOf(em, caller.id)).map((l) => l.slot));
      const slot = [1, 2, 3].find((s) => !taken.has(s) && s <= WISHLIST_LIMITS.likes);
      if (slot === undefined) throw new AppError('wishlist_vote_deny');
      await em.getRepository(WishLike).insert({ wish_id: wishId, user_id: caller.id, slot });
      liked = true;
    }
    const likes = await em.getRepository(WishLike).countBy({ wish_id: wishId });
    const used = await em.getRepository(WishLike).countBy({ user_id: caller.id });
    return { wish_id: wishId, liked, likes, likes_left: WISHLIST_LIMITS.likes - used };
  });
}

/**
 * POST wishlist/vote: toggles the caller's like of a wish. A lost race on a slot or on the wish (the
 * unique keys) is retried against the new state, up to 5 times, then refused as wishlist_vote_deny.
 * @throws wish_not_found | wishlist_vote_deny | missing_permissions (user_id of someone else)
 */
export async function voteWish(ctx: AppContext, caller: Caller, body: { wish_id: number; user_id?: number }) {
  assertSelf(caller, body.user_id);
  for (let attempt = 0; ; attempt++) {
    try {
      return await toggleOnce(ctx, caller, body.wish_id);
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      if (attempt >= 4) throw new AppError('wishlist_vote_deny');
    }
  }
}
