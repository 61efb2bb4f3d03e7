// The forms that post, typed the way people type on a phone (390 px, slow 3G) while the page's
// scripts are still on their way: part of each field before hydration, the rest after, then
// sent. What was stored (or what the page answered) is exactly what was typed. And an invalid
// e-mail shows its message beside the field, the field focused and on screen, with JavaScript
// and without it.
import { expect, test, type Page } from "@playwright/test";
import { needsE2eDatabase, queryE2eDatabase } from "./db.ts";
import { expectToast, hydrated } from "./helpers.ts";
import { openWithScriptsHeld, typeInto } from "./slow-phone.ts";

const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
const INVALID_EMAIL = "E-mail inválido: confira se tem @ e domínio, como nome@exemplo.com.";

test.describe("@mobile-only typed across hydration on a phone on slow 3G", () => {
  // Slow 3G is the point: each page, its scripts and each send cross 2 s round trips at 50 KB/s;
  // this bound and the answers' 30 s below are that network's, not the host's.
  test.setTimeout(180_000);

  test("contact: the message stored is what was typed before and after the scripts ran", async ({ page }) => {
    const email = `travessia-${unique()}@example.com`;
    const [user, domain] = email.split("@") as [string, string];
    const hydrate = await openWithScriptsHeld(page, "/contato");
    await typeInto(page, page.getByLabel("Nome"), "Maria ");
    await typeInto(page, page.getByLabel("E-mail"), `${user}@`);
    await page.getByLabel("Assunto").selectOption("Sugestão");
    await typeInto(page, page.getByLabel("Mensagem"), "A taxa era 1,");
    await hydrate();
    await expect(page.getByLabel("Mensagem")).toHaveValue("A taxa era 1,");
    await typeInto(page, page.getByLabel("Nome"), "Apressada");
    await typeInto(page, page.getByLabel("E-mail"), domain);
    await typeInto(page, page.getByLabel("Mensagem"), "99 ao mês.");
    await page.getByRole("button", { name: "Enviar Mensagem" }).click();
    await expect(page.getByRole("heading", { name: "Mensagem Enviada com Sucesso!" })).toBeVisible({
      timeout: 30_000,
    });
    // Sent by the page's script (a post without it lands on ?enviada=1).
    expect(new URL(page.url()).search).toBe("");
    needsE2eDatabase();
    expect(
      await queryE2eDatabase("select name, topic, message from contact_messages where email = $1", [email]),
    ).toEqual([{ name: "Maria Apressada", topic: "Sugestão", message: "A taxa era 1,99 ao mês." }]);
  });

  test("newsletter: the subscription stored has the name, e-mail and consent given across hydration", async ({
    page,
  }) => {
    const email = `news-travessia-${unique()}@example.com`;
    const [user, domain] = email.split("@") as [string, string];
    const hydrate = await openWithScriptsHeld(page, "/newsletter");
    const box = page.getByRole("region", { name: "Receba dicas e novidades no seu e-mail" });
    await typeInto(page, box.getByLabel("Nome", { exact: true }), "Jo");
    await typeInto(page, box.getByLabel("E-mail", { exact: true }), user);
    await box.getByRole("checkbox").check();
    await hydrate();
    await expect(box.getByRole("checkbox")).toBeChecked();
    await typeInto(page, box.getByLabel("Nome", { exact: true }), "ana Leitora");
    await typeInto(page, box.getByLabel("E-mail", { exact: true }), `@${domain}`);
    await box.getByRole("button", { name: "Inscrever-se" }).click();
    await expectToast(page, "Inscrição realizada com sucesso!", "Confirme pelo e-mail que enviamos.");
    // The box starts again empty (spec: fields and terms cleared).
    await expect(box.getByLabel("Nome", { exact: true })).toHaveValue("");
    expect(new URL(page.url()).search).toBe("");
    needsE2eDatabase();
    expect(
      await queryE2eDatabase("select name, has_accepted_terms from newsletter_subscriptions where email = $1", [email]),
    ).toEqual([{ name: "Joana Leitora", has_accepted_terms: true }]);
  });

  test("price alert: the request stored is for the e-mail typed across hydration", async ({ page }) => {
    const email = `alerta-travessia-${unique()}@example.com`;
    const [user, domain] = email.split("@") as [string, string];
    const hydrate = await openWithScriptsHeld(page, "/fipe/carros/21/21002/2020-1");
    const section = page.getByRole("region", { name: "Avisar quando o preço mudar" });
    await typeInto(page, section.getByLabel("E-mail", { exact: true }), `${user}@`);
    await hydrate();
    await expect(section.getByLabel("E-mail", { exact: true })).toHaveValue(`${user}@`);
    await typeInto(page, section.getByLabel("E-mail", { exact: true }), domain);
    await section.getByRole("checkbox").check();
    await section.getByRole("button", { name: "Avisar quando o preço mudar" }).click();
    await expect(section.getByRole("status")).toContainText("Falta confirmar seu e-mail", { timeout: 30_000 });
    needsE2eDatabase();
    expect(
      await queryE2eDatabase(
        `select s.email, v.model_code from price_alert_subscribers s
           join price_alert_vehicles v on v.subscriber_id = s.id where lower(s.email) = $1`,
        [email],
      ),
    ).toEqual([{ email, model_code: "21002" }]);
  });

  test("sign-in: the e-mail and password typed across hydration are the ones sent and answered", async ({ page }) => {
    const hydrate = await openWithScriptsHeld(page, "/entrar");
    await typeInto(page, page.getByLabel("E-mail"), "quem@exa");
    await typeInto(page, page.getByLabel("Senha"), "senha-");
    await hydrate();
    await typeInto(page, page.getByLabel("E-mail"), "mple.com");
    await typeInto(page, page.getByLabel("Senha"), "digitada-1");
    const request = page.waitForRequest((r) => r.url().includes("/api/auth/sign-in") && r.method() === "POST");
    await page.getByRole("button", { name: "Entrar" }).click();
    expect((await request).postDataJSON()).toMatchObject({ email: "quem@example.com", password: "senha-digitada-1" });
    await expectToast(page, "Não foi possível entrar", "E-mail ou senha incorretos.");
  });
});

/** The e-mail field's message, tied to it, beside it and in view with the field focused. */
async function expectEmailMessageBeside(page: Page) {
  const email = page.getByLabel("E-mail");
  await expect(email).toHaveAttribute("aria-invalid", "true");
  const message = page.locator("#contato-email-error");
  await expect(message).toHaveText(INVALID_EMAIL);
  await expect(email).toHaveAttribute("aria-describedby", "contato-email-error");
  await expect(email).toBeFocused();
  await expect(email).toBeInViewport();
  await expect(message).toBeInViewport();
  // Beside it: right under the field, not somewhere else on the page.
  const field = (await email.boundingBox())!;
  const text = (await message.boundingBox())!;
  expect(text.y - (field.y + field.height)).toBeGreaterThanOrEqual(0);
  expect(text.y - (field.y + field.height)).toBeLessThan(24);
}

test.describe("@mobile-only an invalid e-mail on a phone: its message beside the field", () => {
  test("with JavaScript: the field is marked, focused and on screen; nothing is stored", async ({ page }) => {
    await page.goto("/contato");
    await hydrated(page);
    await page.getByLabel("Nome").fill("Maria");
    await page.getByLabel("E-mail").fill("maria-sem-dominio@");
    await page.getByLabel("Mensagem").fill("Olá!");
    await page.getByLabel("Mensagem").press("Tab");
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole("button", { name: "Enviar Mensagem" }).click();
    await expectEmailMessageBeside(page);
    needsE2eDatabase();
    expect(await queryE2eDatabase("select 1 from contact_messages where email = $1", ["maria-sem-dominio@"])).toEqual(
      [],
    );
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the server answers the same message beside the field, focused and on screen, with what was typed", async ({
      page,
    }) => {
      await page.goto("/contato");
      await page.getByLabel("Nome").fill("Maria Sem Script");
      await page.getByLabel("E-mail").fill("maria-sem-script@");
      await page.getByLabel("Mensagem").fill("Mensagem enviada sem JavaScript.");
      await page.getByRole("button", { name: "Enviar Mensagem" }).click();
      await expectEmailMessageBeside(page);
      await expect(page.getByLabel("Nome")).toHaveValue("Maria Sem Script");
      await expect(page.getByLabel("Mensagem")).toHaveValue("Mensagem enviada sem JavaScript.");
      // No personal data in the address.
      expect(page.url()).not.toContain("maria");
    });
  });
});
