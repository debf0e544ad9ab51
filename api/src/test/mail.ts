/**
 * Reading the outbox's .eml files the way a person reads the mail (tests only): encoded subjects
 * (RFC 2047 `=?UTF-8?Q|B?…?=`) and quoted-printable or base64 parts are decoded, multipart messages are
 * split into their text, HTML and attachments. One reader for every test (read `t.outbox()` through it).
 */

/** One e-mail as its reader sees it. */
export interface ReadMail {
  to: string;
  subject: string;
  /** The text/plain part. */
  text: string;
  /** The text/html part, when there is one. */
  html: string | null;
  attachments: { filename: string; contentType: string; content: string }[];
}

interface Part {
  headers: Map<string, string>;
  body: string;
}

function splitPart(raw: string): Part {
  const s = raw.replace(/\r\n/g, '\n');
  const cut = s.indexOf('\n\n');
  const head = cut < 0 ? s : s.slice(0, cut);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: cut < 0 ? '' : s.slice(cut + 2) };
}

function quotedPrintable(s: string): Buffer {
  const soft = s.replace(/=\n/g, '');
  const out: number[] = [];
  for (let i = 0; i < soft.length; i++) {
    const hex = soft.slice(i + 1, i + 3);
    if (soft[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      out.push(parseInt(hex, 16));
      i += 2;
    } else out.push(...Buffer.from(soft[i], 'utf8'));
  }
  return Buffer.from(out);
}

/** A header value with its RFC 2047 encoded words decoded (UTF-8). */
export function decodeHeader(value: string): string {
  return value
    .replace(/(=\?[^?]+\?[BbQq]\?[^?]*\?=)\s+(?==\?)/g, '$1')
    .replace(/=\?[^?]+\?([BbQq])\?([^?]*)\?=/g, (_m, enc: string, text: string) =>
      (enc.toUpperCase() === 'B' ? Buffer.from(text, 'base64') : quotedPrintable(text.replace(/_/g, ' '))).toString('utf8'));
}

function bodyOf(part: Part): string {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return quotedPrintable(part.body).toString('utf8');
  return part.body;
}

function walk(part: Part, mail: ReadMail): void {
  const type = part.headers.get('content-type') ?? 'text/plain';
  if (/^multipart\//i.test(type)) {
    const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
    if (!boundary) return;
    for (const chunk of part.body.split(`--${boundary}`).slice(1)) {
      if (chunk.startsWith('--')) break;
      walk(splitPart(chunk.replace(/^\n/, '')), mail);
    }
    return;
  }
  const disposition = part.headers.get('content-disposition') ?? '';
  const body = bodyOf(part).replace(/\n$/, '');
  if (/^attachment/i.test(disposition)) {
    const filename = decodeHeader(/filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? '');
    mail.attachments.push({ filename, contentType: type.split(';')[0].trim().toLowerCase(), content: body });
  } else if (/^text\/html/i.test(type)) mail.html = body;
  else if (/^text\/plain/i.test(type)) mail.text = body;
}

/** Reads one raw .eml (an entry of `t.outbox()`). */
export function readMail(eml: string): ReadMail {
  const top = splitPart(eml);
  const mail: ReadMail = { to: decodeHeader(top.headers.get('to') ?? ''), subject: decodeHeader(top.headers.get('subject') ?? ''), text: '', html: null, attachments: [] };
  walk(top, mail);
  return mail;
}

/** The mails of an outbox (or a slice of it) to one address, read. */
export const mailsTo = (outbox: string[], email: string): ReadMail[] => outbox.map(readMail).filter((m) => m.to === email || m.to.includes(`<${email}>`));
