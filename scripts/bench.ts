// `npm run bench`: loopback load against the production server as `npm start` runs it
// (compiled JavaScript, default configuration: LOG_LEVEL=info) on PGlite, and on PostgreSQL
// when BENCH_DATABASE_URL or TEST_DATABASE_URL is set:
// - a static page (wrk when installed, else autocannon), served by Fastify from memory;
// - a vehicle's page rendered on the server (price cached: the page cache answers), and a
//   calculator's share URL (rendered on every request);
// - inserts (POST /rest/v1/contact_messages) and a cached FIPE price with autocannon;
// - the server's memory (RSS) after the load, and its start time (spawn -> /readyz 200) on an
//   existing database;
// - the JavaScript "/" and every other prerendered page load, gzip (scripts/page-javascript.ts,
//   as the budget test);
// - the FIPE search's p95 on a 50,000 model-year catalog (scripts/bench-search.ts);
// - the catalog's brand, model and vehicle pages uncached, and its sitemap files, on 50,000
//   model-years × 24 months, with its size on disk (scripts/bench-catalog.ts);
// - the memory and time of a semiannual ANP file's import (scripts/bench-public-data.ts);
// - /healthz while a crawler asks for 400 share images (scripts/bench-share-image-flood.ts).
import autocannon from "autocannon";
import { execFileSync, execSync, spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, readdirSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DEFAULT_ANON_KEY } from "../build-env.ts";
import { startFipeMock } from "../tests/fixtures/fipe/server.ts";
import { NODE_FLAGS, startServer, type ServerProcess } from "../tests/helpers/server-process.ts";
import { clientBuildIsCurrent, serverBuildIsCurrent } from "./build-stamp.mjs";
import { PAGE_BUDGET_KB, pageJavaScript } from "./page-javascript.ts";
import { searchBench, searchSummary } from "./bench-search.ts";
import { runCatalogBenches } from "./bench-catalog.ts";
import { runPublicDataBench } from "./bench-public-data.ts";
import { shareImageFloodBench } from "./bench-share-image-flood.ts";
import { withThrowawayDatabase } from "./lib/throwaway-database.ts";
import { openDatabase } from "../server/db/client.ts";

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const SERVER_ONLY = process.env.BENCH_SERVER_ONLY === "1";
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SERVER_PORT = Number(process.env.BENCH_PORT ?? 4291);
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
// The build's own key, left to its default (setting ANON_KEY, even to the default value,
// changes the build fingerprint and `npm start` would rebuild).
const ANON_KEY = process.env.ANON_KEY || DEFAULT_ANON_KEY;
const FIPE_PATH = "/api/fipe/carros/marcas/59/modelos/5940/anos/2014-3";
const VEHICLE_PATH = "/fipe/carros/59/5940/2014-3";
const SHARE_URL = "/financiamento?valor=40000.00&taxa=1.99&parcelas=48";
const TARGET = {
  pgliteMb: 300,
  postgresMb: 200,
  startMs: 1500,
  insertsPerS: 3000,
  insertP99Ms: 40,
  vehiclePerS: 800,
  vehicleP99Ms: 50,
};

if (!clientBuildIsCurrent()) execSync("npm run build", { stdio: "inherit" });
else if (!serverBuildIsCurrent()) execSync("npm run build:server", { stdio: "inherit" });

const hasWrk = spawnSync("wrk", ["--version"]).error === undefined;
if (!hasWrk) {
  console.log(
    "\nbench: wrk is NOT installed (Debian: apt-get install -y wrk): the static page is measured with " +
      "autocannon instead, which tops out near 10,000 req/s on its own.\n",
  );
}

const rssMb = (pid: number | undefined) => {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
};
const fmt = (n: number) => Math.round(n).toLocaleString("en-US");

type WrkResult = { rps: number; requests: number; seconds: number; p50: number; p99: number; errors: string };

function wrk(url: string, seconds: number): WrkResult {
  const out = execFileSync(
    "wrk",
    ["-t1", `-c${CONNECTIONS}`, `-d${seconds}s`, "--latency", "-H", "Accept-Encoding: gzip", url],
    { encoding: "utf8" },
  );
  const ms = (p: string) => {
    const m = new RegExp(`\\s${p}%\\s+([\\d.]+)(us|ms|s)`).exec(out);
    return m ? Number(m[1]) * (m[2] === "us" ? 0.001 : m[2] === "s" ? 1000 : 1) : NaN;
  };
  const total = /(\d+) requests in ([\d.]+)(ms|s|m)/.exec(out);
  const secs = total ? Number(total[2]) * (total[3] === "ms" ? 0.001 : total[3] === "m" ? 60 : 1) : seconds;
  const non2xx = /Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1];
  const socket = /Socket errors: ([^\n]+)/.exec(out)?.[1];
  return {
    rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? 0),
    requests: Number(total?.[1] ?? 0),
    seconds: secs,
    p50: ms("50"),
    p99: ms("99"),
    errors: [non2xx ? `${non2xx} non-2xx` : "", socket ? `socket errors: ${socket}` : ""].filter(Boolean).join(", "),
  };
}

async function cannon(opts: Partial<autocannon.Options> & { url: string }) {
  const r = await autocannon({ ...opts, connections: CONNECTIONS, duration: DURATION_S });
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.non2xx === 0 && r.errors === 0 ? "" : `${r.non2xx} non-2xx, ${r.errors} errors`,
  };
}

const insertOpts = (base: string) => ({
  url: `${base}/rest/v1/contact_messages`,
  method: "POST" as const,
  headers: { apikey: ANON_KEY, "content-type": "application/json", prefer: "return=minimal" },
  body: JSON.stringify({
    name: "Bench",
    email: "bench@example.com",
    topic: "Outro",
    message: "Mensagem de teste de carga.",
  }),
});

/** The CPU time (user + system) a process has used so far: a start figure that does not
 * depend on what else the machine is doing. */
function cpuMs(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime + stime, 100 ticks/s
  } catch {
    return NaN;
  }
}

/** Spawn -> first 200 from /readyz, as `npm start` runs (the build is current: no rebuild);
 * wall time and the process's CPU time until then. */
async function startTimeMs(env: Record<string, string>): Promise<{ wall: number; cpu: number }> {
  const started = performance.now();
  const child = spawn(process.execPath, [...NODE_FLAGS, "scripts/start.mjs"], {
    env: { ...process.env, ...env, HOST: "127.0.0.1", PORT: String(SERVER_PORT) },
    stdio: "ignore",
  });
  let elapsed = NaN;
  let cpu = NaN;
  while (child.exitCode === null && performance.now() - started < 30_000) {
    try {
      if ((await fetch(`http://127.0.0.1:${SERVER_PORT}/readyz`)).ok) {
        elapsed = performance.now() - started;
        cpu = cpuMs(child.pid);
        break;
      }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 5));
  }
  child.kill("SIGTERM");
  await new Promise((r) => (child.exitCode !== null ? r(null) : child.on("exit", r)));
  return { wall: elapsed, cpu };
}

const rows: string[][] = [];
const summary: string[] = [];
const row = (scenario: string, rps: number, p50: number, p99: number, errors: string, rss: number, target = "") =>
  rows.push([
    scenario,
    fmt(rps),
    `${p50.toFixed(1)} ms`,
    `${p99.toFixed(1)} ms`,
    errors || "ok",
    `${rss.toFixed(0)} MB`,
    target,
  ]);

const fipe = await startFipeMock();
const baseEnv = {
  NODE_ENV: "production",
  FIPE_UPSTREAMS: `v1:${fipe.url}`,
  RATE_LIMIT_MAX: "100000000",
  FIPE_CLIENT_LIMIT: "100000000",
  RENDER_CLIENT_LIMIT: "100000000",
  LOG_LEVEL: "info", // npm start's default
};

async function runEngine(engine: "pglite" | "postgres", env: Record<string, string>) {
  const server: ServerProcess = await startServer(
    { ...baseEnv, ...env },
    {
      run: "start",
      port: SERVER_PORT,
      timeoutMs: 180_000,
    },
  );
  const ready = await fetch(`${server.url}/readyz`).then(
    (r) => r.ok,
    () => false,
  );
  if (!ready) throw new Error(`server did not start:\n${server.output()}`);
  const pid = server.child.pid;
  let peak = 0;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 100);
  await fetch(`${server.url}${FIPE_PATH}`); // warm the cache
  const startRss = rssMb(pid);

  if (hasWrk) {
    const r = wrk(`${server.url}/`, DURATION_S);
    row(`GET / gzip, wrk [${engine}]`, r.rps, r.p50, r.p99, r.errors, rssMb(pid));
  } else {
    const r = await cannon({ url: `${server.url}/`, headers: { "accept-encoding": "gzip" } });
    row(`GET / gzip, autocannon [${engine}]`, r.rps, r.p50, r.p99, r.errors, rssMb(pid));
  }

  const ins = await cannon(insertOpts(server.url));
  row(
    `POST /rest/v1/contact_messages [${engine}]`,
    ins.rps,
    ins.p50,
    ins.p99,
    ins.errors,
    rssMb(pid),
    `≥ ${fmt(TARGET.insertsPerS)}/s, p99 < ${TARGET.insertP99Ms} ms`,
  );
  // The vehicle's page at its canonical address (the redirect's target), its price cached.
  const moved = await fetch(`${server.url}${VEHICLE_PATH}`, { redirect: "manual" });
  const canonical = moved.headers.get("location") ?? VEHICLE_PATH;
  await fetch(`${server.url}${canonical}`);
  const vp = await cannon({ url: `${server.url}${canonical}`, headers: { "accept-encoding": "br, gzip" } });
  row(
    `GET vehicle page, server-rendered, price cached [${engine}]`,
    vp.rps,
    vp.p50,
    vp.p99,
    vp.errors,
    rssMb(pid),
    `≥ ${fmt(TARGET.vehiclePerS)}/s, p99 < ${TARGET.vehicleP99Ms} ms`,
  );
  summary.push(
    `vehicle page [${engine}]: ${fmt(vp.rps)} req/s, p99 ${vp.p99.toFixed(1)} ms — target ≥ ${TARGET.vehiclePerS} req/s and p99 < ${TARGET.vehicleP99Ms} ms: ${vp.rps >= TARGET.vehiclePerS && vp.p99 < TARGET.vehicleP99Ms ? "met" : "NOT met"}`,
  );
  const share = await cannon({ url: `${server.url}${SHARE_URL}`, headers: { "accept-encoding": "br, gzip" } });
  row(
    `GET financing share URL, rendered each time [${engine}]`,
    share.rps,
    share.p50,
    share.p99,
    share.errors,
    rssMb(pid),
  );
  const fp = await cannon({ url: `${server.url}${FIPE_PATH}` });
  row(`GET FIPE price, cached [${engine}]`, fp.rps, fp.p50, fp.p99, fp.errors, rssMb(pid));

  clearInterval(sampler);
  await new Promise((r) => setTimeout(r, 1000));
  const after = rssMb(pid);
  const limit = engine === "pglite" ? TARGET.pgliteMb : TARGET.postgresMb;
  summary.push(
    `memory [${engine}]: RSS at start ${startRss.toFixed(0)} MB, peak ${peak.toFixed(0)} MB, after the run ${after.toFixed(0)} MB — target < ${limit} MB: ${after < limit ? "met" : "NOT met"}`,
  );
  server.child.kill("SIGTERM");
  await server.exited;

  const times: Array<{ wall: number; cpu: number }> = [];
  for (let i = 0; i < 3; i++) times.push(await startTimeMs({ ...baseEnv, ...env, LOG_LEVEL: "warn" }));
  const best = Math.min(...times.map((t) => t.wall));
  summary.push(
    `start [${engine}] (npm start's command -> /readyz 200, existing database): ${times.map((t) => `${Math.round(t.wall)} ms`).join(", ")} — target < ${TARGET.startMs} ms: ${best < TARGET.startMs ? "met" : "NOT met"} (best); CPU time used until ready: ${times.map((t) => `${Math.round(t.cpu)} ms`).join(", ")}`,
  );
}

try {
  await runEngine("pglite", { DATA_DIR: mkdtempSync(join(tmpdir(), "cec-bench-")), DATABASE_URL: "" });
  if (DATABASE_URL) {
    await withThrowawayDatabase(DATABASE_URL, process.env.BENCH_DATABASE_NAME ?? "cec_bench", (url) =>
      runEngine("postgres", {
        DATABASE_URL: url,
        BETTER_AUTH_SECRET: "bench-secret-0123456789abcdef0123456789",
        DATA_DIR: mkdtempSync(join(tmpdir(), "cec-bench-")),
      }),
    );
  } else {
    summary.push("PostgreSQL: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL to measure it too)");
  }
  // BENCH_SERVER_ONLY=1: the server scenarios alone (comparing two commits of the server).
  if (!SERVER_ONLY) {
    // The FIPE search on its own database (a catalog of 50,000 model-years is seeded into it).
    const searchDb = await openDatabase({ dataDir: "memory://" });
    summary.push(searchSummary("PGlite", await searchBench(searchDb)));
    await searchDb.close();
    if (DATABASE_URL) {
      await withThrowawayDatabase(DATABASE_URL, "cec_bench_search", async (url) => {
        const database = await openDatabase({ databaseUrl: url, dataDir: "" });
        summary.push(searchSummary("PostgreSQL", await searchBench(database)));
        await database.close();
      });
    }
    // The catalog's pages and sitemaps on 50,000 model-years × 24 months (scripts/bench-catalog.ts).
    summary.push(...(await runCatalogBenches(DATABASE_URL)));
    // A semiannual ANP file's import, read and written: peak memory against 300 MB.
    summary.push(...(await runPublicDataBench(DATABASE_URL)));
    // /healthz while share images are drawn for a crawler (the flood test checks the order of
    // things; the milliseconds are measured here).
    summary.push(...(await shareImageFloodBench()));
  }
} finally {
  await fipe.close();
}

// The JavaScript each prerendered page loads before any interaction, as the budget test measures it.
const home = pageJavaScript("build/client", "/");
const pages = pagePaths("build/client").filter((p) => p !== "/");
const sized = pages.map((path) => ({ path, kb: pageJavaScript("build/client", path).kb })).sort((a, b) => b.kb - a.kb);
const heaviest = sized[0]!;
const over = sized.filter((p) => p.kb > PAGE_BUDGET_KB);
summary.unshift(
  `JavaScript on "/" (gzip, ${home.scripts.length} files): ${home.kb.toFixed(2)} KB — target ≤ ${PAGE_BUDGET_KB} KB: ${home.kb <= PAGE_BUDGET_KB ? "met" : "NOT met"}`,
  `JavaScript on the heaviest other page (${heaviest.path}, of ${pages.length}): ${heaviest.kb.toFixed(2)} KB — target ≤ ${PAGE_BUDGET_KB} KB on every page: ${
    over.length ? `NOT met on ${over.map((p) => `${p.path} (${p.kb.toFixed(1)} KB)`).join(", ")}` : "met"
  }`,
);

/** Every prerendered page's path ("/blog" for blog/index.html). */
function pagePaths(dir: string, prefix = ""): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return name === "assets" ? [] : pagePaths(full, `${prefix}/${name}`);
    return name === "index.html" ? [prefix || "/"] : [];
  });
}

const header = ["scenario", "req/s", "p50", "p99", "errors", "RSS after", "target"];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join(" | ");
console.log(
  `\n${CONNECTIONS} connections, ${DURATION_S} s per scenario, loopback; server = node ${NODE_FLAGS.join(" ")} scripts/start.mjs (as npm start: compiled), LOG_LEVEL=info\n`,
);
console.log(line(header));
console.log(widths.map((w) => "-".repeat(w)).join("-|-"));
for (const r of rows) console.log(line(r));
console.log(`\n${summary.join("\n")}`);
