import { describe, expect, it } from "vitest";
import { depreciationOf } from "./depreciation.ts";

const m = (month: string, value: string) => ({ month, value });

describe("depreciationOf", () => {
  it("compares the newest month with the same month a year before and annualizes the span held", () => {
    // 24 months: 100.000,00 in nov/2024, 90.000,00 in nov/2025, 81.000,00 in nov/2026.
    const history = [
      m("novembro de 2024", "R$ 100.000,00"),
      m("maio de 2025", "R$ 95.000,00"),
      m("novembro de 2025", "R$ 90.000,00"),
      m("outubro de 2026", "R$ 81.500,00"),
      m("novembro de 2026", "R$ 81.000,00"),
    ];
    const d = depreciationOf(history);
    expect(d.months).toBe(5);
    // (81.000 - 90.000) / 90.000 = -10 %
    expect(d.twelveMonths?.amount).toBe(-9000);
    expect(d.twelveMonths?.ratio).toBeCloseTo(-0.1, 10);
    expect(d.twelveMonths?.since).toBe("novembro de 2025");
    // (81.000 / 100.000)^(12/24) - 1 = 0,9 - 1 = -10 % a year, over 2 years
    expect(d.yearly?.ratio).toBeCloseTo(-0.1, 10);
    expect(d.yearly?.years).toBe(2);
    expect(d.yearly?.amount).toBe(-9500);
  });

  it("gives no 12-month change when the month a year before is missing, and no yearly figure under 12 months of span", () => {
    const d = depreciationOf([m("janeiro de 2026", "R$ 50.000,00"), m("novembro de 2026", "R$ 45.000,00")]);
    expect(d).toMatchObject({ months: 2, twelveMonths: null, yearly: null });
  });

  it("leaves out unreadable months and reads months in any order", () => {
    const d = depreciationOf([
      m("novembro de 2026", "R$ 45.000,00"),
      m("dezembro de 2025", "—"),
      m("novembro de 2025", "R$ 50.000,00"),
    ]);
    expect(d.months).toBe(2);
    expect(d.twelveMonths?.ratio).toBeCloseTo(-0.1, 10);
    expect(d.yearly?.ratio).toBeCloseTo(-0.1, 10);
  });

  it("annualises the span held from 6 months, as the yearly cost uses it (the page shows its change)", () => {
    // 12 months held over 11 months of span (dez/2025 to nov/2026): 50.000 → 45.000.
    const months = ["dezembro de 2025", "janeiro de 2026", "novembro de 2026"];
    const d = depreciationOf([
      m(months[0]!, "R$ 50.000,00"),
      m(months[1]!, "R$ 49.500,00"),
      m(months[2]!, "R$ 45.000,00"),
    ]);
    expect(d.yearly).toBeNull();
    expect(d.annualised?.spanMonths).toBe(11);
    expect(d.annualised?.since).toBe("dezembro de 2025");
    // (45.000 / 50.000)^(12/11) − 1
    expect(d.annualised?.ratio).toBeCloseTo(Math.pow(0.9, 12 / 11) - 1, 12);
    expect(d.annualised?.amount).toBeCloseTo((-5000 * 12) / 11, 8);
    // Under 6 months of span: none.
    expect(
      depreciationOf([m("junho de 2026", "R$ 50.000,00"), m("novembro de 2026", "R$ 45.000,00")]).annualised,
    ).toBeNull();
    expect(
      depreciationOf([m("maio de 2026", "R$ 50.000,00"), m("novembro de 2026", "R$ 45.000,00")]).annualised,
    ).toMatchObject({ spanMonths: 6 });
  });

  it("is the yearly figure from 12 months of span", () => {
    const d = depreciationOf([m("novembro de 2024", "R$ 100.000,00"), m("novembro de 2026", "R$ 81.000,00")]);
    expect(d.annualised?.ratio).toBe(d.yearly?.ratio);
    expect(d.annualised?.spanMonths).toBe(24);
  });

  it("holds nothing for an empty history", () => {
    expect(depreciationOf([])).toEqual({ months: 0, twelveMonths: null, yearly: null, annualised: null });
  });
});
