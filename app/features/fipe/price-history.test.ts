import { describe, expect, it } from "vitest";
import { shortMonth, summarizeHistory, type HistoryMonth } from "./price-history.ts";

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
