/** The bot's FAQ port (issue 17 item 2): what the chat answers need from the api's FAQ (api/src/modules/faq/faq.bot.ts). */

/** One FAQ question as the bot shows it to one user. */
export interface FaqMatch {
  id: number;
  question: string;
  /** Adaptive Card markdown of the answer (may be empty). */
  answer: string;
  helpful: number;
  notHelpful: number;
  /** The user's vote: true helpful, false not helpful, null none yet. */
  myVote: boolean | null;
}

export type FaqVoteResult = 'ok' | 'already_voted' | 'not_found' | 'not_allowed';
export type FaqAskResult = { ok: true; requestId: number } | { ok: false; reason: 'not_configured' | 'not_allowed' | 'failed' };

/** The api side of the FAQ (api/src/modules/faq/faq.bot.ts). */
export interface FaqPort {
  /** The best matches of `text` (at most `limit`), or null when the user may not read the FAQ. */
  search(userId: number, text: string, limit: number): Promise<FaqMatch[] | null>;
  /** These questions (in this order; gone ones left out) as the user sees them now. */
  questions(userId: number, ids: number[]): Promise<FaqMatch[]>;
  vote(userId: number, questionId: number, helpful: boolean): Promise<FaqVoteResult>;
  /** Files a question suggestion with `text` for HR. */
  askHr(userId: number, text: string): Promise<FaqAskResult>;
}
