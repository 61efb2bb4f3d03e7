// The catalog's brand, model and type pages in the browser, at 1280 and 390 px, axe clean: a
// brand lists every model family the catalog prices (Agrale: Hatch and Sedan, two versions
// each), a model lists every model year with its price, each linking on; /fipe links to the
// type's page of brands; the trail and its JSON-LD; unknown brands and models answer 404. The
// catalog is filled the way visitors fill it: the lists and prices asked through the proxy are
// written in (Agrale, a brand no other spec looks up).
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { DEFAULT_ANON_KEY } from "../../build-env.ts";
import { modelsOf, priceOf, yearsOf } from "../fixtures/fipe/data.ts";

const BRAND = "2"; // Agrale
const MODELS = modelsOf("carros", BRAND)!.map((m) => Number(m.codigo));
const HATCH = 2000; // "Hatch 1.0 Flex 12V 5p"

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

test.beforeAll(async ({ request }) => {
  const api = (path: string) => `/api/fipe/carros/marcas${path}`;
  // The reference months (a vehicle's history), then the brand's lists and every price.
  expect((await request.get(api(`/${BRAND}/modelos/${HATCH}/anos/2020-1/historico`))).status()).toBe(200);
  expect((await request.get(api(""))).status()).toBe(200);
  expect((await request.get(api(`/${BRAND}/modelos`))).status()).toBe(200);
  for (const model of MODELS) {
    expect((await request.get(api(`/${BRAND}/modelos/${model}/anos`))).status()).toBe(200);
    for (const year of yearsOf(model)) {
      expect((await request.get(api(`/${BRAND}/modelos/${model}/anos/${year.codigo}`))).status()).toBe(200);
    }
  }
  // Lookups people asked for: the Sedan 2019 is the most looked up.
  const consult = (model: number, year: string) => {
    const price = priceOf("carros", BRAND, model, year)!;
    return {
      valor: price.Valor,
      marca: price.Marca,
      modelo: price.Modelo,
      ano_modelo: price.AnoModelo,
      combustivel: price.Combustivel,
      codigo_fipe: String(price.CodigoFipe).trim(),
      mes_referencia: price.MesReferencia.trim(),
      tipo_veiculo: "carros",
      codigo_marca: BRAND,
      codigo_modelo: String(model),
      codigo_ano: year,
    };
  };
  for (const row of [consult(2010, "2019-1"), consult(2010, "2019-1"), consult(HATCH, "2020-1")]) {
    const response = await request.post("/rest/v1/fipe_consultations", {
      headers: { apikey: DEFAULT_ANON_KEY, "content-type": "application/json" },
      data: row,
    });
    expect(response.status()).toBe(201);
  }
});

test("@both-viewports /fipe links to the type's brands, and the brand page lists every model family", async ({
  page,
}) => {
  // Every brand the catalog prices is linked from /fipe's own HTML, under its type. The server
  // keeps a rendered /fipe for 10 minutes, maybe from before this spec's catalog, keyed only on
  // the parameters the page reads (server/ssr/query-keys.ts): a fresh `comparar` value (one it
  // reads, naming no vehicle) gets a fresh render.
  await page.goto(`/fipe?comparar=${Date.now()}`);
  const index = page.getByRole("navigation", { name: "Tabela FIPE por marca" });
  await expect(
    index.getByRole("region", { name: "Carros" }).getByRole("link", { name: "Agrale", exact: true }),
  ).toHaveAttribute("href", "/fipe/carros/2-agrale");
  await index.getByRole("link", { name: "Marcas de carros" }).click();
  await expect(page).toHaveURL(/\/fipe\/carros$/);
  await expect(page.getByRole("heading", { level: 1, name: "Tabela FIPE de carros" })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("link", { name: "Agrale", exact: true }).click();
  await expect(page).toHaveURL(/\/fipe\/carros\/2-agrale$/);
  await expect(page.getByRole("heading", { level: 1, name: "Tabela FIPE Agrale" })).toBeVisible();
  const families = page.getByRole("region", { name: "Modelos Agrale por família" }).getByRole("heading", { level: 3 });
  await expect(families).toHaveText(["Hatch", "Sedan"]);
  const hatch = page.getByRole("region", { name: "Hatch", exact: true });
  await expect(hatch).toContainText("2 versões");
  const hatchPrices = [HATCH, HATCH + 1].flatMap((m) =>
    yearsOf(m).map((y) => Number(priceOf("carros", BRAND, m, String(y.codigo))!.Valor.replace(/\D/g, ""))),
  );
  const brl = (cents: number) =>
    `R$ ${Math.floor(cents / 100).toLocaleString("pt-BR")},${String(cents % 100).padStart(2, "0")}`;
  await expect(hatch).toContainText(`de ${brl(Math.min(...hatchPrices))} a ${brl(Math.max(...hatchPrices))}`);
  await expect(hatch.getByRole("link")).toHaveText(["Hatch 1.0 Flex 12V 5p", "Hatch 1.0 TSI Flex 12V Aut."]);
  // The most looked-up vehicles, most first, named from the catalog.
  const popular = page.getByRole("region", { name: "Mais consultados" }).getByRole("link");
  await expect(popular).toHaveText([
    "Agrale Sedan 1.0 Flex 12V 5p 2019 Gasolina",
    "Agrale Hatch 1.0 Flex 12V 5p 2020 Gasolina",
  ]);
  // The trail, shown and as JSON-LD.
  const trail = page.getByRole("navigation", { name: "Trilha de navegação" });
  await expect(trail.getByRole("link")).toHaveText(["Início", "Tabela FIPE", "Carros"]);
  await expect(trail.locator('[aria-current="page"]')).toHaveText("Agrale");
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}");
  expect(ld["@type"]).toBe("BreadcrumbList");
  expect(ld.itemListElement.map((i: { name: string }) => i.name)).toEqual([
    "Início",
    "Tabela FIPE",
    "Carros",
    "Agrale",
  ]);
  await expectNoAxeViolations(page);
});

test("@both-viewports the model page lists every model year with its price and links to each vehicle", async ({
  page,
}) => {
  const response = await page.goto(`/fipe/carros/${BRAND}/${HATCH}`); // codes alone: 301 to the canonical address
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/\/fipe\/carros\/2-agrale\/2000-hatch-1-0-flex-12v-5p$/);
  await expect(page.getByRole("heading", { level: 1, name: "Agrale Hatch 1.0 Flex 12V 5p" })).toBeVisible();
  const years = yearsOf(HATCH);
  const rows = page.getByRole("table").getByRole("row");
  await expect(rows).toHaveCount(1 + years.length);
  for (const year of years) {
    const name = String(year.nome).replace(/^32000/, "Zero Km");
    const row = page.getByRole("row", { name: new RegExp(`^${name}`) });
    await expect(row).toContainText(priceOf("carros", BRAND, HATCH, String(year.codigo))!.Valor);
  }
  // The catalog holds no month of a year before: no change is made up.
  await expect(page.getByText("sem 12 meses de histórico", { exact: true })).toHaveCount(years.length);
  await expect(
    page.getByText(/“—”: sem 12 meses de histórico \(não temos o valor desse ano-modelo em novembro de 2025\)/),
  ).toBeVisible();
  await expect(
    page.getByRole("img", { name: /Gráfico de barras do valor FIPE por ano-modelo \(Gasolina\)/ }),
  ).toBeVisible();
  await expect(page.getByText(/Um ano a mais de idade: −10,0% no valor/)).toBeVisible();
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    "content",
    /\/fipe\/imagem\/carros\/2\/2000\.png$/,
  );
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    /\/fipe\/carros\/2-agrale\/2000-hatch-1-0-flex-12v-5p$/,
  );
  await expectNoAxeViolations(page);

  await page.getByRole("link", { name: "2020 Gasolina" }).click();
  await expect(page).toHaveURL(/\/fipe\/carros\/2-agrale\/2000-hatch-1-0-flex-12v-5p\/2020-1-2020-gasolina$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Hatch 1.0 Flex 12V 5p 2020");
});

test("brand and model share images are 1200×630 PNGs; unknown brands, models and images answer 404", async ({
  request,
}) => {
  for (const path of [`/fipe/imagem/carros/${BRAND}.png`, `/fipe/imagem/carros/${BRAND}/${HATCH}.png`]) {
    const image = await request.get(path);
    expect(image.status(), path).toBe(200);
    expect(image.headers()["content-type"]).toBe("image/png");
    const png = await image.body();
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  }
  for (const path of [
    "/fipe/carros/999999",
    "/fipe/carros/999999-marca",
    `/fipe/carros/${BRAND}/999999`,
    `/fipe/carros/${BRAND}/3000`, // another brand's model
    "/fipe/carros/abc",
    "/fipe/avioes/2",
    "/fipe/avioes",
    "/fipe/imagem/carros/999999.png",
    `/fipe/imagem/carros/${BRAND}/999999.png`,
  ]) {
    expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(404);
  }
  const page = await request.get(`/fipe/carros/2-agrale`);
  expect(page.headers()["cache-control"]).toBe("public, max-age=600");
  // A client navigation's data request for the brand and model pages (the loader's answer).
  for (const path of ["/fipe/carros/2-agrale.data", "/fipe/carros/2-agrale/2000-hatch-1-0-flex-12v-5p.data"]) {
    const answer = await request.get(path);
    expect(answer.status(), path).toBe(200);
    expect(await answer.text()).toContain("Hatch 1.0 Flex 12V 5p");
  }
});
