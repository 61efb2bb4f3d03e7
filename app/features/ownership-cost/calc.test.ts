import { describe, expect, it } from "vitest";
import { ownershipCost, type OwnershipDeps, type OwnershipInput } from "./calc.ts";

// Stand-ins with round numbers; the real IPVA and financing calculators are wired in
// app/routes/vehicle-ownership-cost.test.ts.
const deps: OwnershipDeps = {
  ipva: (state) =>
    state === "SP" ? { amount: 2000, rate: 4, year: 2026, ruleName: null, otherRulesMayApply: false } : null,
  loan: (amount, rate, months) =>
    amount > 0 && rate > 0 && Number.isInteger(months) && months >= 1 && months <= 600
      ? { installment: 1000, firstYearInterest: 900, months }
      : null,
};

const base: OwnershipInput = { price: 50000, depreciationRatio: null };

function compute(input: Partial<OwnershipInput>) {
  const answer = ownershipCost({ ...base, ...input }, deps);
  if (!answer.ok) throw new Error(answer.error);
  return answer.result;
}

const part = (result: ReturnType<typeof compute>, key: string) => result.parts.find((p) => p.key === key)?.yearly;

describe("ownershipCost", () => {
  it("adds every part: 2.000 + 6.000 + 4.000 + 2.400 + 1.200 + 900 = 16.500 a year, 1.375 a month", () => {
    const result = compute({
      state: "SP",
      kmPerMonth: 1000,
      fuelPrice: 6,
      kmPerLiter: 12,
      depreciationRatio: -0.08,
      insurance: 2400,
      maintenance: 1200,
      loanAmount: 30000,
      loanRate: 1.99,
      loanMonths: 48,
    });
    expect(part(result, "ipva")).toBe(2000);
    // 1.000 km × 12 ÷ 12 km/l = 1.000 l × R$ 6,00.
    expect(result.litersPerYear).toBe(1000);
    expect(part(result, "fuel")).toBe(6000);
    // 50.000 × 8 %.
    expect(part(result, "depreciation")).toBe(4000);
    expect(part(result, "insurance")).toBe(2400);
    expect(part(result, "maintenance")).toBe(1200);
    expect(part(result, "interest")).toBe(900);
    expect(result.yearlyTotal).toBe(16500);
    expect(result.monthlyTotal).toBe(1375);
  });

  it("leaves blank parts out (null) and counts nothing for them", () => {
    const result = compute({});
    expect(result.parts.map((p) => p.yearly)).toEqual([null, null, null, null, null, null]);
    expect(result.yearlyTotal).toBe(0);
  });

  it("a price that went up makes the depreciation part negative", () => {
    expect(part(compute({ depreciationRatio: 0.02 }), "depreciation")).toBe(-1000);
  });

  it("an unknown state or a vehicle without IPVA rates leaves the IPVA out", () => {
    expect(part(compute({ state: "XX" }), "ipva")).toBeNull();
  });

  it("rounds half up to the cent: 85,5 L a year × R$ 5,89 = 503,595 → R$ 503,60", () => {
    // 712,5 km a month × 12 ÷ 100 km/l = 85,5 l.
    expect(part(compute({ kmPerMonth: 712.5, fuelPrice: 5.89, kmPerLiter: 100 }), "fuel")).toBe(503.6);
  });

  it("rounds each part to cents and the month to a twelfth of the year", () => {
    const result = compute({ kmPerMonth: 1000, fuelPrice: 5.99, kmPerLiter: 11 });
    // 12.000 ÷ 11 = 1.090,909… l × 5,99 = 6.534,545… → 6.534,55.
    expect(part(result, "fuel")).toBe(6534.55);
    expect(result.monthlyTotal).toBe(544.55);
  });

  it("asks for the three fuel fields together, each above zero", () => {
    expect(ownershipCost({ ...base, kmPerMonth: 1000 }, deps)).toEqual({ ok: false, error: "fuel-incomplete" });
    expect(ownershipCost({ ...base, kmPerMonth: 1000, fuelPrice: 6, kmPerLiter: 0 }, deps)).toEqual({
      ok: false,
      error: "fuel-invalid",
    });
  });

  it("asks for the three loan fields together, as the financing calculator accepts them", () => {
    expect(ownershipCost({ ...base, loanAmount: 1000, loanRate: 2 }, deps)).toEqual({
      ok: false,
      error: "loan-incomplete",
    });
    expect(ownershipCost({ ...base, loanAmount: 1000, loanRate: 2, loanMonths: 601 }, deps)).toEqual({
      ok: false,
      error: "loan-invalid",
    });
  });

  it("refuses a negative insurance or maintenance", () => {
    expect(ownershipCost({ ...base, insurance: -1 }, deps)).toEqual({ ok: false, error: "money-invalid" });
  });
});
