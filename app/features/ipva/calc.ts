// IPVA calculator (spec §9): value × rate / 100, with the year's data (./data/<year>.json):
// each state's car and motorcycle rates and the special rules that change them (Paraná's
// motorcycles up to 170 cc, GNV; São Paulo's ethanol hybrids up to R$ 250 mil). The compulsory
// insurance (DPVAT, then SPVAT) is not charged, so it adds nothing.
import { isStateCode } from "../../lib/states.ts";
import type { IpvaFuel, IpvaRule, IpvaYearData } from "./data-schema.ts";
import { IPVA_DATA } from "./rates.ts";

export type IpvaVehicleType = "car" | "motorcycle";
export type { IpvaFuel } from "./data-schema.ts";

export type IpvaInput = {
  vehicleValue: number;
  state: string;
  vehicleType: IpvaVehicleType;
  /** Only where a rule depends on it; unknown = none of the fuel rules applies. */
  fuel?: IpvaFuel;
  /** Engine displacement in cc, for motorcycle rules; unknown = no displacement rule applies. */
  displacementCc?: number;
};

export type IpvaResult = {
  ipvaValue: number;
  /** Rate applied, in percent (0 when exempt). */
  rate: number;
  /** The special rule that set the rate, if any (its `name` is shown with the result). */
  rule: IpvaRule | null;
  exempt: boolean;
  /** The year of the data used. */
  year: number;
  /** Always 0: the compulsory insurance (DPVAT/SPVAT) is not charged. */
  dpvat: 0;
  /** Equals `ipvaValue` (no DPVAT). */
  totalValue: number;
};

/** The first rule of the state whose every condition matches the input. */
export function matchingRule(rules: readonly IpvaRule[], input: IpvaInput): IpvaRule | null {
  return (
    rules.find(
      (r) =>
        (r.vehicleType === undefined || r.vehicleType === input.vehicleType) &&
        (r.fuel === undefined || r.fuel === input.fuel) &&
        (r.maxDisplacementCc === undefined ||
          (input.displacementCc !== undefined && input.displacementCc <= r.maxDisplacementCc)) &&
        (r.maxValue === undefined || input.vehicleValue <= r.maxValue),
    ) ?? null
  );
}

/**
 * IPVA for a vehicle with the given year's data (the current one by default); null when the
 * value is not above 0 or the state code is unknown.
 */
export function calculateIpva(input: IpvaInput, data: IpvaYearData = IPVA_DATA): IpvaResult | null {
  const { vehicleValue, state, vehicleType } = input;
  if (!Number.isFinite(vehicleValue) || vehicleValue <= 0 || !isStateCode(state)) return null;
  const entry = data.states[state];
  const rule = matchingRule(entry.rules, input);
  const rate = rule ? rule.rate : entry[vehicleType];
  const ipvaValue = (vehicleValue * rate) / 100;
  return { ipvaValue, rate, rule, exempt: rate === 0, year: data.year, dpvat: 0, totalValue: ipvaValue };
}

/** Whether the state has a rule that depends on the fuel (the form then asks for it). */
export function fuelsAsked(state: string, vehicleType: IpvaVehicleType, data: IpvaYearData = IPVA_DATA): IpvaFuel[] {
  if (!isStateCode(state)) return [];
  const fuels = data.states[state].rules
    .filter((r) => r.fuel !== undefined && (r.vehicleType === undefined || r.vehicleType === vehicleType))
    .map((r) => r.fuel as IpvaFuel);
  return [...new Set(fuels)];
}

/** Whether the state has a rule that depends on the engine displacement for this vehicle type. */
export function asksDisplacement(state: string, vehicleType: IpvaVehicleType, data: IpvaYearData = IPVA_DATA): boolean {
  if (!isStateCode(state)) return false;
  return data.states[state].rules.some(
    (r) => r.maxDisplacementCc !== undefined && (r.vehicleType === undefined || r.vehicleType === vehicleType),
  );
}
