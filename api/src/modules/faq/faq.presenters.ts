/** Reply shapes of the FAQ (spec 3 §3 FAQ, §7 FAQ), typed with api/src/contracts/faq.ts. */
import type { z } from 'zod';
import type { faqCategory, faqQuestion, faqSuggestionObject } from '../../contracts/faq';
import type { Actor } from '../approvals';
import type { FaqCategory, FaqQuestion, FaqSuggestion } from './faq.entities';
import { faqAbilitiesOf } from './faq.policy';

/** Votes of one question: counts and the caller's own. */
export interface VoteFacts {
  helpful: number;
  notHelpful: number;
  mine: boolean | null;
}

export const NO_VOTES: VoteFacts = { helpful: 0, notHelpful: 0, mine: null };

/** A question with its votes and what the caller may do with it. */
export const presentQuestion = (q: FaqQuestion, v: VoteFacts, caller: Actor): z.infer<typeof faqQuestion> => ({
  id: q.id,
  question: q.question,
  answer: q.answer,
  category_id: q.category_id ?? null,
  helpful: v.helpful,
  not_helpful: v.notHelpful,
  my_vote: v.mine,
  can: faqAbilitiesOf(caller, v.mine),
});

export const presentCategory = (c: FaqCategory, questionCount: number): z.infer<typeof faqCategory> => ({ id: c.id, name: c.name, question_count: questionCount });

/** A suggestion as approvers see it. */
export const presentSuggestion = (s: FaqSuggestion, categoryName: string | null): z.infer<typeof faqSuggestionObject> => ({
  id: s.id,
  question: s.question,
  answer: s.answer,
  category_id: s.category_id ?? null,
  category_name: categoryName,
  user_id: s.user_id,
  question_id: s.question_id ?? null,
});
