// Vehicle financing (spec §9): Price table (equal payments) plus an SAC comparison.
import { MAX_MONTHS } from "../../lib/masks.ts";
import { roundHalfUp, toCents } from "../../lib/money.ts";

/** The financing form. `interestRate` is a percent per month (1.99 means 1,99% a.m.). */
export type FinancingInput = {
  vehicleValue: number;
  downPayment: number;
  interestRate: number;
  months: number;
};

/** One installment of an amortization schedule, in reais rounded to cents. */
export type ScheduleRow = {
  month: number;
  payment: number;
  interest: number;
  amortization: number;
  balance: number;
};

/** SAC (constant amortization) summary and schedule, from the cents-rounded schedule. */
export type SacResult = {
  firstPayment: number;
  lastPayment: number;
  totalAmount: number;
  totalInterest: number;
  schedule: ScheduleRow[];
};

/**
 * Price result. Everything is in reais rounded to cents and agrees with `schedule` to the cent
 * (docs/decisions/005-financing-rounded-installment.md): the installment is the formula's
 * payment rounded to cents, as banks charge it; the last installment absorbs the rounding;
 * the totals are the schedule's sums.
 */
export type FinancingResult = {
  financedAmount: number;
  /** The installment every month but the last: the Price payment rounded to cents. */
  monthlyPayment: number;
  /** The last installment (the schedule's last row): the installment ± a few cents. */
  lastPayment: number;
  /** Sum of the schedule's installments. */
  totalAmount: number;
  /** Sum of the schedule's interest (= totalAmount − financedAmount). */
  totalInterest: number;
  schedule: ScheduleRow[];
  sac: SacResult;
};

/**
 * Valid when all values are finite, the down payment is not negative, the financed amount
 * (vehicle value − down payment) is above 0, the rate is above 0 and months is an integer
 * from 1 to 600 (the months input's limit).
 */
export function validateFinancing(input: FinancingInput): boolean {
  const { vehicleValue, downPayment, interestRate, months } = input;
  return (
    Number.isFinite(vehicleValue) &&
    Number.isFinite(downPayment) &&
    downPayment >= 0 &&
    vehicleValue - downPayment > 0 &&
    Number.isFinite(interestRate) &&
    interestRate > 0 &&
    Number.isInteger(months) &&
    months >= 1 &&
    months <= MAX_MONTHS
  );
}

/** Price payment: financed × i / (1 − (1 + i)^−n), with i = rate / 100 (full precision). */
export function pricePayment(financed: number, rate: number, months: number): number {
  const i = rate / 100;
  return (financed * i) / (1 - Math.pow(1 + i, -months));
}

/**
 * Builds a schedule in whole cents: each row's interest is the previous balance × i rounded,
 * `amortizationCents(interestCents)` gives the amortization, and the last row amortizes
 * whatever is left so the balance ends exactly at 0.
 */
function buildSchedule(
  financedCents: number,
  rate: number,
  months: number,
  amortizationCents: (interestCents: number) => number,
): ScheduleRow[] {
  const i = rate / 100;
  const rows: ScheduleRow[] = [];
  let balance = financedCents;
  for (let month = 1; month <= months; month++) {
    const interest = roundHalfUp(balance * i);
    const amortization = month === months ? balance : Math.min(balance, amortizationCents(interest));
    balance -= amortization;
    rows.push({
      month,
      payment: (interest + amortization) / 100,
      interest: interest / 100,
      amortization: amortization / 100,
      balance: balance / 100,
    });
  }
  return rows;
}

function sum(rows: ScheduleRow[], key: "payment" | "interest"): number {
  return roundHalfUp(rows.reduce((total, row) => total + row[key] * 100, 0)) / 100;
}

function sacResult(financedCents: number, rate: number, months: number): SacResult {
  const amortization = roundHalfUp(financedCents / months);
  const schedule = buildSchedule(financedCents, rate, months, () => amortization);
  const totalInterest = sum(schedule, "interest");
  return {
    firstPayment: schedule[0]?.payment ?? 0,
    lastPayment: schedule[schedule.length - 1]?.payment ?? 0,
    totalAmount: roundHalfUp(financedCents + totalInterest * 100) / 100,
    totalInterest,
    schedule,
  };
}

/** Price (and SAC) financing for a valid input; null when `validateFinancing` fails. */
export function calculateFinancing(input: FinancingInput): FinancingResult | null {
  if (!validateFinancing(input)) return null;
  const { interestRate: rate, months } = input;
  const financedCents = toCents(input.vehicleValue - input.downPayment);
  const paymentCents = toCents(pricePayment(financedCents / 100, rate, months));
  const schedule = buildSchedule(financedCents, rate, months, (interest) => paymentCents - interest);
  const totalInterest = sum(schedule, "interest");
  return {
    financedAmount: financedCents / 100,
    monthlyPayment: paymentCents / 100,
    lastPayment: schedule[schedule.length - 1]?.payment ?? 0,
    totalAmount: sum(schedule, "payment"),
    totalInterest,
    schedule,
    sac: sacResult(financedCents, rate, months),
  };
}
