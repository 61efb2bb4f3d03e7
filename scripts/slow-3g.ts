// A vehicle's page on a phone on slow 3G: 50 KB/s down and up, 2 s round trip, CPU 4× slower,
// set through the Chrome DevTools Protocol (Network.emulateNetworkConditions,
// Emulation.setCPUThrottlingRate) in Chromium at 390 × 844. Reports, per run, when the page was
// usable: React hydrated (<html data-hydrated>: the header, the links and the page's first
// scripts run) and when the page had loaded too (the load event after hydration: the parts split
// with React's lazy, the depreciation, the chart and the footer, are requested during
// hydration); first visit (nothing cached) and a second vehicle page after it (the hashed
// scripts cached, as a visitor opening another vehicle has them). Goal: hydrated in ≤ 6 s. Run
// by `npm run lighthouse` after its scores, through the same HTTP/2 front, or alone: `npx tsx
// scripts/slow-3g.ts` (starts its own server, FIPE stand-in and HTTP/2 front).
import { chromium } from "playwright";
import { pathToFileURL } from "node:url";
import { CHROMIUM_ARGS, chromiumPath } from "./chromium-path.ts";

export const SLOW_3G = { downloadKBps: 50, uploadKBps: 50, rttMs: 2000, cpuSlowdown: 4 } as const;
export const HYDRATED_GOAL_MS = 6000;

/** The vehicle pages measured: the first visit, then another vehicle (its scripts cached). */
export const SLOW_3G_PAGES = [
  "/fipe/carros/59-vw-volkswagen/5940-amarok-high-cd-2-0-16v-tdi-4x4-dies-aut/2014-3-2014-diesel",
  "/fipe/carros/21/21002/2020-1",
];

type Times = { hydratedMs: number; partsMs: number; fcpMs: number };

/**
 * In the page, from the navigation's start: hydration, then the page loaded after it. A string,
 * not a function: tsx's transform would add helpers the page does not have.
 */
const RECORDER = `(() => {
  const times = (window.__times = {});
  const check = () => {
    if (!times.hydrated && document.documentElement.getAttribute("data-hydrated") === "true")
      times.hydrated = performance.now();
    if (times.hydrated && !times.parts && document.readyState === "complete") times.parts = performance.now();
  };
  new MutationObserver(check).observe(document, { attributes: true, subtree: true, childList: true });
  window.addEventListener("load", () => setTimeout(check, 0));
})();`;

export async function measureSlow3g(base: string, runs = 3): Promise<string[]> {
  const secure = base.startsWith("https:");
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    // The HTTP/2 front's certificate is made for the run (tests/helpers/http2-front.ts).
    args: [...CHROMIUM_ARGS, ...(secure ? ["--ignore-certificate-errors"] : [])],
  });
  const results: Array<{ first: Times; second: Times }> = [];
  try {
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 3,
        isMobile: true,
        hasTouch: true,
        locale: "pt-BR",
        serviceWorkers: "block",
        // The recorder and the read-outs are scripts of ours, not the page's (its CSP allows no eval).
        bypassCSP: true,
      });
      const page = await context.newPage();
      await page.addInitScript({ content: RECORDER });
      const cdp = await context.newCDPSession(page);
      await cdp.send("Network.enable");
      await cdp.send("Network.emulateNetworkConditions", {
        offline: false,
        latency: SLOW_3G.rttMs,
        downloadThroughput: SLOW_3G.downloadKBps * 1024,
        uploadThroughput: SLOW_3G.uploadKBps * 1024,
      });
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: SLOW_3G.cpuSlowdown });
      const visit = async (path: string): Promise<Times> => {
        await page.goto(`${base}${path}`, { waitUntil: "commit", timeout: 120_000 });
        await page.waitForFunction("window.__times && window.__times.parts", undefined, {
          timeout: 120_000,
          polling: 100,
        });
        return (await page.evaluate(`({
          hydratedMs: window.__times.hydrated,
          partsMs: window.__times.parts,
          fcpMs: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? NaN,
        })`)) as Times;
      };
      const first = await visit(SLOW_3G_PAGES[0]!);
      const second = await visit(SLOW_3G_PAGES[1]!);
      results.push({ first, second });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]!;
  const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  const line = (name: string, pick: (r: (typeof results)[number]) => Times) => {
    const times = results.map(pick);
    const hydrated = median(times.map((t) => t.hydratedMs));
    return (
      `${name}: first paint ${s(median(times.map((t) => t.fcpMs)))}, hydrated ${s(hydrated)} ` +
      `(runs: ${times.map((t) => s(t.hydratedMs)).join(", ")}), loaded ${s(median(times.map((t) => t.partsMs)))} ` +
      `— goal hydrated ≤ ${s(HYDRATED_GOAL_MS)}: ${hydrated <= HYDRATED_GOAL_MS ? "met" : "NOT met"}`
    );
  };
  return [
    `Vehicle page on slow 3G (${SLOW_3G.downloadKBps} KB/s, ${SLOW_3G.rttMs / 1000} s RTT, CPU ×${SLOW_3G.cpuSlowdown}, 390 × 844, CDP), median of ${runs}:`,
    line("  first visit (nothing cached)", (r) => r.first),
    line("  another vehicle after it (scripts cached)", (r) => r.second),
  ];
}

// Alone: its own server (the production build, PGlite) and FIPE stand-in.
if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const { startMeasuredSite } = await import("./lib/measured-site.ts");
  const { startHttp2Front } = await import("../tests/helpers/http2-front.ts");
  // The server's first answers (cold caches) are not what a visitor on a running site gets.
  const site = await startMeasuredSite(SLOW_3G_PAGES, 1);
  // As deployed, behind nginx with HTTP/2 (SLOW3G_DIRECT=1: the Node server alone, HTTP/1.1).
  const front = process.env.SLOW3G_DIRECT === "1" ? null : await startHttp2Front(site.url);
  try {
    console.log((await measureSlow3g(front?.httpsUrl ?? site.url, Number(process.env.SLOW3G_RUNS ?? 3))).join("\n"));
  } finally {
    await front?.stop();
    await site.stop();
  }
}
