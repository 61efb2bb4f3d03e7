// `npm run check:facts`: passes on the data as committed, and fails, naming what to update, on
// a copy dated a year earlier, on a state without a source, and after the grace period; for
// licensing, from 1 February while a state lacks the year's fee or calendar without a dated note.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  IPVA_DATA_DIR,
  LICENSING_COMPLETE_FROM,
  LICENSING_DATA_DIR,
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

type Json = Record<string, unknown>;
type LicensingEdit = (year: number, data: Json) => Json;

/**
 * A scratch copy of the data: the given IPVA year files (edited by `edit`) and licensing year
 * files (edited by `licensingEdit`; a year without a committed file starts from 2026's with the
 * year changed and every state's fee and deadline dropped).
 */
function copyData(
  years: number[],
  edit: (year: number, data: Json) => Json = (_y, d) => d,
  licensingYears: number[] = [2026],
  licensingEdit: LicensingEdit = (_y, d) => d,
) {
  const dir = mkdtempSync(join(tmpdir(), "facts-"));
  dirs.push(dir);
  const ipvaDir = join(dir, "ipva");
  mkdirSync(ipvaDir);
  for (const year of years) {
    const data = JSON.parse(readFileSync(`${IPVA_DATA_DIR}/${year}.json`, "utf8")) as Json;
    const edited = edit(year, data);
    writeFileSync(join(ipvaDir, `${edited.year as number}.json`), JSON.stringify(edited));
  }
  const licensingDir = join(dir, "licensing");
  mkdirSync(licensingDir);
  for (const year of licensingYears) {
    const edited = licensingEdit(year, licensingYear(year));
    writeFileSync(join(licensingDir, `${edited.year as number}.json`), JSON.stringify(edited));
  }
  return { ipvaDir, licensingDir };
}

type LicensingState = { fee: unknown; deadline: unknown; pending?: { note: string; checked: string } };

/** A licensing year as committed, or (for a year without a file) 2026's emptied for that year. */
function licensingYear(year: number): Json {
  try {
    return JSON.parse(readFileSync(`${LICENSING_DATA_DIR}/${year}.json`, "utf8")) as Json;
  } catch {
    const data = JSON.parse(readFileSync(`${LICENSING_DATA_DIR}/2026.json`, "utf8")) as Json;
    for (const entry of Object.values(data.states as Record<string, LicensingState>)) {
      entry.fee = null;
      entry.deadline = null;
    }
    return { ...data, year };
  }
}

/** Sets a dated "not yet published" note on every state of a licensing year. */
function pendingEverywhere(checked: string): LicensingEdit {
  return (_year, data) => {
    for (const [code, entry] of Object.entries(data.states as Record<string, LicensingState>)) {
      entry.pending = { note: `Calendário ainda não publicado pelo Detran-${code}.`, checked };
    }
    return data;
  };
}

const NOV_2026 = new Date("2026-11-24T12:00:00Z");
const JAN_2 = new Date("2027-01-02T12:00:00Z");
const FEB_1 = new Date("2027-02-01T00:00:00Z");

describe("check:facts", () => {
  it("passes on the committed data in November 2026, and the build's schema check too", () => {
    const report = checkFacts({ today: NOV_2026 });
    expect(report.problems).toEqual([]);
    // 2026's carried-over states, missing calendars and licensing gaps are only reminders (2027 is the first strict year).
    expect(report.warnings).toEqual([
      expect.stringContaining("IPVA 2026: 1 state(s) not confirmed for 2026 without a source that states 2026 (RR)"),
      expect.stringContaining("IPVA 2026 calendar: 1 state(s) without the 2026 payment calendar (SC)"),
    ]);
    expect(report.newestIpvaYear).toBe(2027);
    expect(report.newestLicensingYear).toBe(2026);
    expect(schemaProblems()).toEqual([]);
  });

  it("fails on a copy of the data dated 2025, naming the file to add", () => {
    const { ipvaDir, licensingDir } = copyData([2026], (_y, d) => ({ ...d, year: 2025 }));
    const report = checkFacts({ today: NOV_2026, ipvaDir, licensingDir });
    expect(report.problems).toEqual([
      expect.stringContaining(`add ${ipvaDir}/2026.json with each state's rates, rules, source and checked date`),
    ]);
  });

  it("reminds from 1 December, then fails from 1 January while the year's IPVA or licensing file is missing", () => {
    expect(staleFrom(2026).toISOString()).toBe("2027-01-01T00:00:00.000Z");
    // Only 2026's files (as before 2027.json existed).
    const { ipvaDir, licensingDir } = copyData([2026]);
    const november = checkFacts({ today: NOV_2026, ipvaDir, licensingDir });
    expect(november.problems).toEqual([]);
    const december = checkFacts({ today: new Date("2026-12-31T23:00:00Z"), ipvaDir, licensingDir });
    expect(december.problems).toEqual([]);
    expect(december.warnings).toEqual(
      expect.arrayContaining([
        expect.stringContaining(`add ${ipvaDir}/2027.json`),
        expect.stringContaining(`add ${licensingDir}/2027.json`),
      ]),
    );
    const january = checkFacts({ today: JAN_2, ipvaDir, licensingDir });
    expect(january.problems).toEqual([
      expect.stringContaining(`add ${ipvaDir}/2027.json`),
      expect.stringContaining(`add ${licensingDir}/2027.json`),
    ]);
  });

  it("FACTS_TODAY=2027-01-02: fails without a complete 2027 IPVA file, passes with one (and a 2027 licensing file)", () => {
    // Without 2027.json.
    const missing = copyData([2026], undefined, [2026, 2027]);
    expect(checkFacts({ today: JAN_2, ...missing }).problems).toEqual([
      expect.stringContaining(`add ${missing.ipvaDir}/2027.json`),
    ]);
    // With a 2027.json that lacks a state.
    const incomplete = copyData(
      [2026, 2027],
      (year, d) => {
        if (year === 2027) delete (d.states as Record<string, unknown>).TO;
        return d;
      },
      [2026, 2027],
    );
    expect(checkFacts({ today: JAN_2, ...incomplete }).problems).toContainEqual(
      expect.stringContaining("no entry for Tocantins (TO)"),
    );
    // The committed 2027.json is complete: it passes (its carried-over states are a reminder in January).
    const complete = copyData([2026, 2027], undefined, [2026, 2027]);
    const report = checkFacts({ today: JAN_2, ...complete });
    expect(report.problems).toEqual([]);
    expect(report.warnings).toEqual([
      expect.stringContaining("IPVA 2027: 27 state(s) not confirmed for 2027"),
      expect.stringContaining("IPVA 2027 calendar: 27 state(s) without the 2027 payment calendar"),
      expect.stringContaining("Licensing 2027: 27 state(s)"),
    ]);
  });

  it("from 1 February fails while a 2027 state is carried over without a page dated 2027", () => {
    expect(datedSourceFrom(2027).toISOString()).toBe("2027-02-01T00:00:00.000Z");
    const licensing = [2026, 2027];
    const ready = pendingEverywhere("2027-01-20");
    const asCommitted = copyData([2026, 2027], undefined, licensing, ready);
    expect(checkFacts({ today: FEB_1, ...asCommitted }).problems).toEqual([
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
      licensing,
      ready,
    );
    expect(checkFacts({ today: FEB_1, ...dated }).problems).toEqual([]);
  });

  it("from 1 February fails while a 2027 state has no calendar of 2027 nor a note of 2027 saying it is not out", () => {
    // Licensing 2027 with every state noted "not yet published" in 2027, and rates all
    // confirmed, so only the IPVA calendars are checked here.
    const licensingPending: LicensingEdit = (year, d) => {
      if (year !== 2027) return d;
      for (const entry of Object.values(d.states as Record<string, LicensingState>)) {
        entry.pending = { note: "Detran ainda não publicou o calendário de 2027.", checked: "2027-01-15" };
      }
      return d;
    };
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
        [2026, 2027],
        licensingPending,
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
    const { ipvaDir, licensingDir } = copyData([2026], (_y, d) => {
      const states = d.states as Record<string, Record<string, unknown>>;
      delete states.AC?.source;
      return d;
    });
    const problems = checkFacts({ today: NOV_2026, ipvaDir, licensingDir }).problems;
    expect(problems).toContainEqual(expect.stringContaining("Acre (AC) has no source: add states.AC.source"));
  });

  it("fails when a state is missing or a rate is not a number", () => {
    const { ipvaDir, licensingDir } = copyData([2026], (_y, d) => {
      const states = d.states as Record<string, Record<string, unknown>>;
      delete states.TO;
      (states.SP as Record<string, unknown>).car = "4%";
      return d;
    });
    const problems = checkFacts({ today: NOV_2026, ipvaDir, licensingDir }).problems;
    expect(problems).toContainEqual(expect.stringContaining("no entry for Tocantins (TO)"));
    expect(problems).toContainEqual(expect.stringMatching(/does not match the schema.*states\.SP\.car/));
  });

  it("the IPVA folder holds a file per year up to the newest, and the calculator imports the newest", () => {
    const years = ipvaYearFiles(IPVA_DATA_DIR).map((f) => f.year);
    expect(years).toEqual([2025, 2026, 2027]);
    expect(readFileSync("app/domain/ipva/rates.ts", "utf8")).toContain(`./data/${years.at(-1)}.json`);
  });

  it("the command exits 1 and names the licensing file to add when run as of 2 January 2027", () => {
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
    expect(stderr).toContain(`add ${LICENSING_DATA_DIR}/2027.json`);
    expect(stderr).not.toContain("add app/domain/ipva/data/2027.json");
  });
});

describe("check:facts, licensing", () => {
  it("the strict year is 2027, and 2026's gaps stay reminders even after 1 February", () => {
    expect(LICENSING_COMPLETE_FROM).toBe(2027);
    // Without their dated notes, 2026's gaps show (the committed file may have none left without one).
    const { ipvaDir, licensingDir } = copyData([2026], undefined, [2026], (_y, d) => {
      for (const entry of Object.values(d.states as Record<string, LicensingState>)) delete entry.pending;
      return d;
    });
    const report = checkFacts({ today: new Date("2026-11-30T12:00:00Z"), ipvaDir, licensingDir });
    expect(report.problems).toEqual([]);
    expect(report.warnings).toContainEqual(expect.stringMatching(/^Licensing 2026: \d+ state\(s\)/));
  });

  it("from 1 February 2027 fails while a state lacks the year's fee or calendar without a note dated 2027", () => {
    const jan31 = new Date("2027-01-31T23:59:00Z");
    // A 2027 file whose states have neither fee nor calendar nor note: a reminder on 31 January…
    const bare = copyData([2026, 2027], undefined, [2026, 2027]);
    expect(checkFacts({ today: jan31, ...bare }).problems).toEqual([]);
    expect(checkFacts({ today: jan31, ...bare }).warnings).toContainEqual(
      expect.stringContaining("Licensing 2027: 27 state(s) without the year's fee or full calendar"),
    );
    // …and a failure from 1 February, naming each state and what it lacks.
    const problems = checkFacts({ today: FEB_1, ...bare }).problems;
    expect(problems).toContainEqual(expect.stringContaining("Licensing 2027: 27 state(s)"));
    expect(problems).toContainEqual(expect.stringContaining("RJ (fee, calendar)"));
  });

  it("a note dated in the year that the fee and calendar are not yet published passes; one dated the year before does not", () => {
    const dated = copyData([2026, 2027], undefined, [2026, 2027], (year, d) =>
      year === 2027 ? pendingEverywhere("2027-01-20")(year, d) : d,
    );
    expect(checkFacts({ today: FEB_1, ...dated }).problems).not.toContainEqual(expect.stringContaining("Licensing"));
    const stale = copyData([2026, 2027], undefined, [2026, 2027], (year, d) =>
      year === 2027 ? pendingEverywhere("2026-12-15")(year, d) : d,
    );
    expect(checkFacts({ today: FEB_1, ...stale }).problems).toContainEqual(
      expect.stringContaining("Licensing 2027: 27 state(s)"),
    );
  });

  it("a state with its fee and full calendar needs no note; a calendar that leaves finals out does", () => {
    const rj2026 = (JSON.parse(readFileSync(`${LICENSING_DATA_DIR}/2026.json`, "utf8")) as Json).states as Record<
      string,
      LicensingState
    >;
    const withRio =
      (partial: boolean): LicensingEdit =>
      (year, d) => {
        if (year !== 2027) return d;
        pendingEverywhere("2027-01-20")(year, d);
        const rj = (d.states as Record<string, LicensingState>).RJ!;
        const move = <T>(value: T): T => JSON.parse(JSON.stringify(value).replaceAll("2026", "2027")) as T;
        rj.fee = move(rj2026.RJ!.fee);
        rj.deadline = move(rj2026.RJ!.deadline);
        if (partial) (rj.deadline as { calendars: Array<{ groups: unknown[] }> }).calendars[0]!.groups.pop();
        delete rj.pending;
        return d;
      };
    const full = copyData([2026, 2027], undefined, [2026, 2027], withRio(false));
    expect(checkFacts({ today: FEB_1, ...full }).problems).not.toContainEqual(expect.stringContaining("Licensing"));
    const partial = copyData([2026, 2027], undefined, [2026, 2027], withRio(true));
    expect(checkFacts({ today: FEB_1, ...partial }).problems).toContainEqual(
      expect.stringContaining(
        "Licensing 2027: 1 state(s) without the year's fee or full calendar and without a note dated 2027 that they are not yet published: RJ (calendar)",
      ),
    );
  });

  it("fails on a licensing file with a state missing, or whose source states another year", () => {
    const withoutTo = copyData([2026], undefined, [2026], (_y, d) => {
      delete (d.states as Record<string, unknown>).TO;
      return d;
    });
    expect(checkFacts({ today: NOV_2026, ...withoutTo }).problems).toContainEqual(
      expect.stringContaining(`${withoutTo.licensingDir}/2026.json: no entry for Tocantins (TO)`),
    );
    const oldSource = copyData([2026], undefined, [2026], (_y, d) => {
      const states = d.states as Record<string, { fee: { source: { forYear: number } } }>;
      states.RJ!.fee.source.forYear = 2025;
      return d;
    });
    expect(checkFacts({ today: NOV_2026, ...oldSource }).problems).toEqual([
      expect.stringMatching(/states\.RJ\.fee\.source\.forYear: the source states 2025, the file is 2026/),
    ]);
  });

  it("the licensing answers import every year file of the folder", () => {
    const source = readFileSync("app/domain/licensing/licensing-data.ts", "utf8");
    for (const { year } of ipvaYearFiles(LICENSING_DATA_DIR)) expect(source).toContain(`./data/${year}.json`);
  });
});
