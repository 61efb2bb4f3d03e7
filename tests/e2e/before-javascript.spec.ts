// Pages that work before their JavaScript does: with JavaScript off, or its files arriving
// late, the forms post to the server (stored once, no personal data in any URL) and the data
// pages carry their data in the server's HTML.
import { expect, test, type Page } from "@playwright/test";
import { needsE2eDatabase, queryE2eDatabase } from "./db.ts";
import { holdScripts, hydrated, results } from "./helpers.ts";
import { MAIL_WAIT, mailboxMessages } from "./mailbox.ts";

const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

/** Every POST the page sent (a form sent twice shows here as two). */
function postsOf(page: Page): string[] {
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(new URL(request.url()).pathname);
  });
  return posts;
}

/** Every address the page went to or asked for, so a test can look for personal data in them. */
function addressesOf(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (request) => seen.push(request.url()));
  page.on("framenavigated", (frame) => seen.push(frame.url()));
  return seen;
}

/** The contact mails the team's inbox received from this sender (one per stored message). */
async function contactMails(email: string): Promise<number> {
  const messages = await mailboxMessages();
  return messages.filter((m) => m.headers["reply-to"]?.includes(email)).length;
}

async function contactRows(email: string): Promise<number> {
  const rows = await queryE2eDatabase("select id from contact_messages where email = $1", [email]);
  return rows.length;
}

async function fillContact(page: Page, email: string) {
  await page.getByLabel("Nome").fill("Maria Visitante");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Assunto").selectOption("Sugestão");
  await page.getByLabel("Mensagem").fill("Mensagem enviada antes do JavaScript.");
}

test.describe("with JavaScript disabled @both-viewports", () => {
  test.use({ javaScriptEnabled: false });

  test("a contact message is stored once and the page says so; no personal data in any URL", async ({ page }) => {
    needsE2eDatabase();
    const email = `sem-js-${unique()}@example.com`;
    const addresses = addressesOf(page);
    const posts = postsOf(page);
    await page.goto("/contato");
    await fillContact(page, email);
    await page.getByRole("button", { name: "Enviar Mensagem" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mensagem Enviada com Sucesso!");
    await expect(page).toHaveURL(/\/contato\?enviada=1$/);
    await expect.poll(() => contactMails(email), MAIL_WAIT).toBe(1);
    expect(await contactRows(email)).toBe(1);
    expect(posts).toEqual(["/contato"]);
    // Reloading the success page does not post again (reload() returns once the page loaded).
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mensagem Enviada com Sucesso!");
    expect(posts).toEqual(["/contato"]);
    expect(await contactRows(email)).toBe(1);
    const leaked = addresses.filter((url) => /Visitante|sem-js-|Mensagem/i.test(decodeURIComponent(url)));
    expect(leaked).toEqual([]);
  });

  test("a malformed e-mail comes back with the message beside the field and what was typed", async ({ page }) => {
    await page.goto("/contato");
    await fillContact(page, "sem-arroba");
    await page.getByRole("button", { name: "Enviar Mensagem" }).click();
    await expect(page.getByText("E-mail inválido: confira se tem @ e domínio, como nome@exemplo.com.")).toBeVisible();
    await expect(page.getByLabel("Nome")).toHaveValue("Maria Visitante");
    await expect(page.getByLabel("Mensagem")).toHaveValue("Mensagem enviada antes do JavaScript.");
  });

  test("a newsletter subscription is stored once and the page says so", async ({ page }) => {
    needsE2eDatabase();
    const email = `news-sem-js-${unique()}@example.com`;
    const addresses = addressesOf(page);
    await page.goto("/blog");
    const box = page.getByRole("region", { name: "Receba os novos artigos por e-mail" });
    await box.getByLabel("Nome", { exact: true }).fill("Joana Leitora");
    await box.getByLabel("E-mail", { exact: true }).fill(email);
    await box.getByRole("checkbox").check();
    await box.getByRole("button", { name: "Inscrever-se" }).click();
    await expect(page.getByText("Inscrição realizada com sucesso!")).toBeVisible();
    await expect(page).toHaveURL(/\/newsletter\?inscricao=1$/);
    const rows = await queryE2eDatabase("select name from newsletter_subscriptions where email = $1", [email]);
    expect(rows).toEqual([{ name: "Joana Leitora" }]);
    expect(addresses.filter((url) => /Joana|news-sem-js-/i.test(decodeURIComponent(url)))).toEqual([]);
  });

  test("a newsletter box without the consent tick comes back asking for it; nothing stored, no 'sucesso'", async ({
    page,
  }) => {
    needsE2eDatabase();
    const email = `news-sem-aceite-${unique()}@example.com`;
    await page.goto("/blog");
    const box = page.getByRole("region", { name: "Receba os novos artigos por e-mail" });
    await box.getByLabel("Nome", { exact: true }).pressSequentially("Joana");
    await box.getByLabel("E-mail", { exact: true }).pressSequentially(email);
    await box.getByRole("button", { name: "Inscrever-se" }).click();
    await expect(page.getByText("Marque a caixa para receber a newsletter.")).toBeVisible();
    await expect(page.getByText(/sucesso/i)).toHaveCount(0);
    await expect(page.getByLabel("E-mail", { exact: true })).toHaveValue(email);
    expect(await queryE2eDatabase("select 1 from newsletter_subscriptions where email = $1", [email])).toEqual([]);
    // Ticked, the same form is stored and the page says to confirm by e-mail.
    await page.getByRole("checkbox").check();
    await page.getByRole("button", { name: "Inscrever-se" }).click();
    await expect(page.getByText("Inscrição realizada com sucesso!")).toBeVisible();
    await expect(page.getByText("Confirme pelo e-mail que enviamos.")).toBeVisible();
  });

  test("a vehicle's page shows its name, price and history rows", async ({ page }) => {
    const response = await page.goto("/fipe/carros/21/21002/2020-1");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/fipe\/carros\/21-fiat\/21002-/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Uno");
    await expect(page.getByText("Valor FIPE", { exact: true })).toBeVisible();
    await expect(page.getByText(/^R\$ \d/).first()).toBeVisible();
    // A first view shows the months the catalog and the cache hold and fills the rest in the
    // background (the page is sent no-cache until then): once whole, the history has its rows.
    // The filler asks one month per 200 ms at most (server/fipe/history-filler.ts): seconds.
    await expect
      .poll(async () => (await page.request.get("/fipe/carros/21/21002/2020-1")).headers()["cache-control"], {
        timeout: 20_000,
      })
      .not.toContain("no-cache");
    await page.reload();
    const history = page.getByRole("table", { name: /Valor FIPE por mês de referência/ });
    expect(await history.getByRole("row").count()).toBeGreaterThan(2);
  });

  test("a vehicle the FIPE service does not know answers 404", async ({ page }) => {
    const response = await page.goto("/fipe/carros/21/9999999/2020-1");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Página não encontrada");
  });

  // The menu button shows below 1024 px: run on the phone only (the desktop project leaves
  // @mobile-only out), not skipped on the desktop.
  test("@mobile-only on a phone, the menu button leads to the footer's links", async ({ page }) => {
    expect(page.viewportSize()!.width).toBeLessThan(1024);
    await page.goto("/");
    await page.getByRole("link", { name: "Abrir menu" }).click();
    await expect(page).toHaveURL(/#rodape$/);
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "Sobre Nós" })).toBeInViewport();
  });

  test("a financing share URL shows the installment", async ({ page }) => {
    await page.goto("/financiamento?valor=40000.00&taxa=1.99&parcelas=48");
    await expect(page.getByText("R$ 1.301,42").first()).toBeVisible();
  });

  test("'Descobrir a taxa' works without JavaScript: the mode link, then the form with the IOF", async ({ page }) => {
    await page.goto("/financiamento");
    await page.getByRole("link", { name: "Descobrir a taxa" }).click();
    await page.getByLabel("Valor financiado").fill("R$ 40.000,00");
    await page.getByLabel("Número de parcelas").fill("48");
    await page.getByLabel("Valor da parcela").fill("R$ 1.301,42");
    await page.getByLabel("Incluir a estimativa do IOF (pessoa física)").check();
    await page.getByRole("button", { name: "Descobrir a taxa" }).click();
    await expect(page).toHaveURL(/\/financiamento\?modo=taxa&financiado=.*&iof=1/);
    await expect(page.getByText("1,9900% ao mês").first()).toBeVisible();
    await expect(page.getByText("R$ 1.258,67").first()).toBeVisible();
  });

  test("the financing form, sent without JavaScript, lands on the share URL with the result", async ({ page }) => {
    await page.goto("/financiamento");
    await page.getByLabel("Valor do veículo").fill("R$ 40.000,00");
    await page.getByLabel("Taxa de juros (% ao mês)").fill("1,99");
    await page.getByLabel("Número de parcelas").fill("48");
    await page.getByRole("button", { name: "Calcular Financiamento" }).click();
    await expect(page).toHaveURL(/\/financiamento\?valor=/);
    await expect(page.getByText("R$ 1.301,42").first()).toBeVisible();
  });
});

test.describe("calculators without JavaScript @both-viewports", () => {
  test.use({ javaScriptEnabled: false });

  test("the IPVA form lands on its share URL with the result (Paraná 2026: 1,9 %)", async ({ page }) => {
    await page.goto("/ipva");
    await page.getByLabel("Ano de fabricação").fill("2020");
    await page.getByLabel("Valor venal do veículo").fill("R$ 80.000,00");
    await page.getByRole("combobox", { name: "Estado", exact: true }).selectOption("PR");
    await page.getByRole("button", { name: "Calcular IPVA" }).click();
    await expect(page).toHaveURL(/\/ipva\?.*fabricacao=2020.*valor=.*uf=PR/);
    await expect(page.getByText("R$ 1.520,00").first()).toBeVisible();
  });

  test("the IPVA form: a 2004 car is immune, and Amazonas asks the displacement on the next round", async ({
    page,
  }) => {
    await page.goto("/ipva");
    await page.getByLabel("Ano de fabricação").fill("2004");
    await page.getByLabel("Valor venal do veículo").fill("R$ 15.000,00");
    await page.getByRole("button", { name: "Calcular IPVA" }).click();
    await expect(page.getByText("Imune").first()).toBeVisible();
    await expect(page.getByText("Emenda Constitucional 137/2025").first()).toBeVisible();
    // Amazonas' rate depends on the displacement: the rendered form asks for it, and the result says so.
    await page.getByLabel("Ano de fabricação").fill("2022");
    await page.getByLabel("Valor venal do veículo").fill("R$ 60.000,00");
    await page.getByRole("combobox", { name: "Estado", exact: true }).selectOption("AM");
    await page.getByRole("button", { name: "Calcular IPVA" }).click();
    await expect(page.getByText(/Informe a cilindrada para conferir as regras/)).toBeVisible();
    await page.getByLabel("Cilindrada (cc)").fill("1000");
    await page.getByRole("button", { name: "Calcular IPVA" }).click();
    await expect(page.getByText("R$ 900,00").first()).toBeVisible();
  });

  test("the IPVA vehicle type is chosen without JavaScript: a SP 160 cc motorcycle of an individual is exempt", async ({
    page,
  }) => {
    await page.goto("/ipva");
    // Native radios: the keyboard moves the choice (Carro → Moto) with no script at all.
    await page.getByRole("radio", { name: "Carro" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("radio", { name: "Moto" })).toBeChecked();
    await page.getByLabel("Ano de fabricação").pressSequentially("2023");
    await page.getByLabel("Valor venal do veículo").pressSequentially("R$ 18.000,00");
    await expect(page.getByRole("combobox", { name: "Estado", exact: true })).toHaveValue("SP");
    await page.getByRole("button", { name: "Calcular IPVA" }).click();
    // The server renders the motorcycle's form: SP's rule needs the displacement and the owner.
    await expect(page).toHaveURL(/tipo=motorcycle/);
    await expect(page.getByRole("radio", { name: "Moto" })).toBeChecked();
    await page.getByLabel("Cilindrada (cc)").pressSequentially("160");
    await page.getByLabel("Proprietário").selectOption({ label: "Pessoa física" });
    await page.getByRole("button", { name: "Calcular IPVA" }).click();
    await expect(page).toHaveURL(/tipo=motorcycle.*cc=160.*proprietario=individual/);
    await expect(page.getByText(/^IPVA \d{4} estimado$/).locator("..")).toContainText("Isento");
    await expect(page.getByText("Regra aplicada", { exact: true }).locator("..")).toContainText(
      "Motos de até 180 cc de pessoas físicas são isentas em SP",
    );
  });

  test("fuel and ethanol-vs-gasoline share URLs show their results", async ({ page }) => {
    await page.goto("/combustivel?distancia=450&litros=40");
    await expect(page.getByText("11,25").first()).toBeVisible();
    await page.goto("/comparador?gasolina=6.00&etanol=4.00");
    // The fields show the link's texts as written; the result reads them as amounts (4 ÷ 6).
    // The share URL's amount, shown the field's way.
    await expect(page.getByLabel("Preço do etanol (por litro)")).toHaveValue("R$ 4,00");
    await expect(results(page)).toContainText("66,7%");
    await expect(page.getByText(/etanol/i).first()).toBeVisible();
  });

  test("the licensing form carries the vehicle into the charges", async ({ page }) => {
    await page.goto("/licenciamento?final=3&uf=SP&tipo=leve");
    await expect(page.getByLabel("Final da placa")).toHaveValue("3");
    await page.getByLabel("Valor base do licenciamento").fill("R$ 174,08");
    await page.getByRole("button", { name: "Calcular Encargos" }).click();
    await expect(page).toHaveURL(/final=3/);
    await expect(page.getByText("R$ 174,08").first()).toBeVisible();
  });
});

test("with the scripts arriving after the send, a contact form submitted at once is stored exactly once", async ({
  page,
}) => {
  needsE2eDatabase();
  // The scripts are held until the form was sent and answered (a phone whose scripts are late).
  const release = await holdScripts(page);
  const posts = postsOf(page);
  const email = `lento-${unique()}@example.com`;
  await page.goto("/contato", { waitUntil: "commit" });
  await page.getByLabel("Nome").waitFor();
  await fillContact(page, email);
  await page.getByRole("button", { name: "Enviar Mensagem" }).click();
  await expect(page.getByRole("heading", { name: "Mensagem Enviada com Sucesso!" })).toBeVisible();
  release();
  await hydrated(page);
  // Once hydrated and quiet, the page sent the form once and nothing after it.
  await page.waitForLoadState("networkidle");
  expect(posts).toEqual(["/contato"]);
  expect(await contactRows(email)).toBe(1);
  await expect.poll(() => contactMails(email), MAIL_WAIT).toBe(1);
  expect(page.url()).not.toContain("lento-");
});
