/** Reply shapes of the wishlist and the suggestion cloud (spec 3 §3), typed with api/src/contracts/wishlist.ts. */
import type { Suggestion, Wish } from '../../contracts/wishlist';
import { canDeleteWish, type Caller } from './wishlist.policy';

/** An instant as read from the driver (a Date, or SQLite's UTC `YYYY-MM-DD HH:mm:ss` text). */
const instantOf = (v: Date | string): Date => (v instanceof Date ? v : new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(v) ? v : `${v.replace(' ', 'T')}Z`));

/** A wish row as the list query reads it (raw values: counts may be strings, booleans 0/1). */
export interface WishRow {
  id: number;
  item: string;
  user_id: number;
  user_first: string | null;
  user_last: string | null;
  likes: number | string;
  liked: number | string | boolean;
  created_at: Date | string;
}

/** A wish with its like count and what the caller did (liked) and may do (delete). */
export function presentWish(r: WishRow, caller: Caller): Wish {
  return {
    id: Number(r.id),
    item: r.item,
    user_id: Number(r.user_id),
    user_name: [r.user_first, r.user_last].filter(Boolean).join(' '),
    likes: Number(r.likes),
    creation_date: instantOf(r.created_at).toISOString(),
    liked: Number(r.liked) > 0,
    can: { delete: canDeleteWish(caller, Number(r.user_id)) },
  };
}

/** A suggestion row with its author's names (null when anonymous). */
export interface SuggestionRow {
  id: number;
  suggestion: string;
  user_id: number | null;
  user_first: string | null;
  user_last: string | null;
  is_read: boolean | number;
  created_at: Date | string;
}

export function presentSuggestion(r: SuggestionRow): Suggestion {
  return {
    id: Number(r.id),
    suggestion: r.suggestion,
    user_id: r.user_id === null ? null : Number(r.user_id),
    user_name: r.user_id === null ? null : r.user_first,
    user_surname: r.user_id === null ? null : r.user_last,
    creation_date: instantOf(r.created_at).toISOString(),
    is_read: Boolean(Number(r.is_read)),
  };
}
