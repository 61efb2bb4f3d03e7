import { describe, expect, it } from "vitest";
import { CSV_BOM, csvDate, csvField, toCsv } from "./csv.ts";

/** How a spreadsheet reads a CSV with `separator` (RFC 4180: quoted fields, "" inside quotes). */
function parseCsv(text: string, separator: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"' && field === "") quoted = true;
    else if (c === separator) {
      row.push(field);
      field = "";
    } else if (c === "\r" && text[i + 1] === "\n") {
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
      i++;
    } else field += c;
  }
  if (field || row.length) rows.push([...row, field]);
  return rows;
}

describe("CSV for Excel in pt-BR", () => {
  it("starts with a BOM, separates with ';', ends lines with CRLF, quotes every field", () => {
    expect(toCsv(["Nome", "E-mail"], [["Ana", "ana@example.com"]])).toBe(
      `${CSV_BOM}"Nome";"E-mail"\r\n"Ana";"ana@example.com"\r\n`,
    );
  });

  it("doubles quotes and keeps separators, line breaks and edge spaces inside the quotes", () => {
    expect(csvField("a;b")).toBe('"a;b"');
    expect(csvField('diz "oi"')).toBe('"diz ""oi"""');
    expect(csvField("linha\numa")).toBe('"linha\numa"');
    expect(csvField(" espaço")).toBe('" espaço"');
    expect(csvField("simples, com vírgula")).toBe('"simples, com vírgula"');
    expect(csvField("")).toBe('""');
  });

  it("neutralises formulas: = + - @ tab and CR get a leading apostrophe", () => {
    for (const value of ["=1+1", "+55 11", "-2", "@SUM(A1)", "\tx", "\rx"]) {
      expect(csvField(value)).toMatch(/^"'/);
    }
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField("a=b")).toBe('"a=b"');
  });

  it("no cell starts a formula whether the file is read with ';', ',' or a tab as separator", () => {
    const hostile = ["Ana,=cmd|' /C calc'!A0", "Bia\t=1+1", "Caio;@SUM(A1)", '"=x",+1', "-1"];
    const csv = toCsv(
      ["Nome", "E-mail"],
      hostile.map((name) => [name, "a@example.com"]),
    );
    for (const separator of [";", ",", "\t"]) {
      const rows = parseCsv(csv.slice(1), separator);
      expect(rows).toHaveLength(hostile.length + 1);
      for (const cell of rows.flat()) expect(cell, `separator ${JSON.stringify(separator)}`).not.toMatch(/^[=+\-@]/);
    }
    // With ';' each value is read back whole (formula-leading ones behind the apostrophe).
    expect(
      parseCsv(csv.slice(1), ";")
        .slice(1)
        .map((r) => r[0]),
    ).toEqual(["Ana,=cmd|' /C calc'!A0", "Bia\t=1+1", "Caio;@SUM(A1)", '"=x",+1', "'-1"]);
  });

  it("writes dates as dd/mm/aaaa in UTC", () => {
    expect(csvDate("2025-09-01T02:00:00Z")).toBe("01/09/2025");
    expect(csvDate(new Date("2025-12-31T23:59:59Z"))).toBe("31/12/2025");
  });
});
