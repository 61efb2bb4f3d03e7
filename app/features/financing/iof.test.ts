import { describe, expect, it } from "vitest";
import { estimateIof, priceAmortizations } from "./iof.ts";

describe("estimateIof (individuals, Decreto nº 6.306/2007, art. 7º)", () => {
  it("one installment at 30 days: 10.000 × 0,0082 % × 30 + 0,38 % × 10.000 = 24,60 + 38,00", () => {
    expect(estimateIof(10000, [10000])).toBe(62.6);
  });

  it("rounds half up to the cent: 0,38 % of R$ 75,00 = 0,285 → R$ 0,29", () => {
    expect(estimateIof(75, [])).toBe(0.29);
  });

  it("counts at most 365 days per installment", () => {
    // 24 × 1.000: months 1–12 at 30·k days (2.340 days in all), months 13–24 at 365 days
    // (4.380): 1.000 × 0,000082 × 6.720 = 551,04, plus 0,38 % of 24.000 = 91,20.
    expect(
      estimateIof(
        24000,
        Array.from({ length: 24 }, () => 1000),
      ),
    ).toBe(642.24);
  });
});

describe("priceAmortizations", () => {
  it("amortizes the whole amount, growing every month at a positive rate", () => {
    const rows = priceAmortizations(40000, 1.99, 48, 1301.42);
    expect(rows).toHaveLength(48);
    expect(rows.reduce((a, b) => a + b, 0)).toBeCloseTo(40000, 8);
    // First month: 1.301,42 − 40.000 × 1,99 % = 505,42.
    expect(rows[0]).toBeCloseTo(505.42, 8);
    for (let k = 1; k < 47; k++) expect(rows[k]).toBeGreaterThan(rows[k - 1] ?? Infinity);
  });
});
