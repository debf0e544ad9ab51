/**
 * The schema check of a rich-text JSON document (DESIGN.md "Rich text"; spec 3 §3 Job position: the description
 * is "stored as raw editor content"): the document of the shared tiptap editor (tab/src/components/RichTextEditor,
 * StarterKit + Link), walked node by node before it is stored.
 *
 * - Node types: doc, paragraph, text, heading (level 1–6), bulletList, orderedList (start, type), listItem,
 *   blockquote, codeBlock (language), hardBreak, horizontalRule. Marks: bold, italic, underline, strike, code,
 *   link (href http/https/mailto, target _blank or none; rel and class are not kept — the editor sets its own).
 * - An unknown node or mark type, or a link to any other scheme (`javascript:`, `data:`, …), refuses the
 *   whole document (`RichTextRefusal` with the JSON path); nothing is stored.
 * - Attributes outside the allowlist (e.g. `onerror`, `style`) are dropped, never stored; unknown keys of a
 *   node (anything but type, attrs, content, marks, text) are dropped too.
 * - Limits: at most 100 levels deep and 200,000 characters as stored JSON.
 * The tab never injects the document as HTML: the editor renders it read-only.
 */

/** A node of the editor's JSON document. */
export interface RichTextNode {
  type: string;
  attrs?: Record<string, unknown>;
  content?: RichTextNode[];
  marks?: { type: string; attrs?: Record<string, unknown> }[];
  text?: string;
}

/** Why a document was refused: the JSON path of the offending part and a short reason. */
export class RichTextRefusal extends Error {
  constructor(
    readonly path: string,
    readonly reason: string,
  ) {
    super(`${path}: ${reason}`);
  }
}

/** Longest stored document (characters of JSON). */
export const MAX_RICH_TEXT_JSON = 200_000;
const MAX_DEPTH = 100;

type AttrCheck = (v: unknown) => unknown;
/** Keeps a value when `ok`, else drops it (returns undefined). */
const keep =
  (ok: (v: unknown) => boolean): AttrCheck =>
  (v) =>
    ok(v) ? v : undefined;
const intIn = (min: number, max: number) => keep((v) => Number.isInteger(v) && (v as number) >= min && (v as number) <= max);

/** Allowed attributes per node type (anything else is dropped). */
const NODE_ATTRS: Record<string, Record<string, AttrCheck>> = {
  doc: {},
  paragraph: {},
  text: {},
  heading: { level: intIn(1, 6) },
  bulletList: {},
  orderedList: { start: intIn(0, 100_000), type: keep((v) => v === null || (typeof v === 'string' && /^[1aAiI]$/.test(v))) },
  listItem: {},
  blockquote: {},
  codeBlock: { language: keep((v) => v === null || (typeof v === 'string' && /^[\w+#-]{1,30}$/.test(v))) },
  hardBreak: {},
  horizontalRule: {},
};

/** A link target the document may keep: http, https or mailto (case-insensitive, after trimming). */
export function isSafeHref(href: unknown): href is string {
  if (typeof href !== 'string' || href.length > 2048) return false;
  // Browsers ignore control characters and whitespace inside a scheme ("java\tscript:"): read it as they do.
  const compact = href.replace(/[\p{Cc}\s]/gu, '');
  return /^(https?:\/\/|mailto:)/i.test(compact) && !/[<>"]/.test(href);
}

/** Allowed attributes per mark type; link's href is checked separately (refusal, not a drop). */
const MARK_ATTRS: Record<string, Record<string, AttrCheck>> = {
  bold: {},
  italic: {},
  underline: {},
  strike: {},
  code: {},
  link: { href: (v) => v, target: keep((v) => v === null || v === '_blank') },
};

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The allowlisted attributes of `attrs`, or undefined when none remain. */
function cleanAttrs(attrs: unknown, allowed: Record<string, AttrCheck>): Record<string, unknown> | undefined {
  if (!isObject(attrs)) return undefined;
  const out: Record<string, unknown> = {};
  for (const [k, check] of Object.entries(allowed)) {
    if (!(k in attrs)) continue;
    const v = check(attrs[k]);
    if (v !== undefined) out[k] = v;
  }
  return Object.keys(out).length ? out : undefined;
}

function cleanMarks(marks: unknown, path: string): RichTextNode['marks'] {
  if (marks === undefined) return undefined;
  if (!Array.isArray(marks)) throw new RichTextRefusal(path, 'marks must be a list');
  return marks.map((m, i) => {
    const at = `${path}[${i}]`;
    if (!isObject(m) || typeof m.type !== 'string' || !(m.type in MARK_ATTRS)) throw new RichTextRefusal(at, `unknown mark ${isObject(m) ? String(m.type) : ''}`.trim());
    if (m.type === 'link' && !isSafeHref(isObject(m.attrs) ? m.attrs.href : undefined)) throw new RichTextRefusal(`${at}.attrs.href`, 'links must be http, https or mailto');
    const attrs = cleanAttrs(m.attrs, MARK_ATTRS[m.type]);
    return attrs ? { type: m.type, attrs } : { type: m.type };
  });
}

function cleanNode(node: unknown, path: string, depth: number): RichTextNode {
  if (depth > MAX_DEPTH) throw new RichTextRefusal(path, 'nested too deeply');
  if (!isObject(node) || typeof node.type !== 'string') throw new RichTextRefusal(path, 'not a node');
  const type = node.type;
  if (!(type in NODE_ATTRS)) throw new RichTextRefusal(`${path}.type`, `unknown node type ${type}`);
  const out: RichTextNode = { type };
  const attrs = cleanAttrs(node.attrs, NODE_ATTRS[type]);
  if (attrs) out.attrs = attrs;
  if (type === 'text') {
    if (typeof node.text !== 'string' || !node.text.length) throw new RichTextRefusal(`${path}.text`, 'a text node needs text');
    out.text = node.text;
  } else if (node.content !== undefined) {
    if (!Array.isArray(node.content)) throw new RichTextRefusal(`${path}.content`, 'content must be a list');
    out.content = node.content.map((c, i) => cleanNode(c, `${path}.content[${i}]`, depth + 1));
  }
  const marks = cleanMarks(node.marks, `${path}.marks`);
  if (marks?.length) out.marks = marks;
  return out;
}

/**
 * Checks and cleans an editor document (an object, or its JSON text): returns the document to store with
 * unknown attributes dropped. @throws RichTextRefusal for anything not of the editor's schema (unknown node
 * or mark, unsafe link, a root other than `doc`, malformed JSON, too large or deep)
 */
export function cleanRichTextJson(input: unknown): RichTextNode {
  let doc = input;
  if (typeof input === 'string') {
    if (input.length > MAX_RICH_TEXT_JSON) throw new RichTextRefusal('$', 'too large');
    try {
      doc = JSON.parse(input);
    } catch {
      throw new RichTextRefusal('$', 'not JSON');
    }
  }
  if (!isObject(doc) || doc.type !== 'doc') throw new RichTextRefusal('$.type', 'the root must be a doc');
  const clean = cleanNode(doc, '$', 0);
  if (JSON.stringify(clean).length > MAX_RICH_TEXT_JSON) throw new RichTextRefusal('$', 'too large');
  return clean;
}

/** The plain text of a document (paragraphs on their own lines), e.g. for e-mails and previews. */
export function richTextPlain(doc: RichTextNode | null | undefined): string {
  if (!doc) return '';
  if (doc.type === 'text') return doc.text ?? '';
  if (doc.type === 'hardBreak') return '\n';
  const inner = (doc.content ?? []).map(richTextPlain);
  const block = ['doc', 'bulletList', 'orderedList', 'blockquote'].includes(doc.type);
  return block ? inner.join('\n') : inner.join('');
}

/** An empty document. */
export const EMPTY_RICH_TEXT: RichTextNode = { type: 'doc', content: [{ type: 'paragraph' }] };
