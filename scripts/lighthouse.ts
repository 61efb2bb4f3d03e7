// `npm run lighthouse`: Lighthouse 12.8 (offline, Debian Chromium) on the key pages, mobile and
// desktop, against the production server. Prints the four scores and LCP, TBT and CLS, then the
// vehicle page on slow 3G (scripts/slow-3g.ts: time until hydrated).
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { throttling } from "lighthouse/core/config/constants.js";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { execSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { startFipeMock } from "../tests/fixtures/fipe/server.ts";
import { startServer } from "../tests/helpers/server-process.ts";
import { buildIsCurrent } from "./build-stamp.mjs";
import { CHROMIUM_ARGS, chromiumPath } from "./chromium-path.ts";
import { measureSlow3g } from "./slow-3g.ts";
import { startHttp2Front } from "../tests/helpers/http2-front.ts";

const PAGES = process.env.LH_PAGES?.split(",") ?? [
  "/",
  "/financiamento",
  "/fipe",
  "/blog",
  "/blog/pneu-careca-riscos-quando-trocar",
  // A vehicle's own page (rendered on the server with its price and history), at its canonical
  // address: the one its canonical link, the sitemap and the share buttons give (the codes
  // alone answer a 301 to it).
  "/fipe/carros/59-vw-volkswagen/5940-amarok-high-cd-2-0-16v-tdi-4x4-dies-aut/2014-3-2014-diesel",
];

/** The mobile performance score each page must reach (median of the runs); the other three: 100. */
const PERFORMANCE_GOAL = 95;

if (!buildIsCurrent()) execSync("npm run build", { stdio: "inherit" });
// How busy the host was: a loaded host lowers the mobile scores more than most changes do.
const loadAtStart = loadavg()[0]!;
const fipe = await startFipeMock();
const server = await startServer({
  NODE_ENV: "production",
  DATA_DIR: mkdtempSync(join(tmpdir(), "cec-lh-")),
  DATABASE_URL: "",
  FIPE_UPSTREAMS: `v1:${fipe.url}`,
});
/**
 * The pages as the deployed site serves them: through nginx with TLS and HTTP/2
 * (tests/helpers/http2-front.ts, docs/operations.md). LH_DIRECT=1 measures the Node server
 * alone (HTTP/1.1: six connections, the seventh script waits for one).
 */
const DIRECT = process.env.LH_DIRECT === "1";
const front = DIRECT ? null : await startHttp2Front(server.url);
const base = front ? front.httpsUrl : server.url;

const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath(),
  chromeFlags: ["--headless=new", ...CHROMIUM_ARGS, ...(front ? ["--ignore-certificate-errors"] : [])],
});

type Row = {
  page: string;
  benchmarkIndex: number;
  formFactor: string;
  scores: number[];
  lcp: string;
  tbt: string;
  cls: string;
  runs: number[];
};
type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"];
const rows: Row[] = [];
/**
 * Runs per page and device; the row shows the run with the median performance score, as
 * Lighthouse's own guidance on variability advises (a single mobile run's TBT swings by
 * 100 ms and more on the same build and machine: docs/performance.md).
 */
const RUNS = Number(process.env.LH_RUNS ?? 3);
/**
 * Mobile CPU slowdown (Lighthouse's default is 4). The simulated timings scale with this
 * machine's speed (the benchmark index printed below); LH_CPU_SLOWDOWN=6 shows how the pages
 * fare on a machine about 1.5 times slower. The default run is the one the budget is about.
 */
let CPU_SLOWDOWN = process.env.LH_CPU_SLOWDOWN ? Number(process.env.LH_CPU_SLOWDOWN) : undefined;
/**
 * LH_CALIBRATE=1: a diagnostic, not the budget. Lighthouse's default 4× slowdown assumes a
 * high-end desktop host (benchmark index 1,500–2,000) and then emulates a mid-tier phone; its
 * docs (docs/throttling.md, "Calibrating the CPU slowdown") advise a lower multiplier on a
 * slower host. This sets the mobile multiplier to 4 × index / 1,750 from the warm-up run's
 * index, so runs on a host whose speed changes emulate the same phone and can be compared.
 */
const CALIBRATE = process.env.LH_CALIBRATE === "1" && !CPU_SLOWDOWN;
const REFERENCE_INDEX = 1750;

async function audit(page: string, formFactor: "mobile" | "desktop"): Promise<Lhr> {
  const run = () =>
    lighthouse(
      `${base}${page}`,
      {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
        ...(formFactor === "mobile" && CPU_SLOWDOWN
          ? { throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: CPU_SLOWDOWN } }
          : {}),
      },
      formFactor === "desktop" ? desktopConfig : undefined,
    );
  let result = await run();
  // A run Lighthouse could not complete (a runtime error, or a zero/absent performance
  // score from a trace that missed the paint) is tried again, at most twice.
  const incomplete = () => !!result?.lhr.runtimeError || !result?.lhr.categories.performance?.score;
  for (let attempt = 0; attempt < 2 && incomplete(); attempt++) {
    const reason =
      result?.lhr.runtimeError?.code ?? result?.lhr.audits["first-contentful-paint"]?.errorMessage ?? "no score";
    console.log(`  ${formFactor} ${page}: incomplete Lighthouse run (${reason}); retrying`);
    result = await run();
  }
  return result!.lhr;
}

let slow3g: string[] = [];
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]!;
const performanceOf = (lhr: Lhr) => Math.round((lhr.categories.performance?.score ?? 0) * 100);

try {
  // One discarded run first: the server's and Chromium's first page load (cold JIT, caches)
  // is slower than any visitor's on a running server.
  const warmUp = await audit(PAGES[0]!, "mobile");
  if (CALIBRATE) {
    const index = warmUp.environment.benchmarkIndex;
    CPU_SLOWDOWN = Math.round(((4 * index) / REFERENCE_INDEX) * 100) / 100;
    console.log(`LH_CALIBRATE: benchmark index ${index} → mobile CPU slowdown ${CPU_SLOWDOWN}`);
  }
  for (const formFactor of ["mobile", "desktop"] as const) {
    for (const page of PAGES) {
      const runs: Lhr[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await audit(page, formFactor));
      const sorted = [...runs].sort((a, b) => performanceOf(a) - performanceOf(b));
      const lhr = sorted[Math.floor((sorted.length - 1) / 2)]!;
      if (process.env.LH_DUMP)
        writeFileSync(`${process.env.LH_DUMP}-${formFactor}-${page.replace(/\W+/g, "_")}.json`, JSON.stringify(lhr));
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      // Accessibility, best practices and SEO: the worst of the runs (they should not vary).
      const worst = (id: string) => Math.min(...runs.map((r) => Math.round((r.categories[id]?.score ?? 0) * 100)));
      const shown = (id: string) => lhr.audits[id]?.displayValue ?? "?";
      rows.push({
        page,
        benchmarkIndex: median(runs.map((r) => r.environment.benchmarkIndex)),
        formFactor,
        scores: [score("performance"), worst("accessibility"), worst("best-practices"), worst("seo")],
        lcp: shown("largest-contentful-paint"),
        tbt: shown("total-blocking-time"),
        cls: shown("cumulative-layout-shift"),
        runs: runs.map(performanceOf),
      });
      const failing = Object.values(lhr.audits).filter(
        (a) =>
          a.score !== null &&
          a.score < 1 &&
          a.scoreDisplayMode !== "informative" &&
          a.scoreDisplayMode !== "manual" &&
          a.scoreDisplayMode !== "notApplicable",
      );
      if (process.env.LH_VERBOSE)
        for (const a of failing) console.log(`  ${formFactor} ${page}: ${a.id} (${a.score}) ${a.displayValue ?? ""}`);
    }
  }
  // The vehicle page on slow 3G: when it is usable (hydrated), scripts/slow-3g.ts.
  slow3g = await measureSlow3g(base);
} finally {
  await chrome.kill();
  await front?.stop();
  server.child.kill("SIGTERM");
  await fipe.close();
}

const header = ["page", "device", "perf", "a11y", "best pr.", "seo", "LCP", "TBT", "CLS", "perf of each run"];
const table = rows.map((r) => [r.page, r.formFactor, ...r.scores.map(String), r.lcp, r.tbt, r.cls, r.runs.join(", ")]);
const widths = header.map((h, i) => Math.max(h.length, ...table.map((r) => r[i]!.length)));
const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join(" | ");
console.log(
  `\nLighthouse ${"12.8"} — Chromium ${chromiumPath() ?? "(Playwright's)"}, production build on loopback ${front ? "behind nginx (TLS, HTTP/2)" : "(the Node server alone, HTTP/1.1)"}; ` +
    `${RUNS} runs per page and device after one warm-up run, the median run shown` +
    (CPU_SLOWDOWN
      ? `; mobile CPU slowdown ${CPU_SLOWDOWN}${CALIBRATE ? ` (calibrated: 4 × index / ${REFERENCE_INDEX})` : ""} (Lighthouse's default: 4)`
      : "") +
    `\nThis machine's Lighthouse benchmark index (higher is faster; simulated times scale with it): ` +
    `median ${median(rows.map((r) => r.benchmarkIndex))}, ${Math.min(...rows.map((r) => r.benchmarkIndex))}–${Math.max(...rows.map((r) => r.benchmarkIndex))}` +
    `\nThe host's load average over one minute (${availableParallelism()} cores): ${loadAtStart.toFixed(2)} before the runs, ${loadavg()[0]!.toFixed(2)} after\n`,
);
console.log(line(header));
console.log(widths.map((w) => "-".repeat(w)).join("-|-"));
for (const r of table) console.log(line(r));
const mobile = rows.filter((r) => r.formFactor === "mobile");
const missed = mobile.filter((r) => r.scores[0]! < PERFORMANCE_GOAL || r.scores.slice(1).some((s) => s < 100));
// The budget is judged at Lighthouse's default slowdown; another slowdown is a diagnostic.
const verdict = CPU_SLOWDOWN
  ? `At mobile CPU slowdown ${CPU_SLOWDOWN} (a diagnostic, not the budget)`
  : "Mobile budget";
console.log(
  missed.length
    ? `\n${verdict}: missed on ${missed.map((r) => r.page).join(", ")} (goal: performance ≥ ${PERFORMANCE_GOAL}, others 100)`
    : `\n${verdict}: met on every page (performance ≥ ${PERFORMANCE_GOAL}, others 100).`,
);
console.log(`\n${slow3g.join("\n")}`);
