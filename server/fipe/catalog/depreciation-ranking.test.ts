// The depreciation ranking on a small catalog whose figures are worked out by hand: each
// model-year 1 to 5 years old priced in the newest month and 12 months before, per type, least
// and most lost. PGlite, and PostgreSQL when configured.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FipeResult, VehicleType } from "#app/lib/fipe/fipe-types.ts";
import { engines } from "../../../tests/helpers/databases.ts";
import type { Database } from "../../db/client.ts";
import { normalizePrice } from "../normalize.ts";
import { depreciationRanking } from "./depreciation-ranking.ts";
import { createCatalogStore } from "./store.ts";
import { labelOfMonth } from "./text.ts";

type Price = { type: VehicleType; brand: string; marca: string; model: string; modelo: string; year: string };
const price = (v: Price, month: string, valor: string): FipeResult =>
  normalizePrice({
    Valor: valor,
    Marca: v.marca,
    Modelo: v.modelo,
    AnoModelo: Number(v.year.split("-")[0]),
    Combustivel: "Gasolina",
    CodigoFipe: "001503-2",
    MesReferencia: labelOfMonth(month),
  });

const ARGO_2023 = {
  type: "carros",
  brand: "21",
  marca: "Fiat",
  model: "21002",
  modelo: "Argo 1.0",
  year: "2023-1",
} as const;
const ARGO_2022 = { ...ARGO_2023, year: "2022-1" };
const GOL_2021 = {
  type: "carros",
  brand: "59",
  marca: "VW - VolksWagen",
  model: "5940",
  modelo: "Gol 1.6",
  year: "2021-1",
} as const;
const GOL_2020 = { ...GOL_2021, year: "2020-1" }; // 6 years old: left out
const GOL_2024 = { ...GOL_2021, year: "2024-1" }; // no price 12 months before: left out
const GOL_2026 = { ...GOL_2021, year: "2026-1" }; // this year's: left out
const GOL_0KM = { ...GOL_2021, year: "32000-1" }; // zero km: left out
const CG_2025 = {
  type: "motos",
  brand: "80",
  marca: "Honda",
  model: "8001",
  modelo: "CG 160",
  year: "2025-1",
} as const;

const PRICES: Array<[Price, string, string]> = [
  [ARGO_2023, "2025-11", "R$ 80.000,00"],
  [ARGO_2023, "2025-12", "R$ 50.000,00"], // not 12 months before: ignored
  [ARGO_2023, "2026-11", "R$ 72.000,00"], // 72.000 / 80.000 - 1 = -10 %
  [ARGO_2022, "2025-11", "R$ 60.000,00"],
  [ARGO_2022, "2026-11", "R$ 58.200,00"], // 58.200 / 60.000 - 1 = -3 %
  [GOL_2021, "2025-11", "R$ 40.000,00"],
  [GOL_2021, "2026-11", "R$ 41.000,00"], // 41.000 / 40.000 - 1 = +2,5 %
  [GOL_2020, "2025-11", "R$ 30.000,00"],
  [GOL_2020, "2026-11", "R$ 15.000,00"],
  [GOL_2024, "2026-11", "R$ 70.000,00"],
  [GOL_2026, "2025-11", "R$ 100.000,00"],
  [GOL_2026, "2026-11", "R$ 50.000,00"],
  [GOL_0KM, "2025-11", "R$ 100.000,00"],
  [GOL_0KM, "2026-11", "R$ 10.000,00"],
  [CG_2025, "2025-11", "R$ 20.000,00"],
  [CG_2025, "2026-11", "R$ 19.000,00"], // 19.000 / 20.000 - 1 = -5 %
];

for (const engine of engines()) {
  describe.skipIf(engine.skipReason)(
    `depreciation ranking on ${engine.name}${engine.skipReason ? ` (${engine.skipReason})` : ""}`,
    () => {
      let database: Database;
      beforeAll(async () => {
        database = await engine.open();
        const store = createCatalogStore(database.db);
        for (const [v, month, valor] of PRICES) {
          const key = { type: v.type, brand: v.brand, model: v.model, year: v.year };
          const yearName = v.year.startsWith("32000") ? "Zero Km Gasolina" : `${v.year.split("-")[0]} Gasolina`;
          await store.storePrice(key, month, price(v, month, valor), "import", yearName);
        }
      });
      afterAll(async () => {
        await database?.close();
        await engine.dispose();
      });

      it("compares the newest month with 12 months before, for model years 1 to 5 years old, per type", async () => {
        const page = (await depreciationRanking({ db: database.db }))!;
        expect(page.newest).toEqual({ month: "2026-11", label: "novembro de 2026" });
        expect(page.older).toEqual({ month: "2025-11", label: "novembro de 2025" });
        expect(page.modelYears).toEqual({ from: 2021, to: 2025 });
        expect(page.types.map((t) => [t.tipo, t.compared])).toEqual([
          ["carros", 3],
          ["motos", 1],
        ]);
        const carros = page.types[0]!;
        expect(carros.least.map((v) => [v.nome, v.ratio])).toEqual([
          ["VW - VolksWagen Gol 1.6 2021 Gasolina", expect.closeTo(0.025, 12)],
          ["Fiat Argo 1.0 2022 Gasolina", expect.closeTo(-0.03, 12)],
          ["Fiat Argo 1.0 2023 Gasolina", expect.closeTo(-0.1, 12)],
        ]);
        expect(carros.most.map((v) => v.nome)).toEqual(carros.least.map((v) => v.nome).reverse());
        expect(carros.most[0]).toMatchObject({
          fromCents: 8_000_000,
          toCents: 7_200_000,
          path: "/fipe/carros/21-fiat/21002-argo-1-0/2023-1-2023-gasolina",
        });
        expect(page.types[1]!.least).toEqual([
          expect.objectContaining({
            tipo: "motos",
            nome: "Honda CG 160 2025 Gasolina",
            ratio: expect.closeTo(-0.05, 12),
          }),
        ]);
      });

      it("keeps only the ends of each list", async () => {
        const page = (await depreciationRanking({ db: database.db }, 2))!;
        expect(page.types[0]!.least.map((v) => v.ratio)).toEqual([
          expect.closeTo(0.025, 12),
          expect.closeTo(-0.03, 12),
        ]);
        expect(page.types[0]!.most.map((v) => v.ratio)).toEqual([expect.closeTo(-0.1, 12), expect.closeTo(-0.03, 12)]);
      });
    },
  );
}
