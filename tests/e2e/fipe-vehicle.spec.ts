// FIPE in depth: each vehicle's own address (shared without JavaScript), the 12-month history,
// the side-by-side comparison and the way into the calculators.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { formatBRL, formatNumber } from "../../app/lib/format.ts";
import { pngSize } from "../../server/share-image/png-size.ts";
import { needsE2eDatabase, queryE2eDatabase } from "./db.ts";
import { choose, hydrated } from "./helpers.ts";

const AMAROK = {
  path: "/fipe/carros/59/5940/2014-3",
  brand: "VW - VolksWagen",
  model: "AMAROK High.CD 2.0 16V TDI 4x4 Dies. Aut",
  year: "2014 Diesel",
  price: "R$ 106.138,00",
  /** The same amount as a money field shows it (whole reais without ",00": app/lib/masks.ts). */
  field: "R$ 106.138",
};
const resultCard = (page: Page) => page.getByRole("region", { name: "Resultado" });

async function pick(page: Page, label: string, search: string, option: string) {
  const box = page.getByRole("combobox", { name: label });
  await expect(box).toBeEnabled();
  await box.fill(search);
  await page.getByRole("option", { name: option, exact: true }).click();
  await expect(box).toHaveValue(option);
}

async function lookUp(page: Page, brand: [string, string], model: [string, string], year: string) {
  await pick(page, "Marca", ...brand);
  await pick(page, "Modelo", ...model);
  await choose(page, "Ano", year);
  await page.getByRole("button", { name: "Consultar FIPE" }).click();
}

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

test.describe("a vehicle's own page", () => {
  test("@both-viewports the page comes with its lists, price and history: after hydration it asks the API for nothing", async ({
    page,
  }) => {
    const asked: string[] = [];
    page.on("request", (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith("/api/fipe/")) asked.push(path);
    });
    await page.goto(AMAROK.path);
    await hydrated(page);
    await expect(resultCard(page).getByText(AMAROK.price).first()).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${AMAROK.brand} ${AMAROK.model} ${AMAROK.year}`);
    await expect(page.getByRole("combobox", { name: "Marca" })).toHaveValue(AMAROK.brand);
    await expect(page.getByRole("combobox", { name: "Modelo" })).toHaveValue(AMAROK.model);
    await expect(page.getByRole("region", { name: "Valores mês a mês" })).toBeVisible();
    // Once the hydrated page is quiet (its effects ran), it has asked for nothing.
    await page.waitForLoadState("networkidle");
    expect(asked).toEqual([]);
    // Choosing another year still works in the page, as on /fipe.
    await choose(page, "Ano", "2015 Diesel");
    await page.getByRole("button", { name: "Consultar FIPE" }).click();
    await expect(page).toHaveURL(/\/2015-3-2015-diesel$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("2015 Diesel");
  });

  test("@both-viewports a lookup leaves the vehicle's path in the address bar; opening it restores the lookup", async ({
    page,
  }) => {
    await page.goto("/fipe");
    await hydrated(page);
    await pick(page, "Marca", "volks", AMAROK.brand);
    await pick(page, "Modelo", "amarok high", AMAROK.model);
    await choose(page, "Ano", AMAROK.year);
    const consult = page.getByRole("button", { name: "Consultar FIPE" });
    await page.evaluate(() => window.scrollTo(0, 200));
    const before = await page.evaluate(() => window.scrollY);
    await consult.click();
    await expect(resultCard(page)).toContainText(AMAROK.price);
    await expect(page).toHaveURL(
      /\/fipe\/carros\/59-vw-volkswagen\/5940-amarok-high-cd-2-0-16v-tdi-4x4-dies-aut\/2014-3-2014-diesel$/,
    );
    // Writing the vehicle's address is not a navigation: the page does not jump to the top.
    // (Below 1024 px the page scrolls to the result on purpose. The heading above now names
    // the vehicle and may take another line: the browser's scroll anchoring then moves the
    // scroll position down by as much, so what is on screen stays put.)
    if ((page.viewportSize()?.width ?? 0) >= 1024) {
      expect(before).toBe(200);
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThanOrEqual(before);
    }

    await page.reload();
    await hydrated(page);
    await expect(page.getByRole("combobox", { name: "Marca" })).toHaveValue(AMAROK.brand);
    await expect(page.getByRole("combobox", { name: "Modelo" })).toHaveValue(AMAROK.model);
    await expect(page.getByLabel("Ano", { exact: true })).toHaveValue("2014-3");
    await expect(resultCard(page)).toContainText(AMAROK.price);
    await expect(page).toHaveTitle(
      `${AMAROK.brand} ${AMAROK.model} ${AMAROK.year}: ${AMAROK.price} na Tabela FIPE | Carro em Conta`,
    );
    // The address the lookup wrote is the page's canonical address (the one the sitemap lists).
    const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
    expect(new URL(canonical!).pathname).toBe(new URL(page.url()).pathname);
    await expectNoAxeViolations(page);
  });

  test("without JavaScript the first response names the vehicle and its price, with a 1200×630 PNG", async ({
    request,
  }) => {
    const res = await request.get(AMAROK.path);
    expect(res.status()).toBe(200);
    const html = await res.text();
    const title = `${AMAROK.brand} ${AMAROK.model} ${AMAROK.year}: ${AMAROK.price} na Tabela FIPE | Carro em Conta`;
    expect(html).toContain(`<title>${title}</title>`);
    expect(html).toContain(`<meta property="og:title" content="${title}"/>`);
    // The description names the price and the month the FIPE service gave for it.
    expect(html).toMatch(/<meta property="og:description" content="[^"]*fevereiro de 2017: R\$ 106\.138,00/);
    expect(html).toMatch(/<meta name="twitter:card" content="summary_large_image"\/>/);
    const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
    expect(image).toMatch(/\/fipe\/imagem\/carros\/59\/5940\/2014-3\.png$/);
    expect(html).toContain(`<meta name="twitter:image" content="${image}"/>`);
    const png = await request.get(new URL(image!).pathname);
    expect(png.status()).toBe(200);
    expect(png.headers()["content-type"]).toBe("image/png");
    expect(pngSize(await png.body())).toEqual({ width: 1200, height: 630 });
  });

  test("the old query address redirects permanently, and unknown codes answer 404", async ({ request }) => {
    // One redirect, straight to the canonical address.
    const old = await request.get("/fipe?tipo=carros&marca=59&modelo=5940&ano=2014-3", { maxRedirects: 0 });
    expect(old.status()).toBe(301);
    expect(old.headers().location).toBe(
      "/fipe/carros/59-vw-volkswagen/5940-amarok-high-cd-2-0-16v-tdi-4x4-dies-aut/2014-3-2014-diesel",
    );
    const unknown = await request.get("/fipe/carros/59/5940/1990-3");
    expect(unknown.status()).toBe(404);
    expect(await unknown.text()).toContain("Página não encontrada");
  });

  test("the lookup saves the vehicle's codes, which put it in the vehicles sitemap", async ({ page, request }) => {
    needsE2eDatabase();
    await page.goto("/fipe");
    await hydrated(page);
    await lookUp(page, ["volks", AMAROK.brand], ["amarok high", AMAROK.model], AMAROK.year);
    await expect(resultCard(page)).toContainText(AMAROK.price);
    await expect
      .poll(
        async () =>
          (
            await queryE2eDatabase<{ n: number }>(
              "select count(*)::int as n from fipe_consultations where codigo_modelo = '5940' and codigo_ano = '2014-3'",
            )
          )[0]?.n,
      )
      .toBeGreaterThan(0);
    // Still served for old links; robots.txt names the sitemap index instead.
    const sitemap = await request.get("/sitemap-veiculos.xml");
    expect(sitemap.status()).toBe(200);
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain("Sitemap: ");
    expect(robots).toContain("/sitemap-index.xml");
  });
});

test.describe("price history", () => {
  test("@both-viewports shows each available month and the variation over the period", async ({ page, request }) => {
    const api = await request.get("/api/fipe/carros/marcas/59/modelos/5940/anos/2014-3/historico");
    const { months } = (await api.json()) as { months: Array<{ month: string; value: string }> };
    expect(months).toHaveLength(12);
    const amount = (v: string) => Number(v.replace(/\D/g, "")) / 100;
    const first = amount(months[0]!.value);
    const last = amount(months.at(-1)!.value);

    await page.goto(AMAROK.path);
    await hydrated(page);
    const history = page.getByRole("region", { name: "Histórico de preços" });
    await expect(history.getByRole("img")).toBeVisible();
    const rows = history.getByRole("table").getByRole("row");
    await expect(rows).toHaveCount(13); // header + 12 months
    await expect(rows.nth(1)).toContainText(months.at(-1)!.month);
    await expect(rows.nth(1)).toContainText(AMAROK.price);
    await expect(rows.nth(12)).toContainText(months[0]!.month);
    const percent = formatNumber(Math.abs(((last - first) / first) * 100), 1);
    const money = formatBRL(Math.abs(last - first));
    // 12 months, dezembro de 2025 to novembro de 2026: 11 months apart, named by the first one.
    await expect(history.getByText("Variação em 12 meses")).toHaveCount(0);
    const stat = history
      .getByText(`Variação desde ${months[0]!.month.trim()}`, { exact: true })
      .locator("xpath=following-sibling::dd");
    await expect(stat).toContainText(`${percent}%`);
    await expect(stat).toContainText(money);
    await expectNoAxeViolations(page);
  });

  test("a vehicle launched a few months ago shows only the months it has", async ({ page }) => {
    await page.goto("/fipe/carros/59/59001/2020-1");
    await hydrated(page);
    const history = page.getByRole("region", { name: "Histórico de preços" });
    // Months the site does not hold yet are asked for in the background, never while the
    // visitor waits: a later view has them.
    // The filler asks one month per 200 ms at most (server/fipe/history-filler.ts): a few reloads.
    await expect(async () => {
      await page.reload();
      await expect(history.getByRole("table").getByRole("row")).toHaveCount(10, { timeout: 1000 });
    }).toPass({ timeout: 30_000 });
    await hydrated(page);
    await expect(history.getByText(/^Variação desde \p{L}+ de \d{4}$/u)).toBeVisible();
  });
});

test.describe("comparison and calculators", () => {
  test("@both-viewports two vehicles side by side, the IPVA for a chosen state, moved and removed", async ({
    page,
  }) => {
    await page.goto(AMAROK.path);
    await hydrated(page);
    await expect(resultCard(page)).toContainText(AMAROK.price);
    await resultCard(page).getByRole("link", { name: "Comparar" }).click();
    await expect(page).toHaveURL(/\/fipe\/comparar\?v=carros\.59\.5940\.2014-3$/);
    await hydrated(page);
    await page.getByRole("link", { name: "Adicionar veículo" }).click();
    await expect(page).toHaveURL(/\/fipe\?comparar=carros\.59\.5940\.2014-3$/);
    await hydrated(page);
    await lookUp(page, ["fiat", "Fiat"], ["uno 1.6 msi", "Uno 1.6 MSI Flex 16V 4p"], "2020 Gasolina");
    await expect(resultCard(page)).toContainText("Uno 1.6 MSI");
    await resultCard(page).getByRole("link", { name: "Comparar" }).click();
    await expect(page).toHaveURL(/\/fipe\/comparar\?v=carros\.59\.5940\.2014-3&v=carros\.21\.21002\.2020-1$/);

    const table = page.getByRole("table", { name: /Comparação de veículos/ });
    const headers = table.getByRole("columnheader");
    await expect(headers.nth(0)).toContainText("AMAROK");
    await expect(headers.nth(1)).toContainText("Uno 1.6 MSI");
    const valueRow = table.getByRole("row", { name: /Valor FIPE/ });
    await expect(valueRow).toContainText(AMAROK.price);
    // IPVA from the calculator's own rates (2026): SP cars 4 %, RJ cars 4 %, PR 1,9 %.
    const ipvaRow = table.getByRole("row", { name: /IPVA estimado/ });
    await expect(ipvaRow).toContainText(`${formatBRL(106138 * 0.04)} (4%)`);
    await page.getByLabel("Estado para estimar o IPVA").selectOption("PR");
    await expect(ipvaRow).toContainText(`${formatBRL((106138 * 1.9) / 100)} (1,9%)`);
    await expect(page).toHaveURL(/uf=PR/);
    // 12 months held (dezembro de 2025 to novembro de 2026): named by its first month, not "12 meses".
    await expect(table.getByRole("row", { name: /Variação do preço/ })).toContainText("desde dezembro de 2025");
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: /Mover .*AMAROK.* para a direita/ }).click();
    await expect(headers.nth(0)).toContainText("Uno 1.6 MSI");
    await page.getByRole("button", { name: /Remover .*Uno 1\.6 MSI.* da comparação/ }).click();
    await expect(headers).toHaveCount(1);
    await expect(page).toHaveURL(/\/fipe\/comparar\?v=carros\.59\.5940\.2014-3&uf=PR$/);
  });

  test("'Calcular IPVA' and 'Simular financiamento' open the calculators with the value filled in", async ({
    page,
  }) => {
    await page.goto(AMAROK.path);
    await hydrated(page);
    await resultCard(page).getByRole("link", { name: "Calcular IPVA" }).click();
    await expect(page).toHaveURL(/\/ipva\?valor=106138&fabricacao=2014$/);
    await hydrated(page);
    await expect(page.getByLabel("Valor venal do veículo")).toHaveValue(AMAROK.field);
    await expect(page.getByRole("region", { name: "Resultado" })).toContainText(formatBRL(106138 * 0.04));

    await page.goBack();
    await hydrated(page);
    await resultCard(page).getByRole("link", { name: "Simular financiamento" }).click();
    await expect(page).toHaveURL(/\/financiamento\?valor=106138$/);
    await hydrated(page);
    await expect(page.getByLabel("Valor do veículo")).toHaveValue(AMAROK.field);
  });

  test("a motorcycle's 'Calcular IPVA' sets the vehicle type to Moto", async ({ page }) => {
    await page.goto("/fipe/motos/80/80000/2020-1");
    await hydrated(page);
    await expect(resultCard(page)).toContainText("R$");
    await resultCard(page).getByRole("link", { name: "Calcular IPVA" }).click();
    await expect(page).toHaveURL(/\/ipva\?valor=[\d.]+&tipo=moto&fabricacao=\d{4}$/);
    await hydrated(page);
    await expect(page.getByRole("radio", { name: "Moto" })).toBeChecked();
  });
});
