// The sitemap index and the FIPE catalog's sitemap files: every brand, model and vehicle page
// the catalog holds a price for in its newest month, at the address the page itself calls
// canonical, with the reference month as lastmod, split at the file limit; a file past the
// last is a 404. PGlite, and PostgreSQL when configured.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { pricedVehiclePath } from "#app/lib/fipe/vehicle-meta.ts";
import { brandPath, parseVehiclePath } from "#app/lib/fipe/vehicle-path.ts";
import type { VehicleLookup } from "#app/lib/fipe/vehicle-page-data.ts";
import { engines } from "../../../tests/helpers/databases.ts";
import { makeFakeBuild } from "../../../tests/helpers/fake-build.ts";
import { vehicleAsJson } from "../../../tests/helpers/render-stand-in.ts";
import { NEWEST_MONTH, seedCatalog } from "../../../tests/fixtures/fipe/catalog-seed.ts";
import { buildApp } from "../../app.ts";
import { loadConfig } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import { buildFipeSitemaps, catalogVersion, createFipeSitemaps } from "./sitemaps.ts";
import { createCatalogStore } from "./store.ts";

const BUILD_DIR = makeFakeBuild();
const SITE = "https://www.carroemconta.com.br";
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
const unescape = (s: string) => s.replace(/&amp;/g, "&");

for (const engine of engines()) {
  describe.skipIf(engine.skipReason)(
    `FIPE sitemaps on ${engine.name}${engine.skipReason ? ` (${engine.skipReason})` : ""}`,
    () => {
      let database: Database;
      let app: Awaited<ReturnType<typeof buildApp>>;
      let priced = 0;

      beforeAll(async () => {
        database = await engine.open();
        const store = createCatalogStore(database.db);
        // Fiat's Argo family and VW's Gol family, priced in the newest month.
        priced += await seedCatalog(store, "carros", ["21"], { models: (m) => m >= 21020 && m < 21024 });
        priced += await seedCatalog(store, "carros", ["59"], { models: (m) => m >= 59000 && m < 59003 });
        // A model-year not listed in the newest month has no page: left out.
        await database.db.execute(
          sql`update fipe_prices set value_cents = null, valor = null where brand_code = '59' and model_code = '59000'
                and year_code = (select min(year_code) from fipe_prices where model_code = '59000')`,
        );
        priced -= 1;
        app = await buildApp(
          loadConfig({ BUILD_DIR, LOG_LEVEL: "silent", SITE_URL: SITE, FIPE_UPSTREAMS: "v1:http://127.0.0.1:9" }),
          { database, render: vehicleAsJson, mail: { autoStart: false } },
        );
      });
      afterAll(async () => {
        await app?.close();
        await engine.dispose();
      });

      it("lists the site's sitemap, the fuel prices' and the FIPE files in the index, each FIPE address with the reference month", async () => {
        const index = await app.inject({ url: "/sitemap-index.xml" });
        expect(index.statusCode).toBe(200);
        expect(index.headers["content-type"]).toContain("application/xml");
        expect(locs(index.body)).toEqual([
          `${SITE}/sitemap.xml`,
          `${SITE}/sitemap-precos-combustiveis.xml`,
          `${SITE}/sitemap-fipe-1.xml`,
        ]);
        expect(index.body).toContain(`<lastmod>${NEWEST_MONTH}-01</lastmod>`);
        const file = await app.inject({ url: "/sitemap-fipe-1.xml" });
        expect(file.statusCode).toBe(200);
        const urls = locs(file.body).map(unescape);
        expect(file.body.match(/<lastmod>/g)?.length).toBe(urls.length);
        expect(file.body).not.toMatch(/<lastmod>(?!2026-11-01<)/);
        expect(urls[0]).toBe(`${SITE}/fipe/desvalorizacao`);
        // Each type whose brands are priced has its page of brands, listed once.
        expect(urls.filter((u) => /\/fipe\/(carros|motos|caminhoes)$/.test(u))).toEqual([`${SITE}/fipe/carros`]);
        expect(urls).toContain(SITE + brandPath("carros", "21", "Fiat"));
        expect(urls).toContain(SITE + brandPath("carros", "59", "VW - VolksWagen"));
        expect(urls.filter((u) => /^[^?]+\/fipe\/carros\/\d+-[^/]+$/.test(u))).toHaveLength(2);
        expect(urls.filter((u) => /\/fipe\/carros\/[^/]+\/[^/]+$/.test(u))).toHaveLength(4 + 3);
        expect(urls.filter((u) => parseVehiclePath(new URL(u).pathname))).toHaveLength(priced);
        expect(new Set(urls).size).toBe(urls.length);
        expect((await app.inject({ url: "/sitemap-fipe-2.xml" })).statusCode).toBe(404);
        expect((await app.inject({ url: "/sitemap-fipe-0.xml" })).statusCode).toBe(404);
      });

      it("writes each vehicle's address as its page's canonical one (no redirect), each found", async () => {
        const file = await app.inject({ url: "/sitemap-fipe-1.xml" });
        const vehicles = locs(file.body)
          .map((u) => new URL(unescape(u)).pathname)
          .filter((p) => parseVehiclePath(p));
        expect(vehicles.length).toBeGreaterThan(10);
        // A sample (each lookup asks the dead upstream for the history's missing months).
        for (const path of [...vehicles.slice(0, 8), vehicles.at(-1)!]) {
          const found = (await app.inject({ url: path })).json() as VehicleLookup;
          expect(found.status, path).toBe("found");
          if (found.status === "found") expect(pricedVehiclePath(found.data.codes, found.data.price)).toBe(path);
        }
        expect(locs(file.body).filter((u) => /\/fipe\/carros\/21-fiat\/21020-[a-z0-9-]+$/.test(u))).toHaveLength(1);
      });

      it("splits the addresses at the file limit", async () => {
        const all = await buildFipeSitemaps({ db: database.db }, SITE);
        const split = await buildFipeSitemaps({ db: database.db }, SITE, 7);
        const total = locs(all.files[0]!).length;
        expect(split.files).toHaveLength(Math.ceil(total / 7));
        expect(split.files.flatMap(locs)).toEqual(locs(all.files[0]!));
        expect(locs(split.index)).toHaveLength(1 + split.files.length);
        expect(locs(split.files.at(-1)!).length).toBeLessThanOrEqual(7);
      });
    },
  );
}

describe("the sitemaps kept per catalog version", () => {
  it("rebuilds when the catalog's newest month gains a price, not while it stays the same", async () => {
    const database = await engines()[0]!.open();
    try {
      const store = createCatalogStore(database.db);
      await seedCatalog(store, "carros", ["21"], { models: (m) => m >= 21020 && m < 21022 });
      const sitemaps = createFipeSitemaps({ db: database.db }, SITE, 3_600_000, [], 0);
      const first = await sitemaps();
      expect(await sitemaps()).toBe(first);
      const before = locs(first.files[0]!).length;
      // Another process imports a price of the newest month (a vehicle not listed before).
      await seedCatalog(store, "carros", ["21"], { models: (m) => m === 21022 });
      const after = await sitemaps();
      expect(after).not.toBe(first);
      expect(locs(after.files[0]!).length).toBeGreaterThan(before);
      expect(await catalogVersion({ db: database.db })).toMatch(new RegExp(`^${NEWEST_MONTH}:\\d+$`));
    } finally {
      await database.close();
    }
  });
});
