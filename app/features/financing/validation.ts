// The financing form's rules, with a specific pt-BR message for each (strings.ts), for the
// browser and the server alike: the fields' texts as typed or posted go in, what is wrong with
// each comes out, and a form with no problem reads as a `FinancingInput`. Pure.
import { formatBRL, formatNumber } from "../../lib/format.ts";
import { MAX_MONTHS } from "../../lib/masks.ts";
import { readAmountText, type AmountReading } from "../../lib/parse-amount.ts";
import type { FinancingInput } from "./calc.ts";
import { ambiguousAmount, FINANCING_PROBLEMS as P } from "./strings.ts";

/** The form's fields. */
export type FinancingField = "vehicleValue" | "downPayment" | "interestRate" | "months";

/** The fields' texts as typed or posted (a field left out counts as empty). */
export type FinancingFields = Partial<Record<FinancingField, string | null>>;

/** What is wrong with each field that has a problem; {} when the form computes. */
export type FinancingProblems = Partial<Record<FinancingField, string>>;

/**
 * Monthly rates above this percent are questioned beside the field ("Taxa acima do que
 * qualquer financiadora cobra") and computed only once the person confirms them.
 */
export const RATE_QUESTION_ABOVE_PERCENT = 15;

/** True when a monthly rate (percent) is to be questioned before computing. */
export const isRateQuestionable = (ratePercent: number) => ratePercent > RATE_QUESTION_ABOVE_PERCENT;

/** Whole months from 1 to 600, digits only ("48"); null otherwise. */
function readMonths(text: string): number | null {
  if (!/^\s*\d+\s*$/.test(text)) return null;
  const months = Number(text);
  return months >= 1 && months <= MAX_MONTHS ? months : null;
}

/** The question for an ambiguous amount: "Você quis dizer R$ 80.000,00? Para R$ 80,00, escreva 80,00." */
function ambiguity(reading: Extract<AmountReading, { kind: "ambiguous" }>): string {
  return ambiguousAmount(formatBRL(reading.suggestion), formatBRL(reading.value), formatNumber(reading.value, 2));
}

/**
 * Each field's problem, by rule: the vehicle value is required and above 0; the down payment
 * is optional, not negative and below the value; the rate is required (0 is "taxa zero"), not
 * negative, and above RATE_QUESTION_ABOVE_PERCENT only when `rateConfirmed`; months are a whole
 * number from 1 to 600. "80,000" in a money field is asked about (`ambiguousAmount`).
 */
export function financingProblems(
  fields: FinancingFields,
  options: { rateConfirmed?: boolean } = {},
): FinancingProblems {
  const problems: FinancingProblems = {};
  const value = readAmountText(fields.vehicleValue ?? "", "grouped");
  if (value.kind === "empty") problems.vehicleValue = P.vehicleValueEmpty;
  else if (value.kind === "invalid") problems.vehicleValue = P.vehicleValueInvalid;
  else if (value.kind === "ambiguous") problems.vehicleValue = ambiguity(value);
  else if (!(value.value > 0)) problems.vehicleValue = P.vehicleValueNotPositive;

  const down = readAmountText(fields.downPayment ?? "", "grouped");
  if (down.kind === "invalid") problems.downPayment = P.downPaymentInvalid;
  else if (down.kind === "ambiguous") problems.downPayment = ambiguity(down);
  else if (down.kind === "amount" && down.value < 0) problems.downPayment = P.downPaymentNegative;
  else if (down.kind === "amount" && value.kind === "amount" && value.value > 0) {
    if (down.value > value.value) problems.downPayment = P.downPaymentAboveValue;
    else if (down.value === value.value) problems.downPayment = P.downPaymentEqualsValue;
  }

  const rate = readAmountText(fields.interestRate ?? "", "percent");
  if (rate.kind === "empty") problems.interestRate = P.interestRateEmpty;
  else if (rate.kind !== "amount") problems.interestRate = P.interestRateInvalid;
  else if (rate.value < 0) problems.interestRate = P.interestRateNegative;
  else if (isRateQuestionable(rate.value) && !options.rateConfirmed) problems.interestRate = P.interestRateAbove;

  const monthsText = fields.months ?? "";
  if (monthsText.trim() === "") problems.months = P.monthsEmpty;
  else if (readMonths(monthsText) === null) problems.months = P.monthsInvalid;
  return problems;
}

/**
 * The form as numbers when it has no problem (an empty down payment is 0), with its problems
 * otherwise: what a form's submit and the server's action both call.
 */
export function readFinancingFields(
  fields: FinancingFields,
  options: { rateConfirmed?: boolean } = {},
): { ok: true; input: FinancingInput } | { ok: false; problems: FinancingProblems } {
  const problems = financingProblems(fields, options);
  if (Object.keys(problems).length > 0) return { ok: false, problems };
  const amount = (text: string | null | undefined, kind: "grouped" | "percent") => {
    const reading = readAmountText(text ?? "", kind);
    return reading.kind === "amount" ? reading.value : 0;
  };
  return {
    ok: true,
    input: {
      vehicleValue: amount(fields.vehicleValue, "grouped"),
      downPayment: amount(fields.downPayment, "grouped"),
      interestRate: amount(fields.interestRate, "percent"),
      months: readMonths(fields.months ?? "") as number,
    },
  };
}
