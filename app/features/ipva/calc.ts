// IPVA calculator (spec §9), with a year's data (app/domain/ipva/data/<year>.json, data-schema.ts):
//   1. the national rules (the Constitution: EC 137/2025, 20 years or more from manufacture);
//   2. the state's own rules, in file order, the first that matches (PR's motorcycles up to
//      170 cc, SP's motorcycles up to 180 cc, AM's engines up to 1.000 cc...);
//   3. otherwise the state's rate for the vehicle type;
//   4. then the state's minimum: no tax when it would be that amount or less (AM).
// value × rate / 100. The result names what decided it and its source. The compulsory
// insurance (DPVAT, then SPVAT) is not charged, so it adds nothing. The one IPVA logic of the
// site: the calculator, the vehicle page's yearly cost and the comparator all call it.
import { roundCents, toCents } from "../../lib/money.ts";
import { isStateCode } from "../../lib/states.ts";
import type {
  IpvaFuel,
  IpvaOwner,
  IpvaRule,
  IpvaSource,
  IpvaStateEntry,
  IpvaVehicleType,
  IpvaYearData,
} from "../../domain/ipva/data-schema.ts";

export type { IpvaFuel, IpvaOwner, IpvaVehicleType } from "../../domain/ipva/data-schema.ts";

export type IpvaInput = {
  vehicleValue: number;
  state: string;
  vehicleType: IpvaVehicleType;
  /** Year of manufacture; unknown = no age rule applies. */
  manufactureYear?: number;
  /** Only where a rule depends on it; unknown = none of the fuel rules applies. */
  fuel?: IpvaFuel;
  /** Engine displacement in cc; unknown = no displacement rule applies. */
  displacementCc?: number;
  /** Engine power in cv; unknown = no power rule applies. */
  powerCv?: number;
  /** Owner; unknown = no owner rule applies. */
  owner?: IpvaOwner;
};

/** An input some rule of the state (or of the country) depends on. */
export type IpvaNeed = "age" | "fuel" | "displacement" | "power" | "owner";

/** What set the amount: a national rule, a state rule, the state's rate, or its minimum. */
export type IpvaDecision =
  | { kind: "national-rule"; rule: IpvaRule; source: IpvaSource }
  | { kind: "state-rule"; rule: IpvaRule; source: IpvaSource }
  | { kind: "state-rate"; source: IpvaSource }
  | { kind: "minimum"; name: string; amount: number; source: IpvaSource };

export type IpvaResult = {
  ipvaValue: number;
  /** Rate applied, in percent (0 when exempt or immune). */
  rate: number;
  /** The rule (national or of the state) that set the rate, if any. */
  rule: IpvaRule | null;
  decision: IpvaDecision;
  /** No tax due (a rule's 0 %, or the state's minimum). */
  exempt: boolean;
  /** Years since manufacture, when the year of manufacture was given. */
  ageYears: number | null;
  /** Inputs some rule needs but the visitor did not give (that rule was not applied). */
  missing: IpvaNeed[];
  /** The state's entry is not confirmed for the year ("não conferido para <ano>"). */
  confirmed: boolean;
  /** The year of the data used. */
  year: number;
  /** What the calculation simplifies for the state (the entry's `caveat`), shown with the result. */
  caveat: string | null;
  /** Always 0: the compulsory insurance (DPVAT/SPVAT) is not charged. */
  dpvat: 0;
  /** Equals `ipvaValue` (no DPVAT). */
  totalValue: number;
};

/** The inputs a rule depends on, besides the vehicle type and the value. */
export function ruleNeeds(rule: IpvaRule): IpvaNeed[] {
  const needs: IpvaNeed[] = [];
  if (rule.minAgeYears !== undefined || rule.maxAgeYears !== undefined) needs.push("age");
  if (rule.fuels !== undefined) needs.push("fuel");
  if (rule.minDisplacementCc !== undefined || rule.maxDisplacementCc !== undefined) needs.push("displacement");
  if (rule.minPowerCv !== undefined || rule.maxPowerCv !== undefined) needs.push("power");
  if (rule.owner !== undefined) needs.push("owner");
  return needs;
}

const within = (value: number | undefined, min: number | undefined, max: number | undefined) =>
  (min === undefined && max === undefined) ||
  (value !== undefined && (min === undefined || value >= min) && (max === undefined || value <= max));

const coversType = (rule: { vehicleTypes?: readonly IpvaVehicleType[] }, type: IpvaVehicleType) =>
  rule.vehicleTypes === undefined || rule.vehicleTypes.includes(type);

/** Whether every condition of the rule matches (`ageYears` = tax year − year of manufacture). */
export function ruleMatches(rule: IpvaRule, input: IpvaInput, ageYears: number | undefined): boolean {
  return (
    coversType(rule, input.vehicleType) &&
    (rule.fuels === undefined || (input.fuel !== undefined && rule.fuels.includes(input.fuel))) &&
    (rule.owner === undefined || rule.owner === input.owner) &&
    within(ageYears, rule.minAgeYears, rule.maxAgeYears) &&
    within(input.displacementCc, rule.minDisplacementCc, rule.maxDisplacementCc) &&
    within(input.powerCv, rule.minPowerCv, rule.maxPowerCv) &&
    within(input.vehicleValue, rule.minValue, rule.maxValue)
  );
}

/** The first rule whose every condition matches. */
export function matchingRule(rules: readonly IpvaRule[], input: IpvaInput, ageYears?: number): IpvaRule | null {
  return rules.find((r) => ruleMatches(r, input, ageYears)) ?? null;
}

/** The state's rate for a vehicle type; null when the data has none (trucks and buses). */
export function stateRate(entry: IpvaStateEntry, vehicleType: IpvaVehicleType): number | null {
  if (vehicleType === "car") return entry.car;
  if (vehicleType === "motorcycle") return entry.motorcycle;
  if (vehicleType === "pickup") return entry.pickup ?? entry.car;
  return entry.truckBus ?? null;
}

/** The national rules, then the state's, that may apply to this vehicle type. */
function rulesFor(data: IpvaYearData, state: keyof IpvaYearData["states"], vehicleType: IpvaVehicleType) {
  const national = (data.national ?? []).filter((r) => coversType(r, vehicleType));
  const own = (data.states[state].rules ?? []).filter((r) => coversType(r, vehicleType));
  return { national, own };
}

/** The national rules and then the state's own for this type; none for an unknown state. */
function stateRules(state: string, vehicleType: IpvaVehicleType, data: IpvaYearData): IpvaRule[] {
  if (!isStateCode(state)) return [];
  const { national, own } = rulesFor(data, state, vehicleType);
  return [...national, ...own];
}

/**
 * The inputs the calculator must ask for this state and vehicle type: those a national or
 * state rule depends on (the year of manufacture is always asked, so "age" is left out).
 */
export function ipvaNeeds(state: string, vehicleType: IpvaVehicleType, data: IpvaYearData): IpvaNeed[] {
  const needs = new Set(stateRules(state, vehicleType, data).flatMap(ruleNeeds));
  needs.delete("age");
  return (["fuel", "displacement", "power", "owner"] as const).filter((n) => needs.has(n));
}

/** The rules of the state and type that depend on an input (their names are the field's hint). */
export function rulesNeeding(
  need: IpvaNeed,
  state: string,
  vehicleType: IpvaVehicleType,
  data: IpvaYearData,
): IpvaRule[] {
  return stateRules(state, vehicleType, data).filter((r) => ruleNeeds(r).includes(need));
}

/** The fuels the state's rules name for this type (the form lists them, "other" besides). */
export function fuelsAsked(state: string, vehicleType: IpvaVehicleType, data: IpvaYearData): IpvaFuel[] {
  const fuels = rulesNeeding("fuel", state, vehicleType, data).flatMap((r) => r.fuels ?? []);
  return [...new Set(fuels)];
}

/** Whether a rule of the state depends on the engine displacement for this vehicle type. */
export function asksDisplacement(state: string, vehicleType: IpvaVehicleType, data: IpvaYearData): boolean {
  return ipvaNeeds(state, vehicleType, data).includes("displacement");
}

/** The vehicle types the state's data prices: car and motorcycle always; pickup and truck/bus where given. */
export function vehicleTypesOf(state: string, data: IpvaYearData): IpvaVehicleType[] {
  if (!isStateCode(state)) return ["car", "motorcycle"];
  const entry = data.states[state];
  const types: IpvaVehicleType[] = ["car", "motorcycle"];
  // A pickup is priced as a car unless the state gives it its own rate or a rule of its own.
  const pickupRule = (entry.rules ?? []).some(
    (r) => r.vehicleTypes?.includes("pickup") && !r.vehicleTypes.includes("car"),
  );
  if (entry.pickup !== undefined || pickupRule) {
    types.splice(1, 0, "pickup");
  }
  if (entry.truckBus !== undefined) types.push("truck-bus");
  return types;
}

/**
 * IPVA for a vehicle with the given year's data (app/domain/ipva/rates.ts or the page's loader);
 * null when the value is not above 0, the state code is unknown, the year of manufacture is after
 * the tax year, or the data has no rate for the vehicle type in that state.
 */
export function calculateIpva(input: IpvaInput, data: IpvaYearData): IpvaResult | null {
  const { vehicleValue, state, vehicleType, manufactureYear } = input;
  if (!Number.isFinite(vehicleValue) || vehicleValue <= 0 || !isStateCode(state)) return null;
  if (
    manufactureYear !== undefined &&
    (!Number.isInteger(manufactureYear) || manufactureYear > data.year || manufactureYear < 1900)
  ) {
    return null;
  }
  const entry = data.states[state];
  const ageYears = manufactureYear === undefined ? undefined : data.year - manufactureYear;
  const { national, own } = rulesFor(data, state, vehicleType);

  const given: Record<IpvaNeed, boolean> = {
    age: ageYears !== undefined,
    fuel: input.fuel !== undefined,
    displacement: input.displacementCc !== undefined,
    power: input.powerCv !== undefined,
    owner: input.owner !== undefined,
  };
  const missing = [...new Set([...national, ...own].flatMap(ruleNeeds))].filter((n) => !given[n]);

  const nationalRule = matchingRule(national, input, ageYears);
  const stateRule = nationalRule ? null : matchingRule(own, input, ageYears);
  const rule = nationalRule ?? stateRule;
  const baseRate = stateRate(entry, vehicleType);
  if (!rule && baseRate === null) return null;
  const rate = rule ? rule.rate : (baseRate as number);
  // The tax is charged in cents, rounded half up.
  let ipvaValue = roundCents((vehicleValue * rate) / 100);
  let decision: IpvaDecision = nationalRule
    ? { kind: "national-rule", rule: nationalRule, source: nationalRule.source }
    : stateRule
      ? { kind: "state-rule", rule: stateRule, source: stateRule.source }
      : { kind: "state-rate", source: entry.source };

  const minimum = entry.minimumTax;
  if (minimum && ipvaValue > 0 && coversType(minimum, vehicleType) && toCents(ipvaValue) <= toCents(minimum.amount)) {
    ipvaValue = 0;
    decision = { kind: "minimum", name: minimum.name, amount: minimum.amount, source: minimum.source };
  }

  return {
    ipvaValue,
    rate,
    rule,
    decision,
    exempt: ipvaValue === 0,
    ageYears: ageYears ?? null,
    missing,
    confirmed: entry.status === "confirmed",
    year: data.year,
    caveat: entry.caveat ?? null,
    dpvat: 0,
    totalValue: ipvaValue,
  };
}
