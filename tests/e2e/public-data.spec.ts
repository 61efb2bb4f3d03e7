// Public data in the browser, against the local ANP and Banco Central stand-ins the e2e server
// imports before it starts (tests/fixtures/public-data): the fuel calculator opens with São
// Paulo's ANP mean and its week, the ethanol page says which fuel pays in the state, the fuel
// price pages list the 27 states and a state's municipalities and chart, the financing page
// shows the BCB's newest rate and month and compares an offer with it. Both viewports, axe clean.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { GASOLINA_ETANOL, anpRows, lastCompleteWeekStart, meanOf } from "../fixtures/public-data/anp-data.ts";
import { newestBcbMonth } from "../fixtures/public-data/bcb-data.ts";
import { monthLabel, weekLabel } from "../../app/lib/public-data.ts";
import { hydrated, results } from "./helpers.ts";

const WEEK = lastCompleteWeekStart();
const WEEK_END = (() => {
  const d = new Date(`${WEEK}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 6);
  return d.toISOString().slice(0, 10);
})();
const ROWS = anpRows(GASOLINA_ETANOL, WEEK);
const money = (reais: number) => `R$ ${reais.toFixed(2).replace(".", ",")}`;
const SP_GASOLINA = money(meanOf(ROWS, "SP", "GASOLINA", WEEK));
const SP_ETANOL = money(meanOf(ROWS, "SP", "ETANOL", WEEK));
const RJ_ETANOL = money(meanOf(ROWS, "RJ", "ETANOL", WEEK));
const LABEL = weekLabel({ weekStart: WEEK, weekEnd: WEEK_END });

async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

test("the fuel calculator for SP opens with SP's ANP mean and its week; another state is fetched; a typed price stays @both-viewports", async ({
  page,
  request,
}) => {
  // In the server's HTML, before any script.
  const html = await (await request.get("/combustivel?uf=SP")).text();
  expect(html).toContain(`value="${SP_GASOLINA}"`);
  expect(html).toContain(`média ANP em SP, ${LABEL}`);

  await page.goto("/combustivel?uf=SP");
  await hydrated(page);
  await expect(page.getByLabel("Preço por litro (opcional)")).toHaveValue(SP_GASOLINA);
  await expect(page.getByText(`média ANP em SP, ${LABEL}`)).toBeVisible();
  await expect(page.getByRole("link", { name: "fonte: ANP" })).toHaveAttribute("href", /gov\.br\/anp/);
  await expectNoAxeViolations(page);

  await page.getByLabel("Combustível", { exact: true }).selectOption({ label: "Etanol" });
  await expect(page.getByLabel("Preço por litro (opcional)")).toHaveValue(SP_ETANOL);
  await page.getByLabel("Estado (para o preço médio da ANP)").selectOption({ label: "Rio de Janeiro (RJ)" });
  await expect(page.getByLabel("Preço por litro (opcional)")).toHaveValue(RJ_ETANOL);
  await expect(page.getByText(`média ANP em RJ, ${LABEL}`)).toBeVisible();

  // The visitor's own price is never replaced.
  const priceField = page.getByLabel("Preço por litro (opcional)");
  await priceField.fill("");
  await priceField.pressSequentially("5,99");
  await expect(priceField).toHaveValue("5,99");
  await page.getByLabel("Estado (para o preço médio da ANP)").selectOption({ label: "São Paulo (SP)" });
  await expect(page.getByText(`média ANP em SP, ${LABEL}`)).toBeVisible();
  // As typed (formatted only when the field is left).
  await expect(priceField).toHaveValue("5,99");

  await page.getByLabel("Distância percorrida (km)").pressSequentially("450");
  await page.getByLabel("Litros abastecidos").pressSequentially("40");
  await page.getByRole("button", { name: "Calcular Consumo" }).click();
  await expect(results(page)).toContainText("11,25 km/l");
  await expect(page).toHaveURL(/uf=SP&(cidade=&)?combustivel=etanol/);
});

test("the ethanol page says which fuel pays this week in the state @both-viewports", async ({ page }) => {
  await page.goto("/comparador?uf=SP");
  await hydrated(page);
  await expect(page.getByLabel("Preço da gasolina (por litro)")).toHaveValue(SP_GASOLINA);
  await expect(page.getByLabel("Preço do etanol (por litro)")).toHaveValue(SP_ETANOL);
  // 4,58 / 6,58 ≈ 69,6 %: below 70 %.
  await expect(page.getByTestId("comparador-semana")).toContainText("Nesta semana em SP, compensa o etanol");
  await expect(page.getByTestId("comparador-semana")).toContainText(LABEL);
  await expectNoAxeViolations(page);
});

test("/precos-combustiveis lists the 27 states; a state's page has its municipalities and chart @both-viewports", async ({
  page,
}) => {
  await page.goto("/precos-combustiveis");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Preços dos combustíveis por estado");
  const table = page.getByRole("table", { name: /Preço médio por estado/ });
  await expect(table.getByRole("rowheader")).toHaveCount(27);
  const sp = table.getByRole("row", { name: /São Paulo \(SP\)/ });
  await expect(sp).toContainText(SP_GASOLINA);
  await expect(sp).toContainText(SP_ETANOL);
  await expect(page.getByText(`Médias da ${LABEL}`)).toBeVisible();
  await expect(page.getByText(/Atualizado em \d{2}\/\d{2}\/\d{4}\./)).toBeVisible();
  const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(ld.join("")).toContain('"BreadcrumbList"');
  await expectNoAxeViolations(page);

  await sp.getByRole("link").click();
  await expect(page).toHaveURL(/\/precos-combustiveis\/sp$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Preços dos combustíveis em São Paulo");
  await expect(page.getByRole("navigation", { name: "Trilha de navegação" })).toContainText("Preços dos combustíveis");
  const cities = page.getByRole("table", { name: /por município/ });
  await expect(cities.getByRole("rowheader")).toHaveText(["Campinas", "São José dos Campos", "São Paulo"]);
  await expect(page.getByRole("img", { name: /Gráfico das médias semanais da ANP em SP/ })).toBeVisible();
  await expectNoAxeViolations(page);

  expect((await page.request.get("/precos-combustiveis/xx")).status()).toBe(404);
  expect((await page.request.get("/precos-combustiveis/imagem/xx.png")).status()).toBe(404);
  const sitemap = await (await page.request.get("/sitemap-precos-combustiveis.xml")).text();
  expect(sitemap).toContain(`/precos-combustiveis/sp</loc><lastmod>${WEEK_END}</lastmod>`);
});

test("the fuel price pages share their own images: the national card and the state's, drawn with its week", async ({
  page,
  request,
}) => {
  const imageOf = async (path: string) => {
    await page.goto(path);
    return page.locator('meta[property="og:image"]').getAttribute("content");
  };
  const national = await imageOf("/precos-combustiveis");
  expect(national).toMatch(/\/images\/share\/precos-combustiveis\.png$/);
  const state = await imageOf("/precos-combustiveis/sp");
  expect(state).toMatch(/\/precos-combustiveis\/imagem\/sp\.png$/);
  expect(await page.locator('meta[property="og:image:alt"]').getAttribute("content")).toContain(
    `Carro em Conta — São Paulo (SP): preço dos combustíveis: Gasolina ${SP_GASOLINA} · Etanol ${SP_ETANOL}`,
  );
  for (const url of [national!, state!]) {
    const image = await request.get(new URL(url).pathname);
    expect(image.status(), url).toBe(200);
    expect(image.headers()["content-type"], url).toBe("image/png");
    const png = await image.body();
    expect([png.readUInt32BE(16), png.readUInt32BE(20)], url).toEqual([1200, 630]);
  }
});

test("the financing page shows the Banco Central's newest rate and month, uses it, and compares an offer @both-viewports", async ({
  page,
}) => {
  const month = monthLabel(newestBcbMonth());
  await page.goto("/financiamento");
  await hydrated(page);
  const note = page.getByTestId("taxa-mercado");
  await expect(note).toContainText(
    `Taxa média de mercado para veículos (Banco Central, ${month}): 1,95 % a.m. (26,08 % a.a.)`,
  );
  await note.getByRole("button", { name: /Usar a taxa média/ }).click();
  await expect(page.getByLabel("Taxa de juros (% ao mês)")).toHaveValue("1,95");
  await expectNoAxeViolations(page);

  await page.getByRole("link", { name: "Descobrir a taxa" }).click();
  await expect(page.getByTestId("taxa-mercado")).toContainText("1,95 % a.m.");
  await page.getByLabel("Valor financiado").pressSequentially("3000000");
  await page.getByLabel("Número de parcelas").fill("48");
  await page.getByLabel("Valor da parcela").pressSequentially("100000");
  await page.getByRole("button", { name: /Descobrir/ }).click();
  await expect(page.getByTestId("comparacao-mercado")).toContainText(/p\.p\. acima da média do mercado/);
});

test("a city of the chosen state fills the price with its own mean and says whose and which week @both-viewports", async ({
  page,
}) => {
  await page.goto("/combustivel");
  await hydrated(page);
  await page.getByLabel("Estado (para o preço médio da ANP)").selectOption({ label: "São Paulo (SP)" });
  await expect(page.getByText(`média ANP em SP, ${LABEL}`)).toBeVisible();
  // The state's surveyed cities, by their names as people write them.
  const city = page.getByLabel("Cidade (opcional)");
  await city.selectOption({ label: "São José dos Campos" });
  await expect(page.getByText(`média ANP em São José dos Campos, ${LABEL}`)).toBeVisible();
  await expect(page.getByLabel("Preço por litro (opcional)")).toHaveValue(
    money(meanOf(ROWS, "SP", "GASOLINA", WEEK, "SAO JOSE DOS CAMPOS")),
  );
  // Sent, the address names the place (no personal data) and the price computes.
  await page.getByLabel("Distância percorrida (km)").pressSequentially("450");
  await page.getByLabel("Litros abastecidos").pressSequentially("40");
  await page.getByRole("button", { name: "Calcular Consumo" }).click();
  await expect(page).toHaveURL(/uf=SP&cidade=sao-jose-dos-campos&/);
  await expect(results(page)).toContainText("11,25 km/l");
});
