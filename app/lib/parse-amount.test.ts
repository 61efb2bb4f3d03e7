// What a field's text says (`readAmountText`): "mil", English thousands marks asked about,
// rates never ambiguous; and `parseAmount` never reading "80,000" as 80.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatBRL } from "./format.ts";
import { parseAmount, readAmountText } from "./parse-amount.ts";

describe("readAmountText", () => {
  it("says an untouched field is empty and text without an amount is invalid", () => {
    for (const text of ["", "   ", "R$ ", "R$", "%"])
      expect(readAmountText(text, "grouped")).toEqual({ kind: "empty" });
    for (const text of ["abc", "1.2,3.4", "R$ ,", "mil"]) {
      expect(readAmountText(text, "grouped")).toEqual({ kind: "invalid" });
    }
  });

  it.each([
    ["50 mil", 50_000],
    ["50mil", 50_000],
    ["50 Mil", 50_000],
    ["50 MIL", 50_000],
    ["1,5 mil", 1_500],
    ["1.5 mil", 1_500],
    ["1,001 mil", 1_001],
    ["R$ 50 mil", 50_000],
    ["R$50mil", 50_000],
    ["80 mil ", 80_000],
  ])("grouped: %s means thousands (%s)", (text, value) => {
    expect(readAmountText(text, "grouped")).toEqual({ kind: "amount", value });
    expect(parseAmount(text)).toBe(value);
  });

  it("a rate in thousands is no rate", () => {
    expect(readAmountText("50 mil", "percent")).toEqual({ kind: "invalid" });
    expect(parseAmount("50 mil", "percent")).toBeNull();
  });

  it.each([
    ["80,000", 80, 80_000],
    ["R$ 80,000", 80, 80_000],
    ["1,500", 1.5, 1_500],
    ["999,999", 999.999, 999_999],
    ["-80,000", -80, -80_000],
  ])("grouped: %s is ambiguous (%s or %s) and parseAmount reads no amount", (text, value, suggestion) => {
    expect(readAmountText(text, "grouped")).toEqual({ kind: "ambiguous", value, suggestion });
    expect(parseAmount(text)).toBeNull();
  });

  it.each([
    ["80,000.00", 80_000],
    ["80,000.5", 80_000.5],
    ["1,234,567", 1_234_567],
    ["0,500", 0.5],
    ["1234,567", 1234.567],
    ["80,00", 80],
    ["80,0", 80],
    ["80.000", 80_000],
    ["R$ 80.000,00", 80_000],
  ])("grouped: %s is unambiguous: %s", (text, value) => {
    expect(readAmountText(text, "grouped")).toEqual({ kind: "amount", value });
  });

  it("rates are never ambiguous: 1,999 is 1,999 %", () => {
    expect(readAmountText("1,999", "percent")).toEqual({ kind: "amount", value: 1.999 });
    expect(readAmountText("80,000", "percent")).toEqual({ kind: "amount", value: 80 });
    expect(parseAmount("1,999", "percent")).toBe(1.999);
  });
});

describe("readAmountText properties", () => {
  const thousands = fc.integer({ min: 1, max: 999 });
  const threeDigits = fc.integer({ min: 0, max: 999 }).map((n) => String(n).padStart(3, "0"));

  it("n mil is n × 1000 however it is written", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99_999_999 }), fc.constantFrom("", " "), fc.boolean(), (n, gap, brl) => {
        const number = formatBRL(n).replace(/^R\$ |,00$/g, "");
        const text = `${brl ? "R$ " : ""}${number}${gap}mil`;
        expect(readAmountText(text, "grouped")).toEqual({ kind: "amount", value: n * 1000 });
      }),
    );
  });

  it('a decimal mil ("1,5 mil") is exact to the real', () => {
    fc.assert(
      fc.property(thousands, fc.integer({ min: 1, max: 999 }), (whole, fraction) => {
        const decimals = String(fraction).padStart(3, "0").replace(/0+$/, "");
        expect(parseAmount(`${whole},${decimals} mil`)).toBe(whole * 1000 + Number(decimals.padEnd(3, "0")));
      }),
    );
  });

  it("a comma and exactly three digits is asked about in money, never read silently", () => {
    fc.assert(
      fc.property(thousands, threeDigits, (before, after) => {
        const text = `${before},${after}`;
        expect(readAmountText(text, "grouped")).toEqual({
          kind: "ambiguous",
          value: Number(`${before}.${after}`),
          suggestion: before * 1000 + Number(after),
        });
        expect(parseAmount(text)).toBeNull();
        expect(readAmountText(text, "percent")).toEqual({ kind: "amount", value: Number(`${before}.${after}`) });
      }),
    );
  });

  it("English thousands with a decimal point or several commas read as English", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1_000, max: 99_999_999_999 }), fc.integer({ min: 0, max: 99 }), (n, cents) => {
        const english = n.toLocaleString("en-US");
        const value = n + cents / 100;
        expect(readAmountText(`${english}.${String(cents).padStart(2, "0")}`, "grouped")).toEqual({
          kind: "amount",
          value,
        });
        if (n >= 1_000_000) expect(readAmountText(english, "grouped")).toEqual({ kind: "amount", value: n });
      }),
    );
  });

  it("parseAmount is the reading's amount, and null for every other reading", () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^(R\$ ?)?-?[0-9.,]{0,9}( ?mil)?$/),
        fc.constantFrom("grouped", "percent"),
        (t, k) => {
          const reading = readAmountText(t, k as "grouped" | "percent");
          expect(parseAmount(t, k as "grouped" | "percent")).toBe(reading.kind === "amount" ? reading.value : null);
        },
      ),
    );
  });
});
