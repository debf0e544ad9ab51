/**
 * Exports of the certificates overview (issue 16 item 3; spec 3 §2 /user-certificates "CSV export and an
 * open-PDF-report button", §7 GET users/certificates/pdf "base64 report"), both over the overview's filter
 * (q) and with headers in `lang` (en | lt), answered as `{ file: base64, name }`:
 * - CSV (csv-stringify: RFC 4180, CRLF, UTF-8 BOM so spreadsheets read Lithuanian letters; values starting
 *   with = + - @ get an apostrophe so they never run as formulas): employee, code, name, start, end;
 * - PDF (reports/pdf.ts renderPdf: pdfkit with the embedded DejaVu fonts, so ą č ę ė į š ų ū ž print): title,
 *   the filter and the row count, the same table, and when it was made (company time).
 */
import { stringify } from 'csv-stringify/sync';
import type { AppContext } from '../../context';
import { companyDay, companyStamp } from '../../shared/company-time';
import type { Actor } from '../approvals';
import { renderPdf } from '../reports/pdf';
import { overviewRows } from './certificates.service';

type Lang = 'en' | 'lt';

const TEXT = {
  en: {
    title: 'Certificates of employees', employee: 'Employee', code: 'Code', name: 'Name', start: 'Start date', end: 'End date', never: '—',
    filter: 'Search', count: 'Certificates', made: 'Made', file: 'user-certificates',
  },
  lt: {
    title: 'Darbuotojų sertifikatai', employee: 'Darbuotojas', code: 'Kodas', name: 'Pavadinimas', start: 'Pradžios data', end: 'Pabaigos data', never: '—',
    filter: 'Paieška', count: 'Sertifikatų', made: 'Sudaryta', file: 'darbuotoju-sertifikatai',
  },
} as const;

const defuse = (v: string) => (/^[=+\-@\t\r]/.test(v) ? `'${v}` : v);

/** GET users/certificates/csv?q&lang. */
export async function overviewCsv(ctx: AppContext, caller: Actor, q: string | undefined, lang: Lang) {
  const h = TEXT[lang];
  const rows = await overviewRows(ctx, caller, q);
  const csv = stringify(
    rows.map((r) => [r.user_name, r.code, r.name, r.start_date, r.end_date ?? '']),
    { header: true, columns: [h.employee, h.code, h.name, h.start, h.end], bom: true, record_delimiter: 'windows', cast: { string: defuse } },
  );
  return { file: Buffer.from(csv, 'utf8').toString('base64'), name: `${h.file}-${companyDay(new Date())}.csv` };
}

/** GET users/certificates/pdf?q&lang. */
export async function overviewPdf(ctx: AppContext, caller: Actor, q: string | undefined, lang: Lang) {
  const h = TEXT[lang];
  const rows = await overviewRows(ctx, caller, q);
  const pdf = await renderPdf({
    title: h.title,
    lines: [...(q ? [{ label: h.filter, value: q }] : []), { label: h.count, value: String(rows.length) }],
    table: {
      columns: [{ header: h.employee, width: 3 }, { header: h.code, width: 2 }, { header: h.name, width: 4 }, { header: h.start, width: 2 }, { header: h.end, width: 2 }],
      rows: rows.map((r) => [r.user_name, r.code, r.name, r.start_date, r.end_date ?? h.never]),
    },
    footer: `${h.made}: ${companyStamp(new Date())}`,
  });
  return { file: pdf.toString('base64'), name: `${h.file}-${companyDay(new Date())}.pdf` };
}
