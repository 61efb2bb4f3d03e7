// What an anonymous visitor can do to the FIPE budget and circuits, and what stops it:
// - made-up but well-formed codes cost no upstream call (refused from the cached parent list);
// - one client's uncached lookups are limited;
// - a call that gives up waiting for the site's pacing is not the site's failure (and opens
//   no circuit).
// Against the local stand-ins of v1, v2 and the FIPE site, on PGlite and PostgreSQL.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { engines } from "../../../tests/helpers/databases.ts";
import { makeFakeBuild } from "../../../tests/helpers/fake-build.ts";
import { startFipeStandIns, type FipeStandIns } from "../../../tests/fixtures/fipe/server.ts";
import { buildApp } from "../../app.ts";
import { loadConfig } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import { createBudget } from "../budget.ts";
import { createFailover } from "../failover.ts";
import { createFipeCache } from "../cache.ts";
import { createFipeProxy, NOT_FOUND_TTL_MS } from "../proxy.ts";
import { createSingleFlight } from "../single-flight.ts";
import { UpstreamError, type FipeUpstream } from "../upstreams/types.ts";

const BUILD_DIR = makeFakeBuild();

for (const engine of engines()) {
  describe.skipIf(engine.skipReason)(
    `FIPE budget and circuits against junk lookups on ${engine.name}${engine.skipReason ? ` (${engine.skipReason})` : ""}`,
    () => {
      let stands: FipeStandIns;
      let database: Database;
      const apps: Array<Awaited<ReturnType<typeof buildApp>>> = [];

      async function newApp(env: Record<string, string> = {}) {
        const app = await buildApp(
          loadConfig({
            BUILD_DIR,
            LOG_LEVEL: "silent",
            FIPE_UPSTREAMS: stands.upstreams,
            FIPE_TIMEOUT_MS: "400",
            ...env,
          }),
          { database: { ...database, close: async () => {} } },
        );
        apps.push(app);
        return app;
      }
      const upstreamHits = () => stands.v1.hits() + stands.v2.hits() + stands.site.hits();

      beforeAll(async () => {
        stands = await startFipeStandIns();
        database = await engine.open();
      });
      beforeEach(async () => {
        for (const s of [stands.v1, stands.v2, stands.site]) s.reset();
        await database.db.execute(sql`delete from fipe_cache`);
        await database.db.execute(sql`delete from fipe_upstream_calls`);
        await database.db.execute(sql`delete from rate_limit_windows`);
      });
      afterAll(async () => {
        for (const app of apps) await app.close();
        await stands.close();
        await engine.dispose();
      });

      it("made-up codes are 404 from the cached parent list, with no upstream call and no budget spent", async () => {
        const app = await newApp({ FIPE_DAILY_LIMIT: "3" });
        // The brand list: one call (then cached for a day).
        expect((await app.inject({ url: "/api/fipe/carros/marcas" })).statusCode).toBe(200);
        expect(upstreamHits()).toBe(1);
        for (const path of [
          "carros/marcas/1234567/modelos",
          "carros/marcas/7654321/modelos",
          "carros/marcas/1234567/modelos/1/anos",
          "carros/marcas/1234567/modelos/1/anos/2014-1",
          "carros/marcas/9999999/modelos",
          "carros/marcas/8888888/modelos",
        ]) {
          const res = await app.inject({ url: `/api/fipe/${path}` });
          expect(res.statusCode, path).toBe(404);
        }
        expect(upstreamHits()).toBe(1);
        // A real vehicle still has its budget: models, years, price.
        const real = await app.inject({ url: "/api/fipe/carros/marcas/59/modelos/5940/anos/2014-3" });
        expect(real.statusCode).toBe(200);
        // Unknown model and year codes under a real brand: the cached lists answer, no call.
        const before = upstreamHits();
        expect((await app.inject({ url: "/api/fipe/carros/marcas/59/modelos/1234567/anos" })).statusCode).toBe(404);
        expect((await app.inject({ url: "/api/fipe/carros/marcas/59/modelos/5940/anos/1901-1" })).statusCode).toBe(404);
        expect(upstreamHits()).toBe(before);
      });

      it("junk codes cannot make the history endpoint call upstream 12 times", async () => {
        const app = await newApp();
        await app.inject({ url: "/api/fipe/carros/marcas" });
        const before = upstreamHits();
        const res = await app.inject({ url: "/api/fipe/carros/marcas/7777777/modelos/1/anos/2014-1/historico" });
        expect(res.statusCode).toBe(404);
        expect(upstreamHits()).toBe(before);
      });

      it("uncached lookups are limited per client (429 + Retry-After), shared by processes on one database; cache hits are not counted", async () => {
        const first = await newApp({ FIPE_CLIENT_LIMIT: "3" });
        const second = await newApp({ FIPE_CLIENT_LIMIT: "3" });
        const from = (ip: string, url: string, app = first) => app.inject({ url, remoteAddress: ip });
        expect((await from("203.0.113.9", "/api/fipe/carros/marcas")).statusCode).toBe(200);
        expect((await from("203.0.113.9", "/api/fipe/motos/marcas")).statusCode).toBe(200);
        // Cached: free.
        for (let i = 0; i < 5; i++) expect((await from("203.0.113.9", "/api/fipe/carros/marcas")).statusCode).toBe(200);
        expect((await from("203.0.113.9", "/api/fipe/caminhoes/marcas")).statusCode).toBe(200);
        const limited = await from(
          "203.0.113.9",
          "/api/fipe/carros/marcas/59/modelos",
          engine.name === "postgres" ? second : first,
        );
        expect(limited.statusCode).toBe(429);
        expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
        expect(limited.json()).toMatchObject({ message: expect.stringMatching(/Aguarde/) });
        // Another client is not affected.
        expect((await from("198.51.100.7", "/api/fipe/carros/marcas/59/modelos")).statusCode).toBe(200);
      });

      it("an upstream's 404 is cached for an hour", async () => {
        let priceCalls = 0;
        const upstream = {
          id: "fake",
          kind: "v1",
          url: "http://fake",
          brands: async () => [{ codigo: "1", nome: "Marca" }],
          models: async () => ({ modelos: [{ codigo: "2", nome: "Modelo" }], anos: [] }),
          years: async () => [{ codigo: "2014-1", nome: "2014 Gasolina" }],
          price: async () => {
            priceCalls++;
            throw new UpstreamError("not-found", "not found upstream");
          },
          references: async () => [],
        } as unknown as FipeUpstream;
        const proxy = createFipeProxy({
          failover: {
            run: async (call, parse) => parse(await call(upstream, { signal: new AbortController().signal })),
            runInBackground: async (call, parse) =>
              parse(await call(upstream, { signal: new AbortController().signal })),
            status: async () => [],
          },
          cache: createFipeCache(database.db),
          singleFlight: createSingleFlight(database, { waitMs: 1000 }),
        });
        const request = {
          kind: "price",
          type: "carros",
          brand: "1",
          model: "2",
          year: "2014-1",
          path: "carros/marcas/1/modelos/2/anos/2014-1",
        } as const;
        expect((await proxy.lookup(request)).status).toBe(404);
        expect((await proxy.lookup(request)).status).toBe(404);
        expect(priceCalls).toBe(1);
        const rows = await database.db.execute(
          sql`select extract(epoch from (expires_at - fetched_at)) * 1000 as ms from fipe_cache where key = ${request.path}`,
        );
        const ms = Number((rows as unknown as { rows: Array<{ ms: string }> }).rows[0]!.ms);
        expect(Math.abs(ms - NOT_FOUND_TTL_MS)).toBeLessThan(5000);
      });

      it("waiting for the site's pacing is never counted as the site's failure (its circuit stays closed)", async () => {
        const failover = createFailover({
          specs: [{ kind: "site", url: stands.site.url }],
          dailyLimit: 450,
          timeoutMs: 300,
          budget: createBudget(database.db),
          breaker: { failures: 3, cooldownMs: 60_000 },
          siteIntervalMs: 1000,
        });
        // Six lookups at once: the site is paced at one request a second, so all but the first
        // give up in our own queue (300 ms), never having reached the site.
        const results = await Promise.allSettled(
          Array.from({ length: 6 }, () =>
            failover.run(
              (u, ctx) => u.brands("carros", ctx),
              (raw) => raw,
            ),
          ),
        );
        expect(results.every((r) => r.status === "rejected")).toBe(true);
        const [site] = await failover.status();
        expect(site).toMatchObject({ circuitOpen: false, consecutiveFailures: 0, lastFailure: null });
      });
    },
  );
}
