// A fresh install whose FIPE catalog is empty and whose FIPE services are unreachable: the
// search says the table is being loaded (not "Nenhum veículo encontrado"), no "Erro de API"
// toast greets the visitor, and the type pages /fipe links to answer with an honest empty page
// instead of 404. The catalog's rows are set aside for the test and put back after it (the
// other specs share the server); needs the database (TEST_DATABASE_URL).
import { expect, test, type Page } from "@playwright/test";
import { FIPE_MOCK_PORT } from "../../playwright.config.ts";
import { needsE2eDatabase, queryE2eDatabase } from "./db.ts";
import { hydrated } from "./helpers.ts";

const CATALOG_TABLES = [
  "fipe_reference_months",
  "fipe_catalog_lists",
  "fipe_brands",
  "fipe_models",
  "fipe_model_years",
  "fipe_prices",
  "fipe_sync_state",
];

async function mockFipe(body: object) {
  const res = await fetch(`http://127.0.0.1:${FIPE_MOCK_PORT}/__control`, {
    method: "POST",
    body: JSON.stringify(body),
  });
  expect(res.ok).toBe(true);
}

async function searchFor(page: Page, text: string) {
  const box = page.getByRole("combobox", { name: "Buscar veículo" });
  await box.click();
  await page.keyboard.type(text);
}

test.describe("an empty catalog with the FIPE services down", () => {
  needsE2eDatabase();

  test.beforeEach(async () => {
    for (const table of CATALOG_TABLES) {
      await queryE2eDatabase(`drop table if exists e2e_kept_${table}`);
      await queryE2eDatabase(`create table e2e_kept_${table} as select * from ${table}`);
      await queryE2eDatabase(`delete from ${table}`);
    }
    await mockFipe({ mode: "down" });
  });

  test.afterEach(async () => {
    await mockFipe({ mode: "ok" });
    for (const table of CATALOG_TABLES) {
      await queryE2eDatabase(`delete from ${table}`);
      await queryE2eDatabase(`insert into ${table} select * from e2e_kept_${table}`);
      await queryE2eDatabase(`drop table e2e_kept_${table}`);
    }
  });

  test("the search says the table is being loaded, with no API-error toast", async ({ page }) => {
    await page.goto("/fipe");
    await hydrated(page);
    await searchFor(page, "onix 2020");
    await expect(page.getByText("A tabela está sendo carregada", { exact: false }).first()).toBeVisible();
    await expect(page.getByText(/Nenhum veículo encontrado/)).toHaveCount(0);
    // Whatever the brand list did meanwhile (held in the cache, or failed and explained under
    // its field), no "Erro de API" toast.
    await expect(
      page.getByRole("combobox", { name: "Marca" }).or(page.getByText("Não foi possível carregar as marcas.")).first(),
    ).toBeVisible();
    await expect(page.getByText("Carregando marcas...")).toHaveCount(0);
    await expect(page.getByText("Erro de API")).toHaveCount(0);
  });

  test("the type pages /fipe links to answer 200 with an honest empty state", async ({ page }) => {
    await page.goto("/fipe");
    const links = page.getByRole("navigation", { name: "Tabela FIPE por marca" }).getByRole("link");
    const all = await links.evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).getAttribute("href")));
    // The three type pages (a /fipe rendered by an earlier test while the catalog was full may
    // still be in the page cache for its 10 minutes, with its brands: those are not checked here).
    const hrefs = ["/fipe/carros", "/fipe/motos", "/fipe/caminhoes"];
    expect(all).toEqual(expect.arrayContaining(hrefs));
    for (const href of hrefs) {
      const response = await page.goto(href!);
      expect(response?.status(), href!).toBe(200);
      // A type page rendered by an earlier spec while the catalog was full stays in the page
      // cache for its 10 minutes (same server for the whole run); a fresh render is the empty one.
      const fresh = (await page.locator('meta[name="robots"][content="noindex"]').count()) > 0;
      if (fresh) {
        await expect(page.getByText(/A tabela de .+ está sendo carregada\./)).toBeVisible();
      }
    }
    await page.getByRole("link", { name: "Consultar a Tabela FIPE" }).click();
    await expect(page).toHaveURL(/\/fipe\?tipo=caminhoes$/);
  });
});
