// When and how a state's IPVA is paid in a year, for a computed tax and (optionally) the
// plate's final digit: the single-payment options with their discounts and deadlines, the
// instalments (how many the minimum allows, the value of each, their dates) and the dates for
// that plate. Pure: the year's data comes in (./data/<year>.json, ./data-schema.ts); when the
// year's calendar is not published yet, the previous year's data gives a plan for reference.
// Amounts are worked in cents, rounded half up, so the instalments add up to the tax exactly.
import { isStateCode, type StateCode } from "../../lib/states.ts";
import type {
  IpvaOtherDiscount,
  IpvaOwner,
  IpvaPublishedCalendar,
  IpvaSchedule,
  IpvaSource,
  IpvaVehicleType,
  IpvaYearData,
} from "./data-schema.ts";

export type IpvaPaymentInput = {
  state: string;
  /** The tax computed for the year (app/features/ipva/calc.ts `ipvaValue`), in reais. */
  tax: number;
  /** The last digit of the plate; unknown = the dates of every group are given, none chosen. */
  finalDigit?: number;
  /** For the instalment minimum where it differs by type (MS motorcycles). */
  vehicleType?: IpvaVehicleType;
  /** For the instalment minimum where it differs by owner (TO companies). */
  owner?: IpvaOwner;
  /** AAAA-MM-DD (app/lib/brasilia-date.ts): marks the deadlines already past. */
  today?: string;
};

export type IpvaSinglePayment = {
  discountPercent: number;
  /** The amount to pay, in reais (the tax less the discount, to the cent). */
  amount: number;
  /** The deadline for the plate; null when no final digit was given and the dates differ by plate, or the source gives no day. */
  until: string | null;
  /** The deadline is before `today`. */
  past: boolean;
};

export type IpvaInstalments = {
  count: number;
  /** The value of each instalment in reais, in order; they add up to the tax (less any per-instalment discount). */
  amounts: number[];
  /** The due date of each, where the data has it for the plate. */
  dates: Array<string | null>;
  /** The discount applied to each, in percent (AM, RS); 0 elsewhere. */
  discountsPercent: number[];
};

export type IpvaPaymentPlan = {
  state: StateCode;
  year: number;
  /** `published`: the plan below; otherwise there is none, and `reference` may hold last year's. */
  status: "published" | "not-published" | "not-found";
  finalDigit: number | null;
  /** The dates of the plate's group; null without a final digit, or when the data lacks that digit. */
  schedule: IpvaSchedule | null;
  /** Every group's dates (the calendar table). */
  schedules: IpvaSchedule[];
  singlePayment: IpvaSinglePayment[];
  /** Null when the state offers none, or the tax is too small to split. */
  instalments: IpvaInstalments | null;
  otherDiscounts: IpvaOtherDiscount[];
  nextBusinessDay: boolean;
  /** For the visitor: what the calendar leaves out, or what is known of an unpublished one. */
  caveat: string | null;
  source: IpvaSource | null;
  checked: string;
  /** When the year's calendar is not in the data: the previous year's plan, labelled as such. */
  reference: IpvaPaymentPlan | null;
};

/** Cents of an amount in reais, half up (the float's noise removed first: 1.005 is 101). */
export function toCents(reais: number): number {
  return Math.round(Number((reais * 100).toPrecision(12)));
}

/** `total` cents in `count` parts, half up, the last taking the remainder so they add up. */
export function splitCents(total: number, count: number): number[] {
  const part = Math.round(total / count);
  return [...Array.from({ length: count - 1 }, () => part), total - part * (count - 1)];
}

const lessPercent = (cents: number, percent: number) =>
  Math.round(Number(((cents * (100 - percent)) / 100).toPrecision(12)));

/** How many instalments the plan allows for this tax (the most whose each part reaches the minimum). */
function instalmentCount(
  calendar: IpvaPublishedCalendar,
  schedule: IpvaSchedule | null,
  taxCents: number,
  input: IpvaPaymentInput,
): number {
  const plan = calendar.instalments;
  if (!plan) return 0;
  if (plan.singlePaymentUpTo !== undefined && taxCents <= toCents(plan.singlePaymentUpTo)) return 0;
  let max = schedule?.maxInstalments ?? plan.max;
  const minimum =
    (input.vehicleType === "motorcycle" ? plan.minimumAmountMotorcycle : undefined) ??
    (input.owner === "company" ? plan.minimumAmountCompany : undefined) ??
    plan.minimumAmount;
  if (minimum !== undefined) max = Math.min(max, Math.floor(taxCents / toCents(minimum)));
  return max >= 2 ? max : 0;
}

function publishedPlan(
  state: StateCode,
  data: IpvaYearData,
  calendar: IpvaPublishedCalendar,
  input: IpvaPaymentInput,
): IpvaPaymentPlan {
  const taxCents = toCents(input.tax);
  const finalDigit = input.finalDigit ?? null;
  const schedules = calendar.schedules;
  // Without a digit, one group of all ten plates still gives its dates.
  const only = schedules.length === 1 && schedules[0]?.finals.length === 10 ? schedules[0] : null;
  const schedule: IpvaSchedule | null =
    finalDigit !== null ? (schedules.find((s) => s.finals.includes(finalDigit)) ?? null) : only;
  const past = (date: string | null) => date !== null && input.today !== undefined && date < input.today;

  const singlePayment = calendar.singlePayment.map((option, i) => {
    const until = schedule?.singlePaymentUntil[i] ?? null;
    return {
      discountPercent: option.discountPercent,
      amount: lessPercent(taxCents, option.discountPercent) / 100,
      until,
      past: past(until),
    };
  });

  const count = instalmentCount(calendar, schedule, taxCents, input);
  let instalments: IpvaInstalments | null = null;
  if (count > 0) {
    const discounts = Array.from({ length: count }, (_, i) => calendar.instalments?.discountsPercent?.[i] ?? 0);
    const parts = splitCents(taxCents, count).map((cents, i) => lessPercent(cents, discounts[i] ?? 0) / 100);
    instalments = {
      count,
      amounts: parts,
      dates: Array.from({ length: count }, (_, i) => schedule?.instalmentDates?.[i] ?? null),
      discountsPercent: discounts,
    };
  }

  return {
    state,
    year: data.year,
    status: "published",
    finalDigit,
    schedule,
    schedules,
    singlePayment,
    instalments,
    otherDiscounts: calendar.otherDiscounts ?? [],
    nextBusinessDay: calendar.nextBusinessDay ?? false,
    caveat: calendar.caveat ?? null,
    source: calendar.source,
    checked: calendar.checked,
    reference: null,
  };
}

/**
 * The payment plan of a state's IPVA in the year of `data` for a computed tax; null for an
 * unknown state, a tax not above 0, a final digit that is not 0–9, or a state whose entry has
 * no calendar at all. When the year's calendar is not published (or was not found),
 * `reference` holds the plan of `previous` (last year's data), when given and published.
 */
export function ipvaPaymentPlan(
  input: IpvaPaymentInput,
  data: IpvaYearData,
  previous?: IpvaYearData | null,
): IpvaPaymentPlan | null {
  const { state, tax, finalDigit } = input;
  if (!isStateCode(state) || !Number.isFinite(tax) || tax <= 0) return null;
  if (finalDigit !== undefined && !(Number.isInteger(finalDigit) && finalDigit >= 0 && finalDigit <= 9)) return null;
  const calendar = data.states[state].calendar;
  if (!calendar) return null;
  if (calendar.status === "published") return publishedPlan(state, data, calendar, input);

  const previousCalendar = previous?.states[state].calendar;
  const reference =
    previous && previousCalendar?.status === "published"
      ? publishedPlan(state, previous, previousCalendar, input)
      : null;
  return {
    state,
    year: data.year,
    status: calendar.status,
    finalDigit: finalDigit ?? null,
    schedule: null,
    schedules: [],
    singlePayment: [],
    instalments: null,
    otherDiscounts: [],
    nextBusinessDay: false,
    caveat: calendar.caveat ?? null,
    source: calendar.source ?? null,
    checked: calendar.checked,
    reference,
  };
}
