// The IPVA data the calculator uses: the newest year's file under ./data (one JSON file per
// year, validated with ./data-schema.ts at build, by `npm run check:facts` and in the unit
// tests). docs/operations.md tells how to add next year's file; a unit test fails when this
// import is not the newest file in the folder.
import type { StateCode } from "../../lib/states.ts";
import type { IpvaStateEntry, IpvaYearData } from "./data-schema.ts";
import current from "./data/2026.json";

/** The year the current rates refer to (labels and titles say "IPVA 2026"). */
export const IPVA_DATA: IpvaYearData = current as IpvaYearData;

export const IPVA_RATES_YEAR: number = IPVA_DATA.year;

/** The state's entry for the current year. */
export function ipvaStateEntry(state: StateCode): IpvaStateEntry {
  return IPVA_DATA.states[state];
}
