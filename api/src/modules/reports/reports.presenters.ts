/**
 * The reports module's JSON reply shapes (spec 2 §7 v1 GET /users/:id/events/report and
 * /users/:id/overtimes/report; contracts/overtime.ts `base64File`). The PDFs themselves are laid out
 * by reports.service.ts and rendered by pdf.ts; files sent as bytes (CSV, v2 exports) go through
 * shared/download.ts.
 */
import type { z } from 'zod';
import type { base64File } from '../../contracts/overtime';

/** A rendered PDF as the v1 report calls answer it: file name, content type and the bytes in base64. */
export const presentPdfFile = (r: { filename: string; pdf: Buffer }): z.infer<typeof base64File> => ({
  filename: r.filename,
  content_type: 'application/pdf',
  data: r.pdf.toString('base64'),
});
