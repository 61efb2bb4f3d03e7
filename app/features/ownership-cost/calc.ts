// What owning a vehicle costs a year: IPVA, fuel, depreciation, insurance,
// maintenance and the interest of a loan, each a yearly figure in reais. Pure. The IPVA and the
// loan come from their own calculators, handed in by the caller (`OwnershipDeps`): this module
// holds no tax rates and no financing formula of its own (docs/architecture/fipe.md).
import { roundCents } from "../../lib/money.ts";

/** The IPVA calculator's answer for this vehicle in a state (the caller binds vehicle type and value). */
export type IpvaAnswer = {
  amount: number;
  /** Percent. */
  rate: number;
  /** The year of the rates. */
  year: number;
  /** The rule (national or of the state) or the state's minimum that decided, if one did. */
  ruleName: string | null;
  /** The state has rules depending on what this form does not ask (fuel, displacement, power, owner). */
  otherRulesMayApply: boolean;
};

/** The financing calculator's answer: its installment and the interest of the first 12 installments. */
export type LoanAnswer = { installment: number; firstYearInterest: number; months: number };

export type OwnershipDeps = {
  /** null when the state is unknown or the vehicle type has no IPVA rates here. */
  ipva: (state: string) => IpvaAnswer | null;
  /** null when the loan is not valid (the financing calculator's own validation). */
  loan: (amount: number, monthlyRatePercent: number, months: number) => LoanAnswer | null;
};

/**
 * What the depreciation part is computed from: the change the vehicle page's price history
 * shows (its oldest month held, `since`, to the newest) as a compound yearly `ratio`
 * (-0.08 = loses 8 % a year), annualised from `spanMonths` months between the two (11 for
 * dezembro to novembro); `months`: how many months have a price. The caller builds it from the
 * catalog (features/fipe-catalog/depreciation.ts, `annualised`), so the card and the page agree.
 */
export type DepreciationBasis = { ratio: number; since: string; months: number; spanMonths: number };

/** The form, as numbers; undefined = left blank. */
export type OwnershipInput = {
  /** The vehicle's FIPE price. */
  price: number;
  state?: string;
  kmPerMonth?: number;
  fuelPrice?: number;
  kmPerLiter?: number;
  /** Yearly change of the FIPE price (-0.08 = loses 8 % a year), `DepreciationBasis.ratio`;
   * null without enough months. */
  depreciationRatio: number | null;
  insurance?: number;
  maintenance?: number;
  loanAmount?: number;
  loanRate?: number;
  loanMonths?: number;
};

export type PartKey = "ipva" | "fuel" | "depreciation" | "insurance" | "maintenance" | "interest";

export type CostPart = {
  key: PartKey;
  /** Reais a year; null when not included (left blank, or no data). Negative only for a
   * vehicle whose price went up (depreciation). */
  yearly: number | null;
};

export type OwnershipResult = {
  parts: CostPart[];
  ipva: IpvaAnswer | null;
  loan: LoanAnswer | null;
  /** Litres a year, when the fuel part is included. */
  litersPerYear: number | null;
  yearlyTotal: number;
  monthlyTotal: number;
};

/** Why a form cannot be computed. */
export type OwnershipError = "fuel-incomplete" | "fuel-invalid" | "loan-incomplete" | "loan-invalid" | "money-invalid";

const given = (n: number | undefined): n is number => n !== undefined;
const positive = (n: number) => Number.isFinite(n) && n > 0;

/**
 * The yearly cost, or why it cannot be computed. Each part is optional: fuel needs km a month,
 * the litre's price and km per litre together; the loan needs amount, monthly rate and months
 * together; insurance and maintenance are the visitor's own yearly figures. Depreciation is
 * price × −ratio. The total adds the parts included; a month is a twelfth of it.
 */
export function ownershipCost(
  input: OwnershipInput,
  deps: OwnershipDeps,
): { ok: true; result: OwnershipResult } | { ok: false; error: OwnershipError } {
  const fuelFields = [input.kmPerMonth, input.fuelPrice, input.kmPerLiter];
  const fuelCount = fuelFields.filter(given).length;
  if (fuelCount > 0 && fuelCount < 3) return { ok: false, error: "fuel-incomplete" };
  if (fuelCount === 3 && !fuelFields.every((n) => given(n) && positive(n))) return { ok: false, error: "fuel-invalid" };
  const loanFields = [input.loanAmount, input.loanRate, input.loanMonths];
  const loanCount = loanFields.filter(given).length;
  if (loanCount > 0 && loanCount < 3) return { ok: false, error: "loan-incomplete" };
  for (const money of [input.insurance, input.maintenance]) {
    if (given(money) && !(Number.isFinite(money) && money >= 0)) return { ok: false, error: "money-invalid" };
  }
  let loan: LoanAnswer | null = null;
  if (loanCount === 3) {
    loan = deps.loan(input.loanAmount ?? 0, input.loanRate ?? 0, input.loanMonths ?? 0);
    if (!loan) return { ok: false, error: "loan-invalid" };
  }

  const ipva = input.state ? deps.ipva(input.state) : null;
  const litersPerYear = fuelCount === 3 ? ((input.kmPerMonth ?? 0) * 12) / (input.kmPerLiter ?? 1) : null;
  const parts: CostPart[] = [
    { key: "ipva", yearly: ipva ? roundCents(ipva.amount) : null },
    { key: "fuel", yearly: litersPerYear === null ? null : roundCents(litersPerYear * (input.fuelPrice ?? 0)) },
    {
      key: "depreciation",
      yearly: input.depreciationRatio === null ? null : roundCents(input.price * -input.depreciationRatio),
    },
    { key: "insurance", yearly: given(input.insurance) ? roundCents(input.insurance) : null },
    { key: "maintenance", yearly: given(input.maintenance) ? roundCents(input.maintenance) : null },
    { key: "interest", yearly: loan ? roundCents(loan.firstYearInterest) : null },
  ];
  const yearlyTotal = roundCents(parts.reduce((sum, part) => sum + (part.yearly ?? 0), 0));
  return {
    ok: true,
    result: { parts, ipva, loan, litersPerYear, yearlyTotal, monthlyTotal: roundCents(yearlyTotal / 12) },
  };
}
