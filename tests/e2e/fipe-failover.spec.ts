import { expect, test, type Page } from "@playwright/test";
import { FIPE_MOCK_PORT } from "../../playwright.config.ts";
import { modelsOf, priceOf } from "../fixtures/fipe/data.ts";
import { choose, hydrated } from "./helpers.ts";

// The e2e server runs three local FIPE services (v1, v2, the FIPE site) in that order; the
// control on v1's port switches one of them with "upstream", and /__hits?upstream= counts one.
const CONTROL = `http://127.0.0.1:${FIPE_MOCK_PORT}`;

async function control(body: object) {
  const res = await fetch(`${CONTROL}/__control`, { method: "POST", body: JSON.stringify(body) });
  expect(res.ok).toBe(true);
}

async function hits(upstream: "v1" | "v2" | "site", path: string): Promise<number> {
  const counts = (await (await fetch(`${CONTROL}/__hits?upstream=${upstream}`)).json()) as Record<string, number>;
  return counts[path] ?? 0;
}

// Through the FIPE site every call waits its turn (one a second per process, plus its own
// reference list): lists may take several seconds on a busy machine.
const PACED = { timeout: 20_000 };

async function pick(page: Page, label: string, search: string, option: string) {
  const box = page.getByRole("combobox", { name: label });
  await expect(box).toBeEnabled(PACED);
  await box.fill(search);
  await page.getByRole("option", { name: option, exact: true }).click();
  await expect(box).toHaveValue(option);
}

function vehicle(brand: string, modelName: string, year: string) {
  const model = modelsOf("carros", brand)!.find((m) => m.nome === modelName)!;
  const price = priceOf("carros", brand, Number(model.codigo), year)!;
  return { price, path: `carros/marcas/${brand}/modelos/${model.codigo}/anos/${year}` };
}

test.afterEach(async () => {
  await control({ mode: "ok" });
});

test("with v1 down, a car lookup completes through another upstream", async ({ page }) => {
  const { price, path } = vehicle("26", "Tucson Highline 1.4 TSI Aut.", "2017-1");
  await control({ mode: "down", upstream: "v1" });
  await page.goto("/fipe");
  await hydrated(page);
  await pick(page, "Marca", "hyun", "Hyundai");
  await pick(page, "Modelo", "tucson highline", "Tucson Highline 1.4 TSI Aut.");
  await choose(page, "Ano", "2017 Gasolina");
  await page.getByRole("button", { name: "Consultar FIPE" }).click();
  const card = page.getByRole("region", { name: "Resultado" });
  await expect(card).toContainText(price.Valor);
  await expect(card).toContainText("Hyundai");
  await expect(card).toContainText("novembro de 2026");
  expect(await hits("v1", path)).toBeGreaterThan(0); // tried first, failed
  expect(await hits("v2", path)).toBeGreaterThan(0); // answered
});

test("with v1 and v2 failing (challenge page, 429), the FIPE site answers", async ({ page }) => {
  // Every list and the price through the paced FIPE site (one call a second, see PACED): past 30 s.
  test.setTimeout(90_000);
  const { price, path } = vehicle("48", "Duster Sense 1.0 Flex Mec.", "2019-1");
  await control({ mode: "challenge", upstream: "v1" });
  await control({ mode: "429", upstream: "v2" });
  await page.goto("/fipe");
  await hydrated(page);
  await pick(page, "Marca", "renau", "Renault");
  await pick(page, "Modelo", "duster sense", "Duster Sense 1.0 Flex Mec.");
  await expect(page.getByLabel("Ano", { exact: true })).toBeEnabled(PACED);
  await choose(page, "Ano", "2019 Gasolina");
  await page.getByRole("button", { name: "Consultar FIPE" }).click();
  const card = page.getByRole("region", { name: "Resultado" });
  await expect(card).toContainText(price.Valor, PACED);
  await expect(card).toContainText("Renault");
  expect(await hits("site", path)).toBeGreaterThan(0);
});
