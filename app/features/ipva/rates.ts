// The IPVA data the site uses: one JSON file per tax year under ./data (validated with
// ./data-schema.ts at build, by `npm run check:facts` and in the unit tests), and which year a
// visitor is offered on a given day. docs/operations.md tells how to add next year's file; a
// unit test and `check:facts` fail when the newest file of the folder is not imported here.
//
// From 1 December (UTC) of year Y − 1 the calculator offers both years with Y selected (most
// states bill IPVA from January and some discounts close in December); before that, only the
// current year. The day comes from the request (server) or the browser, never from the build.
import type { StateCode } from "../../lib/states.ts";
import type { IpvaStateEntry, IpvaYearData } from "./data-schema.ts";
import data2026 from "./data/2026.json";
import data2027 from "./data/2027.json";

/** Every year the calculator can use, oldest first (2025 stays in ./data as a record only). */
export const IPVA_YEARS: readonly IpvaYearData[] = [data2026 as IpvaYearData, data2027 as IpvaYearData];

/** The data of a tax year, or null when there is no file for it. */
export function ipvaDataFor(year: number): IpvaYearData | null {
  return IPVA_YEARS.find((d) => d.year === year) ?? null;
}

export type IpvaYearOffer = {
  /** The years to offer, the selected one first. */
  years: number[];
  selected: number;
};

/** The month (0-based, UTC) from which the coming year is offered and selected: December. */
export const NEXT_YEAR_FROM_MONTH = 11;

/** The years offered on a day: from 1 December, next year's (when its file exists) and this one. */
export function ipvaYearsOn(today: Date, years: readonly IpvaYearData[] = IPVA_YEARS): IpvaYearOffer {
  const current = today.getUTCFullYear();
  const has = (y: number) => years.some((d) => d.year === y);
  // The current year's file, or the newest before it (check:facts fails when it is missing).
  const base = has(current)
    ? current
    : Math.max(...years.map((d) => d.year).filter((y) => y <= current), Math.min(...years.map((d) => d.year)));
  if (today.getUTCMonth() >= NEXT_YEAR_FROM_MONTH && has(current + 1)) {
    return { years: [current + 1, base], selected: current + 1 };
  }
  return { years: [base], selected: base };
}

/** The data of the year selected by default on a day (today when not given). */
export function currentIpvaData(today: Date = new Date()): IpvaYearData {
  return ipvaDataFor(ipvaYearsOn(today).selected) as IpvaYearData;
}

/** The state's entry in a year's data. */
export function ipvaStateEntry(state: StateCode, data: IpvaYearData = currentIpvaData()): IpvaStateEntry {
  return data.states[state];
}
