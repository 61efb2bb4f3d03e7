// A FIPE vehicle's IPVA by the site's one IPVA calculator (its rates, its rules), computed on the
// server (the rates stay out of the pages' scripts): for the yearly cost on a vehicle's page
// and for the comparison of vehicles.
import { calculateIpva, ipvaNeeds, type IpvaVehicleType } from "../features/ipva/calc.ts";
import { currentIpvaData } from "../domain/ipva/rates.ts";
import type { IpvaAnswer, OwnershipDeps } from "../features/ownership-cost/calc.ts";
import { ZERO_KM_YEAR, type VehicleType } from "../lib/fipe/fipe-types.ts";
import { STATE_CODES } from "../lib/states.ts";
import { loanAnswer } from "./vehicle-loan.ts";

/** The IPVA calculator's vehicle type for a FIPE type (trucks priced where the state's data has their rate). */
const IPVA_TYPE: Record<VehicleType, IpvaVehicleType> = { carros: "car", motos: "motorcycle", caminhoes: "truck-bus" };

/**
 * The year of manufacture the IPVA calculator gets for a FIPE model year: the model year itself
 * (the year of manufacture is the same or one before, so a vehicle may turn 20 a year later
 * here than in fact), the tax year for a zero-km, none when unknown or after the tax year.
 */
export function manufactureYearOf(modelYear: number | string | undefined, taxYear: number): number | undefined {
  if (modelYear === ZERO_KM_YEAR) return taxYear;
  return typeof modelYear === "number" && Number.isInteger(modelYear) && modelYear <= taxYear ? modelYear : undefined;
}

/** The site's one IPVA logic for a FIPE vehicle: its type, price and model year (the comparator too). */
export function fipeVehicleIpva(type: VehicleType, price: number, state: string, modelYear?: number | string) {
  const data = currentIpvaData();
  const manufactureYear = manufactureYearOf(modelYear, data.year);
  return calculateIpva(
    { vehicleValue: price, state, vehicleType: IPVA_TYPE[type], ...(manufactureYear ? { manufactureYear } : {}) },
    data,
  );
}

/** What the comparison shows of a vehicle's IPVA in a state. */
export type IpvaLine = { ipvaValue: number; rate: number };

/** The comparison's IPVA line for a FIPE vehicle in a state; null without a rate. */
export function ipvaLine(
  type: VehicleType,
  price: number,
  state: string,
  modelYear?: number | string,
): IpvaLine | null {
  const result = fipeVehicleIpva(type, price, state, modelYear);
  return result && { ipvaValue: result.ipvaValue, rate: result.rate };
}

/** Every state's comparison line for the vehicle (the comparison's loader hands them to the page). */
export function ipvaLinesByState(
  type: VehicleType,
  price: number,
  modelYear?: number | string,
): Record<string, IpvaLine | null> {
  return Object.fromEntries(STATE_CODES.map((state) => [state, ipvaLine(type, price, state, modelYear)]));
}

/** The yearly cost's IPVA line for a FIPE vehicle in a state; null without a rate. */
export function ipvaAnswer(
  type: VehicleType,
  price: number,
  state: string,
  modelYear?: number | string,
): IpvaAnswer | null {
  const result = fipeVehicleIpva(type, price, state, modelYear);
  if (!result) return null;
  const decided = result.decision;
  return {
    amount: result.totalValue,
    rate: result.rate,
    year: result.year,
    ruleName:
      decided.kind === "national-rule" || decided.kind === "state-rule"
        ? decided.rule.name
        : decided.kind === "minimum"
          ? decided.name
          : null,
    otherRulesMayApply: ipvaNeeds(state, IPVA_TYPE[type], currentIpvaData()).length > 0,
  };
}

/** The yearly cost's calculators for a FIPE vehicle, computed here (tests and the server). */
export function ownershipDeps(type: VehicleType, price: number, modelYear?: number | string): OwnershipDeps {
  return { ipva: (state) => ipvaAnswer(type, price, state, modelYear), loan: loanAnswer };
}
