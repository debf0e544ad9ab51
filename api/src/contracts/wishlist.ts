/**
 * Wishlist and suggestion cloud contracts (spec 3 §3 Wishlist and suggestions, §4 Wishlist and Suggestion,
 * §5, §7 wishlist and suggestion_cloud, §9): the limits are written here once and shared by the server and
 * the tab (`@contracts/wishlist`).
 */
import { z } from 'zod';
import { pagedSchema, pagingQuery } from '../http/paging';

export const WISHLIST_LIMITS = {
  /** Wish text (spec 3 §5: required, max 255). */
  item: 255,
  /** Suggestion text (spec 3 §5, §9: required, max 254). */
  suggestion: 254,
  /** Likes each user may hold at once (spec 3 §4, §9). */
  likes: 3,
  /** Rows of the wish table (spec 3 §9). */
  rows: 20,
} as const;

/** POST wishlist: the wish; `user_id`, when sent, must be the caller's own id. */
export const wishCreateBody = z.object({
  item: z.string().trim().min(1, 'required').max(WISHLIST_LIMITS.item),
  user_id: z.number().int().positive().optional(),
});
export type WishCreateBody = z.infer<typeof wishCreateBody>;

/** POST wishlist/vote: like or (when liked) unlike a wish; `user_id`, when sent, must be the caller's own id. */
export const wishVoteBody = z.object({
  wish_id: z.number().int().positive(),
  user_id: z.number().int().positive().optional(),
});

/** GET wishlist?page&pageSize (default 20 rows, spec 3 §9): most liked first, then newest. */
export const wishListQuery = pagingQuery.extend({
  pageSize: pagingQuery.shape.pageSize.unwrap().default(WISHLIST_LIMITS.rows),
});

/** A wish (spec 3 §3 Wish) with its author's name, its like count and what the caller did or may do. */
export const wish = z.object({
  id: z.number().int(),
  item: z.string(),
  user_id: z.number().int(),
  user_name: z.string(),
  likes: z.number().int(),
  creation_date: z.string(),
  /** The caller likes it. */
  liked: z.boolean(),
  can: z.object({ delete: z.boolean() }),
});
export type Wish = z.infer<typeof wish>;

/** GET wishlist: the page and the caller's likes left. */
export const wishList = pagedSchema(wish).extend({ likes_left: z.number().int() });
export type WishList = z.infer<typeof wishList>;

/** GET wishlist/vote: the wishes the caller likes and the likes left of the budget. */
export const myVotes = z.object({ data: z.array(z.number().int()), likes_left: z.number().int() });
export type MyVotes = z.infer<typeof myVotes>;

/** POST wishlist/vote reply: whether the wish is liked now, its count and the caller's likes left. */
export const voteReply = z.object({ message: z.string(), wish_id: z.number().int(), liked: z.boolean(), likes: z.number().int(), likes_left: z.number().int() });

/** POST wishlist reply: the success key `wish_created` and the wish. */
export const wishReply = z.object({ message: z.string(), wish });

/**
 * POST suggestion_cloud: `user_id` null (or absent) is anonymous — the server keeps no user at all;
 * otherwise it must be the caller's own id (403 suggestion_deny).
 */
export const suggestionCreateBody = z.object({
  suggestion: z.string().trim().min(1, 'required').max(WISHLIST_LIMITS.suggestion),
  user_id: z.number().int().positive().nullable().default(null),
});
export type SuggestionCreateBody = z.infer<typeof suggestionCreateBody>;

/** PUT suggestion_cloud/{id}: read or unread. */
export const suggestionReadBody = z.object({ is_read: z.boolean() });

/** GET suggestion_cloud?page&pageSize: unread first, then newest (spec 3 §4 Suggestion). */
export const suggestionListQuery = pagingQuery.extend({
  pageSize: pagingQuery.shape.pageSize.unwrap().default(WISHLIST_LIMITS.rows),
});

/** A suggestion (spec 3 §3 Suggestion); the names are null when anonymous. */
export const suggestion = z.object({
  id: z.number().int(),
  suggestion: z.string(),
  user_id: z.number().int().nullable(),
  user_name: z.string().nullable(),
  user_surname: z.string().nullable(),
  creation_date: z.string(),
  is_read: z.boolean(),
});
export type Suggestion = z.infer<typeof suggestion>;

export const suggestionList = pagedSchema(suggestion).extend({ unread: z.number().int() });
export type SuggestionList = z.infer<typeof suggestionList>;

/** POST suggestion_cloud reply: the success key `suggestion_accept` (the row is not echoed: an anonymous author learns nothing new). */
export const suggestionCreated = z.object({ message: z.string(), id: z.number().int() });
export const suggestionReply = z.object({ message: z.string(), suggestion });
