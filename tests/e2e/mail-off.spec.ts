// A server with mail off (no SMTP_URL, the default), against a server of its own (a fresh
// embedded database and its own local FIPE services): the forms that promise an e-mail say the
// request is saved and the e-mail goes once the site's mail is configured, with JavaScript and
// without it; the console shows first that mail is not configured, what waits and how to set
// SMTP_URL.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startFipeStandIns, type FipeStandIns } from "../fixtures/fipe/server.ts";
import { startServer, type ServerProcess } from "../helpers/server-process.ts";
import { expectToast, hydrated } from "./helpers.ts";

test.describe.configure({ mode: "serial" });

const ADMIN = { email: "operadora@example.com", password: "senha-da-operadora-123" };
const MAIL_OFF = "O e-mail de confirmação será enviado assim que o envio de e-mails do site estiver configurado.";
// Honda vehicles of the local FIPE services.
const CITY = "/fipe/carros/25/25012/2020-1";
const HRV = "/fipe/carros/25/25031/2021-1";

let server: ServerProcess;
let fipe: FipeStandIns;

test.beforeAll(async () => {
  // A server process of its own, from the sources through tsx on a new PGlite folder (its
  // migrations), up to the line with the set-up address: past the defaults on a busy host.
  test.setTimeout(120_000);
  fipe = await startFipeStandIns(0);
  server = await startServer({
    SMTP_URL: "",
    DATA_DIR: mkdtempSync(join(tmpdir(), "cec-e2e-mail-off-")),
    DATABASE_URL: "",
    BUILD_DIR: "build/client",
    LOG_LEVEL: "warn",
    RATE_LIMIT_MAX: "100000",
    RENDER_CLIENT_LIMIT: "1000000",
    FIPE_UPSTREAMS: fipe.upstreams,
    FIPE_TIMEOUT_MS: "1500",
    FIPE_CLIENT_LIMIT: "1000000",
    FIPE_DAILY_LIMIT: "1000000",
  });
  await expect.poll(() => server.output(), { timeout: 30_000 }).toMatch(/admin\/configurar\?token=/);
});

test.afterAll(async () => {
  server?.child.kill("SIGTERM");
  await server?.exited;
  await fipe?.close();
});

const url = (path: string) => `${server.url}${path}`;

async function newPage(browser: Browser, javaScriptEnabled: boolean): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled });
  return context.newPage();
}

test("the newsletter, without JavaScript: saved, and the confirmation goes once mail is configured", async ({
  browser,
}) => {
  const page = await newPage(browser, false);
  await page.goto(url("/newsletter"));
  const box = page.getByRole("region", { name: "Receba dicas e novidades no seu e-mail" });
  await box.getByLabel("Nome", { exact: true }).fill("Sem Script");
  await box.getByLabel("E-mail", { exact: true }).fill("sem-script@example.com");
  await box.getByRole("checkbox").check();
  await box.getByRole("button", { name: "Inscrever-se" }).click();
  await expect(page).toHaveURL(url("/newsletter?inscricao=1"));
  const status = page.getByRole("main").getByRole("status");
  await expect(status.getByRole("heading", { name: "Inscrição registrada" })).toBeVisible();
  await expect(status).toContainText(MAIL_OFF);
  await expect(status).not.toContainText("Confirme pelo e-mail que enviamos");
  await page.context().close();
});

test("the newsletter, with JavaScript: the toast says the same", async ({ browser }) => {
  const page = await newPage(browser, true);
  await page.goto(url("/newsletter"));
  await hydrated(page);
  const box = page.getByRole("region", { name: "Receba dicas e novidades no seu e-mail" });
  await box.getByLabel("Nome", { exact: true }).fill("Com Script");
  await box.getByLabel("E-mail", { exact: true }).fill("com-script@example.com");
  await box.getByRole("checkbox").check();
  await box.getByRole("button", { name: "Inscrever-se" }).click();
  await expectToast(page, "Inscrição registrada", MAIL_OFF);
  await page.context().close();
});

test("a price alert, without and with JavaScript: saved, and the confirmation goes once mail is configured", async ({
  browser,
}) => {
  // Two vehicles' pages, one without JavaScript, with their forms and answers: twice the default.
  test.setTimeout(60_000);
  for (const [javaScript, path, email] of [
    [false, CITY, "alerta-sem-script@example.com"],
    [true, HRV, "alerta-com-script@example.com"],
  ] as const) {
    const page = await newPage(browser, javaScript);
    await page.goto(url(path));
    if (javaScript) await hydrated(page);
    const section = page.getByRole("region", { name: "Avisar quando o preço mudar" });
    await section.getByLabel("E-mail", { exact: true }).fill(email);
    await section.getByRole("checkbox").check();
    await section.getByRole("button", { name: "Avisar quando o preço mudar" }).click();
    const status = section.getByRole("status");
    await expect(status).toContainText("Pedido de alerta registrado");
    await expect(status).toContainText(MAIL_OFF);
    await expect(status).not.toContainText("você vai receber um e-mail");
    // Without JavaScript: the post's 303 to the vehicle's page, with no personal data.
    if (!javaScript) await expect(page).toHaveURL(/\?alerta=1#alerta-de-preco$/);
    await page.context().close();
  }
});

test("the console shows first that mail is not configured, what waits and how to set SMTP_URL", async ({ browser }) => {
  const logged = /https?:\/\/\S+(\/admin\/configurar\?token=[\w-]+)/.exec(server.output());
  expect(logged).not.toBeNull();
  const page = await newPage(browser, true);
  await page.goto(url(logged![1]!));
  await hydrated(page);
  await page.getByLabel("E-mail").fill(ADMIN.email);
  await page.getByLabel("Senha", { exact: true }).fill(ADMIN.password);
  await page.getByLabel("Confirmar senha").fill(ADMIN.password);
  await page.getByRole("button", { name: "Criar administrador" }).click();
  await expect(page).toHaveURL(url("/admin"));
  const notice = page.getByRole("region", { name: "O envio de e-mails não está configurado" });
  await expect(notice).toBeVisible();
  // The first panel under the page's title.
  await expect(page.getByRole("main").getByRole("heading", { level: 2 }).first()).toHaveText(
    "O envio de e-mails não está configurado",
  );
  await expect(notice.getByRole("listitem")).toHaveText([
    "2 confirmações de inscrição na newsletter",
    "2 confirmações de alertas de preço",
  ]);
  await expect(notice).toContainText("SMTP_URL");
  await expect(notice).toContainText("reinicie o servidor");
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  await page.context().close();
});
