// The catalog's brand, model and type pages' data: every model family of a brand with its
// versions and price range, the brand's most looked-up vehicles named from the catalog's own
// price, every model year of a model with its 12-month change (only when that month is held),
// the month before while a new month is being synced, and nothing for what is not held.
// PGlite, and PostgreSQL when configured.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { engines } from "../../../tests/helpers/databases.ts";
import { NEWEST_MONTH, seedCatalog } from "../../../tests/fixtures/fipe/catalog-seed.ts";
import { priceOf, yearsOf } from "../../../tests/fixtures/fipe/data.ts";
import type { Database } from "../../db/client.ts";
import { fipeConsultations } from "../../db/schema.ts";
import { normalizePrice } from "../normalize.ts";
import { brandPage, modelPage, typePage } from "./brand-pages.ts";
import { createCatalogStore, type CatalogStore } from "./store.ts";

// Fiat's families in the stand-ins' data: Argo (21020-21027), Mobi (21040-), Toro (21060-).
const ARGO_MOBI_TORO = (m: number) => [2, 4, 6].some((f) => m >= 21000 + f * 10 && m < 21000 + f * 10 + 8);

function price(brand: string, model: number, year: string, valor?: string) {
  const answer = priceOf("carros", brand, model, year)!;
  return normalizePrice(valor ? { ...answer, Valor: valor } : answer);
}

for (const engine of engines()) {
  describe.skipIf(engine.skipReason)(
    `catalog brand and model pages on ${engine.name}${engine.skipReason ? ` (${engine.skipReason})` : ""}`,
    () => {
      let database: Database;
      let store: CatalogStore;

      // A fresh database with three Fiat families seeded: ≈30 s measured beside other test files
      // on a loaded two-core host, half the default: a larger bound.
      beforeAll(async () => {
        database = await engine.open();
        store = createCatalogStore(database.db);
        await seedCatalog(store, "carros", ["21"], { models: ARGO_MOBI_TORO });
        // Argo 1.0 2020 held a year before (a loss of 10 %), Argo 1.0 2019 only a month before.
        await store.storePrice(
          { type: "carros", brand: "21", model: "21020", year: "2020-1" },
          "2025-11",
          price("21", 21020, "2020-1", "R$ 100.000,00"),
          "import",
        );
        await store.storePrice(
          { type: "carros", brand: "21", model: "21020", year: "2019-1" },
          "2026-10",
          price("21", 21020, "2019-1", "R$ 1.000,00"),
          "import",
        );
        // Chevrolet held only in the month before the newest (its sync not there yet); Ford only
        // three months before: too old for a page.
        await store.storePrice(
          { type: "carros", brand: "23", model: "23000", year: "2020-1" },
          "2026-10",
          price("23", 23000, "2020-1"),
          "import",
          "2020 Gasolina",
        );
        await store.storePrice(
          { type: "carros", brand: "22", model: "22000", year: "2020-1" },
          "2026-08",
          price("22", 22000, "2020-1"),
          "import",
          "2020 Gasolina",
        );
        // Lookups: Mobi 2022 most (under made-up names), Argo 2020 next, then codes never priced.
        const row = (model: string, year: string, names: { marca: string; modelo: string }) => ({
          valor: "R$ 1,00",
          ...names,
          anoModelo: 2020,
          combustivel: "Gasolina",
          codigoFipe: "000000-0",
          mesReferencia: "novembro de 2026",
          tipoVeiculo: "carros",
          codigoMarca: "21",
          codigoModelo: model,
          codigoAno: year,
        });
        await database.db
          .insert(fipeConsultations)
          .values([
            ...Array.from({ length: 4 }, () => row("21040", "2022-1", { marca: "<b>x</b>", modelo: "Falso" })),
            ...Array.from({ length: 2 }, () => row("21020", "2020-1", { marca: "Fiat", modelo: "Argo" })),
            ...Array.from({ length: 9 }, () => row("21999", "2020-1", { marca: "Fiat", modelo: "Inexistente" })),
          ]);
      }, 180_000);
      afterAll(async () => {
        await engine.dispose();
      });

      it("lists every model family of the brand in the newest month, with versions and price range", async () => {
        const page = await brandPage(store, "carros", "21");
        expect(page).not.toBeNull();
        expect(page!.month).toEqual({ value: NEWEST_MONTH, label: "novembro de 2026" });
        expect(page!.marca).toEqual({ codigo: "21", nome: "Fiat" });
        expect(page!.path).toBe("/fipe/carros/21-fiat");
        expect(page!.families.map((f) => [f.name, f.models.length])).toEqual([
          ["Argo", 8],
          ["Mobi", 8],
          ["Toro", 8],
        ]);
        const argo = page!.families[0]!;
        const cents = argo.models.flatMap((m) =>
          yearsOf(Number(m.codigo)).map((y) =>
            Number(priceOf("carros", "21", Number(m.codigo), String(y.codigo))!.Valor.replace(/\D/g, "")),
          ),
        );
        expect(cents).toHaveLength(8 * 11 + 4);
        expect(argo.minCents).toBe(Math.min(...cents));
        expect(argo.maxCents).toBe(Math.max(...cents));
        const first = argo.models[0]!;
        expect(first).toMatchObject({ nome: "Argo 1.0 Flex 12V 5p", years: 12 });
        expect(first.path).toBe("/fipe/carros/21-fiat/21020-argo-1-0-flex-12v-5p");
      });

      it("ranks the brand's most looked-up vehicles, named and priced from the catalog, never from the row", async () => {
        const page = await brandPage(store, "carros", "21");
        expect(page!.popular).toEqual([
          {
            name: "Fiat Mobi 1.0 Flex 12V 5p 2022 Gasolina",
            valor: priceOf("carros", "21", 21040, "2022-1")!.Valor,
            path: "/fipe/carros/21-fiat/21040-mobi-1-0-flex-12v-5p/2022-1-2022-gasolina",
          },
          {
            name: "Fiat Argo 1.0 Flex 12V 5p 2020 Gasolina",
            valor: priceOf("carros", "21", 21020, "2020-1")!.Valor,
            path: "/fipe/carros/21-fiat/21020-argo-1-0-flex-12v-5p/2020-1-2020-gasolina",
          },
        ]);
      });

      it("lists every model year with its price; the 12-month change only where that month is held", async () => {
        const page = await modelPage(store, "carros", "21", "21020");
        expect(page).not.toBeNull();
        expect(page!.path).toBe("/fipe/carros/21-fiat/21020-argo-1-0-flex-12v-5p");
        expect(page!.marca.path).toBe("/fipe/carros/21-fiat");
        expect(page!.years.map((y) => y.nome)).toEqual([
          "Zero Km Gasolina",
          ...Array.from({ length: 11 }, (_, i) => `${2024 - i} Gasolina`),
        ]);
        for (const y of page!.years) expect(y.valor).toBe(priceOf("carros", "21", 21020, y.codigo)!.Valor);
        const y2020 = page!.years.find((y) => y.codigo === "2020-1")!;
        expect(y2020.path).toBe("/fipe/carros/21-fiat/21020-argo-1-0-flex-12v-5p/2020-1-2020-gasolina");
        const now = Number(priceOf("carros", "21", 21020, "2020-1")!.Valor.replace(/\D/g, ""));
        expect(y2020.cents).toBe(now);
        expect(y2020.change).toMatchObject({ cents: now - 100_000_00, since: "novembro de 2025" });
        expect(y2020.change!.ratio).toBeCloseTo(now / 100_000_00 - 1, 10);
        // The month before is not 12 months: no change is made up for 2019.
        expect(page!.years.filter((y) => y.change).map((y) => y.codigo)).toEqual(["2020-1"]);
      });

      it("falls back to the month before while the newest is being synced; nothing older, nothing unknown", async () => {
        const chevrolet = await brandPage(store, "carros", "23");
        expect(chevrolet?.month.value).toBe("2026-10");
        expect(chevrolet?.families.map((f) => f.name)).toEqual(["Onix"]);
        expect(await brandPage(store, "carros", "22")).toBeNull();
        expect(await brandPage(store, "carros", "9999")).toBeNull();
        expect(await brandPage(store, "motos", "21")).toBeNull();
        expect(await modelPage(store, "carros", "21", "21000")).toBeNull(); // Uno: listed, never priced
        expect(await modelPage(store, "carros", "23", "21020")).toBeNull(); // another brand's model
        expect(await modelPage(store, "carros", "21", "99999")).toBeNull();
      });

      it("lists a type's brands held in the newest months, each at its page", async () => {
        const page = await typePage(store, "carros");
        expect(page?.brands).toEqual([
          { codigo: "23", nome: "Chevrolet", path: "/fipe/carros/23-chevrolet" },
          { codigo: "21", nome: "Fiat", path: "/fipe/carros/21-fiat" },
        ]);
        expect(await typePage(store, "motos")).toBeNull();
      });
    },
  );
}
