// The site's dated facts (IPVA rates per year, each state's licensing fee and calendar per
// year) checked against their schemas and against the calendar. Used by `npm run check:facts` (CI), by the build
// (react-router.config.ts: schemas only) and by scripts/facts.test.ts.
//
// Calendar (docs/operations.md, "Yearly refresh of the dated facts"):
// - from 1 December of Y − 1, a reminder while the file (or the fee) for Y is missing;
// - from 1 January of Y, a failure while the IPVA file or the licensing file for Y is missing;
// - from 1 February of Y, a failure while a state of Y's IPVA file is "carried-over" without a
//   source that states Y (`source.forYear`), for the years from DATED_SOURCES_FROM on;
//   a reminder in January, and for the years before it;
// - from 1 February of Y, a failure while a state of Y's IPVA file has no calendar of Y, unless
//   a note checked in Y says it is not published yet (for the years from CALENDARS_FROM on; a
//   reminder in January, and for the years before it);
// - from 1 February of Y, a failure while a state of Y's licensing file lacks the year's fee or
//   calendar without a note dated in Y that they are not yet published (`pending`), for the
//   years from LICENSING_COMPLETE_FROM on; a reminder in January, and for the years before it.
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { ipvaYearSchema, type IpvaStateEntry, type IpvaYearData } from "#app/domain/ipva/data-schema.ts";
import { licensingYearSchema, type LicensingYearData } from "#app/domain/licensing/data-schema.ts";
import { missingFacts } from "#app/domain/licensing/state-rules.ts";
import { BRAZILIAN_STATES } from "#app/lib/states.ts";

export const IPVA_DATA_DIR = "app/domain/ipva/data";
export const LICENSING_DATA_DIR = "app/domain/licensing/data";

/**
 * The first tax year whose "carried-over" states must cite a page dated that year from
 * 1 February (earlier years only get a reminder). 2026's states were filled before this rule
 * existed: lower it to 2026 once each of them cites a 2026 page.
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

/**
 * The first licensing year whose states must all have the fee and the calendar (or a dated
 * "not yet published" note) from 1 February. 2026's file was filled in November 2026 from the
 * pages found then, with gaps recorded as such (a reminder only).
 */
export const LICENSING_COMPLETE_FROM = 2027;

export type FactsReport = {
  /** Each problem, naming the file and what to update. Empty when everything is current. */
  problems: string[];
  /** Reminders that do not fail the check (the grace period is running). */
  warnings: string[];
  newestIpvaYear: number | null;
  newestLicensingYear: number | null;
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

/** The year files of a folder (`2026.json`…), oldest first: IPVA's and licensing's. */
export function yearFiles(dir: string): Array<{ year: number; file: string }> {
  return readdirSync(dir)
    .filter((name) => /^\d{4}\.json$/.test(name))
    .map((name) => ({ year: Number(name.slice(0, 4)), file: join(dir, name) }))
    .sort((a, b) => a.year - b.year);
}

/** The IPVA year files of a folder, oldest first. */
export const ipvaYearFiles = yearFiles;

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
    problems.push(`${file}: does not match the schema (app/domain/ipva/data-schema.ts): ${issues(parsed.error)}`);
    return null;
  }
  if (parsed.data.year !== nameYear) {
    problems.push(`${file}: says year ${parsed.data.year} but is named ${nameYear}.json`);
    return null;
  }
  return parsed.data as IpvaYearData;
}

/** Checks one licensing year file; returns the data when it is valid. */
function checkLicensingFile(file: string, nameYear: number, problems: string[]): LicensingYearData | null {
  const raw = readJson(file, problems);
  if (raw === undefined) return null;
  const states = (raw as { states?: Record<string, unknown> }).states ?? {};
  for (const { code, name } of BRAZILIAN_STATES) {
    if (!states[code])
      problems.push(
        `${file}: no entry for ${name} (${code}): add its fee and calendar with their sources, or a note of what was searched`,
      );
  }
  const parsed = licensingYearSchema.safeParse(raw);
  if (!parsed.success) {
    problems.push(`${file}: does not match the schema (app/domain/licensing/data-schema.ts): ${issues(parsed.error)}`);
    return null;
  }
  if (parsed.data.year !== nameYear) {
    problems.push(`${file}: says year ${parsed.data.year} but is named ${nameYear}.json`);
    return null;
  }
  return parsed.data as LicensingYearData;
}

/** Schemas only (what the build checks): every IPVA year file and every licensing year file. */
export function schemaProblems(ipvaDir = IPVA_DATA_DIR, licensingDir = LICENSING_DATA_DIR): string[] {
  const problems: string[] = [];
  const files = ipvaYearFiles(ipvaDir);
  if (files.length === 0) problems.push(`${ipvaDir}: no IPVA year file (expected e.g. 2026.json)`);
  for (const { year, file } of files) checkIpvaFile(file, year, problems);
  const licensing = yearFiles(licensingDir);
  if (licensing.length === 0) problems.push(`${licensingDir}: no licensing year file (expected e.g. 2026.json)`);
  for (const { year, file } of licensing) checkLicensingFile(file, year, problems);
  return problems;
}

/** The full check: schemas, a source for every state, and figures current for `today`. */
export function checkFacts(options: { today: Date; ipvaDir?: string; licensingDir?: string }): FactsReport {
  const { today, ipvaDir = IPVA_DATA_DIR, licensingDir = LICENSING_DATA_DIR } = options;
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
        `add ${ipvaDir}/${missing}.json with each state's rates, rules, source and checked date, import it in app/domain/ipva/rates.ts and list it in app/domain/ipva/years.ts (docs/operations.md)`;
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

  const newestLicensingYear = checkLicensing(today, licensingDir, problems, warnings);
  return { problems, warnings, newestIpvaYear, newestLicensingYear };
}

/**
 * The licensing files: one for the year due (from 1 January; a reminder from 1 December), and
 * from 1 February every state of the current year with its fee and full calendar, or a note
 * dated in the year saying they are not yet published. Returns the newest valid year.
 */
function checkLicensing(today: Date, dir: string, problems: string[], warnings: string[]): number | null {
  const currentYear = today.getUTCFullYear();
  const years = new Map<number, LicensingYearData>();
  const files = yearFiles(dir);
  if (files.length === 0) problems.push(`${dir}: no licensing year file (expected ${currentYear}.json)`);
  for (const { year, file } of files) {
    const data = checkLicensingFile(file, year, problems);
    if (data) years.set(data.year, data);
  }
  if (years.size === 0) return null;
  const newest = Math.max(...years.keys());
  const due = today >= remindFrom(currentYear) ? currentYear + 1 : currentYear;
  if (newest < due) {
    const message =
      `Licensing: the newest file is ${dir}/${newest}.json; add ${dir}/${newest + 1}.json with each state's fee and calendar ` +
      `as each Detran publishes them (a dated "pending" note for the others), and list it in app/domain/licensing/licensing-data.ts (docs/operations.md)`;
    if (today >= staleFrom(newest)) problems.push(message);
    else warnings.push(`${message}, before ${day(staleFrom(newest))}`);
  }
  const current = years.get(currentYear);
  if (current) {
    const gaps: string[] = [];
    for (const [code, entry] of Object.entries(current.states)) {
      const missing = missingFacts(entry);
      if (missing.length === 0) continue;
      // A note counts when it was written in the year: December's "not yet" says nothing of February.
      const dated = entry.pending !== undefined && entry.pending.checked.startsWith(`${currentYear}-`);
      if (!dated) gaps.push(`${code} (${missing.join(", ")})`);
    }
    if (gaps.length > 0) {
      const message =
        `Licensing ${currentYear}: ${gaps.length} state(s) without the year's fee or full calendar and without a note dated ${currentYear} ` +
        `that they are not yet published: ${gaps.join(", ")}. Add them from each Detran's page (or a dated page quoting it), ` +
        `or set states.XX.pending { note, checked } in ${dir}/${currentYear}.json (docs/operations.md)`;
      if (currentYear >= LICENSING_COMPLETE_FROM && today >= datedSourceFrom(currentYear)) problems.push(message);
      else warnings.push(message);
    }
  }
  return newest;
}
