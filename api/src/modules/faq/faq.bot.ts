/**
 * The api side of the bot's FAQ port (bot/src/faq-port.ts; issue 17 item 2): the chat answers use the same
 * search, votes and suggested questions as the /FAQ page, with the user's own permissions
 * (frequently_asked_questions_read). Answers go to the card as Adaptive Card markdown (faq.markdown.ts).
 * Refusals become card notices: faq_vote_deny → already_voted, faq_question_not_found → not_found,
 * missing_permissions → not_allowed; an Ask HR without a chain mapped for question_suggestion →
 * not_configured.
 */
import type { FaqMatch, FaqPort } from '../../../../bot/src/faq-port';
import type { AppContext } from '../../context';
import { loadPermissions } from '../../http/auth';
import { AppError } from '../../http/errors';
import type { Actor } from '../approvals';
import { answerMarkdown } from './faq.markdown';
import { canReadFaq } from './faq.policy';
import type { presentQuestion } from './faq.presenters';
import { searchQuestions } from './faq.search';
import { presentQuestions, vote } from './faq.service';
import { requestQuestion } from './faq.suggestions';

const toMatch = (q: ReturnType<typeof presentQuestion>): FaqMatch => ({
  id: q.id, question: q.question, answer: answerMarkdown(q.answer), helpful: q.helpful, notHelpful: q.not_helpful, myVote: q.my_vote,
});

const codeOf = (err: unknown) => (err instanceof AppError ? err.code : null);

/** The FAQ port of the Teams bot over this context. */
export function faqPort(ctx: AppContext): FaqPort {
  const actorOf = async (userId: number): Promise<Actor> => ({ id: userId, permissions: new Set(await loadPermissions(ctx, userId)) });
  return {
    async search(userId, text, limit) {
      const actor = await actorOf(userId);
      if (!canReadFaq(actor)) return null;
      const { ids } = await searchQuestions(ctx.ds.manager, text, { offset: 0, limit });
      return (await presentQuestions(ctx.ds.manager, ids, actor)).map(toMatch);
    },
    async questions(userId, ids) {
      const actor = await actorOf(userId);
      if (!canReadFaq(actor)) return [];
      return (await presentQuestions(ctx.ds.manager, ids, actor)).map(toMatch);
    },
    async vote(userId, questionId, helpful) {
      try {
        await vote(ctx, await actorOf(userId), questionId, helpful);
        return 'ok';
      } catch (err) {
        const code = codeOf(err);
        if (code === 'faq_vote_deny') return 'already_voted';
        if (code === 'faq_question_not_found') return 'not_found';
        if (code === 'missing_permissions') return 'not_allowed';
        throw err;
      }
    },
    async askHr(userId, text) {
      try {
        const r = await requestQuestion(ctx, await actorOf(userId), { question: text.trim().slice(0, 255), answer: '', category_id: null });
        return { ok: true, requestId: r.request_id };
      } catch (err) {
        const code = codeOf(err);
        if (code === 'chain_mapping_not_configured' || code === 'chain_has_no_items') return { ok: false, reason: 'not_configured' };
        if (code === 'missing_permissions') return { ok: false, reason: 'not_allowed' };
        ctx.log.warn({ err: String(err), userId }, 'faq: Ask HR from the bot failed');
        return { ok: false, reason: 'failed' };
      }
    },
  };
}
