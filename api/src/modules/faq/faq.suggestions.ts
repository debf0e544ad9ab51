/**
 * Suggested questions (spec 3 §3 FAQ "Suggested question", §7 POST faq/request, §8
 * question_request_successfully_submitted / _edited): request type `question_suggestion` of the approval
 * engine (also reached as `QuestionSuggestion`).
 *
 * POST faq/request (frequently_asked_questions_read: "view and suggest") stores the suggestion (question
 * ≤ 255; answer optional, sanitised rich text; category optional) and its request and submits it at once,
 * in one transaction, into the chain mapped to `question_suggestion` (no chain mapped: 400
 * chain_mapping_not_configured and nothing is stored). "Module responsible" steps go to the holders of
 * frequently_asked_questions_write. Approvers whose chain item has edit rights may edit the question, the
 * answer and the category through the engine (same limits). When the request is approved, the suggestion
 * becomes a FAQ question (faq_suggestions.question_id points to it). The Teams bot's "Ask HR" files the
 * user's message the same way (faq.bot.ts).
 */
import type { EntityManager } from 'typeorm';
import type { AppContext } from '../../context';
import type { ObjectChange } from '../../contracts/approvals';
import { faqSuggestionBody, faqSuggestionEditBody, type FaqSuggestionBody } from '../../contracts/faq';
import { AppError } from '../../http/errors';
import { parse } from '../../http/validate';
import { type Actor, createRequest, registerRequestType, submit, transact } from '../approvals';
import { FaqCategory, FaqSuggestion } from './faq.entities';
import { assertCanReadFaq } from './faq.policy';
import { presentSuggestion } from './faq.presenters';
import { cleanAnswer, insertQuestion, requireCategory } from './faq.service';

export const QUESTION_SUGGESTION_TYPE = 'question_suggestion';

async function requireSuggestion(em: EntityManager, id: number): Promise<FaqSuggestion> {
  const s = await em.getRepository(FaqSuggestion).findOneBy({ id });
  if (!s) throw new AppError('request_not_found');
  return s;
}

/** Stores a suggestion of `userId`. @returns its id @throws 404 faq_category_not_found */
async function createSuggestion(em: EntityManager, userId: number, body: FaqSuggestionBody): Promise<number> {
  if (body.category_id != null) await requireCategory(em, body.category_id);
  const r = await em.getRepository(FaqSuggestion).insert({ question: body.question, answer: cleanAnswer(body.answer).answer, category_id: body.category_id, user_id: userId, question_id: null });
  return Number(r.identifiers[0].id);
}

async function loadSuggestion(em: EntityManager, id: number) {
  const s = await em.getRepository(FaqSuggestion).findOneBy({ id });
  if (!s) return null;
  const category = s.category_id == null ? null : await em.getRepository(FaqCategory).findOneBy({ id: s.category_id });
  return presentSuggestion(s, category?.name ?? null);
}

/** The approved suggestion becomes a question (once). */
async function publish(em: EntityManager, request: { object_id: number | null; user_id: number }): Promise<void> {
  const s = await requireSuggestion(em, request.object_id!);
  if (s.question_id != null) return;
  const exists = s.category_id != null && (await em.getRepository(FaqCategory).existsBy({ id: s.category_id }));
  const questionId = await insertQuestion(em, { question: s.question, answer: s.answer, category_id: exists ? s.category_id : null }, s.user_id);
  await em.getRepository(FaqSuggestion).update(s.id, { question_id: questionId });
}

/** Registers `question_suggestion` with the engine (called by the module's registration). */
export function registerQuestionSuggestionType(): void {
  registerRequestType({
    type: QUESTION_SUGGESTION_TYPE,
    load: loadSuggestion,
    owner: async (em, id) => (await em.getRepository(FaqSuggestion).findOneBy({ id }))?.user_id ?? null,
    summary: async (em, request) => {
      const s = await requireSuggestion(em, request.object_id!);
      const answer = cleanAnswer(s.answer).answer_text;
      return { title: s.question, lines: [{ label: 'Question', value: s.question }, ...(answer ? [{ label: 'Answer' as const, value: answer.slice(0, 500) }] : [])] };
    },
    moduleResponsible: { permission: 'frequently_asked_questions_write' },
    create: async (em, { actor, body }) => ({ objectId: await createSuggestion(em, actor.id, parse(faqSuggestionBody, body)) }),
    update: async (em, request, body): Promise<ObjectChange[]> => {
      const s = await requireSuggestion(em, request.object_id!);
      const patch = parse(faqSuggestionEditBody, body);
      const next: Partial<FaqSuggestion> = {};
      if (patch.question !== undefined) next.question = patch.question;
      if (patch.answer !== undefined) next.answer = cleanAnswer(patch.answer).answer;
      if (patch.category_id !== undefined) {
        next.category_id = patch.category_id == null || patch.category_id < 0 ? null : patch.category_id;
        if (next.category_id != null) await requireCategory(em, next.category_id);
      }
      const changes: ObjectChange[] = [];
      for (const [field, value] of Object.entries(next) as [keyof FaqSuggestion, unknown][]) {
        if (value !== s[field]) changes.push({ field, old: s[field], new: value });
      }
      if (changes.length) await em.getRepository(FaqSuggestion).update(s.id, next);
      return changes;
    },
    onApproved: publish,
    onDeleted: async (em, request) => {
      await em.getRepository(FaqSuggestion).delete(request.object_id!);
    },
  });
}

/**
 * POST faq/request: stores the suggestion and submits its request (see module doc).
 * @throws 403 missing_permissions | 404 faq_category_not_found | 400 chain_mapping_not_configured
 */
export async function requestQuestion(ctx: AppContext, caller: Actor, body: FaqSuggestionBody) {
  assertCanReadFaq(caller);
  return transact(ctx, async (em, out) => {
    const id = await createSuggestion(em, caller.id, body);
    const request = await createRequest(em, { type: QUESTION_SUGGESTION_TYPE, objectId: id, ownerId: caller.id, actorId: caller.id });
    await submit(em, out, request, caller);
    return { message: 'question_request_successfully_submitted', id, request_id: request.id, status: request.status };
  });
}
