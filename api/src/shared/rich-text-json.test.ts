/** The editor document check (rich-text-json.ts): what the job description may hold. */
import { cleanRichTextJson, isSafeHref, richTextPlain, RichTextRefusal } from './rich-text-json';

const doc = (...content: unknown[]) => ({ type: 'doc', content });
const p = (...content: unknown[]) => ({ type: 'paragraph', content });
const text = (t: string, marks?: unknown[]) => ({ type: 'text', text: t, ...(marks ? { marks } : {}) });
const refusal = (input: unknown) => {
  try {
    cleanRichTextJson(input);
    return 'accepted';
  } catch (e) {
    return e instanceof RichTextRefusal ? e.path : String(e);
  }
};

it('keeps every node and mark of the editor with their allowed attributes', () => {
  const full = doc(
    { type: 'heading', attrs: { level: 2 }, content: [text('Backend developer')] },
    p(text('We use '), text('TypeScript', [{ type: 'bold' }, { type: 'italic' }, { type: 'underline' }, { type: 'strike' }, { type: 'code' }]), { type: 'hardBreak' }),
    { type: 'bulletList', content: [{ type: 'listItem', content: [p(text('Node 20'))] }] },
    { type: 'orderedList', attrs: { start: 3, type: null }, content: [{ type: 'listItem', content: [p(text('SQL'))] }] },
    { type: 'blockquote', content: [p(text('Quote'))] },
    { type: 'codeBlock', attrs: { language: 'ts' }, content: [text('const a = 1;')] },
    { type: 'horizontalRule' },
    p(text('Apply', [{ type: 'link', attrs: { href: 'https://example.lt/jobs', target: '_blank' } }]), text(' or mail ', []), text('hr', [{ type: 'link', attrs: { href: 'mailto:hr@example.lt' } }])),
  );
  expect(cleanRichTextJson(full)).toEqual(JSON.parse(JSON.stringify(full).replace(',"marks":[]', '')));
  expect(cleanRichTextJson(JSON.stringify(full))).toEqual(cleanRichTextJson(full));
});

it('refuses unknown node and mark types, a script node, unsafe links and a root that is not a doc', () => {
  expect(refusal(doc({ type: 'script', content: [text('alert(1)')] }))).toBe('$.content[0].type');
  expect(refusal(doc(p({ type: 'image', attrs: { src: 'x', onerror: 'alert(1)' } })))).toBe('$.content[0].content[0].type');
  expect(refusal(doc(p(text('x', [{ type: 'highlight' }]))))).toBe('$.content[0].content[0].marks[0]');
  for (const href of ['javascript:alert(1)', ' JavaScript:alert(1)', 'java\tscript:alert(1)', 'data:text/html,<script>', 'vbscript:x', '//evil.example', '/relative']) {
    expect(refusal(doc(p(text('x', [{ type: 'link', attrs: { href } }]))))).toBe('$.content[0].content[0].marks[0].attrs.href');
  }
  expect(refusal({ type: 'paragraph' })).toBe('$.type');
  expect(refusal('<p>html</p>')).toBe('$');
  expect(refusal(doc(p({ type: 'text', text: '' })))).toBe('$.content[0].content[0].text');
  let deep: unknown = text('x');
  for (let i = 0; i < 120; i++) deep = { type: 'blockquote', content: [deep] };
  expect(refusal(doc(deep))).toMatch(/^\$/);
  expect(refusal(doc(p(text('x'.repeat(200_001)))))).toBe('$');
});

it('drops attributes outside the allowlist (onerror, style, class, rel) and unknown keys, keeping the content', () => {
  const dirty = {
    type: 'doc',
    html: '<img onerror=alert(1)>',
    content: [
      { type: 'paragraph', attrs: { onerror: 'alert(1)', style: 'color:red' }, content: [text('Hi', [{ type: 'link', attrs: { href: 'https://a.lt', onclick: 'x', rel: 'opener', class: 'evil' } }])] },
      { type: 'heading', attrs: { level: 9 }, content: [text('T')] },
      { type: 'codeBlock', attrs: { language: '"><script>' }, content: [text('c')] },
    ],
  };
  expect(cleanRichTextJson(dirty)).toEqual({
    type: 'doc',
    content: [
      { type: 'paragraph', content: [text('Hi', [{ type: 'link', attrs: { href: 'https://a.lt' } }])] },
      { type: 'heading', content: [text('T')] },
      { type: 'codeBlock', content: [text('c')] },
    ],
  });
  expect(JSON.stringify(cleanRichTextJson(dirty))).not.toMatch(/onerror|onclick|style|script|evil/);
});

it('reads links as a browser does and gives a document its plain text', () => {
  expect([isSafeHref('HTTPS://x.lt'), isSafeHref('mailto:a@b.lt'), isSafeHref('javascript:x'), isSafeHref(5)]).toEqual([true, true, false, false]);
  expect(richTextPlain(cleanRichTextJson(doc(p(text('One')), { type: 'bulletList', content: [{ type: 'listItem', content: [p(text('Two'))] }] })))).toBe('One\nTwo');
});
