import { describe, expect, it } from "vitest";
import { formatBRL } from "../../lib/format.ts";
import { calculateFinancing, pricePayment, validateFinancing, type FinancingInput, type ScheduleRow } from "./calc.ts";

const input = (overrides: Partial<FinancingInput> = {}): FinancingInput => ({
  vehicleValue: 25000,
  downPayment: 0,
  interestRate: 0.62989,
  months: 42,
  ...overrides,
});

function compute(overrides: Partial<FinancingInput> = {}) {
  const result = calculateFinancing(input(overrides));
  if (result === null) throw new Error("expected a result");
  return result;
}

const sumCents = (rows: ScheduleRow[], key: keyof ScheduleRow): number =>
  rows.reduce((total, row) => total + Math.round(row[key] * 100), 0);

describe("calculateFinancing: Banco Central worked examples", () => {
  it("25.000,00 at 0,629890% a month for 42 months", () => {
    const result = compute();
    expect(result.financedAmount).toBe(25000);
    // The Banco Central's installment, rounded to cents as banks charge it.
    expect(result.monthlyPayment).toBe(679.3);
    expect(pricePayment(25000, 0.62989, 42)).toBeCloseTo(679.3038, 4);
    // The Banco Central shows 679,30 × 42 = 28.530,60; our totals are the schedule's sums,
    // whose 42nd installment absorbs the rounding (docs/decisions/005).
    expect(result.lastPayment).toBe(679.5);
    expect(formatBRL(result.totalAmount)).toBe("R$ 28.530,80");
    expect(formatBRL(result.totalInterest)).toBe("R$ 3.530,80");
  });

  it("1.290,00 at 1,99% a month for 4 months", () => {
    const result = compute({ vehicleValue: 1290, interestRate: 1.99, months: 4 });
    expect(formatBRL(result.monthlyPayment)).toBe("R$ 338,70");
    expect(result.lastPayment).toBe(338.71);
    expect(formatBRL(result.totalAmount)).toBe("R$ 1.354,81");
  });
});

describe("the card agrees with the schedule to the cent (R$ 80.000, 1,49 %, 60x)", () => {
  const result = compute({ vehicleValue: 80000, interestRate: 1.49, months: 60 });

  it("installment rounded to cents; the last one absorbs the rounding", () => {
    expect(result.monthlyPayment).toBe(2026.26);
    for (const row of result.schedule.slice(0, -1)) expect(row.payment).toBe(2026.26);
    expect(result.schedule).toHaveLength(60);
    expect(result.lastPayment).toBe(2025.79);
    expect(result.schedule.at(-1)?.payment).toBe(2025.79);
    expect(result.schedule.at(-1)?.balance).toBe(0);
  });

  it("total and interest are the schedule's sums", () => {
    expect(Math.round(result.totalAmount * 100)).toBe(sumCents(result.schedule, "payment"));
    expect(Math.round(result.totalInterest * 100)).toBe(sumCents(result.schedule, "interest"));
    expect(formatBRL(result.totalAmount)).toBe("R$ 121.575,13");
    expect(formatBRL(result.totalInterest)).toBe("R$ 41.575,13");
    expect(Math.round((result.totalAmount - result.totalInterest) * 100)).toBe(8000000);
    // 59 × 2.026,26 + 2.025,79 = 121.575,13.
    expect(Math.round(result.totalAmount * 100)).toBe(59 * 202626 + 202579);
  });

  it("the SAC comparison uses the same kind of sums", () => {
    const { sac } = result;
    expect(Math.round(sac.totalInterest * 100)).toBe(sumCents(sac.schedule, "interest"));
    expect(formatBRL(sac.totalInterest)).toBe("R$ 36.356,09");
    expect(formatBRL(result.totalInterest - sac.totalInterest)).toBe("R$ 5.219,04");
  });
});

describe("calculateFinancing", () => {
  it("subtracts the down payment", () => {
    const result = compute({
      vehicleValue: 50000,
      downPayment: 20000,
      interestRate: 1.5,
      months: 36,
    });
    expect(result.financedAmount).toBe(30000);
    const same = compute({ vehicleValue: 30000, interestRate: 1.5, months: 36 });
    expect(result.monthlyPayment).toBe(same.monthlyPayment);
    expect(result.totalAmount).toBe(same.totalAmount);
  });

  it("keeps totals consistent", () => {
    const result = compute();
    expect(result.totalInterest).toBeCloseTo(result.totalAmount - result.financedAmount, 10);
    expect(result.totalInterest).toBeGreaterThan(0);
    for (const [value, rate, months] of [
      [12345.67, 2.17, 37],
      [99999.99, 0.5, 600],
      [5000, 3.9, 12],
    ] as const) {
      const r = compute({ vehicleValue: value, interestRate: rate, months });
      expect(Math.round(r.totalAmount * 100)).toBe(sumCents(r.schedule, "payment"));
      expect(Math.round(r.totalInterest * 100)).toBe(sumCents(r.schedule, "interest"));
      expect(r.lastPayment).toBe(r.schedule.at(-1)?.payment);
      for (const row of r.schedule.slice(0, -1)) expect(row.payment).toBe(r.monthlyPayment);
    }
  });

  it("a single month costs the financed amount plus one month of interest", () => {
    const result = compute({ vehicleValue: 1000, interestRate: 2, months: 1 });
    expect(result.monthlyPayment).toBe(1020);
    expect(result.totalAmount).toBe(1020);
    expect(result.schedule).toEqual([{ month: 1, payment: 1020, interest: 20, amortization: 1000, balance: 0 }]);
  });
});

describe("validateFinancing / invalid input", () => {
  const invalid: [string, Partial<FinancingInput>][] = [
    ["zero vehicle value", { vehicleValue: 0 }],
    ["down payment equal to the value", { downPayment: 25000 }],
    ["down payment above the value", { downPayment: 30000 }],
    ["negative down payment", { downPayment: -1 }],
    ["negative rate", { interestRate: -1 }],
    ["zero months", { months: 0 }],
    ["negative months", { months: -12 }],
    ["fractional months", { months: 12.5 }],
    ["months above 600", { months: 601 }],
    ["NaN value", { vehicleValue: Number.NaN }],
    ["infinite rate", { interestRate: Number.POSITIVE_INFINITY }],
  ];

  it.each(invalid)("rejects %s", (_label, overrides) => {
    expect(validateFinancing(input(overrides))).toBe(false);
    expect(calculateFinancing(input(overrides))).toBeNull();
  });

  it("accepts a valid input without down payment", () => {
    expect(validateFinancing(input())).toBe(true);
    expect(validateFinancing(input({ months: 600 }))).toBe(true);
  });
});

describe("Price schedule", () => {
  const result = compute();

  it("has one row per month, numbered from 1", () => {
    expect(result.schedule).toHaveLength(42);
    expect(result.schedule.map((row) => row.month)).toEqual(Array.from({ length: 42 }, (_, index) => index + 1));
  });

  it("amortizes exactly the financed amount and ends at 0", () => {
    expect(sumCents(result.schedule, "amortization")).toBe(2500000);
    expect(result.schedule.at(-1)?.balance).toBe(0);
  });

  it("pays the rounded payment every month but the last, which is adjusted", () => {
    for (const row of result.schedule.slice(0, -1)) expect(row.payment).toBe(679.3);
    expect(Math.abs((result.schedule.at(-1)?.payment ?? 0) - 679.3)).toBeLessThan(1);
  });

  it("rows are in cents and consistent", () => {
    let balance = 2500000;
    for (const row of result.schedule) {
      for (const value of Object.values(row)) expect(Number.isInteger(Math.round(value * 100))).toBe(true);
      expect(Math.round(row.payment * 100)).toBe(Math.round((row.interest + row.amortization) * 100));
      expect(Math.round(row.interest * 100)).toBe(Math.round(balance * 0.0062989));
      balance -= Math.round(row.amortization * 100);
      expect(Math.round(row.balance * 100)).toBe(balance);
    }
  });

  it("interest falls and amortization rises", () => {
    const first = result.schedule[0];
    const last = result.schedule.at(-1);
    expect(first?.interest).toBe(157.47);
    expect(last && first && last.interest < first.interest).toBe(true);
    expect(last && first && last.amortization > first.amortization).toBe(true);
  });
});

describe("SAC", () => {
  const result = compute();
  const { sac } = result;

  it("orders payments around the Price payment", () => {
    expect(sac.firstPayment).toBeGreaterThan(result.monthlyPayment);
    expect(result.monthlyPayment).toBeGreaterThan(sac.lastPayment);
  });

  it("costs less interest than Price", () => {
    expect(sac.totalInterest).toBeLessThan(result.totalInterest);
  });

  it("amortizes a constant amount on the previous balance", () => {
    expect(sac.schedule).toHaveLength(42);
    expect(sac.firstPayment).toBe(Math.round(2500000 / 42) / 100 + 157.47);
    for (const row of sac.schedule.slice(0, -1)) expect(row.amortization).toBe(595.24);
    expect(sumCents(sac.schedule, "amortization")).toBe(2500000);
    expect(sac.schedule.at(-1)?.balance).toBe(0);
  });

  it("totals match the schedule and the closed form", () => {
    expect(Math.round(sac.totalInterest * 100)).toBe(sumCents(sac.schedule, "interest"));
    expect(Math.round(sac.totalAmount * 100)).toBe(sumCents(sac.schedule, "payment"));
    // Closed form: financed × i × (n + 1) / 2.
    expect(sac.totalInterest).toBeCloseTo((25000 * 0.0062989 * 43) / 2, 0);
    expect(sac.lastPayment).toBe(sac.schedule.at(-1)?.payment);
  });
});

describe("extreme values", () => {
  it("a huge value gives finite numbers", () => {
    const result = compute({ vehicleValue: 99_999_999_999.99, interestRate: 999.99, months: 600 });
    const numbers = [
      result.financedAmount,
      result.monthlyPayment,
      result.totalAmount,
      result.totalInterest,
      result.sac.firstPayment,
      result.sac.lastPayment,
      result.sac.totalAmount,
      result.sac.totalInterest,
      ...result.schedule.flatMap((row) => Object.values(row)),
      ...result.sac.schedule.flatMap((row) => Object.values(row)),
    ];
    for (const n of numbers) expect(Number.isFinite(n)).toBe(true);
    expect(result.schedule.at(-1)?.balance).toBe(0);
  });

  it("a tiny rate and many months stay finite and non-negative", () => {
    const result = compute({ vehicleValue: 0.01, interestRate: 0.000001, months: 600 });
    for (const row of [...result.schedule, ...result.sac.schedule]) {
      expect(row.amortization).toBeGreaterThanOrEqual(0);
      expect(row.balance).toBeGreaterThanOrEqual(0);
    }
    expect(sumCents(result.sac.schedule, "amortization")).toBe(1);
  });
});

describe('0 % ("taxa zero")', () => {
  it("computes: the installment is the amount ÷ months, the last one takes the cents", () => {
    const even = calculateFinancing({ vehicleValue: 60000, downPayment: 0, interestRate: 0, months: 48 });
    expect(even).toMatchObject({ monthlyPayment: 1250, lastPayment: 1250, totalAmount: 60000, totalInterest: 0 });
    const thirds = calculateFinancing({ vehicleValue: 1000, downPayment: 0, interestRate: 0, months: 3 });
    expect(thirds).toMatchObject({
      monthlyPayment: 333.33,
      lastPayment: 333.34,
      totalAmount: 1000,
      lastAdjustment: 0.01,
    });
    expect(thirds?.sac).toMatchObject({ totalInterest: 0, totalAmount: 1000 });
    expect(pricePayment(1000, 0, 3)).toBeCloseTo(1000 / 3, 12);
  });
});

describe("the last installment's adjustment", () => {
  const loans = [10_000, 42_098.82, 60_000, 80_000, 123_456.78];

  it.each([1.99, 5, 15])("is the smallest a whole-cent installment allows at %s percent a month", (rate) => {
    for (const months of [12, 48, 60, 72]) {
      for (const vehicleValue of loans) {
        const result = calculateFinancing({ vehicleValue, downPayment: 0, interestRate: rate, months });
        if (!result) throw new Error("refused");
        const { lastAdjustment, adjustmentStep, monthlyPayment, lastPayment } = result;
        expect(lastAdjustment).toBeCloseTo(lastPayment - monthlyPayment, 10);
        // One cent on the installment moves the adjustment by `adjustmentStep`: none is closer
        // than about half of it (plus the months' interest rounding).
        if (result.adjustmentWithinCents) expect(Math.abs(lastAdjustment)).toBeLessThan(1);
        else expect(Math.abs(lastAdjustment)).toBeLessThanOrEqual(adjustmentStep * 0.75);
        expect(result.adjustmentWithinCents).toBe(Math.abs(lastAdjustment) < 1);
        if (rate === 1.99) expect(result.adjustmentWithinCents).toBe(true);
      }
    }
  });

  it("stays cents at 1,99 %, 5 % and 15 % a month where the rate allows it", () => {
    expect(calculateFinancing({ vehicleValue: 60000, downPayment: 0, interestRate: 1.99, months: 48 })).toMatchObject({
      monthlyPayment: 1952.13,
      lastPayment: 1952.3,
      adjustmentWithinCents: true,
    });
    expect(calculateFinancing({ vehicleValue: 60000, downPayment: 0, interestRate: 5, months: 72 })).toMatchObject({
      monthlyPayment: 3092.18,
      lastPayment: 3091.98,
      adjustmentWithinCents: true,
    });
    expect(calculateFinancing({ vehicleValue: 60000, downPayment: 0, interestRate: 15, months: 12 })).toMatchObject({
      monthlyPayment: 11068.85,
      lastPayment: 11068.75,
      adjustmentWithinCents: true,
    });
  });

  it("picks a neighbour of the formula's rounding when its last installment is closer", () => {
    // 42.098,82 at 1,49 % in 12: the formula rounds to 3.857,22; 3.857,21 leaves a smaller adjustment.
    const result = calculateFinancing({ vehicleValue: 42098.82, downPayment: 0, interestRate: 1.49, months: 12 });
    expect(Math.round(pricePayment(42098.82, 1.49, 12) * 100)).not.toBe(385721);
    expect(result).toMatchObject({ monthlyPayment: 3857.21, lastPayment: 3857.27 });
  });

  it("says when no whole-cent installment keeps it to cents (15 % in 72, 199 % a month)", () => {
    const high = calculateFinancing({ vehicleValue: 60000, downPayment: 0, interestRate: 15, months: 72 });
    expect(high).toMatchObject({ adjustmentWithinCents: false });
    expect(high?.adjustmentStep).toBeGreaterThan(1000);
    const absurd = calculateFinancing({ vehicleValue: 60000, downPayment: 0, interestRate: 199, months: 12 });
    expect(absurd).toMatchObject({ adjustmentWithinCents: false });
    // Still the schedule's own numbers: the last installment settles the balance.
    expect(absurd?.schedule.at(-1)?.balance).toBe(0);
  });
});
