// The console's FIPE stats count every view of a vehicle's page: reached from the
// search (a document load, as the catalog's links are), once per view; a shared link and a
// reload are in fipe-resilience.spec.ts.
import { expect, test } from "@playwright/test";
import { needsE2eDatabase, queryE2eDatabase } from "./db.ts";
import { hydrated, postsTo } from "./helpers.ts";

const MODEL = "motos/marcas/101/modelos/101020";

async function views(year: string): Promise<number> {
  const rows = await queryE2eDatabase<{ n: number }>(
    "select count(*)::int as n from fipe_consultations where codigo_modelo = '101020' and codigo_ano = $1",
    [year],
  );
  return rows[0]?.n ?? 0;
}

test.beforeAll(async ({ request }) => {
  // The catalog learns the vehicle as visitors' lookups fill it (as fipe-catalog.spec.ts does).
  expect((await request.get(`/api/fipe/${MODEL}/anos/2020-1/historico`)).status()).toBe(200);
  expect((await request.get(`/api/fipe/${MODEL}/anos`)).status()).toBe(200);
  expect((await request.get(`/api/fipe/${MODEL}/anos/2020-1`)).status()).toBe(200);
});

test("a vehicle opened from the search counts as one consultation", async ({ page }) => {
  needsE2eDatabase();
  const before = await views("2020-1");
  await page.goto("/fipe");
  await hydrated(page);
  const box = page.getByRole("combobox", { name: "Buscar veículo" });
  await box.focus();
  await page.keyboard.type("2020 yamaha mt-03");
  const list = page.getByRole("listbox", { name: "Buscar veículo" });
  await expect(list.getByRole("option").first()).toContainText("2020 Gasolina");
  await page.keyboard.press("ArrowDown");
  const posts = postsTo(page, "/rest/v1/fipe_consultations");
  await Promise.all([page.waitForURL(/\/2020-1-2020-gasolina$/), page.keyboard.press("Enter")]);
  await hydrated(page);
  await expect.poll(() => views("2020-1")).toBe(before + 1);
  // Once the vehicle's page is quiet it has sent its one row (stored before its answer), not more.
  await page.waitForLoadState("networkidle");
  expect(posts).toEqual(["/rest/v1/fipe_consultations"]);
  expect(await views("2020-1")).toBe(before + 1);
});
