/** A cell: text, or a figure written as the API gives it (exact, "." for decimals, no grouping). */
export type CsvCell = string | number | null;

const NUMBER = /^-?\d+(\.\d+)?$/;

function cell(value: CsvCell): string {
  if (value === null) return '';
  let text = String(value);
  // A text cell a spreadsheet would run as a formula is written as text (OWASP CSV injection).
  if (!NUMBER.test(text) && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * RFC 4180 text (CRLF, quoted where needed) behind a byte-order mark, so that spreadsheet
 * programs open Chinese and Portuguese names as UTF-8.
 */
export function toCsv(rows: CsvCell[][]): string {
  return `\uFEFF${rows.map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}

/** Saves the text as a file through a temporary link. */
export function downloadCsv(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
