// The operator console in a real browser, against a server of its own (a fresh embedded
// database, started here so the test can read the first-admin address from its log, as an
// operator would). Runs in order: set-up, sign-in, then the screens.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DEFAULT_ANON_KEY } from "../../build-env.ts";
import { freePort, startServer, type ServerProcess } from "../helpers/server-process.ts";
import { startMailbox } from "../helpers/smtp.ts";
import { expectToast, hydrated } from "./helpers.ts";
import { MAIL_WAIT, mailboxMessages } from "./mailbox.ts";

test.describe.configure({ mode: "serial" });

const ADMIN = { email: "dona@example.com", password: "senha-da-dona-123" };
let server: ServerProcess;
/** This server's own mail server (the confirmation e-mails of the newsletter rows). */
let mailbox: Awaited<ReturnType<typeof startMailbox>>;
let signedIn: Awaited<ReturnType<BrowserContext["storageState"]>> | undefined;

test.beforeAll(async () => {
  // A server process of its own, from the sources through tsx on a new PGlite folder (its
  // migrations), up to the line with the set-up address: past the defaults on a busy host.
  test.setTimeout(120_000);
  mailbox = await startMailbox(await freePort());
  server = await startServer({
    SMTP_URL: mailbox.smtpUrl,
    DATA_DIR: mkdtempSync(join(tmpdir(), "cec-e2e-admin-")),
    BUILD_DIR: "build/client",
    LOG_LEVEL: "warn",
    RATE_LIMIT_MAX: "100000",
    DATABASE_URL: "",
  });
  await expect.poll(() => server.output(), { timeout: 30_000 }).toMatch(/admin\/configurar\?token=/);
});

test.afterAll(async () => {
  server?.child.kill("SIGTERM");
  await server?.exited;
  await mailbox?.close();
});

const url = (path: string) => `${server.url}${path}`;

/** Inserts rows as the site's forms do: one request per row (a message or a subscription is one row). */
async function insert(table: string, rows: object[]) {
  for (const row of rows) {
    const response = await fetch(url(`/rest/v1/${table}`), {
      method: "POST",
      headers: { apikey: DEFAULT_ANON_KEY, "content-type": "application/json" },
      body: JSON.stringify(row),
    });
    expect(response.status).toBe(201);
  }
}

/** Confirms a subscription (double opt-in) with the token of the confirmation mail it received. */
async function confirmByMail(email: string) {
  let token: string | undefined;
  await expect
    .poll(async () => {
      const mail = (await mailboxMessages(mailbox.url)).find(
        (m) => m.to.includes(email) && /\/newsletter\/confirmar\?token=/.test(m.text),
      );
      token = mail && decodeURIComponent(/\/newsletter\/confirmar\?token=(\S+)/.exec(mail.text)![1]!);
      return token !== undefined;
    }, MAIL_WAIT)
    .toBe(true);
  const response = await fetch(url("/api/newsletter/confirm"), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ token }),
  });
  expect(response.status).toBe(200);
}

async function consolePage(browser: Browser, width = 1280): Promise<Page> {
  expect(signedIn, "the sign-in test ran first").toBeDefined();
  const context = await browser.newContext({ storageState: signedIn, viewport: { width, height: 900 } });
  return context.newPage();
}

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
  ).toEqual([]);
}

test("the first admin is created from the address in the server log, which then stops working", async ({ page }) => {
  const logged = /https?:\/\/\S+(\/admin\/configurar\?token=[\w-]+)/.exec(server.output());
  expect(logged).not.toBeNull();
  // SITE_URL is left at its default here: the address printed is the one this server answers on.
  expect(logged![0]).toBe(`${server.url}${logged![1]}`);
  const setupPath = logged![1]!;
  // Before it: the console says no admin exists and how to make the first one (not a bare
  // sign-in form with "Área restrita").
  await page.goto(url("/admin"));
  await expect(page.getByRole("heading", { name: "Ainda não há nenhum administrador" })).toBeVisible();
  await expect(page.getByText("npm run admin -- add")).toBeVisible();
  await expect(page).toHaveURL(url("/admin"));
  // Hydration mismatches (React #418: the server's HTML and the first client render disagree),
  // CSP violations and failed loads show as console errors.
  const errors: string[] = [];
  page.on("console", (msg) => msg.type() === "error" && errors.push(msg.text()));
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto(url(setupPath));
  await hydrated(page);
  await expect(page.getByRole("heading", { name: "Configurar o primeiro administrador" })).toBeVisible();
  // The form is in the server's HTML (its token checked as the page was rendered).
  await expect(page.getByRole("button", { name: "Criar administrador" })).toBeVisible();
  expect(errors).toEqual([]);
  await page.getByLabel("E-mail").fill(ADMIN.email);
  await page.getByLabel("Senha", { exact: true }).fill(ADMIN.password);
  await page.getByLabel("Confirmar senha").fill("outra-senha-999");
  await page.getByRole("button", { name: "Criar administrador" }).click();
  await expectToast(page, "As senhas não conferem");
  await page.getByLabel("Confirmar senha").fill(ADMIN.password);
  await page.getByRole("button", { name: "Criar administrador" }).click();
  await expect(page).toHaveURL(url("/admin"));
  await expect(page.getByRole("heading", { name: "Visão geral", level: 1 })).toBeVisible();
  await expect(page.getByRole("main").getByText(ADMIN.email)).toBeVisible();

  // The same address, again: dead.
  const again = await page.context().browser()!.newPage();
  await again.goto(url(setupPath));
  await expect(again.getByText("Este link de configuração é inválido ou já foi usado.")).toBeVisible();
  await expect(again.getByLabel("E-mail")).toHaveCount(0);
  await again.close();
});

test("/entrar: a wrong password says so in pt-BR; the right one opens the console", async ({ page }) => {
  await page.goto(url("/admin/mensagens"));
  // Not signed in: the console sends the visitor to the sign-in page, keeping the way back.
  await expect(page).toHaveURL(url("/entrar?voltar=%2Fadmin%2Fmensagens"));
  await hydrated(page);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await page.getByLabel("E-mail").pressSequentially(ADMIN.email);
  await page.getByLabel("Senha").pressSequentially("senha-errada-000");
  await page.getByRole("button", { name: "Entrar" }).click();
  await expectToast(page, "Não foi possível entrar", "E-mail ou senha incorretos.");
  await expect(page.getByText(/Sign in Failed|Invalid email or password/)).toHaveCount(0);
  await expect(page).toHaveURL(/\/entrar/);
  await page.getByLabel("Senha").fill(ADMIN.password);
  await page.getByRole("button", { name: "Entrar" }).click();
  await expect(page).toHaveURL(url("/admin/mensagens"));
  await expect(page.getByRole("heading", { name: "Mensagens", level: 1 })).toBeVisible();
  signedIn = await page.context().storageState();
});

test("/entrar knows the session on the server: a signed-in admin is sent on in the answer itself, JavaScript or not", async ({
  browser,
}) => {
  expect(signedIn, "the sign-in test ran first").toBeDefined();
  const context = await browser.newContext({ storageState: signedIn, javaScriptEnabled: false });
  // A plain request with the session cookie: the redirect is the server's answer, never a form
  // to be swapped after hydration, and nothing may keep it.
  const answer = await context.request.get(url("/entrar?voltar=%2Fadmin%2Fmensagens"), { maxRedirects: 0 });
  expect(answer.status()).toBe(303);
  expect(answer.headers()["location"]).toBe("/admin/mensagens");
  expect(answer.headers()["cache-control"]).toBe("private, no-store");
  // Without JavaScript the browser lands on the console; the sign-in form never shows.
  const page = await context.newPage();
  await page.goto(url("/entrar"));
  await expect(page).toHaveURL(url("/admin"));
  await expect(page.getByLabel("Senha")).toHaveCount(0);
  await context.close();

  // Signed out and without JavaScript: the form, which posts and signs in.
  const visitor = await browser.newContext({ javaScriptEnabled: false });
  const form = await visitor.newPage();
  const blank = await visitor.request.get(url("/entrar"), { maxRedirects: 0 });
  expect(blank.status()).toBe(200);
  expect(blank.headers()["cache-control"]).toBe("private, no-store");
  await form.goto(url("/entrar?voltar=%2Fadmin%2Ffipe"));
  await form.getByLabel("E-mail").fill(ADMIN.email);
  await form.getByLabel("Senha").fill(ADMIN.password);
  await form.getByRole("button", { name: "Entrar" }).click();
  await expect(form).toHaveURL(url("/admin/fipe"));
  // Now signed in: /entrar sends this browser on as well.
  await form.goto(url("/entrar"));
  await expect(form).toHaveURL(url("/admin"));
  await visitor.close();
});

test("reading a message (shown as text, never markup) and marking it answered", async ({ browser }) => {
  const hostile = `<img src="x" onerror="window.__xss = 1"> Meu simulador não abre`;
  await insert("contact_messages", [
    { name: "Antiga", email: "antiga@example.com", topic: "Outro", message: "Mensagem mais antiga" },
    { name: "Rafael <b>Lima</b>", email: "rafael@example.com", topic: "Suporte", message: hostile },
  ]);
  const page = await consolePage(browser);
  await page.goto(url("/admin/mensagens"));
  await hydrated(page);
  const items = page.getByRole("list", { name: "Mensagens recebidas" }).getByRole("listitem");
  await expect(items.first()).toContainText("Rafael <b>Lima</b>");
  await expect(items.nth(1)).toContainText("Antiga");
  await expect(page.getByText(/não lidas/)).toContainText("2");

  await items.first().getByRole("button").click();
  await expect(page.getByRole("heading", { name: "Rafael <b>Lima</b>" })).toBeVisible();
  await expect(page.getByText(hostile, { exact: true })).toBeVisible();
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
  await expect(page.locator("main img[src='x']")).toHaveCount(0);
  // Opening it marked it read.
  await expect(page.getByText(/não lidas/)).toContainText("1");

  await page.getByRole("button", { name: "Marcar como respondida" }).click();
  await expectToast(page, "Marcada como respondida");
  await expect(page.getByText(/^Respondida em/)).toBeVisible();
  await page.getByRole("button", { name: "Voltar para a lista" }).click();
  await page.getByLabel("Situação").selectOption({ label: "Respondidas" });
  await expect(page.getByText("1 mensagem", { exact: true })).toBeVisible();
  await expect(items).toHaveText([/Rafael/]);

  // Delete asks first.
  await items.first().getByRole("button").click();
  await page.getByRole("button", { name: "Excluir a mensagem de Rafael <b>Lima</b>" }).click();
  await page.getByRole("button", { name: "Confirmar exclusão" }).click();
  await expectToast(page, "Mensagem excluída");
  await expect(page.getByText("Nenhuma mensagem encontrada.")).toBeVisible();
  await page.context().close();
});

test("exporting the newsletter downloads a CSV Excel opens in pt-BR", async ({ browser }) => {
  await insert("newsletter_subscriptions", [
    { name: 'Paula; "P" Dias', email: "paula@example.com", has_accepted_terms: true },
    { name: "=CMD()", email: "formula@example.com", has_accepted_terms: true },
  ]);
  // Both confirmed by their e-mail's link (double opt-in); a third still pending.
  await confirmByMail("paula@example.com");
  await confirmByMail("formula@example.com");
  await insert("newsletter_subscriptions", [
    { name: "Pendente", email: "pendente@example.com", has_accepted_terms: true },
  ]);
  const page = await consolePage(browser);
  await page.goto(url("/admin/newsletter"));
  await hydrated(page);
  // Each state with its count, and each subscriber's state in the list.
  const counts = page.getByRole("region", { name: "Inscritos por situação" });
  await expect(counts).toContainText("3 inscritos guardados");
  const count = (label: string) =>
    counts.getByRole("term").filter({ hasText: label }).locator("xpath=following-sibling::dd[1]");
  await expect(count("confirmados")).toHaveText("2");
  await expect(count("pendentes")).toHaveText("1");
  await expect(count("cancelados")).toHaveText("0");
  const list = page.getByRole("list", { name: "Inscritos" });
  await expect(list.getByRole("listitem").filter({ hasText: "pendente@example.com" })).toContainText("Pendente");
  await expect(list.getByRole("listitem").filter({ hasText: "paula@example.com" })).toContainText("Confirmado");
  // The price alerts' counts share the screen (none on this server).
  await expect(page.getByRole("heading", { name: "Alertas de preço" })).toBeVisible();
  await expect(page.getByText("Nenhum envio até agora.")).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Exportar CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^newsletter-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = readFileSync((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.toString("utf8").slice(1).split("\r\n");
  expect(lines[0]).toBe('"Nome";"E-mail";"Aceitou os termos";"Inscrito em";"Atualizado em";"Situação"');
  const now = new Date();
  const today = `${String(now.getUTCDate()).padStart(2, "0")}/${String(now.getUTCMonth() + 1).padStart(2, "0")}/${now.getUTCFullYear()}`;
  expect(lines).toContain(`"Paula; ""P"" Dias";"paula@example.com";"Sim";"${today}";"${today}";"Confirmado"`);
  expect(lines).toContain(`"'=CMD()";"formula@example.com";"Sim";"${today}";"${today}";"Confirmado"`);
  expect(lines).toContain(`"Pendente";"pendente@example.com";"Sim";"${today}";"${today}";"Pendente"`);
  await page.context().close();
});

test("LGPD: everything stored for an e-mail is shown, then deleted after the confirmation", async ({ browser }) => {
  await insert("contact_messages", [
    { name: "Titular", email: "titular@example.com", topic: "Outro", message: "Apaguem meus dados, por favor." },
  ]);
  await insert("newsletter_subscriptions", [
    { name: "Titular", email: "Titular@Example.com", has_accepted_terms: true },
  ]);
  const page = await consolePage(browser, 390);
  await page.goto(url("/admin/dados-pessoais"));
  await hydrated(page);
  await page.getByLabel("E-mail da pessoa").fill("titular@example.com");
  await page.getByRole("button", { name: "Buscar dados" }).click();
  await expect(page.getByRole("heading", { name: "Mensagens de contato (1)" })).toBeVisible();
  await expect(page.getByText("Apaguem meus dados, por favor.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Inscrição na newsletter (1)" })).toBeVisible();
  // The subscription queued its confirmation e-mail.
  await expect(page.getByRole("heading", { name: "E-mails na fila de envio (1)" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Alertas de preço (veículos acompanhados) (0)" })).toBeVisible();

  await page.getByLabel("Digite o e-mail para confirmar").fill("outra@example.com");
  await page.getByRole("button", { name: "Excluir definitivamente" }).click();
  await expectToast(page, "Confirmação incorreta");
  await expect(page.getByRole("heading", { name: "Mensagens de contato (1)" })).toBeVisible();

  await page.getByLabel("Digite o e-mail para confirmar").fill("titular@example.com");
  await page.getByRole("button", { name: "Excluir definitivamente" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Dados excluídos" })).toHaveText(
    "Dados excluídos: 1 mensagem, 1 inscrição, 0 alertas de preço, 0 lembretes e 1 e-mail na fila.",
  );
  await expect(page.getByRole("heading", { name: "Mensagens de contato (0)" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Inscrição na newsletter (0)" })).toBeVisible();
  const log = page.getByRole("heading", { name: "Exclusões registradas" }).locator("xpath=../..");
  await expect(log).toContainText(
    `por ${ADMIN.email} · 1 mensagem, 1 inscrição, 0 alertas de preço, 0 lembretes, 1 e-mail`,
  );
  await expect(log).not.toContainText("titular");
  await page.context().close();
});

test("admins add another admin and remove them; the last admin cannot be removed", async ({ browser }) => {
  const page = await consolePage(browser);
  await page.goto(url("/admin/administradores"));
  await hydrated(page);
  const list = page.getByRole("list", { name: "Administradores" });
  await expect(list.getByRole("listitem")).toHaveCount(1);
  await expect(page.getByRole("button", { name: `Remover ${ADMIN.email}` })).toBeDisabled();
  await page.getByLabel("E-mail").fill("segunda@example.com");
  await page.getByLabel("Senha inicial").fill("senha-segunda-1");
  await page.getByLabel("Confirmar senha").fill("senha-segunda-1");
  await page.getByRole("button", { name: "Adicionar administrador" }).click();
  await expectToast(page, "Administrador adicionado");
  await expect(list.getByRole("listitem")).toHaveCount(2);
  await page.getByRole("button", { name: "Remover segunda@example.com" }).click();
  await page.getByRole("button", { name: "Confirmar exclusão" }).click();
  await expectToast(page, "Administrador removido");
  await expect(list.getByRole("listitem")).toHaveCount(1);
  await page.context().close();
});

/** Where the lines of an element's text break: the characters that start a new line. */
async function lineStarts(page: Page, selector: string, index = 0): Promise<Array<{ before: string; at: string }>> {
  return page
    .locator(selector)
    .nth(index)
    .evaluate((element) => {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      const chars: Array<{ char: string; top: number }> = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? "";
        for (let i = 0; i < text.length; i++) {
          const range = document.createRange();
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const rect = range.getClientRects()[0];
          if (rect) chars.push({ char: text[i]!, top: rect.top });
        }
      }
      const starts: Array<{ before: string; at: string }> = [];
      for (let i = 1; i < chars.length; i++) {
        if (chars[i]!.top > chars[i - 1]!.top + 2) starts.push({ before: chars[i - 1]!.char, at: chars[i]!.char });
      }
      return starts;
    });
}

test("at 390 px every console tab is in sight, long addresses wrap after the @ or before a dot, counts are singular for one", async ({
  browser,
}) => {
  await insert("fipe_consultations", [
    {
      valor: "R$ 10.000,00",
      marca: "Fiat",
      modelo: "Uno Mille",
      ano_modelo: 2010,
      combustivel: "Gasolina",
      codigo_fipe: "001004-9",
      mes_referencia: "novembro de 2026",
    },
  ]);
  const page = await consolePage(browser, 390);
  await page.setViewportSize({ width: 390, height: 844 });
  const long = "maria.fernanda.albuquerque@empresa-de-exemplo.com.br";
  await page.goto(url("/admin/administradores"));
  await hydrated(page);
  // Every section's tab inside the 390 px screen, none hidden behind a scroll.
  const nav = page.getByRole("navigation", { name: "Seções do painel" });
  for (const name of ["Visão geral", "Mensagens", "Newsletter", "FIPE", "Dados pessoais (LGPD)", "Administradores"]) {
    const tab = nav.getByRole("link", { name });
    await expect(tab).toBeInViewport({ ratio: 1 });
    const box = (await tab.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await page.getByLabel("E-mail").pressSequentially(long);
  await page.getByLabel("Senha inicial").pressSequentially("senha-longa-123");
  await page.getByLabel("Confirmar senha").pressSequentially("senha-longa-123");
  await page.getByRole("button", { name: "Adicionar administrador" }).click();
  await expectToast(page, "Administrador adicionado");
  const list = page.getByRole("list", { name: "Administradores" });
  await expect(list.getByRole("listitem")).toHaveCount(2);
  await page.screenshot({ path: "test-results/console-390-administradores.png", fullPage: true });
  const index = await page
    .locator("[data-email-address]")
    .evaluateAll((els, email) => els.findIndex((el) => el.textContent === email), long);
  expect(index).toBeGreaterThanOrEqual(0);
  const starts = await lineStarts(page, "[data-email-address]", index);
  expect(starts.length).toBeGreaterThan(0); // too long for one line at 390 px
  for (const start of starts)
    expect(start.before === "@" || ".-_".includes(start.at), JSON.stringify(start)).toBe(true);

  await page.getByRole("button", { name: `Remover ${long}` }).click();
  await page.getByRole("button", { name: "Confirmar exclusão" }).click();
  await expectToast(page, "Administrador removido");

  await page.goto(url("/admin/fipe"));
  await hydrated(page);
  await expect(page.getByText("1 consulta nos últimos 30 dias", { exact: true })).toBeVisible();
  // The FIPE services' addresses wrap: nothing wider than the phone.
  await expect(page.getByRole("heading", { name: "Serviços FIPE" })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: "test-results/console-390-fipe.png", fullPage: true });
  await page.goto(url("/admin"));
  await hydrated(page);
  await page.screenshot({ path: "test-results/console-390-overview.png", fullPage: true });
  await page.context().close();
});

// One test per width: fourteen pages through axe take close to two minutes on a busy host.
for (const width of [390, 1280]) {
  test(`the console and /entrar have no axe violations at ${width} px`, async ({ browser }) => {
    test.setTimeout(120_000);
    const anonymous = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
    await anonymous.goto(url("/entrar"));
    await hydrated(anonymous);
    await expect(anonymous.getByRole("button", { name: "Entrar" })).toBeVisible();
    await expectNoAxeViolations(anonymous);
    await anonymous.context().close();

    const page = await consolePage(browser, width);
    // CSP violations, hydration mismatches and failed requests show as console errors.
    const errors: string[] = [];
    page.on("console", (msg) => msg.type() === "error" && errors.push(msg.text()));
    page.on("pageerror", (error) => errors.push(error.message));
    for (const [path, heading] of [
      ["/admin", "Visão geral"],
      ["/admin/mensagens", "Mensagens"],
      ["/admin/newsletter", "Newsletter"],
      ["/admin/fipe", "FIPE"],
      ["/admin/dados-pessoais", "Dados pessoais (LGPD)"],
      ["/admin/administradores", "Administradores"],
    ] as const) {
      await page.goto(url(path));
      await hydrated(page);
      await expect(page.getByRole("heading", { name: heading, level: 1 })).toBeVisible();
      await expect(page.getByText("Carregando...")).toHaveCount(0);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
      // Nothing wider than the screen (a long address or URL wraps).
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(width);
      await expectNoAxeViolations(page);
    }
    expect(errors).toEqual([]);
    await page.context().close();
  });
}

test("the console is not in the sitemap; 'Sair' in the console header signs out", async ({ browser }) => {
  const sitemap = await (await fetch(url("/sitemap.xml"))).text();
  expect(sitemap).toContain("<loc>");
  expect(sitemap).not.toMatch(/\/admin|\/entrar/);
  const page = await consolePage(browser);
  await page.goto(url("/admin"));
  await hydrated(page);
  await page.getByRole("button", { name: "Sair" }).click();
  await expect(page).toHaveURL(url("/entrar"));
  await page.goto(url("/admin"));
  await expect(page).toHaveURL(/\/entrar\?voltar=%2Fadmin$/);
  const api = await page.request.get(url("/api/admin/overview"));
  expect(api.status()).toBe(401);
  await page.context().close();
});
