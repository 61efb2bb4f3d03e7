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
  /** The last installment (the schedule's last row): the installment ± the adjustment. */
  lastPayment: number;
  /** lastPayment − monthlyPayment, in reais: the last installment's adjustment. */
  lastAdjustment: number;
  /**
   * False when no whole-cent installment keeps the adjustment under R$ 1,00
   * (`MAX_CENTS_ADJUSTMENT`): at absurd rates and long terms one cent more or less on the
   * installment moves the adjustment by `adjustmentStep` reais, so the UI says why the last
   * installment differs by more than cents.
   */
  adjustmentWithinCents: boolean;
  /**
   * Reais the adjustment moves for one cent more or less on the installment: ((1+i)^n − 1) / i
   * cents (n cents at 0 %). The smallest adjustment a whole-cent installment allows is up to
   * half of it (plus the months' interest rounding).
   */
  adjustmentStep: number;
  /** Sum of the schedule's installments. */
  totalAmount: number;
  /** Sum of the schedule's interest (= totalAmount − financedAmount). */
  totalInterest: number;
  schedule: ScheduleRow[];
  sac: SacResult;
};

/**
 * Valid when all values are finite, the down payment is not negative, the financed amount
 * (vehicle value − down payment) is above 0, the rate is 0 or above (0 % is a real dealer
 * offer, "taxa zero") and months is an integer from 1 to 600 (the months input's limit).
 */
export function validateFinancing(input: FinancingInput): boolean {
  const { vehicleValue, downPayment, interestRate, months } = input;
  return (
    Number.isFinite(vehicleValue) &&
    Number.isFinite(downPayment) &&
    downPayment >= 0 &&
    vehicleValue - downPayment > 0 &&
    Number.isFinite(interestRate) &&
    interestRate >= 0 &&
    Number.isInteger(months) &&
    months >= 1 &&
    months <= MAX_MONTHS
  );
}

/**
 * Price payment: financed × i / (1 − (1 + i)^−n), with i = rate / 100 (full precision); at a
 * rate of 0 the formula's limit, financed ÷ n.
 */
export function pricePayment(financed: number, rate: number, months: number): number {
  const i = rate / 100;
  if (i === 0) return financed / months;
  return (financed * i) / (1 - Math.pow(1 + i, -months));
}

/** The last installment's adjustment the UI may call "ajuste de centavos": under R$ 1,00. */
export const MAX_CENTS_ADJUSTMENT = 1;

/** Installments tried on each side of the formula's rounded payment for the smallest adjustment. */
const PAYMENT_CANDIDATES = 3;

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

/**
 * The Price schedule whose last installment differs least from the others: the formula's
 * payment rounded to cents and its neighbours a few cents away are each run through the
 * cents schedule (month by month interest rounding included), and the one with the smallest
 * |last − installment| wins (the formula's rounding on a tie, and whenever none is within
 * cents). A payment off by δ cents from the exact one leaves δ × ((1+i)^n − 1) / i cents at
 * the end, so at ordinary rates the rounded formula is usually the best (the months' interest
 * rounding sometimes makes a neighbour better), and at absurd ones no whole cent is close.
 */
function priceSchedule(financedCents: number, rate: number, months: number) {
  const rounded = toCents(pricePayment(financedCents / 100, rate, months));
  type Candidate = { paymentCents: number; schedule: ScheduleRow[]; adjustment: number };
  let best: Candidate | null = null;
  let rounding: Candidate | null = null;
  for (let offset = 0; offset <= 2 * PAYMENT_CANDIDATES; offset++) {
    // 0, −1, +1, −2, +2…: the rounded formula first, so it wins ties.
    const paymentCents = rounded + (offset % 2 === 1 ? -(offset + 1) / 2 : offset / 2);
    if (paymentCents < 1) continue;
    const schedule = buildSchedule(financedCents, rate, months, (interest) => paymentCents - interest);
    const last = schedule[schedule.length - 1] as ScheduleRow;
    const adjustment = Math.abs(toCents(last.payment) - paymentCents);
    const candidate = { paymentCents, schedule, adjustment };
    if (offset === 0) rounding = candidate;
    if (!best || adjustment < best.adjustment) best = candidate;
  }
  // When no candidate keeps the adjustment to cents, the installment stays the formula's
  // rounding (what a bank would quote); one cent more or less would only move a large gap.
  const chosen = best && best.adjustment < MAX_CENTS_ADJUSTMENT * 100 ? best : rounding;
  return chosen as { paymentCents: number; schedule: ScheduleRow[]; adjustment: number };
}

/** Reais the last installment's adjustment moves for one cent on the installment: ((1+i)^n − 1) / i cents. */
function adjustmentStep(rate: number, months: number): number {
  const i = rate / 100;
  return (i === 0 ? months : (Math.pow(1 + i, months) - 1) / i) / 100;
}

/** Price (and SAC) financing for a valid input; null when `validateFinancing` fails. */
export function calculateFinancing(input: FinancingInput): FinancingResult | null {
  if (!validateFinancing(input)) return null;
  const { interestRate: rate, months } = input;
  const financedCents = toCents(input.vehicleValue - input.downPayment);
  const { paymentCents, schedule, adjustment } = priceSchedule(financedCents, rate, months);
  const totalInterest = sum(schedule, "interest");
  const lastPayment = schedule[schedule.length - 1]?.payment ?? 0;
  return {
    financedAmount: financedCents / 100,
    monthlyPayment: paymentCents / 100,
    lastPayment,
    lastAdjustment: (toCents(lastPayment) - paymentCents) / 100,
    adjustmentWithinCents: adjustment < MAX_CENTS_ADJUSTMENT * 100,
    adjustmentStep: adjustmentStep(rate, months),
    totalAmount: sum(schedule, "payment"),
    totalInterest,
    schedule,
    sac: sacResult(financedCents, rate, months),
  };
}
