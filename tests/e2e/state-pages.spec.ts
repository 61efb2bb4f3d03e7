// A state's IPVA and licensing pages on a phone (390 px) with JavaScript off: the server's HTML
// carries the calendar and the fee, and the calculator preset to the state answers from the
// server (its form is a GET to the same page): for a final digit, the discounted single payment
// and the instalments; the reminders' file is a calendar.
import { expect, test } from "@playwright/test";

test.describe("state pages without JavaScript @mobile-only", () => {
  test.use({ javaScriptEnabled: false });

  test("/ipva/sp: calendar table, the calculator preset to SP, 'à vista' for final 1, the reminders", async ({
    page,
    request,
  }) => {
    await page.goto("/ipva/sp");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      /^IPVA 20\d\d em São Paulo: alíquotas, calendário e descontos$/,
    );
    // 2026's table, as the year's own or, from 1 December, as the labelled reference.
    const table = page.getByRole("table", { name: "Vencimentos do IPVA 2026 pelo final da placa" });
    await expect(table).toBeVisible();
    await expect(table.getByRole("row")).toHaveCount(11);
    // The calculator asks no state on SP's page (the reminder card above it does).
    const calculator = page.locator('section[aria-labelledby="calculadora"]');
    await expect(calculator.getByRole("combobox", { name: "Estado" })).toHaveCount(0);
    await calculator.getByLabel("Ano de fabricação").fill("2020");
    await calculator.getByLabel("Valor venal do veículo").fill("80000");
    await calculator.getByLabel(/Final da placa/).fill("1");
    await page.getByRole("button", { name: "Calcular IPVA" }).click();
    await expect(page).toHaveURL(/\/ipva\/sp\?.*final=1/);
    const result = page.getByRole("region", { name: "Resultado" });
    await expect(result.getByText("São Paulo (SP)")).toBeVisible();
    const cash = result.getByText(/^À vista com 3 % até 12\/01: R\$ 3\.104,00$/);
    await cash.scrollIntoViewIfNeeded();
    await expect(cash).toBeVisible();
    await expect(result.getByText(/^ou 5 parcelas de R\$ 640,00 \(12\/01, /)).toBeVisible();
    const ics = result.getByRole("link", { name: "baixar arquivo (.ics)" });
    await expect(ics).toHaveAttribute("href", "/ipva/sp/lembretes.ics?final=1&tipo=carro");
    const file = await request.get("/ipva/sp/lembretes.ics?final=1&tipo=carro");
    expect(file.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(await file.text()).toContain("DTSTART;VALUE=DATE:20260112");
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test("/licenciamento/rj: fee, calendar, and the deadline for final 4", async ({ page }) => {
    await page.goto("/licenciamento/rj");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      /^Licenciamento 20\d\d no Rio de Janeiro: taxa, calendário e prazos$/,
    );
    await expect(page.getByText("R$ 293,71").first()).toBeVisible();
    const table = page.getByRole("table", { name: /Licenciamento 2026 em RJ/ });
    await expect(table.getByRole("row", { name: /4/ })).toContainText("30/06/2026");
    await page.getByRole("textbox", { name: "Final da placa" }).fill("4");
    await page.getByRole("button", { name: "Consultar Vencimento" }).click();
    await expect(page).toHaveURL(/\/licenciamento\/rj\?final=4/);
    const result = page.getByRole("region", { name: "Resultado" });
    await expect(result.getByText("30/06/2026").first()).toBeVisible();
    await expect(result.getByText("Prazo até 30/06/2026, pelo calendário do Detran-RJ.")).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test("an unknown state is a 404; /ipva links the 27 states", async ({ page }) => {
    const res = await page.goto("/ipva/xx");
    expect(res?.status()).toBe(404);
    await page.goto("/ipva");
    const list = page.getByRole("region", { name: "IPVA por estado: alíquotas, calendário e descontos" });
    await expect(list.getByRole("link")).toHaveCount(27);
    await expect(list.getByRole("link", { name: "Bahia (BA)" })).toHaveAttribute("href", "/ipva/ba");
  });
});
