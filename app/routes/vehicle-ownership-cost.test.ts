import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { calculateFinancing } from "../features/financing/calc.ts";
import { ownershipCost } from "../features/ownership-cost/calc.ts";
import type { VehiclePageData } from "../lib/fipe/vehicle-page-data.ts";
import { mergeHistories, summarizeHistory } from "../lib/fipe/price-history.ts";
import { anpFuelOf, yearlyDepreciation } from "./vehicle-ownership-cost.server.ts";
import { manufactureYearOf, ownershipDeps } from "./vehicle-ipva.ts";

// The IPVA year follows the day: these tests run on 25/11/2026 (IPVA 2026).
beforeAll(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-11-25T12:00:00Z"));
});
afterAll(() => {
  vi.useRealTimers();
});

describe("the yearly cost with the site's own IPVA and financing calculators", () => {
  it("a R$ 50.000,00 car in SP: 2.000 + 6.000 + 4.000 + 2.400 + 1.200 = R$ 15.600,00 a year, R$ 1.300,00 a month", () => {
    // By hand: IPVA 2026 in SP for cars is 4 % of the FIPE price (the IPVA calculator's data):
    // 2.000; 1.000 km a month × 12 ÷ 12 km/l = 1.000 l at R$ 6,00 = 6.000; losing 8 % a year:
    // 4.000; insurance 2.400 and maintenance 1.200 as typed.
    const answer = ownershipCost(
      {
        price: 50000,
        state: "SP",
        kmPerMonth: 1000,
        fuelPrice: 6,
        kmPerLiter: 12,
        depreciationRatio: -0.08,
        insurance: 2400,
        maintenance: 1200,
      },
      ownershipDeps("carros", 50000),
    );
    expect(answer.ok && answer.result.yearlyTotal).toBe(15600);
    expect(answer.ok && answer.result.monthlyTotal).toBe(1300);
    expect(answer.ok && answer.result.ipva?.rate).toBe(4);
  });

  it("IPVA follows the vehicle type (Paraná: cars 1,9 % in 2026); trucks only where the data has their rate", () => {
    expect(ownershipDeps("carros", 80000).ipva("PR")?.amount).toBeCloseTo(1520, 8);
    // Paraná's trucks and buses pay 1 % (O Paraná, 09/01/2026); Roraima has no such rate.
    expect(ownershipDeps("caminhoes", 80000).ipva("PR")).toMatchObject({ rate: 1, amount: 800 });
    expect(ownershipDeps("caminhoes", 80000).ipva("RR")).toBeNull();
    expect(ownershipDeps("caminhoes", 300000, 2020).ipva("AM")).toMatchObject({ rate: 1, amount: 3000 });
    expect(ownershipDeps("carros", 80000).ipva("XX")).toBeNull();
  });

  it("the same IPVA logic as the calculator: a 2004 model is immune (EC 137/2025), a 2007 one pays", () => {
    const old = ownershipDeps("carros", 15000, 2004).ipva("MG");
    expect(old).toMatchObject({ amount: 0, rate: 0 });
    expect(old?.ruleName).toContain("Emenda Constitucional 137/2025");
    expect(ownershipDeps("carros", 15000, 2007).ipva("MG")).toMatchObject({ amount: 600, rate: 4, ruleName: null });
    // SP's motorcycles up to 180 cc depend on the displacement and the owner, not known here.
    expect(ownershipDeps("motos", 15000, 2022).ipva("SP")).toMatchObject({ rate: 2, otherRulesMayApply: true });
    expect(manufactureYearOf(32000, 2026)).toBe(2026);
    expect(manufactureYearOf("N/A", 2026)).toBeUndefined();
    expect(manufactureYearOf(2027, 2026)).toBeUndefined();
  });

  it("the loan's yearly cost is the interest of its first 12 installments in the calculator's schedule", () => {
    const deps = ownershipDeps("carros", 50000);
    // A 12-month loan: its first year is the whole loan.
    const short = calculateFinancing({ vehicleValue: 12000, downPayment: 0, interestRate: 1, months: 12 });
    expect(deps.loan(12000, 1, 12)).toEqual({
      installment: short?.monthlyPayment,
      firstYearInterest: short?.totalInterest,
      months: 12,
    });
    // 40.000 at 1,99 % in 48: the first month alone is 40.000 × 1,99 % = 796,00, and the
    // first year is less than the loan's R$ 22.468,16 of interest.
    const long = deps.loan(40000, 1.99, 48);
    expect(long?.installment).toBe(1301.42);
    expect(long?.firstYearInterest).toBeGreaterThan(796 * 11);
    expect(long?.firstYearInterest).toBeLessThan(796 * 12);
    // "Taxa zero" is a loan without interest, as the financing calculator computes it.
    expect(deps.loan(40000, 0, 48)).toMatchObject({ installment: 833.33, firstYearInterest: 0 });
    expect(deps.loan(40000, -1, 48)).toBeNull();
  });
});

describe("the yearly cost's depreciation agrees with the page's price history", () => {
  // 12 months held, dezembro de 2025 to novembro de 2026 (11 months of span): the page shows
  // "Variação desde dezembro de 2025" and the yearly cost used to say "sem histórico suficiente".
  const labels = [
    "dezembro de 2025",
    "janeiro de 2026",
    "fevereiro de 2026",
    "março de 2026",
    "abril de 2026",
    "maio de 2026",
    "junho de 2026",
    "julho de 2026",
    "agosto de 2026",
    "setembro de 2026",
    "outubro de 2026",
    "novembro de 2026",
  ];
  const months = labels.map((month, i) => ({ reference: String(300 + i), month, value: `R$ ${60_000 - i * 400},00` }));
  const vehicle = { history: months.slice(-3), fullHistory: months } as unknown as VehiclePageData;

  it("annualises the change the page shows, over the months there are", () => {
    const shown = summarizeHistory(mergeHistories(vehicle.history, vehicle.fullHistory));
    expect(shown.periodPhrase).toBe("desde dezembro de 2025");
    const basis = yearlyDepreciation(vehicle);
    expect(basis).toMatchObject({ since: "dezembro de 2025", months: 12, spanMonths: 11 });
    // The same change: (1 + yearly ratio)^(11/12) − 1 is the page's variation.
    expect((Math.pow(1 + (basis?.ratio ?? 0), 11 / 12) - 1) * 100).toBeCloseTo(shown.period?.percent ?? 0, 10);
    const answer = ownershipCost(
      { price: 55_600, depreciationRatio: basis?.ratio ?? null },
      ownershipDeps("carros", 55_600),
    );
    if (!answer.ok) throw new Error(answer.error);
    expect(answer.result.parts.find((p) => p.key === "depreciation")?.yearly).toBeGreaterThan(0);
  });

  it("has no yearly figure under 6 months of span", () => {
    const short = { history: months.slice(-6), fullHistory: months.slice(-6) } as unknown as VehiclePageData;
    expect(yearlyDepreciation(short)).toBeNull();
  });
});

describe("the ANP product of a FIPE vehicle's fuel", () => {
  it("etanol for Álcool, diesel S10 for Diesel, gasolina for the rest", () => {
    expect(anpFuelOf("Álcool")).toBe("etanol");
    expect(anpFuelOf("Diesel")).toBe("diesel_s10");
    expect(anpFuelOf("Gasolina")).toBe("gasolina");
    expect(anpFuelOf("Flex")).toBe("gasolina");
    expect(anpFuelOf("Elétrico")).toBe("gasolina");
    expect(anpFuelOf(undefined)).toBe("gasolina");
  });
});
