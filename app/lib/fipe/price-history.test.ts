import { describe, expect, it } from "vitest";
import {
  mergeHistories,
  monthsWithin,
  shortMonth,
  spanChoices,
  summarizeHistory,
  type HistoryMonth,
} from "./price-history.ts";

const month = (reference: string, label: string, value: string): HistoryMonth => ({ reference, month: label, value });

describe("summarizeHistory", () => {
  it("computes the period and last-month variations in reais and percent", () => {
    const h = summarizeHistory([
      month("320", "janeiro de 2026", "R$ 100.000,00"),
      month("321", "fevereiro de 2026", "R$ 98.000,00"),
      month("322", "março de 2026", "R$ 95.000,00"),
    ]);
    expect(h.points.map((p) => p.amount)).toEqual([100000, 98000, 95000]);
    expect(h.period).toEqual({ amount: -5000, percent: -5 });
    expect(h.lastMonth?.amount).toBe(-3000);
    expect(h.lastMonth?.percent).toBeCloseTo(-3.0612, 3);
    expect([h.min, h.max]).toEqual([95000, 100000]);
  });

  it("leaves out months without a readable price and compares only the months there are", () => {
    const h = summarizeHistory([
      month("320", "janeiro de 2026", "R$ 50.000,00"),
      month("321", "fevereiro de 2026", "N/A"),
      month("322", "março de 2026", "R$ 55.000,00"),
    ]);
    expect(h.points.map((p) => p.reference)).toEqual(["320", "322"]);
    expect(h.period).toEqual({ amount: 5000, percent: 10 });
    expect(h.lastMonth).toEqual({ amount: 5000, percent: 10 });
  });

  it("has no variation with a single month, and nothing with none", () => {
    expect(summarizeHistory([month("1", "maio de 2026", "R$ 10.000,00")]).period).toBeNull();
    expect(summarizeHistory([month("1", "maio de 2026", "R$ 10.000,00")]).lastMonth).toBeNull();
    const empty = summarizeHistory([]);
    expect([empty.points.length, empty.period, empty.min, empty.max]).toEqual([0, null, 0, 0]);
  });
});

describe("shortMonth", () => {
  it("abbreviates FIPE's month labels, trailing spaces included", () => {
    expect(shortMonth("agosto de 2026 ")).toBe("ago/26");
    expect(shortMonth("março de 2025")).toBe("mar/25");
    expect(shortMonth("algo estranho")).toBe("algo estranho");
  });
});

describe("the history over every month held", () => {
  const names = [
    "janeiro",
    "fevereiro",
    "março",
    "abril",
    "maio",
    "junho",
    "julho",
    "agosto",
    "setembro",
    "outubro",
    "novembro",
    "dezembro",
  ];
  // 24 months, dezembro de 2024 to novembro de 2026, oldest first.
  const held = Array.from({ length: 24 }, (_, i) => {
    const n = 2024 * 12 + 11 + i;
    return month(`m${n}`, `${names[n % 12]} de ${Math.floor(n / 12)}`, `R$ ${100 + i}.000,00`);
  });

  it("names the period by what it computes: 12 months only from the same month a year before", () => {
    expect(summarizeHistory(held.slice(-13)).periodPhrase).toBe("em 12 meses");
    expect(summarizeHistory(held.slice(-12)).periodPhrase).toBe("desde dezembro de 2025");
    expect(summarizeHistory(held).periodPhrase).toBe("desde dezembro de 2024");
    expect(summarizeHistory(held.slice(-1)).periodPhrase).toBeNull();
  });

  it("shows 13 months in 12 meses and all 24 in tudo; 3 anos is not offered for 2 years", () => {
    expect(monthsWithin(held, "12m").map((m) => m.month)[0]).toBe("novembro de 2025");
    expect(monthsWithin(held, "12m")).toHaveLength(13);
    expect(monthsWithin(held, "tudo")).toHaveLength(24);
    expect(spanChoices(held)).toEqual(["12m", "tudo"]);
    expect(spanChoices(held.slice(-13))).toEqual([]);
  });

  it("merges the months the service answered with every month the catalog holds, one per month", () => {
    const recent = held.slice(-12).map((m) => ({ ...m, reference: `ref-${m.reference}`, month: `${m.month} ` }));
    const merged = mergeHistories(recent, held);
    expect(merged).toHaveLength(24);
    expect(merged[0]!.month).toBe("dezembro de 2024");
    expect(merged.at(-1)!.reference).toBe(`ref-${held.at(-1)!.reference}`);
    expect(mergeHistories(null, [])).toEqual([]);
  });
});
