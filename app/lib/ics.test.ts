// The calendar file's text against RFC 5545: CRLF lines, folding at 75 octets (never inside a
// UTF-8 character), escaped TEXT, all-day events; read back with a small unfolding parser.
import { describe, expect, it } from "vitest";
import { escapeText, foldLine, icsCalendar, nextDay, utcStamp } from "./ics.ts";

/** Unfolds the lines (CRLF + one space or tab joins) and splits them at CRLF. */
function unfold(text: string): string[] {
  return text.replace(/\r\n[ \t]/g, "").split("\r\n");
}

/** A TEXT value read back (the reverse of escapeText). */
function unescape(value: string): string {
  return value.replace(/\\([\\;,nN])/g, (_m, c: string) => (c === "n" || c === "N" ? "\n" : c));
}

const octets = (s: string) => new TextEncoder().encode(s).length;

describe("icsCalendar", () => {
  const text = icsCalendar({
    prodId: "-//Carro em Conta//Teste//PT-BR",
    name: "IPVA, licenciamento; e mais",
    stamp: new Date("2026-11-27T12:00:00Z"),
    events: [
      {
        uid: "ipva-2026-sp-cota-unica-1-final-1@carroemconta.com.br",
        date: "2026-01-12",
        summary: "IPVA 2026 SP (final 1): último dia da cota única com 3 % de desconto; pague até lá, sem multa",
        description: "Linha um\nLinha dois, com vírgula; e ponto e vírgula \\ barra. ".repeat(4),
      },
      { uid: "b@x", date: "2026-12-31", summary: "Fim do ano" },
    ],
  });

  it("ends every line with CRLF and folds none beyond 75 octets", () => {
    expect(text.endsWith("\r\n")).toBe(true);
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    const physical = text.split("\r\n").slice(0, -1);
    for (const line of physical) expect(octets(line)).toBeLessThanOrEqual(75);
    // Some lines were long enough to be folded.
    expect(physical.some((l) => l.startsWith(" "))).toBe(true);
  });

  it("holds the calendar's header and all-day events with DTEND the next day", () => {
    const lines = unfold(text);
    expect(lines.slice(0, 5)).toEqual([
      "BEGIN:VCALENDAR",
      "PRODID:-//Carro em Conta//Teste//PT-BR",
      "VERSION:2.0",
      "CALSCALE:GREGORIAN",
      "METHOD:PUBLISH",
    ]);
    expect(lines).toContain("X-WR-CALNAME:IPVA\\, licenciamento\\; e mais");
    expect(lines.filter((l) => l === "BEGIN:VEVENT")).toHaveLength(2);
    expect(lines).toContain("DTSTART;VALUE=DATE:20260112");
    expect(lines).toContain("DTEND;VALUE=DATE:20260113");
    expect(lines).toContain("DTSTART;VALUE=DATE:20261231");
    expect(lines).toContain("DTEND;VALUE=DATE:20270101");
    expect(lines.filter((l) => l === "DTSTAMP:20261127T120000Z")).toHaveLength(2);
    expect(lines).toContain("UID:ipva-2026-sp-cota-unica-1-final-1@carroemconta.com.br");
    expect(lines.at(-2)).toBe("END:VCALENDAR");
  });

  it("escapes commas, semicolons, backslashes and new lines, and reads back the same text", () => {
    const lines = unfold(text);
    const summary = lines.find((l) => l.startsWith("SUMMARY:IPVA"))!.slice("SUMMARY:".length);
    expect(summary).toContain("desconto\\; pague até lá\\, sem multa");
    expect(unescape(summary)).toBe(
      "IPVA 2026 SP (final 1): último dia da cota única com 3 % de desconto; pague até lá, sem multa",
    );
    const description = lines.find((l) => l.startsWith("DESCRIPTION:"))!.slice("DESCRIPTION:".length);
    expect(description).not.toMatch(/[^\\][,;]/);
    expect(unescape(description)).toBe("Linha um\nLinha dois, com vírgula; e ponto e vírgula \\ barra. ".repeat(4));
  });
});

describe("the pieces", () => {
  it("folds at 75 octets without splitting a character of two octets", () => {
    const line = `SUMMARY:${"é".repeat(80)}`;
    const folded = foldLine(line).split("\r\n");
    for (const part of folded) expect(octets(part)).toBeLessThanOrEqual(75);
    expect(folded[0]).toBe(`SUMMARY:${"é".repeat(33)}`); // 8 + 66 = 74 octets; one more would be 76
    expect(folded.map((p, i) => (i === 0 ? p : p.slice(1))).join("")).toBe(line);
    expect(foldLine("A".repeat(75))).toBe("A".repeat(75));
    expect(foldLine("A".repeat(76))).toBe(`${"A".repeat(75)}\r\n A`);
  });

  it("escapes TEXT", () => {
    expect(escapeText("a,b;c\\d\ne")).toBe("a\\,b\\;c\\\\d\\ne");
  });

  it("gives the next day across months and years, and UTC stamps", () => {
    expect(nextDay("2026-02-28")).toBe("2026-03-01");
    expect(nextDay("2028-02-28")).toBe("2028-02-29");
    expect(nextDay("2026-12-31")).toBe("2027-01-01");
    expect(utcStamp(new Date("2026-01-02T03:04:05.678Z"))).toBe("20260102T030405Z");
  });
});
