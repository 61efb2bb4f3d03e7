// A contact message sent from the page reaches the team's inbox through the e2e server's real
// SMTP server, with Reply-To set to the sender.
import { expect, test } from "@playwright/test";
import { choose, hydrated } from "./helpers.ts";
import { MAIL_WAIT, mailboxMessages, type Message } from "./mailbox.ts";

test("a contact message is mailed to the inbox with Reply-To the sender", async ({ page }) => {
  const email = `remetente-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  await page.goto("/contato");
  await hydrated(page);
  await page.getByLabel("Nome").fill("Rita Campos");
  await page.getByLabel("E-mail").fill(email);
  await choose(page, "Assunto", "Sugestão");
  await page.getByLabel("Mensagem").fill("Que tal uma calculadora de seguro?");
  await page.getByRole("button", { name: "Enviar Mensagem" }).click();
  await expect(page.getByRole("heading", { name: "Mensagem Enviada com Sucesso!" })).toBeVisible();

  let mail: Message | undefined;
  await expect
    .poll(async () => {
      mail = (await mailboxMessages()).find((m) => m.headers["reply-to"]?.includes(email));
      return mail !== undefined;
    }, MAIL_WAIT)
    .toBe(true);
  expect(mail!.to).toEqual(["contato@carroemconta.test"]);
  expect(mail!.subject).toBe("[Contato] Sugestão: Rita Campos");
  expect(mail!.text).toContain("Nome: Rita Campos");
  expect(mail!.text).toContain(`E-mail: ${email}`);
  expect(mail!.text).toContain("Que tal uma calculadora de seguro?");
});
