/**
 * Spreadsheet exports (exceljs) as every module writes them: one workbook, each sheet with its
 * header row bold and frozen, columns by key with a width (characters) and an optional number
 * format, rows as objects by those keys. Used by the users, audit, leave-balance and statistics exports.
 */
import ExcelJS from 'exceljs';

/** A column: the header text, the row key it shows, the width in characters, an optional number format ('0.00'). */
export interface XlsxColumn {
  header: string;
  key: string;
  width: number;
  numFmt?: string;
}

/** One sheet: its tab name, columns and rows (objects keyed by the columns' keys). */
export interface XlsxSheet {
  name: string;
  columns: readonly XlsxColumn[];
  rows: Iterable<object>;
}

/** The xlsx bytes of a workbook holding `sheets` in order. */
export async function xlsxBytes(sheets: readonly XlsxSheet[], created = new Date()): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Employee portal';
  wb.created = created;
  for (const sheet of sheets) {
    const ws = wb.addWorksheet(sheet.name, { views: [{ state: 'frozen', ySplit: 1 }] });
    ws.columns = sheet.columns.map(({ header, key, width }) => ({ header, key, width }));
    ws.getRow(1).font = { bold: true };
    for (const row of sheet.rows) ws.addRow(row);
    sheet.columns.forEach((c, i) => {
      if (c.numFmt) ws.getColumn(i + 1).numFmt = c.numFmt;
    });
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}
