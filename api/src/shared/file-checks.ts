/**
 * Upload checks (DESIGN.md "Uploads", issue 9 item 8), used by the file store (files.ts):
 * - the type is decided from the content (`file-type`, magic bytes), never from the name;
 * - images (jpeg, png) are decoded and re-encoded with `sharp` (EXIF orientation applied, metadata
 *   stripped), so bytes appended after an image or hidden in its metadata never come back;
 * - PDFs with active content are refused (pdf-scan.ts);
 * - Word documents: docx (an Office Open XML package with a word/ part) and doc (an OLE compound file
 *   holding a WordDocument stream); either is refused as `content` when it carries a macro project;
 * - the display name is cleaned (`cleanFileName`) and carries the detected type's extension.
 * A refused file is `AppError(rules.code, 400, { file, reason })` with reason `size` (too large or
 * empty), `type` (not an allowed kind by content) or `content` (not a valid image, or active content).
 */
import { fileTypeFromBuffer, supportedExtensions } from 'file-type';
import sharp from 'sharp';
import { AppError } from '../http/errors';
import { pdfActiveContent } from './pdf-scan';

/** A kind of file the store accepts: content type, extensions (first = canonical) and the re-encode. */
interface Kind {
  contentType: string;
  exts: readonly string[];
  /** Returns the bytes to store, or throws when the content is not valid. */
  clean(bytes: Buffer): Promise<Buffer>;
}

// Uploads are decoded once: libvips' operation cache would only hold memory.
sharp.cache(false);

/** Images larger than this many pixels are refused (decompression bombs); 50 MP covers phone cameras. */
const MAX_PIXELS = 50_000_000;

const reencode = (format: 'jpeg' | 'png') => async (bytes: Buffer) => {
  const image = sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'warning' });
  if ((await image.metadata()).format !== format) throw new Error('format mismatch');
  const oriented = image.autoOrient();
  return format === 'jpeg' ? oriented.jpeg({ quality: 85 }).toBuffer() : oriented.png().toBuffer();
};

/** The kinds the store knows (allowed per call through `FileRules.types`). */
const KINDS: Record<string, Kind> = {
  jpeg: { contentType: 'image/jpeg', exts: ['jpg', 'jpeg'], clean: reencode('jpeg') },
  png: { contentType: 'image/png', exts: ['png'], clean: reencode('png') },
  pdf: {
    contentType: 'application/pdf',
    exts: ['pdf'],
    clean: async (bytes) => {
      if (pdfActiveContent(bytes)) throw new Error('active content');
      return bytes;
    },
  },
};
/** UTF-16LE bytes of a compound-file stream name (CFB directory entries). */
const utf16 = (s: string) => Buffer.from(s, 'utf16le');

/**
 * Word documents (policy documents, spec 3 §5): kept as uploaded, but only a real Word file and no
 * macros. docx: file-type saw the Word main part; a `vbaProject.bin` (macro-enabled) is refused. doc
 * (OLE compound file): a `WordDocument` stream must exist (an Excel or MSI compound file is refused)
 * and no `Macros` / `_VBA_PROJECT` storage.
 */
const officeKinds: Record<'doc' | 'docx', Kind> = {
  docx: {
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    exts: ['docx'],
    clean: async (bytes) => {
      if (bytes.includes('vbaProject.bin')) throw new Error('macros');
      return bytes;
    },
  },
  doc: {
    contentType: 'application/msword',
    exts: ['doc'],
    clean: async (bytes) => {
      if (!bytes.includes(utf16('WordDocument'))) throw new Error('not a Word document');
      if (bytes.includes(utf16('Macros')) || bytes.includes(utf16('_VBA_PROJECT'))) throw new Error('macros');
      return bytes;
    },
  },
};
Object.assign(KINDS, officeKinds);

/** file-type's extension → our kind (`apng` is a png: re-encoded to its first frame; `cfb` is checked as a doc). */
const DETECTED: Record<string, string> = { jpg: 'jpeg', png: 'png', apng: 'png', pdf: 'pdf', docx: 'docx', cfb: 'doc' };
/** Spellings callers may use in `FileRules.types`. */
const ALIASES: Record<string, string> = { jpg: 'jpeg', jpeg: 'jpeg', png: 'png', pdf: 'pdf', doc: 'doc', docx: 'docx' };

/** Extensions that name a type (stripped from a display name when they disagree with the content). */
const TYPED_EXTENSIONS = new Set<string>([
  ...supportedExtensions,
  'jpeg',
  'htm',
  'html',
  'xhtml',
  'svg',
  'svgz',
  'js',
  'mjs',
  'txt',
  'csv',
  'bat',
  'cmd',
  'com',
  'scr',
  'ps1',
  'vbs',
  'sh',
  'php',
  'asp',
  'aspx',
  'jsp',
  'hta',
  'lnk',
  'url',
]);

/** Upload rules of one call (the module's contract): allowed kinds, size limit, error code. */
export interface FileRules {
  /** Allowed kinds by content: jpeg (or jpg), png, pdf, doc, docx. */
  types: readonly string[];
  /** The size must be strictly below this many bytes (checked on the upload and on the stored bytes). */
  maxBytes: number;
  /** Error code of a refusal, e.g. `bad_file_type` (spec 1 §5). */
  code: string;
}

/** A file as a spec call sends it. */
export interface IncomingFile {
  name: string;
  /** Base64 text, optionally as a data URL (`data:image/png;base64,...`). */
  data: string;
}

/** A checked file, ready to store. */
export interface CheckedFile {
  /** Cleaned display name ending in the detected type's extension. */
  name: string;
  contentType: string;
  /** The bytes to store (images: re-encoded). */
  bytes: Buffer;
}

/** Longest stored display name (characters, the `files.name` column). */
export const MAX_NAME = 255;

/**
 * The display name to store for an uploaded `raw` name of a file whose content is of kind `exts`
 * (first = canonical extension): only the last path part (after / or \), without control or
 * format characters (NUL, bidi overrides), Windows-reserved characters replaced by `_`, no leading
 * dots, at most 255 characters, never empty ("file.<ext>"). A name whose extension is one of the
 * kind's keeps it; another type's extension is replaced (`x.exe` → `x.png`); any other dotted part
 * stays and the canonical extension is appended (`x.html.png` stays, `evil.html\0.png` → `evil.html.png`).
 * Without `exts` (a refused file, echoed in the error) the name keeps its own extension.
 */
export function cleanFileName(raw: string, exts: readonly string[] = []): string {
  let name = (raw.normalize('NFC').split(/[/\\]/).pop() ?? '')
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, '')
    .replace(/[<>:"|?*]/g, '_')
    .replace(/\s+/g, ' ')
    .replace(/^[.\s]+|[.\s]+$/g, '');
  let ext: string | undefined = exts[0];
  const dotted = /^(.*)\.([^.]{1,16})$/.exec(name);
  if (dotted) {
    const given = dotted[2].toLowerCase();
    if (!exts.length || exts.includes(given)) [name, ext] = [dotted[1], dotted[2]];
    else if (TYPED_EXTENSIONS.has(given)) name = dotted[1];
  }
  name = name.replace(/[.\s]+$/, '');
  let stem = '';
  for (const ch of name) {
    if (stem.length + ch.length > MAX_NAME - (ext ? ext.length + 1 : 0)) break;
    stem += ch;
  }
  return ext ? `${stem || 'file'}.${ext}` : stem || 'file';
}

/**
 * Decodes and checks one upload (see module doc). The size is checked before decoding and again on
 * the stored bytes. @throws AppError(rules.code) with reason size | type | content
 */
export async function checkFile(file: IncomingFile, rules: FileRules): Promise<CheckedFile> {
  const fail = (reason: 'size' | 'type' | 'content', name = cleanFileName(file.name)) => new AppError(rules.code, 400, { file: name, reason });
  const b64 = file.data.replace(/^data:[^,]*;base64,/, '');
  if (!/^[A-Za-z0-9+/\s]*={0,2}\s*$/.test(b64)) throw fail('type');
  // Size check before decoding the whole payload: base64 is 4 characters per 3 bytes.
  if (Math.floor((b64.replace(/\s/g, '').length * 3) / 4) - 2 >= rules.maxBytes) throw fail('size');
  const bytes = Buffer.from(b64, 'base64');
  if (bytes.length === 0 || bytes.length >= rules.maxBytes) throw fail('size');
  const detected = DETECTED[(await fileTypeFromBuffer(bytes))?.ext ?? ''];
  const allowed = new Set(rules.types.map((t) => ALIASES[t.toLowerCase()]));
  if (!detected || !allowed.has(detected)) throw fail('type');
  const kind = KINDS[detected];
  const name = cleanFileName(file.name, kind.exts);
  let stored: Buffer;
  try {
    stored = await kind.clean(bytes);
  } catch {
    throw fail('content', name);
  }
  if (stored.length >= rules.maxBytes) throw fail('size', name);
  return { name, contentType: kind.contentType, bytes: stored };
}
