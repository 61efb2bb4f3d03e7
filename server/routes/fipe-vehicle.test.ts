// Vehicle pages: the /fipe HTML with the vehicle's head, 404 for unknown codes, the old query
// form redirected, and a name-only head when the price cannot be had.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { makeFakeBuild } from "../../tests/helpers/fake-build.ts";
import { startFipeMock, type FipeMock } from "../../tests/fixtures/fipe/server.ts";
import { buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import { openDatabase, type Database } from "../db/client.ts";
import { fipeCache, fipeConsultations } from "../db/schema.ts";
import { createVehicleSitemap } from "../fipe/vehicle-sitemap.ts";
import { pngSize } from "../share-image/png-size.ts";

const BUILD_DIR = makeFakeBuild();
const SITE = "https://www.carroemconta.com.br";
const CANONICAL = "/fipe/carros/59-vw-volkswagen/5940-amarok-high-cd-2-0-16v-tdi-4x4-dies-aut/2014-3-2014-diesel";

function head(html: string) {
  const meta = (attr: string, key: string) =>
    new RegExp(`<meta ${attr}="${key}" content="([^"]*)"`).exec(html)?.[1]?.replace(/&amp;/g, "&");
  return {
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    description: meta("name", "description"),
    canonical: /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1],
    ogTitle: meta("property", "og:title"),
    ogDescription: meta("property", "og:description"),
    ogImage: meta("property", "og:image"),
    ogImageWidth: meta("property", "og:image:width"),
    twitterCard: meta("name", "twitter:card"),
    twitterImage: meta("name", "twitter:image"),
  };
}

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
        FIPE_API_URL: mock.url,
        FIPE_TIMEOUT_MS: "800",
      }),
      { database },
    );
  });
  beforeEach(async () => {
    mock.reset();
    await database.db.execute(sql`delete from fipe_cache`);
  });
  afterAll(async () => {
    await app.close();
    await mock.close();
  });

  it("answers the page with the vehicle's name and price in title, description and Open Graph", async () => {
    const res = await app.inject({ url: CANONICAL });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(res.headers["content-security-policy"]).toContain("script-src");
    const h = head(res.body);
    expect(h.title).toBe(
      "VW - VolksWagen AMAROK High.CD 2.0 16V TDI 4x4 Dies. Aut 2014 Diesel: R$ 106.138,00 na Tabela FIPE | Carro em Conta",
    );
    expect(h.ogTitle).toBe(h.title);
    expect(h.description).toContain("R$ 106.138,00");
    expect(h.description).toContain("fevereiro de 2017");
    expect(h.ogDescription).toBe(h.description);
    expect(h.canonical).toBe(`${SITE}${CANONICAL}`);
    expect(h.ogImage).toBe(`${SITE}/fipe/imagem/carros/59/5940/2014-3.png`);
    expect(h.twitterImage).toBe(h.ogImage);
    expect(h.ogImageWidth).toBe("1200");
    expect(h.twitterCard).toBe("summary_large_image");
    // The page keeps its body and scripts, and carries the data for hydration.
    expect(res.body).toContain("<h1>Tabela FIPE</h1>");
    expect(res.body).toMatch(/<script type="application\/json" id="fipe-vehicle-head">\{"codes"/);
    expect(res.body.match(/<title>/g)).toHaveLength(1);
  });

  it("moves any other spelling of a priced vehicle's address permanently to the canonical one, query kept", async () => {
    for (const url of ["/fipe/carros/59/5940/2014-3", "/fipe/carros/59-vw/5940-amarok/2014-3-diesel"]) {
      for (const attempt of ["first", "cached"]) {
        const res = await app.inject({ url: `${url}?comparar=carros.21.21010.2018-1` });
        expect(res.statusCode, `${url} (${attempt})`).toBe(301);
        expect(res.headers.location, `${url} (${attempt})`).toBe(`${CANONICAL}?comparar=carros.21.21010.2018-1`);
      }
    }
    // Once the canonical page is cached, the redirect comes from the cache as well.
    expect((await app.inject({ url: CANONICAL })).statusCode).toBe(200);
    const again = await app.inject({ url: "/fipe/carros/59/5940/2014-3" });
    expect(again.statusCode).toBe(301);
    expect(again.headers.location).toBe(CANONICAL);
  });

  it("answers 404 with the not-found page for codes the FIPE service does not know, and for non-codes", async () => {
    for (const url of ["/fipe/carros/59/9999/2014-3", "/fipe/carros/59/5940/1999-3", "/fipe/carros/vw/5940/2014-3"]) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain("Página não encontrada");
    }
  });

  it("keeps the vehicle's name in the title when the price cannot be had, with the site's image", async () => {
    // The lists are cached (a visitor went through the selects); then the service fails.
    await app.inject({ url: "/api/fipe/carros/marcas" });
    await app.inject({ url: "/api/fipe/carros/marcas/59/modelos" });
    await app.inject({ url: "/api/fipe/carros/marcas/59/modelos/5940/anos" });
    mock.setMode("500");
    const res = await app.inject({ url: "/fipe/carros/59/5940/2015-3" });
    expect(res.statusCode).toBe(200);
    const h = head(res.body);
    expect(h.title).toBe(
      "VW - VolksWagen AMAROK High.CD 2.0 16V TDI 4x4 Dies. Aut 2015 Diesel na Tabela FIPE | Carro em Conta",
    );
    expect(h.description).not.toContain("R$");
    expect(h.ogImage).toBe(`${SITE}/images/share/fipe.png`);
    expect(res.headers["cache-control"]).toBe("no-cache");
  });

  // Issue 23, finding 5: during an outage a made-up vehicle path answered 200 with a canonical
  // URL (a soft 404).
  it("a vehicle path nothing can vouch for answers 503 with noindex during an outage, 404 once an upstream says it does not exist", async () => {
    // Its own app: no list cached yet, and no circuit left open by the outage.
    const fresh = await buildApp(
      loadConfig({
        BUILD_DIR,
        LOG_LEVEL: "silent",
        FIPE_API_URL: mock.url,
        FIPE_TIMEOUT_MS: "800",
        FIPE_CIRCUIT_FAILURES: "1000",
      }),
      { database: { ...database, close: async () => {} } },
    );
    mock.setMode("500");
    const url = "/fipe/carros/59/1234567/2014-3";
    const down = await fresh.inject({ url });
    expect(down.statusCode).toBe(503);
    expect(down.headers["x-robots-tag"]).toBe("noindex");
    expect(down.headers["cache-control"]).toBe("no-store");
    expect(Number(down.headers["retry-after"])).toBeGreaterThan(0);
    expect(down.body).not.toContain("1234567");
    mock.setMode("ok");
    const up = await fresh.inject({ url });
    expect(up.statusCode).toBe(404);
    expect(up.body).toContain("Página não encontrada");
    await fresh.close();
  });

  it("redirects the old query form permanently to the vehicle's path", async () => {
    const res = await app.inject({ url: "/fipe?tipo=carros&marca=59&modelo=5940&ano=2014-3" });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe("/fipe/carros/59/5940/2014-3");
    const partial = await app.inject({ url: "/fipe?tipo=motos" });
    expect(partial.statusCode).toBe(200);
    expect(head(partial.body).title).toBe("Consulta Tabela FIPE | Carro em Conta");
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

  // Issue 23, finding 4: 50 anonymous rows with made-up codes and names put spam in the sitemap.
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
