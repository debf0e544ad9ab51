/**
 * FAQ routes (spec 3 §7 FAQ) under /api/v1: guard (permission) → contract → service → reply with the
 * success keys of spec 3 §8. Rules: faq.policy.ts; categories, questions, votes: faq.service.ts; search:
 * faq.search.ts; suggested questions (request type `question_suggestion`): faq.suggestions.ts.
 */
import type { AppContext } from '../../context';
import { okReply } from '../../contracts/common';
import {
  faqCategoryBody, faqCategoryList, faqCategoryReply, faqList, faqListQuery, faqQuestionBody, faqQuestionReply, faqSuggestionBody,
  faqSuggestionReply, faqVoteBody, faqVoteReply,
} from '../../contracts/faq';
import { registerErrorCodes } from '../../http/errors';
import { idParams, type Access, type Api } from '../../http/route';
import {
  createCategory, createQuestion, deleteCategory, deleteQuestion, FAQ_ERRORS, listCategories, listQuestions, loadQuestion, updateCategory,
  updateQuestion, vote,
} from './faq.service';
import { registerQuestionSuggestionType, requestQuestion } from './faq.suggestions';

const READ: Access = { anyOf: ['frequently_asked_questions_read', 'frequently_asked_questions_write'] };
const WRITE: Access = { anyOf: ['frequently_asked_questions_write'] };

/** Declares the /faq routes, their error codes and the question_suggestion request type. */
export function registerFaq({ v1 }: Api, ctx: AppContext): void {
  registerErrorCodes(FAQ_ERRORS);
  registerQuestionSuggestionType();
  v1.add({
    method: 'get', path: '/faq', summary: 'FAQ questions, paged (pageSize 5/10/20/50/100); q searches words over questions and answers (best first); category_id narrows (-1 = uncategorised)',
    access: READ, query: faqListQuery, response: faqList,
    handler: ({ user, query }) => listQuestions(ctx, user, query),
  });
  v1.add({
    method: 'get', path: '/faq/categories', summary: 'FAQ categories by name with their question counts, and the number of uncategorised questions',
    access: READ, response: faqCategoryList,
    handler: ({ user }) => listCategories(ctx, user),
  });
  v1.add({
    method: 'post', path: '/faq/categories', summary: 'New FAQ category (name ≤ 255)', access: WRITE, status: 201, body: faqCategoryBody, response: faqCategoryReply,
    handler: async ({ user, body }) => ({ message: 'faq_category_added', category: await createCategory(ctx, user, body.name) }),
  });
  v1.add({
    method: 'put', path: '/faq/categories/:id', summary: 'Rename a FAQ category (404 faq_category_not_found)', access: WRITE, params: idParams, body: faqCategoryBody, response: faqCategoryReply,
    handler: async ({ user, params, body }) => ({ message: 'faq_category_updated', category: await updateCategory(ctx, user, params.id, body.name) }),
  });
  v1.add({
    method: 'delete', path: '/faq/categories/:id', summary: 'Delete a FAQ category; its questions become uncategorised (404 faq_category_not_found)', access: WRITE, params: idParams, response: okReply,
    handler: async ({ user, params }) => {
      await deleteCategory(ctx, user, params.id);
      return { message: 'faq_category_deleted' };
    },
  });
  v1.add({
    method: 'post', path: '/faq/votes', summary: 'Helpful / not helpful, once per user per question (409 faq_vote_deny on a second vote)', access: READ, status: 201, body: faqVoteBody, response: faqVoteReply,
    handler: async ({ user, body }) => ({ message: 'faq_vote_recorded', question: await vote(ctx, user, body.question_id, body.is_helpful) }),
  });
  v1.add({
    method: 'post', path: '/faq/request', summary: 'Suggest a question (question ≤ 255, answer, category_id): a question_suggestion request submitted into its chain; approved, it becomes a question',
    access: READ, status: 201, body: faqSuggestionBody, response: faqSuggestionReply,
    handler: ({ user, body }) => requestQuestion(ctx, user, body),
  });
  v1.add({
    method: 'get', path: '/faq/:id', summary: 'One FAQ question with its votes', access: READ, params: idParams, response: faqQuestionReply,
    handler: async ({ user, params }) => ({ message: 'ok', question: await loadQuestion(ctx.ds.manager, params.id, user) }),
  });
  v1.add({
    method: 'post', path: '/faq', summary: 'New FAQ question (question ≤ 255; answer: rich-text HTML, sanitised; category_id or -1)', access: WRITE, status: 201, body: faqQuestionBody, response: faqQuestionReply,
    handler: async ({ user, body }) => ({ message: 'faq_question_added', question: await createQuestion(ctx, user, body) }),
  });
  v1.add({
    method: 'put', path: '/faq/:id', summary: 'Edit a FAQ question (404 faq_question_not_found, faq_category_not_found)', access: WRITE, params: idParams, body: faqQuestionBody, response: faqQuestionReply,
    handler: async ({ user, params, body }) => ({ message: 'faq_question_updated', question: await updateQuestion(ctx, user, params.id, body) }),
  });
  v1.add({
    method: 'delete', path: '/faq/:id', summary: 'Delete a FAQ question and its votes', access: WRITE, params: idParams, response: okReply,
    handler: async ({ user, params }) => {
      await deleteQuestion(ctx, user, params.id);
      return { message: 'faq_question_deleted' };
    },
  });
}
