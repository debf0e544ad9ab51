/**
 * Active content in a PDF (issue 9 item 8, DESIGN.md "Uploads"): uploaded PDFs may hold documents,
 * never script, launch actions, embedded files or forms that run code. `pdfActiveContent` returns the
 * first offending PDF name found, or null for a passive document.
 *
 * Refused names: /JavaScript, /JS (an /OpenAction or any other action that runs script names one of
 * these), /Launch, /EmbeddedFile(s), /AA (additional actions), /RichMedia, /XFA. Names are compared
 * after decoding `#xx` escapes (`/J#61vaScript` is /JavaScript). Objects packed into compressed
 * object streams (`/Type /ObjStm`, PDF 1.5) are inflated and scanned too; an object stream that
 * cannot be read (another filter, too large, or an encrypted file) refuses the file ("ObjStm").
 * The scan is deliberately strict: a passive file that happens to contain such a name in its bytes is
 * refused too (the user can upload a screenshot instead).
 */
import zlib from 'node:zlib';

const ACTIVE = /\/(JavaScript|JS|Launch|EmbeddedFiles?|AA|RichMedia|XFA)(?=[\s()<>[\]{}/%]|$)/;
/** An inflated object stream larger than this is not read (refused). */
const MAX_OBJECT_STREAM_BYTES = 32 * 1024 * 1024;

/** Decodes `#xx` escapes (PDF names) so that escaped names compare equal to plain ones. */
const unescapeNames = (text: string) => text.replace(/#([0-9A-Fa-f]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** The first active-content name in `text` (PDF syntax, latin1), without the slash, or null. */
const activeName = (text: string) => ACTIVE.exec(unescapeNames(text))?.[1] ?? null;

/**
 * Scans a PDF for active content.
 * @param bytes the whole file
 * @returns the offending name (e.g. "JavaScript", "EmbeddedFile", "ObjStm") or null when passive
 */
export function pdfActiveContent(bytes: Buffer): string | null {
  const text = bytes.toString('latin1');
  const found = activeName(text);
  if (found) return found;
  const encrypted = /\/Encrypt(?=[\s()<>[\]{}/%])/.test(unescapeNames(text));
  // Every stream: `<< dictionary >> stream EOL data endstream`. Only object streams hold objects.
  const streamStart = /stream\r?\n/g;
  for (let m = streamStart.exec(text); m; m = streamStart.exec(text)) {
    const dictFrom = Math.max(text.lastIndexOf('obj', m.index), m.index - 4096, 0);
    const dict = unescapeNames(text.slice(dictFrom, m.index));
    if (!/\/ObjStm(?=[\s()<>[\]{}/%]|$)/.test(dict)) continue;
    if (encrypted) return 'ObjStm';
    const filters = dict.match(/\/(ASCIIHexDecode|ASCII85Decode|LZWDecode|FlateDecode|RunLengthDecode|Crypt|AHx|A85|LZW|Fl|RL)\b/g) ?? [];
    const dataStart = m.index + m[0].length;
    const dataEnd = text.indexOf('endstream', dataStart);
    const data = bytes.subarray(dataStart, dataEnd < 0 ? bytes.length : dataEnd);
    let inner: Buffer;
    if (filters.length === 0) inner = data;
    else if (filters.length === 1 && (filters[0] === '/FlateDecode' || filters[0] === '/Fl')) {
      try {
        inner = zlib.inflateSync(data, { maxOutputLength: MAX_OBJECT_STREAM_BYTES, finishFlush: zlib.constants.Z_SYNC_FLUSH });
      } catch {
        return 'ObjStm';
      }
    } else return 'ObjStm';
    const hidden = activeName(inner.toString('latin1'));
    if (hidden) return hidden;
  }
  return null;
}
