/** The rich-text allowlist (rich-text.ts; DESIGN.md "Rich text"; issue 16 item 7: the sanitiser removes <script> and on*=). */
import { richTextToMailText, richTextToPlain, sanitizeRichText } from './rich-text';

describe('sanitizeRichText', () => {
  it('keeps the formatting the editor writes', () => {
    const html =
      '<h2>Title</h2><p><strong>b</strong> <em>i</em> <u>u</u> <s>s</s> <code>x</code></p>' +
      '<ul><li><p>one</p></li></ul><ol start="3"><li>two</li></ol><blockquote><p>q</p></blockquote>' +
      '<pre><code>let a = 1;</code></pre><hr><p>a<br>b</p>';
    expect(sanitizeRichText(html)).toBe(html.replace('<hr>', '<hr />').replace('<br>', '<br />'));
  });

  it('removes <script>, <style> and <iframe> with their content', () => {
    expect(sanitizeRichText('<p>hi</p><script>alert(1)</script><style>p{}</style><iframe src="https://x"></iframe>')).toBe(
      '<p>hi</p>',
    );
  });

  it('removes every on*= attribute and style', () => {
    expect(sanitizeRichText('<p onclick="x()" style="color:red">a</p><img src=x onerror="alert(1)">')).toBe('<p>a</p>');
    expect(sanitizeRichText('<a href="https://a.lt" onmouseover="x()">l</a>')).not.toContain('onmouseover');
  });

  it('keeps http, https and mailto links with rel=noopener, drops other URLs but keeps the text', () => {
    expect(sanitizeRichText('<a href="https://a.lt/x?y=1">l</a>')).toBe(
      '<a href="https://a.lt/x?y=1" rel="noopener noreferrer" target="_blank">l</a>',
    );
    expect(sanitizeRichText('<a href="mailto:hr@a.lt">m</a>')).toContain('href="mailto:hr@a.lt"');
    expect(sanitizeRichText('<a href="http://a.lt" rel="opener" target="_top">h</a>')).toBe(
      '<a href="http://a.lt" rel="noopener noreferrer" target="_blank">h</a>',
    );
    expect(sanitizeRichText('<a href="javascript:alert(1)">j</a>')).toBe('j');
    expect(sanitizeRichText('<a href="JaVaScRiPt:alert(1)">j</a>')).toBe('j');
    expect(sanitizeRichText('<a href=" javascript:alert(1)">j</a>')).toBe('j');
    expect(sanitizeRichText('<a href="data:text/html;base64,PHNjcmlwdD4=">d</a>')).toBe('d');
    expect(sanitizeRichText('<a href="//evil.example">p</a>')).toBe('p');
    expect(sanitizeRichText('<a href="/relative">r</a>')).toBe('r');
  });

  it('unwraps unknown tags but keeps their text, and is idempotent', () => {
    const once = sanitizeRichText('<div><span class="x">text</span><table><tr><td>c</td></tr></table></div>');
    expect(once).toBe('textc');
    expect(sanitizeRichText(once)).toBe(once);
  });
});

describe('richTextToPlain', () => {
  it('gives the visible text with blocks separated by spaces', () => {
    expect(richTextToPlain('<h2>News</h2><p>Hello &amp; <b>welcome</b>.</p><p>Line<br>two</p>')).toBe(
      'News Hello & welcome. Line two',
    );
    expect(richTextToPlain('<p><script>x</script></p>')).toBe('');
  });

  it('reads every character reference as the browser does', () => {
    expect(richTextToPlain('<p>Kaina&nbsp;&euro;5, &scaron;iandien &#x17E;iema &lt;b&gt; &quot;A&quot; &#39;B&#39;</p>')).toBe(
      'Kaina €5, šiandien žiema <b> "A" \'B\'',
    );
  });
});

describe('richTextToMailText', () => {
  it('keeps paragraphs, headings and list items on lines of their own, and shows where links go', () => {
    const html = sanitizeRichText(
      '<h2>Šventės</h2><p>The office closes at <strong>15:00</strong> &amp; reopens <a href="https://intra.example.com/x">here</a>.</p>' +
        '<ul><li><p>first item</p></li><li><p>second item</p></li></ul><ol><li>one</li><li>two</li></ol>',
    );
    expect(richTextToMailText(html)).toBe(
      'Šventės\n\nThe office closes at 15:00 & reopens here [https://intra.example.com/x].\n\n- first item\n- second item\n\n 1. one\n 2. two',
    );
  });
});
