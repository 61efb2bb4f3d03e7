// The memory and time of importing ANP files, read and written, each imported by a child
// process the way `npm run data:combustiveis` imports it (tsx, the importer of
// server/public-data/anp/import.ts) into a fresh PGlite, or into PostgreSQL with
// BENCH_DATABASE_URL / TEST_DATABASE_URL (a fresh database, dropped after):
// - a realistic "últimas 4 semanas" file (BENCH_ANP_WEEK_ROWS lines, default 120,000: 4 weeks,
//   1,000 municipalities over the 27 states, ≈6,000 stations each with its name, brand and
//   address, six products), with the stations kept; budget: peak RSS ≤ 450 MB on PGlite (its
//   own footprint included), ≤ 300 MB on PostgreSQL, and the running site never stalled more
//   than 500 ms;
// - a semiannual history file the size of the ANP's (BENCH_ANP_ROWS lines, default 1,000,000:
//   26 weeks, 27 states, 460 municipalities, six products, Monday to Friday; ≈190 MB of Latin-1
//   CSV), as .csv and packed as .zip; budget: peak RSS under 300 MB.
// The child samples its RSS every 50 ms and reports the peak (and the kernel's VmHWM), the RSS
// when the read ended and the write began, and each phase's time; and what a site in the same
// process would feel: the event loop's longest delay (perf_hooks' monitorEventLoopDelay) and the
// slowest of a `select 1` sent every 100 ms through the same database during the import (on
// PGlite it waits for the statement running). BENCH_ANP_ONLY=week|semester runs one of them.
// Standalone: `tsx scripts/bench-public-data.ts`; `npm run bench` runs it at the end.
import { execFileSync } from "node:child_process";
import {
  createReadStream,
  createWriteStream,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { once } from "node:events";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { Zip, ZipDeflate } from "fflate";
import pg from "pg";
import { BRAZILIAN_STATES } from "../app/lib/states.ts";

export const PUBLIC_DATA_TARGET = { peakMb: 300 };
/** The four-week file's budget (the goal). */
export const WEEK_FILE_TARGET = { pgliteMb: 450, postgresMb: 300, stallMs: 500 };
const ROWS = Number(process.env.BENCH_ANP_ROWS ?? 1_000_000);
const WEEK_ROWS = Number(process.env.BENCH_ANP_WEEK_ROWS ?? 120_000);
const WEEK_CITIES = 1_000;
const ONLY = process.env.BENCH_ANP_ONLY;
const WEEKS = 26;
const MUNICIPALITIES = 460;
const PRODUCTS: Array<[string, number]> = [
  ["GASOLINA", 6290],
  ["GASOLINA ADITIVADA", 6490],
  ["ETANOL", 4390],
  ["DIESEL", 6010],
  ["DIESEL S10", 6090],
  ["GNV", 4790],
];
const HEADER =
  "Regiao - Sigla;Estado - Sigla;Municipio;Revenda;CNPJ da Revenda;Nome da Rua;Numero Rua;Complemento;Bairro;Cep;Produto;Data da Coleta;Valor de Venda;Valor de Compra;Unidade de Medida;Bandeira";

type ChildReport = {
  rows: number;
  sums: number;
  peakRssMb: number;
  hwmMb: number;
  openHwmMb: number;
  startRssMb: number;
  readEndRssMb: number;
  readMs: number;
  writeMs: number;
  daysChanged: number;
  weeksChanged: number;
  stationsChanged: number;
  cityWeeksChanged: number;
  /** The event loop's longest delay during the import (ms). */
  loopMaxMs: number;
  /** The slowest `select 1` sent every 100 ms during the import (ms), and how many were sent. */
  probeMaxMs: number;
  probes: number;
};

const mb = (kb: number) => Math.round(kb / 1024);
function procStatus(): { rss: number; hwm: number } {
  const status = readFileSync("/proc/self/status", "utf8");
  const kb = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: kb("VmRSS"), hwm: kb("VmHWM") };
}

/** The file's lines, written as a stream (the generator never holds the file). */
async function writeCsv(file: string): Promise<number> {
  const out = createWriteStream(file);
  const start = Date.UTC(2026, 0, 4); // a Sunday: weeks of the first half of 2026
  const states = BRAZILIAN_STATES.map((s) => s.code);
  // Municipalities spread over the states (more in the bigger ones would change nothing here).
  const cities = Array.from({ length: MUNICIPALITIES }, (_, i) => ({
    uf: states[i % states.length]!,
    name: `MUNICIPIO ${String(i).padStart(3, "0")} ${i % 7 === 0 ? "SÃO" : "VILA"}`,
  }));
  const perDay = Math.ceil(ROWS / (WEEKS * 5));
  let written = 0;
  let chunk: string[] = [HEADER];
  const flush = async () => {
    if (!out.write(Buffer.from(`${chunk.join("\r\n")}\r\n`, "latin1"))) await once(out, "drain");
    chunk = [];
  };
  for (let week = 0; week < WEEKS && written < ROWS; week++) {
    for (let weekday = 1; weekday <= 5 && written < ROWS; weekday++) {
      const date = new Date(start + (week * 7 + weekday) * 86_400_000);
      const day = `${String(date.getUTCDate()).padStart(2, "0")}/${String(date.getUTCMonth() + 1).padStart(2, "0")}/${date.getUTCFullYear()}`;
      for (let i = 0; i < perDay && written < ROWS; i++, written++) {
        const city = cities[(i * 7919 + week) % MUNICIPALITIES]!;
        const [product, base] = PRODUCTS[i % PRODUCTS.length]!;
        const milli = base + ((i * 37 + week * 11) % 400) - 200;
        const price = `${Math.floor(milli / 1000)},${String(Math.round((milli % 1000) / 10)).padStart(2, "0")}`;
        const cnpj = `${String(i % 100000).padStart(8, "0")}/0001-00`;
        chunk.push(
          `N;${city.uf};${city.name};POSTO ${i % 100000} LTDA;${cnpj};AVENIDA BRASIL;100;;CENTRO;01000-000;${product};${day};${price};;${product === "GNV" ? "R$ / m³" : "R$ / litro"};BRANCA`,
        );
        if (chunk.length >= 10_000) await flush();
      }
    }
  }
  await flush();
  out.end();
  await once(out, "finish");
  return written;
}

/**
 * A realistic "últimas 4 semanas" file: WEEK_ROWS lines over 4 weeks and WEEK_CITIES
 * municipalities (spread over the states, a few names with accents), ≈6 stations per
 * municipality, each with its own CNPJ, name, brand and address, surveyed once a week per
 * product on a weekday. Written as a stream.
 */
export async function writeWeekCsv(file: string): Promise<number> {
  const out = createWriteStream(file);
  const start = Date.UTC(2026, 9, 25); // a Sunday: the four weeks up to 21/11/2026
  const states = BRAZILIAN_STATES.map((s) => s.code);
  const perWeek = Math.ceil(WEEK_ROWS / 4);
  const stationCount = Math.ceil(perWeek / PRODUCTS.length);
  const brands = ["BRANCA", "IPIRANGA", "VIBRA", "RAIZEN", "ALESAT"];
  let written = 0;
  let chunk: string[] = [HEADER];
  const flush = async () => {
    if (!out.write(Buffer.from(`${chunk.join("\r\n")}\r\n`, "latin1"))) await once(out, "drain");
    chunk = [];
  };
  for (let week = 0; week < 4 && written < WEEK_ROWS; week++) {
    for (let station = 0; station < stationCount && written < WEEK_ROWS; station++) {
      const c = station % WEEK_CITIES;
      const uf = states[c % states.length]!;
      const city = `MUNICIPIO ${String(c).padStart(4, "0")} ${c % 5 === 0 ? "SÃO JOÃO" : "DO SUL"}`;
      const date = new Date(start + (week * 7 + 1 + (station % 5)) * 86_400_000);
      const day = `${String(date.getUTCDate()).padStart(2, "0")}/${String(date.getUTCMonth() + 1).padStart(2, "0")}/${date.getUTCFullYear()}`;
      const cnpj = `${String(station)
        .padStart(8, "0")
        .replace(/(\d{2})(\d{3})(\d{3})/, "$1.$2.$3")}/0001-${String(station % 97).padStart(2, "0")}`;
      for (const [product, base] of PRODUCTS) {
        if (written >= WEEK_ROWS) break;
        const milli = base + ((station * 37 + week * 11) % 600) - 300;
        const price = `${Math.floor(milli / 1000)},${String(Math.round((milli % 1000) / 10)).padStart(2, "0")}`;
        chunk.push(
          `N;${uf};${city};AUTO POSTO ESTRELA ${station} COMERCIO DE COMBUSTIVEIS LTDA;${cnpj};AVENIDA GOVERNADOR ${station % 300};${100 + (station % 2000)};;JARDIM ${station % 50};01000-000;${product};${day};${price};;${product === "GNV" ? "R$ / m³" : "R$ / litro"};${brands[station % brands.length]}`,
        );
        written += 1;
        if (chunk.length >= 10_000) await flush();
      }
    }
  }
  await flush();
  out.end();
  await once(out, "finish");
  return written;
}

/** The CSV packed into a .zip as a stream (sizes after each entry, as a server packing on the fly). */
async function writeZip(csv: string, file: string) {
  const out = createWriteStream(file);
  const zip = new Zip((error, data) => {
    if (error) throw error;
    out.write(data);
  });
  const entry = new ZipDeflate("ca-2026-01.csv", { level: 6 });
  zip.add(entry);
  let previous: Buffer | null = null;
  for await (const chunk of createReadStream(csv)) {
    if (previous) entry.push(previous, false);
    previous = chunk as Buffer;
    if (out.writableNeedDrain) await once(out, "drain");
  }
  entry.push(previous ?? new Uint8Array(0), true);
  zip.end();
  out.end();
  await once(out, "finish");
}

/** In the child: open the database, import the file, report memory and time as JSON. */
async function child(file: string, target: string) {
  const { openDatabase } = await import("../server/db/client.ts");
  const { importAnp } = await import("../server/public-data/anp/import.ts");
  const { sql } = await import("drizzle-orm");
  const database = await openDatabase(
    target.startsWith("postgres") ? { databaseUrl: target, dataDir: "" } : { dataDir: target },
  );
  // The kernel's peak (VmHWM) so far is the database's opening (PGlite's start and migrations):
  // reset it (clear_refs 5), so the peak read at the end is the import's.
  const openHwm = procStatus().hwm;
  try {
    writeFileSync("/proc/self/clear_refs", "5");
  } catch {
    // not permitted: VmHWM then includes the opening
  }
  let peak = 0;
  const sample = () => (peak = Math.max(peak, procStatus().rss));
  const timer = setInterval(sample, 50);
  // What a site in this process would feel: the event loop's delays, and a query every 100 ms.
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  let probeMax = 0;
  let probes = 0;
  let probing = false;
  const probe = setInterval(() => {
    if (probing) return;
    probing = true;
    probes += 1;
    const sent = performance.now();
    void database.db.execute(sql`select 1`).then(() => {
      probeMax = Math.max(probeMax, performance.now() - sent);
      probing = false;
    });
  }, 100);
  const startRss = procStatus().rss;
  sample();
  const t0 = performance.now();
  let readMs = 0;
  let readEndRss = 0;
  let sums = 0;
  const report = await importAnp(database.db, file, {
    onRead: (read) => {
      readMs = performance.now() - t0;
      sample();
      readEndRss = procStatus().rss;
      sums = read.sums;
    },
  });
  const totalMs = performance.now() - t0;
  sample();
  clearInterval(timer);
  clearInterval(probe);
  loop.disable();
  const hwm = procStatus().hwm;
  await database.close();
  const result: ChildReport = {
    rows: report.lines,
    sums,
    peakRssMb: mb(peak),
    hwmMb: mb(hwm),
    openHwmMb: mb(openHwm),
    startRssMb: mb(startRss),
    readEndRssMb: mb(readEndRss),
    readMs: Math.round(readMs),
    writeMs: Math.round(totalMs - readMs),
    daysChanged: report.daysChanged,
    weeksChanged: report.weeksChanged,
    stationsChanged: report.stationsChanged,
    cityWeeksChanged: report.cityWeeksChanged,
    loopMaxMs: Math.round(loop.max / 1e6),
    probeMaxMs: Math.round(probeMax),
    probes,
  };
  console.log(`BENCH_RESULT ${JSON.stringify(result)}`);
}

function runChild(file: string, target: string): ChildReport {
  const output = execFileSync(
    process.execPath,
    ["--import", "tsx", new URL(import.meta.url).pathname, "--child", file, target],
    { encoding: "utf8", stdio: ["ignore", "pipe", "inherit"], maxBuffer: 16 * 1024 * 1024 },
  );
  const line = output.split("\n").find((l) => l.startsWith("BENCH_RESULT "));
  if (!line) throw new Error(`bench-public-data: no result from the child:\n${output}`);
  return JSON.parse(line.slice("BENCH_RESULT ".length)) as ChildReport;
}

type Engine = { name: string; create(): Promise<string>; dispose(target: string): Promise<void> };

/** A fresh PGlite folder per import. */
function pgliteEngine(dir: string): Engine {
  let n = 0;
  return {
    name: "PGlite",
    create: async () => join(dir, `pglite-${++n}`),
    dispose: async (target) => rmSync(target, { recursive: true, force: true }),
  };
}

/** A fresh PostgreSQL database per import, dropped after. */
function postgresEngine(databaseUrl: string): Engine {
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  let n = 0;
  return {
    name: "PostgreSQL",
    async create() {
      const name = `cec_bench_anp_${process.pid}_${++n}`;
      await run(`drop database if exists ${name}`);
      await run(`create database ${name}`);
      const url = new URL(databaseUrl);
      url.pathname = `/${name}`;
      return url.toString();
    },
    dispose: (target) => run(`drop database if exists ${new URL(target).pathname.slice(1)}`),
  };
}

/** Runs the imports, printing each result as it comes; returns the lines for the bench's summary. */
export async function runPublicDataBench(
  databaseUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL,
): Promise<string[]> {
  const summary: string[] = [];
  const say = (text: string) => {
    console.log(text);
    summary.push(text.trim());
  };
  const dir = mkdtempSync(join(tmpdir(), "cec-bench-anp-"));
  const engines: Engine[] = [pgliteEngine(dir)];
  if (databaseUrl) engines.push(postgresEngine(databaseUrl));
  const stall = (r: ChildReport) =>
    `longest event-loop delay ${r.loopMaxMs} ms, slowest query beside it ${r.probeMaxMs} ms (${r.probes} sent)`;
  try {
    if (ONLY !== "semester") {
      const csv = join(dir, "ultimas-4-semanas.csv");
      const t0 = performance.now();
      const rows = await writeWeekCsv(csv);
      say(
        `\nANP four-week import: ${rows.toLocaleString("pt-BR")} lines, ${WEEK_CITIES.toLocaleString("pt-BR")} municipalities, ` +
          `${mb(statSync(csv).size / 1024)} MB .csv (generated in ${Math.round((performance.now() - t0) / 1000)} s)`,
      );
      for (const engine of engines) {
        const target = await engine.create();
        try {
          const r = runChild(csv, target);
          const peak = Math.max(r.peakRssMb, r.hwmMb);
          const budget = engine.name === "PGlite" ? WEEK_FILE_TARGET.pgliteMb : WEEK_FILE_TARGET.postgresMb;
          const worst = Math.max(r.loopMaxMs, r.probeMaxMs);
          say(
            `  ${engine.name}: peak RSS ${peak} MB ${peak <= budget ? "✓" : "✗"} ≤ ${budget} MB (VmHWM ${r.hwmMb}, sampled ` +
              `${r.peakRssMb}; ${r.startRssMb} MB with the database open, its opening peaked at ${r.openHwmMb}; ` +
              `${r.readEndRssMb} MB when the read ended); read ${(r.readMs / 1000).toFixed(1)} s, write ` +
              `${(r.writeMs / 1000).toFixed(1)} s (${r.daysChanged.toLocaleString("pt-BR")} day rows, ` +
              `${r.cityWeeksChanged.toLocaleString("pt-BR")} city-week rows, ${r.stationsChanged.toLocaleString("pt-BR")} ` +
              `station rows); ${stall(r)} ${worst <= WEEK_FILE_TARGET.stallMs ? "✓" : "✗"} ≤ ${WEEK_FILE_TARGET.stallMs} ms`,
          );
        } finally {
          await engine.dispose(target);
        }
      }
    }
    if (ONLY === "week") return summary;
    const csv = join(dir, "ca-2026-01.csv");
    const t0 = performance.now();
    const rows = await writeCsv(csv);
    const zip = join(dir, "ca-2026-01.zip");
    await writeZip(csv, zip);
    say(
      `\nANP semiannual import: ${rows.toLocaleString("pt-BR")} lines, ${mb(statSync(csv).size / 1024)} MB .csv, ` +
        `${mb(statSync(zip).size / 1024)} MB .zip (generated in ${Math.round((performance.now() - t0) / 1000)} s)`,
    );
    for (const engine of engines) {
      for (const file of [csv, zip]) {
        const target = await engine.create();
        try {
          const r = runChild(file, target);
          const peak = Math.max(r.peakRssMb, r.hwmMb);
          const ok = peak < PUBLIC_DATA_TARGET.peakMb;
          say(
            `  ${engine.name}, ${file.endsWith(".zip") ? ".zip" : ".csv"}: peak RSS during the import ${peak} MB ` +
              `${ok ? "✓" : "✗"} < ${PUBLIC_DATA_TARGET.peakMb} MB (VmHWM ${r.hwmMb}, sampled ${r.peakRssMb}; ` +
              `${r.startRssMb} MB with the database open, its opening peaked at ${r.openHwmMb}; ` +
              `${r.readEndRssMb} MB when the read ended, ${r.sums.toLocaleString("pt-BR")} day sums); ` +
              `read ${(r.readMs / 1000).toFixed(1)} s, write ${(r.writeMs / 1000).toFixed(1)} s ` +
              `(${r.daysChanged.toLocaleString("pt-BR")} day rows, ${r.weeksChanged} week rows, ` +
              `${r.stationsChanged.toLocaleString("pt-BR")} station rows); ${stall(r)}`,
          );
        } finally {
          await engine.dispose(target);
        }
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return summary;
}

if (process.argv[2] === "--child") {
  await child(process.argv[3]!, process.argv[4]!);
} else if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  await runPublicDataBench();
}
