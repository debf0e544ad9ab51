/**
 * Sanitised FAQ answer HTML (shared/rich-text.ts allowlist) → the markdown an Adaptive Card TextBlock shows
 * (bold, italic, links, bulleted and numbered lists; headings become bold lines; code, quotes and rules
 * become plain paragraphs). Only for HTML that went through `sanitizeRichText`: its tags and attributes are
 * known (links carry href, rel, target in that order), so these patterns cover every case it can hold.
 */
const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&#x27;': "'", '&nbsp;': ' ' };

/** Adaptive Card markdown of a sanitised answer (empty for an empty answer). */
export function answerMarkdown(html: string): string {
  let s = html.replace(/\r?\n/g, ' ');
  s = s.replace(/<br\s*\/?>/gi, '\n');
  s = s.replace(/<a href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, (_, href: string, label: string) => `[${label.replace(/<[^>]+>/g, '')}](${href})`);
  s = s.replace(/<\/?(strong|b)>/gi, '**').replace(/<\/?(em|i)>/gi, '_');
  s = s.replace(/<h[1-6][^>]*>([\s\S]*?)<\/h[1-6]>/gi, (_, t: string) => `\n\n**${t.replace(/\*\*/g, '').trim()}**\n\n`);
  const item = (t: string) => t.replace(/<\/?p>/gi, ' ').replace(/\s+/g, ' ').trim();
  s = s.replace(/<ol[^>]*>([\s\S]*?)<\/ol>/gi, (_, inner: string) => {
    let n = 0;
    return `\n\n${inner.replace(/<li[^>]*>([\s\S]*?)<\/li>/gi, (__, t: string) => `${++n}. ${item(t)}\n`)}\n`;
  });
  s = s.replace(/<li[^>]*>([\s\S]*?)<\/li>/gi, (_, t: string) => `- ${item(t)}\n`);
  s = s.replace(/<hr\s*\/?>/gi, '\n\n').replace(/<\/?(p|ul|blockquote|pre)[^>]*>/gi, '\n\n');
  s = s.replace(/<[^>]+>/g, '');
  s = s.replace(/&(amp|lt|gt|quot|nbsp|#39|#x27);/g, (e) => ENTITIES[e] ?? e);
  return s
    .split('\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
