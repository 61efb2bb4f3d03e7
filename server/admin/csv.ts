// CSV that opens correctly in Excel set to pt-BR: UTF-8 with a BOM, ";" between fields, CRLF
// line ends, EVERY field in double quotes (quotes doubled), and no formulas: a value starting
// with = + - @, tab or CR gets a leading apostrophe (OWASP's advice against CSV injection).
// Quoting every field keeps a value whole whatever separator the program that opens the file
// assumes (comma, tab, semicolon): "Ana,=cmd|' /C calc'!A0" stays one cell that starts with A,
// never a second cell starting with =.
export const CSV_BOM = "\uFEFF";
export const CSV_SEPARATOR = ";";

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvField(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

export function toCsv(header: readonly string[], rows: ReadonlyArray<readonly string[]>): string {
  const lines = [header, ...rows].map((fields) => fields.map(csvField).join(CSV_SEPARATOR));
  return `${CSV_BOM}${lines.join("\r\n")}\r\n`;
}

/** dd/mm/aaaa in UTC (the site's date rule). */
export function csvDate(value: Date | string): string {
  const d = new Date(value);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${pad(d.getUTCDate())}/${pad(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`;
}
