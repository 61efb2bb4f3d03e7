import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  formatBRL,
  formatCount,
  formatDateBR,
  formatDateShortBR,
  formatDateTimeBR,
  formatNumber,
  formatNumberUpTo,
  formatPercent,
  formatRatePercent,
  pluralWord,
} from "./format.ts";
import { roundCents } from "./money.ts";

describe("formatBRL", () => {
  it("formats reais with pt-BR grouping and a plain space", () => {
    expect(formatBRL(1234.56)).toBe("R$ 1.234,56");
    expect(formatBRL(0.01)).toBe("R$ 0,01");
    expect(formatBRL(99_999_999_999.99)).toBe("R$ 99.999.999.999,99");
  });

  it("never contains a non-breaking space", () => {
    expect(formatBRL(1)).not.toMatch(/[\u00A0\u202F]/);
  });

  it("handles zero, negative zero and values that round to zero", () => {
    expect(formatBRL(0)).toBe("R$ 0,00");
    expect(formatBRL(-0)).toBe("R$ 0,00");
    expect(formatBRL(-0.001)).toBe("R$ 0,00");
  });

  it("handles negatives", () => {
    expect(formatBRL(-1234.56)).toBe("-R$ 1.234,56");
  });

  it("rounds to cents", () => {
    expect(formatBRL(679.303825)).toBe("R$ 679,30");
    expect(formatBRL(4.8066)).toBe("R$ 4,81");
  });
});

describe("formatNumber", () => {
  it("groups and rounds", () => {
    expect(formatNumber(1234.567, 2)).toBe("1.234,57");
    expect(formatNumber(12.5, 0)).toBe("13");
    expect(formatNumber(15, 2)).toBe("15,00");
    expect(formatNumber(-0.0001, 2)).toBe("0,00");
  });
});

describe("formatNumberUpTo", () => {
  it("keeps the decimals a value has, up to the limit, without padding", () => {
    expect(formatNumberUpTo(450.25, 2)).toBe("450,25");
    expect(formatNumberUpTo(450.5, 2)).toBe("450,5");
    expect(formatNumberUpTo(1234, 2)).toBe("1.234");
    expect(formatNumberUpTo(0.999, 2)).toBe("1");
    expect(formatNumberUpTo(-0.001, 2)).toBe("0");
  });
});

describe("formatPercent", () => {
  it("formats a ratio as a percent", () => {
    expect(formatPercent(0.714285)).toBe("71,4%");
    expect(formatPercent(0.7)).toBe("70,0%");
    expect(formatPercent(0.5, 0)).toBe("50%");
    expect(formatPercent(0.0062989, 4)).toBe("0,6299%");
  });
});

describe("dates", () => {
  it("formats long dates in UTC", () => {
    expect(formatDateBR("2025-09-01")).toBe("1 de setembro de 2025");
    expect(formatDateBR("2025-08-27")).toBe("27 de agosto de 2025");
    expect(formatDateBR("2025-09-02T23:30:00Z")).toBe("2 de setembro de 2025");
  });

  it("formats short dates in UTC", () => {
    expect(formatDateShortBR("2025-09-01")).toBe("01/09/2025");
    expect(formatDateShortBR("2025-12-31T23:59:59Z")).toBe("31/12/2025");
    expect(formatDateTimeBR("2025-09-01T14:05:00Z")).toBe("01/09/2025 14:05");
    expect(formatDateTimeBR("2025-12-31T23:59:59Z")).toBe("31/12/2025 23:59");
  });
});

describe("formatRatePercent", () => {
  it("shows up to two decimals without trailing zeros", () => {
    expect(formatRatePercent(4)).toBe("4%");
    expect(formatRatePercent(3.75)).toBe("3,75%");
    expect(formatRatePercent(2.5)).toBe("2,5%");
  });
});

describe("the same text as Intl for pt-BR (which the site no longer loads in the browser)", () => {
  const plain = (text: string) => text.replace(/[\u00A0\u202F]/g, " ");
  const intlNumber = (n: number, min: number, max: number) =>
    plain(new Intl.NumberFormat("pt-BR", { minimumFractionDigits: min, maximumFractionDigits: max }).format(n));
  /** Intl keeps a minus on values that round to zero ("-0,00"); the site does not. */
  const noNegativeZero = (text: string) => (/^-\D*0(,0*)?$/.test(text) ? text.slice(1) : text);
  const amounts = fc.oneof(
    fc.double({ min: -1e15, max: 1e15, noNaN: true }),
    fc.integer({ min: -10_000_000, max: 10_000_000 }).map((cents) => cents / 100),
    fc.integer({ min: -10_000_000, max: 10_000_000 }).map((n) => n / 1000 + 0.005),
  );

  it("money, once rounded half up to the cent (Intl rounds 503.59499999999997 down)", () => {
    fc.assert(
      fc.property(amounts, (n) => {
        const cents = Math.abs(n) < 1e12 ? roundCents(n) : n;
        const intl = plain(new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL" }).format(cents));
        expect(formatBRL(n)).toBe(noNegativeZero(intl));
      }),
      { numRuns: 3000 },
    );
  });

  it("numbers with fixed and with at most N decimals", () => {
    fc.assert(
      fc.property(amounts, fc.integer({ min: 0, max: 4 }), (n, decimals) => {
        expect(formatNumber(n, decimals)).toBe(noNegativeZero(intlNumber(n, decimals, decimals)));
        expect(formatNumberUpTo(n, decimals)).toBe(noNegativeZero(intlNumber(n, 0, decimals)));
      }),
      { numRuns: 3000 },
    );
  });

  it("dates and times in UTC", () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date("1990-01-01T00:00:00Z"), max: new Date("2100-12-31T23:59:59Z"), noInvalidDate: true }),
        (date) => {
          const iso = date.toISOString();
          const intl = (options: Intl.DateTimeFormatOptions) =>
            plain(new Intl.DateTimeFormat("pt-BR", { ...options, timeZone: "UTC" }).format(date));
          expect(formatDateBR(iso)).toBe(intl({ day: "numeric", month: "long", year: "numeric" }));
          expect(formatDateShortBR(iso)).toBe(intl({ day: "2-digit", month: "2-digit", year: "numeric" }));
          expect(formatDateTimeBR(iso)).toBe(
            intl({ day: "2-digit", month: "2-digit", year: "numeric", hour: "2-digit", minute: "2-digit" }).replace(
              ",",
              "",
            ),
          );
        },
      ),
      { numRuns: 2000 },
    );
  });

  it("an invalid date throws, as Intl does", () => {
    expect(() => formatDateBR("not a date")).toThrow(RangeError);
  });
});

describe("formatCount and pluralWord", () => {
  it("uses the singular for one only, with pt-BR grouping", () => {
    expect(formatCount(1, "consulta", "consultas")).toBe("1 consulta");
    expect(formatCount(0, "consulta", "consultas")).toBe("0 consultas");
    expect(formatCount(2, "consulta", "consultas")).toBe("2 consultas");
    expect(formatCount(1234, "consulta", "consultas")).toBe("1.234 consultas");
    expect(formatCount(1.5, "ano", "anos")).toBe("1,5 anos");
    expect(pluralWord(-1, "mês", "meses")).toBe("mês");
    expect(pluralWord(12, "mês", "meses")).toBe("meses");
  });
});
