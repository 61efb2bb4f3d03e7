// The FIPE page under awkward use: changes while lists and prices load, fast clicks, long lists,
// failed lists retried, answers with missing fields, shared links (spec sections 2, 4, 8).
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Locator, type Page, type Route } from "@playwright/test";
import { FIPE_STRINGS as S } from "../../app/features/fipe/strings.ts";
import { FIPE_MOCK_PORT } from "../../playwright.config.ts";
import { priceOf } from "../fixtures/fipe/data.ts";
import { needsE2eDatabase, queryE2eDatabase } from "./db.ts";
import { choose, expectToast, hydrated, postsTo, settled } from "./helpers.ts";

async function pick(page: Page, label: string, search: string, option: string) {
  const box = page.getByRole("combobox", { name: label });
  await expect(box).toBeEnabled();
  await box.fill(search);
  await page.getByRole("option", { name: option, exact: true }).click();
  await expect(box).toHaveValue(option);
}

const offlineNotice = (page: Page) =>
  page.getByRole("status").filter({ hasText: "A consulta à Tabela FIPE precisa de internet" });
const resultCard = (page: Page) => page.getByRole("region", { name: "Resultado" });
const consultButton = (page: Page) => page.getByRole("button", { name: "Consultar FIPE" });
const resultLoading = (page: Page) => resultCard(page).getByText("Consultando a Tabela FIPE...");

/** The value of one row of the result ("Combustível", "Código FIPE", ...). */
function resultRow(page: Page, label: string): Locator {
  return resultCard(page).locator("dt", { hasText: label }).locator("xpath=following-sibling::dd");
}

function priceText(brand: string, model: number, year: string): string {
  return priceOf("carros", brand, model, year)!.Valor;
}

/** Holds the browser's requests matching `glob` until release() (the page may cancel them). */
async function hold(page: Page, glob: string) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let count = 0;
  await page.route(glob, async (route) => {
    count++;
    await gate;
    await route.continue().catch(() => {}); // cancelled by the page meanwhile
  });
  return { release, count: () => count };
}

async function mockFipe(body: object) {
  const res = await fetch(`http://127.0.0.1:${FIPE_MOCK_PORT}/__control`, {
    method: "POST",
    body: JSON.stringify(body),
  });
  expect(res.ok).toBe(true);
}

async function savedRows(where: string, values: unknown[]): Promise<number> {
  const rows = await queryE2eDatabase<{ n: number }>(
    `select count(*)::int as n from fipe_consultations where ${where}`,
    values,
  );
  return rows[0]?.n ?? 0;
}

test.describe("changes while loading never leave the page stuck", () => {
  test("a new year during a slow price lookup: 'Consultar FIPE' comes back and shows the new year's price", async ({
    page,
  }) => {
    // Only this test's rows count (other specs open this Uno's page too, and a retry runs again).
    const since = new Date();
    const slow = await hold(page, "**/api/fipe/carros/marcas/21/modelos/21002/anos/2020-1");
    await page.goto("/fipe");
    await hydrated(page);
    await pick(page, "Marca", "fiat", "Fiat");
    await pick(page, "Modelo", "uno 1.6 msi", "Uno 1.6 MSI Flex 16V 4p");
    await choose(page, "Ano", "2020 Gasolina");
    await consultButton(page).click();
    await expect(resultLoading(page)).toBeVisible();
    await expect(consultButton(page)).toBeDisabled();

    await choose(page, "Ano", "2019 Gasolina");
    await expect(resultLoading(page)).toBeHidden();
    await expect(resultCard(page)).toContainText(S.emptyResult);
    await expect(consultButton(page)).toBeEnabled();
    await consultButton(page).click();
    await expect(resultCard(page)).toContainText(priceText("21", 21002, "2019-1"));
    await expect(resultRow(page, "Ano")).toHaveText("2019");
    slow.release();
    expect(slow.count()).toBe(1);

    // Fast clicks: change the year and consult three times without waiting.
    for (const year of ["2018 Gasolina", "2017 Gasolina", "2016 Gasolina"]) {
      await choose(page, "Ano", year);
      await consultButton(page).click();
    }
    await expect(resultRow(page, "Ano")).toHaveText("2016");
    await expect(resultCard(page)).toContainText(priceText("21", 21002, "2016-1"));
    await expect(consultButton(page)).toBeEnabled();
    await expect(resultCard(page)).toContainText(priceText("21", 21002, "2016-1"));

    needsE2eDatabase();
    await expect
      .poll(() => savedRows("codigo_fipe = $1 and ano_modelo = 2019 and created_at >= $2", ["021002-2", since]))
      .toBe(1);
    // The cancelled 2020 lookup was neither shown nor saved.
    await page.waitForLoadState("networkidle");
    expect(await savedRows("codigo_fipe = $1 and ano_modelo = 2020 and created_at >= $2", ["021002-2", since])).toBe(0);
  });

  test("type, brand and model changes while lists load", async ({ page }) => {
    await page.goto("/fipe");
    await hydrated(page);
    const fordModels = await hold(page, "**/api/fipe/carros/marcas/22/modelos");
    await page.getByRole("combobox", { name: "Marca" }).fill("ford");
    await page.getByRole("option", { name: "Ford", exact: true }).click();
    await expect(page.getByText("Carregando modelos...")).toBeVisible();
    await expect(page.getByRole("combobox", { name: "Modelo" })).toBeDisabled();

    // Type change while the models load.
    await choose(page, "Tipo de veículo", "Motos");
    await expect(page.getByText("Carregando modelos...")).toBeHidden();
    await expect(page.getByRole("combobox", { name: "Marca" })).toHaveValue("");
    const hondaYears = await hold(page, "**/api/fipe/motos/marcas/80/modelos/80000/anos");
    await pick(page, "Marca", "honda", "HONDA");
    await pick(page, "Modelo", "cg 160 fan 1.0 flex", "CG 160 Fan 1.0 Flex 12V 5p");
    await expect(page.getByText("Carregando anos...")).toBeVisible();

    // Brand change while the years load.
    await pick(page, "Marca", "suzuki", "SUZUKI");
    await expect(page.getByText("Carregando anos...")).toBeHidden();
    await expect(page.getByRole("combobox", { name: "Modelo" })).toHaveValue("");
    await expect(page.getByLabel("Ano")).toBeDisabled();

    // Model change while the years load.
    const burgmanYears = await hold(page, "**/api/fipe/motos/marcas/99/modelos/99000/anos");
    await pick(page, "Modelo", "burgman 125 1.0 flex 12v", "Burgman 125 1.0 Flex 12V 5p");
    await expect(page.getByText("Carregando anos...")).toBeVisible();
    await pick(page, "Modelo", "v-strom 650 sense", "V-Strom 650 Sense 1.0 Flex Mec.");
    await expect(page.getByText("Carregando anos...")).toBeHidden();
    await expect(page.getByLabel("Ano")).toBeEnabled();

    // Type changes while the brands load, back to cars.
    const truckBrands = await hold(page, "**/api/fipe/caminhoes/marcas");
    await choose(page, "Tipo de veículo", "Caminhões");
    await expect(page.getByText("Carregando marcas...")).toBeVisible();
    await choose(page, "Tipo de veículo", "Carros");
    await expect(page.getByText("Carregando marcas...")).toBeHidden();

    // Whatever was cancelled, a whole lookup still works.
    await pick(page, "Marca", "volks", "VW - VolksWagen");
    await pick(page, "Modelo", "amarok high", "AMAROK High.CD 2.0 16V TDI 4x4 Dies. Aut");
    await choose(page, "Ano", "2014 Diesel");
    await consultButton(page).click();
    await expect(resultCard(page)).toContainText("R$ 106.138,00");
    await expect(page.getByRole("status").filter({ hasText: /Carregando/ })).toHaveCount(0);
    for (const held of [fordModels, hondaYears, burgmanYears, truckBrands]) held.release();
  });

  test("a double click on 'Consultar FIPE' makes one lookup and saves one row", async ({ page }) => {
    const priceCalls: string[] = [];
    page.on("request", (r) => {
      if (r.url().endsWith("/api/fipe/carros/marcas/21/modelos/21010/anos/2018-1")) priceCalls.push(r.url());
    });
    await page.goto("/fipe");
    await hydrated(page);
    await pick(page, "Marca", "fiat", "Fiat");
    await pick(page, "Modelo", "palio 1.0 flex 12v", "Palio 1.0 Flex 12V 5p");
    await choose(page, "Ano", "2018 Gasolina");
    await consultButton(page).dblclick();
    await expect(resultCard(page)).toContainText(priceText("21", 21010, "2018-1"));
    await expect(consultButton(page)).toBeEnabled();
    expect(priceCalls).toHaveLength(1);
    needsE2eDatabase();
    await expect.poll(() => savedRows("codigo_fipe = $1 and ano_modelo = 2018", ["021010-0"])).toBe(1);
    await page.waitForLoadState("networkidle");
    expect(await savedRows("codigo_fipe = $1 and ano_modelo = 2018", ["021010-0"])).toBe(1);
  });
});

test.describe("long lists: every option can be reached", () => {
  test("the last of Fiat's 300 models, by scrolling the list with the mouse wheel", async ({ page }) => {
    await page.goto("/fipe");
    await hydrated(page);
    await pick(page, "Marca", "fiat", "Fiat");
    const box = page.getByRole("combobox", { name: "Modelo" });
    await expect(box).toBeEnabled();
    await box.click();
    const list = page.getByRole("listbox");
    await expect(list).toBeVisible();
    const first = list.getByRole("option").first();
    await expect(first).toHaveAttribute("aria-setsize", "300");
    const last = page.getByRole("option", { name: "Uno Xtreme 2.0 Diesel 4x4 Aut.", exact: true });
    await first.hover(); // the mouse over the list
    for (let i = 0; i < 100 && !(await last.isVisible()); i++) await page.mouse.wheel(0, 500);
    await expect(last).toHaveAttribute("aria-posinset", "300");
    // Only the rows in view are rendered.
    expect(await list.getByRole("option").count()).toBeLessThan(40);
    await last.click();
    await expect(box).toHaveValue("Uno Xtreme 2.0 Diesel 4x4 Aut.");
  });

  test("brands past the 60th, with Page Down, End, Page Up and Home", async ({ page }) => {
    await page.goto("/fipe");
    await hydrated(page);
    const box = page.getByRole("combobox", { name: "Marca" });
    await expect(box).toBeEnabled();

    /** The active option: rendered, an option, and visible in the list. */
    async function expectActive(name: string) {
      const id = await box.getAttribute("aria-activedescendant");
      expect(id, `active option for ${name}`).toBeTruthy();
      const option = page.locator(`[id="${id}"]`);
      await expect(option).toHaveAttribute("role", "option");
      await expect(option).toHaveText(name);
      await expect(option).toBeInViewport();
    }

    await box.click();
    await expectActive("Acura");
    for (let i = 0; i < 9; i++) await page.keyboard.press("PageDown");
    await expectActive("Mclaren"); // the 64th
    await page.keyboard.press("Enter");
    await expect(box).toHaveValue("Mclaren");
    await expect(page.getByRole("combobox", { name: "Modelo" })).toBeEnabled();

    // Reopened, the chosen brand is the active one, in view.
    await box.focus();
    await page.keyboard.press("ArrowDown");
    await expectActive("Mclaren");
    await page.keyboard.press("End");
    await expectActive("ZEEKR");
    await page.keyboard.press("PageUp");
    await expectActive("TAC");
    await page.keyboard.press("Home");
    await expectActive("Acura");
    await page.keyboard.press("End");
    await page.keyboard.press("ArrowUp");
    await expectActive("Walk");
    await page.keyboard.press("Enter");
    await expect(box).toHaveValue("Walk");

    // Typing filters the whole list, not a first slice.
    await box.fill("volvo");
    await expect(page.getByRole("option", { name: "Volvo", exact: true })).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(box).toHaveValue("Volvo");
  });
});

test.describe("the per-client limit", () => {
  test("a refused price says so in words, with the wait, and comes by itself (never 'Erro de API')", async ({
    page,
  }) => {
    await page.route(
      "**/api/fipe/carros/marcas/21/modelos/21002/anos/2020-1",
      (route) =>
        route.fulfill({
          status: 429,
          headers: { "Retry-After": "2" },
          json: { error: "too many uncached lookups", message: "Muitas consultas. Aguarde um minuto." },
        }),
      { times: 1 },
    );
    await page.goto("/fipe");
    await hydrated(page);
    await pick(page, "Marca", "fiat", "Fiat");
    await pick(page, "Modelo", "uno 1.6 msi", "Uno 1.6 MSI Flex 16V 4p");
    await choose(page, "Ano", "2020 Gasolina");
    await consultButton(page).click();
    await expectToast(
      page,
      "Muitas consultas seguidas",
      "Muitas consultas seguidas; tente em 2 s. A consulta será repetida automaticamente.",
    );
    await expect(page.getByText("Erro de API")).toHaveCount(0);
    // The page asks again by itself after the Retry-After it was told (2 s), then shows the price.
    await expect(resultCard(page)).toContainText(priceText("21", 21002, "2020-1"), { timeout: 10_000 });
    await expect(page.getByText("Erro de API")).toHaveCount(0);
  });
});

test.describe("a failed list can be retried", () => {
  test("the brands: inline message and 'Tentar novamente'", async ({ page }) => {
    await page.route(
      "**/api/fipe/carros/marcas",
      (route) => route.fulfill({ status: 502, json: { message: "Falha na comunicação com a API." } }),
      { times: 1 },
    );
    await page.goto("/fipe");
    await hydrated(page);
    // Explained under the field (no "Erro de API" toast greeting the visitor).
    await expect(page.getByText("Não foi possível carregar as marcas.")).toContainText(
      "A Tabela FIPE não respondeu agora e o site ainda não tem esta lista guardada.",
    );
    await expect(page.getByText("Erro de API")).toHaveCount(0);
    await expect(page.getByRole("combobox", { name: "Marca" })).toBeDisabled();
    await expect(offlineNotice(page)).toHaveCount(0); // the server answered: not a connection problem
    await page.getByRole("button", { name: "Tentar novamente" }).click();
    await expect(page.getByText("Não foi possível carregar as marcas.")).toBeHidden();
    await expect(page.getByRole("combobox", { name: "Marca" })).toBeFocused(); // the button is gone
    await pick(page, "Marca", "volks", "VW - VolksWagen");
  });

  test("a connection that carries nothing (the phone still says online): the page says so until a request gets through", async ({
    page,
  }) => {
    const noNetwork = (route: Route) => route.abort("internetdisconnected");
    await page.route("**/api/fipe/carros/marcas", noNetwork);
    await page.route("**/healthz", noNetwork);
    await page.goto("/fipe");
    await hydrated(page);
    await expect(page.getByText("Não foi possível carregar as marcas.")).toBeVisible();
    await expect(offlineNotice(page)).toBeVisible();
    await expect(offlineNotice(page)).toContainText("Você está sem conexão");
    expect(await page.evaluate(() => navigator.onLine)).toBe(true);

    await page.unroute("**/api/fipe/carros/marcas");
    await page.unroute("**/healthz");
    await page.getByRole("button", { name: "Tentar novamente" }).click();
    await expect(offlineNotice(page)).toHaveCount(0);
    await pick(page, "Marca", "volks", "VW - VolksWagen");
  });

  test("when the connection comes back, the notice goes by itself (a light probe, no click)", async ({ page }) => {
    await page.clock.install();
    await page.route("**/api/fipe/carros/marcas", (route) => route.abort("internetdisconnected"));
    await page.route("**/healthz", (route) => route.abort("internetdisconnected"));
    await page.goto("/fipe");
    await hydrated(page);
    await expect(offlineNotice(page)).toBeVisible();
    await page.clock.fastForward(10_000); // a probe that fails: still without a connection
    await expect(offlineNotice(page)).toBeVisible();

    await page.unroute("**/healthz");
    await page.clock.fastForward(10_000);
    await expect(offlineNotice(page)).toHaveCount(0);
  });

  test("the models, failed by the FIPE service itself", async ({ page }) => {
    await page.goto("/fipe");
    await hydrated(page);
    await expect(page.getByRole("combobox", { name: "Marca" })).toBeEnabled();
    try {
      await mockFipe({ mode: "500", pathPrefix: "carros/marcas" });
      await pick(page, "Marca", "lada", "Lada");
      await expect(page.getByText("Não foi possível carregar os modelos.")).toContainText(
        "A Tabela FIPE não respondeu agora",
      );
      await expect(page.getByText("Erro de API")).toHaveCount(0);
      await expect(page.getByRole("combobox", { name: "Modelo" })).toBeDisabled();
      await expect(page.getByText("Carregando modelos...")).toBeHidden();
    } finally {
      await mockFipe({ mode: "ok" });
    }
    await page.getByRole("button", { name: "Tentar novamente" }).click();
    await expect(page.getByText("Não foi possível carregar os modelos.")).toBeHidden();
    await expect(page.getByRole("combobox", { name: "Modelo" })).toBeFocused();
    await expect(page.getByRole("combobox", { name: "Marca" })).toHaveValue("Lada");
    await pick(page, "Modelo", "sedan 1.0 flex", "Sedan 1.0 Flex 12V 5p");
    await choose(page, "Ano", "2022 Gasolina");
    await consultButton(page).click();
    await expect(resultCard(page)).toContainText("Lada");
  });
});

test("a price with fields that are not text shows and saves them as 'N/A'", async ({ page }) => {
  await page.goto("/fipe");
  await hydrated(page);
  await pick(page, "Marca", "troller", "Troller");
  await pick(page, "Modelo", "t4 3.2", "T4 3.2 TGV Diesel 4x4");
  await choose(page, "Ano", "2020 Diesel");
  await consultButton(page).click();
  await expect(resultCard(page)).toContainText("R$ 98.765,00");
  await expect(resultRow(page, "Combustível")).toHaveText("N/A");
  await expect(resultRow(page, "Código FIPE")).toHaveText("N/A");
  await expect(resultRow(page, "Marca")).toHaveText("Troller");
  await expect(resultRow(page, "Ano")).toHaveText("2020");
  await expect(resultRow(page, "Mês de referência")).toHaveText("novembro de 2026");
  needsE2eDatabase();
  await expect
    .poll(() =>
      queryE2eDatabase(
        "select valor, marca, modelo, ano_modelo, combustivel, codigo_fipe, mes_referencia from fipe_consultations where marca = 'Troller'",
      ),
    )
    .toEqual([
      {
        valor: "R$ 98.765,00",
        marca: "Troller",
        modelo: "T4 3.2 TGV Diesel 4x4",
        ano_modelo: 2020,
        combustivel: "N/A",
        codigo_fipe: "N/A",
        mes_referencia: "novembro de 2026",
      },
    ]);
});

test("every view of a vehicle's page counts once (a shared link, a reload); 'Consultar FIPE' counts its own lookup", async ({
  page,
}) => {
  needsE2eDatabase();
  const url = "/fipe?tipo=carros&marca=21&modelo=21030&ano=2021-1";
  const value = priceText("21", 21030, "2021-1");
  const saved = () => savedRows("codigo_fipe = $1 and ano_modelo = 2021", ["021030-0"]);
  const before = await saved();
  // What the page sends: each view's row is one POST, stored before its answer.
  const posts = postsTo(page, "/rest/v1/fipe_consultations");
  await page.goto(url);
  await hydrated(page);
  await expect(resultCard(page)).toContainText(value);
  await expect.poll(saved).toBe(before + 1);
  await page.reload();
  await hydrated(page);
  await expect(resultCard(page)).toContainText(value);
  await expect.poll(saved).toBe(before + 2);
  // Once the page is quiet it has sent one row per view, not more.
  await page.waitForLoadState("networkidle");
  expect(posts).toHaveLength(2);
  expect(await saved()).toBe(before + 2);
  await consultButton(page).click();
  await expect.poll(saved).toBe(before + 3);
  // The lookup stays in this document (no new load to go quiet after): every request the page
  // started by now has been seen.
  await settled(page);
  expect(posts).toHaveLength(3);
  expect(await saved()).toBe(before + 3);
});

test.describe("accessibility", () => {
  async function expectNoViolations(page: Page) {
    const results = await new AxeBuilder({ page }).analyze();
    expect(
      results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
    ).toEqual([]);
  }

  test("@both-viewports axe: list open, a failed list with its retry button, a result", async ({ page }) => {
    await page.goto("/fipe");
    await hydrated(page);
    await page.getByRole("combobox", { name: "Marca" }).click();
    await page.keyboard.press("PageDown");
    await expect(page.getByRole("listbox")).toBeVisible();
    await expectNoViolations(page);

    await page.route("**/api/fipe/carros/marcas/56/modelos", (route) =>
      route.fulfill({ status: 502, json: { message: "Falha na comunicação com a API." } }),
    );
    await page.getByRole("combobox", { name: "Marca" }).fill("toyota");
    await page.keyboard.press("Enter");
    await expect(page.getByRole("button", { name: "Tentar novamente" })).toBeVisible();
    await expectNoViolations(page);

    await page.goto("/fipe?tipo=carros&marca=57&modelo=5799&ano=2020-3");
    await expect(resultRow(page, "Combustível")).toHaveText("N/A");
    await expectNoViolations(page);
  });
});
