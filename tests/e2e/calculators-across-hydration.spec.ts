// Every calculator typed the way people type on a phone (390 px, slow 3G) while the page's
// scripts are still on their way: part of a decimal or money value before hydration (up to its
// comma), the rest after, then sent. The field shows exactly what was typed and the result is
// computed on it (the figures below are the calculators' own, app/features/*/calc.ts, worked
// by hand in each test's comment). And a send with a problem shows the same message beside the
// field with JavaScript and without it.
import { expect, test, type Page } from "@playwright/test";
import { hydrated, results } from "./helpers.ts";
import { openWithScriptsHeld, typeInto } from "./slow-phone.ts";

/**
 * Types `after` at the end of the field and checks that it shows `before` + `after`, exactly.
 * The field still focused when the scripts ran is finished first, as a person goes on typing
 * where they were (leaving it would show it the field's way, "1.301," as "R$ 1.301").
 */
async function finish(page: Page, label: string, before: string, after: string) {
  const field = page.getByLabel(label, { exact: true });
  await expect(field).toHaveValue(before);
  await typeInto(page, field, after);
  await expect(field).toHaveValue(before + after);
}

test.describe("@mobile-only calculators typed across hydration on a phone on slow 3G", () => {
  // Slow 3G is the point: each page, its scripts and each send cross 2 s round trips at 50 KB/s;
  // this bound and the results' 30 s below are that network's, not the host's.
  test.setTimeout(180_000);

  test("financing: R$ 60.000,00 at 1,99 % in 48x, each typed across hydration, is 48 × R$ 1.952,13", async ({
    page,
  }) => {
    const hydrate = await openWithScriptsHeld(page, "/financiamento");
    await typeInto(page, page.getByLabel("Valor do veículo"), "60.000,");
    await typeInto(page, page.getByLabel("Taxa de juros (% ao mês)"), "1,");
    await typeInto(page, page.getByLabel("Número de parcelas"), "4");
    await hydrate();
    await finish(page, "Valor do veículo", "60.000,", "00");
    await finish(page, "Taxa de juros (% ao mês)", "1,", "99");
    await finish(page, "Número de parcelas", "4", "8");
    await page.getByRole("button", { name: "Calcular Financiamento" }).click();
    const card = results(page);
    await expect(card.getByText("Valor financiado").locator("..")).toContainText("R$ 60.000,00", { timeout: 30_000 });
    // Price: 60.000 × 0,0199 ÷ (1 − 1,0199^−48) = 1.952,13.
    await expect(card).toContainText("R$ 1.952,13");
    await expect(page.getByLabel("Taxa de juros (% ao mês)")).toHaveValue("1,99");
  });

  test("financing, 'Descobrir a taxa': R$ 40.000,00 in 48 × R$ 1.301,42 typed across hydration is 1,99 % a month", async ({
    page,
  }) => {
    const hydrate = await openWithScriptsHeld(page, "/financiamento?modo=taxa");
    await typeInto(page, page.getByLabel("Valor financiado"), "40.000,");
    await typeInto(page, page.getByLabel("Número de parcelas"), "48");
    await typeInto(page, page.getByLabel("Valor da parcela"), "1.301,");
    await hydrate();
    await finish(page, "Valor da parcela", "1.301,", "42");
    await finish(page, "Valor financiado", "40.000,", "00");
    await page.getByRole("button", { name: "Descobrir a taxa" }).click();
    // 40.000 × 0,0199 ÷ (1 − 1,0199^−48) = 1.301,42: the rate that closes the offer.
    await expect(results(page)).toContainText("1,9900% ao mês", { timeout: 30_000 });
  });

  test("IPVA: a car of R$ 80.000,50 made in 2020, in Paraná (1,9 %), typed across hydration pays R$ 1.520,01", async ({
    page,
  }) => {
    const hydrate = await openWithScriptsHeld(page, "/ipva");
    await typeInto(page, page.getByLabel("Ano de fabricação"), "20");
    await typeInto(page, page.getByLabel("Valor venal do veículo"), "80.000,");
    await page.getByRole("combobox", { name: "Estado", exact: true }).selectOption("PR");
    await hydrate();
    await expect(page.getByRole("combobox", { name: "Estado", exact: true })).toHaveValue("PR");
    await finish(page, "Valor venal do veículo", "80.000,", "50");
    await finish(page, "Ano de fabricação", "20", "20");
    await page.getByRole("button", { name: "Calcular IPVA" }).click();
    // 80.000,50 × 1,9 % = 1.520,0095, half up to the cent.
    await expect(results(page).getByText("IPVA 2026 estimado", { exact: true }).locator("..")).toContainText(
      "R$ 1.520,01",
      { timeout: 30_000 },
    );
  });

  test("fuel: 450 km on 40,5 litres at R$ 5,79, typed across hydration, is 11,11 km/l and R$ 234,50", async ({
    page,
  }) => {
    const hydrate = await openWithScriptsHeld(page, "/combustivel");
    await typeInto(page, page.getByLabel("Distância percorrida (km)"), "450");
    await typeInto(page, page.getByLabel("Litros abastecidos"), "40,");
    await typeInto(page, page.getByLabel("Preço por litro (opcional)"), "5,");
    await hydrate();
    await finish(page, "Preço por litro (opcional)", "5,", "79");
    await finish(page, "Litros abastecidos", "40,", "5");
    await page.getByRole("button", { name: "Calcular Consumo" }).click();
    // 450 ÷ 40,5 = 11,11 km/l; 40,5 × 5,79 = 234,495, half up: R$ 234,50.
    await expect(results(page)).toContainText("11,11 km/l", { timeout: 30_000 });
    await expect(results(page)).toContainText("R$ 234,50");
  });

  test("comparator: gasoline R$ 5,89 typed across hydration against ethanol R$ 4,20 is 71,3 %: gasoline", async ({
    page,
  }) => {
    const hydrate = await openWithScriptsHeld(page, "/comparador");
    await typeInto(page, page.getByLabel("Preço da gasolina (por litro)"), "5,");
    await typeInto(page, page.getByLabel("Preço do etanol (por litro)"), "4,20");
    await hydrate();
    await finish(page, "Preço da gasolina (por litro)", "5,", "89");
    await page.getByRole("button", { name: "Comparar" }).click();
    // 4,20 ÷ 5,89 = 71,3 % (above 70 %: gasoline); ethanol pays off up to 70 % of 5,89 = R$ 4,12.
    await expect(results(page).getByText("Gasolina", { exact: true })).toBeVisible({ timeout: 30_000 });
    await expect(results(page)).toContainText("71,3%");
    await expect(results(page)).toContainText("R$ 4,12");
  });

  test("licensing: R$ 160,22 with 20 % and 1,5 % a month for 3 months, typed across hydration, is R$ 199,47", async ({
    page,
  }) => {
    const hydrate = await openWithScriptsHeld(page, "/licenciamento");
    await typeInto(page, page.getByLabel("Final da placa"), "3");
    await typeInto(page, page.getByLabel("Valor base do licenciamento"), "160,");
    await typeInto(page, page.getByLabel("Multa (%)"), "20");
    await typeInto(page, page.getByLabel("Juros ao mês (%)"), "1,");
    await typeInto(page, page.getByLabel("Meses de atraso"), "3");
    await hydrate();
    await finish(page, "Valor base do licenciamento", "160,", "22");
    await finish(page, "Juros ao mês (%)", "1,", "5");
    await page.getByRole("button", { name: "Calcular Encargos" }).click();
    // Fee 160,22 × 20 % = 32,044 → 32,04; interest 160,22 × 1,5 % × 3 = 7,2099 → 7,21; total 199,47.
    const card = results(page);
    await expect(card.getByText("Total").locator("..")).toContainText("R$ 199,47", { timeout: 30_000 });
    await expect(card.getByText("Multa", { exact: true }).locator("..")).toContainText("R$ 32,04");
    await expect(card.getByText("Juros", { exact: true }).locator("..")).toContainText("R$ 7,21");
  });

  test("yearly cost on a vehicle page: 1.000 km a month at 10 km/l and R$ 5,89 typed across hydration is R$ 7.068,00 of fuel", async ({
    page,
  }) => {
    // The FIPE stand-in's Fiat Uno 1.6 (tests/fixtures/fipe).
    const hydrate = await openWithScriptsHeld(page, "/fipe/carros/21/21002/2020-1");
    const form = page.getByRole("region", { name: "Custo anual estimado" });
    await typeInto(page, page.getByLabel("Quilômetros por mês"), "1.0");
    await typeInto(page, page.getByLabel("Preço do litro"), "5,");
    await typeInto(page, page.getByLabel("Consumo (km/l)"), "10");
    await hydrate();
    await finish(page, "Quilômetros por mês", "1.0", "00");
    await finish(page, "Preço do litro", "5,", "89");
    await page.getByRole("button", { name: "Calcular o custo anual" }).click();
    // 1.000 × 12 ÷ 10 = 1.200 litres × R$ 5,89 = R$ 7.068,00.
    await expect(form).toContainText("1.200 litros por ano", { timeout: 30_000 });
    await expect(form.getByText("Combustível", { exact: true }).locator("..")).toContainText("R$ 7.068,00");
  });
});

test.describe("@mobile-only financing: amounts as people write them", () => {
  test('"50 mil" is R$ 50.000,00: 48 × R$ 1.626,78 at 1,99 %', async ({ page }) => {
    await page.goto("/financiamento");
    await hydrated(page);
    await page.getByLabel("Valor do veículo").fill("50 mil");
    await page.getByLabel("Taxa de juros (% ao mês)").fill("1,99");
    await page.getByLabel("Número de parcelas").fill("48");
    await page.getByRole("button", { name: "Calcular Financiamento" }).click();
    const card = results(page);
    await expect(card.getByText("Valor financiado").locator("..")).toContainText("R$ 50.000,00");
    // 50.000 × 0,0199 ÷ (1 − 1,0199^−48) = 1.626,78 (read as R$ 50 it would be R$ 1,63).
    await expect(card).toContainText("R$ 1.626,78");
  });
});

const DOWN_PAYMENT_ABOVE = "A entrada é maior que o valor do veículo.";

/** Sends a financing whose down payment is above the price, from the page as it is. */
async function sendDownPaymentAbovePrice(page: Page) {
  await page.getByLabel("Valor do veículo").fill("50.000");
  await page.getByLabel("Valor da entrada (opcional)").fill("60.000");
  await page.getByLabel("Taxa de juros (% ao mês)").fill("1,99");
  await page.getByLabel("Número de parcelas").fill("48");
  await page.getByRole("button", { name: "Calcular Financiamento" }).click();
}

/** The down payment's message: tied to the field, right under it, on screen; no result shown. */
async function expectDownPaymentMessageBeside(page: Page) {
  const field = page.getByLabel("Valor da entrada (opcional)");
  await expect(field).toHaveAttribute("aria-invalid", "true");
  const describedBy = await field.getAttribute("aria-describedby");
  expect(describedBy).toBeTruthy();
  const message = page.locator(`#${describedBy!.split(" ").at(-1)}`);
  await expect(message).toHaveText(DOWN_PAYMENT_ABOVE);
  await field.scrollIntoViewIfNeeded();
  await expect(message).toBeInViewport();
  const box = (await field.boundingBox())!;
  const text = (await message.boundingBox())!;
  expect(text.y - (box.y + box.height)).toBeGreaterThanOrEqual(0);
  expect(text.y - (box.y + box.height)).toBeLessThan(24);
  await expect(results(page)).not.toContainText("Valor financiado");
}

test.describe("@mobile-only a down payment above the price: the same message beside the field", () => {
  test("with JavaScript", async ({ page }) => {
    await page.goto("/financiamento");
    await hydrated(page);
    await sendDownPaymentAbovePrice(page);
    await expectDownPaymentMessageBeside(page);
    await expect(page.getByLabel("Valor da entrada (opcional)")).toBeFocused();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the server answers it, with what was typed", async ({ page }) => {
      await page.goto("/financiamento");
      await sendDownPaymentAbovePrice(page);
      await expect(page).toHaveURL(/[?&]entrada=60\.000(&|$)/);
      await expectDownPaymentMessageBeside(page);
      // What was typed, shown the field's way.
      await expect(page.getByLabel("Valor da entrada (opcional)")).toHaveValue("R$ 60.000");
    });
  });
});
