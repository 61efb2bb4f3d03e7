// Subscribe on the site, confirm with the link of the confirmation e-mail (double opt-in), read
// the welcome e-mail from the e2e server's real SMTP server, and cancel with its link: with
// JavaScript, without JavaScript, and with a tampered link.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { needsE2eDatabase, queryE2eDatabase } from "./db.ts";
import { hydrated } from "./helpers.ts";
import { mailboxMessages, mailTo, type Message } from "./mailbox.ts";

const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

async function subscribe(page: Page, email: string) {
  await page.goto("/");
  await hydrated(page);
  const box = page.getByRole("region", { name: "Receba dicas e novidades no seu e-mail" });
  await box.getByLabel("Nome", { exact: true }).fill("Paula");
  await box.getByLabel("E-mail", { exact: true }).fill(email);
  await box.getByRole("checkbox").check();
  await box.getByRole("button", { name: "Inscrever-se" }).click();
  await expect(box.getByLabel("Nome", { exact: true })).toHaveValue("");
}

/** The confirmation mail's link, as a path on the server under test. */
async function confirmationLink(email: string): Promise<{ path: string; mail: Message }> {
  const mail = await mailTo(email, /^Confirme sua inscrição/);
  const link = /https?:\/\/\S+\/newsletter\/confirmar\?token=\S+/.exec(mail.text)?.[0];
  expect(link, mail.text).toBeTruthy();
  const url = new URL(link!);
  return { path: `${url.pathname}${url.search}`, mail };
}

/** Opens the confirmation link and presses its button (works with and without JavaScript). */
async function confirm(page: Page, email: string) {
  const { path } = await confirmationLink(email);
  await page.goto(path);
  await page.getByRole("button", { name: "Confirmar inscrição" }).click();
  await expect(page.getByRole("heading", { name: "Inscrição confirmada" })).toBeVisible();
}

/** The welcome mail's unsubscribe link (sent once the subscription is confirmed). */
async function unsubscribeLink(email: string): Promise<{ path: string; mail: Message }> {
  const mail = await mailTo(email, /^Boas-vindas/);
  const link = /https?:\/\/\S+\/newsletter\/cancelar\?token=\S+/.exec(mail.text)?.[0];
  expect(link, mail!.text).toBeTruthy();
  const url = new URL(link!);
  return { path: `${url.pathname}${url.search}`, mail };
}

async function subscriptions(email: string) {
  return queryE2eDatabase("select id from newsletter_subscriptions where lower(email) = $1", [email]);
}

test("a subscription is confirmed from the confirmation e-mail's link, then welcomed @both-viewports", async ({
  page,
}) => {
  test.slow(); // as below: pages, e-mails and a pass of axe on a shared CI host
  const email = `confirma-${unique()}@example.com`;
  await subscribe(page, email);
  const { path, mail } = await confirmationLink(email);
  // No visitor-written text in it (the name typed was "Paula").
  expect(mail.text).not.toContain("Paula");
  needsE2eDatabase();
  const [row] = await queryE2eDatabase<{ confirmed_at: unknown }>(
    "select confirmed_at from newsletter_subscriptions where lower(email) = $1",
    [email],
  );
  expect(row?.confirmed_at).toBeNull();
  // Nothing but the confirmation until the link is used.
  const before = (await mailboxMessages()).filter((m) => m.to.includes(email));
  expect(before.map((m) => m.subject)).toEqual(["Confirme sua inscrição na newsletter do Carro em Conta"]);

  await page.goto(path);
  await hydrated(page);
  await expect(page.getByRole("heading", { name: "Confirmar inscrição na newsletter" })).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  await page.getByRole("button", { name: "Confirmar inscrição" }).click();
  await expect(page).toHaveURL(/\/newsletter\/confirmar\/concluida$/);
  await expect(page.getByRole("heading", { name: "Inscrição confirmada" })).toBeVisible();
  const [confirmed] = await queryE2eDatabase<{ confirmed_at: unknown }>(
    "select confirmed_at from newsletter_subscriptions where lower(email) = $1",
    [email],
  );
  expect(confirmed?.confirmed_at).not.toBeNull();
  const welcome = await mailTo(email, /^Boas-vindas/);
  expect(welcome.text).toContain("Olá, Paula!");

  // The same link again: already confirmed, no second welcome.
  await page.goto(path);
  await page.getByRole("button", { name: "Confirmar inscrição" }).click();
  await expect(page.getByRole("heading", { name: "Inscrição já confirmada" })).toBeVisible();
});

test("the welcome e-mail's link cancels the subscription @both-viewports", async ({ page }) => {
  // Four pages, two e-mails and two passes of axe: past the default 30 s on a busy two-core
  // host (9-11 s on a quiet one).
  test.slow();
  needsE2eDatabase();
  const email = `cancela-${unique()}@example.com`;
  await subscribe(page, email);
  await confirm(page, email);
  const { path, mail } = await unsubscribeLink(email);
  expect(mail.subject).toBe("Boas-vindas à newsletter do Carro em Conta");
  expect(mail.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
  expect(mail.headers["list-unsubscribe"]).toContain(path);
  expect(await subscriptions(email)).toHaveLength(1);

  await page.goto(path);
  await hydrated(page);
  await expect(page.getByRole("heading", { name: "Cancelar inscrição na newsletter" })).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  // Opening the link alone cancels nothing.
  expect(await subscriptions(email)).toHaveLength(1);
  await page.getByRole("button", { name: "Cancelar inscrição" }).click();
  await expect(page.getByRole("heading", { name: "Inscrição cancelada" })).toBeVisible();
  expect(await subscriptions(email)).toEqual([]);
  const after = await new AxeBuilder({ page }).analyze();
  expect(after.violations.map((v) => v.id)).toEqual([]);

  // The same link again: already cancelled, no error.
  await page.goto(path);
  await hydrated(page);
  await expect(page.getByRole("heading", { name: "Inscrição já cancelada" })).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the page's button posts the form and shows the result", async ({ page, browser }) => {
    needsE2eDatabase();
    const email = `semjs-${unique()}@example.com`;
    const withJs = await browser.newContext({ javaScriptEnabled: true });
    await subscribe(await withJs.newPage(), email);
    await withJs.close();
    await confirm(page, email); // the confirmation page's button is a plain form post
    const { path } = await unsubscribeLink(email);

    await page.goto(path);
    await expect(page.getByRole("heading", { name: "Cancelar inscrição na newsletter" })).toBeVisible();
    await page.getByRole("button", { name: "Cancelar inscrição" }).click();
    await expect(page).toHaveURL(/\/newsletter\/cancelar\/concluido$/);
    await expect(page.getByRole("heading", { name: "Inscrição cancelada" })).toBeVisible();
    expect(await subscriptions(email)).toEqual([]);

    await page.goto(path);
    await page.getByRole("button", { name: "Cancelar inscrição" }).click();
    await expect(page.getByRole("heading", { name: "Inscrição já cancelada" })).toBeVisible();
  });
});

test("a tampered link says so and cancels nothing", async ({ page }) => {
  needsE2eDatabase();
  const email = `alterado-${unique()}@example.com`;
  await subscribe(page, email);
  await confirm(page, email);
  const { path } = await unsubscribeLink(email);
  const tampered = path.replace(/(token=\d+\.)(.)/, (_m, head: string, c: string) => `${head}${c === "A" ? "B" : "A"}`);
  expect(tampered).not.toBe(path);

  await page.goto(tampered);
  await hydrated(page);
  await expect(page.getByRole("heading", { name: "Link de cancelamento inválido" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Cancelar inscrição" })).toHaveCount(0);
  expect(await subscriptions(email)).toHaveLength(1);
});
