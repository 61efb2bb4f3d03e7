import { expect, test } from "@playwright/test";
import { DB_SKIP_REASON, queryE2eDatabase } from "./db.ts";
import { choose, expectToast, hydrated } from "./helpers.ts";

const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

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
    if (!DB_SKIP_REASON) {
      const rows = await queryE2eDatabase("select name, topic, message from contact_messages where email = $1", [
        email,
      ]);
      expect(rows).toEqual([
        { name: "Maria Souza", topic: "Parcerias", message: "Gostaria de conversar sobre uma parceria." },
      ]);
    }
  });

  test("required fields get the spec's toast", async ({ page }) => {
    await page.goto("/contato");
    await hydrated(page);
    await page.getByLabel("Nome").fill("Maria");
    await page.getByRole("button", { name: "Enviar Mensagem" }).click();
    await expectToast(page, "Campos obrigatórios", "Por favor, preencha todos os campos.");
  });

  test("a message the server refuses shows the error toast and keeps the form filled", async ({ page }) => {
    await page.goto("/contato");
    await hydrated(page);
    await page.getByLabel("Nome").fill("Maria");
    await page.getByLabel("E-mail").fill("maria-sem-dominio");
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
    await expectToast(page, "Inscrição realizada com sucesso!", "Obrigado por se inscrever na nossa newsletter!");
    await expect(box.getByLabel("Nome", { exact: true })).toHaveValue("");
    await expect(box.getByLabel("E-mail", { exact: true })).toHaveValue("");
    await expect(box.getByRole("checkbox")).not.toBeChecked();

    await box.getByLabel("Nome", { exact: true }).fill("Carlos Lima");
    await box.getByLabel("E-mail", { exact: true }).fill(`news-${id}@example.com`);
    await box.getByRole("button", { name: "Inscrever-se" }).click();
    // The first toast may still be showing: the fields clearing again marks this success.
    await expect(box.getByLabel("Nome", { exact: true })).toHaveValue("");
    await expectToast(page, "Inscrição realizada com sucesso!");
    if (!DB_SKIP_REASON) {
      await expect
        .poll(() =>
          queryE2eDatabase("select name, has_accepted_terms from newsletter_subscriptions where lower(email) = $1", [
            `news-${id}@example.com`,
          ]),
        )
        .toEqual([{ name: "Carlos Lima", has_accepted_terms: false }]);
    }
  });

  test("name and e-mail are required", async ({ page }) => {
    await page.goto("/blog");
    await hydrated(page);
    const box = page.getByRole("region", { name: "Receba os novos artigos por e-mail" });
    await box.getByRole("button", { name: "Inscrever-se" }).click();
    await expectToast(page, "Campos obrigatórios", "Por favor, preencha seu nome e e-mail.");
  });

  test("a refused subscription shows the error toast", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const box = page.getByRole("region", { name: "Receba dicas e novidades no seu e-mail" });
    await box.getByLabel("Nome", { exact: true }).fill("Carlos");
    await box.getByLabel("E-mail", { exact: true }).fill("carlos-sem-arroba");
    await box.getByRole("button", { name: "Inscrever-se" }).click();
    await expectToast(page, "Erro na inscrição", "Não foi possível se inscrever. Tente novamente mais tarde.");
    await expect(box.getByLabel("Nome", { exact: true })).toHaveValue("Carlos");
  });
});
