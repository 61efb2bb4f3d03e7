// The other way round of the Price formula: the monthly rate a quoted installment
// implies, for an amount financed and a number of installments.
import { toCents } from "../../lib/money.ts";
import { pricePayment } from "./calc.ts";

/** Monthly rates are searched up to this percent a month; a quote beyond it is not credit. */
export const MAX_MONTHLY_RATE = 100;

export type RateSolution =
  /** `monthlyRate` in percent a month (full precision); `yearlyRate` its compound yearly equivalent. */
  | { kind: "rate"; monthlyRate: number; yearlyRate: number }
  /** The installments add up to less than the amount financed (0 % is a "rate" of 0): no rate fits. */
  | { kind: "no-interest" }
  /** The installment implies more than MAX_MONTHLY_RATE % a month. */
  | { kind: "too-high" };

export type RateQuery = { financed: number; months: number; installment: number };

/** Valid when every value is finite and positive and months is a whole number from 1 to 600. */
export function validateRateQuery({ financed, months, installment }: RateQuery): boolean {
  return (
    Number.isFinite(financed) &&
    financed > 0 &&
    Number.isFinite(installment) &&
    installment > 0 &&
    Number.isInteger(months) &&
    months >= 1 &&
    months <= 600
  );
}

/** (1 + i)^12 − 1, in percent: 1,99 % a month → 26,61 % a year. */
export function yearlyEquivalent(monthlyPercent: number): number {
  return (Math.pow(1 + monthlyPercent / 100, 12) - 1) * 100;
}

/**
 * The monthly rate r (percent) with pricePayment(financed, r, months) = installment, by
 * bisection: the payment grows strictly with the rate, from financed / months (rate → 0) up,
 * so the root is unique. 200 halvings of [0, 100] leave an interval far below 1e-12 %.
 * Null for an invalid query.
 */
export function solveMonthlyRate(query: RateQuery): RateSolution | null {
  if (!validateRateQuery(query)) return null;
  const { financed, months, installment } = query;
  // "Taxa zero": the installment is the financed amount ÷ months in cents (what the calculator
  // charges at 0 %; installment × months = financed up to that rounding).
  if (toCents(installment) === toCents(financed / months)) return { kind: "rate", monthlyRate: 0, yearlyRate: 0 };
  // Below that the installments do not even return the principal.
  if (installment * months <= financed) return { kind: "no-interest" };
  if (pricePayment(financed, MAX_MONTHLY_RATE, months) < installment) return { kind: "too-high" };
  let low = 0;
  let high = MAX_MONTHLY_RATE;
  for (let step = 0; step < 200 && high - low > 1e-13; step++) {
    const mid = (low + high) / 2;
    // pricePayment is 0/0 at a rate of exactly 0; mid is never 0 here.
    if (pricePayment(financed, mid, months) < installment) low = mid;
    else high = mid;
  }
  const monthlyRate = (low + high) / 2;
  return { kind: "rate", monthlyRate, yearlyRate: yearlyEquivalent(monthlyRate) };
}
