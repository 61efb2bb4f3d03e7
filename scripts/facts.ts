// The site's dated facts (IPVA rates per year, the SP licensing fee) checked against their
// schemas and against the calendar. Used by `npm run check:facts` (CI), by the build
// (react-router.config.ts: schemas only) and by scripts/facts.test.ts.
//
// Staleness rule (docs/operations.md, "Yearly refresh of the dated facts"): the newest file of
// year Y is current until 1 April of Y + 1, three months after the new year's 1 January; from
// then on the check fails until the file for the new year is added.
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { ipvaYearSchema, type IpvaYearData } from "#app/features/ipva/data-schema.ts";
import { licensingFeeSchema } from "#app/features/licensing/fee-schema.ts";
import { BRAZILIAN_STATES } from "#app/lib/states.ts";

export const IPVA_DATA_DIR = "app/features/ipva/data";
export const LICENSING_FEE_FILE = "app/features/licensing/data/sp-fee.json";

/** How long after 1 January a year may still run on the previous year's figures. */
export const GRACE_MONTHS = 3;

export type FactsReport = {
  /** Each problem, naming the file and what to update. Empty when everything is current. */
  problems: string[];
  /** Reminders that do not fail the check (the grace period is running). */
  warnings: string[];
  newestIpvaYear: number | null;
  newestFeeYear: number | null;
};

/** The first day on which figures for `year` are stale: 1 April of the following year. */
export function staleFrom(year: number): Date {
  return new Date(Date.UTC(year + 1, GRACE_MONTHS, 1));
}

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
  if (files.length === 0) problems.push(`${ipvaDir}: no IPVA year file (expected ${currentYear}.json)`);
  for (const { year, file } of files) {
    const data = checkIpvaFile(file, year, problems);
    if (data) newestIpvaYear = Math.max(newestIpvaYear ?? data.year, data.year);
  }
  const newest = files.at(-1);
  if (newest && newestIpvaYear !== null && newestIpvaYear < currentYear) {
    const next = `${ipvaDir}/${newestIpvaYear + 1}.json`;
    const message =
      `IPVA rates: the newest file is ${newest.file} (${newestIpvaYear}); ` +
      `add ${next} with each state's rates, rules, source and checked date, and import it in app/features/ipva/rates.ts (docs/operations.md)`;
    if (today >= staleFrom(newestIpvaYear)) problems.push(message);
    else warnings.push(`${message}, before ${staleFrom(newestIpvaYear).toISOString().slice(0, 10)}`);
  }

  let newestFeeYear: number | null = null;
  const fee = readJson(feeFile, problems);
  if (fee !== undefined) {
    const parsed = licensingFeeSchema.safeParse(fee);
    if (!parsed.success) problems.push(`${feeFile}: does not match the schema: ${issues(parsed.error)}`);
    else {
      newestFeeYear = Math.max(...parsed.data.fees.map((f) => f.year));
      if (newestFeeYear < currentYear) {
        const message =
          `SP licensing fee: the newest entry of ${feeFile} is ${newestFeeYear}; ` +
          `add the ${newestFeeYear + 1} fee with its source (Detran-SP) and checked date (docs/operations.md)`;
        if (today >= staleFrom(newestFeeYear)) problems.push(message);
        else warnings.push(`${message}, before ${staleFrom(newestFeeYear).toISOString().slice(0, 10)}`);
      }
    }
  }
  return { problems, warnings, newestIpvaYear, newestFeeYear };
}
