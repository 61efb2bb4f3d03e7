import { expect, test, type Page } from "@playwright/test";
import { FIPE_MOCK_PORT } from "../../playwright.config.ts";
import { needsE2eDatabase, queryE2eDatabase } from "./db.ts";
import { choose, expectToast, hydrated } from "./helpers.ts";

async function pick(page: Page, label: string, search: string, option: string) {
  const box = page.getByRole("combobox", { name: label });
  await expect(box).toBeEnabled();
  await box.fill(search);
  await page.getByRole("option", { name: option, exact: true }).click();
  await expect(box).toHaveValue(option);
}

function resultCard(page: Page) {
  return page.getByRole("region", { name: "Resultado" });
}

async function mockFipe(body: object) {
  await fetch(`http://127.0.0.1:${FIPE_MOCK_PORT}/__control`, { method: "POST", body: JSON.stringify(body) });
}

test("a car: the whole cascade, the result, the shareable URL and the saved row", async ({ page }) => {
  await page.goto("/fipe");
  await hydrated(page);
  await expect(page.getByLabel("Tipo de veículo")).toHaveValue("carros");
  const consult = page.getByRole("button", { name: "Consultar FIPE" });
  await expect(consult).toBeDisabled();
  await expect(page.getByRole("combobox", { name: "Modelo" })).toBeDisabled();
  await pick(page, "Marca", "volks", "VW - VolksWagen");
  await pick(page, "Modelo", "amarok high", "AMAROK High.CD 2.0 16V TDI 4x4 Dies. Aut");
  await expect(consult).toBeDisabled();
  await choose(page, "Ano", "2014 Diesel");
  await expect(consult).toBeEnabled();
  await consult.click();
  const card = resultCard(page);
  await expect(card).toContainText("R$ 106.138,00");
  await expect(card).toContainText("fevereiro de 2017");
  await expect(card).toContainText("VW - VolksWagen");
  await expect(card).toContainText("2014");
  await expect(card).toContainText("Diesel");
  await expect(card).toContainText("005340-6");
  // The vehicle's own address (codes with readable slugs).
  await expect(page).toHaveURL(/\/fipe\/carros\/59-vw-volkswagen\/5940-[a-z0-9-]+\/2014-3-2014-diesel$/);
  needsE2eDatabase();
  await expect
    .poll(
      async () =>
        (
          await queryE2eDatabase(
            "select count(*)::int as n from fipe_consultations where codigo_fipe = '005340-6' and mes_referencia = 'fevereiro de 2017'",
          )
        )[0]?.n,
    )
    .toBeGreaterThan(0);

  // The shared link restores the selects and shows the result.
  const shared = page.url();
  const other = await page.context().newPage();
  await other.goto(shared);
  await expect(resultCard(other)).toContainText("R$ 106.138,00");
  await expect(other.getByRole("combobox", { name: "Marca" })).toHaveValue("VW - VolksWagen");
  await expect(other.getByLabel("Ano")).toHaveValue("2014-3");
});

test("a motorcycle, zero km", async ({ page }) => {
  await page.goto("/fipe");
  await hydrated(page);
  await choose(page, "Tipo de veículo", "Motos");
  await pick(page, "Marca", "hon", "HONDA");
  await pick(page, "Modelo", "cg 160 fan 1.0 flex", "CG 160 Fan 1.0 Flex 12V 5p");
  await choose(page, "Ano", "Zero Km Gasolina");
  await page.getByRole("button", { name: "Consultar FIPE" }).click();
  await expect(resultCard(page)).toContainText("Zero Km");
  await expect(resultCard(page)).toContainText("HONDA");
  await expect(resultCard(page)).toContainText("novembro de 2026");
  await expect(page).toHaveURL(/\/fipe\/motos\/80-honda\/\d+-cg-160-fan[a-z0-9-]*\/32000-1-zero-km-gasolina$/);
});

test("a truck", async ({ page }) => {
  await page.goto("/fipe");
  await hydrated(page);
  await choose(page, "Tipo de veículo", "Caminhões");
  await pick(page, "Marca", "scan", "SCANIA");
  await pick(page, "Modelo", "r 450 sense", "R 450 Sense 1.0 Flex Mec.");
  await choose(page, "Ano", "2020 Gasolina");
  await page.getByRole("button", { name: "Consultar FIPE" }).click();
  await expect(resultCard(page)).toContainText("SCANIA");
  await expect(resultCard(page)).toContainText(/R\$ \d{1,3}(\.\d{3})*,\d{2}/);
});

test("each change clears what depends on it", async ({ page }) => {
  await page.goto("/fipe?tipo=carros&marca=59&modelo=5940&ano=2014-3");
  await expect(resultCard(page)).toContainText("R$ 106.138,00");

  await choose(page, "Ano", "2015 Diesel");
  await expect(resultCard(page)).not.toContainText("R$ 106.138,00");
  await expect(page.getByRole("combobox", { name: "Modelo" })).toHaveValue("AMAROK High.CD 2.0 16V TDI 4x4 Dies. Aut");

  await pick(page, "Modelo", "amarok cd2.0", "AMAROK CD2.0 16V/S CD2.0 16V TDI 4x2 Die");
  await expect(page.getByLabel("Ano")).toHaveValue("");
  await expect(page.getByRole("button", { name: "Consultar FIPE" })).toBeDisabled();

  await pick(page, "Marca", "fiat", "Fiat");
  await expect(page.getByRole("combobox", { name: "Modelo" })).toHaveValue("");
  await expect(page.getByLabel("Ano")).toBeDisabled();

  await choose(page, "Tipo de veículo", "Motos");
  await expect(page.getByRole("combobox", { name: "Marca" })).toHaveValue("");
  await expect(page.getByRole("combobox", { name: "Modelo" })).toBeDisabled();
  await expect(page).toHaveURL(/\?tipo=motos$/);
});

test("an upstream failure is explained under the list, without an 'Erro de API' toast", async ({ page }) => {
  await mockFipe({ mode: "500", pathPrefix: "caminhoes/marcas/114/" });
  try {
    await page.goto("/fipe");
    await hydrated(page);
    await choose(page, "Tipo de veículo", "Caminhões");
    await pick(page, "Marca", "volvo", "VOLVO");
    await expect(page.getByText("Não foi possível carregar os modelos.")).toContainText(
      "A Tabela FIPE não respondeu agora",
    );
    await expect(page.getByText("Erro de API")).toHaveCount(0);
    await expect(page.getByRole("combobox", { name: "Modelo" })).toBeDisabled();
  } finally {
    await mockFipe({ mode: "ok" });
  }
});

test("a failed save shows 'Erro ao salvar consulta' and keeps the result", async ({ page }) => {
  await page.route("**/rest/v1/fipe_consultations", (route) => route.abort("connectionrefused"));
  await page.goto("/fipe?tipo=carros&marca=21&modelo=21001&ano=2020-1");
  await expect(resultCard(page)).toContainText("Fiat");
  // The save that fails is the script's: before hydration the button is the browser's own form
  // submit, which reloads the page (its price is already in the HTML): no save, no toast.
  await hydrated(page);
  // A restored link shows the price; only an explicit "Consultar FIPE" saves it.
  await page.getByRole("button", { name: "Consultar FIPE" }).click();
  await expectToast(page, "Erro ao salvar consulta", "Não foi possível registrar sua consulta no banco de dados.");
  await expect(resultCard(page)).toContainText("Fiat");
  await expect(resultCard(page)).toContainText(/R\$ /);
});

test("the page's title, heading, text and explanatory block", async ({ page }) => {
  await page.goto("/fipe");
  await expect(page).toHaveTitle("Consulta Tabela FIPE Grátis (Carros, Motos e Caminhões) | Carro em Conta");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tabela FIPE");
  await expect(page.getByText("Consulte o valor de mercado do seu veículo de acordo com a tabela FIPE.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "O que é a Tabela FIPE?" })).toBeVisible();
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /grátis.*referência.*negociar/i);
});
