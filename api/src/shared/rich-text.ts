/**
 * Rich text on the server (DESIGN.md "Rich text" building block; spec 3 §3 Announcement body, FAQ answers).
 * ONE allowlist over `sanitize-html`, used by every module that stores HTML written in the tab's
 * RichTextEditor (tab/src/components/RichTextEditor.tsx), which the tab renders again through DOMPurify
 * (RichTextView.tsx).
 *
 * Kept: paragraphs, line breaks, headings h1–h6, ordered/unordered lists, bold/italic/underline/strike
 * (b, strong, i, em, u, s, strike, del), links, inline code and code blocks, blockquotes, horizontal rules.
 * Links keep only `href` with an http, https or mailto URL (others, also relative ones, lose the link but keep the text)
 * and always get `rel="noopener noreferrer"` and `target="_blank"`. Everything else is removed: `<script>`,
 * `<style>`, `<iframe>` and their text content; every other tag is unwrapped (its text stays); every attribute
 * outside the list, so every `on*=` handler and `style`; `javascript:`/`data:` URLs.
 */
import { decodeHTML } from 'entities';
import { convert } from 'html-to-text';
import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'br', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li',
    'b', 'strong', 'i', 'em', 'u', 's', 'strike', 'del', 'a', 'code', 'pre', 'blockquote', 'hr',
  ],
  allowedAttributes: { a: ['href', 'rel', 'target'], ol: ['start'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'template'],
  transformTags: {
    a: (tagName, attribs): sanitizeHtml.Tag => {
      const href = attribs.href?.trim() ?? '';
      const ok = /^(https?:\/\/|mailto:)/i.test(href);
      // A link with a refused URL loses every attribute; sanitizeRichText then unwraps the bare <a>.
      return { tagName, attribs: ok ? { href, rel: 'noopener noreferrer', target: '_blank' } : {} };
    },
  },
};

/**
 * Returns `html` reduced to the rich-text allowlist above (a string, possibly empty). Pure; safe to call
 * twice (idempotent). Callers validate lengths on the sanitised result.
 */
export function sanitizeRichText(html: string): string {
  // A bare <a> (its URL was refused) keeps its text only; links cannot nest, so the shortest match is the link.
  return sanitizeHtml(html, OPTIONS).replace(/<a>([\s\S]*?)<\/a>/g, '$1').trim();
}

/** The visible text of rich-text HTML with whitespace collapsed (previews, e-mail text parts, "is it empty"). */
export function richTextToPlain(html: string): string {
  const withBreaks = html.replace(/<\/(p|h[1-6]|li|blockquote|pre)>|<br\s*\/?>/gi, '$& ');
  const text = sanitizeHtml(withBreaks, { allowedTags: [], allowedAttributes: {}, nonTextTags: ['script', 'style'] });
  // every named and numeric reference (&eacute;, &#x17E;, &nbsp;…), as the browser reads them
  return decodeHTML(text).replace(/\s+/g, ' ').trim();
}

/**
 * The plain-text part of an e-mail that carries rich text (html-to-text): paragraphs and headings on
 * lines of their own with a blank line between, list items as `- ` / `1. ` lines, links as `text [url]`,
 * headings as written (not upper-cased: Lithuanian capitals read as shouting), lines never wrapped.
 */
export function richTextToMailText(html: string): string {
  const asWritten = { uppercase: false };
  return convert(html, {
    wordwrap: false,
    selectors: [
      ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].map((selector) => ({ selector, options: asWritten })),
      { selector: 'ul', options: { itemPrefix: '- ' } },
      // the editor writes each list item's text as a paragraph: no blank line between items
      { selector: 'li > p', format: 'block', options: { leadingLineBreaks: 1, trailingLineBreaks: 1 } },
      { selector: 'a', options: { hideLinkHrefIfSameAsText: true } },
    ],
  }).trim();
}
