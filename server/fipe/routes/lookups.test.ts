import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { engines } from "../../../tests/helpers/databases.ts";
import { makeFakeBuild } from "../../../tests/helpers/fake-build.ts";
import { startFipeMock, type FipeMock } from "../../../tests/fixtures/fipe/server.ts";
import { buildApp } from "../../app.ts";
import { loadConfig } from "../../config.ts";
import type { Database } from "../../db/client.ts";

const BUILD_DIR = makeFakeBuild();

for (const engine of engines()) {
  describe.skipIf(engine.skipReason)(
    `FIPE proxy on ${engine.name}${engine.skipReason ? ` (${engine.skipReason})` : ""}`,
    () => {
      let mock: FipeMock;
      let database: Database;
      const apps: Array<Awaited<ReturnType<typeof buildApp>>> = [];

      async function newApp(timeoutMs = 1500) {
        const app = await buildApp(
          loadConfig({
            BUILD_DIR,
            LOG_LEVEL: "silent",
            FIPE_CLIENT_LIMIT: "100000",
            FIPE_UPSTREAMS: `v1:${mock.url}`,
            FIPE_TIMEOUT_MS: String(timeoutMs),
            FIPE_API_TOKEN: "token-123",
          }),
          { database: { ...database, close: async () => {} } },
        );
        apps.push(app);
        return app;
      }

      beforeAll(async () => {
        mock = await startFipeMock();
        database = await engine.open();
      });
      beforeEach(async () => {
        mock.reset();
        await database.db.execute(sql`delete from fipe_cache`);
      });
      afterAll(async () => {
        for (const app of apps) await app.close();
        await database.close();
        await engine.dispose();
        await mock.close();
      });

      it("answers brands, models, years and a price in the spec's shapes", async () => {
        const app = await newApp();
        const brands = await app.inject({ url: "/api/fipe/carros/marcas" });
        expect(brands.statusCode).toBe(200);
        expect(brands.json()).toContainEqual({ codigo: "59", nome: "VW - VolksWagen" });
        const models = (await app.inject({ url: "/api/fipe/carros/marcas/59/modelos" })).json();
        expect(models.length).toBeGreaterThan(80);
        expect(models).toContainEqual({ codigo: "5940", nome: "AMAROK High.CD 2.0 16V TDI 4x4 Dies. Aut" });
        const years = (await app.inject({ url: "/api/fipe/carros/marcas/59/modelos/5940/anos" })).json();
        expect(years[0]).toEqual({ codigo: "32000-3", nome: "32000 Diesel" });
        const price = await app.inject({ url: "/api/fipe/carros/marcas/59/modelos/5940/anos/2014-3" });
        expect(price.json()).toEqual({
          Valor: "R$ 106.138,00",
          Marca: "VW - VolksWagen",
          Modelo: "AMAROK High.CD 2.0 16V TDI 4x4 Dies. Aut",
          AnoModelo: 2014,
          Combustivel: "Diesel",
          CodigoFipe: "005340-6",
          MesReferencia: "fevereiro de 2017",
        });
        expect(price.headers["cache-control"]).toBe("public, max-age=3600");
      });

      it("makes no second upstream call for a repeated request, even from another server process", async () => {
        const url = "/api/fipe/motos/marcas/80/modelos/80000/anos/2020-1";
        const first = await (await newApp()).inject({ url });
        expect(first.headers["x-cache"]).toBe("MISS");
        const again = await (await newApp()).inject({ url }); // a fresh process: its memory is empty
        expect(again.headers["x-cache"]).toBe("HIT");
        expect(again.json()).toEqual(first.json());
        expect(mock.hits("motos/marcas/80/modelos/80000/anos/2020-1")).toBe(1);
      });

      it("makes one upstream call for concurrent requests of the same key", async () => {
        const app = await newApp();
        const answers = await Promise.all(
          Array.from({ length: 10 }, () => app.inject({ url: "/api/fipe/caminhoes/marcas" })),
        );
        expect(answers.every((a) => a.statusCode === 200)).toBe(true);
        expect(mock.hits("caminhoes/marcas")).toBe(1);
      });

      it.each([
        ["500", "500"],
        ["429", "429"],
        ["slow", "slow"],
      ] as const)("serves the stale answer when the upstream fails (%s)", async (_label, mode) => {
        await (await newApp()).inject({ url: "/api/fipe/carros/marcas" });
        await database.db.execute(sql`update fipe_cache set expires_at = now() - interval '1 day'`);
        mock.setMode(mode, 2000);
        const app = await newApp(300);
        const stale = await app.inject({ url: "/api/fipe/carros/marcas" });
        expect(stale.statusCode).toBe(200);
        expect(stale.headers["x-cache"]).toBe("STALE");
        expect(stale.json()).toContainEqual({ codigo: "59", nome: "VW - VolksWagen" });
      });

      it.each([
        ["500", 502],
        ["429", 503],
        ["slow", 504],
      ] as const)("without a cached answer, a failing upstream (%s) gives a JSON error", async (mode, status) => {
        mock.setMode(mode, 2000);
        const app = await newApp(300);
        const res = await app.inject({ url: "/api/fipe/carros/marcas/21/modelos" });
        expect(res.statusCode).toBe(status);
        expect(res.json()).toMatchObject({ message: "Falha na comunicação com a API." });
        expect(res.headers["cache-control"]).toBe("no-store");
      });

      it("passes the upstream's 404 on", async () => {
        const res = await (await newApp()).inject({ url: "/api/fipe/carros/marcas/59/modelos/5940/anos/1990-1" });
        expect(res.statusCode).toBe(404);
      });

      it.each([
        "/api/fipe/avioes/marcas",
        "/api/fipe/carros/marcas/abc/modelos",
        "/api/fipe/carros/marcas/59/modelos/59;drop/anos",
        "/api/fipe/carros/marcas/59/modelos/5940/anos/2014",
        "/api/fipe/carros/marcas/59/modelos/5940/anos/2014-3/extra",
        "/api/fipe/carros/referencias",
        "/api/fipe/carros/marcas/59/../../motos/marcas",
      ])("refuses %s with 400 before any upstream call", async (url) => {
        const res = await (await newApp()).inject({ url });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ error: "invalid FIPE path" });
        expect(mock.hits()).toBe(0);
      });
    },
  );
}
