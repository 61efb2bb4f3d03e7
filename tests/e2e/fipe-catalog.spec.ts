// The FIPE catalog in the browser: "Buscar veículo" on /fipe by keyboard (ARIA combobox), the
// FIPE code page, and a vehicle page's month select, at 1280 and 390 px, axe clean. The
// catalog is filled the way visitors fill it: a vehicle's history, years and prices asked
// through the proxy are written in (Yamaha MT-03, a vehicle no other spec looks up).
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { hydrated, tabTo } from "./helpers.ts";

const MODEL = "motos/marcas/101/modelos/101020";
const YEARS = ["32000-1", ...Array.from({ length: 11 }, (_, i) => `${2024 - i}-1`)];

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

test.beforeAll(async ({ request }) => {
  // The reference months and 12 months of 2020's price, then the years and each year's price.
  expect((await request.get(`/api/fipe/${MODEL}/anos/2020-1/historico`)).status()).toBe(200);
  expect((await request.get(`/api/fipe/${MODEL}/anos`)).status()).toBe(200);
  for (const year of YEARS) expect((await request.get(`/api/fipe/${MODEL}/anos/${year}`)).status()).toBe(200);
});

test("@both-viewports Buscar veículo finds a vehicle as one types and opens it with the keyboard", async ({ page }) => {
  await page.goto("/fipe");
  await hydrated(page);
  const box = page.getByRole("combobox", { name: "Buscar veículo" });
  await expect(box).toHaveAttribute("placeholder", "Ex.: Onix 2020, Corolla XEi ou 001503-2");
  await tabTo(page, "Buscar veículo");
  await expect(box).toBeFocused();
  await page.keyboard.type("2020 yamaha mt-03");
  const list = page.getByRole("listbox", { name: "Buscar veículo" });
  await expect(list).toBeVisible();
  await expect(box).toHaveAttribute("aria-expanded", "true");
  const first = list.getByRole("option").first();
  await expect(first).toContainText("YAMAHA MT-03");
  await expect(first).toContainText("2020 Gasolina");
  await expect(page.getByRole("status").filter({ hasText: /veículos? encontrados?/ })).toHaveCount(1);
  await expectNoAxeViolations(page);

  // Arrows move the active option (announced through aria-activedescendant); Escape closes.
  await page.keyboard.press("ArrowDown");
  const activeId = await box.getAttribute("aria-activedescendant");
  expect(activeId).toBeTruthy();
  await expect(page.locator(`[id="${activeId}"]`)).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("Escape");
  await expect(list).toBeHidden();
  await expect(box).toHaveAttribute("aria-expanded", "false");
  await expect(box).toHaveValue("2020 yamaha mt-03");

  // The FIPE code with or without its dash; Enter opens the active result's page.
  await box.fill("1010200");
  await expect(list.getByRole("option").first()).toContainText("FIPE 101020-0");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  const second = (await list.getByRole("option").nth(1).textContent()) ?? "";
  await Promise.all([page.waitForURL(/\/fipe\/motos\/101-yamaha\/101020-mt-03-/), page.keyboard.press("Enter")]);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("MT-03");
  expect(second).toContain("2024 Gasolina");
  expect(page.url()).toMatch(/\/2024-1-2024-gasolina$/);
});

test("@both-viewports the FIPE code page lists every model year of the code; an unknown code is a 404", async ({
  page,
}) => {
  const response = await page.goto("/fipe/codigo/101020-0");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Código FIPE 101020-0" })).toBeVisible();
  const rows = page.getByRole("table").getByRole("row");
  await expect(rows).toHaveCount(1 + YEARS.length);
  await expect(page.getByRole("link", { name: "Zero Km Gasolina" })).toHaveAttribute(
    "href",
    /^\/fipe\/motos\/101-yamaha\/101020-mt-03-[a-z0-9-]+\/32000-1-zero-km-gasolina$/,
  );
  await expectNoAxeViolations(page);
  expect((await page.goto("/fipe/codigo/999999-9"))?.status()).toBe(404);
});

test("@both-viewports a vehicle page's month select shows a past month's price; the canonical address stays", async ({
  page,
}) => {
  await page.goto("/fipe/motos/101/101020/2020-1");
  await hydrated(page);
  const select = page.getByRole("combobox", { name: "Mês de referência" });
  await expect(select.locator("option")).toHaveCount(12);
  await expect(select.locator("option").first()).toHaveText("novembro de 2026 (mais recente)");
  const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
  const newest = await page
    .getByText(/^R\$ [\d.]+,\d\d$/)
    .first()
    .textContent();
  await Promise.all([page.waitForURL(/\?referencia=2026-01$/), select.selectOption({ label: "janeiro de 2026" })]);
  await expect(page.getByText("O valor acima é o de janeiro de 2026.")).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Mês de referência" })).toHaveValue("2026-01");
  const past = await page
    .getByText(/^R\$ [\d.]+,\d\d$/)
    .first()
    .textContent();
  expect(past).not.toBe(newest);
  expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(canonical);
  const spans = page.getByRole("region", { name: "Outros meses da Tabela FIPE" });
  // 12 months held, dezembro de 2025 to novembro de 2026: 11 months apart, so not "12 meses".
  await expect(spans.locator("dt", { hasText: "Todo o histórico" })).toContainText("desde dezembro de 2025");
  await expect(spans.locator("dt", { hasText: "12 meses" })).toHaveCount(0);
  await expectNoAxeViolations(page);
});
