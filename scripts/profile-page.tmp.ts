// Temporary: CPU profile of a page load with 4x CPU throttling (not committed).
import { chromium } from "@playwright/test";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startFipeMock } from "../tests/fixtures/fipe/server.ts";
import { startServer } from "../tests/helpers/server-process.ts";
import { CHROMIUM_ARGS, chromiumPath } from "./chromium-path.ts";

const fipe = await startFipeMock();
const server = await startServer({ NODE_ENV: "production", DATA_DIR: mkdtempSync(join(tmpdir(), "cec-pr-")), DATABASE_URL: "", FIPE_API_URL: fipe.url }, { run: "compiled" });
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
const pages = process.argv.slice(2);
for (const path of pages) {
  for (let run = 0; run < 3; run++) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await cdp.send("Profiler.enable");
    await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
    await page.addInitScript(() => {
      (window as any).__lt = [];
      new PerformanceObserver((l) => { for (const e of l.getEntries()) (window as any).__lt.push([Math.round(e.startTime), Math.round(e.duration)]); }).observe({ type: "longtask", buffered: true });
    });
    await cdp.send("Profiler.start");
    await page.goto(server.url + path);
    await page.waitForTimeout(5000);
    const { profile } = await cdp.send("Profiler.stop");
    const lt = await page.evaluate(() => (window as any).__lt);
    const tbt = lt.filter((t: number[]) => t[1] > 50).reduce((s: number, t: number[]) => s + t[1] - 50, 0);
    console.log(page.url().slice(-60), "run", run, "longtasks", JSON.stringify(lt), "sum>50:", tbt);
    if (run === 2) {
      writeFileSync(`/tmp/prof/${path.replace(/\W+/g, "_")}.cpuprofile`, JSON.stringify(profile));
      // self time by function
      const self = new Map<string, number>();
      const dt = profile.timeDeltas!;
      const byId = new Map(profile.nodes.map((n) => [n.id, n]));
      const counts = new Map<number, number>();
      profile.samples!.forEach((id, i) => counts.set(id, (counts.get(id) ?? 0) + (dt[i] ?? 0)));
      for (const [id, us] of counts) {
        const n = byId.get(id)!;
        const key = `${n.callFrame.functionName || "(anon)"} ${n.callFrame.url.split("/").pop()}:${n.callFrame.lineNumber}`;
        self.set(key, (self.get(key) ?? 0) + us);
      }
      const top = [...self].sort((a, b) => b[1] - a[1]).slice(0, 25);
      for (const [k, us] of top) console.log("   ", (us / 1000).toFixed(1), "ms", k);
    }
    await context.close();
  }
}
await browser.close();
server.child.kill("SIGTERM");
await fipe.close();
