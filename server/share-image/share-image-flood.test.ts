// Share images under a crawl: draws that ran back to back on the event loop, for clients that
// had left, with no bound and no per-client limit, froze the process (/healthz 12.7–17.9 s for
// 200 images asked for by clients that give up after 1 s; with 400, `/` and a new image took
// 75 s). Here: the real renderer (satori + resvg, in its worker thread),
// a real socket on loopback, 400 distinct vehicle images from clients that give up after 1 s,
// while /healthz is polled; then the same crawl again, which must draw nothing.
import { spawn } from "node:child_process";
import { Agent, get } from "node:http";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeFakeBuild } from "../../tests/helpers/fake-build.ts";
import { seedCatalog } from "../../tests/fixtures/fipe/catalog-seed.ts";
import { priceOf, yearsOf } from "../../tests/fixtures/fipe/data.ts";
import { buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import { openDatabase, type Database } from "../db/client.ts";
import { createCatalogStore } from "../fipe/catalog/store.ts";
import { workerRenderer } from "./worker-renderer.ts";
import type { DrawJob } from "./share-images.ts";

const BUILD_DIR = makeFakeBuild();

/**
 * Every path asked for by 20 clients at a time (a crawler) that each give up after
 * 1 s: each path's status or "gave up".
 */
function flood(base: string, paths: string[]): Promise<Array<number | string>> {
  const script = `
    const [base, paths] = JSON.parse(process.argv[1]);
    const ask = async (path) => {
      try {
        const res = await fetch(base + path, { signal: AbortSignal.timeout(1000) });
        await res.arrayBuffer();
        return res.status;
      } catch {
        return "gave up";
      }
    };
    const out = new Array(paths.length);
    let next = 0;
    const client = async () => {
      while (next < paths.length) {
        const i = next++;
        out[i] = await ask(paths[i]);
      }
    };
    Promise.all(Array.from({ length: 20 }, client)).then(() => process.stdout.write(JSON.stringify(out)));
  `;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["-e", script, JSON.stringify([base, paths])], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    let out = "";
    child.stdout.on("data", (d) => (out += d));
    child.on("error", reject);
    child.on("exit", () => resolve(JSON.parse(out) as Array<number | string>));
  });
}

/** The bound on /healthz during the flood, beyond twice the worst the same poll sees on the
 * quiet server just before (the machine's own pauses: 60–200 ms on a loaded 2-core machine). The
 * draws run in a worker thread, so the design gives a few ms; before, draws ran back to back
 * on the event loop and /healthz waited seconds. */
const HEALTHZ_BOUND_MS = Number(process.env.FLOOD_HEALTHZ_BOUND_MS ?? 100);

/** /healthz's latency, polled one request at a time (a keep-alive socket) until `until` settles. */
async function pollHealthz(base: string, until: Promise<unknown>): Promise<number[]> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  let done = false;
  void until.then(() => (done = true));
  const latencies: number[] = [];
  while (!done) {
    const started = performance.now();
    await new Promise<void>((resolve, reject) => {
      get(`${base}/healthz`, { agent }, (res) => {
        res.resume();
        res.on("end", () => resolve());
      }).on("error", reject);
    });
    latencies.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  agent.destroy();
  return latencies;
}

describe("a flood of share image requests", () => {
  let database: Database;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let base: string;
  let draws = 0;
  const renderer = workerRenderer("https://www.carroemconta.com.br");
  const paths: string[] = [];

  beforeAll(async () => {
    database = await openDatabase({ dataDir: "memory://" });
    // 45 Fiat models with their model years: 400+ vehicles the catalog prices.
    await seedCatalog(createCatalogStore(database.db), "carros", ["21"], { models: (m) => m < 21045 });
    for (let m = 21000; m < 21045 && paths.length < 400; m++) {
      for (const y of yearsOf(m)) {
        if (paths.length < 400 && priceOf("carros", "21", m, String(y.codigo)))
          paths.push(`/fipe/imagem/carros/21/${m}/${y.codigo}.png`);
      }
    }
    app = await buildApp(
      loadConfig({
        BUILD_DIR,
        LOG_LEVEL: "silent",
        // No upstream answers: everything comes from the catalog.
        FIPE_UPSTREAMS: "v1:http://127.0.0.1:9",
        FIPE_SYNC: "off",
      }),
      {
        database,
        render: null,
        mail: { autoStart: false },
        shareImages: {
          dir: mkdtempSync(join(tmpdir(), "cec-share-images-")),
          render: (job: DrawJob) => {
            draws++;
            return renderer(job);
          },
        },
      },
    );
    base = await app.listen({ port: 0, host: "127.0.0.1" });
  }, 180_000);
  afterAll(async () => {
    await app?.close();
    await renderer.close();
  });

  it("leaves /healthz answering within its bound, and a second crawl draws nothing", async () => {
    expect(paths).toHaveLength(400);
    // Warm the drawing thread (its first card loads satori, resvg and the fonts).
    const warm = await fetch(`${base}${paths[0]}`);
    expect(warm.status).toBe(200);
    expect(warm.headers.get("content-type")).toBe("image/png");

    // The machine's own noise first (a loaded CI machine pauses any process now and then):
    // /healthz polled for 2 s with nothing else going on.
    const quiet = await pollHealthz(base, new Promise((resolve) => setTimeout(resolve, 2000)));
    const loop = monitorEventLoopDelay({ resolution: 5 });
    loop.enable();
    // The crawler in a process of its own, so its sockets and parsing cost this process nothing.
    const crawl = flood(base, paths);
    const latencies = await pollHealthz(
      base,
      // A little longer: draws for clients that left must not run on after them.
      crawl.then(() => new Promise((resolve) => setTimeout(resolve, 1500))),
    );
    const statuses = await crawl;
    loop.disable();
    const worst = Math.max(...latencies);
    const noise = Math.max(...quiet);
    console.log(
      `flood: /healthz polled ${latencies.length}×, worst ${worst.toFixed(1)} ms (quiet before: worst ${noise.toFixed(1)} ms; event loop delay max ${(loop.max / 1e6).toFixed(1)} ms); answers ${JSON.stringify(
        statuses.reduce<Record<string, number>>((n, s) => ({ ...n, [s]: (n[s] ?? 0) + 1 }), {}),
      )}; draws ${draws}`,
    );
    expect(latencies.length).toBeGreaterThan(10);
    expect(worst).toBeLessThan(HEALTHZ_BOUND_MS + 2 * noise);
    // Every answer is an image or a refusal with Retry-After (never a 5xx other than 503).
    for (const s of statuses) expect([200, 429, 503, "gave up"]).toContain(s);
    // Far fewer draws than requests: refused at once, or dropped when their client left.
    expect(draws).toBeLessThan(100);

    // The second crawl of every image drawn: read from disk, no draw.
    const drawnBefore = draws;
    const served = paths.filter((_, i) => statuses[i] === 200);
    for (const path of served) expect((await fetch(`${base}${path}`)).status).toBe(200);
    expect(draws).toBe(drawnBefore);
  }, 120_000);
});
