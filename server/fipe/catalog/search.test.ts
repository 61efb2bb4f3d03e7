// GET /api/fipe/busca?q=: words in any order, accents and case ignored, the model year as a
// word, brands by their common names, a FIPE code with or without the dash; at most 20
// results, best first, each with its vehicle page. PGlite, and PostgreSQL when configured.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { engines } from "../../../tests/helpers/databases.ts";
import { makeFakeBuild } from "../../../tests/helpers/fake-build.ts";
import { NEWEST_MONTH, seedCatalog } from "../../../tests/fixtures/fipe/catalog-seed.ts";
import type { VehicleSearchResult } from "#app/lib/fipe/search-types.ts";
import { buildApp } from "../../app.ts";
import { loadConfig } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import { normalizePrice } from "../normalize.ts";
import { createCatalogStore } from "./store.ts";

const BUILD_DIR = makeFakeBuild();
const family = (brand: number, f: number) => (m: number) => m >= brand * 1000 + f * 10 && m < brand * 1000 + f * 10 + 8;

for (const engine of engines()) {
  describe.skipIf(engine.skipReason)(
    `FIPE search on ${engine.name}${engine.skipReason ? ` (${engine.skipReason})` : ""}`,
    () => {
      let database: Database;
      let app: Awaited<ReturnType<typeof buildApp>>;
      const search = async (q: string) => {
        const res = await app.inject({ url: `/api/fipe/busca?q=${encodeURIComponent(q)}` });
        expect(res.statusCode, q).toBe(200);
        return (res.json() as { results: VehicleSearchResult[] }).results;
      };

      // A fresh database with five brands' families seeded: ≈28 s measured beside other test
      // files on a loaded two-core host, near half the default: a larger bound.
      beforeAll(async () => {
        database = await engine.open();
        const store = createCatalogStore(database.db);
        await seedCatalog(store, "carros", ["21"], { models: family(21, 2) }); // Fiat Argo
        await seedCatalog(store, "carros", ["59"], { models: family(59, 0) }); // VW Gol
        await seedCatalog(store, "carros", ["23"], { models: family(23, 0) }); // Chevrolet Onix
        await seedCatalog(store, "carros", ["56"], { models: family(56, 0) }); // Toyota Corolla
        await seedCatalog(store, "carros", ["26"], { models: (m) => family(26, 0)(m) || family(26, 1)(m) }); // Hyundai HB20, HB20S
        // One vehicle with the FIPE code of the placeholder's example.
        await store.storePrice(
          { type: "carros", brand: "21", model: "21099", year: "2023-1" },
          NEWEST_MONTH,
          normalizePrice({
            Valor: "R$ 84.321,00",
            Marca: "Fiat",
            Modelo: "ARGO DRIVE 1.0 6V Flex",
            AnoModelo: 2023,
            Combustivel: "Gasolina",
            CodigoFipe: "001503-2 ",
            MesReferencia: "novembro de 2026 ",
          }),
          "sync",
          "2023 Gasolina",
        );
        app = await buildApp(loadConfig({ BUILD_DIR, LOG_LEVEL: "silent", FIPE_UPSTREAMS: "v1:http://127.0.0.1:9" }), {
          database,
        });
      }, 120_000);
      afterAll(async () => {
        await app.close();
        await engine.dispose();
      });

      it('finds "argo 2023": Argo model-years of 2023 first, each with its page and price', async () => {
        const results = await search("argo 2023");
        expect(results.length).toBeGreaterThan(0);
        for (const r of results) {
          expect(r.modelo.nome.toLowerCase()).toMatch(/^argo/);
          expect(r.ano.codigo).toMatch(/^2023-/);
        }
        expect(results[0]).toMatchObject({ tipo: "carros", marca: { codigo: "21", nome: "Fiat" } });
        expect(results[0]!.path).toMatch(/^\/fipe\/carros\/21-fiat\/2102\d-argo-[a-z0-9-]+\/2023-\d-2023-[a-z]+$/);
        expect(results[0]!.valor).toMatch(/^R\$ /);
        // Case, accents and word order do not matter.
        expect(await search("2023 ÁRGO")).toEqual(results);
      });

      it('finds "VW gol 2014" and "2014 gol" the same way, and brands by their common names', async () => {
        const results = await search("VW gol 2014");
        expect(results.length).toBeGreaterThan(0);
        for (const r of results) {
          expect(r.marca.nome).toBe("VW - VolksWagen");
          expect(r.modelo.nome).toMatch(/^Gol /);
          expect(r.ano.codigo).toMatch(/^2014-/);
        }
        expect((await search("2014 gol")).map((r) => r.path)).toEqual(results.map((r) => r.path));
        expect((await search("volkswagen gol 2014")).map((r) => r.path)).toEqual(results.map((r) => r.path));
        const onix = await search("gm onix 2020");
        expect(onix.length).toBeGreaterThan(0);
        expect(onix.every((r) => r.marca.nome === "Chevrolet" && r.modelo.nome.startsWith("Onix"))).toBe(true);
      });

      it('finds a FIPE code with or without the dash ("0015032", "001503-2")', async () => {
        for (const q of ["0015032", "001503-2", " 001503-2 "]) {
          const results = await search(q);
          expect(results[0], q).toMatchObject({
            codigoFipe: "001503-2",
            modelo: { nome: "ARGO DRIVE 1.0 6V Flex" },
            ano: { codigo: "2023-1" },
          });
        }
      });

      it("answers at most 20 results, newest model years first; zero-km as a word", async () => {
        const results = await search("gol");
        expect(results).toHaveLength(20);
        expect(results[0]!.ano.codigo).toMatch(/^32000-/);
        const years = results.map((r) => Number(r.ano.codigo.split("-")[0]));
        expect([...years].sort((a, b) => b - a)).toEqual(years);
        const zero = await search("argo 0km");
        expect(zero.length).toBeGreaterThan(0);
        expect(zero.every((r) => r.ano.codigo.startsWith("32000-") && r.ano.nome.startsWith("Zero Km"))).toBe(true);
      });

      it('forgives one or two typos: "corola", "corrolla", "toyta corola" find the Corolla, best first', async () => {
        for (const q of ["corola", "corrolla", "COROLA", "toyta corola", "corolla"]) {
          const results = await search(q);
          expect(results.length, q).toBeGreaterThan(0);
          expect(
            results.every((r) => r.marca.nome === "Toyota" && r.modelo.nome.startsWith("Corolla")),
            q,
          ).toBe(true);
        }
        expect((await search("corola")).map((r) => r.path)).toEqual((await search("corolla")).map((r) => r.path));
      });

      it('forgives a missing space between model and year ("onix2020") and an extra one in a name ("hb 20")', async () => {
        const onix = await search("onix2020");
        expect(onix.length).toBeGreaterThan(0);
        expect(onix.every((r) => r.modelo.nome.startsWith("Onix") && r.ano.codigo.startsWith("2020-"))).toBe(true);
        expect(onix.map((r) => r.path)).toEqual((await search("onix 2020")).map((r) => r.path));
        const hb = await search("hb 20");
        expect(hb.length).toBeGreaterThan(0);
        // HB20 first (the whole word), before the HB20S that only starts alike.
        expect(hb[0]!.modelo.nome).toMatch(/^HB20 /);
        expect(hb.every((r) => r.modelo.nome.startsWith("HB20"))).toBe(true);
        expect(hb.map((r) => r.path)).toEqual((await search("HB20")).map((r) => r.path));
        expect((await search("Hyundai hb 20 2021")).every((r) => r.ano.codigo.startsWith("2021-"))).toBe(true);
      });

      it("answers nothing for no match or an empty query, and 400 without q or with a query too long", async () => {
        expect(await search("xyzzy")).toEqual([]);
        expect(await search("   ")).toEqual([]);
        expect(await search("100%_\\")).toEqual([]);
        expect((await app.inject({ url: "/api/fipe/busca" })).statusCode).toBe(400);
        expect((await app.inject({ url: `/api/fipe/busca?q=${"a".repeat(101)}` })).statusCode).toBe(400);
        expect((await app.inject({ url: "/api/fipe/busca?q=a&q=b" })).statusCode).toBe(400);
      });
    },
  );
}
