/**
 * The FAQ in Teams chat (issue 17 item 2): any message that is not a command (nor a greeting) is answered
 * from the portal's FAQ.
 *
 * - Up to 3 best matches as one Adaptive Card 1.5: each question with its answer (Adaptive Card markdown
 *   made by the api from the sanitised HTML), its helpful / not helpful counts and Helpful / Not helpful
 *   `Action.Execute` buttons (verb `faq.vote`) until the user voted; the vote is recorded once per user
 *   (the api refuses a second with faq_vote_deny: the card says "already voted") and the card comes back
 *   refreshed. `refresh` (verb `faq.refresh`, only for the asker's Teams id) rebuilds it per user.
 * - "Ask HR" (verb `faq.askHr`) files a question suggestion (request type `question_suggestion`) with the
 *   user's text; the card then says so and drops the button.
 * - Nothing matches: "I don't know that yet" with Ask HR and a hint at the commands.
 * Texts in English and Lithuanian (the user's portal locale). Every action carries the message text and
 * the ids of the questions shown, so a refresh shows the same questions.
 */
import type { Card } from './cards';
import type { FaqMatch, FaqPort } from './faq-port';
import type { Locale } from './ports';

export type { FaqAskResult, FaqMatch, FaqPort, FaqVoteResult } from './faq-port';

export const FAQ_VERBS = { vote: 'faq.vote', askHr: 'faq.askHr', refresh: 'faq.refresh' } as const;
/** Most matches in one card. */
export const FAQ_MATCHES = 3;
/** Longest text kept from the user's message (a suggested question is at most 255 characters). */
export const MAX_QUESTION = 255;

const TEXTS = {
  en: {
    title: 'From the FAQ',
    intro: 'This is what I found for “{text}”:',
    unknownTitle: "I don't know that yet",
    unknownText: 'I found nothing in the FAQ for “{text}”. Ask HR and the answer may become a new FAQ entry.',
    commandsHint: 'For your approvals write **pending**, for your requests **my requests**, for all commands **help**.',
    helpful: 'Helpful',
    notHelpful: 'Not helpful',
    votes: '👍 {up}  👎 {down}',
    youFoundHelpful: 'You found this helpful.',
    youFoundNotHelpful: 'You found this not helpful.',
    askHr: 'Ask HR',
    noAnswer: 'No answer written yet.',
    thanks: 'Thank you, your vote is recorded.',
    already_voted: 'You have already voted on this question.',
    not_found: 'This question is no longer in the FAQ.',
    not_allowed: 'You cannot do that in the FAQ.',
    asked: 'Your question was sent to HR. You will see it under My requests.',
    not_configured: 'Questions to HR are not set up yet (no approval chain). Please contact HR directly.',
    failed: 'That did not work. Try again in the portal.',
    noAccess: 'You do not have access to the FAQ.',
  },
  lt: {
    title: 'Iš DUK',
    intro: 'Štai ką radau pagal „{text}“:',
    unknownTitle: 'To dar nežinau',
    unknownText: 'DUK neradau nieko pagal „{text}“. Paklauskite personalo skyriaus – atsakymas gali tapti nauju DUK įrašu.',
    commandsHint: 'Laukiantiems tvirtinimams rašykite **laukia**, savo prašymams – **mano prašymai**, visoms komandoms – **pagalba**.',
    helpful: 'Naudinga',
    notHelpful: 'Nenaudinga',
    votes: '👍 {up}  👎 {down}',
    youFoundHelpful: 'Jums tai buvo naudinga.',
    youFoundNotHelpful: 'Jums tai nebuvo naudinga.',
    askHr: 'Klausti personalo',
    noAnswer: 'Atsakymas dar neparašytas.',
    thanks: 'Ačiū, jūsų balsas įrašytas.',
    already_voted: 'Už šį klausimą jau balsavote.',
    not_found: 'Šio klausimo DUK nebėra.',
    not_allowed: 'DUK to padaryti negalite.',
    asked: 'Jūsų klausimas išsiųstas personalo skyriui. Jį matysite skiltyje „Mano prašymai“.',
    not_configured: 'Klausimai personalui dar nenustatyti (nėra tvirtinimo grandinės). Kreipkitės į personalo skyrių tiesiogiai.',
    failed: 'Nepavyko. Pabandykite portale.',
    noAccess: 'Neturite prieigos prie DUK.',
  },
} as const;
type FaqText = keyof (typeof TEXTS)['en'];
type Notice = 'thanks' | 'already_voted' | 'not_found' | 'not_allowed' | 'asked' | 'not_configured' | 'failed';

const t = (l: Locale, key: FaqText, vars: Record<string, string | number> = {}) =>
  (TEXTS[l] ?? TEXTS.en)[key].replace(/\{(\w+)\}/g, (m, k: string) => (k in vars ? String(vars[k]) : m));

/** Greetings and help words get the help card rather than an FAQ answer. */
const HELP_WORDS = /^(help|pagalba|hi|hello|hey|labas|laba diena|sveiki|sveikas|start|\?)?$/;

/** Whether a message asks for the commands (help word, greeting or nothing) rather than asking the FAQ. */
export function isHelpRequest(text: string | undefined): boolean {
  const s = (text ?? '').toLowerCase().normalize('NFC').replace(/[^\p{L}\p{N}? ]+/gu, ' ').trim().replace(/\s+/g, ' ');
  return HELP_WORDS.test(s);
}

const block = (text: string, more: Record<string, unknown> = {}) => ({ type: 'TextBlock', text, wrap: true, ...more });

/** What the card's actions carry. */
interface CardState {
  text: string;
  ids: number[];
  asked: boolean;
}

/** Options of {@link faqCard}. */
export interface FaqCardOptions {
  locale: Locale;
  /** The asker's Teams id (`refresh.userIds`). */
  teamsUserId?: string;
  notice?: Notice;
  /** The user already asked HR from this card. */
  asked?: boolean;
}

/** The answer card for `text`: the matches, or "I don't know that yet" when there are none. */
export function faqCard(text: string, matches: FaqMatch[], o: FaqCardOptions): Card {
  const l = o.locale;
  const state: CardState = { text, ids: matches.map((m) => m.id), asked: Boolean(o.asked) };
  const body: Record<string, unknown>[] = [];
  if (matches.length) {
    body.push(block(t(l, 'title'), { size: 'Large', weight: 'Bolder' }), block(t(l, 'intro', { text }), { isSubtle: true }));
  } else {
    body.push(block(t(l, 'unknownTitle'), { size: 'Large', weight: 'Bolder' }), block(t(l, 'unknownText', { text })));
  }
  if (o.notice) body.push(block(t(l, o.notice), { color: o.notice === 'thanks' || o.notice === 'asked' ? 'Good' : 'Attention', weight: 'Bolder' }));
  for (const m of matches) {
    const items: Record<string, unknown>[] = [
      block(m.question, { weight: 'Bolder', size: 'Medium' }),
      block(m.answer || t(l, 'noAnswer'), m.answer ? {} : { isSubtle: true }),
      block(m.myVote === null ? t(l, 'votes', { up: m.helpful, down: m.notHelpful }) : `${t(l, m.myVote ? 'youFoundHelpful' : 'youFoundNotHelpful')}  ${t(l, 'votes', { up: m.helpful, down: m.notHelpful })}`, { isSubtle: true, size: 'Small' }),
    ];
    if (m.myVote === null) {
      const vote = (helpful: boolean) => ({ type: 'Action.Execute', title: t(l, helpful ? 'helpful' : 'notHelpful'), verb: FAQ_VERBS.vote, data: { ...state, questionId: m.id, helpful } });
      items.push({ type: 'ActionSet', actions: [vote(true), vote(false)] });
    }
    body.push({ type: 'Container', separator: true, spacing: 'Medium', items });
  }
  if (!matches.length) body.push(block(t(l, 'commandsHint'), { isSubtle: true, size: 'Small' }));
  const actions = state.asked ? [] : [{ type: 'Action.Execute', title: t(l, 'askHr'), verb: FAQ_VERBS.askHr, data: state }];
  return {
    type: 'AdaptiveCard',
    $schema: 'http://adaptivecards.io/schemas/adaptive-card.json',
    version: '1.5',
    body,
    ...(actions.length ? { actions } : {}),
    refresh: { action: { type: 'Action.Execute', verb: FAQ_VERBS.refresh, data: state }, ...(o.teamsUserId ? { userIds: [o.teamsUserId] } : {}) },
  };
}

/** The card for a user without FAQ access. */
export const faqNoAccessCard = (locale: Locale): Card => ({
  type: 'AdaptiveCard', $schema: 'http://adaptivecards.io/schemas/adaptive-card.json', version: '1.5', body: [block(t(locale, 'noAccess'))],
});

/** Answers a chat message from the FAQ. */
export async function answerFromFaq(port: FaqPort, userId: number, text: string, o: FaqCardOptions): Promise<Card> {
  const question = text.trim().slice(0, MAX_QUESTION);
  const matches = await port.search(userId, question, FAQ_MATCHES);
  return matches ? faqCard(question, matches, o) : faqNoAccessCard(o.locale);
}

const stateOf = (data: Record<string, unknown>): CardState => ({
  text: typeof data.text === 'string' ? data.text.trim().slice(0, MAX_QUESTION) : '',
  ids: Array.isArray(data.ids) ? data.ids.map(Number).filter((n) => Number.isInteger(n) && n > 0).slice(0, FAQ_MATCHES) : [],
  asked: data.asked === true,
});

/**
 * A FAQ card action (`faq.*` verbs): vote, ask HR or refresh; answers the refreshed card for this user.
 * Unknown verbs answer null (the bot replies 400).
 */
export async function faqAction(port: FaqPort, verb: string, data: Record<string, unknown>, userId: number, o: FaqCardOptions): Promise<Card | null> {
  const state = stateOf(data);
  let notice: Notice | undefined;
  let asked = state.asked;
  if (verb === FAQ_VERBS.vote) {
    const questionId = Number(data.questionId);
    const result = Number.isInteger(questionId) && typeof data.helpful === 'boolean' ? await port.vote(userId, questionId, data.helpful) : 'not_found';
    notice = result === 'ok' ? 'thanks' : result;
  } else if (verb === FAQ_VERBS.askHr) {
    if (!asked && state.text) {
      const result = await port.askHr(userId, state.text);
      notice = result.ok ? 'asked' : result.reason;
      asked = result.ok;
    }
  } else if (verb !== FAQ_VERBS.refresh) {
    return null;
  }
  const matches = await port.questions(userId, state.ids);
  return faqCard(state.text, matches, { ...o, notice: notice ?? o.notice, asked });
}
