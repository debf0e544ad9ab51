/**
 * Opening PDF reports in the browser (spec 2 §7 Exports and the v1 report calls): the v1 reports
 * answer `{ filename, content_type, data }` with base64 data, GET /api/v2/exports/{userChainId}
 * answers the PDF bytes. Both open in a new window; when the browser blocks the popup the caller
 * offers the returned object URL as a download link instead.
 */
import { apiBlob } from './api';

/** The reply of the v1 report calls (base64File in api/src/contracts/overtime.ts). */
export interface Base64File {
  filename: string;
  content_type: string;
  data: string;
}

/** Decodes base64 (whitespace ignored) into a Blob of `type`. @throws DOMException on invalid base64 */
export function base64ToBlob(base64: string, type = 'application/pdf'): Blob {
  const binary = atob(base64.replace(/\s+/g, ''));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type });
}

export interface OpenedPdf {
  /** False when the popup was blocked: offer `url` as a download link (named `filename`). */
  opened: boolean;
  /** An object URL of the PDF; revoke it with {@link releasePdf} when the link is no longer shown. */
  url: string;
  filename: string;
}

/** How long an opened window's object URL is kept before it is revoked (the window has loaded it by then). */
export const OPENED_URL_TTL_MS = 60_000;

/**
 * Opens a PDF (a Blob, or base64 text) in a new window with `window.open(objectURL)`.
 * Returns `opened: false` when the browser blocked the popup (window.open returned null).
 */
export function openPdf(pdf: Blob | string, filename = 'report.pdf', win: Pick<Window, 'open'> = window): OpenedPdf {
  const blob = typeof pdf === 'string' ? base64ToBlob(pdf) : pdf.type === 'application/pdf' ? pdf : new Blob([pdf], { type: 'application/pdf' });
  const url = URL.createObjectURL(blob);
  const w = win.open(url, '_blank');
  if (w) setTimeout(() => URL.revokeObjectURL(url), OPENED_URL_TTL_MS);
  return { opened: !!w, url, filename };
}

/** Revokes the object URL of a PDF whose download link is gone. */
export const releasePdf = (p: OpenedPdf | null | undefined) => {
  if (p && !p.opened) URL.revokeObjectURL(p.url);
};

/**
 * GETs a binary PDF (GET /api/v2/exports/{id}) through {@link apiBlob}: session cookie or, inside
 * Teams, the bearer token; the file name comes from Content-Disposition (else `fallbackName`).
 * @throws ApiError with the server's error_code on a non-2xx reply
 */
export async function fetchPdf(path: string, fallbackName = 'report.pdf', signal?: AbortSignal): Promise<{ blob: Blob; filename: string }> {
  const { blob, filename } = await apiBlob(path, { accept: 'application/pdf, application/json', signal });
  return { blob, filename: filename ?? fallbackName };
}
