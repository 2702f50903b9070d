/**
 * CSV as spreadsheets open it (RFC 4180, docs/decisions/114): UTF-8 with a byte-order mark (Excel
 * otherwise reads UTF-8 as the local code page and garbles ₹ and Devanagari), CRLF line ends, a field
 * quoted when it holds a comma, a quote or a line break. A field that starts with = + - @ (or a tab or
 * carriage return) is prefixed with ' so a spreadsheet shows it as text instead of running it as a
 * formula (CSV injection: a visitor's name can be "=HYPERLINK(…)").
 */
export const CSV_BOM = "\uFEFF";

export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(cells: readonly (string | number | null | undefined)[]): string {
  return `${cells.map(csvCell).join(",")}\r\n`;
}
