/** Upload checks (file-checks.ts, pdf-scan.ts) and download headers (download.ts), issue 9 item 8. */
import zlib from 'node:zlib';
import sharp from 'sharp';
import { attachmentHeader } from './download';
import { checkFile, cleanFileName, FileRules } from './file-checks';
import { pdfActiveContent } from './pdf-scan';

const RULES: FileRules = { types: ['jpeg', 'jpg', 'png', 'pdf'], maxBytes: 10_000_000, code: 'bad_file_type' };
const b64 = (b: Buffer | string) => Buffer.from(b).toString('base64');
const refusal = (p: Promise<unknown>) =>
  p.then(
    () => 'accepted',
    (e: { code: string; extra: { reason: string } }) => `${e.code} ${e.extra.reason}`,
  );
const pdf = (body: string) => Buffer.from(`%PDF-1.7\n${body}\n%%EOF\n`, 'latin1');
/** A PDF whose object 1 is a stream with dictionary `dict` holding `data` deflated. */
const pdfWithStream = (dict: string, data: string, before = '') => {
  const packed = zlib.deflateSync(Buffer.from(data, 'latin1'));
  return Buffer.concat([
    Buffer.from(`%PDF-1.7\n${before}1 0 obj <<${dict}/Length ${packed.length}>>stream\n`, 'latin1'),
    packed,
    Buffer.from('\nendstream endobj\n%%EOF\n'),
  ]);
};

let png: Buffer;
let jpegWithExif: Buffer;
beforeAll(async () => {
  png = await sharp({ create: { width: 4, height: 2, channels: 3, background: '#c00' } })
    .png()
    .toBuffer();
  jpegWithExif = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#0c0' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({ IFD0: { Artist: 'secret-author', Copyright: 'GPS 54.68,25.27' } })
    .toBuffer();
});

describe('cleanFileName', () => {
  it.each([
    ['../../../../tmp/evil.png', ['png'], 'evil.png'],
    ['..\\..\\evil.png', ['png'], 'evil.png'],
    ['evil.html\x00.png', ['png'], 'evil.html.png'],
    ['x.html.png', ['png'], 'x.html.png'],
    ['photo.exe', ['png'], 'photo.png'],
    ['report.html', ['pdf'], 'report.pdf'],
    ['a\u202Egnp.exe', ['png'], 'agnp.png'],
    ['photo.JPG', ['jpg', 'jpeg'], 'photo.JPG'],
    ['scan', ['pdf'], 'scan.pdf'],
    ['Sąskaita 2024.03', ['pdf'], 'Sąskaita 2024.03.pdf'],
    ['.htaccess', ['png'], 'htaccess.png'],
    ['...', ['png'], 'file.png'],
    ['', ['png'], 'file.png'],
    ['dir/', ['png'], 'file.png'],
    ['line\r\nbreak\t.png', ['png'], 'linebreak.png'],
    ['con:<a>|b?*"c".png', ['png'], 'con__a__b___c_.png'],
    ['x.png. . ', ['png'], 'x.png'],
    ['a.html\x00', [], 'a.html'],
  ])('%j → %s', (raw, exts, expected) => {
    expect(cleanFileName(raw, exts)).toBe(expected);
  });

  it('keeps at most 255 characters with the extension and never splits a character', () => {
    expect(cleanFileName(`${'a'.repeat(300)}.png`, ['png'])).toBe(`${'a'.repeat(251)}.png`);
    const emoji = cleanFileName(`${'a'.repeat(249)}😀😀.pdf`, ['pdf']);
    expect(emoji).toBe(`${'a'.repeat(249)}😀.pdf`);
    expect(emoji.length).toBeLessThanOrEqual(255);
  });
});

describe('checkFile: the type comes from the content', () => {
  it('accepts a png whatever its name says and stores a png re-encoded, under the detected extension', async () => {
    const r = await checkFile({ name: '../x.exe', data: b64(png) }, RULES);
    expect([r.name, r.contentType]).toEqual(['x.png', 'image/png']);
    expect((await sharp(r.bytes).metadata()).format).toBe('png');
  });

  it('drops what follows the image and its metadata, and rotates by EXIF', async () => {
    const withScript = Buffer.concat([png, Buffer.from('<script>alert(1)</script>')]);
    const r = await checkFile({ name: 'x.html.png', data: b64(withScript) }, RULES);
    expect(r.bytes.includes('<script>')).toBe(false);
    const j = await checkFile({ name: 'photo.jpeg', data: `data:image/jpeg;base64,${b64(jpegWithExif)}` }, RULES);
    expect([j.name, j.contentType]).toEqual(['photo.jpeg', 'image/jpeg']);
    const meta = await sharp(j.bytes).metadata();
    expect([meta.width, meta.height, meta.exif, meta.orientation]).toEqual([20, 40, undefined, undefined]);
    expect(j.bytes.includes('secret-author')).toBe(false);
  });

  it.each([
    ['a PNG signature followed by a script', 'x.png', () => Buffer.concat([png.subarray(0, 8), Buffer.from('<script>alert(1)</script>')]), 'type'],
    ['a truncated png', 'x.png', () => png.subarray(0, png.length - 20), 'content'],
    ['HTML named .png', 'x.html.png', () => Buffer.from('<html><script>alert(document.cookie)</script></html>'), 'type'],
    ['an exe named .png', 'setup.png', () => Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(120)]), 'type'],
    ['a gif', 'x.gif', () => Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'), 'type'],
    ['an SVG', 'x.svg', () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), 'type'],
    [
      'a PDF with /JavaScript',
      'x.pdf',
      () => pdf('1 0 obj <</Type/Catalog/OpenAction 2 0 R>> endobj 2 0 obj <</S/JavaScript/JS(app.alert(1))>> endobj'),
      'content',
    ],
    ['an empty file', 'x.png', () => Buffer.alloc(0), 'size'],
  ])('refuses %s (%s)', async (_what, name, bytes, reason) => {
    expect(await refusal(checkFile({ name, data: b64(bytes()) }, RULES))).toBe(`bad_file_type ${reason}`);
  });

  it('refuses a kind the call does not allow, and by size before decoding', async () => {
    expect(await refusal(checkFile({ name: 'x.png', data: b64(png) }, { ...RULES, types: ['pdf'] }))).toBe('bad_file_type type');
    expect(await refusal(checkFile({ name: 'x.pdf', data: b64(pdf('')) }, { ...RULES, maxBytes: 10 }))).toBe('bad_file_type size');
    expect(await refusal(checkFile({ name: 'x.pdf', data: 'not base64!' }, RULES))).toBe('bad_file_type type');
  });

  it('echoes a cleaned name in a refusal, never internal text', async () => {
    const e = await checkFile({ name: '../../evil.html\x00.png', data: b64('<html>') }, RULES).catch((x: { extra: unknown }) => x.extra);
    expect(e).toEqual({ file: 'evil.html.png', reason: 'type' });
  });
});

describe('pdfActiveContent', () => {
  it.each([
    ['JavaScript', '<</S/JavaScript/JS(x)>>'],
    ['JS', '<</S/Foo/JS 5 0 R>>'],
    ['JavaScript', '<</S/J#61vaScript>>'],
    ['Launch', '<</S/Launch/F(cmd.exe)>>'],
    ['EmbeddedFiles', '<</Names<</EmbeddedFiles 3 0 R>>>>'],
    ['EmbeddedFile', '<</Type/EmbeddedFile>>'],
    ['AA', '<</Type/Page/AA<</O 4 0 R>>>>'],
    ['RichMedia', '<</Subtype/RichMedia>>'],
    ['XFA', '<</AcroForm<</XFA 6 0 R>>>>'],
  ])('finds /%s', (name, body) => {
    expect(pdfActiveContent(pdf(`1 0 obj ${body} endobj`))).toBe(name);
  });

  it('finds script packed in a compressed object stream', () => {
    expect(pdfActiveContent(pdfWithStream('/Type/ObjStm/N 1/First 4/Filter/FlateDecode', '2 0 <</S/JavaScript/JS(app.alert(1))>>'))).toBe('JavaScript');
    expect(pdfActiveContent(pdfWithStream('/Type/Obj#53tm/N 1/First 4/Filter/Fl', '2 0 <</Type/Page/AA 7 0 R>>'))).toBe('AA');
  });

  it('refuses object streams it cannot read (other filters, encrypted files)', () => {
    expect(pdfActiveContent(pdf('1 0 obj <</Type/ObjStm/Filter[/ASCIIHexDecode/FlateDecode]>>stream\n4142\nendstream endobj'))).toBe('ObjStm');
    expect(pdfActiveContent(pdf('1 0 obj <</Type/ObjStm/Filter/FlateDecode>>stream\nxx\nendstream endobj trailer <</Encrypt 9 0 R>>'))).toBe('ObjStm');
  });

  it('passes an ordinary document, Apple metadata keys and an open-at-page action', () => {
    const catalog = '5 0 obj <</Type/Catalog/OpenAction[3 0 R/Fit]/AAPL:Keywords[(a)]>> endobj\n';
    expect(pdfActiveContent(pdfWithStream('/Type/ObjStm/Filter/FlateDecode/N 1/First 4', '2 0 <</Type/Page/Contents 3 0 R>>', catalog))).toBeNull();
    expect(pdfActiveContent(pdfWithStream('/Filter/FlateDecode', 'BT /F1 12 Tf (Hello /JS) Tj ET'))).toBeNull();
  });
});

describe('attachmentHeader', () => {
  it('always says attachment, with an ASCII fallback and the RFC 5987 UTF-8 name', () => {
    expect(attachmentHeader('events-2026-07-01.csv')).toBe(`attachment; filename="events-2026-07-01.csv"; filename*=UTF-8''events-2026-07-01.csv`);
    expect(attachmentHeader('Ataskaita "Žalia" (1)%.pdf')).toBe(
      `attachment; filename="Ataskaita _Zalia_ (1)_.pdf"; filename*=UTF-8''Ataskaita%20%22%C5%BDalia%22%20%281%29%25.pdf`,
    );
    expect(attachmentHeader('../a\r\nSet-Cookie: x.pdf')).toBe(`attachment; filename="aSet-Cookie: x.pdf"; filename*=UTF-8''aSet-Cookie%3A%20x.pdf`);
  });
});
