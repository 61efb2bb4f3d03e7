// Around vehicle pages: what the server renders a vehicle's page with (price, lists, history:
// through the render handler's services, here a stand-in for the server build that answers
// them as JSON), the vehicles sitemap and the share image. The page's own logic (404,
// redirects, 503) is its route's loader: app/routes/fipe.test.ts.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { makeFakeBuild } from "../../../tests/helpers/fake-build.ts";
import { startFipeMock, type FipeMock } from "../../../tests/fixtures/fipe/server.ts";
import { buildApp } from "../../app.ts";
import { loadConfig } from "../../config.ts";
import { openDatabase, type Database } from "../../db/client.ts";
import { fipeCache, fipeConsultations } from "../../db/schema.ts";
import { createVehicleSitemap } from "../vehicle-sitemap.ts";
import { pngSize } from "../../share-image/png-size.ts";
import type { RenderRequest } from "../../ssr/server-build.ts";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { vehicleAsJson } from "#tests/helpers/render-stand-in.ts";
import type { VehiclePageData } from "#app/lib/fipe/vehicle-page-data.ts";

const BUILD_DIR = makeFakeBuild();
writeFileSync(join(BUILD_DIR, "assets", "root-1.css"), "body{color:#111}");

/** Stands in for React Router's handler: a vehicle path answers what the services say of it. */
const render: RenderRequest = async (request, context) => {
  if (request.headers.get("x-test-html")) {
    return new Response(
      '<html><head><link rel="stylesheet" href="/assets/root-1.css"/></head><body><script>window.a=1</script></body></html>',
      { headers: { "content-type": "text/html" } },
    );
  }
  return vehicleAsJson(request, context);
};
const SITE = "https://www.carroemconta.com.br";

describe("vehicle pages /fipe/{tipo}/{marca}/{modelo}/{ano}", () => {
  let mock: FipeMock;
  let database: Database;
  let app: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    mock = await startFipeMock();
    database = await openDatabase({ dataDir: "memory://" });
    app = await buildApp(
      loadConfig({
        BUILD_DIR,
        LOG_LEVEL: "silent",
        FIPE_CLIENT_LIMIT: "100000",
        FIPE_UPSTREAMS: `v1:${mock.url}`,
        FIPE_TIMEOUT_MS: "800",
      }),
      { database, render },
    );
  });
  const lookup = async (path: string) => JSON.parse((await app.inject({ url: path })).body) as { status: string };
  beforeEach(async () => {
    mock.reset();
    await database.db.execute(sql`delete from fipe_cache`);
  });
  afterAll(async () => {
    await app.close();
    await mock.close();
  });

  it("gives a vehicle's page its price, the three lists and the history, from the FIPE services", async () => {
    // The history's twelve months first, through its own endpoint: on a loaded machine they may
    // take longer than a page waits for them (the page then asks for them itself).
    expect(
      (await app.inject({ url: "/api/fipe/carros/marcas/59/modelos/5940/anos/2014-3/historico" })).statusCode,
    ).toBe(200);
    const found = (await lookup("/fipe/carros/59/5940/2014-3")) as { status: string; data: VehiclePageData };
    expect(found.status).toBe("found");
    expect(found.data.price.Valor).toBe("R$ 106.138,00");
    expect(found.data.brands.some((b) => b.codigo === "59")).toBe(true);
    expect(found.data.models.some((m) => m.codigo === "5940")).toBe(true);
    expect(found.data.years.some((y) => y.codigo === "2014-3")).toBe(true);
    expect(found.data.history?.length).toBeGreaterThan(0);
    // The second time it costs no upstream call: everything is cached.
    const hits = mock.hits();
    expect((await lookup("/fipe/carros/59/5940/2014-3")).status).toBe("found");
    expect(mock.hits()).toBe(hits);
  });

  it("says not-found for codes the FIPE service does not know, unavailable when no upstream answers", async () => {
    expect((await lookup("/fipe/carros/59/9999/2014-3")).status).toBe("not-found");
    mock.setMode("500");
    expect((await lookup("/fipe/carros/59/5940/2015-3")).status).toBe("unavailable");
  });

  it("answers vehicle paths through the server build's handler, with its CSP and the stylesheet inlined", async () => {
    const res = await app.inject({ url: "/fipe/carros/59/5940/2014-3", headers: { "x-test-html": "1" } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-security-policy"]).toContain(`'sha256-`);
    expect(res.body).toContain("<style>body{color:#111}</style>");
    expect(res.body).not.toMatch(/<link rel="stylesheet" href="[^"]+"\/>/);
  });

  // During an outage a made-up vehicle path must not answer 200 with a canonical URL (a soft
  // 404). Its page's loader answers 503 + noindex for "unavailable" and 404 for
  // "not-found" (app/routes/fipe.test.ts).
  it("a vehicle path nothing can vouch for is unavailable during an outage, not-found once an upstream says it does not exist", async () => {
    // Its own app: no list cached yet, and no circuit left open by the outage.
    const fresh = await buildApp(
      loadConfig({
        BUILD_DIR,
        LOG_LEVEL: "silent",
        FIPE_UPSTREAMS: `v1:${mock.url}`,
        FIPE_TIMEOUT_MS: "800",
        FIPE_CIRCUIT_FAILURES: "1000",
      }),
      { database: { ...database, close: async () => {} }, render },
    );
    mock.setMode("500");
    // A brand whose models no earlier test looked up (the catalog keeps what they read).
    const url = "/fipe/carros/21/1234567/2014-3";
    expect(JSON.parse((await fresh.inject({ url })).body)).toEqual({ status: "unavailable" });
    mock.setMode("ok");
    expect(JSON.parse((await fresh.inject({ url })).body)).toEqual({ status: "not-found" });
    await fresh.close();
  });

  /** A price as the proxy caches it (an upstream gave it). */
  async function cachePrice(path: string, body: Record<string, unknown>) {
    await database.db
      .insert(fipeCache)
      .values({ key: path, body, expiresAt: new Date(Date.now() + 86_400_000) })
      .onConflictDoNothing();
  }

  it("lists the most looked-up vehicles in /sitemap-veiculos.xml, most looked-up first, from the database", async () => {
    const row = (model: string, codes?: { modelo: string }) => ({
      valor: "R$ 10.000,00",
      marca: "Fiat",
      modelo: model,
      anoModelo: 2020,
      combustivel: "Gasolina",
      codigoFipe: "001-1",
      mesReferencia: "novembro de 2026",
      ...(codes ? { tipoVeiculo: "carros", codigoMarca: "21", codigoModelo: codes.modelo, codigoAno: "2020-1" } : {}),
    });
    const price = (modelo: string) => ({
      Valor: "R$ 10.000,00",
      Marca: "Fiat",
      Modelo: modelo,
      AnoModelo: 2020,
      Combustivel: "Gasolina",
      CodigoFipe: "001-1",
      MesReferencia: "novembro de 2026",
    });
    await cachePrice("carros/marcas/21/modelos/21010/anos/2020-1", price("Argo 1.0"));
    await cachePrice("carros/marcas/21/modelos/21040/anos/2020-1", price("Mobi Like"));
    await database.db
      .insert(fipeConsultations)
      .values([
        row("Argo 1.0", { modelo: "21010" }),
        row("Mobi Like", { modelo: "21040" }),
        row("Mobi Like", { modelo: "21040" }),
        row("Sem códigos"),
      ]);
    const res = await app.inject({ url: "/sitemap-veiculos.xml" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/xml; charset=utf-8");
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual([
      `${SITE}/fipe/carros/21-fiat/21040-mobi-like/2020-1-2020-gasolina`,
      `${SITE}/fipe/carros/21-fiat/21010-argo-1-0/2020-1-2020-gasolina`,
    ]);
  });

  // Anonymous rows with made-up codes and names must not put spam in the sitemap.
  it("lists only vehicles whose price an upstream gave us, named from that price, never from a visitor's row", async () => {
    const spam = (codes: { marca: string; modelo: string }, names: { marca: string; modelo: string }) => ({
      valor: "R$ 1,00",
      marca: names.marca,
      modelo: names.modelo,
      anoModelo: 2020,
      combustivel: "Gasolina",
      codigoFipe: "000000-0",
      mesReferencia: "novembro de 2026",
      tipoVeiculo: "carros",
      codigoMarca: codes.marca,
      codigoModelo: codes.modelo,
      codigoAno: "2020-1",
    });
    await database.db.insert(fipeConsultations).values([
      // Made-up codes: no price from any upstream.
      ...Array.from({ length: 50 }, () =>
        spam(
          { marca: "9999999", modelo: "1000002" },
          { marca: "Compre agora", modelo: "Casino bonus gratis spam.example.com" },
        ),
      ),
      // Real codes with made-up names: listed, under the upstream's names.
      ...Array.from({ length: 50 }, () =>
        spam({ marca: "21", modelo: "21020" }, { marca: "Compre agora", modelo: "Casino bonus gratis" }),
      ),
    ]);
    await cachePrice("carros/marcas/21/modelos/21020/anos/2020-1", {
      Valor: "R$ 50.000,00",
      Marca: "Fiat",
      Modelo: "Cronos Drive",
      AnoModelo: 2020,
      Combustivel: "Gasolina",
      CodigoFipe: "001-2",
      MesReferencia: "novembro de 2026",
    });
    // A fresh sitemap (the app's keeps its XML for an hour).
    const xml = await createVehicleSitemap(database.db, SITE)();
    expect(xml).not.toMatch(/9999999|compre|casino|spam/i);
    expect(xml).toContain(`${SITE}/fipe/carros/21-fiat/21020-cronos-drive/2020-1-2020-gasolina`);
  });

  it("renders the vehicle's share image, 1200×630 PNG, once, and 404 for unknown codes", async () => {
    const url = "/fipe/imagem/carros/59/5940/2014-3.png";
    const first = await app.inject({ url });
    expect(first.statusCode).toBe(200);
    expect(first.headers["content-type"]).toBe("image/png");
    expect(pngSize(first.rawPayload)).toEqual({ width: 1200, height: 630 });
    const hits = mock.hits();
    const second = await app.inject({ url });
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(mock.hits()).toBe(hits);
    expect((await app.inject({ url: "/fipe/imagem/carros/59/9999/2014-3.png" })).statusCode).toBe(404);
    expect((await app.inject({ url: "/fipe/imagem/carros/59/5940/2014-3.jpg" })).statusCode).toBe(404);
  });
});
