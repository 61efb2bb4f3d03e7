// `npm run check:facts`: passes on the data as committed, and fails, naming what to update, on
// a copy dated a year earlier, on a state without a source, and after the grace period.
import { execFileSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { IPVA_DATA_DIR, LICENSING_FEE_FILE, checkFacts, ipvaYearFiles, schemaProblems, staleFrom } from "./facts.ts";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A scratch copy of the data: the given IPVA year files (edited by `edit`) and the fee file. */
function copyData(
  years: number[],
  edit: (year: number, data: Record<string, unknown>) => Record<string, unknown> = (_y, d) => d,
  feeEdit: (fee: { fees: Array<{ year: number }> }) => unknown = (f) => f,
) {
  const dir = mkdtempSync(join(tmpdir(), "facts-"));
  dirs.push(dir);
  const ipvaDir = join(dir, "ipva");
  mkdirSync(ipvaDir);
  for (const year of years) {
    const data = JSON.parse(readFileSync(`${IPVA_DATA_DIR}/${year}.json`, "utf8")) as Record<string, unknown>;
    const edited = edit(year, data);
    writeFileSync(join(ipvaDir, `${edited.year as number}.json`), JSON.stringify(edited));
  }
  const feeFile = join(dir, "sp-fee.json");
  copyFileSync(LICENSING_FEE_FILE, feeFile);
  writeFileSync(feeFile, JSON.stringify(feeEdit(JSON.parse(readFileSync(feeFile, "utf8")))));
  return { ipvaDir, feeFile };
}

const NOV_2026 = new Date("2026-11-24T12:00:00Z");

describe("check:facts", () => {
  it("passes on the committed data in November 2026, and the build's schema check too", () => {
    const report = checkFacts({ today: NOV_2026 });
    expect(report.problems).toEqual([]);
    expect(report.warnings).toEqual([]);
    expect(report.newestIpvaYear).toBe(2026);
    expect(report.newestFeeYear).toBe(2026);
    expect(schemaProblems()).toEqual([]);
  });

  it("fails on a copy of the data dated 2025, naming the file to add", () => {
    const { ipvaDir, feeFile } = copyData([2026], (_y, d) => ({ ...d, year: 2025 }));
    const report = checkFacts({ today: NOV_2026, ipvaDir, feeFile });
    expect(report.problems).toEqual([
      expect.stringContaining(`add ${ipvaDir}/2026.json with each state's rates, rules, source and checked date`),
    ]);
  });

  it("fails when the SP licensing fee is a year behind", () => {
    const { ipvaDir, feeFile } = copyData([2026], undefined, (fee) => ({
      ...fee,
      fees: fee.fees.map((f) => ({ ...f, year: 2025 })),
    }));
    expect(checkFacts({ today: NOV_2026, ipvaDir, feeFile }).problems).toEqual([
      expect.stringContaining("SP licensing fee: the newest entry"),
    ]);
  });

  it("warns for three months after 1 January, then fails from 1 April", () => {
    expect(staleFrom(2026).toISOString()).toBe("2027-04-01T00:00:00.000Z");
    const inGrace = checkFacts({ today: new Date("2027-03-31T23:00:00Z") });
    expect(inGrace.problems).toEqual([]);
    expect(inGrace.warnings).toHaveLength(2);
    const late = checkFacts({ today: new Date("2027-04-01T00:00:00Z") });
    expect(late.problems).toEqual([
      expect.stringContaining("add app/features/ipva/data/2027.json"),
      expect.stringContaining("add the 2027 fee"),
    ]);
  });

  it("fails when a state has no source, naming the state", () => {
    const { ipvaDir, feeFile } = copyData([2026], (_y, d) => {
      const states = d.states as Record<string, Record<string, unknown>>;
      delete states.AC?.source;
      return d;
    });
    const problems = checkFacts({ today: NOV_2026, ipvaDir, feeFile }).problems;
    expect(problems).toContainEqual(expect.stringContaining("Acre (AC) has no source: add states.AC.source"));
  });

  it("fails when a state is missing or a rate is not a number", () => {
    const { ipvaDir, feeFile } = copyData([2026], (_y, d) => {
      const states = d.states as Record<string, Record<string, unknown>>;
      delete states.TO;
      (states.SP as Record<string, unknown>).car = "4%";
      return d;
    });
    const problems = checkFacts({ today: NOV_2026, ipvaDir, feeFile }).problems;
    expect(problems).toContainEqual(expect.stringContaining("no entry for Tocantins (TO)"));
    expect(problems).toContainEqual(expect.stringMatching(/does not match the schema.*states\.SP\.car/));
  });

  it("the IPVA folder holds a file per year up to the newest, and the calculator imports the newest", () => {
    const years = ipvaYearFiles(IPVA_DATA_DIR).map((f) => f.year);
    expect(years).toEqual([2025, 2026]);
    expect(readFileSync("app/features/ipva/rates.ts", "utf8")).toContain(`./data/${years.at(-1)}.json`);
  });

  it("the command exits 1 and names the file when run as of April 2027", () => {
    let status = 0;
    let stderr = "";
    try {
      execFileSync("node", ["--import", "tsx", "scripts/check-facts.ts"], {
        env: { ...process.env, FACTS_TODAY: "2027-04-02" },
        stdio: "pipe",
      });
    } catch (error) {
      status = (error as { status: number }).status;
      stderr = String((error as { stderr: Buffer }).stderr);
    }
    expect(status).toBe(1);
    expect(stderr).toContain("add app/features/ipva/data/2027.json");
  });
});
