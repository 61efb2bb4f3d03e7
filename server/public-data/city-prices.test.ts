// Fuel prices per municipality on both engines, from the stand-in's two four-week files (every
// state, several municipalities each, names with and without accents, Bom Jesus in Piauí and in
// Rio Grande do Sul): before anything is imported the pages say why (not imported, then the
// source unreachable with the last try); then each municipality's newest-week mean per product
// to the cent, its cheapest stations cheapest first (at most five, each station once at its
// lowest price), every week held, the same name in two states as two cities, the calculators'
// labelled prices, 404s for unknown cities, the sitemap's pages and the JSON endpoints.
import Fastify from "fastify";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { citySlug, FUEL_KEYS, FUEL_PRODUCTS } from "#app/lib/public-data.ts";
import { engines } from "../../tests/helpers/databases.ts";
import {
  ANP_CITIES,
  DIESEL_GNV,
  GASOLINA_ETANOL,
  anpFileBytes,
  anpRows,
  meanOf,
  type AnpRow,
} from "../../tests/fixtures/public-data/anp-data.ts";
import { startPublicDataStandIn, type PublicDataStandIn } from "../../tests/fixtures/public-data/server.ts";
import type { Database } from "../db/client.ts";
import { importAnp } from "./anp/import.ts";
import { refreshSource } from "./refresh.ts";
import { publicDataRoutes } from "./routes.ts";
import { createPublicDataService } from "./service.ts";
import { fuelSitemapXml } from "./sitemap.ts";
import { installRouteSchemas } from "../validation/route-schemas.ts";

const NEWEST = "2026-11-15";
const WEEKS = ["2026-10-25", "2026-11-01", "2026-11-08", "2026-11-15"];
const ROWS = [...anpRows(GASOLINA_ETANOL, NEWEST), ...anpRows(DIESEL_GNV, NEWEST)];
const dir = mkdtempSync(join(tmpdir(), "cec-anp-city-"));

// Gurupi (TO), newest week's gasoline, written by hand: eight stations, one surveyed twice (its
// lower price counts), so only the five cheapest are kept: 5,79 (C, its second survey), 5,89 (E),
// 5,99 (A), 6,05 (H), 6,09 (B); D at 6,19, F at 6,29 and G at 6,39 are left out.
const GURUPI: AnpRow[] = (
  [
    ["A", 5990, "2026-11-16"],
    ["B", 6090, "2026-11-16"],
    ["C", 6490, "2026-11-16"],
    ["C", 5790, "2026-11-18"],
    ["D", 6190, "2026-11-17"],
    ["E", 5890, "2026-11-17"],
    ["F", 6290, "2026-11-19"],
    ["G", 6390, "2026-11-19"],
    ["H", 6050, "2026-11-20"],
  ] as const
).map(([station, milli, day]) => ({
  uf: "TO",
  municipio: "GURUPI",
  cnpj: `77.000.00${station.charCodeAt(0) - 64}/0001-00`,
  name: `POSTO ${station}`,
  brand: "BRANCA",
  street: `RUA ${station}`,
  number: "10",
  district: "CENTRO",
  product: "GASOLINA",
  day,
  milli,
}));

for (const engine of engines()) {
  describe.skipIf(engine.skipReason)(
    `fuel prices per municipality on ${engine.name}${engine.skipReason ? ` (${engine.skipReason})` : ""}`,
    () => {
      let database: Database;
      let standIn: PublicDataStandIn;
      const service = () => createPublicDataService(database.db);

      beforeAll(async () => {
        database = await engine.open();
        standIn = await startPublicDataStandIn(0, { newestWeekStart: NEWEST });
      });
      afterAll(async () => {
        await standIn.close();
        await database.close();
        await engine.dispose();
      });

      it("says why there is nothing: not imported yet, then the source unreachable with its last try", async () => {
        expect(await service().fuelDataStatus()).toEqual({ kind: "not-imported" });
        expect((await service().fuelState("SP")).status).toEqual({ kind: "not-imported" });
        expect(await service().fuelSitemap()).toEqual([]);
        standIn.setMode("down");
        try {
          const outcome = await refreshSource(database.db, "anp", { anpUrls: standIn.anpUrls, bcbUrl: standIn.bcbUrl });
          expect(outcome?.error).toMatch(/HTTP 503/);
        } finally {
          standIn.setMode("ok");
        }
        const status = await service().fuelDataStatus();
        expect(status.kind).toBe("unreachable");
        expect(Date.now() - Date.parse((status as { lastAttemptAt: string }).lastAttemptAt)).toBeLessThan(60_000);
        expect((await service().allFuelPrices()).status).toEqual(status);

        const imported = await refreshSource(database.db, "anp", { anpUrls: standIn.anpUrls, bcbUrl: standIn.bcbUrl });
        expect(imported?.error).toBeNull();
        expect((await service().fuelDataStatus()).kind).toBe("imported");
        expect((await service().fuelState("SP")).status).toBeNull();
      });

      it("each municipality's newest-week mean per product, to the cent, and its history", async () => {
        for (const [uf, cities] of Object.entries(ANP_CITIES)) {
          for (const municipio of cities) {
            const page = await service().fuelCity(uf, citySlug(municipio));
            expect(page, `${uf} ${municipio}`).not.toBeNull();
            for (const key of FUEL_KEYS) {
              const expected = meanOf(ROWS, uf, FUEL_PRODUCTS[key], NEWEST, municipio);
              expect(page!.prices[key]!.price, `${uf} ${municipio} ${key}`).toBe(Math.round(expected * 1000) / 1000);
              expect(page!.prices[key]!.stations).toBe(3);
              expect(page!.prices[key]!.weekStart).toBe(NEWEST);
            }
            expect(page!.history.filter((p) => p.product === "gasolina").map((p) => p.weekStart)).toEqual(WEEKS);
          }
        }
        const sp = await service().fuelCity("SP", "sao-paulo");
        expect(sp!.city).toEqual({ municipio: "SÃO PAULO", name: "São Paulo", slug: "sao-paulo" });
        expect(sp!.state!.prices.gasolina!.weekStart).toBe(NEWEST);
        expect(sp!.history.find((p) => p.product === "etanol" && p.weekStart === WEEKS[0])!.price).toBe(
          Math.round(meanOf(ROWS, "SP", "ETANOL", WEEKS[0]!, "SÃO PAULO") * 1000) / 1000,
        );
      });

      it("names as people write them; the same name in two states is two cities; unknown cities are none", async () => {
        const sjc = await service().fuelCity("SP", "sao-jose-dos-campos");
        expect(sjc!.city).toEqual({
          municipio: "SAO JOSE DOS CAMPOS",
          name: "São José dos Campos",
          slug: "sao-jose-dos-campos",
        });
        // Any spelling of the name finds it (the page then redirects to its address).
        expect((await service().fuelCity("SP", "São José dos Campos"))?.city.slug).toBe("sao-jose-dos-campos");
        const pi = await service().fuelCity("PI", "bom-jesus");
        const rs = await service().fuelCity("RS", "bom-jesus");
        expect([pi!.city.name, rs!.city.name]).toEqual(["Bom Jesus", "Bom Jesus"]);
        expect(pi!.prices.gasolina!.price).toBe(
          Math.round(meanOf(ROWS, "PI", "GASOLINA", NEWEST, "BOM JESUS") * 1000) / 1000,
        );
        expect(rs!.prices.gasolina!.price).toBe(
          Math.round(meanOf(ROWS, "RS", "GASOLINA", NEWEST, "BOM JESUS") * 1000) / 1000,
        );
        expect(pi!.prices.gasolina!.price).not.toBe(rs!.prices.gasolina!.price);
        expect(pi!.state!.uf).toBe("PI");
        expect(await service().fuelCity("RS", "campinas")).toBeNull();
        expect(await service().fuelCity("SP", "cidade-que-nao-existe")).toBeNull();
        expect(await service().fuelCity("XX", "campinas")).toBeNull();
        const ms = await service().fuelState("MS");
        expect(ms.cities!.cities.map((c) => [c.name, c.slug])).toEqual([
          ["Campo Grande", "campo-grande"],
          ["Dourados", "dourados"],
        ]);
        expect(await service().fuelCities("PI")).toEqual([
          { name: "Bom Jesus", slug: "bom-jesus" },
          { name: "Teresina", slug: "teresina" },
        ]);
      });

      it("the cheapest surveyed stations of the week, cheapest first, each station once, at most five", async () => {
        const campinas = await service().fuelCity("SP", "campinas");
        const expected = ROWS.filter(
          (r) => r.uf === "SP" && r.municipio === "CAMPINAS" && r.product === "ETANOL" && r.day >= NEWEST,
        ).sort((a, b) => a.milli - b.milli);
        expect(campinas!.stations.etanol).toEqual(
          expected.map((r) => ({
            name: r.name,
            brand: r.brand,
            street: r.street,
            number: r.number,
            district: r.district,
            price: Math.round(r.milli / 10) / 100,
            day: r.day,
          })),
        );
        expect(campinas!.stationsWeek).toEqual({ weekStart: NEWEST, weekEnd: "2026-11-21" });

        const file = join(dir, "gurupi.csv");
        writeFileSync(file, anpFileBytes(GURUPI));
        await importAnp(database.db, file);
        const gurupi = await service().fuelCity("TO", "gurupi");
        expect(gurupi!.stations.gasolina!.map((s) => [s.name, s.price, s.day])).toEqual([
          ["POSTO C", 5.79, "2026-11-18"],
          ["POSTO E", 5.89, "2026-11-17"],
          ["POSTO A", 5.99, "2026-11-16"],
          ["POSTO H", 6.05, "2026-11-20"],
          ["POSTO B", 6.09, "2026-11-16"],
        ]);
        // The mean counts every price surveyed (55,17 / 9 = 6,13), the cheapest list only the stations.
        expect(gurupi!.prices.gasolina).toMatchObject({ stations: 9, price: 6.13 });
      });

      it("the calculators' prices: a state's or a city's newest mean with whose and which week", async () => {
        const campinas = await service().placeFuelPrices("SP", "campinas");
        expect(campinas!.place).toBe("Campinas");
        expect(campinas!.city).toEqual({ name: "Campinas", slug: "campinas" });
        expect(campinas!.prices.gasolina).toEqual({
          price: Math.round(meanOf(ROWS, "SP", "GASOLINA", NEWEST, "CAMPINAS") * 1000) / 1000,
          weekStart: NEWEST,
          weekEnd: "2026-11-21",
          stations: 3,
          label: "média ANP em Campinas, semana de 15/11 a 21/11/2026",
        });
        const sp = await service().placeFuelPrices("SP");
        expect(sp!.city).toBeNull();
        expect(sp!.prices.etanol!.label).toBe("média ANP em SP, semana de 15/11 a 21/11/2026");
        expect(await service().placeFuelPrices("SP", "gurupi")).toBeNull();
        expect(await service().placeFuelPrices("XX")).toBeNull();
      });

      it("the sitemap lists the pages with data, with their newest week's end", async () => {
        const entries = await service().fuelSitemap();
        const cityCount = Object.values(ANP_CITIES).reduce((n, c) => n + c.length, 0) + 1; // + Gurupi
        expect(entries).toHaveLength(1 + 27 + cityCount);
        expect(entries[0]).toEqual({ path: "/precos-combustiveis", lastmod: "2026-11-21" });
        expect(entries).toContainEqual({ path: "/precos-combustiveis/sp", lastmod: "2026-11-21" });
        expect(entries).toContainEqual({ path: "/precos-combustiveis/sp/sao-jose-dos-campos", lastmod: "2026-11-21" });
        expect(entries).toContainEqual({ path: "/precos-combustiveis/pi/bom-jesus", lastmod: "2026-11-21" });
        expect(entries).toContainEqual({ path: "/precos-combustiveis/rs/bom-jesus", lastmod: "2026-11-21" });
        const xml = fuelSitemapXml("https://carroemconta.com.br", entries);
        expect(xml).toContain(
          "<url><loc>https://carroemconta.com.br/precos-combustiveis/sp/campinas</loc><lastmod>2026-11-21</lastmod></url>",
        );
      });

      it("JSON endpoints: a city's labelled prices, the state's cities, 404 for an unknown city, 400 for a bad one", async () => {
        const app = Fastify();
        installRouteSchemas(app);
        await app.register(publicDataRoutes, { service: service() });
        const campinas = await app.inject("/api/dados-publicos/combustiveis?uf=sp&cidade=campinas");
        expect(campinas.statusCode).toBe(200);
        expect(campinas.json()).toMatchObject({
          uf: "SP",
          city: { name: "Campinas", slug: "campinas" },
          place: "Campinas",
          prices: { gasolina: { weekStart: NEWEST, label: "média ANP em Campinas, semana de 15/11 a 21/11/2026" } },
        });
        const state = await app.inject("/api/dados-publicos/combustiveis?uf=SP");
        expect(state.json()).toMatchObject({ uf: "SP", city: null, place: "SP" });
        const unknown = await app.inject("/api/dados-publicos/combustiveis?uf=SP&cidade=atlantida");
        expect(unknown.statusCode).toBe(404);
        expect(unknown.json().code).toBe("UNKNOWN_CITY");
        const bad = await app.inject("/api/dados-publicos/combustiveis?uf=SP&cidade=S%C3%A3o%20Paulo");
        expect(bad.statusCode).toBe(400);
        const cities = await app.inject("/api/dados-publicos/combustiveis/cidades?uf=rs");
        expect(cities.json()).toEqual({
          uf: "RS",
          cities: [
            { name: "Bom Jesus", slug: "bom-jesus" },
            { name: "Porto Alegre", slug: "porto-alegre" },
          ],
        });
        await app.close();
      });
    },
  );
}
