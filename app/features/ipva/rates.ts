// IPVA rates by state (spec §9), percent of the vehicle value, for the year below.
import type { StateCode } from "../../lib/states.ts";

/** The year the rates table refers to. */
export const IPVA_RATES_YEAR = 2025;

/** IPVA rate in percent for cars and motorcycles, by state. */
export const IPVA_RATES: Record<StateCode, { car: number; motorcycle: number }> = {
  AC: { car: 2, motorcycle: 1 },
  AL: { car: 3, motorcycle: 2.5 },
  AP: { car: 3, motorcycle: 1.5 },
  AM: { car: 3, motorcycle: 2 },
  BA: { car: 2.5, motorcycle: 2.5 },
  CE: { car: 3, motorcycle: 2 },
  DF: { car: 3.5, motorcycle: 2.5 },
  ES: { car: 2, motorcycle: 1 },
  GO: { car: 3.75, motorcycle: 3 },
  MA: { car: 2.5, motorcycle: 2 },
  MT: { car: 3, motorcycle: 1 },
  MS: { car: 3.5, motorcycle: 2 },
  MG: { car: 4, motorcycle: 2 },
  PA: { car: 2.5, motorcycle: 1 },
  PB: { car: 2.5, motorcycle: 2.5 },
  PR: { car: 3.5, motorcycle: 3.5 },
  PE: { car: 3, motorcycle: 2 },
  PI: { car: 2.5, motorcycle: 2 },
  RJ: { car: 4, motorcycle: 2 },
  RN: { car: 3, motorcycle: 2 },
  RS: { car: 3, motorcycle: 2 },
  RO: { car: 3, motorcycle: 2 },
  RR: { car: 3, motorcycle: 2 },
  SC: { car: 2, motorcycle: 1 },
  SP: { car: 4, motorcycle: 2 },
  SE: { car: 2.5, motorcycle: 2 },
  TO: { car: 2, motorcycle: 1 },
};
