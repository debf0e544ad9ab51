/**
 * Search matches marked in text (issue 17 item 5: "search box with highlighted matches"): every word that
 * starts with one of the search's stems (`searchStems` of the contract, the same the server searches by;
 * diacritics folded, so "atostogu" marks "atostogų") is wrapped in <mark>.
 */
import { foldText, searchStems } from '@contracts/faq';
import type { ReactNode } from 'react';

/** [start, end) ranges of the words of `text` matching the stems of `query`. */
export function matchRanges(text: string, query: string): [number, number][] {
  const stems = searchStems(query).map(foldText);
  if (!stems.length) return [];
  const folded = foldText(text);
  const out: [number, number][] = [];
  const word = /[\p{L}\p{N}]+/gu;
  for (let m = word.exec(folded); m; m = word.exec(folded)) {
    if (stems.some((s) => m![0].startsWith(s))) out.push([m.index, m.index + m[0].length]);
  }
  return out;
}

/** `text` with the words matching `query` in <mark>. */
export function Highlighted({ text, query }: { text: string; query: string }): ReactNode {
  const ranges = matchRanges(text, query);
  if (!ranges.length) return text;
  const parts: ReactNode[] = [];
  let at = 0;
  for (const [start, end] of ranges) {
    if (start > at) parts.push(text.slice(at, start));
    parts.push(<mark key={start}>{text.slice(start, end)}</mark>);
    at = end;
  }
  parts.push(text.slice(at));
  return <>{parts}</>;
}

/** The visible text of answer HTML (for a highlighted excerpt). */
export function plainText(html: string): string {
  if (!html) return '';
  const doc = new DOMParser().parseFromString(html, 'text/html');
  doc.querySelectorAll('p, li, h1, h2, h3, h4, h5, h6, br, blockquote').forEach((el) => el.append(' '));
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
