/**
 * FAQ search by words over questions and answers (issue 17 item 1; spec 3 §2 FAQ search box).
 *
 * The text becomes stems with the contract's `searchStems` (contracts/faq.ts, shared with the tab's
 * highlighting): words without the common English and Lithuanian ones ("how many vacation days do I
 * have" → vacati, days), longer words cut to about three quarters. A question matches when any stem starts
 * a word of its question or answer text; the best come first.
 * - SQLite: the FTS5 table `faq_search` (migration 1700000009800; diacritics folded), prefix queries
 *   `"stem"*` joined with OR, ordered by bm25 with the question weighted twice the answer.
 * - Other databases (SQL Server): a portable LIKE over question and answer_text finds candidates (at most
 *   {@link LIKE_CAP}); here a stem must start a word (diacritics folded) and is scored (in the question 2,
 *   in the answer 1).
 * Both return question ids, best first, with the total number of matches.
 */
import type { EntityManager } from 'typeorm';
import { foldText as fold, searchStems } from '../../contracts/faq';

export { searchStems };

/** Most candidates the LIKE fallback scores. */
export const LIKE_CAP = 200;

export interface SearchPage {
  ids: number[];
  total: number;
}

/** Options: the page window and an optional category filter (null = uncategorised). */
export interface SearchOptions {
  offset: number;
  limit: number;
  categoryId?: number | null;
  /** Forces the portable LIKE path (tests of the SQL Server fallback on SQLite). */
  portable?: boolean;
}

const isSqlite = (em: EntityManager) => em.connection.driver.options.type === 'better-sqlite3';

function categoryFilter(alias: string, categoryId: number | null | undefined): { sql: string; params: unknown[] } {
  if (categoryId === undefined) return { sql: '', params: [] };
  if (categoryId === null) return { sql: ` AND ${alias}.category_id IS NULL`, params: [] };
  return { sql: ` AND ${alias}.category_id = ?`, params: [categoryId] };
}

/** Questions matching `text`, best first (see module doc). */
export async function searchQuestions(em: EntityManager, text: string, o: SearchOptions): Promise<SearchPage> {
  const stems = searchStems(text);
  if (!stems.length) return { ids: [], total: 0 };
  if (isSqlite(em) && !o.portable) return ftsSearch(em, stems, o);
  return likeSearch(em, stems, o);
}

async function ftsSearch(em: EntityManager, stems: string[], o: SearchOptions): Promise<SearchPage> {
  const match = stems.map((s) => `"${s}"*`).join(' OR ');
  const f = categoryFilter('q', o.categoryId);
  const from = `FROM faq_search JOIN faq_questions q ON q.id = faq_search.rowid WHERE faq_search MATCH ?${f.sql}`;
  const [{ n }] = (await em.query(`SELECT COUNT(*) AS n ${from}`, [match, ...f.params])) as { n: number }[];
  const rows = (await em.query(`SELECT q.id AS id ${from} ORDER BY bm25(faq_search, 2.0, 1.0), q.id LIMIT ? OFFSET ?`, [match, ...f.params, o.limit, o.offset])) as { id: number }[];
  return { ids: rows.map((r) => Number(r.id)), total: Number(n) };
}

async function likeSearch(em: EntityManager, stems: string[], o: SearchOptions): Promise<SearchPage> {
  const qb = em.createQueryBuilder().select(['q.id AS id', 'q.question AS question', 'q.answer_text AS answer_text']).from('faq_questions', 'q');
  const ors = stems.map((_, i) => `(LOWER(q.question) LIKE :t${i} OR LOWER(q.answer_text) LIKE :t${i})`).join(' OR ');
  qb.where(`(${ors})`, Object.fromEntries(stems.map((s, i) => [`t${i}`, `%${s.replace(/[%_[\]]/g, '')}%`])));
  if (o.categoryId === null) qb.andWhere('q.category_id IS NULL');
  else if (o.categoryId !== undefined) qb.andWhere('q.category_id = :cat', { cat: o.categoryId });
  const rows = await qb.orderBy('q.id', 'ASC').limit(LIKE_CAP).getRawMany<{ id: number; question: string; answer_text: string }>();
  const starts = stems.map((st) => new RegExp(`(^|[^\\p{L}\\p{N}])${fold(st)}`, 'u'));
  const scored = rows
    .map((r) => {
      const q = fold(r.question);
      const a = fold(r.answer_text);
      return { id: Number(r.id), score: starts.reduce((sum, re) => sum + (re.test(q) ? 2 : 0) + (re.test(a) ? 1 : 0), 0) };
    })
    .filter((r) => r.score > 0)
    .sort((x, y) => y.score - x.score || x.id - y.id);
  return { ids: scored.slice(o.offset, o.offset + o.limit).map((r) => r.id), total: scored.length };
}
