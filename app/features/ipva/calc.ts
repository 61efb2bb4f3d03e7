// IPVA calculator (spec §9): value × state rate / 100. DPVAT is not charged since 2021.
import { isStateCode } from "../../lib/states.ts";
import { IPVA_RATES } from "./rates.ts";

export type IpvaVehicleType = "car" | "motorcycle";

export type IpvaInput = { vehicleValue: number; state: string; vehicleType: IpvaVehicleType };

export type IpvaResult = {
  ipvaValue: number;
  /** Rate applied, in percent. */
  rate: number;
  /** Always 0: DPVAT has not been charged since 2021. */
  dpvat: 0;
  /** Equals `ipvaValue` (no DPVAT). */
  totalValue: number;
};

/** IPVA for a vehicle; null when the value is not above 0 or the state code is unknown. */
export function calculateIpva(input: IpvaInput): IpvaResult | null {
  const { vehicleValue, state, vehicleType } = input;
  if (!Number.isFinite(vehicleValue) || vehicleValue <= 0 || !isStateCode(state)) return null;
  const rate = IPVA_RATES[state][vehicleType];
  const ipvaValue = (vehicleValue * rate) / 100;
  return { ipvaValue, rate, dpvat: 0, totalValue: ipvaValue };
}
