// The yearly cost's loan: the site's financing calculator for an amount, a monthly rate and a term.
import { calculateFinancing } from "../features/financing/calc.ts";
import type { LoanAnswer } from "../features/ownership-cost/calc.ts";
import { roundHalfUp } from "../lib/money.ts";

/** The installment and the interest of the first 12 installments; null for a loan the calculator refuses. */
export function loanAnswer(amount: number, rate: number, months: number): LoanAnswer | null {
  const result = calculateFinancing({ vehicleValue: amount, downPayment: 0, interestRate: rate, months });
  if (!result) return null;
  const firstYear = result.schedule.slice(0, 12);
  return {
    installment: result.monthlyPayment,
    firstYearInterest: roundHalfUp(firstYear.reduce((sum, row) => sum + row.interest * 100, 0)) / 100,
    months,
  };
}
