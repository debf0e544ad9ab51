import '../features/auth/testEnv';
import { blobText, fakeFetch } from '../test/fakeFetch';
import { ApiError } from './api';
import { base64ToBlob, fetchPdf, openPdf, OPENED_URL_TTL_MS, releasePdf } from './pdf';

const PDF_TEXT = '%PDF-1.4 hello';
const PDF_BASE64 = btoa(PDF_TEXT);

const readText = blobText;

describe('pdf helpers', () => {
  const created: Blob[] = [];
  const revoked: string[] = [];
  beforeEach(() => {
    created.length = 0;
    revoked.length = 0;
    jest.useFakeTimers();
    URL.createObjectURL = jest.fn((b: Blob) => {
      created.push(b);
      return `blob:test/${created.length}`;
    }) as typeof URL.createObjectURL;
    URL.revokeObjectURL = jest.fn((u: string) => void revoked.push(u));
  });
  afterEach(() => jest.useRealTimers());

  it('decodes base64 into a PDF blob with the same bytes (line breaks ignored)', async () => {
    const blob = base64ToBlob(`${PDF_BASE64.slice(0, 4)}\n${PDF_BASE64.slice(4)}`);
    expect(blob.type).toBe('application/pdf');
    expect(blob.size).toBe(PDF_TEXT.length);
    expect(await readText(blob)).toBe(PDF_TEXT);
  });

  it('opens base64 in a new window and revokes the URL later', async () => {
    const open = jest.fn(() => ({}) as Window);
    const r = openPdf(PDF_BASE64, 'vacation.pdf', { open });
    expect(open).toHaveBeenCalledWith('blob:test/1', '_blank');
    expect(r).toEqual({ opened: true, url: 'blob:test/1', filename: 'vacation.pdf' });
    expect(await readText(created[0])).toBe(PDF_TEXT);
    expect(revoked).toEqual([]);
    jest.advanceTimersByTime(OPENED_URL_TTL_MS);
    expect(revoked).toEqual(['blob:test/1']);
  });

  it('reports a blocked popup and keeps the URL for a download link until released', () => {
    const r = openPdf(new Blob([PDF_TEXT], { type: 'application/octet-stream' }), 'oncall.pdf', { open: () => null });
    expect(r.opened).toBe(false);
    expect(created[0].type).toBe('application/pdf');
    jest.advanceTimersByTime(OPENED_URL_TTL_MS);
    expect(revoked).toEqual([]);
    releasePdf(r);
    expect(revoked).toEqual([r.url]);
  });

  it('fetches a binary PDF and turns an error reply into ApiError with the server code', async () => {
    const pdf = new Blob([PDF_TEXT], { type: 'application/pdf' });
    const calls = fakeFetch(() => ({ body: pdf, headers: { 'Content-Disposition': 'inline; filename="oncall-5.pdf"' } }));
    await expect(fetchPdf('/api/v2/exports/5')).resolves.toEqual({ blob: pdf, filename: 'oncall-5.pdf' });
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /api/v2/exports/5']);
    expect(globalThis.fetch).toHaveBeenCalledWith('/api/v2/exports/5', expect.objectContaining({ credentials: 'same-origin' }));

    fakeFetch(() => ({ status: 403, body: { error_code: 'missing_permissions' } }));
    const err = await fetchPdf('/api/v2/exports/5').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 403, code: 'missing_permissions' });
  });
});
