// `tsx scripts/flood-memory.ts [RENDER_CLIENT_LIMIT] [calc]`: the compiled server's RSS before and after
// 1,000 distinct query strings from 8 loopback clients, with `/` polled (docs/performance.md).
// Needs `npm run build`. Not a test: the figures depend on the host.
import { mkdtempSync, readFileSync } from "node:fs";
import { Agent, get } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startFipeStandIns } from "../tests/fixtures/fipe/server.ts";
import { startServer } from "../tests/helpers/server-process.ts";

const limit = process.argv[2] ?? "1000000";
const fipe = await startFipeStandIns(0);
const server = await startServer(
  {
    DATA_DIR: mkdtempSync(join(tmpdir(), "cec-measure-")),
    DATABASE_URL: "",
    FIPE_UPSTREAMS: fipe.upstreams,
    FIPE_CLIENT_LIMIT: "1000000",
    FIPE_DAILY_LIMIT: "1000000",
    RENDER_CLIENT_LIMIT: limit,
    LOG_LEVEL: "warn",
  },
  { run: "compiled", timeoutMs: 120_000 },
);
const rss = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.child.pid}/status`, "utf8"))![1]) / 1024;
const agent = new Agent({ keepAlive: true, maxSockets: 16 });
const fetchTime = (path: string) =>
  new Promise<{ status: number; ms: number; bytes: number }>((resolve, reject) => {
    const started = performance.now();
    get(`${server.url}${path}`, { agent, headers: { "accept-encoding": "br, gzip" } }, (res) => {
      let bytes = 0;
      res.on("data", (d: Buffer) => (bytes += d.length));
      res.on("end", () => resolve({ status: res.statusCode!, ms: performance.now() - started, bytes }));
    }).on("error", reject);
  });
const vehicle = "/fipe/carros/59/5940/2014-3";
const first = await fetchTime(vehicle);
console.log("vehicle page first", first.status, first.ms.toFixed(0), "ms");
const canonical = await new Promise<string>((resolve) =>
  get(`${server.url}${vehicle}`, (res) => {
    res.resume();
    resolve(res.headers.location ?? vehicle);
  }),
);
for (let i = 0; i < 20; i++) await fetchTime("/");
await new Promise((r) => setTimeout(r, 2000));
const before = rss();
const homes: number[] = [];
let flooding = true;
const poll = (async () => {
  while (flooding) {
    homes.push((await fetchTime("/")).ms);
    await new Promise((r) => setTimeout(r, 20));
  }
})();
const paths: string[] = [];
const only = process.argv[3];
for (let i = 0; i < (only === "calc" ? 1000 : 500); i++) paths.push(`/financiamento?valor=${40000 + i}&x=${i}`);
if (only !== "calc") for (let i = 0; i < 500; i++) paths.push(`${canonical}?km=${1000 + i}&x=${i}`);
const statuses: Record<number, number> = {};
let next = 0;
const started = performance.now();
await Promise.all(
  Array.from({ length: 8 }, async () => {
    while (next < paths.length) {
      const r = await fetchTime(paths[next++]!);
      statuses[r.status] = (statuses[r.status] ?? 0) + 1;
    }
  }),
);
const seconds = (performance.now() - started) / 1000;
flooding = false;
await poll;
await new Promise((r) => setTimeout(r, 2000));
const after = rss();
homes.sort((a, b) => a - b);
console.log(
  JSON.stringify({
    RENDER_CLIENT_LIMIT: limit,
    statuses,
    seconds: seconds.toFixed(1),
    rssBeforeMB: before.toFixed(0),
    rssAfterMB: after.toFixed(0),
    homeMedianMs: homes[Math.floor(homes.length / 2)]!.toFixed(1),
    homeP95Ms: homes[Math.floor(homes.length * 0.95)]!.toFixed(1),
    homeMaxMs: homes.at(-1)!.toFixed(1),
  }),
);
server.child.kill("SIGTERM");
await server.exited;
await fipe.close();
agent.destroy();
