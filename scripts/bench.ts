// `npm run bench`: loopback load (autocannon) against the production server on PGlite:
// a prerendered page, a hashed asset, an insert, and a cached FIPE price. Prints requests per
// second, p50/p99 latency, and the server's peak and final memory (RSS).
import autocannon from "autocannon";
import { execFileSync, execSync, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startFipeMock } from "../tests/fixtures/fipe/server.ts";
import { startServer } from "../tests/helpers/server-process.ts";
import { buildIsCurrent } from "./build-stamp.ts";

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const ANON_KEY = "bench-anon-key-000000001";

if (!buildIsCurrent()) execSync("npm run build", { stdio: "inherit" });

const fipe = await startFipeMock();
const server = await startServer({
  NODE_ENV: "production",
  DATA_DIR: mkdtempSync(join(tmpdir(), "cec-bench-")),
  DATABASE_URL: "",
  FIPE_API_URL: fipe.url,
  ANON_KEY,
  RATE_LIMIT_MAX: "100000000",
});
const base = server.url;

function rssKb(): number {
  try {
    const status = readFileSync(`/proc/${server.child.pid}/status`, "utf8");
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  } catch {
    return 0;
  }
}

let peakKb = 0;
const sampler = setInterval(() => (peakKb = Math.max(peakKb, rssKb())), 100);

const asset = readdirSync("build/client/assets")
  .filter((f) => f.endsWith(".js"))
  .map((f) => ({ f, size: readFileSync(`build/client/assets/${f}`).length }))
  .sort((a, b) => b.size - a.size)[0]!.f;
const fipePath = "/api/fipe/carros/marcas/59/modelos/5940/anos/2014-3";
await fetch(`${base}${fipePath}`); // warm the cache
const startKb = rssKb();

type Scenario = { name: string; target: string; opts: Partial<autocannon.Options> };
const scenarios: Scenario[] = [
  {
    name: "GET / (prerendered page, br)",
    target: "≥ 25,000 req/s",
    opts: { url: `${base}/`, headers: { "accept-encoding": "br, gzip" } },
  },
  {
    name: `GET /assets/${asset} (br)`,
    target: "",
    opts: { url: `${base}/assets/${asset}`, headers: { "accept-encoding": "br, gzip" } },
  },
  {
    name: "POST /rest/v1/contact_messages",
    target: "≥ 3,000 req/s, p99 < 40 ms",
    opts: {
      url: `${base}/rest/v1/contact_messages`,
      method: "POST",
      headers: { apikey: ANON_KEY, "content-type": "application/json", prefer: "return=minimal" },
      body: JSON.stringify({
        name: "Bench",
        email: "bench@example.com",
        topic: "Outro",
        message: "Mensagem de teste de carga.",
      }),
    },
  },
  { name: "GET FIPE price (cached)", target: "", opts: { url: `${base}${fipePath}` } },
];

const rows: string[][] = [];
for (const s of scenarios) {
  const result = await autocannon({ ...s.opts, url: s.opts.url!, connections: CONNECTIONS, duration: DURATION_S });
  const ok = result.non2xx === 0 && result.errors === 0;
  rows.push([
    s.name,
    Math.round(result.requests.average).toLocaleString("en-US"),
    `${result.latency.p50} ms`,
    `${result.latency.p99} ms`,
    ok ? "ok" : `${result.non2xx} non-2xx, ${result.errors} errors`,
    `${(rssKb() / 1024).toFixed(0)} MB`,
    s.target,
  ]);
}
// autocannon (JavaScript) tops out near 10,000 req/s for a 10 KB body on this machine; when
// wrk (C) is installed, it measures the same page to show the server's own ceiling.
if (spawnSync("wrk", ["--version"]).error === undefined) {
  const out = execFileSync(
    "wrk",
    ["-t1", `-c${CONNECTIONS}`, `-d${DURATION_S}s`, "--latency", "-H", "Accept-Encoding: br", `${base}/`],
    { encoding: "utf8" },
  );
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? 0);
  const pct = (p: string) => /\s(\d+\.\d+)(us|ms|s)/.exec(new RegExp(`${p}%\\s+[^\\n]+`).exec(out)?.[0] ?? "");
  const ms = (m: RegExpExecArray | null) =>
    m ? `${(Number(m[1]) * (m[2] === "us" ? 0.001 : m[2] === "s" ? 1000 : 1)).toFixed(1)} ms` : "?";
  rows.push([
    "GET / (same page, wrk C client)",
    Math.round(rps).toLocaleString("en-US"),
    ms(pct("50")),
    ms(pct("99")),
    "ok",
    `${(rssKb() / 1024).toFixed(0)} MB`,
    "≥ 25,000 req/s",
  ]);
}
clearInterval(sampler);
const finalKb = rssKb();
server.child.kill("SIGTERM");
await fipe.close();

const header = ["scenario", "req/s", "p50", "p99", "status", "RSS after", "target"];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join(" | ");
console.log(`\nautocannon: ${CONNECTIONS} connections, ${DURATION_S} s each, loopback, PGlite\n`);
console.log(line(header));
console.log(widths.map((w) => "-".repeat(w)).join("-|-"));
for (const r of rows) console.log(line(r));
console.log(
  `\nserver memory (RSS): at start ${(startKb / 1024).toFixed(0)} MB, peak ${(peakKb / 1024).toFixed(0)} MB, after the run ${(finalKb / 1024).toFixed(0)} MB (target < 350 MB)`,
);
