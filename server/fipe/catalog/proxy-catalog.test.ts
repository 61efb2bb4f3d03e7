// The proxy with the catalog: once FIPE's months are known, what an upstream answers is written
// in, and a list or price the catalog holds answers with no upstream call even when every
// upstream is down and the cache is empty. PGlite, and PostgreSQL when configured.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { engines } from "../../../tests/helpers/databases.ts";
import { makeFakeBuild } from "../../../tests/helpers/fake-build.ts";
import { startFipeStandIns, type FipeStandIns } from "../../../tests/fixtures/fipe/server.ts";
import { buildApp } from "../../app.ts";
import { loadConfig } from "../../config.ts";
import type { Database } from "../../db/client.ts";

const BUILD_DIR = makeFakeBuild();
const MODELS = "/api/fipe/carros/marcas/21/modelos";
const YEARS = "/api/fipe/carros/marcas/21/modelos/21020/anos";
const PRICE = `${YEARS}/2023-1`;

for (const engine of engines()) {
  describe.skipIf(engine.skipReason)(
    `FIPE proxy with the catalog on ${engine.name}${engine.skipReason ? ` (${engine.skipReason})` : ""}`,
    () => {
      let stands: FipeStandIns;
      let database: Database;
      let app: Awaited<ReturnType<typeof buildApp>>;
      const apps: Array<Awaited<ReturnType<typeof buildApp>>> = [];
      // A timeout a loaded host cannot reach: the history asks 12 months at once, and a month
      // timed out is not written in (the fresh process below would miss it).
      const newApp = async () => {
        const made = await buildApp(
          loadConfig({ BUILD_DIR, LOG_LEVEL: "silent", FIPE_UPSTREAMS: stands.upstreams, FIPE_TIMEOUT_MS: "3000" }),
          { database: { ...database, close: async () => {} } },
        );
        apps.push(made);
        return made;
      };
      const all = () => [stands.v1, stands.v2, stands.site];
      /** Upstream calls for vehicles and lists (the month list itself is asked upstream first). */
      const hits = () =>
        all().reduce(
          (n, s) => n + Object.entries(s.hitMap()).reduce((m, [k, c]) => m + (k === "referencias" ? 0 : c), 0),
          0,
        );

      beforeAll(async () => {
        stands = await startFipeStandIns();
        database = await engine.open();
        app = await newApp();
      });
      afterAll(async () => {
        for (const made of apps) await made.close();
        await database.close();
        await engine.dispose();
        await stands.close();
      });

      it("writes upstream answers in once the months are known, then answers them with every upstream down", async () => {
        // No reference month known yet: nothing can be dated, nothing is written.
        expect((await app.inject({ url: MODELS })).headers["x-cache"]).toBe("MISS");
        // The history reads FIPE's month list: the catalog now knows the newest month.
        expect((await app.inject({ url: `${PRICE}/historico` })).statusCode).toBe(200);
        // Its months are asked for in the background, then written in.
        await app.fipe.historyFiller.idle();
        // The year list came from an upstream: asked now, or already by the history (a price is
        // asked upstream only once its code is found in its cached parent list).
        const years = await app.inject({ url: YEARS });
        expect(["MISS", "HIT"]).toContain(years.headers["x-cache"]);
        // The newest month's price may have come with the history (cached, held) or be asked now.
        const price = await app.inject({ url: PRICE });
        expect(["MISS", "HIT", "CATALOG"]).toContain(price.headers["x-cache"]);
        expect(price.json()).toMatchObject({ Marca: "Fiat", AnoModelo: 2023, Valor: /^R\$ / });

        // Every upstream down, the cache emptied, a fresh process (no memory cache).
        for (const s of all()) s.reset();
        for (const s of all()) s.setMode("down");
        await database.db.execute(sql`delete from fipe_cache`);
        const fresh = await newApp();
        const heldYears = await fresh.inject({ url: YEARS });
        expect(heldYears.statusCode).toBe(200);
        expect(heldYears.headers["x-cache"]).toBe("CATALOG");
        expect(heldYears.json()).toEqual(years.json());
        const heldPrice = await fresh.inject({ url: PRICE });
        expect(heldPrice.headers["x-cache"]).toBe("CATALOG");
        expect(heldPrice.json()).toEqual(price.json());
        // Its past months too (written in by the history).
        const history = await fresh.inject({ url: `${PRICE}/historico` });
        expect(history.statusCode).toBe(200);
        expect(history.json().months).toHaveLength(12);
        expect(hits()).toBe(0);
        // Asked before any month was known: not in the catalog, so it fails as before.
        expect([502, 504]).toContain((await fresh.inject({ url: MODELS })).statusCode);
        for (const s of all()) s.setMode("ok");
      });
    },
  );
}
