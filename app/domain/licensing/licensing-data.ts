// The licensing data the site uses: one JSON file per year under ./data (validated with
// ./data-schema.ts at build, by `npm run check:facts` and in the unit tests), and the answer
// for a state, year, vehicle type and final digit (./state-rules.ts). A unit test and
// `check:facts` fail when a file of the folder is not listed here.
import { withoutComments } from "../../lib/json-comments.ts";
import type { LicensingYearData } from "./data-schema.ts";
import { licensingAnswer, type LicensingAnswer, type LicensingQuery } from "./state-rules.ts";
import data2026 from "./data/2026.json" with { type: "json" };

/** Every year with a licensing file, oldest first. */
export const LICENSING_YEARS: readonly LicensingYearData[] = [data2026 as LicensingYearData];

/** The data of a year, or null when there is no file for it. */
export function licensingDataFor(year: number): LicensingYearData | null {
  return LICENSING_YEARS.find((d) => d.year === year) ?? null;
}

/** The newest year's data. */
export function newestLicensingData(): LicensingYearData {
  return LICENSING_YEARS.at(-1) as LicensingYearData;
}

/**
 * A year's data as visitors' pages get it: without its `$comment`s (the team's record of what
 * was read and searched, never shown: app/lib/json-comments.ts).
 */
export function licensingDataForVisitors(year: number): LicensingYearData | null {
  const data = licensingDataFor(year);
  if (!data) return null;
  let copy = FOR_VISITORS.get(year);
  if (!copy) FOR_VISITORS.set(year, (copy = withoutComments(data)));
  return copy;
}
const FOR_VISITORS = new Map<number, LicensingYearData>();

/**
 * The answer for a state, year, vehicle type and final digit; null when the site has no data
 * for the year (the page then says the year's calendar is not yet in the site and may show
 * the previous year's, labelled).
 */
export function licensingFor(query: LicensingQuery & { year: number }): LicensingAnswer | null {
  const data = licensingDataFor(query.year);
  return data ? licensingAnswer(data, query) : null;
}

/**
 * What a licensing page gets on a day (AAAA-MM-DD in Brasília): the year of that day and the
 * data of the newest year up to it, without the notes (the previous year's, shown labelled,
 * until the Detrans publish the new one and its file is added).
 */
export function licensingPageData(today: string): { year: number; data: LicensingYearData } {
  const year = Number(today.slice(0, 4));
  const newest =
    [...LICENSING_YEARS].reverse().find((d) => d.year <= year) ?? (LICENSING_YEARS[0] as LicensingYearData);
  return { year, data: licensingDataForVisitors(newest.year) as LicensingYearData };
}
