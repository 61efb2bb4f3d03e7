// "Quanto custa ter este carro" on a vehicle's page: the yearly cost from the
// site's own IPVA rates and financing formula, with and without JavaScript.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { hydrated } from "./helpers.ts";
import { DIESEL_GNV, anpRows, lastCompleteWeekStart, meanOf } from "../fixtures/public-data/anp-data.ts";
import { weekLabel } from "../../app/lib/public-data.ts";

/** FIPE price R$ 106.138,00; the local FIPE services hold 12 months of it, under a year of span. */
const AMAROK = "/fipe/carros/59/5940/2014-3";
const costRegion = (page: Page) => page.getByRole("region", { name: "Custo anual estimado" });

/**
 * By hand: IPVA 2026 in SP, cars 4 % of R$ 106.138,00 = R$ 4.245,52; 1.000 km a month × 12 ÷
 * 10 km/l = 1.200 l × R$ 6,00 = R$ 7.200,00; insurance R$ 3.000,00; maintenance R$ 1.500,00:
 * R$ 15.945,52 before depreciation. The depreciation is the FIPE price's change over the
 * months the page's history shows, annualised (the stand-in's Amarok: R$ 4.661,58 a year), so
 * R$ 20.607,10 a year, R$ 1.717,26 a month.
 */
async function fillWorkedExample(page: Page) {
  await page.getByLabel("Estado (IPVA)").selectOption("SP");
  await page.getByLabel("Quilômetros por mês").fill("1000");
  await page.getByLabel("Preço do litro").fill("R$ 6,00");
  await page.getByLabel("Consumo (km/l)").fill("10");
  await page.getByLabel("Seguro anual").fill("R$ 3.000,00");
  await page.getByLabel("Manutenção anual").fill("R$ 1.500,00");
}

/**
 * Waits until the vehicle page's history is whole: a first view of a vehicle shows the months
 * the catalog and the cache hold and fills the rest in the background, its page sent no-cache
 * until then. The worked example's depreciation needs the whole history.
 */
async function historyFilled(request: APIRequestContext) {
  // The filler asks one month per 200 ms at most (server/fipe/history-filler.ts): seconds.
  await expect
    .poll(async () => (await request.get(AMAROK)).headers()["cache-control"], { timeout: 20_000 })
    .not.toContain("no-cache");
}

async function expectWorkedExample(page: Page) {
  const region = costRegion(page);
  await expect(region.getByText("Custo por ano").locator("..")).toContainText("R$ 20.607,10");
  await expect(region.getByText("Custo por mês").locator("..")).toContainText("R$ 1.717,26");
  await expect(region).toContainText("R$ 4.245,52");
  await expect(region).toContainText("R$ 7.200,00");
  await expect(region.getByText("Depreciação", { exact: true }).locator("..")).toContainText("R$ 4.661,58");
}

test("@both-viewports the yearly cost of the worked example, kept in the address, axe clean", async ({
  page,
  request,
}) => {
  await historyFilled(request);
  await page.goto(AMAROK);
  await hydrated(page);
  await expect(page.getByRole("heading", { name: "Quanto custa ter este carro" })).toBeVisible();
  await expect(costRegion(page)).toContainText("Preencha os campos acima");
  // A half-filled fuel block is refused: each missing field says so, and no cost is shown.
  await page.getByLabel("Quilômetros por mês").fill("1000");
  await page.getByRole("button", { name: "Calcular o custo anual" }).click();
  await expect(page.getByLabel("Preço do litro")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Consumo (km/l)")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText(/Para incluir o combustível, preencha também este campo/).first()).toBeVisible();
  await expect(costRegion(page)).toContainText("Corrija os campos indicados");

  await fillWorkedExample(page);
  await page.getByRole("button", { name: "Calcular o custo anual" }).click();
  await expectWorkedExample(page);
  // The address carries the form as sent.
  await expect(page).toHaveURL(/\?uf=SP&(cidade=&)?km=1\.000&litro=R%24\+6%2C00&kml=10&seguro=R%24\+3\.000%2C00&/);
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);

  await page.reload();
  await expectWorkedExample(page);
  await expect(page.getByLabel("Preço do litro")).toHaveValue("R$ 6,00");
});

test("@both-viewports the price per litre starts from the state's ANP diesel S10 mean (the Amarok is Diesel); a typed price stays", async ({
  page,
  request,
}) => {
  // The e2e server imports the ANP stand-in's four weeks (scripts/e2e-server.ts).
  const week = lastCompleteWeekStart();
  const end = new Date(`${week}T00:00:00Z`);
  end.setUTCDate(end.getUTCDate() + 6);
  const label = weekLabel({ weekStart: week, weekEnd: end.toISOString().slice(0, 10) });
  const rows = anpRows(DIESEL_GNV, week);
  const money = (reais: number) => `R$ ${reais.toFixed(2).replace(".", ",")}`;
  const litre = page.getByLabel("Preço do litro");

  // A state in the query (a shared cost, the form sent without JavaScript): the mean is in the
  // server's HTML, before any script.
  const html = await (await request.get(`${AMAROK}?uf=SP`)).text();
  expect(html).toContain(`value="${money(meanOf(rows, "SP", "DIESEL S10", week))}"`);
  expect(html).toContain(`média ANP em SP, ${label}`);

  await page.goto(AMAROK);
  await hydrated(page);
  await expect(litre).toHaveValue("");
  await page.getByLabel("Estado (IPVA)").selectOption("SP");
  await expect(litre).toHaveValue(money(meanOf(rows, "SP", "DIESEL S10", week)));
  await expect(page.getByText(`média ANP em SP, ${label}`)).toBeVisible();
  await page.getByLabel("Estado (IPVA)").selectOption("RJ");
  await expect(litre).toHaveValue(money(meanOf(rows, "RJ", "DIESEL S10", week)));
  await expect(page.getByText(`média ANP em RJ, ${label}`)).toBeVisible();

  await litre.fill("");
  await litre.pressSequentially("5,99");
  await page.getByLabel("Estado (IPVA)").selectOption("MG");
  await expect(page.getByText(`média ANP em MG, ${label}`)).toBeVisible();
  // The visitor's own price stays as typed.
  await expect(litre).toHaveValue("5,99");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("@both-viewports the form lands on the vehicle's address with the cost in the server's HTML", async ({
    page,
    request,
  }) => {
    await historyFilled(request);
    await page.goto(AMAROK);
    await fillWorkedExample(page);
    await page.getByRole("button", { name: "Calcular o custo anual" }).click();
    await expect(page).toHaveURL(/\/fipe\/carros\/59-[^/]+\/5940-[^/]+\/2014-3-[^?]+\?uf=SP&km=1000&litro=R/);
    await expectWorkedExample(page);
  });

  test("@both-viewports an older address with the cost's query keeps it through the redirect, loan included", async ({
    page,
  }) => {
    await page.goto(`${AMAROK}?uf=SP&financiado=40000.00&taxa=1.99&parcelas=48`);
    // The redirect keeps the parameters the page reads (in the page cache's order, server/ssr/query-keys.ts).
    await expect(page).toHaveURL(
      /2014-3-[^?]+\?(?=[^#]*\buf=SP\b)(?=[^#]*\bfinanciado=40000\.00\b)(?=[^#]*\btaxa=1\.99\b)(?=[^#]*\bparcelas=48\b)[^/]*$/,
    );
    await expect(costRegion(page)).toContainText("parcela de R$ 1.301,42 em 48 meses");
    await expect(costRegion(page).getByText("Juros do financiamento").locator("..")).toContainText(/R\$ [\d.]+,\d\d/);
  });
});
