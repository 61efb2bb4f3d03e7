// `npm run check:facts`: passes on the data as committed, and fails, naming what to update, on
// a copy dated a year earlier, on a state without a source, and after the grace period.
import { execFileSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  IPVA_DATA_DIR,
  LICENSING_FEE_FILE,
  checkFacts,
  datedSourceFrom,
  ipvaYearFiles,
  schemaProblems,
  staleFrom,
} from "./facts.ts";

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
    // 2026's carried-over states and missing calendars are only a reminder (both rules start in 2027).
    expect(report.warnings).toEqual([
      expect.stringContaining(
        "IPVA 2026: 2 state(s) not confirmed for 2026 without a source that states 2026 (AC, RR)",
      ),
      expect.stringContaining("IPVA 2026 calendar: 3 state(s) without the 2026 payment calendar (ES, RR, SC)"),
    ]);
    expect(report.newestIpvaYear).toBe(2027);
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

  it("reminds from 1 December, then fails from 1 January while the year's file or fee is missing", () => {
    expect(staleFrom(2026).toISOString()).toBe("2027-01-01T00:00:00.000Z");
    // Only 2026's file (as before 2027.json existed) and the 2026 fee.
    const { ipvaDir, feeFile } = copyData([2026]);
    const november = checkFacts({ today: NOV_2026, ipvaDir, feeFile });
    expect(november.problems).toEqual([]);
    const december = checkFacts({ today: new Date("2026-12-31T23:00:00Z"), ipvaDir, feeFile });
    expect(december.problems).toEqual([]);
    expect(december.warnings).toEqual(
      expect.arrayContaining([
        expect.stringContaining(`add ${ipvaDir}/2027.json`),
        expect.stringContaining("add the 2027 fee"),
      ]),
    );
    const january = checkFacts({ today: new Date("2027-01-02T12:00:00Z"), ipvaDir, feeFile });
    expect(january.problems).toEqual([
      expect.stringContaining(`add ${ipvaDir}/2027.json`),
      expect.stringContaining("add the 2027 fee"),
    ]);
  });

  it("FACTS_TODAY=2027-01-02: fails without a complete 2027 file, passes with one (and the 2027 fee)", () => {
    const withFee2027 = (fee: { fees: Array<{ year: number }> }) => ({
      ...fee,
      fees: [...fee.fees, { ...fee.fees[0], year: 2027 }],
    });
    const jan2 = new Date("2027-01-02T12:00:00Z");
    // Without 2027.json.
    const missing = copyData([2026], undefined, withFee2027);
    expect(checkFacts({ today: jan2, ...missing }).problems).toEqual([
      expect.stringContaining(`add ${missing.ipvaDir}/2027.json`),
    ]);
    // With a 2027.json that lacks a state.
    const incomplete = copyData(
      [2026, 2027],
      (year, d) => {
        if (year === 2027) delete (d.states as Record<string, unknown>).TO;
        return d;
      },
      withFee2027,
    );
    expect(checkFacts({ today: jan2, ...incomplete }).problems).toContainEqual(
      expect.stringContaining("no entry for Tocantins (TO)"),
    );
    // The committed 2027.json is complete: it passes (its carried-over states are a reminder in January).
    const complete = copyData([2026, 2027], undefined, withFee2027);
    const report = checkFacts({ today: jan2, ...complete });
    expect(report.problems).toEqual([]);
    expect(report.warnings).toEqual([
      expect.stringContaining("IPVA 2027: 27 state(s) not confirmed for 2027"),
      expect.stringContaining("IPVA 2027 calendar: 27 state(s) without the 2027 payment calendar"),
    ]);
  });

  it("from 1 February fails while a 2027 state is carried over without a page dated 2027", () => {
    expect(datedSourceFrom(2027).toISOString()).toBe("2027-02-01T00:00:00.000Z");
    const withFee2027 = (fee: { fees: Array<{ year: number }> }) => ({
      ...fee,
      fees: [...fee.fees, { ...fee.fees[0], year: 2027 }],
    });
    const feb1 = new Date("2027-02-01T00:00:00Z");
    const asCommitted = copyData([2026, 2027], undefined, withFee2027);
    expect(checkFacts({ today: feb1, ...asCommitted }).problems).toEqual([
      expect.stringContaining("IPVA 2027: 27 state(s) not confirmed for 2027"),
      expect.stringContaining("IPVA 2027 calendar: 27 state(s)"),
    ]);
    // Every state citing a page dated 2027 (or confirmed) passes.
    const dated = copyData(
      [2026, 2027],
      (year, d) => {
        if (year !== 2027) return d;
        const states = d.states as Record<
          string,
          { source: Record<string, unknown>; status: string; calendar: Record<string, unknown> }
        >;
        for (const [code, entry] of Object.entries(states)) {
          if (code === "AM") entry.status = "confirmed";
          else entry.source = { ...entry.source, forYear: 2027 };
          entry.calendar = { ...entry.calendar, checked: "2027-01-20" };
        }
        return d;
      },
      withFee2027,
    );
    expect(checkFacts({ today: feb1, ...dated }).problems).toEqual([]);
  });

  it("from 1 February fails while a 2027 state has no calendar of 2027 nor a note of 2027 saying it is not out", () => {
    const withFee2027 = (fee: { fees: Array<{ year: number }> }) => ({
      ...fee,
      fees: [...fee.fees, { ...fee.fees[0], year: 2027 }],
    });
    // Rates all confirmed, so only the calendars are checked here.
    const calendars = (edit: (code: string, calendar: Record<string, unknown>) => unknown) =>
      copyData(
        [2026, 2027],
        (year, d) => {
          if (year !== 2027) return d;
          const states = d.states as Record<string, { status: string; calendar?: Record<string, unknown> }>;
          for (const [code, entry] of Object.entries(states)) {
            entry.status = "confirmed";
            const calendar = edit(code, entry.calendar ?? {});
            if (calendar === undefined) delete entry.calendar;
            else entry.calendar = calendar as Record<string, unknown>;
          }
          return d;
        },
        withFee2027,
      );
    const jan31 = new Date("2027-01-31T12:00:00Z");
    const feb1 = new Date("2027-02-01T03:00:00Z");
    // As committed: "not published", checked on 27/11/2026. A reminder in January; a failure
    // from February, as a note of November cannot say the calendar is still not out.
    const asCommitted = calendars((_c, calendar) => calendar);
    expect(checkFacts({ today: jan31, ...asCommitted }).problems).toEqual([]);
    expect(checkFacts({ today: jan31, ...asCommitted }).warnings).toContainEqual(
      expect.stringContaining("IPVA 2027 calendar: 27 state(s)"),
    );
    expect(checkFacts({ today: feb1, ...asCommitted }).problems).toEqual([
      expect.stringContaining("IPVA 2027 calendar: 27 state(s) without the 2027 payment calendar (AC, AL"),
    ]);
    // SP published (its 2026 calendar as 2027's shape), RJ re-checked in January 2027 (still
    // not out), MG with no calendar at all, BA "not found": only MG and BA fail.
    const sp2026 = (
      JSON.parse(readFileSync(`${IPVA_DATA_DIR}/2026.json`, "utf8")) as {
        states: Record<string, { calendar: unknown }>;
      }
    ).states.SP?.calendar;
    const mixed = calendars((code, calendar) => {
      if (code === "SP") return sp2026;
      if (code === "MG") return undefined;
      if (code === "BA") return { ...calendar, status: "not-found", checked: "2027-01-25" };
      return { ...calendar, checked: "2027-01-20" };
    });
    expect(checkFacts({ today: feb1, ...mixed }).problems).toEqual([
      expect.stringContaining("IPVA 2027 calendar: 2 state(s) without the 2027 payment calendar (BA, MG)"),
    ]);
    const none = calendars((code, calendar) => (code === "SP" ? sp2026 : { ...calendar, checked: "2027-01-20" }));
    expect(checkFacts({ today: feb1, ...none }).problems).toEqual([]);
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
    expect(years).toEqual([2025, 2026, 2027]);
    expect(readFileSync("app/features/ipva/rates.ts", "utf8")).toContain(`./data/${years.at(-1)}.json`);
  });

  it("the command exits 1 and names what to add when run as of 2 January 2027 (no 2027 fee yet)", () => {
    let status = 0;
    let stderr = "";
    try {
      execFileSync("node", ["--import", "tsx", "scripts/check-facts.ts"], {
        env: { ...process.env, FACTS_TODAY: "2027-01-02" },
        stdio: "pipe",
      });
    } catch (error) {
      status = (error as { status: number }).status;
      stderr = String((error as { stderr: Buffer }).stderr);
    }
    expect(status).toBe(1);
    expect(stderr).toContain("add the 2027 fee");
    expect(stderr).not.toContain("add app/features/ipva/data/2027.json");
  });
});
