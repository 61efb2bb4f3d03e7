// IPVA and licensing reminders by e-mail, on /lembretes-ipva (where every reminder card posts
// without JavaScript), with the e2e server's real SMTP server: the card's checks beside its
// fields, asking with and without JavaScript (303 to an address without the e-mail), the
// confirmation link, `npm run lembretes` with REMINDERS_TODAY as two processes at once (one
// reminder arrives), and the mail's cancel link.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { spawn } from "node:child_process";
import { e2eDatabaseUrl, needsE2eDatabase, outboxTo } from "./db.ts";
import { expectToast, hydrated } from "./helpers.ts";
import { mailTo, messagesTo } from "./mailbox.ts";

const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
const CARD = "Lembrete do IPVA e do licenciamento por e-mail";

function pathOf(text: string, pattern: RegExp): string {
  const link = pattern.exec(text)?.[0];
  expect(link, text).toBeTruthy();
  const url = new URL(link!);
  return `${url.pathname}${url.search}`;
}

const card = (page: Page) => page.getByRole("region", { name: CARD });

async function fillCard(page: Page, email: string, { consent = true } = {}) {
  const section = card(page);
  await section.getByRole("combobox", { name: "Estado", exact: true }).selectOption("SP");
  await section.getByLabel("Final da placa").selectOption("1");
  await section.getByLabel("Tipo de veículo").selectOption("car");
  await section.getByLabel("E-mail", { exact: true }).fill(email);
  if (consent) await section.getByRole("checkbox").check();
  await section.getByRole("button", { name: "Receber lembretes" }).click();
}

/** `npm run lembretes` against the e2e server's database, as another process (the server delivers). */
function runReminders(today: string): Promise<number | null> {
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/lembretes.ts"], {
    env: {
      ...process.env,
      DATABASE_URL: e2eDatabaseUrl(),
      BETTER_AUTH_SECRET: process.env.BETTER_AUTH_SECRET ?? "e2e-secret-0123456789abcdef0123456789",
      SMTP_URL: "",
      LOG_LEVEL: "warn",
      REMINDERS_TODAY: today,
    },
    stdio: "ignore",
  });
  return new Promise((resolve) => child.once("exit", (code) => resolve(code)));
}

test.describe("IPVA reminders", () => {
  test("@both-viewports with JavaScript: checks beside the fields, then ask, confirm, one reminder, cancel", async ({
    page,
  }) => {
    // Two mails, the second queued by `npm run lembretes` (three runs, each a new tsx process)
    // and sent at the server's next outbox poll (5 s), plus a pass of axe: more than 30 s.
    test.setTimeout(120_000);
    needsE2eDatabase();
    const email = `lembrete-${unique()}@example.com`;
    await page.goto("/lembretes-ipva");
    await hydrated(page);
    const section = card(page);
    await section.getByLabel("E-mail", { exact: true }).fill("sem-arroba");
    await section.getByRole("button", { name: "Receber lembretes" }).click();
    await expect(section.getByText("Escolha o estado onde o veículo é registrado.")).toBeVisible();
    await expect(section.getByText("Escolha o último número da placa (de 0 a 9).")).toBeVisible();
    await expect(
      section.getByText("E-mail inválido: confira se tem @ e domínio, como nome@exemplo.com."),
    ).toBeVisible();
    await expect(section.getByRole("combobox", { name: "Estado", exact: true })).toBeFocused();
    await expect(section.getByRole("combobox", { name: "Estado", exact: true })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    await page.screenshot({ path: `test-results/ipva-reminder-${page.viewportSize()!.width}.png`, fullPage: true });

    await fillCard(page, email);
    await expect(section.getByRole("status")).toContainText("Falta confirmar seu e-mail");
    await expectToast(page, "Falta confirmar seu e-mail");
    expect(page.url()).not.toContain("example.com");

    const confirmation = await mailTo(email, /^Confirme seu lembrete do IPVA/);
    expect(confirmation.text).toContain("placa de final 1 em São Paulo (SP)");
    await page.goto(pathOf(confirmation.text, /https?:\/\/\S+\/lembretes-ipva\/confirmar\?token=\S+/));
    await page.getByRole("button", { name: "Confirmar lembrete" }).click();
    await expect(page.getByRole("heading", { name: "Lembrete confirmado" })).toBeVisible();
    expect(page.url()).toMatch(/\/lembretes-ipva\/confirmar\/concluido$/);

    // A week before SP's 12/01/2026 (final 1): two runs at once, then one more; one reminder.
    const [a, b] = await Promise.all([runReminders("2026-01-05"), runReminders("2026-01-05")]);
    expect([a, b]).toEqual([0, 0]);
    expect(await runReminders("2026-01-06")).toBe(0);
    const reminder = await mailTo(email, /^Lembrete: IPVA 2026/);
    expect(reminder.text).toContain("IPVA 2026: cota única com 3% de desconto: até 12/01/2026");
    // The runs have exited: one reminder queued, and sent (nothing else can follow it).
    await expect.poll(() => outboxTo(email, "Lembrete:")).toEqual([{ sent: true }]);
    expect(await messagesTo(email, /^Lembrete:/)).toHaveLength(1);
    expect(reminder.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    const cancel = pathOf(reminder.text, /https?:\/\/\S+\/lembretes-ipva\/cancelar\?token=\S+/);
    expect(reminder.headers["list-unsubscribe"]).toContain(cancel);
    await page.goto(cancel);
    await page.getByRole("button", { name: "Cancelar lembretes" }).click();
    await expect(page.getByRole("heading", { name: "Lembretes cancelados" })).toBeVisible();
  });

  test("@both-viewports without JavaScript: the card posts to the page; refused beside the fields, then 303 without the e-mail", async ({
    browser,
  }) => {
    // Four pages without JavaScript and a confirmation through the outbox: twice the default.
    test.setTimeout(60_000);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      const email = `sem-js-${unique()}@example.com`;
      await page.goto("/lembretes-ipva");
      // Refused first (no consent): the card again with what was chosen and typed, and the message.
      await fillCard(page, email, { consent: false });
      await expect(card(page).getByText("marque que aceita receber os e-mails")).toBeVisible();
      await expect(card(page).getByLabel("E-mail", { exact: true })).toHaveValue(email);
      await expect(card(page).getByRole("combobox", { name: "Estado", exact: true })).toHaveValue("SP");
      await expect(card(page).getByLabel("Final da placa")).toHaveValue("1");
      await expect(card(page).getByRole("checkbox")).toHaveAttribute("aria-invalid", "true");
      await card(page).getByRole("checkbox").check();
      await card(page).getByRole("button", { name: "Receber lembretes" }).click();
      await expect(card(page).getByRole("status")).toContainText("Falta confirmar seu e-mail");
      expect(page.url()).toMatch(/\/lembretes-ipva\?inscricao=1#lembretes$/);
      expect(page.url()).not.toContain("example.com");
      const confirmation = await mailTo(email, /^Confirme seu lembrete do IPVA/);
      // The confirmation page's button posts without JavaScript too.
      await page.goto(pathOf(confirmation.text, /https?:\/\/\S+\/lembretes-ipva\/confirmar\?token=\S+/));
      await page.getByRole("button", { name: "Confirmar lembrete" }).click();
      await expect(page.getByRole("heading", { name: "Lembrete confirmado" })).toBeVisible();
    } finally {
      await context.close();
    }
  });
});
