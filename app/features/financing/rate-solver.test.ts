import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatNumber } from "../../lib/format.ts";
import { calculateFinancing, pricePayment } from "./calc.ts";
import { solveMonthlyRate, yearlyEquivalent } from "./rate-solver.ts";

function rateOf(financed: number, months: number, installment: number): number {
  const solution = solveMonthlyRate({ financed, months, installment });
  if (solution?.kind !== "rate") throw new Error(`no rate for ${financed} ${months} ${installment}`);
  return solution.monthlyRate;
}

describe("solveMonthlyRate", () => {
  it("finds 1,99 % a month for R$ 40.000,00 in 48 installments of R$ 1.301,42", () => {
    const solution = solveMonthlyRate({ financed: 40000, months: 48, installment: 1301.42 });
    expect(solution?.kind).toBe("rate");
    if (solution?.kind !== "rate") return;
    expect(formatNumber(solution.monthlyRate, 4)).toBe("1,9900");
    // (1,0199)^12 − 1, computed apart: 26,6750 % a year.
    expect(formatNumber(solution.yearlyRate, 4)).toBe("26,6750");
  });

  it("the Banco Central's example backwards: 679,30 × 42 for 25.000,00 is 0,6299 % a month", () => {
    expect(formatNumber(rateOf(25000, 42, 679.3), 4)).toBe("0,6299");
  });

  it("one installment: the rate is installment / amount − 1", () => {
    expect(rateOf(1000, 1, 1050)).toBeCloseTo(5, 10);
  });

  it('finds 0 % when the installments only return the amount ("taxa zero")', () => {
    expect(solveMonthlyRate({ financed: 48000, months: 48, installment: 1000 })).toEqual({
      kind: "rate",
      monthlyRate: 0,
      yearlyRate: 0,
    });
    // 1.000 ÷ 3 is 333,33 in cents: 999,99 in all, the calculator's own 0 % installment.
    expect(solveMonthlyRate({ financed: 1000, months: 3, installment: 333.33 })).toMatchObject({ monthlyRate: 0 });
    expect(solveMonthlyRate({ financed: 1000, months: 3, installment: 333.34 })).toMatchObject({ kind: "rate" });
  });

  it("says when no rate fits: installments that add up to less than the amount", () => {
    expect(solveMonthlyRate({ financed: 48000, months: 48, installment: 900 })).toEqual({ kind: "no-interest" });
    expect(solveMonthlyRate({ financed: 48000, months: 48, installment: 999.98 })).toEqual({ kind: "no-interest" });
  });

  it("0 % → the calculator's installment → 0 %", () => {
    fc.assert(
      fc.property(fc.integer({ min: 100_000, max: 50_000_000 }), fc.integer({ min: 1, max: 600 }), (cents, months) => {
        const financed = cents / 100;
        const forward = calculateFinancing({ vehicleValue: financed, downPayment: 0, interestRate: 0, months });
        if (!forward) throw new Error("the calculator refused a 0 % loan");
        expect(rateOf(financed, months, forward.monthlyPayment)).toBe(0);
      }),
    );
  });

  it("says when the installment implies more than 100 % a month", () => {
    expect(solveMonthlyRate({ financed: 1000, months: 12, installment: 5000 })).toEqual({ kind: "too-high" });
  });

  it("rejects what is not a loan: zero, negative, not finite, fractional or over 600 months", () => {
    for (const query of [
      { financed: 0, months: 12, installment: 100 },
      { financed: 1000, months: 0, installment: 100 },
      { financed: 1000, months: 12.5, installment: 100 },
      { financed: 1000, months: 601, installment: 100 },
      { financed: 1000, months: 12, installment: -1 },
      { financed: Number.NaN, months: 12, installment: 100 },
      { financed: 1000, months: 12, installment: Number.POSITIVE_INFINITY },
    ]) {
      expect(solveMonthlyRate(query)).toBeNull();
    }
  });

  it("yearlyEquivalent compounds twelve months", () => {
    expect(yearlyEquivalent(1)).toBeCloseTo((1.01 ** 12 - 1) * 100, 12);
  });
});

describe("solveMonthlyRate against the calculator's forward formula (property)", () => {
  const loan = fc.record({
    financed: fc.integer({ min: 100_000, max: 50_000_000 }).map((cents) => cents / 100),
    months: fc.integer({ min: 1, max: 600 }),
    // 0,01 % to 15 % a month, in ten-thousandths of a percent.
    rate: fc.integer({ min: 100, max: 150_000 }).map((n) => n / 10_000),
  });

  it("rate → exact installment → rate gives the rate back", () => {
    fc.assert(
      fc.property(loan, ({ financed, months, rate }) => {
        const solved = rateOf(financed, months, pricePayment(financed, rate, months));
        expect(Math.abs(solved - rate)).toBeLessThan(1e-8);
      }),
      { numRuns: 2000, seed: 27 },
    );
  });

  it("rate → installment in cents (the calculator's) → rate charges that same installment", () => {
    fc.assert(
      fc.property(loan, ({ financed, months, rate }) => {
        const forward = calculateFinancing({ vehicleValue: financed, downPayment: 0, interestRate: rate, months });
        if (!forward) throw new Error("the calculator refused a valid loan");
        const solved = rateOf(financed, months, forward.monthlyPayment);
        const again = calculateFinancing({ vehicleValue: financed, downPayment: 0, interestRate: solved, months });
        expect(again?.monthlyPayment).toBe(forward.monthlyPayment);
      }),
      { numRuns: 500, seed: 27 },
    );
  });
});
