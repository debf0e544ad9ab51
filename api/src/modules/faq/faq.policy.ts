/**
 * Who may do what in the FAQ (spec 3 §6 frequently_asked_questions_read / write: "view and suggest /
 * create, edit, delete questions and categories"; write implies read). Pure rules over the caller
 * (`Actor`: id and permissions) and the caller's vote; the service calls the `assert*` forms, the
 * presenter {@link faqAbilitiesOf} (the row's `can`).
 * - read, search, suggest a question: frequently_asked_questions_read (or _write);
 * - create, edit, delete questions and categories: frequently_asked_questions_write;
 * - vote: a reader who has not voted on that question yet (409 faq_vote_deny otherwise).
 */
import { AppError } from '../../http/errors';
import type { Actor } from '../approvals';

export const canWriteFaq = (a: Actor): boolean => a.permissions.has('frequently_asked_questions_write');
export const canReadFaq = (a: Actor): boolean => a.permissions.has('frequently_asked_questions_read') || canWriteFaq(a);
/** A reader may vote once per question: `myVote` is the caller's earlier vote (null: none). */
export const canVote = (a: Actor, myVote: boolean | null): boolean => canReadFaq(a) && myVote === null;

/** Throws 403 missing_permissions unless {@link canReadFaq}. */
export function assertCanReadFaq(a: Actor): void {
  if (!canReadFaq(a)) throw new AppError('missing_permissions');
}
/** Throws 403 missing_permissions unless {@link canWriteFaq}. */
export function assertCanWriteFaq(a: Actor): void {
  if (!canWriteFaq(a)) throw new AppError('missing_permissions');
}
/** Throws 403 missing_permissions without read, 409 faq_vote_deny when the caller already voted. */
export function assertCanVote(a: Actor, myVote: boolean | null): void {
  assertCanReadFaq(a);
  if (myVote !== null) throw new AppError('faq_vote_deny');
}

/** The row's `can` (contracts/faq.ts `faqAbilities`). */
export const faqAbilitiesOf = (a: Actor, myVote: boolean | null) => ({ edit: canWriteFaq(a), delete: canWriteFaq(a), vote: canVote(a, myVote) });
