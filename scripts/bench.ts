// `npm run bench`: loopback load against the production server as `npm start` runs it
// (compiled JavaScript, default configuration: LOG_LEVEL=info) on PGlite, and on PostgreSQL
// when BENCH_DATABASE_URL or TEST_DATABASE_URL is set:
// - static page: wrk against our server and against nginx (one worker, the same build/client,
//   precompressed .gz on both sides) in the same run, interleaved rounds, and their ratio;
// - inserts (POST /rest/v1/contact_messages) and a cached FIPE price with autocannon;
// - the server's memory (RSS) after the load, and its start time (spawn -> /readyz 200) on an
//   existing database;
// - the JavaScript "/" loads, gzip (scripts/page-javascript.ts, as the budget test).
import autocannon from "autocannon";
import { execFileSync, execSync, spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import pg from "pg";
import { DEFAULT_ANON_KEY } from "../build-env.ts";
import { contentSecurityPolicy, inlineScriptHashes } from "../server/security-headers.ts";
import { startFipeMock } from "../tests/fixtures/fipe/server.ts";
import { nginxBinary, startNginx, type Nginx } from "../tests/helpers/nginx.ts";
import { NODE_FLAGS, startServer, type ServerProcess } from "../tests/helpers/server-process.ts";
import { clientBuildIsCurrent, serverBuildIsCurrent } from "./build-stamp.mjs";
import { HOME_BUDGET_KB, pageJavaScript } from "./page-javascript.ts";

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
/** Static comparison: this many rounds of DURATION_S/2 per server, alternating. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const NGINX_PORT = Number(process.env.BENCH_NGINX_PORT ?? 4290);
const SERVER_PORT = Number(process.env.BENCH_PORT ?? 4291);
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
// The build's own key, left to its default (setting ANON_KEY, even to the default value,
// changes the build fingerprint and `npm start` would rebuild).
const ANON_KEY = process.env.ANON_KEY || DEFAULT_ANON_KEY;
const FIPE_PATH = "/api/fipe/carros/marcas/59/modelos/5940/anos/2014-3";
const TARGET = { ratio: 0.6, pgliteMb: 300, postgresMb: 200, startMs: 1500, insertsPerS: 3000, insertP99Ms: 40 };

if (!clientBuildIsCurrent()) execSync("npm run build", { stdio: "inherit" });
else if (!serverBuildIsCurrent()) execSync("npm run build:server", { stdio: "inherit" });

const hasWrk = spawnSync("wrk", ["--version"]).error === undefined;
if (!hasWrk) {
  console.log(
    "\nbench: wrk is NOT installed (Debian: apt-get install -y wrk): the static page is measured with " +
      "autocannon instead, which tops out near 10,000 req/s on its own, and the comparison with nginx is skipped.\n",
  );
}
const nginxPath = nginxBinary();
if (hasWrk && !nginxPath)
  console.log("\nbench: nginx is NOT installed (apt-get install -y nginx): comparison skipped.\n");

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
  FIPE_API_URL: fipe.url,
  RATE_LIMIT_MAX: "100000000",
  FIPE_CLIENT_LIMIT: "100000000",
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

  if (hasWrk && engine === "pglite" && nginxPath) {
    const nginx: Nginx = await startNginx(NGINX_PORT, nginxStatic(NGINX_PORT));
    const ours: WrkResult[] = [];
    const theirs: WrkResult[] = [];
    const half = Math.max(2, Math.round(DURATION_S / 2));
    try {
      for (let i = 0; i < ROUNDS; i++) {
        ours.push(wrk(`${server.url}/`, half));
        theirs.push(wrk(`${nginx.url}/`, half));
      }
    } finally {
      await nginx.stop();
    }
    const total = (rs: WrkResult[]) => rs.reduce((a, r) => a + r.requests, 0) / rs.reduce((a, r) => a + r.seconds, 0);
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    const oursRps = total(ours);
    const nginxRps = total(theirs);
    row(
      "GET / gzip, wrk: our server",
      oursRps,
      median(ours.map((r) => r.p50)),
      median(ours.map((r) => r.p99)),
      ours
        .map((r) => r.errors)
        .filter(Boolean)
        .join("; "),
      rssMb(pid),
    );
    row(
      "GET / gzip, wrk: nginx (1 worker)",
      nginxRps,
      median(theirs.map((r) => r.p50)),
      median(theirs.map((r) => r.p99)),
      theirs
        .map((r) => r.errors)
        .filter(Boolean)
        .join("; "),
      0,
    );
    const ratio = oursRps / nginxRps;
    summary.push(
      `static ratio ours/nginx: ${ratio.toFixed(2)}x (${fmt(oursRps)} vs ${fmt(nginxRps)} req/s; ${ROUNDS} alternating rounds of ${half} s each, same run) — target ≥ ${TARGET.ratio}x: ${ratio >= TARGET.ratio ? "met" : "NOT met"}`,
      `  rounds ours:  ${ours.map((r) => fmt(r.rps)).join(", ")}`,
      `  rounds nginx: ${theirs.map((r) => fmt(r.rps)).join(", ")}`,
    );
  } else if (hasWrk) {
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

/** nginx serving build/client like our server: precompressed .gz, the same headers. */
function nginxStatic(port: number): string {
  const root = resolve("build/client");
  // The page's own CSP, as our server sends it, so both answers carry the same headers.
  const csp = contentSecurityPolicy(inlineScriptHashes(readFileSync(join(root, "index.html"), "utf8")));
  return `
  include /etc/nginx/mime.types;
  sendfile on;
  tcp_nopush on;
  open_file_cache max=1000 inactive=60s;
  keepalive_timeout 10s;
  keepalive_requests 1000000;
  gzip_static on;
  gzip_vary on;
  etag on;
  server {
    listen 127.0.0.1:${port};
    root ${root};
    index index.html;
    add_header Strict-Transport-Security "max-age=63072000; includeSubDomains" always;
    add_header X-Content-Type-Options nosniff always;
    add_header Referrer-Policy strict-origin-when-cross-origin always;
    add_header Permissions-Policy "camera=(), microphone=(), geolocation=(), payment=(), usb=()" always;
    add_header X-Frame-Options DENY always;
    add_header Cross-Origin-Opener-Policy same-origin always;
    add_header Cache-Control "public, max-age=0, must-revalidate" always;
    add_header Content-Security-Policy "${csp}" always;
    location / { try_files $uri $uri/index.html $uri.html =404; }
  }`;
}

try {
  await runEngine("pglite", { DATA_DIR: mkdtempSync(join(tmpdir(), "cec-bench-")), DATABASE_URL: "" });
  if (DATABASE_URL) {
    const name = process.env.BENCH_DATABASE_NAME ?? "cec_bench";
    const admin = new pg.Client({ connectionString: DATABASE_URL });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
    const url = new URL(DATABASE_URL);
    url.pathname = `/${name}`;
    try {
      await runEngine("postgres", {
        DATABASE_URL: url.toString(),
        BETTER_AUTH_SECRET: "bench-secret-0123456789abcdef0123456789",
        DATA_DIR: mkdtempSync(join(tmpdir(), "cec-bench-")),
      });
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  } else {
    summary.push("PostgreSQL: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL to measure it too)");
  }
} finally {
  await fipe.close();
}

// The JavaScript "/" loads before any interaction, as the budget test measures it.
const home = pageJavaScript("build/client", "/");
summary.unshift(
  `JavaScript on "/" (gzip, ${home.scripts.length} files): ${home.kb.toFixed(2)} KB — target ≤ ${HOME_BUDGET_KB} KB: ${home.kb <= HOME_BUDGET_KB ? "met" : "NOT met"}`,
);

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
