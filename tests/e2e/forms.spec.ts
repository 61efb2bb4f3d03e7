import { expect, test, type Page } from "@playwright/test";
import { needsE2eDatabase, queryE2eDatabase } from "./db.ts";
import { choose, expectToast, hydrated, settled } from "./helpers.ts";

const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

const INVALID_EMAIL = "E-mail inválido: confira se tem @ e domínio, como nome@exemplo.com.";

/** Counts the requests the page sends to the insert API from now on. */
function countInserts(page: Page) {
  const sent: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/rest/v1/")) sent.push(request.url());
  });
  return sent;
}

/** Rewrites the e-mail of the next insert on its way out, so the real server refuses it. */
async function breakEmailInTransit(page: Page, table: string) {
  await page.route(`**/rest/v1/${table}`, async (route) => {
    const body = JSON.parse(route.request().postData() ?? "{}") as Record<string, unknown>;
    await route.continue({ postData: JSON.stringify({ ...body, email: "sem-dominio@" }) });
  });
}

test.describe("contact", () => {
  test("a message is stored and the success page replaces the form", async ({ page }) => {
    const email = `contato-${unique()}@example.com`;
    await page.goto("/contato");
    await hydrated(page);
    await page.getByLabel("Nome").fill("Maria Souza");
    await page.getByLabel("E-mail").fill(email);
    await choose(page, "Assunto", "Parcerias");
    await page.getByLabel("Mensagem").fill("Gostaria de conversar sobre uma parceria.");
    await page.getByRole("button", { name: "Enviar Mensagem" }).click();
    await expect(page.getByRole("heading", { name: "Mensagem Enviada com Sucesso!" })).toBeVisible();
    await expectToast(page, "Mensagem Enviada!", "Obrigado por entrar em contato. Responderemos em breve.");
    await expect(page.getByLabel("Mensagem")).toHaveCount(0);
    // The whole page is the success page: the hero and the other channels are gone.
    await expect(page.getByRole("heading", { name: "Fale Conosco" })).toHaveCount(0);
    await expect(page.getByText("Outros canais")).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mensagem Enviada com Sucesso!");
    await expect(page.getByRole("heading", { name: "Mensagem Enviada com Sucesso!" })).toBeFocused();
    await expect(page.getByRole("link", { name: "Voltar para a página inicial" })).toHaveAttribute("href", "/");
    needsE2eDatabase();
    const rows = await queryE2eDatabase("select name, topic, message from contact_messages where email = $1", [email]);
    expect(rows).toEqual([
      { name: "Maria Souza", topic: "Parcerias", message: "Gostaria de conversar sobre uma parceria." },
    ]);
  });

  test("required fields get the spec's toast", async ({ page }) => {
    await page.goto("/contato");
    await hydrated(page);
    await page.getByLabel("Nome").fill("Maria");
    await page.getByRole("button", { name: "Enviar Mensagem" }).click();
    await expectToast(page, "Campos obrigatórios", "Por favor, preencha todos os campos.");
  });

  test("'Enviar outra mensagem' brings back the whole page with an empty form", async ({ page }) => {
    await page.goto("/contato");
    await hydrated(page);
    await page.getByLabel("Nome").fill("Maria");
    await page.getByLabel("E-mail").fill(`outra-${unique()}@example.com`);
    await page.getByLabel("Mensagem").fill("Primeira mensagem");
    await page.getByRole("button", { name: "Enviar Mensagem" }).click();
    await page.getByRole("button", { name: "Enviar outra mensagem" }).click();
    await expect(page.getByRole("heading", { name: "Fale Conosco" })).toBeVisible();
    await expect(page.getByText("Outros canais")).toBeVisible();
    await expect(page.getByLabel("Mensagem")).toHaveValue("");
    await expect(page.getByLabel("E-mail")).toHaveValue("");
  });

  test("a malformed e-mail gets a message next to the field and nothing is sent", async ({ page }) => {
    await page.goto("/contato");
    await hydrated(page);
    const sent = countInserts(page);
    const email = page.getByLabel("E-mail");
    await page.getByLabel("Nome").fill("Maria");
    await email.fill("maria@");
    await page.getByLabel("Mensagem").fill("Olá!");
    await page.getByRole("button", { name: "Enviar Mensagem" }).click();
    const message = page.getByText(INVALID_EMAIL);
    await expect(message).toBeVisible();
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAttribute("aria-describedby", "contato-email-error");
    await expect(message).toHaveAttribute("id", "contato-email-error");
    await expect(email).toBeFocused();
    // Fast repeated clicks send nothing either.
    await page.getByRole("button", { name: "Enviar Mensagem" }).click();
    await page.getByRole("button", { name: "Enviar Mensagem" }).click();
    await settled(page);
    expect(sent).toEqual([]);
    await expect(page.getByText("Erro ao enviar")).toHaveCount(0);

    await email.fill(`maria-${unique()}@example.com`);
    await expect(message).toHaveCount(0);
    await expect(email).not.toHaveAttribute("aria-invalid", "true");
    await page.getByRole("button", { name: "Enviar Mensagem" }).click();
    await expect(page.getByRole("heading", { name: "Mensagem Enviada com Sucesso!" })).toBeVisible();
    expect(sent).toHaveLength(1);
  });

  test("a message the server refuses shows the error toast and keeps the form filled", async ({ page }) => {
    await page.goto("/contato");
    await hydrated(page);
    await breakEmailInTransit(page, "contact_messages");
    await page.getByLabel("Nome").fill("Maria");
    await page.getByLabel("E-mail").fill("maria@example.com");
    await page.getByLabel("Mensagem").fill("Olá!");
    await page.getByRole("button", { name: "Enviar Mensagem" }).click();
    await expectToast(page, "Erro ao enviar", "Ocorreu um erro ao enviar sua mensagem. Tente novamente.");
    await expect(page.getByLabel("Mensagem")).toHaveValue("Olá!");
    await expect(page.getByRole("button", { name: "Enviar Mensagem" })).toBeEnabled();
  });

  test("while sending, the button shows 'Enviando...' and the inputs are disabled", async ({ page }) => {
    await page.goto("/contato");
    await hydrated(page);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/rest/v1/contact_messages", async (route) => {
      await held;
      await route.continue();
    });
    await page.getByLabel("Nome").fill("Maria");
    await page.getByLabel("E-mail").fill(`lento-${unique()}@example.com`);
    await page.getByLabel("Mensagem").fill("Teste");
    await page.getByRole("button", { name: "Enviar Mensagem" }).click();
    await expect(page.getByRole("button", { name: "Enviando..." })).toBeDisabled();
    await expect(page.getByLabel("Nome")).toBeDisabled();
    release();
    await expect(page.getByRole("heading", { name: "Mensagem Enviada com Sucesso!" })).toBeVisible();
  });
});

test.describe("newsletter", () => {
  test("subscribing clears the fields and the checkbox; subscribing again never duplicates", async ({ page }) => {
    const id = unique();
    await page.goto("/");
    await hydrated(page);
    const box = page.getByRole("region", { name: "Receba dicas e novidades no seu e-mail" });
    await box.getByLabel("Nome", { exact: true }).fill("Carlos");
    await box.getByLabel("E-mail", { exact: true }).fill(`News-${id}@Example.com`);
    await box.getByRole("checkbox").check();
    await box.getByRole("button", { name: "Inscrever-se" }).click();
    await expectToast(page, "Inscrição realizada com sucesso!", "Confirme pelo e-mail que enviamos.");
    await expect(box.getByLabel("Nome", { exact: true })).toHaveValue("");
    await expect(box.getByLabel("E-mail", { exact: true })).toHaveValue("");
    await expect(box.getByRole("checkbox")).not.toBeChecked();

    await box.getByLabel("Nome", { exact: true }).fill("Carlos Lima");
    await box.getByLabel("E-mail", { exact: true }).fill(`news-${id}@example.com`);
    await box.getByRole("checkbox").check();
    await box.getByRole("button", { name: "Inscrever-se" }).click();
    // The first toast may still be showing: the fields clearing again marks this success.
    await expect(box.getByLabel("Nome", { exact: true })).toHaveValue("");
    await expectToast(page, "Inscrição realizada com sucesso!");
    needsE2eDatabase();
    await expect
      .poll(() =>
        queryE2eDatabase("select name, has_accepted_terms from newsletter_subscriptions where lower(email) = $1", [
          `news-${id}@example.com`,
        ]),
      )
      // Subscribing again leaves the stored row as it is (anyone can type anyone's address).
      .toEqual([{ name: "Carlos", has_accepted_terms: true }]);
  });

  test("without the consent tick: the message beside the box, no 'sucesso', nothing sent or stored", async ({
    page,
  }) => {
    await page.goto("/blog");
    await hydrated(page);
    const sent = countInserts(page);
    const email = `sem-aceite-${unique()}@example.com`;
    const box = page.getByRole("region", { name: "Receba os novos artigos por e-mail" });
    await box.getByLabel("Nome", { exact: true }).pressSequentially("Bia");
    await box.getByLabel("E-mail", { exact: true }).pressSequentially(email);
    await box.getByRole("button", { name: "Inscrever-se" }).click();
    const message = box.getByText("Marque a caixa para receber a newsletter.");
    await expect(message).toBeVisible();
    await expect(box.getByRole("checkbox")).toHaveAttribute("aria-invalid", "true");
    await expect(box.getByRole("checkbox")).toBeFocused();
    await settled(page);
    await expect(page.getByText(/sucesso/i)).toHaveCount(0);
    expect(sent).toEqual([]);
    needsE2eDatabase();
    expect(await queryE2eDatabase("select 1 from newsletter_subscriptions where email = $1", [email])).toEqual([]);
    // Ticking it clears the message; the subscription then says to confirm by e-mail.
    await page.keyboard.press("Space");
    await expect(message).toHaveCount(0);
    await box.getByRole("button", { name: "Inscrever-se" }).click();
    await expectToast(page, "Inscrição realizada com sucesso!", "Confirme pelo e-mail que enviamos.");
  });

  test("name and e-mail are required", async ({ page }) => {
    await page.goto("/blog");
    await hydrated(page);
    const box = page.getByRole("region", { name: "Receba os novos artigos por e-mail" });
    await box.getByRole("button", { name: "Inscrever-se" }).click();
    await expectToast(page, "Campos obrigatórios", "Por favor, preencha seu nome e e-mail.");
  });

  test("a malformed e-mail gets a message next to the field and nothing is sent", async ({ page }) => {
    await page.goto("/blog");
    await hydrated(page);
    const sent = countInserts(page);
    const box = page.getByRole("region", { name: "Receba os novos artigos por e-mail" });
    const email = box.getByLabel("E-mail", { exact: true });
    await box.getByLabel("Nome", { exact: true }).fill("Carlos");
    await email.fill("carlos-sem-arroba");
    await box.getByRole("button", { name: "Inscrever-se" }).click();
    const message = box.getByText(INVALID_EMAIL);
    await expect(message).toBeVisible();
    await expect(email).toHaveAttribute("aria-invalid", "true");
    const describedBy = await email.getAttribute("aria-describedby");
    expect(describedBy).toBeTruthy();
    await expect(message).toHaveAttribute("id", describedBy!);
    await expect(email).toBeFocused();
    await settled(page);
    expect(sent).toEqual([]);
    await expect(page.getByText("Erro na inscrição")).toHaveCount(0);
    await expect(box.getByLabel("Nome", { exact: true })).toHaveValue("Carlos");

    await email.fill(`carlos-${unique()}@example.com`);
    await expect(message).toHaveCount(0);
    await box.getByRole("checkbox").check();
    await box.getByRole("button", { name: "Inscrever-se" }).click();
    await expectToast(page, "Inscrição realizada com sucesso!");
    expect(sent).toHaveLength(1);
  });

  test("a refused subscription shows the error toast", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    await breakEmailInTransit(page, "newsletter_subscriptions");
    const box = page.getByRole("region", { name: "Receba dicas e novidades no seu e-mail" });
    await box.getByLabel("Nome", { exact: true }).fill("Carlos");
    await box.getByLabel("E-mail", { exact: true }).fill("carlos@example.com");
    await box.getByRole("checkbox").check();
    await box.getByRole("button", { name: "Inscrever-se" }).click();
    await expectToast(page, "Erro na inscrição", "Não foi possível se inscrever. Tente novamente mais tarde.");
    await expect(box.getByLabel("Nome", { exact: true })).toHaveValue("Carlos");
  });
});

// The home page's box loads its code only when it comes near the screen (ADR 009).
