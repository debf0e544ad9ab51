/**
 * Wishlist and suggestion cloud routes (spec 3 §7 Wishlist and suggestions) under /api/v1, with the success
 * keys of spec 3 §8. Rules: wishlist.policy.ts; wishes and likes: wishlist.service.ts; the cloud:
 * suggestions.service.ts.
 */
import type { AppContext } from '../../context';
import { okReply } from '../../contracts/common';
import {
  myVotes as myVotesReply, suggestionCreateBody, suggestionCreated, suggestionList, suggestionListQuery, suggestionReadBody,
  suggestionReply, voteReply, wishCreateBody, wishList, wishListQuery, wishReply, wishVoteBody,
} from '../../contracts/wishlist';
import { registerErrorCodes } from '../../http/errors';
import { idParams, type Access, type Api } from '../../http/route';
import { createSuggestion, deleteSuggestion, listSuggestions, markSuggestion } from './suggestions.service';
import { createWish, deleteWish, listWishes, myVotes, voteWish, WISHLIST_ERRORS } from './wishlist.service';

const WISHES: Access = { anyOf: ['wishlist_read'] };
const SUGGEST: Access = { anyOf: ['suggestions_write'] };
const SUGGESTIONS: Access = { anyOf: ['suggestions_read'] };

/** Declares /wishlist and /suggestion_cloud and their error codes. */
export function registerWishlist({ v1 }: Api, ctx: AppContext): void {
  registerErrorCodes(WISHLIST_ERRORS);
  v1.add({
    method: 'get', path: '/wishlist', summary: 'Wishes, paged (20 rows by default): most liked first, then newest; with the caller\'s likes left (budget 3)',
    access: WISHES, query: wishListQuery, response: wishList,
    handler: ({ user, query }) => listWishes(ctx, user, query),
  });
  v1.add({
    method: 'post', path: '/wishlist', summary: 'Post a wish (item ≤ 255) as the caller', access: WISHES, status: 201, body: wishCreateBody, response: wishReply,
    handler: async ({ user, body }) => ({ message: 'wish_created', wish: await createWish(ctx, user, body) }),
  });
  v1.add({
    method: 'delete', path: '/wishlist/:id', summary: 'Delete a wish: the author, or wishlist_write (403 wish_not_yours, 404 wish_not_found)',
    access: WISHES, params: idParams, response: okReply,
    handler: async ({ user, params }) => {
      await deleteWish(ctx, user, params.id);
      return { message: 'wish_deleted' };
    },
  });
  v1.add({
    method: 'get', path: '/wishlist/vote', summary: 'The wishes the caller likes and the likes left', access: WISHES, response: myVotesReply,
    handler: ({ user }) => myVotes(ctx, user),
  });
  v1.add({
    method: 'post', path: '/wishlist/vote', summary: 'Like a wish, or unlike a liked one; 400 wishlist_vote_deny when the 3 likes are used', access: WISHES, body: wishVoteBody, response: voteReply,
    handler: async ({ user, body }) => {
      const r = await voteWish(ctx, user, body);
      return { message: r.liked ? 'wish_liked' : 'wish_unliked', ...r };
    },
  });
  v1.add({
    method: 'get', path: '/suggestion_cloud', summary: 'Suggestions, paged: unread first, then newest; names null when anonymous',
    access: SUGGESTIONS, query: suggestionListQuery, response: suggestionList,
    handler: ({ query }) => listSuggestions(ctx, query),
  });
  v1.add({
    method: 'post', path: '/suggestion_cloud', summary: 'Submit a suggestion (≤ 254); user_id null is anonymous and stores no user', access: SUGGEST, status: 201,
    body: suggestionCreateBody, response: suggestionCreated,
    handler: async ({ user, body }) => ({ message: 'suggestion_accept', id: await createSuggestion(ctx, user, body) }),
  });
  v1.add({
    method: 'put', path: '/suggestion_cloud/:id', summary: 'Mark a suggestion read or unread (404 failed_to_update_read_suggestion)', access: SUGGESTIONS,
    params: idParams, body: suggestionReadBody, response: suggestionReply,
    handler: async ({ params, body }) => ({ message: 'suggestion_updated', suggestion: await markSuggestion(ctx, params.id, body.is_read) }),
  });
  v1.add({
    method: 'delete', path: '/suggestion_cloud/:id', summary: 'Delete a suggestion (404 failed_to_delete_suggestion)', access: SUGGESTIONS, params: idParams, response: okReply,
    handler: async ({ params }) => {
      await deleteSuggestion(ctx, params.id);
      return { message: 'suggestion_deleted' };
    },
  });
}
