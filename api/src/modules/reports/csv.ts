/**
 * CSV writing (RFC 4180) for the events export: every field quoted when it holds a comma, quote,
 * CR or LF (quotes doubled); values starting with = + - @ or a tab/CR are prefixed with an
 * apostrophe so spreadsheets never run them as formulas; CRLF line ends; a UTF-8 BOM so Excel reads
 * Lithuanian letters. (No CSV library is a dependency of the api: fast-csv is only present through
 * exceljs, so it is not used here.)
 */

/** One CSV field. */
export function csvField(value: unknown): string {
  if (value == null) return '';
  let s = value instanceof Date ? value.toISOString() : String(value);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** A whole CSV document: header then rows, CRLF, with a BOM. */
export function toCsv(header: string[], rows: unknown[][]): string {
  return `\uFEFF${[header, ...rows].map((r) => r.map(csvField).join(',')).join('\r\n')}\r\n`;
}
