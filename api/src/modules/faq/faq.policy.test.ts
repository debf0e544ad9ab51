/** FAQ rules (spec 3 §6 frequently_asked_questions_read / write): who reads, writes and votes. */
import type { Permission } from '../../contracts/permissions';
import { AppError } from '../../http/errors';
import { assertCanVote, canReadFaq, canVote, canWriteFaq, faqAbilitiesOf } from './faq.policy';

const actor = (...p: Permission[]) => ({ id: 1, permissions: new Set(p) });
const reader = actor('frequently_asked_questions_read');
const writer = actor('frequently_asked_questions_write');
const none = actor('library_read');

it.each([
  ['reader', reader, true, false],
  ['writer (write implies read)', writer, true, true],
  ['neither', none, false, false],
])('%s: read %s, write %s', (_, a, read, write) => {
  expect([canReadFaq(a), canWriteFaq(a)]).toEqual([read, write]);
});

it('votes once: a reader without a vote may vote; after a vote, faq_vote_deny', () => {
  expect(canVote(reader, null)).toBe(true);
  expect(canVote(reader, true)).toBe(false);
  expect(canVote(reader, false)).toBe(false);
  expect(canVote(none, null)).toBe(false);
  expect(() => assertCanVote(reader, false)).toThrow(new AppError('faq_vote_deny'));
  expect(() => assertCanVote(none, null)).toThrow(new AppError('missing_permissions'));
  expect(faqAbilitiesOf(reader, null)).toEqual({ edit: false, delete: false, vote: true });
  expect(faqAbilitiesOf(writer, true)).toEqual({ edit: true, delete: true, vote: false });
});
