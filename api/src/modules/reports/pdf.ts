/**
 * PDF rendering of the reports with pdfkit and an embedded Unicode font (DejaVu Sans, committed in
 * api/assets/fonts with its licence) so Lithuanian letters render on any machine. A report is a
 * title, key/value lines, an optional table (header + rows, wrapped cells, page breaks repeating the
 * header) and an optional footer line.
 */
import fs from 'node:fs';
import path from 'node:path';
import PDFDocument from 'pdfkit';

export interface PdfReport {
  title: string;
  lines?: { label: string; value: string }[];
  table?: { columns: { header: string; width: number }[]; rows: string[][] };
  footer?: string;
}

let fontDir: string | null = null;

/** The directory of the report fonts: the first `assets/fonts` (or `api/assets/fonts`) found above this file (source and dist). */
export function fontsDir(): string {
  if (fontDir) return fontDir;
  for (let d = __dirname; ; d = path.dirname(d)) {
    for (const c of [path.join(d, 'assets', 'fonts'), path.join(d, 'api', 'assets', 'fonts')]) {
      if (fs.existsSync(path.join(c, 'DejaVuSans.ttf'))) return (fontDir = c);
    }
    if (path.dirname(d) === d) throw new Error('report fonts not found (api/assets/fonts/DejaVuSans.ttf)');
  }
}

/**
 * A new A4 pdfkit document with the Unicode fonts registered as `body` and `bold`, and the promise
 * of its bytes once `doc.end()` is called. Every PDF of the portal starts here.
 */
export function newPdf(title: string): { doc: PDFKit.PDFDocument; done: Promise<Buffer> } {
  const doc = new PDFDocument({ size: 'A4', margin: 40, info: { Title: title, Producer: 'Employee portal' } });
  doc.registerFont('body', path.join(fontsDir(), 'DejaVuSans.ttf'));
  doc.registerFont('bold', path.join(fontsDir(), 'DejaVuSans-Bold.ttf'));
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}

/**
 * Draws a table at the current position across the page width: column widths in proportion to
 * `columns[].width`, wrapped 9 pt cells, a rule under each row, and the header row repeated when a
 * row starts a new page. Leaves the cursor under the table at the left margin.
 */
export function drawTable(doc: PDFKit.PDFDocument, columns: readonly { header: string; width: number }[], rows: readonly string[][]): void {
  const left = doc.page.margins.left;
  const width = doc.page.width - 80;
  const total = columns.reduce((s, c) => s + c.width, 0);
  const widths = columns.map((c) => (c.width * width) / total);
  const bottom = () => doc.page.height - doc.page.margins.bottom;
  const drawRow = (cells: readonly string[], font: 'body' | 'bold') => {
    doc.font(font).fontSize(9);
    const h = Math.max(...cells.map((c, i) => doc.heightOfString(c || ' ', { width: widths[i] - 6 }))) + 6;
    if (doc.y + h > bottom()) {
      doc.addPage();
      if (font === 'body') drawRow(columns.map((c) => c.header), 'bold');
      doc.font(font).fontSize(9);
    }
    const y = doc.y;
    let x = left;
    cells.forEach((c, i) => {
      doc.text(c || '', x + 3, y + 3, { width: widths[i] - 6 });
      x += widths[i];
    });
    doc.moveTo(left, y + h).lineTo(left + width, y + h).lineWidth(0.5).strokeColor('#999999').stroke();
    doc.x = left;
    doc.y = y + h;
  };
  drawRow(columns.map((c) => c.header), 'bold');
  for (const r of rows) drawRow(r, 'body');
}

/** Renders a report to a PDF buffer. */
export function renderPdf(report: PdfReport): Promise<Buffer> {
  const { doc, done } = newPdf(report.title);
  const left = doc.page.margins.left;

  doc.font('bold').fontSize(16).text(report.title, { width: doc.page.width - 80 });
  doc.moveDown(0.5);
  for (const l of report.lines ?? []) {
    doc.font('bold').fontSize(10).text(`${l.label}: `, { continued: true }).font('body').text(l.value);
  }
  if (report.table) {
    doc.moveDown(1);
    drawTable(doc, report.table.columns, report.table.rows);
  }
  if (report.footer) {
    doc.moveDown(1);
    doc.font('body').fontSize(9).text(report.footer, left, doc.y, { width: doc.page.width - 80 });
  }
  doc.end();
  return done;
}
