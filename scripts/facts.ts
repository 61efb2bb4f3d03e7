// The site's dated facts (IPVA rates per year, the SP licensing fee) checked against their
// schemas and against the calendar. Used by `npm run check:facts` (CI), by the build
// (react-router.config.ts: schemas only) and by scripts/facts.test.ts.
//
// Calendar (docs/operations.md, "Yearly refresh of the dated facts"):
// - from 1 December of Y − 1, a reminder while the file (or the fee) for Y is missing;
// - from 1 January of Y, a failure while the IPVA file for Y or the SP fee of Y is missing;
// - from 1 February of Y, a failure while a state of Y's file is "carried-over" without a
//   source that states Y (`source.forYear`), for the years from DATED_SOURCES_FROM on;
//   a reminder in January, and for the years before it;
// - from 1 February of Y, a failure while a state of Y's file has no calendar of Y, unless a
//   note checked in Y says it is not published yet (for the years from CALENDARS_FROM on; a
//   reminder in January, and for the years before it).
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { ipvaYearSchema, type IpvaStateEntry, type IpvaYearData } from "#app/features/ipva/data-schema.ts";
import { licensingFeeSchema } from "#app/features/licensing/fee-schema.ts";
import { BRAZILIAN_STATES } from "#app/lib/states.ts";

export const IPVA_DATA_DIR = "app/features/ipva/data";
export const LICENSING_FEE_FILE = "app/features/licensing/data/sp-fee.json";

/**
 * The first tax year whose "carried-over" states must cite a page dated that year from
 * 1 February (earlier years only get a reminder). 2026's states were filled before this rule
 * existed: lower it to 2026 once each of them cites a 2026 page (issue 32).
 */
export const DATED_SOURCES_FROM = 2027;

/**
 * The first tax year whose states must each have the year's payment calendar from 1 February
 * (or a note checked in that year saying it is not published yet). 2026's calendars were added
 * in November 2026 and three states still lack a dated source: a reminder only.
 */
export const CALENDARS_FROM = 2027;

/**
 * Whether a state's entry has the year's calendar, or a note checked in the year saying it is
 * not published yet (a note from the previous year cannot say that of February).
 */
export function calendarCurrent(calendar: IpvaStateEntry["calendar"], year: number): boolean {
  if (!calendar) return false;
  if (calendar.status === "published") return true;
  return calendar.status === "not-published" && calendar.checked >= `${year}-01-01`;
}

export type FactsReport = {
  /** Each problem, naming the file and what to update. Empty when everything is current. */
  problems: string[];
  /** Reminders that do not fail the check (the grace period is running). */
  warnings: string[];
  newestIpvaYear: number | null;
  newestFeeYear: number | null;
};

/** The first day on which figures for `year` are stale: 1 January of the following year. */
export function staleFrom(year: number): Date {
  return new Date(Date.UTC(year + 1, 0, 1));
}

/** From this day a "carried-over" state of `year` must cite a page that states `year`: 1 February. */
export function datedSourceFrom(year: number): Date {
  return new Date(Date.UTC(year, 1, 1));
}

/** From this day the next year's file and fee are due soon: 1 December. */
export function remindFrom(year: number): Date {
  return new Date(Date.UTC(year, 11, 1));
}

const day = (date: Date) => date.toISOString().slice(0, 10);

function issues(error: { issues: Array<{ path: PropertyKey[]; message: string }> }): string {
  return error.issues.map((i) => `${i.path.map(String).join(".") || "(file)"}: ${i.message}`).join("; ");
}

/** The IPVA year files of a folder (`2026.json`…), oldest first. */
export function ipvaYearFiles(dir: string): Array<{ year: number; file: string }> {
  return readdirSync(dir)
    .filter((name) => /^\d{4}\.json$/.test(name))
    .map((name) => ({ year: Number(name.slice(0, 4)), file: join(dir, name) }))
    .sort((a, b) => a.year - b.year);
}

function readJson(file: string, problems: string[]): unknown {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch (error) {
    problems.push(`${file}: not readable JSON (${(error as Error).message})`);
    return undefined;
  }
}

/** Checks one IPVA year file; returns the data when it is valid. */
function checkIpvaFile(file: string, nameYear: number, problems: string[]): IpvaYearData | null {
  const raw = readJson(file, problems);
  if (raw === undefined) return null;
  // A missing source is named state by state, before the schema's own (terser) messages.
  const states = (raw as { states?: Record<string, { source?: { url?: string } }> }).states ?? {};
  for (const { code, name } of BRAZILIAN_STATES) {
    const entry = states[code];
    if (!entry) problems.push(`${file}: no entry for ${name} (${code}): add its rates, source and checked date`);
    else if (!entry.source?.url)
      problems.push(`${file}: ${name} (${code}) has no source: add states.${code}.source (the Sefaz page or the law)`);
  }
  const parsed = ipvaYearSchema.safeParse(raw);
  if (!parsed.success) {
    problems.push(`${file}: does not match the schema (app/features/ipva/data-schema.ts): ${issues(parsed.error)}`);
    return null;
  }
  if (parsed.data.year !== nameYear) {
    problems.push(`${file}: says year ${parsed.data.year} but is named ${nameYear}.json`);
    return null;
  }
  return parsed.data as IpvaYearData;
}

/** Schemas only (what the build checks): every IPVA year file and the licensing fee file. */
export function schemaProblems(ipvaDir = IPVA_DATA_DIR, feeFile = LICENSING_FEE_FILE): string[] {
  const problems: string[] = [];
  const files = ipvaYearFiles(ipvaDir);
  if (files.length === 0) problems.push(`${ipvaDir}: no IPVA year file (expected e.g. 2026.json)`);
  for (const { year, file } of files) checkIpvaFile(file, year, problems);
  const fee = readJson(feeFile, problems);
  if (fee !== undefined) {
    const parsed = licensingFeeSchema.safeParse(fee);
    if (!parsed.success) problems.push(`${feeFile}: does not match the schema: ${issues(parsed.error)}`);
  }
  return problems;
}

/** The full check: schemas, a source for every state, and figures current for `today`. */
export function checkFacts(options: { today: Date; ipvaDir?: string; feeFile?: string }): FactsReport {
  const { today, ipvaDir = IPVA_DATA_DIR, feeFile = LICENSING_FEE_FILE } = options;
  const problems: string[] = [];
  const warnings: string[] = [];
  const currentYear = today.getUTCFullYear();

  const files = ipvaYearFiles(ipvaDir);
  let newestIpvaYear: number | null = null;
  const parsedYears = new Map<number, IpvaYearData>();
  if (files.length === 0) problems.push(`${ipvaDir}: no IPVA year file (expected ${currentYear}.json)`);
  for (const { year, file } of files) {
    const data = checkIpvaFile(file, year, problems);
    if (data) {
      parsedYears.set(data.year, data);
      newestIpvaYear = Math.max(newestIpvaYear ?? data.year, data.year);
    }
  }
  if (newestIpvaYear !== null) {
    // The year due: this one, or next year's from 1 December.
    const due = today >= remindFrom(currentYear) ? currentYear + 1 : currentYear;
    if (newestIpvaYear < due) {
      const missing = newestIpvaYear + 1;
      const message =
        `IPVA rates: the newest file is ${ipvaDir}/${newestIpvaYear}.json; ` +
        `add ${ipvaDir}/${missing}.json with each state's rates, rules, source and checked date, import it in app/features/ipva/rates.ts and list it in app/features/ipva/years.ts (docs/operations.md)`;
      if (today >= staleFrom(newestIpvaYear)) problems.push(message);
      else warnings.push(`${message}, before ${day(staleFrom(newestIpvaYear))}`);
    }
    const current = parsedYears.get(currentYear);
    if (current) {
      const undated = Object.entries(current.states)
        .filter(([, entry]) => entry.status !== "confirmed" && entry.source.forYear !== currentYear)
        .map(([code]) => code);
      if (undated.length > 0) {
        const message =
          `IPVA ${currentYear}: ${undated.length} state(s) not confirmed for ${currentYear} without a source that states ${currentYear} ` +
          `(${undated.join(", ")}): check each against its law or Sefaz page and set source.forYear ${currentYear}, ` +
          `or mark it confirmed, in ${ipvaDir}/${currentYear}.json (docs/operations.md)`;
        if (currentYear >= DATED_SOURCES_FROM && today >= datedSourceFrom(currentYear)) problems.push(message);
        else warnings.push(message);
      }
      const withoutCalendar = Object.entries(current.states)
        .filter(([, entry]) => !calendarCurrent(entry.calendar, currentYear))
        .map(([code]) => code);
      if (withoutCalendar.length > 0) {
        const message =
          `IPVA ${currentYear} calendar: ${withoutCalendar.length} state(s) without the ${currentYear} payment calendar ` +
          `(${withoutCalendar.join(", ")}): add states.<UF>.calendar (due dates by final digit, discounts, instalments, source) ` +
          `or, while the Sefaz has not published it, a "not-published" calendar whose note is checked in ${currentYear}, ` +
          `in ${ipvaDir}/${currentYear}.json (docs/operations.md)`;
        if (currentYear >= CALENDARS_FROM && today >= datedSourceFrom(currentYear)) problems.push(message);
        else warnings.push(message);
      }
    }
  }

  let newestFeeYear: number | null = null;
  const fee = readJson(feeFile, problems);
  if (fee !== undefined) {
    const parsed = licensingFeeSchema.safeParse(fee);
    if (!parsed.success) problems.push(`${feeFile}: does not match the schema: ${issues(parsed.error)}`);
    else {
      newestFeeYear = Math.max(...parsed.data.fees.map((f) => f.year));
      const due = today >= remindFrom(currentYear) ? currentYear + 1 : currentYear;
      if (newestFeeYear < due) {
        const message =
          `SP licensing fee: the newest entry of ${feeFile} is ${newestFeeYear}; ` +
          `add the ${newestFeeYear + 1} fee with its source (Detran-SP) and checked date once published (docs/operations.md)`;
        if (today >= staleFrom(newestFeeYear)) problems.push(message);
        else warnings.push(`${message}, before ${day(staleFrom(newestFeeYear))}`);
      }
    }
  }
  return { problems, warnings, newestIpvaYear, newestFeeYear };
}
