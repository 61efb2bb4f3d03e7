// What people type while the page's scripts are still on their way (a phone on 3G hydrates
// after 4.5–8.5 s) is what the form sends after the scripts ran, and amounts mean what a
// Brazilian reads in them, with JavaScript and without. The fields hold what the browser holds
// (uncontrolled), so hydration has nothing to replay: the scripts are held back until the
// fields are filled with the keyboard; the forms are sent after hydration; the tests check
// what was stored or computed. Typing part of a value before hydration and the rest after, on
// a phone on slow 3G: forms-across-hydration.spec.ts and calculators-across-hydration.spec.ts.
import { expect, test, type Page } from "@playwright/test";
import { needsE2eDatabase, queryE2eDatabase } from "./db.ts";
import { holdScripts, hydrated, results } from "./helpers.ts";

const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

/**
 * Holds every script of the page back until the returned function is called, then waits for
 * React to hydrate. Opens `path` and waits for its HTML (the scripts still held).
 */
async function openWithScriptsHeld(page: Page, path: string): Promise<() => Promise<void>> {
  const release = await holdScripts(page);
  await page.goto(path, { waitUntil: "commit" });
  await page.locator("main").waitFor();
  return async () => {
    await expect(page.locator("html")).not.toHaveAttribute("data-hydrated", "true");
    release();
    await hydrated(page);
  };
}

/** Types into the field with this label, as a person does. */
async function type(page: Page, label: string, text: string) {
  await page.getByLabel(label, { exact: true }).pressSequentially(text);
}

test.describe("typed before the scripts ran, sent after", () => {
  test("contact: the message is stored with what was typed", async ({ page }) => {
    needsE2eDatabase();
    const email = `antes-${unique()}@example.com`;
    const hydrate = await openWithScriptsHeld(page, "/contato");
    await type(page, "Nome", "Maria Apressada");
    await type(page, "E-mail", email);
    await page.getByLabel("Assunto").selectOption("Sugestão");
    await type(page, "Mensagem", "Digitei antes de a página terminar de carregar.");
    await hydrate();
    await page.getByRole("button", { name: "Enviar Mensagem" }).click();
    await expect(page.getByRole("heading", { name: "Mensagem Enviada com Sucesso!" })).toBeVisible();
    // Sent by the page's script (the post without JavaScript lands on ?enviada=1).
    expect(new URL(page.url()).search).toBe("");
    const rows = await queryE2eDatabase("select name, topic, message from contact_messages where email = $1", [email]);
    expect(rows).toEqual([
      { name: "Maria Apressada", topic: "Sugestão", message: "Digitei antes de a página terminar de carregar." },
    ]);
  });

  test("newsletter box: the subscription is stored with the name, e-mail and consent", async ({ page }) => {
    needsE2eDatabase();
    const email = `news-antes-${unique()}@example.com`;
    const hydrate = await openWithScriptsHeld(page, "/blog");
    const box = page.getByRole("region", { name: "Receba os novos artigos por e-mail" });
    await box.getByLabel("Nome", { exact: true }).pressSequentially("Joana Apressada");
    await box.getByLabel("E-mail", { exact: true }).pressSequentially(email);
    await box.getByRole("checkbox").check();
    await hydrate();
    await expect(box.getByRole("checkbox")).toBeChecked();
    await box.getByRole("button", { name: "Inscrever-se" }).click();
    await expect(page.getByText("Inscrição realizada com sucesso!").first()).toBeVisible();
    expect(new URL(page.url()).pathname).toBe("/blog");
    await expect
      .poll(() => queryE2eDatabase("select name from newsletter_subscriptions where email = $1", [email]))
      .toEqual([{ name: "Joana Apressada" }]);
  });

  for (const written of ["80000", "80.000"]) {
    test(`financing: a car of "${written}" with "20.000" down is R$ 60.000,00 financed`, async ({ page }) => {
      const hydrate = await openWithScriptsHeld(page, "/financiamento");
      await type(page, "Valor do veículo", written);
      await type(page, "Valor da entrada (opcional)", "20.000");
      await type(page, "Taxa de juros (% ao mês)", "1,99");
      await type(page, "Número de parcelas", "48");
      await hydrate();
      // Hydration changes no character typed before it.
      await expect(page.getByLabel("Valor do veículo")).toHaveValue(written);
      await expect(page.getByLabel("Valor da entrada (opcional)")).toHaveValue("20.000");
      await expect(page.getByLabel("Taxa de juros (% ao mês)")).toHaveValue("1,99");
      await page.getByRole("button", { name: "Calcular Financiamento" }).click();
      const card = results(page);
      await expect(card.getByText("Valor financiado").locator("..")).toContainText("R$ 60.000,00");
      await expect(card).toContainText("R$ 1.952,13"); // 60.000 at 1,99 % in 48: the Price installment
      // The address holds the texts as sent (the form is a GET to its own page).
      expect(new URL(page.url()).searchParams.get("entrada")).toBe("20.000");
    });
  }

  test("IPVA: a car of 80.000 in Paraná pays R$ 1.520,00", async ({ page }) => {
    const hydrate = await openWithScriptsHeld(page, "/ipva");
    await type(page, "Ano de fabricação", "2020");
    await type(page, "Valor venal do veículo", "80.000");
    await page.getByRole("combobox", { name: "Estado", exact: true }).selectOption("PR");
    await hydrate();
    await page.getByRole("button", { name: "Calcular IPVA" }).click();
    await expect(results(page)).toContainText("R$ 1.520,00");
  });

  test("fuel: 450 km on 40 liters at 5,79 is 11,25 km/l and R$ 231,60", async ({ page }) => {
    const hydrate = await openWithScriptsHeld(page, "/combustivel");
    await type(page, "Distância percorrida (km)", "450");
    await type(page, "Litros abastecidos", "40");
    await type(page, "Preço por litro (opcional)", "5,79");
    await hydrate();
    await page.getByRole("button", { name: /Calcular/ }).click();
    await expect(results(page)).toContainText("11,25 km/l");
    await expect(results(page)).toContainText("R$ 231,60");
  });

  test("FIPE search: the text typed stays and is searched", async ({ page }) => {
    const hydrate = await openWithScriptsHeld(page, "/fipe");
    const search = page.getByRole("combobox", { name: "Buscar veículo" });
    await search.pressSequentially("uno");
    const answered = page.waitForResponse((r) => r.url().includes("/api/fipe/busca?q=uno"));
    await hydrate();
    await expect(search).toHaveValue("uno");
    // The page's later renders keep it: what was typed is searched, its answer shown, the text stays.
    await answered;
    await expect(
      page
        .getByRole("status")
        .filter({ hasText: /veículos? encontrados?\.|Nenhum veículo encontrado|tabela está sendo carregada/ }),
    ).toHaveCount(1);
    await expect(search).toHaveValue("uno");
    await search.press("End");
    await search.pressSequentially(" 2020");
    await expect(search).toHaveValue("uno 2020");
  });

  test("sign-in: the e-mail and password typed are the ones sent", async ({ page }) => {
    const hydrate = await openWithScriptsHeld(page, "/entrar");
    await type(page, "E-mail", "quem@example.com");
    await type(page, "Senha", "senha-digitada-1");
    await hydrate();
    const request = page.waitForRequest((r) => r.url().includes("/api/auth/sign-in") && r.method() === "POST");
    await page.getByRole("button", { name: "Entrar" }).click();
    const sent = (await request).postDataJSON() as { email: string; password: string };
    expect(sent).toMatchObject({ email: "quem@example.com", password: "senha-digitada-1" });
  });
});

test("on slow 3G (50 KB/s, 2 s round trips, CPU ×4), a financing typed while the page loads computes what was typed", async ({
  page,
}) => {
  // Slow 3G is the point: at 50 KB/s with 2 s round trips and the CPU ×4 the page and its
  // scripts take far longer than the default 30 s; this bound and the steps' below are that network's.
  test.setTimeout(120_000);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 2000,
    downloadThroughput: 50 * 1024,
    uploadThroughput: 50 * 1024,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await page.goto("/financiamento", { waitUntil: "commit", timeout: 60_000 });
  const value = page.getByLabel("Valor do veículo");
  await value.waitFor({ timeout: 60_000 });
  // Typed as soon as the field shows, while the scripts are still arriving; the rest may
  // straddle hydration, as it does on a phone.
  await value.pressSequentially("80000");
  expect(await page.locator("html").getAttribute("data-hydrated")).toBeNull();
  await page.getByLabel("Valor da entrada (opcional)").pressSequentially("20.000");
  await page.getByLabel("Taxa de juros (% ao mês)").pressSequentially("1,99");
  await page.getByLabel("Número de parcelas").pressSequentially("48");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true", { timeout: 90_000 });
  await page.getByRole("button", { name: "Calcular Financiamento" }).click();
  await expect(results(page).getByText("Valor financiado").locator("..")).toContainText("R$ 60.000,00", {
    timeout: 15_000,
  });
});

test("money typed and pasted as people do: the keys stay as typed, the field is shown the field's way when left, a paste is read as written", async ({
  page,
}) => {
  await page.goto("/financiamento");
  await hydrated(page);
  const value = page.getByLabel("Valor do veículo");
  await value.pressSequentially("80000");
  // Nothing rewrites the text under the caret: back three characters and type, the digits go there.
  await expect(value).toHaveValue("80000");
  for (let i = 0; i < 3; i++) await value.press("ArrowLeft");
  await value.pressSequentially("51");
  await expect(value).toHaveValue("8051000");
  await value.press("End");
  for (let i = 0; i < 7; i++) await value.press("Backspace");
  await expect(value).toHaveValue("");
  // A paste arrives as one insertion.
  await page.keyboard.insertText("80.000,00");
  await expect(value).toHaveValue("80.000,00");
  const downPayment = page.getByLabel("Valor da entrada (opcional)");
  await downPayment.focus();
  await expect(value).toHaveValue("R$ 80.000,00");
  await page.keyboard.insertText("20000.00");
  await expect(downPayment).toHaveValue("20000.00");
  await page.getByLabel("Taxa de juros (% ao mês)").pressSequentially("1.99");
  await expect(downPayment).toHaveValue("R$ 20.000,00");
  await page.getByLabel("Número de parcelas").pressSequentially("48");
  await page.getByRole("button", { name: "Calcular Financiamento" }).click();
  await expect(results(page).getByText("Valor financiado").locator("..")).toContainText("R$ 60.000,00");
});

test.describe("GET forms without JavaScript read amounts as written @both-viewports", () => {
  test.use({ javaScriptEnabled: false });

  test('financing: "80000" with "20.000" down is R$ 60.000,00 financed', async ({ page }) => {
    await page.goto("/financiamento");
    await type(page, "Valor do veículo", "80000");
    await type(page, "Valor da entrada (opcional)", "20.000");
    await type(page, "Taxa de juros (% ao mês)", "1.99");
    await type(page, "Número de parcelas", "48");
    await page.getByRole("button", { name: "Calcular Financiamento" }).click();
    await expect(page).toHaveURL(/entrada=20\.000/);
    await expect(results(page).getByText("Valor financiado").locator("..")).toContainText("R$ 60.000,00");
    // The server answers with the field as it was sent, shown the field's way.
    await expect(page.getByLabel("Valor da entrada (opcional)")).toHaveValue("R$ 20.000");
  });

  test('IPVA: "R$ 80.000" in Paraná is R$ 1.520,00', async ({ page }) => {
    await page.goto("/ipva");
    await type(page, "Ano de fabricação", "2020");
    await type(page, "Valor venal do veículo", "R$ 80.000");
    await page.getByRole("combobox", { name: "Estado", exact: true }).selectOption("PR");
    await page.getByRole("button", { name: "Calcular IPVA" }).click();
    await expect(results(page)).toContainText("R$ 1.520,00");
  });
});
