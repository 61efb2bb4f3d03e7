// A surveyed city's fuel price page, against the local ANP stand-in the e2e server imports
// before it starts (four weeks ending last week, several cities per state, "SAO JOSE DOS CAMPOS"
// as the survey writes it, Bom Jesus in PI and in RS): reached from the menu and the state's
// page, its averages to the cent beside the state's, its cheapest surveyed stations cheapest
// first with the note that they are the ANP's sample, its weekly history as a table and a chart;
// all of it in the server's HTML without JavaScript; at 390 px nothing wider than the screen;
// unknown cities are 404s, other spellings redirect, its share card and the sitemap.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import {
  DIESEL_GNV,
  GASOLINA_ETANOL,
  anpRows,
  lastCompleteWeekStart,
  meanOf,
} from "../fixtures/public-data/anp-data.ts";
import { weekLabel } from "../../app/lib/public-data.ts";

const WEEK = lastCompleteWeekStart();
const addDays = (iso: string, n: number) => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};
const WEEK_END = addDays(WEEK, 6);
const ROWS = [...anpRows(GASOLINA_ETANOL, WEEK), ...anpRows(DIESEL_GNV, WEEK)];
const money = (reais: number) => `R$ ${reais.toFixed(2).replace(".", ",")}`;
const br = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
const SJC = "SAO JOSE DOS CAMPOS";
const SJC_GASOLINA = money(meanOf(ROWS, "SP", "GASOLINA", WEEK, SJC));
const SP_GASOLINA = money(meanOf(ROWS, "SP", "GASOLINA", WEEK));
const SJC_STATIONS = ROWS.filter((r) => r.municipio === SJC && r.product === "GASOLINA" && r.day >= WEEK).sort(
  (a, b) => a.milli - b.milli,
);
const PATH = "/precos-combustiveis/sp/sao-jose-dos-campos";

async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

/** What the city page shows, with or without its script. */
async function expectCityPage(page: Page) {
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Preço dos combustíveis em São José dos Campos (SP)",
  );
  await expect(page.getByText(`Médias da ${weekLabel({ weekStart: WEEK, weekEnd: WEEK_END })}`)).toBeVisible();
  const gasolina = page
    .getByRole("listitem")
    .filter({ has: page.getByText("Gasolina comum", { exact: true }) })
    .first();
  await expect(gasolina).toContainText(SJC_GASOLINA);
  await expect(gasolina).toContainText("3 preços coletados");
  await expect(gasolina).toContainText(`Média de São Paulo: ${SP_GASOLINA}`);
  await expect(page.getByRole("note").filter({ hasText: "não todos os postos da cidade" })).toBeVisible();
  const stations = page.getByRole("region", { name: "Gasolina comum" }).getByRole("listitem");
  await expect(stations).toHaveCount(3);
  for (const [i, s] of SJC_STATIONS.entries()) {
    await expect(stations.nth(i)).toContainText(s.name!);
    await expect(stations.nth(i)).toContainText(`${s.street}, ${s.number} · ${s.district}`);
    await expect(stations.nth(i)).toContainText(`Bandeira ${s.brand} · coletado em ${br(s.day)}`);
    await expect(stations.nth(i)).toContainText(money(s.milli / 1000));
  }
  const history = page.getByRole("table", { name: "Média de cada semana (domingo a sábado)" });
  await expect(history.getByRole("rowheader")).toHaveText(
    [0, 1, 2, 3].map((w) => `${br(addDays(WEEK, -7 * w))} a ${br(addDays(WEEK_END, -7 * w))}`),
  );
  await expect(history.getByRole("row").nth(1)).toContainText(SJC_GASOLINA);
  await expect(
    page.getByRole("img", { name: /Gráfico das médias semanais da ANP em São José dos Campos/ }),
  ).toBeVisible();
}

test("from the menu to a city's page: averages beside the state's, cheapest stations, history @both-viewports", async ({
  page,
}) => {
  await page.goto("/");
  const menuButton = page.getByRole("button", { name: "Abrir menu" });
  if (await menuButton.isVisible()) await menuButton.click();
  await page.getByRole("link", { name: "Preços dos combustíveis" }).first().click();
  await expect(page).toHaveURL(/\/precos-combustiveis$/);
  await page.getByRole("link", { name: "São Paulo (SP)" }).click();
  await page.getByRole("link", { name: "São José dos Campos" }).click();
  await expect(page).toHaveURL(new RegExp(`${PATH}$`));
  await expectCityPage(page);
  // Nothing wider than the screen (the tables scroll inside their own box).
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the city page's averages, stations and history are in the server's HTML @both-viewports", async ({ page }) => {
    await page.goto(PATH);
    await expectCityPage(page);
  });
});

test("the same name in two states is two pages; unknown cities are 404s; other spellings redirect", async ({
  request,
}) => {
  const pi = await (await request.get("/precos-combustiveis/pi/bom-jesus")).text();
  const rs = await (await request.get("/precos-combustiveis/rs/bom-jesus")).text();
  expect(pi).toContain(money(meanOf(ROWS, "PI", "GASOLINA", WEEK, "BOM JESUS")));
  expect(rs).toContain(money(meanOf(ROWS, "RS", "GASOLINA", WEEK, "BOM JESUS")));
  expect(pi).toContain("Bom Jesus (PI)");
  expect(rs).toContain("Bom Jesus (RS)");
  for (const path of [
    "/precos-combustiveis/sp/atlantida",
    "/precos-combustiveis/rs/campinas",
    "/precos-combustiveis/xx/campinas",
  ]) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
  const moved = await request.get("/precos-combustiveis/SP/Sao-Jose-dos-Campos", { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers().location).toBe(PATH);
});

test("a city page's title, description and share card; the sitemap lists the pages with data", async ({
  page,
  request,
}) => {
  await page.goto(PATH);
  await expect(page).toHaveTitle(/^Preço da gasolina em São José dos Campos \(SP\) hoje/);
  const description = await page.locator('meta[name="description"]').getAttribute("content");
  expect(description).toBe(
    `Preço da gasolina em São José dos Campos hoje: média de ${SJC_GASOLINA}, ${weekLabel({ weekStart: WEEK, weekEnd: WEEK_END })}. Etanol, diesel e GNV, os postos mais baratos da pesquisa da ANP e o histórico semana a semana.`,
  );
  const image = await page.locator('meta[property="og:image"]').getAttribute("content");
  expect(image).toMatch(/\/precos-combustiveis\/imagem\/sp\/sao-jose-dos-campos\.png$/);
  const png = await request.get(new URL(image!).pathname);
  expect(png.status()).toBe(200);
  expect(png.headers()["content-type"]).toBe("image/png");
  expect((await request.get("/precos-combustiveis/imagem/sp/atlantida.png")).status()).toBe(404);

  const sitemap = await (await request.get("/sitemap-precos-combustiveis.xml")).text();
  expect(sitemap).toContain(`${PATH}</loc><lastmod>${WEEK_END}</lastmod>`);
  expect(sitemap).toContain(`/precos-combustiveis/rs/bom-jesus</loc>`);
  expect(sitemap).not.toContain("/precos-combustiveis/sp/atlantida");
  expect(await (await request.get("/sitemap-index.xml")).text()).toContain("/sitemap-precos-combustiveis.xml</loc>");
  expect(await (await request.get("/sitemap.xml")).text()).not.toContain("/precos-combustiveis");
});
