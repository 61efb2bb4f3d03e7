// Floods of distinct `/financiamento?valor=N` or `<vehicle>?x=N`: the page cache keys only on
// the query parameters a page reads, stays within its bound in bytes (a vehicle page is
// ≈162 KB with its two compressed copies), and renders are limited per client, so the static
// `/` stays fast and the memory bounded (without them, 8 clients took `/` from 1.3 ms to
// ≈300 ms and the process from 179 to 451 MB). Here a stand-in for React Router renders ≈100 KB pages at a few ms of CPU each.
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeFakeBuild } from "#tests/helpers/fake-build.ts";
import { buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import { openDatabase } from "../db/client.ts";
import type { RenderRequest } from "./server-build.ts";

const CACHE_MB = 8;
const RENDER_LIMIT = 60;
let renders = 0;
let running = 0;
let mostAtOnce = 0;

/** A page of ≈100 KB (half of it incompressible, as a real page's data and scripts partly are),
 * cacheable for 10 minutes, costing ≈3 ms of CPU like a small React render. */
const render: RenderRequest = async (request) => {
  renders++;
  running++;
  mostAtOnce = Math.max(mostAtOnce, running);
  // Its loaders' wait, then its CPU.
  if (new URL(request.url).searchParams.has("parcelas")) await new Promise((resolve) => setTimeout(resolve, 20));
  const until = performance.now() + 3;
  while (performance.now() < until);
  running--;
  const filler = randomBytes(25_000).toString("hex");
  const html = `<!DOCTYPE html><html><head><title>${new URL(request.url).search}</title></head><body><p>${filler}</p>${"<div>Tabela FIPE</div>".repeat(2000)}</body></html>`;
  return new Response(html, { headers: { "content-type": "text/html", "cache-control": "public, max-age=600" } });
};

describe("a flood of distinct query strings", () => {
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    app = await buildApp(
      loadConfig({
        BUILD_DIR: makeFakeBuild(),
        LOG_LEVEL: "silent",
        PAGE_CACHE_MB: String(CACHE_MB),
        RENDER_CLIENT_LIMIT: String(RENDER_LIMIT),
      }),
      { database: await openDatabase({ dataDir: "memory://" }), render, mail: { autoStart: false } },
    );
  });
  afterAll(() => app.close());

  it("parameters a page does not read neither render it again nor reach it", async () => {
    const before = renders;
    const vehicle = "/fipe/carros/21/21002/2020-1";
    for (let i = 0; i < 200; i++) {
      const res = await app.inject({ url: `${vehicle}?x=${i}&utm_source=a${i}`, remoteAddress: "198.51.100.1" });
      expect(res.statusCode).toBe(200);
    }
    expect(renders - before).toBe(1);
    const page = await app.inject({ url: `${vehicle}?x=1&referencia=2026-01`, remoteAddress: "198.51.100.1" });
    expect(page.body).toContain("<title>?referencia=2026-01</title>");
    // A calculator asked for with unread parameters only is the page without a query (here
    // rendered: this build has no prerendered file of it).
    const bare = await app.inject({ url: "/financiamento?fbclid=abc&valor_x=1", remoteAddress: "198.51.100.1" });
    expect(bare.body).toContain("<title></title>");
  });

  it("1,000 distinct query strings from 10 clients: renders limited per client, the cache within its bytes, / never rendered", async () => {
    const rssBefore = process.memoryUsage().rss;
    const rendersBefore = renders;
    const statuses: Record<number, number> = {};
    let slowestHome = 0;
    for (let i = 0; i < 1000; i++) {
      const res = await app.inject({ url: `/financiamento?valor=${40_000 + i}`, remoteAddress: `203.0.113.${i % 10}` });
      statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
      if (res.statusCode === 429) expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
      if (i % 50 === 0) {
        const started = performance.now();
        expect((await app.inject({ url: "/", remoteAddress: "192.0.2.1" })).statusCode).toBe(200);
        slowestHome = Math.max(slowestHome, performance.now() - started);
      }
    }
    const stats = app.pageCache!.stats();
    const rssAfter = process.memoryUsage().rss;
    console.log(
      `query flood: ${JSON.stringify(statuses)}, renders ${renders - rendersBefore}, cache ${stats.entries} pages ${(stats.bytes / 1048576).toFixed(1)} MB of ${CACHE_MB} MB, slowest / ${slowestHome.toFixed(1)} ms, RSS ${(rssBefore / 1048576).toFixed(0)} -> ${(rssAfter / 1048576).toFixed(0)} MB`,
    );
    // 10 clients × RENDER_LIMIT renders in the minute; the rest 429 with Retry-After. The 20
    // requests for `/` rendered nothing (the prerendered file, from memory), and none was
    // refused: its time under a flood is measured by `scripts/flood-memory.ts calc`, not here.
    expect(renders - rendersBefore).toBe(10 * RENDER_LIMIT);
    expect(statuses[429]).toBe(1000 - 10 * RENDER_LIMIT);
    expect(stats.bytes).toBeLessThanOrEqual(CACHE_MB * 1024 * 1024);
    expect(stats.entries).toBeGreaterThan(10);
  });

  it("renders two pages at a time; beyond 64 waiting, 503 with Retry-After", async () => {
    mostAtOnce = 0;
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        app.inject({ url: `/financiamento?parcelas=${i + 1}`, remoteAddress: `192.0.2.${100 + (i % 100)}` }),
      ),
    );
    const by = (status: number) => answers.filter((a) => a.statusCode === status);
    expect(mostAtOnce).toBe(2);
    expect(by(200).length).toBe(66);
    expect(by(503).length).toBe(34);
    expect(by(503).every((a) => Number(a.headers["retry-after"]) > 0)).toBe(true);
  });
});
