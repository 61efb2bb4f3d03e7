// The IPVA data the site uses: one JSON file per tax year under ./data (validated with
// ./data-schema.ts at build, by `npm run check:facts` and in the unit tests). Which years a
// visitor is offered on a day is ./years.ts. docs/operations.md tells how to add next year's
// file; a unit test and `check:facts` fail when the newest file of the folder is not imported
// here (or not listed in ./years.ts).
import { withoutComments } from "../../lib/json-comments.ts";
import type { IpvaYearData } from "./data-schema.ts";
import { ipvaYearsOn } from "./years.ts";
import data2026 from "./data/2026.json" with { type: "json" };
import data2027 from "./data/2027.json" with { type: "json" };

/** Every year the calculator can use, oldest first (2025 stays in ./data as a record only). */
export const IPVA_YEARS: readonly IpvaYearData[] = [data2026 as IpvaYearData, data2027 as IpvaYearData];

/** The data of a tax year, or null when there is no file for it. */
export function ipvaDataFor(year: number): IpvaYearData | null {
  return IPVA_YEARS.find((d) => d.year === year) ?? null;
}

export { IPVA_DATA_YEARS, NEXT_YEAR_FROM_MONTH, ipvaYearsOn, type IpvaYearOffer } from "./years.ts";

/**
 * A year's data as visitors' pages get it: without its `$comment`s (the team's record of what
 * was checked, never shown: app/lib/json-comments.ts).
 */
export function ipvaDataForVisitors(year: number): IpvaYearData | null {
  const data = ipvaDataFor(year);
  if (!data) return null;
  let copy = FOR_VISITORS.get(year);
  if (!copy) FOR_VISITORS.set(year, (copy = withoutComments(data)));
  return copy;
}
const FOR_VISITORS = new Map<number, IpvaYearData>();

/** The data of the year selected by default on a day (today when not given). */
export function currentIpvaData(today: Date = new Date()): IpvaYearData {
  return ipvaDataFor(ipvaYearsOn(today).selected) as IpvaYearData;
}
