// A diagnostic: where the main thread's script time goes while a page loads and hydrates, by
// function. V8's sampling profiler (through Playwright's CDP session, so a debugger is attached:
// figures are relative, not a visitor's) runs from navigation until the page is hydrated
// (<html data-hydrated>) plus a second, with the CPU slowed 4× on a 390 px phone; the functions
// with the most self time are printed with their file, then the same summed by file. Names are
// minified unless the build is made with `npx react-router build --minify false` (then
// `npx tsx scripts/postbuild.ts && npm run build:server`, as `npm run build` does).
// "(program)" is the renderer's own work outside scripts (parsing, style, layout, paint);
// "query" is Playwright's injected script waiting for the mark, not the page's.
//   npx tsx scripts/cpu-profile.ts [/path,/other-path]   CPU_PROFILE_RUNS=3
import { chromium } from "playwright";
import { CHROMIUM_ARGS, chromiumPath } from "./chromium-path.ts";
import { startMeasuredSite } from "./lib/measured-site.ts";
import { phoneLoad } from "./lib/phone-load.ts";
import { SLOW_3G_PAGES } from "./slow-3g.ts";

const PAGES = process.argv[2]?.split(",") ?? [SLOW_3G_PAGES[0]!];
const RUNS = Number(process.env.CPU_PROFILE_RUNS ?? 3);
const CPU_SLOWDOWN = 4;
const TOP = 25;

type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
};
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

/** Self time in ms per "function (file:line)" and per file, from one profile. */
function selfTimes(profile: Profile): { byFunction: Map<string, number>; byFile: Map<string, number> } {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const byFunction = new Map<string, number>();
  const byFile = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    const { functionName, url, lineNumber } = nodes.get(id)!.callFrame;
    const file = url ? url.split("/").pop()! : `(${functionName || "native"})`;
    const key = `${functionName || "(anonymous)"} ${file}:${lineNumber + 1}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + ms);
    byFile.set(file, (byFile.get(file) ?? 0) + ms);
  });
  return { byFunction, byFile };
}

function add(into: Map<string, number>, from: Map<string, number>) {
  for (const [key, ms] of from) into.set(key, (into.get(key) ?? 0) + ms);
}

function print(title: string, totals: Map<string, number>, runs: number, top: number) {
  console.log(`  ${title}`);
  const rows = [...totals].sort((a, b) => b[1] - a[1]).slice(0, top);
  for (const [key, ms] of rows) console.log(`    ${(ms / runs).toFixed(1).padStart(7)} ms  ${key}`);
}

const site = await startMeasuredSite(PAGES);
try {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  for (const path of PAGES) {
    const byFunction = new Map<string, number>();
    const byFile = new Map<string, number>();
    for (let i = 0; i < RUNS; i++) {
      const { context, cdp } = await phoneLoad(browser, `${site.url}${path}`, CPU_SLOWDOWN, async ({ cdp }) => {
        await cdp.send("Profiler.enable");
        await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
        await cdp.send("Profiler.start");
      });
      const { profile } = (await cdp.send("Profiler.stop")) as unknown as { profile: Profile };
      const times = selfTimes(profile);
      add(byFunction, times.byFunction);
      add(byFile, times.byFile);
      await context.close();
    }
    console.log(`${path} (CPU ×${CPU_SLOWDOWN}, self time per run, mean of ${RUNS})`);
    print("by file", byFile, RUNS, 12);
    print("by function", byFunction, RUNS, TOP);
  }
  await browser.close();
} finally {
  await site.stop();
}
