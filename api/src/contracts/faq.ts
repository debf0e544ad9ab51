/**
 * FAQ contracts (spec 3 §3 FAQ, §5 FAQ, §7 FAQ, §8 FAQ codes): limits written once, shared by the server
 * and the tab (`@contracts/faq`).
 * - A question: `question` (required, ≤ 255), `answer` (rich-text HTML, sanitised on the server; may be
 *   empty), `category_id` (a category, or -1 / null = uncategorised).
 * - A category: `name` (required, ≤ 255).
 * - A vote: `question_id`, `is_helpful` — once per user per question (409 `faq_vote_deny`).
 * - A suggested question (POST faq/request): `question` (≤ 255), `answer` (optional), `category_id` (optional).
 */
import { z } from 'zod';
import { pagedSchema, pagingQuery } from '../http/paging';
import { LIMITS } from './common';

export const FAQ_LIMITS = {
  question: LIMITS.short,
  categoryName: LIMITS.short,
  /** Longest stored answer HTML (after sanitising). */
  answer: 20_000,
  /** "None" in the category select (spec 3 §5). */
  noCategory: -1,
  /** Most matches the bot shows for one message. */
  botMatches: 3,
} as const;

const required = (max: number) => z.string().trim().min(1, 'required').max(max);

/** A category id, or -1 / null / absent for "uncategorised" (normalised to null). */
export const faqCategoryRef = z
  .number()
  .int()
  .nullish()
  .transform((n) => (n == null || n < 0 ? null : n));

/** POST faq and PUT faq/{id}. */
export const faqQuestionBody = z.object({
  question: required(FAQ_LIMITS.question),
  answer: z.string().max(FAQ_LIMITS.answer).default(''),
  category_id: faqCategoryRef,
});
export type FaqQuestionBody = z.infer<typeof faqQuestionBody>;

/** POST faq/categories and PUT faq/categories/{id}. */
export const faqCategoryBody = z.object({ name: required(FAQ_LIMITS.categoryName) });

/** POST faq/votes. */
export const faqVoteBody = z.object({ question_id: z.number().int().positive(), is_helpful: z.boolean() });

/** POST faq/request: a suggested question (the approvers may add the answer and the category). */
export const faqSuggestionBody = z.object({
  question: required(FAQ_LIMITS.question),
  answer: z.string().max(FAQ_LIMITS.answer).nullish().transform((s) => s ?? ''),
  category_id: faqCategoryRef,
});
export type FaqSuggestionBody = z.infer<typeof faqSuggestionBody>;
/** An edit of a suggestion through the engine (chain items with edit rights): any of the fields. */
export const faqSuggestionEditBody = z.object({
  question: required(FAQ_LIMITS.question).optional(),
  answer: z.string().max(FAQ_LIMITS.answer).nullish(),
  category_id: z.number().int().nullish(),
});

/**
 * GET faq: paged (sizes 5/10/20/50/100). `q` searches words over questions and answers (best first);
 * without `q` the questions are ordered by question text. `category_id` narrows to one category
 * (-1 = the uncategorised ones).
 */
export const faqListQuery = pagingQuery.extend({ category_id: z.coerce.number().int().optional() });

/** What the caller may do with a question (the tab reads these, never re-derives a rule). */
export const faqAbilities = z.object({ edit: z.boolean(), delete: z.boolean(), vote: z.boolean() });

/** A question as the FAQ page and the bot show it. */
export const faqQuestion = z.object({
  id: z.number().int(),
  question: z.string(),
  /** Sanitised rich-text HTML. */
  answer: z.string(),
  /** Null: uncategorised. */
  category_id: z.number().int().nullable(),
  helpful: z.number().int(),
  not_helpful: z.number().int(),
  /** The caller's vote: true helpful, false not helpful, null none yet. */
  my_vote: z.boolean().nullable(),
  can: faqAbilities,
});
export type FaqQuestion = z.infer<typeof faqQuestion>;
export const faqList = pagedSchema(faqQuestion);
export type FaqList = z.infer<typeof faqList>;

export const faqCategory = z.object({ id: z.number().int(), name: z.string(), question_count: z.number().int() });
export type FaqCategory = z.infer<typeof faqCategory>;
/** GET faq/categories: every category by name, the number of uncategorised questions and whether the caller may manage them. */
export const faqCategoryList = z.object({ data: z.array(faqCategory), uncategorized_count: z.number().int(), can_write: z.boolean() });
export type FaqCategoryList = z.infer<typeof faqCategoryList>;

export const faqQuestionReply = z.object({ message: z.string(), question: faqQuestion });
export const faqCategoryReply = z.object({ message: z.string(), category: faqCategory });
export const faqVoteReply = z.object({ message: z.string(), question: faqQuestion });
/** POST faq/request: the suggestion, its request (submitted at once into the type's chain) and its status. */
export const faqSuggestionReply = z.object({ message: z.string(), id: z.number().int(), request_id: z.number().int(), status: z.string() });

/** The suggestion as approvers see it (GET /requests/{id}/object). */
export const faqSuggestionObject = z.object({
  id: z.number().int(),
  question: z.string(),
  answer: z.string(),
  category_id: z.number().int().nullable(),
  category_name: z.string().nullable(),
  user_id: z.number().int(),
  /** The question made from it once approved. */
  question_id: z.number().int().nullable(),
});

/** Words too common to tell questions apart (English and Lithuanian), left out of a search. */
const STOP_WORDS = new Set(
  ('a an and are as at be by can could do does did for from get got has have how i if in is it its me my of on or our should so that the ' +
    'their there this to was we what when where which who why will with would you your am any many much not no yes please ' +
    'ar ir kaip kiek kur kas kada kodėl kokia koks kokios kokie mano man mane aš tu jūs mes yra buvo bus ne taip su už iš į per apie ' +
    'prie nuo po be tai tas ta kad jei o bet gali galiu galima reikia turiu turi turime savo')
    .split(' '),
);
/** Most search words used. */
const MAX_TERMS = 8;

/**
 * The stems a FAQ search text is matched by (the server's search and the tab's highlighting): its words
 * (letters and digits) without the common ones, each word longer than 4 letters cut to about three
 * quarters (so "vacations" finds "vacation", "atostogų" finds "atostogos"); a stem matches the start of a
 * word. Empty when only common words were given.
 */
export function searchStems(text: string): string[] {
  const words = (text.toLowerCase().normalize('NFC').match(/[\p{L}\p{N}]+/gu) ?? []).filter((w) => !STOP_WORDS.has(w) && w.length > 1);
  const stems = words.map((w) => (w.length > 4 ? w.slice(0, Math.max(4, Math.ceil(w.length * 0.75))) : w));
  return [...new Set(stems)].slice(0, MAX_TERMS);
}

/** Lower case without diacritics, one character for one (what FTS5's unicode61 remove_diacritics does). */
export const foldText = (s: string): string =>
  s
    .split('')
    .map((c) => c.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').charAt(0) || c)
    .join('');
