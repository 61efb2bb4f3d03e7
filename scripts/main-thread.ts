// A diagnostic to read Lighthouse's TBT against: the long tasks of a page load in the
// production build, as the page's own PerformanceObserver reports them, on a 390 px phone with
// the CPU really slowed 4× (Chromium's throttling; Lighthouse's mobile run instead multiplies
// the tasks it observed unthrottled, with its debugger attached). Playwright's own connection is
// still there (ADR 016: code that creates Error objects costs more under it than in a visitor's
// browser), so this is an upper bound of what a phone pays, not the exact figure. Prints, per
// page and run, the long tasks from the first paint until the page is hydrated
// (<html data-hydrated>) plus a second, and their TBT (Σ of each task's time over 50 ms); the
// median run is the one to compare.
//   npx tsx scripts/main-thread.ts [/path,/other-path]   MAIN_THREAD_RUNS=5
import { chromium } from "playwright";
import { CHROMIUM_ARGS, chromiumPath } from "./chromium-path.ts";
import { startMeasuredSite } from "./lib/measured-site.ts";
import { phoneLoad } from "./lib/phone-load.ts";
import { SLOW_3G_PAGES } from "./slow-3g.ts";

const PAGES = process.argv[2]?.split(",") ?? [SLOW_3G_PAGES[0]!];
const RUNS = Number(process.env.MAIN_THREAD_RUNS ?? 5);
const CPU_SLOWDOWN = 4;

/** In the page before any script: every long task and the first contentful paint, kept. */
const OBSERVE = `(() => {
  const seen = (window.__mainThread = { tasks: [], fcp: null });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) seen.tasks.push([Math.round(e.startTime), Math.round(e.duration)]);
  }).observe({ type: "longtask", buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === "first-contentful-paint") seen.fcp = Math.round(e.startTime);
  }).observe({ type: "paint", buffered: true });
})();`;

type Seen = { tasks: [number, number][]; fcp: number | null };
type Run = { tbt: number; longest: number; count: number };

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const site = await startMeasuredSite(PAGES);
try {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  for (const path of PAGES) {
    const runs: Run[] = [];
    for (let i = 0; i < RUNS; i++) {
      // Tasks still running when the mark is set are reported when they end (phoneLoad waits a second).
      const { context, page } = await phoneLoad(browser, `${site.url}${path}`, CPU_SLOWDOWN, ({ page }) =>
        page.addInitScript({ content: OBSERVE }),
      );
      const seen = (await page.evaluate("window.__mainThread")) as Seen;
      const after = seen.tasks.filter(([start]) => start >= (seen.fcp ?? 0));
      runs.push({
        tbt: after.reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0),
        longest: Math.max(0, ...after.map(([, duration]) => duration)),
        count: after.length,
      });
      await context.close();
    }
    const line = (run: Run) => `TBT ${run.tbt} ms, ${run.count} long tasks, longest ${run.longest} ms`;
    console.log(`${path} (CPU ×${CPU_SLOWDOWN}, ${RUNS} runs)`);
    for (const run of runs) console.log(`  ${line(run)}`);
    console.log(`  median TBT ${median(runs.map((r) => r.tbt))} ms, longest ${median(runs.map((r) => r.longest))} ms`);
  }
  await browser.close();
} finally {
  await site.stop();
}
