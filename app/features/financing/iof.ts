// IOF on a vehicle loan to an individual, estimated. Decreto nº 6.306/2007
// (Regulamento do IOF), art. 7º, I, "b", 2: 0,0082 % a day on the principal of each
// installment, counted up to 365 days (art. 7º, § 1º); § 15 (included by Decreto nº
// 6.339/2008): an additional 0,38 % on the amount, whatever the term. Banks count calendar
// days from the release to each due date and usually finance the tax; this estimate counts
// 30 days a month and treats it as paid apart, which is why it is labelled an estimate.
import { roundCents } from "../../lib/money.ts";

/** 0,0082 % a day, individuals (art. 7º, I, "b", 2). */
export const IOF_DAILY_RATE = 0.000082;
/** Days counted at most per installment (art. 7º, § 1º). */
export const IOF_MAX_DAYS = 365;
/** The additional 0,38 % on the amount (art. 7º, § 15). */
export const IOF_ADDITIONAL_RATE = 0.0038;
/** Days between installments in this estimate. */
export const DAYS_PER_MONTH = 30;

/**
 * The principal each Price installment amortizes, at `rate` percent a month (full precision,
 * not rounded: the estimate does not depend on how a bank rounds its schedule).
 */
export function priceAmortizations(financed: number, rate: number, months: number, installment: number): number[] {
  const i = rate / 100;
  const rows: number[] = [];
  let balance = financed;
  for (let k = 1; k <= months; k++) {
    const amortization = k === months ? balance : installment - balance * i;
    rows.push(amortization);
    balance -= amortization;
  }
  return rows;
}

/**
 * IOF for an individual in reais, rounded to cents: Σ amortizationₖ × 0,0082 % × min(30·k, 365)
 * plus 0,38 % of the amount financed.
 */
export function estimateIof(financed: number, amortizations: readonly number[]): number {
  const daily = amortizations.reduce(
    (total, amortization, index) =>
      total + amortization * IOF_DAILY_RATE * Math.min(DAYS_PER_MONTH * (index + 1), IOF_MAX_DAYS),
    0,
  );
  return roundCents(daily + financed * IOF_ADDITIONAL_RATE);
}
