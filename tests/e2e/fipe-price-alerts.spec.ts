// Price alerts on a vehicle's page, with the e2e server's real SMTP server: follow two vehicles
// (one with JavaScript, one without), confirm from the e-mail, a new reference month completes,
// `npm run fipe:alerts` runs as two processes at once (one killed mid-run) and again: exactly
// one mail arrives, listing both with the old and new values; an unconfirmed request gets
// nothing; the mail's link stops it. Named fipe-*: it looks vehicles up through the shared
// local FIPE services, so it runs in the one-at-a-time FIPE projects.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { spawn } from "node:child_process";
import { e2eDatabaseUrl, needsE2eDatabase, outboxTo, queryE2eDatabase } from "./db.ts";
import { expectToast, hydrated } from "./helpers.ts";
import { MAIL_WAIT, mailTo, messagesTo } from "./mailbox.ts";

const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
// Honda vehicles no other spec uses (the test adds a month of prices for them, then removes it).
const CITY = { path: "/fipe/carros/25/25012/2020-1", codes: ["carros", "25", "25012", "2020-1"] };
const HRV = { path: "/fipe/carros/25/25031/2021-1", codes: ["carros", "25", "25031", "2021-1"] };
const NEW_MONTH = "2026-12";

function pathOf(text: string, pattern: RegExp): string {
  const link = pattern.exec(text)?.[0];
  expect(link, text).toBeTruthy();
  const url = new URL(link!);
  return `${url.pathname}${url.search}`;
}

function alertSection(page: Page) {
  return page.getByRole("region", { name: "Avisar quando o preço mudar" });
}

async function follow(page: Page, email: string) {
  const section = alertSection(page);
  await section.getByLabel("E-mail", { exact: true }).fill(email);
  await section.getByRole("checkbox").check();
  await section.getByRole("button", { name: "Avisar quando o preço mudar" }).click();
  await expect(section.getByRole("status")).toContainText("Falta confirmar seu e-mail");
}

/** `npm run fipe:alerts` against the e2e server's database, as another process. */
function runAlerts(): { done: Promise<number | null>; kill(): void } {
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/fipe-alerts.ts"], {
    env: {
      ...process.env,
      DATABASE_URL: e2eDatabaseUrl(),
      BETTER_AUTH_SECRET: process.env.BETTER_AUTH_SECRET ?? "e2e-secret-0123456789abcdef0123456789",
      SMTP_URL: "",
      LOG_LEVEL: "warn",
    },
    stdio: "ignore",
  });
  return {
    done: new Promise((resolve) => child.once("exit", (code) => resolve(code))),
    kill: () => child.kill("SIGKILL"),
  };
}

test.describe("price alerts", () => {
  test("@both-viewports the form is on the vehicle's page, checks the e-mail and consent, and is accessible", async ({
    page,
  }) => {
    await page.goto(CITY.path);
    await hydrated(page);
    const section = alertSection(page);
    await expect(section.getByRole("link", { name: "Política de Privacidade" })).toHaveAttribute(
      "href",
      "/politica-de-privacidade",
    );
    await section.getByLabel("E-mail", { exact: true }).fill("sem-arroba");
    await section.getByRole("button", { name: "Avisar quando o preço mudar" }).click();
    await expect(
      section.getByText("E-mail inválido: confira se tem @ e domínio, como nome@exemplo.com."),
    ).toBeVisible();
    await expect(section.getByLabel("E-mail", { exact: true })).toBeFocused();
    await section.getByLabel("E-mail", { exact: true }).fill(`sem-aceite-${unique()}@example.com`);
    await section.getByRole("button", { name: "Avisar quando o preço mudar" }).click();
    // The message stands beside the consent box, which is marked invalid.
    await expect(section.getByText(/marque que aceita receber os e-mails/)).toBeVisible();
    await expect(section.getByRole("checkbox")).toHaveAttribute("aria-invalid", "true");
    await section.scrollIntoViewIfNeeded();
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations).toEqual([]);
    await page.screenshot({ path: `test-results/price-alert-form-${page.viewportSize()!.width}.png`, fullPage: false });
  });

  test("@both-viewports without JavaScript: posted to the page, 303 to a success text, no e-mail in the address", async ({
    browser,
  }) => {
    // Three pages without JavaScript and a confirmation through the outbox: twice the default.
    test.setTimeout(60_000);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      const email = `sem-js-${unique()}@example.com`;
      await page.goto(HRV.path);
      const section = alertSection(page);
      // Refused first (no consent): the form again with what was typed and the message.
      await section.getByLabel("E-mail", { exact: true }).fill(email);
      await section.getByRole("button", { name: "Avisar quando o preço mudar" }).click();
      await expect(alertSection(page).getByText(/marque que aceita/)).toBeVisible();
      await expect(alertSection(page).getByRole("checkbox")).toHaveAttribute("aria-invalid", "true");
      await expect(alertSection(page).getByLabel("E-mail", { exact: true })).toHaveValue(email);
      await alertSection(page).getByRole("checkbox").check();
      await alertSection(page).getByRole("button", { name: "Avisar quando o preço mudar" }).click();
      await expect(alertSection(page).getByRole("status")).toContainText("Falta confirmar seu e-mail");
      expect(page.url()).toMatch(/\?alerta=1#alerta-de-preco$/);
      expect(page.url()).not.toContain("example.com");
      await mailTo(email, /^Confirme seu alerta de preço/);
    } finally {
      await context.close();
    }
  });

  test("two vehicles, confirmed from the mail, a month completes: exactly one mail with both, old and new; its link stops it", async ({
    page,
    browser,
  }) => {
    needsE2eDatabase();
    // Two confirmations, three runs of `npm run fipe:alerts` (each a new tsx process), the alert
    // sent at the outbox's next poll (5 s), ten pages and two passes of axe: well past 30 s.
    test.setTimeout(150_000);
    const email = `alerta-${unique()}@example.com`;
    const stranger = `nao-confirma-${unique()}@example.com`;
    // With JavaScript on the first vehicle (and a stranger who never confirms)...
    await page.goto(CITY.path);
    await hydrated(page);
    await follow(page, email);
    await expectToast(page, "Falta confirmar seu e-mail");
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    await page.reload();
    await hydrated(page);
    await follow(page, stranger);
    // ...and without it on the second (a double click sends it once: the page posts natively).
    const noJs = await browser.newContext({ javaScriptEnabled: false });
    const plain = await noJs.newPage();
    await plain.goto(HRV.path);
    await follow(plain, email.toUpperCase());
    await noJs.close();

    // One confirmation per request, each naming its vehicle and confirming only that one.
    await expect.poll(async () => (await messagesTo(email, /^Confirme/)).length, MAIL_WAIT).toBe(2);
    const confirmations = await messagesTo(email, /^Confirme seu alerta de preço/);
    expect(confirmations.map((m) => (m.text.includes("City") ? "City" : "HR-V")).sort()).toEqual(["City", "HR-V"]);
    for (const confirmation of confirmations) {
      await page.goto(pathOf(confirmation.text, /https?:\/\/\S+\/alertas-de-preco\/confirmar\?token=\S+/));
      await page.getByRole("button", { name: "Confirmar alerta" }).click();
      await expect(page.getByRole("heading", { name: "Alerta confirmado" })).toBeVisible();
      expect(page.url()).toMatch(/\/alertas-de-preco\/confirmar\/concluido$/);
    }
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

    // A new reference month completes in the catalog (as a sync would leave it).
    const before = await queryE2eDatabase<{ year_code: string; value_cents: string }>(
      `select year_code, value_cents from fipe_prices where type = 'carros' and brand_code = '25'
         and model_code in ('25012', '25031') and month = '2026-11' and value_cents is not null order by model_code`,
    );
    expect(before).toHaveLength(2);
    try {
      for (const [i, v] of [CITY, HRV].entries()) {
        await queryE2eDatabase(
          `insert into fipe_prices (type, brand_code, model_code, year_code, month, value_cents, valor, mes, source)
           values ($1, $2, $3, $4, $5, $6, 'x', 'dezembro de 2026', 'sync')`,
          [...v.codes, NEW_MONTH, Number(before[i]!.value_cents) + (i === 0 ? 150_000 : -80_000)],
        );
      }
      await queryE2eDatabase(
        `insert into fipe_sync_state (month, reference_code, status, completed_at) values ($1, 340, 'complete', now())`,
        [NEW_MONTH],
      );
      // Two senders at once, one killed mid-run, then a third: the server delivers what they queued.
      const first = runAlerts();
      const second = runAlerts();
      // Not a wait: the kill lands wherever the first run is by then (starting, claiming or
      // queuing); the server must deliver what was queued, once, whichever it was.
      setTimeout(() => first.kill(), 1500);
      await Promise.all([first.done, second.done]);
      expect(await runAlerts().done).toBe(0);

      const alert = await mailTo(email, /^Tabela FIPE de dezembro de 2026/);
      // The runs have exited: one alert queued, and sent (nothing else can follow it); none for
      // the stranger who never confirmed.
      await expect.poll(() => outboxTo(email, "Tabela FIPE")).toEqual([{ sent: true }]);
      expect(await messagesTo(email, /^Tabela FIPE/)).toHaveLength(1);
      expect(await outboxTo(stranger, "Tabela FIPE")).toEqual([]);
      expect(await messagesTo(stranger, /^Tabela FIPE/)).toHaveLength(0);
      const brl = (cents: number) =>
        `R$ ${Math.floor(cents / 100)
          .toString()
          .replace(/\B(?=(\d{3})+(?!\d))/g, ".")},${String(cents % 100).padStart(2, "0")}`;
      const [city, hrv] = before.map((r) => Number(r.value_cents));
      expect(alert.text).toContain("Honda City");
      expect(alert.text).toContain("Honda HR-V");
      expect(alert.text).toContain(`Antes (novembro de 2026): ${brl(city!)}`);
      expect(alert.text).toContain(`Agora (dezembro de 2026): ${brl(city! + 150_000)}`);
      expect(alert.text).toContain(`Agora (dezembro de 2026): ${brl(hrv! - 80_000)}`);
      expect(alert.text).toContain("Variação: +R$ 1.500,00");
      expect(alert.text).toContain("Variação: -R$ 800,00");
      expect(alert.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");

      // The mail's "stop every alert" link.
      const stop = pathOf(alert.text, /https?:\/\/\S+\/alertas-de-preco\/cancelar\?token=\S+/);
      expect(alert.headers["list-unsubscribe"]).toContain(stop);
      await page.goto(stop);
      await hydrated(page);
      await expect(page.getByRole("heading", { name: "Parar todos os alertas de preço" })).toBeVisible();
      await page.getByRole("button", { name: "Parar todos os alertas" }).click();
      await expect(page.getByRole("heading", { name: "Alerta cancelado" })).toBeVisible();
      expect(
        await queryE2eDatabase("select 1 from price_alert_subscribers where lower(email) = $1", [email]),
      ).toHaveLength(0);
    } finally {
      await queryE2eDatabase(`delete from fipe_prices where month = $1`, [NEW_MONTH]);
      await queryE2eDatabase(`delete from fipe_sync_state where month = $1`, [NEW_MONTH]);
    }
  });
});
