import { describe, expect, it } from "vitest";
import { CSV_BOM, csvDate, csvField, toCsv } from "./csv.ts";

describe("CSV for Excel in pt-BR", () => {
  it("starts with a BOM, separates with ';', ends lines with CRLF", () => {
    expect(toCsv(["Nome", "E-mail"], [["Ana", "ana@example.com"]])).toBe(
      `${CSV_BOM}Nome;E-mail\r\nAna;ana@example.com\r\n`,
    );
  });

  it("quotes fields with the separator, quotes, line breaks or edge spaces, doubling quotes", () => {
    expect(csvField("a;b")).toBe('"a;b"');
    expect(csvField('diz "oi"')).toBe('"diz ""oi"""');
    expect(csvField("linha\numa")).toBe('"linha\numa"');
    expect(csvField(" espaço")).toBe('" espaço"');
    expect(csvField("simples, com vírgula")).toBe("simples, com vírgula");
  });

  it("neutralises formulas: = + - @ tab and CR get a leading apostrophe", () => {
    for (const value of ["=1+1", "+55 11", "-2", "@SUM(A1)", "\tx", "\rx"]) {
      expect(csvField(value).replace(/^"/, "")).toMatch(/^'/);
    }
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField("a=b")).toBe("a=b");
  });

  it("writes dates as dd/mm/aaaa in UTC", () => {
    expect(csvDate("2025-09-01T02:00:00Z")).toBe("01/09/2025");
    expect(csvDate(new Date("2025-12-31T23:59:59Z"))).toBe("31/12/2025");
  });
});
