/**
 * FAQ (issue 17 item 1; spec 3 §3 FAQ, §5 FAQ, §6 frequently_asked_questions_*, §7 FAQ, §8 FAQ codes):
 * categories, questions with sanitised rich-text answers, votes and search. Suggested questions are in
 * faq.suggestions.ts, the search in faq.search.ts; rules: faq.policy.ts; shapes: faq.presenters.ts.
 *
 * Choices where the spec is silent (written down here):
 * - Answers are HTML reduced to the one allowlist of shared/rich-text.ts before they are stored; the
 *   visible text is kept beside (answer_text) for the search and the bot. An answer may be empty.
 * - `category_id` -1 or null is "uncategorised"; an unknown category is 404 faq_category_not_found.
 * - Deleting a category keeps its questions: they become uncategorised (one transaction).
 * - A vote is final: a second one on the same question is 409 faq_vote_deny (checked first, and held by
 *   the unique key question_id + user_id under concurrency). Deleting a question deletes its votes.
 * - Unknown question ids answer 404 faq_question_not_found.
 */
import { In, IsNull, type EntityManager } from 'typeorm';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { FaqQuestionBody, faqListQuery } from '../../contracts/faq';
import { inTransaction } from '../../db/tx';
import { AppError } from '../../http/errors';
import { offsetOf, type Paged } from '../../http/paging';
import { richTextToPlain, sanitizeRichText } from '../../shared/rich-text';
import type { Actor } from '../approvals';
import { FaqCategory, FaqQuestion, FaqSuggestion, FaqVote } from './faq.entities';
import { assertCanVote, assertCanWriteFaq, canWriteFaq } from './faq.policy';
import { NO_VOTES, presentCategory, presentQuestion, type VoteFacts } from './faq.presenters';
import { searchQuestions } from './faq.search';
import { isUniqueViolation } from '../../db/unique';

/** The error codes of this module and their HTTP statuses (registered by the routes). */
export const FAQ_ERRORS = { faq_category_not_found: 404, faq_question_not_found: 404, faq_vote_deny: 409 } as const;

type Question = ReturnType<typeof presentQuestion>;


/** Sanitised answer HTML and its visible text. */
export function cleanAnswer(html: string | null | undefined): { answer: string; answer_text: string } {
  const answer = sanitizeRichText(html ?? '');
  return { answer, answer_text: richTextToPlain(answer) };
}

/** @throws 404 faq_category_not_found */
export async function requireCategory(em: EntityManager, id: number): Promise<FaqCategory> {
  const c = await em.getRepository(FaqCategory).findOneBy({ id });
  if (!c) throw new AppError('faq_category_not_found');
  return c;
}

/** @throws 404 faq_question_not_found */
async function requireQuestion(em: EntityManager, id: number): Promise<FaqQuestion> {
  const q = await em.getRepository(FaqQuestion).findOneBy({ id });
  if (!q) throw new AppError('faq_question_not_found');
  return q;
}

/** Vote counts of these questions and `userId`'s own votes: two queries whatever the number of questions. */
export async function votesOf(em: EntityManager, ids: number[], userId: number): Promise<Map<number, VoteFacts>> {
  const out = new Map<number, VoteFacts>();
  if (!ids.length) return out;
  const counts = await em
    .getRepository(FaqVote)
    .createQueryBuilder('v')
    .select('v.question_id', 'question_id')
    .addSelect('SUM(CASE WHEN v.is_helpful = 1 THEN 1 ELSE 0 END)', 'helpful')
    .addSelect('COUNT(*)', 'total')
    .where({ question_id: In(ids) })
    .groupBy('v.question_id')
    .getRawMany<{ question_id: number; helpful: number; total: number }>();
  for (const c of counts) out.set(Number(c.question_id), { helpful: Number(c.helpful), notHelpful: Number(c.total) - Number(c.helpful), mine: null });
  const mine = await em.getRepository(FaqVote).findBy({ question_id: In(ids), user_id: userId });
  for (const v of mine) out.set(v.question_id, { ...(out.get(v.question_id) ?? NO_VOTES), mine: Boolean(v.is_helpful) });
  return out;
}

/** Questions by id in the given order, presented for `caller`. */
export async function presentQuestions(em: EntityManager, ids: number[], caller: Actor): Promise<Question[]> {
  if (!ids.length) return [];
  const rows = await em.getRepository(FaqQuestion).findBy({ id: In(ids) });
  const byId = new Map(rows.map((r) => [r.id, r]));
  const votes = await votesOf(em, ids, caller.id);
  return ids.flatMap((id) => {
    const q = byId.get(id);
    return q ? [presentQuestion(q, votes.get(id) ?? NO_VOTES, caller)] : [];
  });
}

/** One question for `caller`. @throws 404 faq_question_not_found */
export async function loadQuestion(em: EntityManager, id: number, caller: Actor): Promise<Question> {
  const [q] = await presentQuestions(em, [(await requireQuestion(em, id)).id], caller);
  return q;
}

/**
 * GET faq: one page of questions. With `q`: the search (faq.search.ts), best first; otherwise by question
 * text. `category_id` narrows to a category, -1 to the uncategorised ones.
 */
export async function listQuestions(ctx: AppContext, caller: Actor, query: z.infer<typeof faqListQuery>): Promise<Paged<Question>> {
  const em = ctx.ds.manager;
  const categoryId = query.category_id === undefined ? undefined : query.category_id < 0 ? null : query.category_id;
  const offset = offsetOf(query.page, query.pageSize);
  let ids: number[];
  let total: number;
  if (query.q) {
    ({ ids, total } = await searchQuestions(em, query.q, { offset, limit: query.pageSize, categoryId }));
  } else {
    const where = categoryId === undefined ? {} : { category_id: categoryId === null ? IsNull() : categoryId };
    const [rows, n] = await em.getRepository(FaqQuestion).findAndCount({ select: { id: true }, where, order: { question: 'ASC', id: 'ASC' }, skip: offset, take: query.pageSize });
    ids = rows.map((r) => r.id);
    total = n;
  }
  return { currentPage: query.page, data: await presentQuestions(em, ids, caller), totalCount: total };
}

/** GET faq/categories: every category by name with its number of questions, and the uncategorised count. */
export async function listCategories(ctx: AppContext, caller: Actor) {
  const em = ctx.ds.manager;
  const categories = await em.getRepository(FaqCategory).find({ order: { name: 'ASC', id: 'ASC' } });
  const counts = await em
    .getRepository(FaqQuestion)
    .createQueryBuilder('q')
    .select('q.category_id', 'category_id')
    .addSelect('COUNT(*)', 'n')
    .groupBy('q.category_id')
    .getRawMany<{ category_id: number | null; n: number }>();
  const countOf = new Map(counts.map((c) => [c.category_id == null ? null : Number(c.category_id), Number(c.n)]));
  return {
    data: categories.map((c) => presentCategory(c, countOf.get(c.id) ?? 0)),
    uncategorized_count: countOf.get(null) ?? 0,
    can_write: canWriteFaq(caller),
  };
}

/** POST faq/categories (frequently_asked_questions_write). */
export async function createCategory(ctx: AppContext, caller: Actor, name: string) {
  assertCanWriteFaq(caller);
  const saved = await ctx.ds.getRepository(FaqCategory).save({ name });
  return presentCategory(saved, 0);
}

/** PUT faq/categories/{id}. @throws 404 faq_category_not_found */
export async function updateCategory(ctx: AppContext, caller: Actor, id: number, name: string) {
  assertCanWriteFaq(caller);
  return inTransaction(ctx.ds, async (em) => {
    const c = await requireCategory(em, id);
    await em.getRepository(FaqCategory).update(c.id, { name });
    return presentCategory({ ...c, name }, await em.getRepository(FaqQuestion).countBy({ category_id: c.id }));
  });
}

/** DELETE faq/categories/{id}: its questions become uncategorised. @throws 404 faq_category_not_found */
export async function deleteCategory(ctx: AppContext, caller: Actor, id: number): Promise<void> {
  assertCanWriteFaq(caller);
  await inTransaction(ctx.ds, async (em) => {
    const c = await requireCategory(em, id);
    await em.getRepository(FaqQuestion).update({ category_id: c.id }, { category_id: null });
    await em.getRepository(FaqSuggestion).update({ category_id: c.id }, { category_id: null });
    await em.getRepository(FaqCategory).delete(c.id);
  });
}

/** Inserts a question (the category must exist). @returns its id */
export async function insertQuestion(em: EntityManager, body: { question: string; answer: string; category_id: number | null }, createdBy: number | null): Promise<number> {
  if (body.category_id != null) await requireCategory(em, body.category_id);
  const r = await em.getRepository(FaqQuestion).insert({ question: body.question.trim(), ...cleanAnswer(body.answer), category_id: body.category_id, created_by: createdBy });
  return Number(r.identifiers[0].id);
}

/** POST faq. @throws 404 faq_category_not_found */
export async function createQuestion(ctx: AppContext, caller: Actor, body: FaqQuestionBody): Promise<Question> {
  assertCanWriteFaq(caller);
  return inTransaction(ctx.ds, async (em) => loadQuestion(em, await insertQuestion(em, body, caller.id), caller));
}

/** PUT faq/{id}. @throws 404 faq_question_not_found | faq_category_not_found */
export async function updateQuestion(ctx: AppContext, caller: Actor, id: number, body: FaqQuestionBody): Promise<Question> {
  assertCanWriteFaq(caller);
  return inTransaction(ctx.ds, async (em) => {
    const q = await requireQuestion(em, id);
    if (body.category_id != null) await requireCategory(em, body.category_id);
    await em.getRepository(FaqQuestion).update(q.id, { question: body.question, ...cleanAnswer(body.answer), category_id: body.category_id });
    return loadQuestion(em, q.id, caller);
  });
}

/** DELETE faq/{id}: the question and its votes. @throws 404 faq_question_not_found */
export async function deleteQuestion(ctx: AppContext, caller: Actor, id: number): Promise<void> {
  assertCanWriteFaq(caller);
  await inTransaction(ctx.ds, async (em) => {
    const q = await requireQuestion(em, id);
    await em.getRepository(FaqVote).delete({ question_id: q.id });
    await em.getRepository(FaqSuggestion).update({ question_id: q.id }, { question_id: null });
    await em.getRepository(FaqQuestion).delete(q.id);
  });
}

/**
 * POST faq/votes: records the caller's helpful / not helpful vote, once per question.
 * @returns the question with the new counts
 * @throws 404 faq_question_not_found | 409 faq_vote_deny (already voted, also when two votes race)
 */
export async function vote(ctx: AppContext, caller: Actor, questionId: number, isHelpful: boolean): Promise<Question> {
  return inTransaction(ctx.ds, async (em) => {
    const q = await requireQuestion(em, questionId);
    const earlier = await em.getRepository(FaqVote).findOneBy({ question_id: q.id, user_id: caller.id });
    assertCanVote(caller, earlier ? Boolean(earlier.is_helpful) : null);
    try {
      await em.getRepository(FaqVote).insert({ question_id: q.id, user_id: caller.id, is_helpful: isHelpful });
    } catch (err) {
      if (isUniqueViolation(err)) throw new AppError('faq_vote_deny');
      throw err;
    }
    return loadQuestion(em, q.id, caller);
  });
}
