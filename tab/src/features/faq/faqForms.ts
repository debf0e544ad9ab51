/**
 * The FAQ forms' schemas over the contract's limits (spec 3 §5 FAQ: question required, ≤ 255; category
 * select where none is -1; category name required, ≤ 255). The select's value is text; {@link toQuestionBody}
 * turns the form into the request body.
 */
import { FAQ_LIMITS } from '@contracts/faq';
import { z } from 'zod';

const required = (max: number) => z.string().trim().min(1).max(max);

export const questionFormSchema = z.object({
  question: required(FAQ_LIMITS.question),
  answer: z.string().max(FAQ_LIMITS.answer),
  category_id: z.string(),
});
export type QuestionFormValues = z.infer<typeof questionFormSchema>;

export const categoryFormSchema = z.object({ name: required(FAQ_LIMITS.categoryName) });
export type CategoryFormValues = z.infer<typeof categoryFormSchema>;

export const NO_CATEGORY = String(FAQ_LIMITS.noCategory);

/** The body of POST / PUT faq and POST faq/request: the category -1 when none is chosen. */
export const toQuestionBody = (v: QuestionFormValues) => ({ question: v.question.trim(), answer: v.answer, category_id: Number(v.category_id) });
