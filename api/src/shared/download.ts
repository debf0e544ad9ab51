/**
 * Downloads (DESIGN.md "Uploads", issue 9 item 8): every stored or generated file a route sends as
 * bytes (PDF exports, CSV, stored uploads) goes through `sendAttachment`, which sets
 * `Content-Disposition: attachment` with an ASCII `filename` and the RFC 5987 `filename*` (UTF-8),
 * `X-Content-Type-Options: nosniff` (helmet sets it too), a CSP that runs nothing should a browser
 * render the file anyway, and `Cache-Control: private, no-store` (files hold personal data).
 * Spec replies that carry base64 `data` in JSON keep their shapes and do not use this.
 */
import type { Response } from 'express';

/** RFC 5987 ext-value characters: attr-char minus what encodeURIComponent leaves unescaped. */
const encodeExtValue = (s: string) => encodeURIComponent(s).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * The `Content-Disposition` value for a download named `filename`: `attachment; filename="<ASCII
 * fallback>"; filename*=UTF-8''<percent-encoded>`. Path parts, quotes, backslashes and control
 * characters never reach the header.
 */
export function attachmentHeader(filename: string): string {
  const name = (filename.split(/[/\\]/).pop() ?? '').replace(/[\p{Cc}\p{Cf}]/gu, '').trim() || 'download';
  const ascii = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\%]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeExtValue(name)}`;
}

/** Sends `body` as a download named `filename` of type `contentType` (status 200, headers above). */
export function sendAttachment(res: Response, file: { filename: string; contentType: string; body: Buffer | string }): void {
  res.setHeader('Content-Type', file.contentType);
  res.setHeader('Content-Disposition', attachmentHeader(file.filename));
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
  res.setHeader('Cache-Control', 'private, no-store');
  res.status(200).send(file.body);
}
